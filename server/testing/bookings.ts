// Fixtures for bookings tests: a fresh database with one category and four people (owner, owner2, renter, renter2), and
// published listings of theirs made to measure.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { freshDatabase } from "./db";
import { createCatalogueService } from "../features/catalogue/catalogue.service";

export interface ListingOpts {
  units?: number;
  mode?: "instant" | "request";
  status?: string;
  minDays?: number;
  maxDays?: number;
  weeklyPct?: number;
  monthlyPct?: number;
  depositKobo?: number;
  owner?: string;
  /** Days between rentals (issue 36); 0 unless told. */
  turnaroundDays?: number;
  /** Late fee per day (issue 36); the daily price (null) unless told. */
  lateFeePerDayKobo?: number;
}

/** `extraPeople`: more accounts to book with (a storm's renters). `db`: an unseeded database to use instead of a new one. */
export async function bookingsFixture(extraPeople: string[] = [], opts: { db?: Db } = {}): Promise<{ db: Db; listing: (o?: ListingOpts) => Promise<number> }> {
  const db = opts.db ?? (await freshDatabase({ seed: false })).db;
  const [cat] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into categories (slug, name, title, description, name_pcm, title_pcm, description_pcm, icon, palette_from, palette_to, position)
      values ('cameras', 'Cameras', 'Cameras', 'Cameras and lenses', 'Camera', 'Camera', 'Camera and lens', 'camera', '#000000', '#ffffff', 1) returning id`),
  );
  for (const id of new Set(["owner", "owner2", "renter", "renter2", ...extraPeople]))
    await db.execute(sql`insert into users (id, name, email) values (${id}, ${id}, ${`${id}@example.com`})`);
  /** A ₦25,000-a-day camera listed by `owner` (published, 1 unit, request to book, 1–30 days) unless told otherwise. */
  async function listing(o: ListingOpts = {}): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into listings (owner_id, category_id, title, description, price_per_day_kobo, units, booking_mode, status,
          min_days, max_days, weekly_discount_pct, monthly_discount_pct, caution_deposit_kobo, state, city, published_at, turnaround_days, late_fee_per_day_kobo)
        values (${o.owner ?? "owner"}, ${cat!.id}, 'Canon EOS R5', 'A full-frame camera with two lenses', 2500000, ${o.units ?? 1},
          ${o.mode ?? "request"}, ${o.status ?? "published"}, ${o.minDays ?? 1}, ${o.maxDays ?? 30}, ${o.weeklyPct ?? 0}, ${o.monthlyPct ?? 0},
          ${o.depositKobo ?? 0}, 'Lagos', 'Yaba', now(), ${o.turnaroundDays ?? 0}, ${o.lateFeePerDayKobo ?? null})
        returning id::int as id`),
    );
    return row!.id;
  }
  return { db, listing };
}

/**
 * The days from `from` to `to` the item page's calendar disables for listing `id`, read as the page reads them (with the
 * listing: catalogue viewListing): its closed days, then its full days, each sorted; null if it shows none.
 */
export async function calendarDays(db: Db, id: number, from: string, to: string): Promise<string[] | null> {
  const view = await createCatalogueService(db).viewListing(id, undefined, null, { from, to });
  return view && view !== "gone" ? view.unavailable : null;
}
