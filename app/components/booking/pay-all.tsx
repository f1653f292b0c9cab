// 'Pay for them all at once': the renter's bookings that wait for payment (a cart's instant lines just booked, or
// requests their owners accepted) paid together in one payment at the provider, whatever their owners, with the
// deadline of the first of them to run out. A plain form post to the page it is on (pay-all.server.ts answers it), which
// goes on to the provider's checkout.

import { formatNaira } from "@core/money";
import { deadlineText } from "@core/pickup";
import { Form } from "~/lib/links";
import { SubmitButton } from "~/components/ui/submit-button";
import { m } from "@core/paraglide/messages";

/** The form's intent, read by the page's action. */
export const PAY_ALL = "pay-all";

export interface Payable {
  id: number;
  status: string;
  totalKobo: number;
  expiresAt: string | Date | null;
  startDate: string;
  pickupTime: string;
}

/** The bookings still to be paid as of `now` (ISO): waiting for payment, their deadline not yet run out. */
export const dueOf = <T extends Payable>(bookings: T[], now: string): T[] =>
  bookings.filter((b) => b.status === "awaiting_payment" && (!b.expiresAt || new Date(b.expiresAt).getTime() > new Date(now).getTime()));

export function PayAll({ bookings, now, className }: { bookings: Payable[]; now: string; className?: string }) {
  const due = dueOf(bookings, now);
  if (due.length === 0) return null;
  const total = due.reduce((sum, b) => sum + b.totalKobo, 0);
  const first = due.filter((b) => b.expiresAt).sort((a, b) => new Date(a.expiresAt!).getTime() - new Date(b.expiresAt!).getTime())[0];
  return (
    <Form method="post" className={className ?? "rounded-xl border border-brand-100 bg-brand-50 p-4"}>
      <input type="hidden" name="intent" value={PAY_ALL} />
      <input type="hidden" name="bookings" value={due.map((b) => b.id).join(",")} />
      <p className="text-sm text-slate-800">
        {due.length === 1 ? m.bookings_pay_all_one({ amount: formatNaira(total) }) : m.bookings_pay_all_many({ count: due.length, amount: formatNaira(total) })}
      </p>
      {first && <p className="mt-2 rounded-lg bg-yellow-50 p-2 text-sm font-semibold text-yellow-900">{m.bookings_pay_all_by({ at: deadlineText({ ...first, expiresAt: first.expiresAt! }) })}</p>}
      <SubmitButton size="lg" className="mt-3 w-full sm:w-auto">{m.bookings_pay_all_button({ amount: formatNaira(total) })}</SubmitButton>
    </Form>
  );
}
