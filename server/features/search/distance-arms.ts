// Nearest first for a word that names subcategories ('generator near Ibadan'): each subcategory walked in distance order
// in its own index, and only the title matches within the distance those reach, instead of walking every listing nearby.
import { sql, type SQL } from "drizzle-orm";
import type { LatLng } from "../../../core/places";
import { planEachTime, type Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { Arms } from "./arms-page";

type Candidate = { id: number; d: string };

/**
 * The first `limit` listings by distance (`key`, from `from`) after `keyset` that match `arms.where`, `late` and one of
 * the arms (all subcategories: arms.subcategoriesOnly), as distance.ts's walk finds them (rows at the last one's distance
 * are settled there, by id); fewer when fewer match. As armsPage: the subcategories' first `limit`, walked in the
 * (subcategory, location) index and merged, then the first `limit` title matches within the distance of the last of them.
 * `titled`: those title matches, by distance then id, which hold the title's ties at the page's last distance (tiedOfArms).
 */
export async function nearestOfArms(
  db: Db,
  { arms, late, key, keyset, from, limit }: { arms: Arms; late: SQL | undefined; key: SQL; keyset: SQL; from: LatLng; limit: number },
): Promise<{ candidates: Candidate[]; titled: Candidate[] }> {
  const narrow = sql`l.id::int as id, (${key})::text as d, ${key} as dk from listings l where ${arms.where} and ${late ?? sql`true`} and ${keyset}`;
  const run = async (query: SQL) => rowsOf<Candidate>(await db.execute(planEachTime(query)));
  const walks = sql.join(
    arms.ids.map((arm) => sql`(select ${narrow} and ${arm} order by ${key} limit ${limit})`),
    sql` union all `,
  );
  const named = await run(sql`select id, d from (${walks}) w order by dk limit ${limit}`);
  const edge = named.length === limit ? named[limit - 1]!.d : undefined;
  const within = edge ? sql`point(l.longitude, l.latitude) <@ circle(point(${from.lng}::float8, ${from.lat}::float8), ${edge}::float8)` : sql`true`;
  // "offset 0": gathered through the title's full-text index (and the circle's), never by walking every listing nearby.
  const titled = await run(sql`select id, d from (select ${narrow} and ${arms.title} and ${within} offset 0) t order by dk, id limit ${limit}`);
  const seen = new Set<number>();
  const candidates = [...named, ...titled]
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
    .sort((a, b) => Number(a.d) - Number(b.d))
    .slice(0, limit);
  return { candidates, titled };
}

/**
 * The ids of the listings at exactly `edge` from `from` after `keyset` that match as nearestOfArms's do, lowest first, at
 * most `limit`: each subcategory's within the circle of that radius (in the (subcategory, location) index), not every
 * listing in it (a city's centre holds thousands), and the title's from nearestOfArms's `titled`. Those are the first
 * title matches by distance then id, and no more of them are nearer than the page's nearer rows, so they hold at least
 * the first `limit` of the title's at `edge`: the title's full-text index need not be read a second time.
 */
export async function tiedOfArms(
  db: Db,
  { arms, late, key, keyset, from, edge, titled, limit }: { arms: Arms; late: SQL | undefined; key: SQL; keyset: SQL; from: LatLng; edge: string; titled: Candidate[]; limit: number },
): Promise<{ id: number }[]> {
  const at = sql`point(l.longitude, l.latitude) <@ circle(point(${from.lng}::float8, ${from.lat}::float8), ${edge}::float8) and ${key} = ${edge}::float8`;
  const branch = (arm: SQL) => sql`(select l.id::int as id from listings l where ${arms.where} and ${late ?? sql`true`} and ${keyset} and ${arm} and ${at})`;
  const union = sql.join(arms.ids.map(branch), sql` union `);
  const inArms = rowsOf<{ id: number }>(await db.execute(planEachTime(sql`select id from (${union}) t order by id limit ${limit}`)));
  const ids = new Set([...inArms.map((r) => r.id), ...titled.filter((t) => t.d === edge).map((t) => t.id)]);
  return [...ids]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((id) => ({ id }));
}
