// The price order of a word that names subcategories ("generator": a listing in Petrol or Diesel Generators, or one with
// the word in its title), found through each arm's own index instead of by sorting every match.
import { sql, type SQL } from "drizzle-orm";
import { planEachTime, type Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

type Key = { id: number; k: number };

/** A named run's arms (search-words.repo.ts namedArms) and `where`, the filters with the rest of the text. */
export interface Arms {
  title: SQL;
  /** The words `title` looks for (the run as typed and its synonyms), for the title's price bands. */
  titleWords: string;
  ids: SQL[];
  subcategoriesOnly: boolean;
  where: SQL;
}

/**
 * The ids of a page of `limit` rows in price order (then id; `desc`: highest first) after `keyset` (`from`: its price), of
 * the listings that match `arms.where` and one of the arms (search-words.repo.ts namedArms), or fewer ids when fewer match.
 * Found in two steps, each a few milliseconds where collecting and sorting every match took tens at a million listings
 * (tens of thousands of generators):
 * 1. the first `limit` rows of the subcategory and category arms, each walked in its (subcategory|category, price, id)
 *    index and merged;
 * 2. the first `limit` title matches priced up to the last of those: no other title match can come before it. They are
 *    found through the title's price bands (listings_pub_title_bands_idx, migration 0034), the title's words in each band
 *    from the page's start to that price: a few hundred entries, where the title's full-text index and the price index
 *    ANDed every listing priced below it (130,000 of a million below the 25th cheapest generator: 20 ms of CPU).
 * Together they hold the page's rows (some twice, or after it); the caller reads the cards and takes the first `limit`.
 */
export async function armsPage(
  db: Db,
  { keyset, from, desc, limit, arms }: { keyset: SQL; from: number | undefined; desc: boolean; limit: number; arms: Arms },
): Promise<number[]> {
  const dir = desc ? sql`desc` : sql`asc`;
  const narrow = sql`l.id::int as id, l.price_per_day_kobo as k from listings l where ${arms.where} and ${keyset}`;
  const run = async <T>(query: SQL) => rowsOf<T>(await db.execute(planEachTime(query)));
  const walks = sql.join(
    arms.ids.map((arm) => sql`(select ${narrow} and ${arm} order by l.price_per_day_kobo ${dir}, l.id ${dir} limit ${limit})`),
    sql` union all `,
  );
  // With them, the published price at the far end of the order (one entry of the price index): where the bands start.
  const end = sql`(select ${desc ? sql`max` : sql`min`}(p.price_per_day_kobo) from listings p where p.status = 'published')`;
  const named = await run<Key & { end: number }>(sql`select id, k, ${end} as "end" from (${walks}) w order by k ${dir}, id ${dir} limit ${limit}`);
  const edge = named.length === limit ? named[limit - 1] : undefined;
  let titled: Key[];
  if (!edge) {
    // Fewer than a page in the arms: every title match may be on it. "offset 0": gathered through the title's index,
    // never found by walking the price index (they can be rare among the cheapest listings, and the planner cannot know).
    titled = await run<Key>(sql`select id, k from (select ${narrow} and ${arms.title} offset 0) t order by k ${dir}, id ${dir} limit ${limit}`);
  } else {
    const start = from ?? edge.end;
    const keys = sql`listing_title_band_keys(${arms.titleWords}, ${desc ? edge.k : start}::int, ${desc ? start : edge.k}::int)`;
    // The bands are the only index the inner query may use for the title ("offset 0" keeps its words and the price
    // outside): the full-text index or the price index beside them would bring back the large bitmaps they replace.
    titled = await run<Key>(sql`select id, k from (select l.id::int as id, l.price_per_day_kobo as k, l.title_vector from listings l
      where ${arms.where} and ${keyset} and listing_title_bands(l.title_vector, l.price_per_day_kobo) && ${keys} offset 0) l
      where ${arms.title} and l.k ${desc ? sql`>=` : sql`<=`} ${edge.k}::int order by k ${dir}, id ${dir} limit ${limit}`);
  }
  return [...new Set([...named, ...titled].map((r) => r.id))];
}
