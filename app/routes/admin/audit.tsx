// /admin/audit: the audit log, newest first: every operator action and every look at private data (who, what, when,
// before → after, why). Read only: the app has no way to change or delete a row, and the database refuses it too.

import { lagosTime } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { Form, Link } from "~/lib/links";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/audit";
import { pageContext } from "../../../server/http/page-context";
import { pageUrl } from "../../lib/page-url.server";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  requireOperator(context, request);
  const url = pageUrl(request);
  const kind = url.searchParams.get("kind")?.trim() || undefined;
  const id = url.searchParams.get("id")?.trim() || undefined;
  const action = url.searchParams.get("action")?.trim() || undefined;
  const page = await context.services.operators.auditPage({
    cursor: url.searchParams.get("cursor"),
    subject: kind && id ? { kind, id } : undefined,
    action,
  });
  const rows = page.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), before: show(r.before), after: show(r.after) }));
  const next = new URLSearchParams(url.searchParams);
  if (page.nextCursor) next.set("cursor", page.nextCursor);
  return { rows, filters: { kind: kind ?? "", id: id ?? "", action: action ?? "" }, nextHref: page.nextCursor ? `/admin/audit?${next}` : null };
}

const show = (v: unknown) => (v === null || v === undefined ? "" : JSON.stringify(v));

export default function Audit({ loaderData: { rows, filters, nextHref } }: Route.ComponentProps) {
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">{m.admin_audit()}</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={m.admin_audit_filter_label()}>
        <label className="flex flex-col text-sm">
          {m.admin_audit_kind()}
          <select name="kind" defaultValue={filters.kind} className="rounded border px-2 py-1">
            <option value="">{m.admin_audit_any()}</option>
            {["user", "listing", "booking", "payment", "payout", "refund", "claim", "report", "contact"].map((k) => (
              <option key={k}>{k}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          {m.admin_audit_id()}
          <input name="id" defaultValue={filters.id} maxLength={100} className="rounded border px-2 py-1" />
        </label>
        <label className="flex flex-col text-sm">
          {m.admin_audit_action()}
          <input name="action" defaultValue={filters.action} maxLength={60} placeholder={m.admin_audit_action_example()} className="rounded border px-2 py-1" />
        </label>
        <button type="submit" className="rounded bg-brand-700 px-3 py-1.5 font-semibold text-white">
          {m.admin_audit_filter()}
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="text-slate-700">{filters.kind || filters.action ? m.admin_audit_empty_filtered() : m.admin_audit_empty()}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3">{m.admin_when_lagos()}</th>
                <th scope="col" className="pr-3">{m.admin_audit_who()}</th>
                <th scope="col" className="pr-3">{m.admin_audit_what()}</th>
                <th scope="col" className="pr-3">{m.admin_audit_subject()}</th>
                <th scope="col" className="pr-3">{m.admin_audit_change()}</th>
                <th scope="col">{m.admin_reason()}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">{lagosTime(new Date(r.createdAt))}</td>
                  <td className="pr-3">{r.actorName ? `${r.actorName} (${r.actorRole})` : r.actorRole === "system" ? m.admin_audit_command_line() : r.actorRole}</td>
                  <td className="pr-3 font-mono">{r.action}</td>
                  <td className="pr-3">
                    <Link to={`/admin/audit?kind=${encodeURIComponent(r.subjectKind)}&id=${encodeURIComponent(r.subjectId)}`} className="text-brand-700 underline">
                      {r.subjectKind} {r.subjectId}
                    </Link>
                  </td>
                  <td className="pr-3 font-mono break-all">{r.before || r.after ? `${r.before || "—"} → ${r.after || "—"}` : ""}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextHref && (
        <Link to={nextHref} className="inline-block text-brand-700 underline">
          {m.admin_audit_older()}
        </Link>
      )}
    </main>
  );
}
