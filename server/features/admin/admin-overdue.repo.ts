// The console's overdue rentals (issue 36, item 4): active bookings past their return time, the latest due first.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

export interface OverdueRow {
  id: number;
  listingId: number;
  title: string;
  renterId: string;
  renterName: string;
  ownerId: string;
  ownerName: string;
  endDate: string;
  units: number;
  pricePerDayKobo: number;
  lateFeePerDayKobo: number | null;
}

/** Active bookings whose end date is `today` (Lagos) or before: the service keeps those past their return time. */
export async function activeEndedBy(db: Db, today: string, limit: number): Promise<OverdueRow[]> {
  return rowsOf<OverdueRow>(
    await db.execute(sql`select b.id::int as id, b.listing_id::int as "listingId", l.title, b.renter_id as "renterId", r.name as "renterName",
        b.owner_id as "ownerId", coalesce(o.business_name, o.name) as "ownerName", to_char(b.end_date, 'YYYY-MM-DD') as "endDate", b.units,
        b.price_per_day_kobo as "pricePerDayKobo", b.late_fee_per_day_kobo as "lateFeePerDayKobo"
      from bookings b join listings l on l.id = b.listing_id join users r on r.id = b.renter_id join users o on o.id = b.owner_id
      where b.status = 'active' and b.end_date <= ${today}::date
      order by b.end_date, b.id limit ${limit}`),
  );
}
