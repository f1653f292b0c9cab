// Listings without coordinates (made before places were kept, or by a bulk load) get their city's: run at start-up.
import { sql } from "drizzle-orm";
import { listingCoordinates } from "../../../core/places";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

/**
 * Sets the coordinates of every listing that has none and whose state is a Nigerian state, from its city (or the state
 * capital), `batch` rows per statement so that no one statement locks many rows for long. Idempotent: a second run finds
 * nothing to do, in one pass over the (state, city) pairs still without coordinates. Returns how many rows it filled.
 */
export async function fillMissingCoordinates(db: Db, { batch = 5_000 }: { batch?: number } = {}): Promise<number> {
  const pairs = rowsOf<{ state: string; city: string }>(
    await db.execute(sql`select distinct state, city from listings where latitude is null and state <> ''`),
  );
  const places = pairs.flatMap((p) => {
    const at = listingCoordinates(p.state, p.city);
    return at ? [{ ...p, ...at }] : [];
  });
  if (places.length === 0) return 0;
  const arr = (values: (string | number)[]) => `{${values.map((v) => JSON.stringify(v)).join(",")}}`;
  const states = arr(places.map((p) => p.state));
  const cities = arr(places.map((p) => p.city));
  const lats = arr(places.map((p) => p.lat));
  const lngs = arr(places.map((p) => p.lng));
  let filled = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`
        with v as (select * from unnest(${states}::text[], ${cities}::text[], ${lats}::float8[], ${lngs}::float8[]) as v(state, city, lat, lng)),
             todo as (select l.id, v.lat, v.lng from listings l join v on v.state = l.state and v.city = l.city
                      where l.latitude is null limit ${batch}),
             done as (update listings l set latitude = todo.lat, longitude = todo.lng from todo where l.id = todo.id returning 1)
        select count(*)::int as n from done`),
    );
    const n = row?.n ?? 0;
    filled += n;
    if (n < batch) return filled;
  }
}
