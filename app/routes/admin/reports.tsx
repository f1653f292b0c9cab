// /admin/reports: open reports of people, listings and messages, oldest first, with what was reported (a message as it
// was written: operators see it unmasked, and each look is audited), the reporter, the reason and details. Dismiss with
// a note, suspend the listing, or ban the person it is about; and, from here, restore a listing or lift a ban.
import { useActionData } from "react-router";
import { Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { ActionForm, ActionResult } from "./components/action-form";
import { adminAction } from "./admin-action.server";
import { readForm } from "~/lib/forms.server";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/reports";
import { pageContext } from "../../../server/http/page-context";

export async function loader({ request, context: provider }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const rows = await context.services.adminQueues.reports.open(operator);
  return { reports: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })) };
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  const { reports } = context.services.adminQueues;
  const note = { reason: values.reason ?? "" };
  return adminAction(values, async () => {
    switch (values.intent) {
      case "restore-listing":
        await reports.restoreListing(operator, Number(values.listingId), note);
        return m.admin_report_restored();
      case "unban":
        await reports.unban(operator, values.userId ?? "", note);
        return m.admin_report_unbanned();
      default: {
        const r = await reports.resolve(operator, Number(values.id), { action: values.intent, reason: values.reason ?? "" });
        return r.status === "dismissed" ? m.admin_report_dismissed() : values.intent === "ban-user" ? m.admin_report_banned() : m.admin_report_suspended();
      }
    }
  });
}

const WHAT = { user: m.admin_report_person, listing: m.admin_report_listing, message: m.admin_report_message } as const;

export default function Reports({ loaderData: { reports } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">{m.admin_reports()}</h1>
      <ActionResult result={result} />
      {reports.length === 0 ? (
        <p className="text-slate-700">{m.admin_report_empty()}</p>
      ) : (
        <ul className="space-y-4">
          {reports.map((r) => (
            <li key={r.id} className="rounded-lg border bg-white p-4">
              <h2 className="font-semibold">
                {m.admin_report_heading({ what: WHAT[r.subjectKind](), reason: r.reason })}
              </h2>
              <p className="text-sm text-slate-600">
                {m.admin_report_meta({ id: r.id, when: lagosTime(new Date(r.createdAt)), name: r.reporterName, email: r.reporterEmail })}
              </p>
              {r.details && <p className="mt-2 whitespace-pre-wrap">“{r.details}”</p>}
              <div className="mt-2 rounded bg-slate-50 p-3 text-sm">
                {r.subjectKind === "listing" && (
                  <p>
                    {m.admin_report_listing_label()} <Link to={`/item/${r.subjectId}`} className="text-brand-700 underline">{r.listingTitle ?? `#${r.subjectId}`}</Link> ({r.listingStatus ?? m.admin_report_gone()})
                  </p>
                )}
                {r.subjectKind === "message" && (
                  <>
                    <p className="font-medium">{m.admin_report_message_as_written()}</p>
                    <p className="whitespace-pre-wrap">{r.messageBody ?? m.admin_report_deleted()}</p>
                  </>
                )}
                <p>
                  {m.admin_report_about({ name: r.subjectName ?? m.admin_report_deleted_account() })}
                  {r.subjectEmail && ` (${r.subjectEmail})`}
                  {r.subjectBanned && ` · ${m.admin_banned()}`}
                </p>
              </div>
              <div className="mt-3 space-y-2">
                <ActionForm intent="dismiss" idPrefix={`r-${r.id}`} hidden={{ id: String(r.id) }} button={m.admin_report_dismiss()} note={{ label: m.admin_report_dismiss_note(), required: true }} />
                {r.subjectKind === "listing" && r.listingStatus === "published" && (
                  <ActionForm intent="suspend-listing" idPrefix={`r-${r.id}`} hidden={{ id: String(r.id) }} button={m.admin_report_suspend()} destructive note={{ label: m.admin_report_suspend_reason(), required: true }} />
                )}
                {r.subjectKind === "listing" && r.listingStatus === "suspended" && (
                  <ActionForm intent="restore-listing" idPrefix={`r-${r.id}`} hidden={{ listingId: r.subjectId }} button={m.admin_report_restore()} note={{ label: m.admin_report_restore_reason(), required: true }} />
                )}
                {r.subjectUserId && !r.subjectBanned && (
                  <ActionForm intent="ban-user" idPrefix={`r-${r.id}`} hidden={{ id: String(r.id) }} button={m.admin_report_ban()} destructive note={{ label: m.admin_report_ban_reason(), required: true }} />
                )}
                {r.subjectUserId && r.subjectBanned && (
                  <ActionForm intent="unban" idPrefix={`r-${r.id}`} hidden={{ userId: r.subjectUserId }} button={m.admin_report_unban()} note={{ label: m.admin_report_unban_reason(), required: true }} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
