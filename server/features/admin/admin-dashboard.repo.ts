// The admin dashboard's figures, per Lagos day: money through Haya (GMV), Haya's take (commission and service fee,
// net of what refunds gave back), refunds sent, payouts paid, bookings made, people joined and listings published.
// Money comes from the ledger's balanced postings, so the dashboard and the books can never disagree.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

export interface DayFigures {
  day: string;
  gmvKobo: number;
  takeKobo: number;
  refundsKobo: number;
  payoutsKobo: number;
  bookings: number;
  people: number;
  listings: number;
  /** Searches made (first pages of results on browse, category pages and the API). */
  searches: number;
}

/** The last `days` Lagos days, oldest first, today included; a day with nothing has zeros. */
export async function dailyFigures(db: Db, days: number): Promise<DayFigures[]> {
  const span = sql.raw(String(Math.trunc(days) - 1));
  const day = (col: string) => sql.raw(`(${col} at time zone 'Africa/Lagos')::date`);
  const result = await db.execute(sql`
    with days as (
      select generate_series((now() at time zone 'Africa/Lagos')::date - ${span}, (now() at time zone 'Africa/Lagos')::date, interval '1 day')::date as day
    ),
    since as (select min(day) as first from days),
    money as (
      select ${day("created_at")} as day,
        coalesce(sum(amount_kobo) filter (where account = 'provider_cash' and kind in ('payment', 'late_payment', 'late_fee')), 0) as gmv,
        coalesce(-sum(amount_kobo) filter (where account in ('haya_commission', 'haya_service_fee')), 0) as take,
        coalesce(-sum(amount_kobo) filter (where account = 'provider_cash' and kind in ('refund_paid', 'refund_returned')), 0) as refunds
      from ledger_entries, since
      where created_at >= (since.first::timestamp at time zone 'Africa/Lagos')
      group by 1
    ),
    paid_out as (
      select ${day("completed_at")} as day, sum(amount_kobo) as payouts
      from payouts, since
      where status = 'success' and completed_at >= (since.first::timestamp at time zone 'Africa/Lagos')
      group by 1
    ),
    made as (
      select ${day("created_at")} as day, count(*) as bookings from bookings, since
      where created_at >= (since.first::timestamp at time zone 'Africa/Lagos') group by 1
    ),
    joined as (
      select ${day("created_at")} as day, count(*) as people from users, since
      where created_at >= (since.first::timestamp at time zone 'Africa/Lagos') group by 1
    ),
    searched as (select day, searches from search_days, since where day >= since.first),
    published as (
      select ${day("published_at")} as day, count(*) as listings from listings, since
      where published_at >= (since.first::timestamp at time zone 'Africa/Lagos') group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(m.gmv, 0)::bigint as "gmvKobo", coalesce(m.take, 0)::bigint as "takeKobo", coalesce(m.refunds, 0)::bigint as "refundsKobo",
      coalesce(p.payouts, 0)::bigint as "payoutsKobo", coalesce(b.bookings, 0)::int as bookings, coalesce(j.people, 0)::int as people,
      coalesce(l.listings, 0)::int as listings, coalesce(s.searches, 0)::int as searches
    from days d
    left join money m on m.day = d.day left join paid_out p on p.day = d.day left join made b on b.day = d.day
    left join joined j on j.day = d.day left join published l on l.day = d.day left join searched s on s.day = d.day
    order by d.day`);
  return rowsOf<Record<keyof DayFigures, string | number>>(result).map((r) => ({
    day: String(r.day),
    gmvKobo: Number(r.gmvKobo),
    takeKobo: Number(r.takeKobo),
    refundsKobo: Number(r.refundsKobo),
    payoutsKobo: Number(r.payoutsKobo),
    bookings: Number(r.bookings),
    people: Number(r.people),
    listings: Number(r.listings),
    searches: Number(r.searches),
  }));
}
