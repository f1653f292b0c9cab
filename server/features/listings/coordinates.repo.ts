// Listings without coordinates (made before places were kept, or by a bulk load) get their city's: run at start-up.
import { sql } from "drizzle-orm";
import { listingCoordinates } from "../../../core/places";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

const list = (values: number[]) => `{${values.join(",")}}`;

/**
 * Sets the coordinates of every listing that has none and whose state is a Nigerian state, from its city (or the state
 * capital). It walks the ids once, `window` at a time (a primary-key range per look), and places at most `batch` rows
 * per statement (each row placed updates every index of listings), so that every statement is short, within a
 * request's statement timeout, and locks few rows; the whole fill reads each row once, where taking the first rows still
 * unplaced would read past all those placed before, once per batch. Idempotent: a second run finds nothing to do.
 * Returns how many rows it filled.
 */
export async function fillMissingCoordinates(db: Db, { batch = 1_000, window = 20_000 }: { batch?: number; window?: number } = {}): Promise<number> {
  const [ids] = rowsOf<{ first: number | null; last: number | null }>(
    await db.execute(sql`select min(id)::float8 as first, max(id)::float8 as last from listings`),
  );
  let filled = 0;
  for (let from = ids?.first ?? 1; from <= (ids?.last ?? 0); from += window) {
    const unplaced = rowsOf<{ id: number; state: string; city: string }>(
      await db.execute(sql`select id::float8 as id, state, city from listings
        where id >= ${from} and id < ${from + window} and latitude is null and state <> ''`),
    );
    const placed = unplaced.flatMap((l) => {
      const at = listingCoordinates(l.state, l.city);
      return at ? [{ id: l.id, ...at }] : [];
    });
    for (let i = 0; i < placed.length; i += batch) {
      const some = placed.slice(i, i + batch);
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`
          with done as (update listings l set latitude = v.lat, longitude = v.lng
            from unnest(${list(some.map((p) => p.id))}::bigint[], ${list(some.map((p) => p.lat))}::float8[], ${list(some.map((p) => p.lng))}::float8[]) as v(id, lat, lng)
            where l.id = v.id and l.latitude is null returning 1)
          select count(*)::int as n from done`),
      );
      filled += row?.n ?? 0;
    }
  }
  return filled;
}
