// /admin/reports: open reports of people, listings and messages, oldest first, with what was reported (a message as it
// was written: operators see it unmasked, and each look is audited), the reporter, the reason and details. Dismiss with
// a note, suspend the listing, or ban the person it is about; and, from here, restore a listing or lift a ban.
import { useActionData } from "react-router";
import { Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { ActionForm, ActionResult } from "~/components/admin/action-form";
import { consoleAction } from "~/lib/console-action.server";
import { readForm } from "~/lib/forms.server";
import { requireOperator } from "~/lib/operator.server";
import type { Route } from "./+types/reports";

export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = requireOperator(context, request);
  const rows = await context.services.moderation.reports.open(operator);
  return { reports: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = requireOperator(context, request);
  const values = await readForm(request);
  const { reports } = context.services.moderation;
  const note = { reason: values.reason ?? "" };
  return consoleAction(values, async () => {
    switch (values.intent) {
      case "restore-listing":
        await reports.restoreListing(operator, Number(values.listingId), note);
        return "The listing is published again.";
      case "unban":
        await reports.unban(operator, values.userId ?? "", note);
        return "The ban is lifted; the listings it hid are back.";
      default: {
        const r = await reports.resolve(operator, Number(values.id), { action: values.intent, reason: values.reason ?? "" });
        return r.status === "dismissed" ? "Report dismissed." : values.intent === "ban-user" ? "Banned: their sessions ended, listings hidden and open bookings cancelled with a full refund." : "The listing is suspended.";
      }
    }
  });
}

const WHAT = { user: "Person", listing: "Listing", message: "Message" } as const;

export default function Reports({ loaderData: { reports } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <main className="space-y-4">
      <h1 className="text-2xl font-bold">Reports</h1>
      <ActionResult result={result} />
      {reports.length === 0 ? (
        <p className="text-slate-700">No open reports.</p>
      ) : (
        <ul className="space-y-4">
          {reports.map((r) => (
            <li key={r.id} className="rounded-lg border bg-white p-4">
              <h2 className="font-semibold">
                {WHAT[r.subjectKind]} reported: {r.reason}
              </h2>
              <p className="text-sm text-slate-600">
                Report #{r.id} · {lagosTime(new Date(r.createdAt))} (Lagos) · by {r.reporterName} ({r.reporterEmail})
              </p>
              {r.details && <p className="mt-2 whitespace-pre-wrap">“{r.details}”</p>}
              <div className="mt-2 rounded bg-slate-50 p-3 text-sm">
                {r.subjectKind === "listing" && (
                  <p>
                    Listing: <Link to={`/item/${r.subjectId}`} className="text-brand-700 underline">{r.listingTitle ?? `#${r.subjectId}`}</Link> ({r.listingStatus ?? "gone"})
                  </p>
                )}
                {r.subjectKind === "message" && (
                  <>
                    <p className="font-medium">The message, as written:</p>
                    <p className="whitespace-pre-wrap">{r.messageBody ?? "(deleted)"}</p>
                  </>
                )}
                <p>
                  About: {r.subjectName ?? "a deleted account"}
                  {r.subjectEmail && ` (${r.subjectEmail})`}
                  {r.subjectBanned && " · banned"}
                </p>
              </div>
              <div className="mt-3 space-y-2">
                <ActionForm intent="dismiss" idPrefix={`r-${r.id}`} hidden={{ id: String(r.id) }} button="Dismiss" note={{ label: "Note (why nothing is done)", required: true }} />
                {r.subjectKind === "listing" && r.listingStatus === "published" && (
                  <ActionForm intent="suspend-listing" idPrefix={`r-${r.id}`} hidden={{ id: String(r.id) }} button="Suspend the listing" destructive note={{ label: "Reason for the suspension", required: true }} />
                )}
                {r.subjectKind === "listing" && r.listingStatus === "suspended" && (
                  <ActionForm intent="restore-listing" idPrefix={`r-${r.id}`} hidden={{ listingId: r.subjectId }} button="Restore the listing" note={{ label: "Reason for restoring it", required: true }} />
                )}
                {r.subjectUserId && !r.subjectBanned && (
                  <ActionForm intent="ban-user" idPrefix={`r-${r.id}`} hidden={{ id: String(r.id) }} button="Ban the person" destructive note={{ label: "Reason for the ban (their open bookings are cancelled with a full refund)", required: true }} />
                )}
                {r.subjectUserId && r.subjectBanned && (
                  <ActionForm intent="unban" idPrefix={`r-${r.id}`} hidden={{ userId: r.subjectUserId }} button="Unban the person" note={{ label: "Reason for lifting the ban", required: true }} />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
