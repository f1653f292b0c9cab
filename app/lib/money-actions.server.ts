// The console's money fixes as form posts (the booking and person pages): cancel a booking as the operator, retry a
// failed refund or payout. Each needs a reason (the audit log keeps it); the services refuse support (403 message).
import type { AppLoadContext } from "react-router";
import { formatNaira } from "@core/money";
import type { Operator } from "../../server/features/operators/operators.service";
import { consoleAction } from "./console-action.server";
import { invalid, type Values } from "./forms.server";

const id = (v: string | undefined) => (/^\d{1,15}$/.test(v ?? "") ? Number(v) : 0);

export function moneyAction(context: AppLoadContext, operator: Operator, values: Values) {
  const c = context.services.console;
  const reason = { reason: values.reason ?? "" };
  switch (values.intent) {
    case "cancel":
      return consoleAction(values, async () => {
        const expect = /^\d{1,15}$/.test(values.expectRefundKobo ?? "")
          ? Number(values.expectRefundKobo)
          : undefined;
        const b = await c.cancelBooking(operator, id(values.bookingId), reason, expect);
        return `Booking ${b.id} is cancelled; ${b.refundKobo > 0 ? `${formatNaira(b.refundKobo)} is being refunded to the renter` : "nothing was paid, so nothing is refunded"}. Both sides are told.`;
      });
    case "retry-refund":
      return consoleAction(values, async () => {
        const r = await c.retryRefund(operator, id(values.refundId), reason);
        return r.outcome === "failed"
          ? `Refund ${r.id} was tried again and failed again; the payments sweep keeps retrying it.`
          : `Refund ${r.id} of ${formatNaira(r.amountKobo)} was sent again (${r.outcome}).`;
      });
    case "retry-payout":
      return consoleAction(values, async () => {
        const p = await c.retryPayout(operator, id(values.payoutId), reason);
        return `Payout ${p.id}'s money is on its way again as payout ${p.newPayoutId} of ${formatNaira(p.amountKobo)} (${p.status}).`;
      });
    default:
      return invalid(values, { form: "Choose what to do" });
  }
}
