// The price order of a word that names subcategories ("generator": a listing in Petrol or Diesel Generators, or one with
// the word in its title), found through each arm's own index instead of by sorting every match.
import { sql, type SQL } from "drizzle-orm";
import { planEachTime, type Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

type Key = { id: number; k: number };

/** A named run's arms (search-words.repo.ts namedArms) and `where`, the filters with the rest of the text. */
export interface Arms {
  title: SQL;
  ids: SQL[];
  subcategoriesOnly: boolean;
  where: SQL;
}

/**
 * The ids of a page of `limit` rows in price order (then id; `desc`: highest first) after `keyset`, of the listings that
 * match `arms.where` and one of the arms (search-words.repo.ts namedArms), or fewer ids when fewer match. Found in two
 * steps, each a few milliseconds where collecting and sorting every match took tens at a million listings (tens of
 * thousands of generators):
 * 1. the first `limit` rows of the subcategory and category arms, each walked in its (subcategory|category, price, id)
 *    index and merged;
 * 2. the first `limit` title matches priced up to the last of those (a bitmap of the title's full-text index and one of
 *    the price index's range; no order to walk): no other title match can come before it.
 * Together they hold the page's rows (some twice, or after it); the caller reads the cards and takes the first `limit`.
 */
export async function armsPage(
  db: Db,
  { keyset, desc, limit, arms }: { keyset: SQL; desc: boolean; limit: number; arms: Arms },
): Promise<number[]> {
  const dir = desc ? sql`desc` : sql`asc`;
  const narrow = sql`l.id::int as id, l.price_per_day_kobo as k from listings l where ${arms.where} and ${keyset}`;
  const run = async (query: SQL) => rowsOf<Key>(await db.execute(planEachTime(query)));
  const walks = sql.join(
    arms.ids.map((arm) => sql`(select ${narrow} and ${arm} order by l.price_per_day_kobo ${dir}, l.id ${dir} limit ${limit})`),
    sql` union all `,
  );
  const named = await run(sql`select id, k from (${walks}) w order by k ${dir}, id ${dir} limit ${limit}`);
  const edge = named.length === limit ? named[limit - 1] : undefined;
  const upTo = edge ? sql`l.price_per_day_kobo ${desc ? sql`>=` : sql`<=`} ${edge.k}::int` : sql`true`;
  // "offset 0": the title matches are gathered, never found by walking the price index (they can be rare among the
  // cheapest listings, and the planner cannot know it).
  const titled = await run(sql`select id, k from (select ${narrow} and ${arms.title} and ${upTo} offset 0) t order by k ${dir}, id ${dir} limit ${limit}`);
  return [...new Set([...named, ...titled].map((r) => r.id))];
}
