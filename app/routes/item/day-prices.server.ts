// The item calendar's price on each day (issue 36, prices by day), worked out on the server from the listing's terms
// (core/day-prices.ts): the browser gets each distinct price once, in words, and a letter per day that picks one, so it
// carries neither the pricing rule nor its messages.
import { dayPricesBetween, hasDayPrices, type DayPriceTerms } from "@core/day-prices";
import { formatNaira, shortNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

/** Each distinct price as [short under the day's number, in full for screen readers], and `days[i]` (base 36) picks the price of `from` + i. */
export interface CalendarPrices {
  from: string;
  prices: [string, string][];
  days: string;
}

/** The prices of the days from `from` to `to`, or null when every day costs the daily price (the calendar then shows none). */
export function calendarPrices(terms: DayPriceTerms, from: string, to: string): CalendarPrices | null {
  if (!hasDayPrices(terms)) return null;
  const index = new Map<number, number>();
  const prices: [string, string][] = [];
  let days = "";
  for (const { pricePerDayKobo: kobo } of dayPricesBetween(from, to, terms)) {
    if (!index.has(kobo)) index.set(kobo, prices.push([shortNaira(kobo), m.book_day_price({ price: formatNaira(kobo) })]) - 1);
    days += index.get(kobo)!.toString(36);
  }
  return { from, prices, days };
}
