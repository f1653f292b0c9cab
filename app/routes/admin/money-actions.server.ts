// The admin area's money fixes as form posts (the booking and person pages): cancel a booking as the operator, retry a
// failed refund or payout. Each needs a reason (the audit log keeps it); the services refuse support (403 message).
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import type { Operator } from "../../../server/features/admin/admin-operators.service";
import { adminAction } from "./admin-action.server";
import { invalid, type Values } from "~/lib/forms.server";
import { type PageContext } from "../../../server/http/page-context";

const id = (v: string | undefined) => (/^\d{1,15}$/.test(v ?? "") ? Number(v) : 0);

export function moneyAction(context: PageContext, operator: Operator, values: Values) {
  const c = context.services.adminDesk;
  const reason = { reason: values.reason ?? "" };
  switch (values.intent) {
    case "cancel":
      return adminAction(values, async () => {
        const expect = /^\d{1,15}$/.test(values.expectRefundKobo ?? "")
          ? Number(values.expectRefundKobo)
          : undefined;
        const b = await c.cancelBooking(operator, id(values.bookingId), reason, expect);
        return b.refundKobo > 0
          ? m.admin_money_cancelled_refund({ id: b.id, amount: formatNaira(b.refundKobo) })
          : m.admin_money_cancelled_nothing({ id: b.id });
      });
    case "retry-refund":
      return adminAction(values, async () => {
        const r = await c.retryRefund(operator, id(values.refundId), reason);
        return r.outcome === "failed"
          ? m.admin_money_refund_failed({ id: r.id })
          : m.admin_money_refund_sent({ id: r.id, amount: formatNaira(r.amountKobo), outcome: r.outcome });
      });
    case "retry-payout":
      return adminAction(values, async () => {
        const p = await c.retryPayout(operator, id(values.payoutId), reason);
        return m.admin_money_payout_sent({ id: p.id, newId: p.newPayoutId, amount: formatNaira(p.amountKobo), status: p.status });
      });
    default:
      return invalid(values, { form: m.admin_choose_action() });
  }
}
