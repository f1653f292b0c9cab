// The booking page's return time, overdue state and late fee (issue 36, item 4) in words, and the owner's field for the
// hour the item came back. Worked out on the server from the booking's view (core/late-returns.ts): the page shows them
// as they are, so the browser carries none of these messages.
import { lagosTime, lagosWallTime } from "@core/dates";
import { lateFeeADay } from "@core/late-returns";
import { HOLDING_STATUSES } from "@core/booking-states";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import type { BookingView } from "../../../server/features/bookings/booking-views";

/** What the details say about the return: when it is due and at what fee, how late it is, or how late it came back. */
export function returnNote(v: BookingView): string | null {
  const b = v.booking;
  const fee = lateFeeADay(b);
  const due = lagosTime(v.returnDueAt);
  if (b.status === "active" && v.overdue) {
    const late = fee > 0 ? m.bookings_return_overdue({ at: due, total: formatNaira(v.lateFeeAccruedKobo), fee: formatNaira(fee) }) : m.bookings_return_overdue_since({ at: due });
    return `${late} ${v.role === "renter" ? m.bookings_return_renter_do() : m.bookings_return_owner_do()}`;
  }
  // Before paying too: the renter knows the return time and the fee before the dates are theirs.
  if ((HOLDING_STATUSES as readonly string[]).includes(b.status))
    return fee > 0 ? `${m.bookings_return_due({ at: due })} ${m.bookings_return_late_fee({ fee: formatNaira(fee) })}` : m.bookings_return_due({ at: due });
  if (b.status === "completed" && v.returnedAt && v.lateFeeAccruedKobo > 0)
    return m.bookings_return_came_back_late({ at: lagosTime(v.returnedAt), total: formatNaira(v.lateFeeAccruedKobo) });
  return null;
}

/**
 * The owner's 'came back at' field beside 'Mark as returned': now by default. No min or max in the browser (a page left
 * open would refuse the hour it is now): the service refuses the future and anything before the pick-up, naming it.
 */
export function returnField(v: BookingView, now: Date): { label: string; value: string } | null {
  if (!v.actions.includes("return")) return null;
  return { label: m.bookings_returned_at_label(), value: lagosWallTime(now) };
}
