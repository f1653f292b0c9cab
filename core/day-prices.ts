// Prices by day (issue 36, item 3; decision 054): besides its daily price a listing may have a weekend price (on the ISO
// weekdays its owner picks, Friday to Sunday unless told) and custom prices for dates or ranges (Christmas, Sallah, a
// festival week). A day costs its custom price if a range holds it, else the weekend price on a weekend day, else the
// daily price. Shared by the quote (core/quote.ts), the listing's rules and the item page's calendar.
import { addDaysIso, isoDayUtcMs } from "./dates";

/** A custom price for every day from `startDate` to `endDate` (both included, YYYY-MM-DD). */
export interface DayPriceRange {
  startDate: string;
  endDate: string;
  pricePerDayKobo: number;
}

/** A day of a rental and what it costs, per unit. */
export interface DayPrice {
  date: string;
  pricePerDayKobo: number;
}

/** What a day's price depends on. Without a weekend price or ranges, every day costs the daily price. */
export interface DayPriceTerms {
  pricePerDayKobo: number;
  weekendPriceKobo?: number | null | undefined;
  /** ISO weekday numbers (1 Monday … 7 Sunday). */
  weekendDays?: readonly number[] | undefined;
  dayPrices?: readonly DayPriceRange[] | undefined;
}

/** Friday, Saturday and Sunday: the weekend when the owner has not picked other days. */
export const DEFAULT_WEEKEND_DAYS = [5, 6, 7] as const;

/** The ISO weekday of a YYYY-MM-DD calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const d = new Date(isoDayUtcMs(date)).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Whether the terms price any day differently from the daily price. */
export function hasDayPrices(t: DayPriceTerms): boolean {
  return (t.weekendPriceKobo != null && (t.weekendDays ?? DEFAULT_WEEKEND_DAYS).length > 0) || (t.dayPrices?.length ?? 0) > 0;
}

/** What one unit costs on `date`. */
export function priceOn(date: string, t: DayPriceTerms): number {
  for (const r of t.dayPrices ?? []) if (r.startDate <= date && date <= r.endDate) return r.pricePerDayKobo;
  if (t.weekendPriceKobo != null && (t.weekendDays ?? DEFAULT_WEEKEND_DAYS).includes(isoWeekday(date))) return t.weekendPriceKobo;
  return t.pricePerDayKobo;
}

/** Each day from `startDate` to `endDate` (both included) with its price. */
export function dayPricesBetween(startDate: string, endDate: string, t: DayPriceTerms): DayPrice[] {
  const days: DayPrice[] = [];
  for (let d = startDate; d <= endDate; d = addDaysIso(d, 1)) days.push({ date: d, pricePerDayKobo: priceOn(d, t) });
  return days;
}

/**
 * A rental's days grouped by price, in the order each price first comes ("₦25,000 × 2 days", "₦40,000 × 1 day"): from
 * its days' prices, or all `dayCount` days at `dailyPrice` when it has none. The receipt e-mail's lines; the browser's
 * quote lines group the same way (app/components/booking/quote-lines.tsx), without this module.
 */
export function daysAtEachPrice(dayPrices: readonly DayPrice[] | null | undefined, dailyPrice: number, dayCount: number): { pricePerDayKobo: number; days: number }[] {
  if (!dayPrices) return [{ pricePerDayKobo: dailyPrice, days: dayCount }];
  const groups = new Map<number, number>();
  for (const d of dayPrices) groups.set(d.pricePerDayKobo, (groups.get(d.pricePerDayKobo) ?? 0) + 1);
  return [...groups].map(([pricePerDayKobo, days]) => ({ pricePerDayKobo, days }));
}

/** Ranges that overlap another, as the index of the later one of each pair, or -1 when none does. */
export function firstOverlap(ranges: readonly DayPriceRange[]): number {
  const sorted = ranges.map((r, i) => ({ ...r, i })).sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  for (let k = 1; k < sorted.length; k++) if (sorted[k]!.startDate <= sorted[k - 1]!.endDate) return Math.max(sorted[k]!.i, sorted[k - 1]!.i);
  return -1;
}
