// Adds a large synthetic catalogue for benchmarks, in bulk INSERT … SELECT batches built from the demo listings.
import { sql } from "drizzle-orm";
import { NIGERIAN_STATES } from "../../core/nigeria";
import { listingCoordinates } from "../../core/places";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

const BATCH = 50_000;

export async function addSyntheticListings(db: Db, count: number, log = (_: string) => {}) {
  const places = NIGERIAN_STATES.flatMap((s) => s.cities.map((c) => [s.name, c] as const));
  const states = `{${places.map(([s]) => JSON.stringify(s)).join(",")}}`;
  const cities = `{${places.map(([, c]) => JSON.stringify(c)).join(",")}}`;
  // Each city's centre, as listings there are placed ('Near me').
  const lats = `{${places.map(([s, c]) => listingCoordinates(s, c)!.lat).join(",")}}`;
  const lngs = `{${places.map(([s, c]) => listingCoordinates(s, c)!.lng).join(",")}}`;
  const [range] = rowsOf<{ templates: number; max_id: number }>(
    await db.execute(sql`select count(*)::int as templates, coalesce(max(id), 0)::int as max_id
      from listings where id <= (select min(id) + 999 from listings)`),
  );
  if (!range || range.templates === 0) throw new Error("Seed the demo catalogue first");
  let added = 0;
  while (added < count) {
    const n = Math.min(BATCH, count - added);
    await db.transaction(async (tx) => {
      const [before] = rowsOf<{ max: number }>(
        await tx.execute(sql`select coalesce(max(id), 0)::bigint as max from listings`),
      );
      await tx.execute(sql`
        with t as (select row_number() over (order by id) - 1 as rn, * from listings where id <= ${range.max_id}::bigint),
             p as (select (n - 1)::int as pn, state, city, lat, lng
                   from unnest(${states}::text[], ${cities}::text[], ${lats}::float8[], ${lngs}::float8[]) with ordinality as u(state, city, lat, lng, n))
        insert into listings (owner_id, category_id, subcategory_id, title, description, price_per_day_kobo,
          weekly_discount_pct, monthly_discount_pct, units, min_days, max_days, state, city, booking_mode,
          caution_deposit_kobo, pickup_notes, features, included, status, created_at, updated_at, published_at, latitude, longitude)
        select t.owner_id, t.category_id, t.subcategory_id, t.title, t.description,
          greatest(80000, least(75000000, (t.price_per_day_kobo * (0.7 + random() * 0.6))::int / 5000 * 5000)),
          t.weekly_discount_pct, t.monthly_discount_pct, t.units, t.min_days, t.max_days, p.state, p.city,
          t.booking_mode, t.caution_deposit_kobo, t.pickup_notes, t.features, t.included, 'published', ts, ts, ts, p.lat, p.lng
        from generate_series(1, ${n}::int) g
        cross join lateral (select now() - random() * interval '365 days' - g * interval '0 seconds' as ts) d
        join t on t.rn = g % ${range.templates}::int
        join p on p.pn = (g * 7919) % ${places.length}::int
        -- In g order, so that ids interleave the templates as real listings would (not 140 copies in a row).
        order by g`);
      await tx.execute(sql`
        with m as (select distinct on (d.subcategory_id) d.subcategory_id, ph.storage_key, ph.width, ph.height
                   from listings d join listing_photos ph on ph.listing_id = d.id and ph.position = 0
                   where d.id <= ${range.max_id}::bigint order by d.subcategory_id, d.id)
        insert into listing_photos (listing_id, storage_key, position, width, height, alt)
        select l.id, m.storage_key, 0, m.width, m.height, l.title
        from listings l join m on m.subcategory_id = l.subcategory_id
        where l.id > ${before?.max ?? 0}::bigint`);
    });
    added += n;
    log(`added ${added.toLocaleString("en")} of ${count.toLocaleString("en")} listings`);
  }
  await db.execute(sql`analyze listings`);
  await db.execute(sql`analyze listing_photos`);
}
