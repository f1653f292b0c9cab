// /admin/bookings/{id}: a booking's whole file for the admin area: status history, ledger lines by journal (each
// balanced), payments, refunds, payout lines and its messages as written. Admins can cancel it (the owner-cancel
// refund) and retry a failed refund or payout, each after a form that says what will happen. Each look is audited.
import { useActionData } from "react-router";
import { Link } from "~/lib/links";
import { lagosTime, pickupTimeText } from "@core/dates";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import { ActionForm, ActionResult } from "./components/action-form";
import { NoSuchFile, RetryForm } from "./components/file-parts";
import { fileOr404 } from "./admin-file.server";
import { readForm } from "~/lib/forms.server";
import { moneyAction } from "./money-actions.server";
import { requireOperator } from "./admin-gate.server";
import type { Route } from "./+types/bookings.$id";
import { pageContext } from "../../../server/http/page-context";

export async function loader({ request, context: provider, params }: Route.LoaderArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  return fileOr404(() => context.services.adminDesk.booking(operator, Number(params.id)), {
    canMoveMoney: operator.role === "admin",
  });
}

export async function action({ request, context: provider }: Route.ActionArgs) {
  const context = provider.get(pageContext);
  const operator = requireOperator(context, request);
  return moneyAction(context, operator, await readForm(request));
}

const cell = "border-b px-2 py-1 text-left align-top";

export default function BookingFile({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { file } = loaderData;
  if (!file) return <NoSuchFile what="booking" />;
  const { booking: b, events, journals, payments, refunds, lateFees, payouts, messages, cancel } = file;
  const admin = loaderData.canMoveMoney;
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-bold">
        {m.admin_booking_title({ id: b.id, title: b.title })}
      </h1>
      <ActionResult result={result} />
      <p>
        <strong>{b.status}</strong> ·{" "}
        {m.admin_booking_summary({ start: b.startDate, end: b.endDate, pickup: pickupTimeText(b.pickupTime), units: b.units, total: formatNaira(b.totalKobo), deposit: formatNaira(b.depositKobo) })}
        {b.refundKobo !== null
          ? ` · ${m.admin_booking_refund({ amount: formatNaira(b.refundKobo), by: String(b.cancelledBy) })}`
          : ""}
      </p>
      <p>
        {m.admin_booking_renter()}{" "}
        <Link
          to={`/admin/people/${encodeURIComponent(b.renter.id)}`}
          className="text-brand-700 underline"
        >
          {b.renter.name} ({b.renter.email})
        </Link>{" "}
        · {m.admin_booking_owner()}{" "}
        <Link
          to={`/admin/people/${encodeURIComponent(b.owner.id)}`}
          className="text-brand-700 underline"
        >
          {b.owner.name} ({b.owner.email})
        </Link>
      </p>
      <section aria-labelledby="history" className="space-y-2">
        <h2 id="history" className="text-lg font-semibold">
          {m.admin_booking_history()}
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          {events.map((e) => (
            <li key={e.id}>
              {m.admin_booking_event({ when: lagosTime(e.at), from: e.from ?? m.admin_booking_event_new(), to: e.to, actor: e.actor })}
              {e.note ? ` (${e.note})` : ""}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="ledger" className="space-y-2">
        <h2 id="ledger" className="text-lg font-semibold">
          {m.admin_booking_ledger()}
        </h2>
        {journals.length === 0 ? (
          <p className="text-sm text-slate-600">{m.admin_booking_no_money()}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={cell}>{m.admin_when_lagos()}</th>
                <th className={cell}>{m.admin_booking_posting()}</th>
                <th className={cell}>{m.admin_booking_account()}</th>
                <th className={cell}>{m.admin_booking_amount()}</th>
              </tr>
            </thead>
            <tbody>
              {journals.flatMap((j) =>
                j.lines.map((l, i) => (
                  <tr key={`${j.journalId}-${i}`}>
                    <td className={cell}>{i === 0 ? lagosTime(j.createdAt) : ""}</td>
                    <td className={cell}>
                      {i === 0
                        ? `${j.kind} ${j.sumKobo === 0 ? m.admin_booking_balanced() : m.admin_booking_unbalanced({ amount: formatNaira(j.sumKobo) })}`
                        : ""}
                    </td>
                    <td className={cell}>{l.account}</td>
                    <td className={cell}>{formatNaira(l.amountKobo)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="money" className="space-y-2">
        <h2 id="money" className="text-lg font-semibold">
          {m.admin_booking_money()}
        </h2>
        <ul className="space-y-3">
          {payments.map((p) => (
            <li key={`p${p.id}`}>
              {m.admin_booking_payment({ reference: p.reference, provider: p.provider, amount: formatNaira(p.amountKobo), status: p.status })}
              {p.applied ? ` · ${m.admin_booking_applied()}` : ""}
            </li>
          ))}
          {lateFees.map((f) => (
            <li key={`f${f.id}`}>{m.admin_booking_late_fee({ amount: formatNaira(f.amountKobo), status: f.status, at: lagosTime(f.requestedAt) })}</li>
          ))}
          {refunds.map((r) => (
            <li key={`r${r.id}`}>
              {m.admin_booking_refund_line({ id: r.id, reason: r.reason, amount: formatNaira(r.amountKobo), status: r.status, attempts: r.attempts })}
              {r.lastError ? ` · ${r.lastError}` : ""}
              {r.status === "failed" && admin && (
                <RetryForm
                  kind="refund"
                  id={r.id}
                  explain={m.admin_booking_refund_retry({ amount: formatNaira(r.amountKobo) })}
                />
              )}
            </li>
          ))}
          {payouts.map((p) => (
            <li key={`o${p.payoutId}`}>
              {m.admin_booking_payout_line({ id: p.payoutId, reference: p.reference, amount: formatNaira(p.amountKobo), status: p.status })}
              {p.failureReason ? ` · ${p.failureReason}` : ""}
              {p.status === "failed" && admin && (
                <RetryForm kind="payout" id={p.payoutId} explain={m.admin_payout_retry()} />
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="messages" className="space-y-2">
        <h2 id="messages" className="text-lg font-semibold">
          {m.admin_booking_messages()}
        </h2>
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600">{m.admin_booking_no_messages()}</p>
        ) : (
          <ul className="space-y-2">
            {messages.map((msg) => (
              <li key={msg.id} className="rounded border bg-white p-2">
                <p className="text-sm text-slate-600">
                  {msg.senderName}, {lagosTime(msg.createdAt)}
                </p>
                <p className="whitespace-pre-wrap">{msg.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {cancel && admin && (
        <section
          aria-labelledby="cancel"
          className="space-y-2 rounded-lg border border-red-200 bg-white p-4"
        >
          <h2 id="cancel" className="text-lg font-semibold">
            {m.admin_booking_cancel_title()}
          </h2>
          <p>
            {m.admin_booking_cancel_explain({
              effect:
                cancel.refundKobo > 0
                  ? m.admin_booking_cancel_refund({ amount: formatNaira(cancel.refundKobo) })
                  : m.admin_booking_cancel_nothing(),
            })}
          </p>
          <ActionForm
            intent="cancel"
            idPrefix={`bk-${b.id}`}
            hidden={{ bookingId: String(b.id), expectRefundKobo: String(cancel.refundKobo) }}
            button={m.admin_booking_cancel_button()}
            destructive
            note={{ label: m.admin_booking_cancel_reason(), required: true }}
          />
        </section>
      )}
    </main>
  );
}
