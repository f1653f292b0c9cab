// The booking page's late fee beyond the deposit (decision 057) on the server: its words for the page (where the
// request stands; for the owner, what they may still ask for; for the renter, what to pay), worded here so that the
// browser carries none of these messages, and its three forms (ask, pay, withdraw) through the late fees service.
import { lagosTime } from "@core/dates";
import { formatNaira, nairaToKobo } from "@core/money";
import { m } from "@core/paraglide/messages";
import { redirect } from "~/lib/links";
import { fromError, invalid, type Values } from "~/lib/forms.server";
import type { Services } from "../../../server/services";
import type { BookingView } from "../../../server/features/bookings/booking-views";

/** The section as the page shows it: its notes, the owner's form or Withdraw, the renter's Pay, and a move just done. */
export interface LateFeeSection {
  title: string;
  /** Where the request stands and, for the owner, what they may still ask for: the section's description. */
  note: string;
  /** The owner's form: the amount's label, its button, and the most they may ask for, in naira, as its first value. */
  ask: { label: string; button: string; value: string } | null;
  withdraw: string | null;
  pay: string | null;
  done?: string | undefined;
}

const DONE: Record<string, () => string> = { "late-fee-ask": m.bookings_late_fee_done_asked, "late-fee-withdraw": m.bookings_late_fee_done_withdrawn };

/** The section for the person looking at a completed booking that came back late; null when there is nothing to show. */
export async function lateFeeSection(services: Services, v: BookingView, userId: string, done: string | null): Promise<LateFeeSection | null> {
  const r = v.lateFeeRequest;
  const owner = v.role === "owner";
  const askable = owner && v.booking.status === "completed" && v.lateFeeAccruedKobo > 0 ? await services.lateFees.askableFor(v.booking.id, userId) : null;
  if (!r && !askable) return null;
  const notes: string[] = [];
  const amount = r && formatNaira(r.amountKobo);
  const waiting = r?.status === "requested";
  if (r && amount) {
    const days = m.bookings_days({ count: r.lateDays });
    if (waiting) notes.push(owner ? m.bookings_late_fee_owner_waiting({ at: lagosTime(r.requestedAt), amount, days }) : m.bookings_late_fee_renter_waiting({ amount, days }));
    else if (r.status === "paid") notes.push(m.bookings_late_fee_paid({ amount, at: lagosTime(r.paidAt ?? r.requestedAt) }));
    else notes.push(m.bookings_late_fee_withdrawn({ amount }));
  }
  if (askable)
    notes.push(m.bookings_late_fee_intro({ total: formatNaira(askable.accruedKobo), covered: formatNaira(askable.coveredKobo), max: formatNaira(askable.maxKobo), at: lagosTime(askable.until) }));
  return {
    title: m.bookings_section_late_fee(),
    note: notes.join(" "),
    ask: askable ? { label: m.bookings_late_fee_amount(), button: m.bookings_late_fee_ask(), value: String(askable.maxKobo / 100) } : null,
    withdraw: owner && waiting ? m.bookings_late_fee_withdraw() : null,
    pay: !owner && waiting && amount ? m.bookings_action_pay({ amount }) : null,
    done: done ? DONE[done]?.() : undefined,
  };
}

export const isLateFeeIntent = (intent: string | undefined) => intent === "late-fee-ask" || intent === "late-fee-pay" || intent === "late-fee-withdraw";

export async function lateFeeAction(services: Services, values: Values, bookingId: number, userId: string) {
  try {
    if (values.intent === "late-fee-pay") return redirect((await services.lateFees.checkout(bookingId, userId)).url);
    if (values.intent === "late-fee-withdraw") await services.lateFees.withdraw(bookingId, userId);
    else {
      const naira = (values.amount ?? "").replace(/[₦,\s]/g, "");
      if (!/^\d+(\.\d{1,2})?$/.test(naira) || Number(naira) <= 0) return invalid(values, { amount: m.bookings_late_fee_amount_invalid() });
      await services.lateFees.ask(bookingId, userId, nairaToKobo(Number(naira)));
    }
    return redirect(`/bookings/${bookingId}?done=${values.intent}#late-fee`);
  } catch (e) {
    return fromError(values, e);
  }
}
