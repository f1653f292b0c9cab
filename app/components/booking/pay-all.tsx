// 'Pay for them all at once': the renter's bookings that wait for payment (a cart's instant lines just booked, or
// requests their owners accepted) paid together in one payment at the provider, whatever their owners. A plain form post
// to the page it is on (pay-all.server.ts answers it), which goes on to the provider's checkout.

import { formatNaira } from "@core/money";
import { Form } from "~/lib/links";
import { SubmitButton } from "~/components/ui/submit-button";
import { m } from "@core/paraglide/messages";

/** The form's intent, read by the page's action. */
export const PAY_ALL = "pay-all";

export function PayAll({ bookings, className }: { bookings: { id: number; status: string; totalKobo: number }[]; className?: string }) {
  const due = bookings.filter((b) => b.status === "awaiting_payment");
  if (due.length === 0) return null;
  const total = due.reduce((sum, b) => sum + b.totalKobo, 0);
  return (
    <Form method="post" className={className ?? "rounded-xl border border-brand-100 bg-brand-50 p-4"}>
      <input type="hidden" name="intent" value={PAY_ALL} />
      <input type="hidden" name="bookings" value={due.map((b) => b.id).join(",")} />
      <p className="text-sm text-slate-800">
        {due.length === 1 ? m.bookings_pay_all_one({ amount: formatNaira(total) }) : m.bookings_pay_all_many({ count: due.length, amount: formatNaira(total) })}
      </p>
      <SubmitButton size="lg" className="mt-3 w-full sm:w-auto">{m.bookings_pay_all_button({ amount: formatNaira(total) })}</SubmitButton>
    </Form>
  );
}
