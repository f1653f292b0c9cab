// A search's dates against today (the booking rules' window and pick-up notice), and each card's total for them, priced
// by the booking's own quote so that the card shows what booking one unit for those dates costs.
import { addDaysIso, formatDay, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { InvalidError } from "../../errors";
import { noPickupLeftToday, pickupRefusal, pickupTimesOn } from "../../../core/pickup";
import { quoteBooking } from "../../../core/quote";
import type { ListingCard } from "../catalogue/catalogue.schema";
import { BOOKING_WINDOW_DAYS } from "../../../core/listing-limits";
import { priceTermsOf } from "./availability.repo";
import type { SearchDates } from "./search-dates.schema";
import { m } from "../../../core/paraglide/messages";

/** The refusal of an end date past the booking window, whose last day is `last`. */
const beyondWindow = (last: string) => m.err_booking_window({ days: BOOKING_WINDOW_DAYS, last: formatDay(last) });

/**
 * The field errors of dates that could not be booked as of `now`, as the booking service would refuse them (checkInput):
 * a start before today (Lagos), an end past the booking window, a pick-up today less than the notice ahead (without a
 * time: no time left today). Empty when they could be.
 */
export function searchDateErrors(d: SearchDates, now: Date): Record<string, string> {
  const today = todayInLagos(now);
  const last = addDaysIso(today, BOOKING_WINDOW_DAYS);
  if (d.startDate < today) return { startDate: m.err_start_from_today() };
  if (d.endDate > last) return { endDate: beyondWindow(last) };
  if (d.pickupTime) {
    const refusal = pickupRefusal({ startDate: d.startDate, pickupTime: d.pickupTime }, now);
    return refusal ? { [refusal.field]: refusal.message } : {};
  }
  return pickupTimesOn(d.startDate, now).length ? {} : { startDate: noPickupLeftToday() };
}

/** Throws InvalidError (each field's message) when the dates could not be booked as of `now`. */
export function checkSearchDates(d: SearchDates, now: Date): void {
  const fields = searchDateErrors(d, now);
  const first = Object.values(fields)[0];
  if (first) throw new InvalidError(first, fields);
}

/** The cards with `quote`: what booking one unit of each for the dates costs, as the booking would be priced now. */
export async function withTotals(db: Db, items: ListingCard[], d: SearchDates): Promise<ListingCard[]> {
  const terms = await priceTermsOf(db, items.map((i) => i.id));
  return items.map((item) => {
    const t = terms.get(item.id);
    if (!t) return item;
    const q = quoteBooking({ ...t, startDate: d.startDate, endDate: d.endDate, units: 1 });
    return { ...item, quote: { startDate: d.startDate, endDate: d.endDate, pickupTime: d.pickupTime ?? null, days: q.days, totalKobo: q.totalKobo, depositKobo: q.depositKobo } };
  });
}
