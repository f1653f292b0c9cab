// The booking's money as it moved: the payment that confirmed it (amount, when, reference) and each refund with where it
// stands, the caution deposit's (given back after the return) named as such.
import type { BookingStatus } from "@core/booking-states";
import type { PaymentsService } from "../../../../server/features/payments/payments.service";
import { lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

export type PaymentSummary = Awaited<ReturnType<PaymentsService["summary"]>>;

/** A refund's state (refunds table) in a person's words. */
const REFUND_STATE: Record<string, () => string> = {
  pending: m.bookings_refund_sending,
  sending: m.bookings_refund_sending,
  sent: m.bookings_refund_sent,
  processed: m.bookings_refund_processed,
  failed: m.bookings_refund_failed,
};

export function BookingPayment({ payment, status }: { payment: PaymentSummary; status: BookingStatus }) {
  const { paid, refunds } = payment;
  const waiting = status === "requested" || status === "awaiting_payment";
  return (
    <div className="space-y-3 text-sm text-slate-700">
      {paid ? (
        <p>
          <span className="font-semibold text-slate-900">{m.bookings_paid({ amount: formatNaira(paid.amountKobo) })}</span> {m.bookings_paid_on({ at: lagosTime(paid.at) })}{" "}
          <span className="wrap-anywhere">{paid.reference}</span>
        </p>
      ) : (
        <p>{waiting ? m.bookings_not_paid_yet() : m.bookings_nothing_paid()}</p>
      )}
      {refunds.length > 0 && (
        <ul className="space-y-1">
          {refunds.map((r, i) => (
            <li key={i}>
              <span className="font-semibold text-slate-900">
                {(r.deposit ? m.bookings_refund_deposit : m.bookings_refund)({ amount: formatNaira(r.amountKobo) })}
              </span>: {REFUND_STATE[r.status]?.() ?? r.status} ({lagosTime(r.at)})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
