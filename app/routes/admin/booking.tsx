// /admin/bookings/{id}: a booking's whole file for the console: status history, ledger lines by journal (each
// balanced), payments, refunds, payout lines and its messages as written. Admins can cancel it (the owner-cancel
// refund) and retry a failed refund or payout, each after a form that says what will happen. Each look is audited.
import { useActionData } from "react-router";
import { Link } from "~/lib/links";
import { lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";
import { ActionForm, ActionResult } from "~/components/admin/action-form";
import { NoSuchFile, PAYOUT_RETRY, RetryForm } from "~/components/admin/file-parts";
import { fileOr404 } from "~/lib/console-file.server";
import { readForm } from "~/lib/forms.server";
import { moneyAction } from "~/lib/money-actions.server";
import { requireOperator } from "~/lib/operator.server";
import type { Route } from "./+types/booking";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const operator = requireOperator(context, request);
  return fileOr404(() => context.services.console.booking(operator, Number(params.id)), {
    canMoveMoney: operator.role === "admin",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const operator = requireOperator(context, request);
  return moneyAction(context, operator, await readForm(request));
}

const cell = "border-b px-2 py-1 text-left align-top";

export default function BookingFile({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { file } = loaderData;
  if (!file) return <NoSuchFile what="booking" />;
  const { booking: b, events, journals, payments, refunds, payouts, messages, cancel } = file;
  const admin = loaderData.canMoveMoney;
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-bold">
        Booking {b.id}: {b.title}
      </h1>
      <ActionResult result={result} />
      <p>
        <strong>{b.status}</strong> · {b.startDate} to {b.endDate} ({b.pickupTime}) · {b.units}{" "}
        unit(s) · total {formatNaira(b.totalKobo)} · deposit {formatNaira(b.depositKobo)}
        {b.refundKobo !== null
          ? ` · refund ${formatNaira(b.refundKobo)} (cancelled by ${b.cancelledBy})`
          : ""}
      </p>
      <p>
        Renter:{" "}
        <Link
          to={`/admin/people/${encodeURIComponent(b.renter.id)}`}
          className="text-brand-700 underline"
        >
          {b.renter.name} ({b.renter.email})
        </Link>{" "}
        · Owner:{" "}
        <Link
          to={`/admin/people/${encodeURIComponent(b.owner.id)}`}
          className="text-brand-700 underline"
        >
          {b.owner.name} ({b.owner.email})
        </Link>
      </p>
      <section aria-labelledby="history" className="space-y-2">
        <h2 id="history" className="text-lg font-semibold">
          Status history
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          {events.map((e) => (
            <li key={e.id}>
              {lagosTime(e.at)}: {e.from ?? "new"} → {e.to} by {e.actor}
              {e.note ? ` (${e.note})` : ""}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="ledger" className="space-y-2">
        <h2 id="ledger" className="text-lg font-semibold">
          Ledger lines
        </h2>
        {journals.length === 0 ? (
          <p className="text-sm text-slate-600">No money has moved.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={cell}>When (Lagos)</th>
                <th className={cell}>Posting</th>
                <th className={cell}>Account</th>
                <th className={cell}>Amount</th>
              </tr>
            </thead>
            <tbody>
              {journals.flatMap((j) =>
                j.lines.map((l, i) => (
                  <tr key={`${j.journalId}-${i}`}>
                    <td className={cell}>{i === 0 ? lagosTime(j.createdAt) : ""}</td>
                    <td className={cell}>
                      {i === 0
                        ? `${j.kind}${j.sumKobo === 0 ? " (balanced)" : ` (OUT OF BALANCE by ${formatNaira(j.sumKobo)})`}`
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
          Payments, refunds and payouts
        </h2>
        <ul className="space-y-3">
          {payments.map((p) => (
            <li key={`p${p.id}`}>
              Payment {p.reference} ({p.provider}) · {formatNaira(p.amountKobo)} · {p.status}
              {p.applied ? " · applied" : ""}
            </li>
          ))}
          {refunds.map((r) => (
            <li key={`r${r.id}`}>
              Refund {r.id} ({r.reason}) · {formatNaira(r.amountKobo)} · {r.status} · {r.attempts}{" "}
              attempt(s){r.lastError ? ` · ${r.lastError}` : ""}
              {r.status === "failed" && admin && (
                <RetryForm
                  kind="refund"
                  id={r.id}
                  explain={`Retrying sends ${formatNaira(r.amountKobo)} to the renter again now (the provider is asked first whether an earlier attempt went through).`}
                />
              )}
            </li>
          ))}
          {payouts.map((p) => (
            <li key={`o${p.payoutId}`}>
              Payout {p.payoutId} ({p.reference}) · {formatNaira(p.amountKobo)} of this booking ·{" "}
              {p.status}
              {p.failureReason ? ` · ${p.failureReason}` : ""}
              {p.status === "failed" && admin && (
                <RetryForm kind="payout" id={p.payoutId} explain={PAYOUT_RETRY} />
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="messages" className="space-y-2">
        <h2 id="messages" className="text-lg font-semibold">
          Messages, as written
        </h2>
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600">No messages.</p>
        ) : (
          <ul className="space-y-2">
            {messages.map((m) => (
              <li key={m.id} className="rounded border bg-white p-2">
                <p className="text-sm text-slate-600">
                  {m.senderName}, {lagosTime(m.createdAt)}
                </p>
                <p className="whitespace-pre-wrap">{m.body}</p>
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
            Cancel this booking
          </h2>
          <p>
            The booking is cancelled as Haya&apos;s team. {cancel.text} The renter and the owner are
            told, with your reason.
          </p>
          <ActionForm
            intent="cancel"
            idPrefix={`bk-${b.id}`}
            hidden={{ bookingId: String(b.id), expectRefundKobo: String(cancel.refundKobo) }}
            button="Cancel the booking"
            destructive
            note={{ label: "Reason (both sides and the audit log see it)", required: true }}
          />
        </section>
      )}
    </main>
  );
}
