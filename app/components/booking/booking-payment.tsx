// The booking's money as it moved: the payment that confirmed it (amount, when, reference) and each refund with where it
// stands, the caution deposit's (given back after the return) named as such.
import type { BookingStatus } from "../../../server/features/bookings/booking-states";
import type { PaymentsService } from "../../../server/features/payments/payments.service";
import { lagosTime } from "@core/dates";
import { formatNaira } from "@core/money";

export type PaymentSummary = Awaited<ReturnType<PaymentsService["summary"]>>;

/** A refund's state (refunds table) in a person's words. */
const REFUND_STATE: Record<string, string> = {
  pending: "being sent",
  sending: "being sent",
  sent: "sent: it can take a few working days to arrive",
  processed: "refunded",
  failed: "delayed: we are trying again",
};

export function BookingPayment({ payment, status }: { payment: PaymentSummary; status: BookingStatus }) {
  const { paid, refunds } = payment;
  const waiting = status === "requested" || status === "awaiting_payment";
  return (
    <div className="space-y-3 text-sm text-slate-700">
      {paid ? (
        <p>
          <span className="font-semibold text-slate-900">Paid {formatNaira(paid.amountKobo)}</span> on {lagosTime(paid.at)} (Lagos time). Reference:{" "}
          <span className="wrap-anywhere">{paid.reference}</span>
        </p>
      ) : (
        <p>{waiting ? "Not paid yet." : "Nothing was paid for this booking."}</p>
      )}
      {refunds.length > 0 && (
        <ul className="space-y-1">
          {refunds.map((r, i) => (
            <li key={i}>
              <span className="font-semibold text-slate-900">
                {r.deposit ? "Caution deposit refund" : "Refund"} of {formatNaira(r.amountKobo)}
              </span>: {REFUND_STATE[r.status] ?? r.status} ({lagosTime(r.at)})
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
