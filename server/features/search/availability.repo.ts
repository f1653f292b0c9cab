// SQL for a search with dates: which listings have a unit free and open on every day of them, and the terms their
// totals are priced with. "Free" is exactly the booking rules' (bookings.repo.ts findClash), for one unit.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { HOLDING_STATUSES } from "../../../core/booking-states";
import type { DayPriceRange } from "../../../core/day-prices";

const holding = sql.join(
  HOLDING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * A condition on listing `l`: it rents for `days` days (its min_days…max_days), no day from start to end is closed
 * (blocked by its owner or an imported calendar: listing_closed_days), and on no such day do the units held by bookings
 * in a holding status reach its units. The per-day sum walks only the bookings that overlap the dates (the
 * bookings_listing_status_dates_idx), so a listing without any costs one index probe, whatever the length of the stay.
 */
export function availableFor(d: { startDate: string; endDate: string; days: number }): SQL {
  return sql`(l.min_days <= ${d.days} and l.max_days >= ${d.days} and ${freeBetween(sql`${d.startDate}::date`, sql`${d.endDate}::date`)})`;
}

/**
 * Listing `l` rents for more days than `d` has, and has a unit free and open from its start for as many days as its
 * minimum: the listings a search's dates leave out only because they are too few (search.service's longerRentals).
 */
export function freeForItsMinimum(d: { startDate: string; days: number }): SQL {
  const start = sql`${d.startDate}::date`;
  return sql`(l.min_days > ${d.days} and ${freeBetween(start, sql`(${start} + (l.min_days - 1))`)})`;
}

/**
 * No day from `start` to `end` (date expressions) is closed for listing `l`, and from `start` to its turnaround days after
 * `end` none is held in full by its bookings, each holding its days and the turnaround days after them (findClash's rule).
 */
function freeBetween(start: SQL, end: SQL): SQL {
  const last = sql`(${end} + l.turnaround_days)`;
  return sql`(not exists (select 1 from listing_closed_days cd where cd.listing_id = l.id and cd.day between ${start} and ${end})
    and not exists (
      select 1 from bookings b
      cross join lateral generate_series(greatest(b.start_date, ${start}), least(b.end_date + l.turnaround_days, ${last}), interval '1 day') as g(day)
      where b.listing_id = l.id and b.status in (${holding}) and b.start_date <= ${last} and b.end_date >= ${start} - l.turnaround_days
      group by g.day
      having sum(b.units) >= l.units))`;
}

/** The columns of `l` that availableFor reads besides the id: a page that sorts its matches before testing dates carries them. */
export const LATE_COLUMNS = sql`l.min_days, l.max_days, l.units, l.turnaround_days`;

/** What a booking of each listing is priced with (bookings.service quoteFor), by id. */
export interface PriceTerms {
  id: number;
  pricePerDayKobo: number;
  weeklyDiscountPct: number;
  monthlyDiscountPct: number;
  cautionDepositKobo: number;
  weekendPriceKobo: number | null;
  weekendDays: number[];
  dayPrices: DayPriceRange[];
}

export async function priceTermsOf(db: Db, ids: number[]): Promise<Map<number, PriceTerms>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<PriceTerms>(
    await db.execute(sql`
      select id::int as id, price_per_day_kobo as "pricePerDayKobo", weekly_discount_pct as "weeklyDiscountPct",
        monthly_discount_pct as "monthlyDiscountPct", caution_deposit_kobo as "cautionDepositKobo",
        weekend_price_kobo as "weekendPriceKobo", weekend_days as "weekendDays", day_prices as "dayPrices"
      from listings where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}
