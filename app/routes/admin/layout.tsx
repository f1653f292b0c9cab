// /admin: the operator console's frame (its sections' links) and its 404, which is the site's own: to anyone who is
// not an operator, the console does not exist.
import { isRouteErrorResponse, Outlet } from "react-router";
import { NavLink } from "~/lib/links";
import { NotFoundMessage } from "~/components/not-found-message";
import { isUnavailable, UnavailableMessage } from "~/components/unavailable-message";
import { requireOperator } from "~/lib/operator.server";
import type { Route } from "./+types/layout";

export function loader({ request, context }: Route.LoaderArgs) {
  const operator = requireOperator(context, request);
  return { role: operator.role };
}

export const headers = () => ({ "Cache-Control": "no-store" });

const SECTIONS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/business", label: "Business verification", end: false },
  { to: "/admin/reports", label: "Reports", end: false },
  { to: "/admin/contact", label: "Contact inbox", end: false },
  { to: "/admin/lookup", label: "Look-up", end: false },
  { to: "/admin/claims", label: "Disputed claims", end: false, adminOnly: true },
  { to: "/admin/audit", label: "Audit log", end: false },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b pb-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Haya console · {loaderData.role}</p>
        <nav aria-label="Console">
          <ul className="flex flex-wrap gap-4">
            {SECTIONS.filter((s) => !("adminOnly" in s) || loaderData.role === "admin").map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end={s.end} className={({ isActive }) => (isActive ? "font-semibold text-brand-700 underline" : "text-slate-700 hover:underline")}>
                  {s.label}
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
  error ? [{ title: "Page not found | Haya" }, { name: "description", content: "This page does not exist." }] : [{ title: "Console | Haya" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage title="404" text="Oops! Page not found" link={{ to: "/", label: "Return to Home" }} />;
  if (isUnavailable(error)) return <UnavailableMessage />;
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="mb-4 text-3xl font-bold">Something went wrong in the console</h1>
      <p className="text-lg text-slate-700">{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : "Try again in a moment."}</p>
    </main>
  );
}
