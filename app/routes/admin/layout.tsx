// /admin: the admin area's frame (its sections' links) and its 404, which is the site's own: to anyone who is
// not an operator, the admin area does not exist.
import { isRouteErrorResponse, Outlet } from "react-router";
import { m } from "@core/paraglide/messages";
import { NavLink } from "~/lib/links";
import { NotFoundMessage } from "~/components/not-found-message";
import { isUnavailable, UnavailableMessage } from "~/components/unavailable-message";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/layout";
import { pageContext } from "../../../server/http/page-context";

export function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  return { role: operator.role };
}

export const headers = () => ({ "Cache-Control": "no-store" });

const SECTIONS = [
  { to: "/admin", label: m.admin_dashboard, end: true },
  { to: "/admin/business", label: m.admin_business, end: false },
  { to: "/admin/identity", label: m.admin_identity, end: false },
  { to: "/admin/reports", label: m.admin_reports, end: false },
  { to: "/admin/contact", label: m.admin_contact, end: false },
  { to: "/admin/lookup", label: m.admin_lookup, end: false },
  { to: "/admin/overdue", label: m.admin_overdue, end: false },
  { to: "/admin/claims", label: m.admin_disputed_claims, end: false, adminOnly: true },
  { to: "/admin/audit", label: m.admin_audit, end: false },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b pb-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{m.admin_frame_title({ role: loaderData.role })}</p>
        <nav aria-label={m.admin_nav_label()}>
          <ul className="flex flex-wrap gap-4">
            {SECTIONS.filter((s) => !("adminOnly" in s) || loaderData.role === "admin").map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end={s.end} className={({ isActive }) => (isActive ? "font-semibold text-brand-700 underline" : "text-slate-700 hover:underline")}>
                  {s.label()}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ error }) =>
  error ? [{ title: `${m.not_found_meta_title()} | Haya` }, { name: "description", content: m.not_found_meta_description() }] : [{ title: m.admin_meta_title() }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage title="404" text={m.not_found_title()} link={{ to: "/", label: m.return_home() }} />;
  if (isUnavailable(error)) return <UnavailableMessage />;
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-4 text-3xl font-bold">{m.admin_error_title()}</h1>
      <p className="text-lg text-slate-700">{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : m.admin_error_retry()}</p>
    </main>
  );
}
