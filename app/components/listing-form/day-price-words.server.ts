// Prices by day on the owners' forms (issue 36) in words, made by the wizard's and the manage page's loaders: the
// pricing step's labels and the review's lines travel as text, so the browser carries none of these messages.
import { formatDay } from "@core/dates";
import { formatNaira } from "@core/money";
import { OWNER_RESPONSE_HOURS } from "@core/fees";
import { m } from "@core/paraglide/messages";
import type { OwnListing } from "../../../server/features/listings/listings.schema";

const WEEKDAY = new Intl.DateTimeFormat("en-NG", { weekday: "long", timeZone: "UTC" });

/** An ISO weekday's name: 1 "Monday" … 7 "Sunday" (23 November 2026 was a Monday). */
const weekdayName = (isoWeekday: number) => WEEKDAY.format(Date.UTC(2026, 10, 22 + isoWeekday));

/**
 * The pricing step's labels and hints: the weekend price and the special dates, and the step's other fields' (the
 * browser carries none of these messages; only this step shows them).
 */
export function dayPriceWords() {
  return {
    weeklyPct: m.listing_weekly_discount_pct(),
    weeklyHint: m.listing_weekly_hint(),
    monthlyPct: m.listing_monthly_discount_pct(),
    monthlyHint: m.listing_monthly_hint(),
    unitsHint: m.listing_units_hint(),
    minDays: m.listing_min_days(),
    maxDays: m.listing_max_days(),
    turnaround: m.listing_turnaround_days(),
    lateFee: m.listing_late_fee(),
    bookingMode: m.listing_booking_mode(),
    requiresId: m.listing_requires_id(),
    requiresIdHint: m.listing_requires_id_hint(),
    instantText: m.listing_mode_instant_text(),
    requestText: m.listing_mode_request_text({ count: OWNER_RESPONSE_HOURS }),
    depositLabel: m.listing_deposit_label(),
    depositHint: m.listing_deposit_hint(),
    weekendPrice: m.listing_weekend_price(),
    weekendPriceHint: m.listing_weekend_price_hint(),
    weekendDays: m.listing_weekend_days(),
    weekdays: [1, 2, 3, 4, 5, 6, 7].map(weekdayName),
    dayPrices: m.listing_day_prices(),
    dayPricesHint: m.listing_day_prices_hint(),
    /** A row's legend, followed by its number. */
    row: m.listing_day_price_row(),
    from: m.listing_day_price_from(),
    to: m.listing_day_price_to(),
    price: m.listing_day_price_price(),
  };
}
export type DayPriceWords = ReturnType<typeof dayPriceWords>;

/** The review's row: its term and a line per price ("₦40,000 on Friday, Saturday", "24 Dec 2026 – 26 Dec 2026: ₦60,000"), or null without any. */
export function pricesByDayLines(l: Pick<OwnListing, "weekendPriceKobo" | "weekendDays" | "dayPrices">): { term: string; lines: string[] } | null {
  const lines: string[] = [];
  if (l.weekendPriceKobo && l.weekendDays.length > 0) lines.push(m.listing_weekend_price_on({ price: formatNaira(l.weekendPriceKobo), days: l.weekendDays.map(weekdayName).join(", ") }));
  for (const r of l.dayPrices) lines.push(`${r.startDate === r.endDate ? formatDay(r.startDate) : `${formatDay(r.startDate)} – ${formatDay(r.endDate)}`}: ${formatNaira(r.pricePerDayKobo)}`);
  return lines.length ? { term: m.listing_prices_by_day(), lines } : null;
}

/** The review's row for who may book (issue 37): "Only renters with a verified ID", or anyone signed in. */
export function idRuleLine(l: Pick<OwnListing, "requiresVerifiedId">): { term: string; text: string } {
  return { term: m.listing_requires_id_term(), text: l.requiresVerifiedId ? m.listing_requires_id_on() : m.listing_requires_id_off() };
}
