// The distance order ('Near me', 'near Ibadan'): keyset pages nearest first, walked in the order of the GiST index
// listings_pub_location_idx, and each card's great-circle distance ('12 km away').
import { sql, type SQL } from "drizzle-orm";
import { distanceKm, type LatLng } from "../../../core/places";
import { deliversWithin, type DeliveryTerms } from "../../../core/delivery";
import { planEachTime, type Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { cardColumns } from "../catalogue/catalogue.repo";
import { LATE_COLUMNS } from "./availability.repo";
import type { ListingCard } from "../catalogue/catalogue.schema";
import type { Arms } from "./arms-page";
import { nearestOfArms, tiedOfArms } from "./distance-arms";

/**
 * The order's key: the distance between the points (longitude, latitude) in degrees, as the index orders them (a
 * nearest-neighbour scan). Across Nigeria (latitudes 4–14°) a degree of longitude is 97–100% of a degree of latitude, so
 * this order is the great-circle one to within 3% (docs/decisions: distance order).
 */
export const distanceKey = (from: LatLng) => sql`(point(l.longitude, l.latitude) <-> point(${from.lng}::float8, ${from.lat}::float8))`;

/** Listings that can be measured: the index holds exactly these (with status = 'published'). */
export const PLACED = sql`l.latitude is not null`;

type Row = ListingCard & { sort_key: string[] };
type Candidate = { id: number; d: string };

/**
 * One page nearest first from `from`, after `after` ([distance as text, id]), `limit` rows, of the listings that match
 * `where` and `late` (the dates, search.repo.ts splitWhere). `where` must include PLACED (so that the partial index
 * applies). Strategies as search.repo.ts's keysetPage: "collect" sorts the matches (few of them) and tests `late` in that
 * order until the page is full; "walk" follows the index; "bounded" follows it for at most `walkRows` published rows,
 * then collects. A word that names subcategories (`arms`, search.repo.ts splitWhere) finds its nearest through each
 * subcategory's own index (distance-arms.ts), whatever the strategy.
 *
 * The index yields rows by distance alone (a nearest-neighbour scan cannot add the id as a second key), and many
 * listings share a distance (a town's listings share its centre). So a walk takes the first `limit` rows by distance;
 * those nearer than the last one's distance D are exactly the page's nearest; the rows at exactly D are then read in id
 * order (a circle of radius D on the same index, then the exact distance), which makes the order (distance, id).
 */
export async function distancePage(
  db: Db,
  { where: placed, late, arms }: { where: SQL; late: SQL | undefined; arms?: Arms | undefined },
  from: LatLng,
  after: (string | number)[] | undefined,
  limit: number,
  strategy: "collect" | "walk" | "bounded",
  walkRows: number,
): Promise<Row[]> {
  const key = distanceKey(from);
  const where = late ? sql`${placed} and ${late}` : placed;
  const keyset = after && after.length === 2 ? sql`(${key}, l.id) > (${String(after[0])}::float8, ${Number(after[1])}::bigint)` : sql`true`;
  // Planned for its own values each time (db/client.ts): how many listings a place and a word have differs widely.
  const run = (query: SQL) => db.execute(planEachTime(query));
  const rows = async (ids: SQL) =>
    rowsOf<Row>(
      await run(sql`select ${cardColumns()}, json_build_array((${key})::text) as sort_key
        from listings l join categories c on c.id = l.category_id where l.id in (${ids}) order by ${key}, l.id`),
    );
  // With dates: every match nearest first, then the dates tested in that order until the page is full.
  const collect = () =>
    late
      ? rows(sql`select l.id from (select l.id, ${LATE_COLUMNS} from listings l where ${placed} and ${keyset} order by ${key}, l.id offset 0) l
          where ${late} limit ${limit}`)
      : rows(sql`select l.id from (select l.id, l.longitude, l.latitude from listings l where ${where} and ${keyset} offset 0) l order by ${key}, l.id limit ${limit}`);
  const armed = arms?.subcategoriesOnly ? arms : undefined;
  if (strategy === "collect" && !armed) return collect();

  const walk = () =>
    run(
      strategy === "walk"
        ? sql`select l.id::int as id, (${key})::text as d from listings l where ${where} and ${keyset} order by ${key} limit ${limit}`
        : sql`select l.id::int as id, (${key})::text as d from (select l.* from listings l where l.status = 'published' and ${PLACED} and ${keyset}
                order by ${key} limit ${walkRows}) l where ${where} order by ${key} limit ${limit}`,
    );
  const ofArms = armed ? await nearestOfArms(db, { arms: armed, late, key, keyset, from, limit }) : undefined;
  const candidates = ofArms ? ofArms.candidates : rowsOf<Candidate>(await walk());
  if (candidates.length < limit) {
    // A walk that ran out found every match (so do the arms); a bounded one that did not fill the page gives way to collecting.
    if (strategy === "bounded" && !armed) return collect();
    return candidates.length ? rows(sql`${idList(candidates)}`) : [];
  }
  const edge = candidates[limit - 1]!.d;
  const nearer = candidates.filter((c) => Number(c.d) < Number(edge));
  const tiedAnywhere = () =>
    run(sql`select l.id::int as id from listings l
      where ${where} and ${keyset} and point(l.longitude, l.latitude) <@ circle(point(${from.lng}::float8, ${from.lat}::float8), ${edge}::float8)
        and ${key} = ${edge}::float8
      order by l.id limit ${limit - nearer.length}`);
  const tied = ofArms && armed
    ? await tiedOfArms(db, { arms: armed, late, key, keyset, from, edge, titled: ofArms.titled, limit: limit - nearer.length })
    : rowsOf<{ id: number }>(await tiedAnywhere());
  return rows(sql`${idList([...nearer, ...tied])}`);
}

const idList = (rows: { id: number }[]) => sql.join(rows.map((r) => sql`${r.id}::bigint`), sql`, `);

/**
 * Each card with what the search's place says of it, read in one statement: its great-circle distance from `near` in
 * whole kilometres (cards without coordinates have none), and, when the search names a place (`to`), whether its owner
 * delivers there (issue 36: core/delivery.ts's rule, as a quote applies it).
 */
export async function withPlaceFacts<T extends ListingCard>(
  db: Db,
  items: T[],
  { near, to }: { near?: LatLng | undefined; to?: LatLng | undefined },
): Promise<(T & { distanceKm?: number; deliversToYou?: boolean })[]> {
  if (items.length === 0 || (!near && !to)) return items;
  const rows = rowsOf<{ id: number; lat: number | null; lng: number | null; delivery: DeliveryTerms | null }>(
    await db.execute(sql`select id::int as id, latitude as lat, longitude as lng, delivery from listings
      where id = any(${`{${items.map((i) => i.id).join(",")}}`}::bigint[])`),
  );
  const at = new Map(rows.map((r) => [r.id, r]));
  return items.map((item) => {
    const p = at.get(item.id);
    const here = p?.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : undefined;
    return {
      ...item,
      ...(near && here ? { distanceKm: Math.round(distanceKm(near, here)) } : {}),
      ...(to ? { deliversToYou: !!here && deliversWithin(p?.delivery, distanceKm(here, to)) } : {}),
    };
  });
}
