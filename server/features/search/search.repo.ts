// The listing search: full-text matching, filters, capped counts, keyset (cursor) pages per sort, and spelling fixes.
import { sql, type SQL } from "drizzle-orm";
import { planEachTime, type Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { cardColumns } from "../catalogue/catalogue.repo";
import { deliversWhere } from "./delivers";
import type { ListingCard } from "../catalogue/catalogue.schema";
import type { Sort } from "./search.schema";
import { distancePage, PLACED } from "./distance";
import type { LatLng } from "../../../core/places";
import { availableFor, freeForItsMinimum, LATE_COLUMNS } from "./availability.repo";
import type { SearchDates } from "./search-dates.schema";
import { matchText, type TextMatch } from "./search-words";
import { namedArms, textCondition, vocabularyOf } from "./search-words.repo";
import { armsPage, type Arms } from "./arms-page";

export interface SearchFilters {
  text?: string | undefined;
  /** The text split into words that name categories and the rest (search-words.ts); searchListings fills it in. */
  match?: TextMatch | undefined;
  categorySlug?: string | undefined;
  subcategorySlug?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  minPriceKobo?: number | undefined;
  maxPriceKobo?: number | undefined;
  instantOnly?: boolean | undefined;
  /**
   * With `instantOnly`: who searches (issue 37), so that "what I may book instantly" keeps the listings asking for an
   * ID-verified renter only when they are verified. Unset: a visitor, who is not.
   */
  viewerId?: string | undefined;
  /** Only listings whose owner delivers there (`delivers=1`, issue 36); `deliversAnywhere`: every listing that delivers. */
  deliversTo?: LatLng | undefined;
  deliversAnywhere?: boolean | undefined;
  /** Only listings with coordinates; the "distance" order measures from here. */
  near?: LatLng | undefined;
  /** Only listings first published after this instant, up to `publishedThrough` (saved searches' alerts, features/saved). */
  publishedAfter?: Date | undefined;
  publishedThrough?: Date | undefined;
  /** Only listings with a unit free and open on every one of these days (availability.repo.ts). */
  dates?: SearchDates | undefined;
}

/** Position after the last row of a page: the sort key values and the id. */
export type CursorKey = (string | number)[];

/** Results are counted up to this many; beyond it pages say "1,000+". Counting further costs a heap
 * visit per matching row, which at a million listings is the slowest part of a search. */
const COUNT_CAP = 1_000;

/** The text matches the listing's title or description (or, for the words that name one, its category or subcategory). */
const textMatch = (f: SearchFilters & { text: string }) => textCondition(f.match ?? { rest: f.text, named: [] }, "search_vector");
/** The text matches the title or the category, not only the description. */
const titleMatch = (f: SearchFilters & { text: string }) => textCondition(f.match ?? { rest: f.text, named: [] }, "title_vector");

function whereClause(f: SearchFilters): SQL {
  const parts: SQL[] = [sql`l.status = 'published'`];
  if (f.text) parts.push(textMatch({ ...f, text: f.text }));
  // Slugs become ids before the scan, so that the (category|subcategory, price) indexes apply.
  if (f.categorySlug) parts.push(sql`l.category_id = (select id from categories where slug = ${f.categorySlug})`);
  if (f.categorySlug && f.subcategorySlug)
    parts.push(
      sql`l.subcategory_id = (select s.id from subcategories s join categories sc on sc.id = s.category_id
                              where sc.slug = ${f.categorySlug} and s.slug = ${f.subcategorySlug})`,
    );
  if (f.state) parts.push(sql`l.state = ${f.state}`);
  if (f.city) parts.push(sql`lower(l.city) = lower(${f.city})`);
  if (f.minPriceKobo !== undefined) parts.push(sql`l.price_per_day_kobo >= ${f.minPriceKobo}`);
  if (f.maxPriceKobo !== undefined) parts.push(sql`l.price_per_day_kobo <= ${f.maxPriceKobo}`);
  if (f.instantOnly) {
    parts.push(sql`l.booking_mode = 'instant'`);
    // One look at the searcher's row for the whole query (an InitPlan), not one per listing.
    parts.push(f.viewerId ? sql`(not l.requires_verified_id or exists (select 1 from users vu where vu.id = ${f.viewerId} and vu.id_verified_at is not null))` : sql`not l.requires_verified_id`);
  }
  if (f.deliversTo || f.deliversAnywhere) parts.push(deliversWhere(f.deliversTo));
  if (f.near) parts.push(PLACED);
  if (f.publishedAfter) parts.push(sql`l.published_at > ${f.publishedAfter.toISOString()}`);
  if (f.publishedThrough) parts.push(sql`l.published_at <= ${f.publishedThrough.toISOString()}`);
  if (f.dates) parts.push(availableFor(f.dates));
  return sql.join(parts, sql` and `);
}

/**
 * `arms`: a text search's first named run split into its arms (search-words.repo.ts namedArms) and `where` without it:
 * what a price order finds through each arm's own index (armsPage).
 */
type Filters = { where: SQL; late: SQL | undefined; arms?: Arms | undefined };

/**
 * The filters in two: `where`, everything an index or a row's own columns answer, and `late`, the dates (two index probes
 * per row), which a page that collects and sorts its matches tests only on the first of them in order, as many as fill
 * the page (see keysetPage). Together they are whereClause(f).
 */
function splitWhere(f: SearchFilters): Filters {
  const named = f.text ? namedArms(f.match) : undefined;
  const others = named && whereClause({ ...f, dates: undefined, text: named.others && f.text, match: named.others });
  return { where: whereClause({ ...f, dates: undefined }), late: f.dates ? availableFor(f.dates) : undefined, arms: named && others && { ...named, where: others } };
}

/** Both halves of splitWhere in one condition: what counts and walks test. */
const whole = ({ where, late }: Filters) => (late ? sql`${where} and ${late}` : where);

/** Searches are planned for their own values each time (db/client.ts planEachTime). */
const run = (db: Db, query: SQL) => db.execute(planEachTime(query));

interface SortPlan {
  /** Expressions of the sort key, in order; the id is always the last tie-breaker. */
  keys: SQL[];
  /** SQL type of each key, to cast the cursor's text values back. */
  types: ("int" | "numeric" | "timestamptz")[];
  desc: boolean;
  /** As the order's index is declared: a descending index is "nulls last" only if declared so. */
  nullsLast?: boolean;
  /** The price alone: the (subcategory|category, price, id) indexes serve it (armsPage). */
  byPrice?: boolean;
}

const PLANS: Record<Exclude<Sort, "relevance" | "distance">, SortPlan> = {
  "price-asc": { keys: [sql`l.price_per_day_kobo`], types: ["int"], desc: false, byPrice: true },
  "price-desc": { keys: [sql`l.price_per_day_kobo`], types: ["int"], desc: true, byPrice: true },
  newest: { keys: [sql`l.published_at`], types: ["timestamptz"], desc: true, nullsLast: true },
  rating: { keys: [sql`l.rating_avg`, sql`l.review_count`], types: ["numeric", "int"], desc: true, nullsLast: true },
};

type Row = ListingCard & { sort_key: string[] };

/** How many listings match, counting no further than COUNT_CAP + 1. */
export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await run(db, sql`select count(*)::int as n from (select 1 from listings l where ${where} limit ${COUNT_CAP + 1}) x`),
  );
  return row?.n ?? 0;
}

/** Rows a bounded walk visits in sort order before it gives up and collects instead. */
const WALK_ROWS = 5_000;

/**
 * How a page is found:
 * - "collect": gather the matches through the filters' own indexes (full-text, category, state…), then
 *   sort them. Right when few rows match (at most COUNT_CAP).
 * - "walk": walk the index of the sort order and test each row; the first page turns up quickly when
 *   matches are common and spread through that order (filters on columns the planner has statistics for).
 * - "bounded": walk at most WALK_ROWS rows of the sort order, then collect if that did not fill the page.
 *   For text filters: a common word can still be rare at one end of an order (no generator is among the
 *   cheapest listings), and an unbounded walk would then visit most of the table.
 * The planner alone cannot tell these cases apart, so the (cached) count decides where there is no text. A text search is
 * bounded (it falls back to collecting by itself), so its first query need not wait for the count.
 */
type Strategy = "collect" | "walk" | "bounded";

/**
 * One keyset page in the plan's order, after `after` (the plan's key values and the id), of the rows that match `where`
 * and `late` (splitWhere).
 */
async function keysetPage(
  db: Db,
  { where, late, arms }: Filters,
  plan: SortPlan,
  after: CursorKey | undefined,
  limit: number,
  strategy: Strategy,
  walkRows = WALK_ROWS,
): Promise<Row[]> {
  const keyExprs = [...plan.keys, sql`l.id`];
  // Exactly as the index is declared (the price indexes read backwards, the rating and newest ones are
  // "desc nulls last"): otherwise no index can serve the order and every row is sorted.
  const dir = plan.desc ? (plan.nullsLast ? sql`desc nulls last` : sql`desc`) : sql`asc`;
  const order = sql.join(
    keyExprs.map((k) => sql`${k} ${dir}`),
    sql`, `,
  );
  let keyset = sql`true`;
  const keyed = after && after.length === keyExprs.length ? after : undefined;
  if (keyed) {
    const lhs = sql.join(keyExprs, sql`, `);
    const rhs = sql.join(
      keyed.map((v, i) =>
        i === keyed.length - 1 ? sql`${Number(v)}::bigint` : sql`${String(v)}::${sql.raw(plan.types[i] ?? "text")}`,
      ),
      sql`, `,
    );
    keyset = sql`(${lhs}) ${plan.desc ? sql`<` : sql`>`} (${rhs})`;
  }
  const columns = sql`${cardColumns()}, json_build_array(${sql.join(
    plan.keys.map((k) => sql`(${k})::text`),
    sql`, `,
  )}) as sort_key`;
  const page = async (from: SQL, filter: SQL) =>
    rowsOf<Row>(await run(db, sql`select ${columns} from ${from} join categories c on c.id = l.category_id where ${filter} order by ${order} limit ${limit}`));
  const all = whole({ where, late });

  // A word that names subcategories, by price: each arm in its own index's order, whatever the count (exact either way).
  if (arms && !late && plan.byPrice) {
    const ids = await armsPage(db, { keyset, from: keyed && Number(keyed[0]), desc: plan.desc, limit, arms });
    return ids.length ? page(sql`listings l`, sql`l.id = any(${`{${ids.join(",")}}`}::bigint[])`) : [];
  }
  if (strategy === "walk") return page(sql`listings l`, sql`${all} and ${keyset}`);
  if (strategy === "bounded") {
    // The next walkRows published rows in sort order (the partial index serves exactly this), then the filters.
    const walked = await page(sql`(select l.* from listings l where l.status = 'published' and ${keyset} order by ${order} limit ${walkRows}) l`, all);
    if (walked.length >= limit) return walked;
  }
  // Gather the matches' ids and sort keys only ("offset 0" keeps the planner from pushing the order into
  // the scan), sort those narrow rows, then read the full rows of the page alone.
  const keys = sql.join(plan.keys, sql`, `);
  if (!late) {
    const narrow = sql`select l.id, ${keys} from listings l where ${where} and ${keyset} offset 0`;
    return page(sql`listings l`, sql`l.id in (select l.id from (${narrow}) l order by ${order} limit ${limit})`);
  }
  // With dates: every match sorted first, then the dates tested in that order until the page is full (sorting thousands
  // of narrow rows takes a few milliseconds; the dates' probes on every match took most of the time).
  const sorted = sql`select l.id, ${keys}, ${LATE_COLUMNS} from listings l where ${where} and ${keyset} order by ${order} offset 0`;
  return page(sql`listings l`, sql`l.id in (select l.id from (${sorted}) l where ${late} limit ${limit})`);
}

/** websearch_to_tsquery's "-word": a title match may still fail the whole query. */
const EXCLUDES = /(^|\s)-\S/;

/**
 * Relevance for a text search comes in two tiers: listings whose title or category matches, then those whose
 * description alone matches; within a tier, the best rated first. Each tier is a keyset page that an
 * index serves, so relevance stays fast at a million listings (a computed rank would have to score
 * every match before the first page). The cursor carries the tier: ["1"|"2", rating, reviews, id].
 */
function relevanceTiers(f: SearchFilters & { text: string }): { titled: Filters; described: Filters } {
  const { where, late } = splitWhere(f);
  return {
    // A title match is a match, unless the text excludes words ("generator -petrol"): testing the title
    // alone lets the planner see how common it is.
    titled: { where: sql`${EXCLUDES.test(f.text) ? where : splitWhere({ ...f, text: undefined }).where} and ${titleMatch(f)}`, late },
    described: { where: sql`${where} and not (${titleMatch(f)})`, late },
  };
}

export interface SearchPage {
  items: ListingCard[];
  nextKey: CursorKey | undefined;
  total: { count: number; capped: boolean };
}

/**
 * Counts the rows `where` matches (up to COUNT_CAP + 1); `key` names the same count across calls, for a cache. A cache
 * says through `settled` what it holds for `key` now, without counting (undefined: nothing yet).
 */
export type Counter = ((key: string, where: SQL) => Promise<number>) & { settled?: (key: string) => number | undefined };

/**
 * A page of results and the (capped) count. The count is cheap, ends a search that matches nothing, and tells a page
 * without text how to find its rows (see Strategy); a text search's first page query runs while it is counted.
 */
export async function searchListings(
  db: Db,
  f: SearchFilters,
  sort: Sort,
  after: CursorKey | undefined,
  limit: number,
  count: Counter = (_key, where) => countWhere(db, where),
  /** Tests set small values to drive every strategy on the demo catalogue, and `arms: false` to page without armsPage. */
  tuning: { countCap: number; walkRows: number; arms?: boolean } = { countCap: COUNT_CAP, walkRows: WALK_ROWS },
): Promise<SearchPage> {
  const { countCap, walkRows } = tuning;
  if (f.text && !f.match) f = { ...f, match: matchText(f.text, await vocabularyOf(db)) };
  const key = JSON.stringify(f);
  const filters = splitWhere(f);
  if (tuning.arms === false) filters.arms = undefined;
  const tiers = sort === "relevance" && f.text ? relevanceTiers({ ...f, text: f.text }) : undefined;
  const afterTier = after ? String(after[0]) : "1";
  const { near } = f;
  if (sort === "distance" && !near) throw new Error("The distance order needs a place to measure from (near)");
  /** A page in the chosen order (not relevance's tiers). */
  const ordered = (strategy: Strategy) =>
    sort === "distance"
      ? distancePage(db, filters, near!, after, limit + 1, strategy, walkRows)
      : keysetPage(db, filters, sort === "relevance" ? PLANS.rating : PLANS[sort], after, limit + 1, strategy, walkRows);
  // A text search's first page query is bounded whatever the count (see Strategy): it runs while the count does. When
  // the cache already holds a count within the cap, the few matches are collected at once instead: a bounded walk through
  // them would read its 5,000 rows in vain (for 'jeep' in Vehicles in Oyo, most of the search's time).
  const settled = count.settled?.(`all ${key}`);
  const bounded = f.text && !(settled !== undefined && settled <= countCap);
  const [all, early] = await Promise.all([
    count(`all ${key}`, whole(filters)),
    !bounded ? undefined : !tiers ? ordered("bounded") : afterTier === "1" ? keysetPage(db, tiers.titled, PLANS.rating, after?.slice(1), limit + 1, "bounded", walkRows) : undefined,
  ]);
  const total = { count: Math.min(all, countCap), capped: all > countCap };
  if (all === 0) return { items: [], nextKey: undefined, total };

  let rows: Row[];
  if (tiers) {
    const titled = afterTier === "1" ? (early ?? (await keysetPage(db, tiers.titled, PLANS.rating, after?.slice(1), limit + 1, total.capped ? "bounded" : "collect", walkRows))) : [];
    const tagged: Row[] = titled.map((r) => ({ ...r, sort_key: ["1", ...r.sort_key] }));
    if (tagged.length <= limit) {
      const after2 = afterTier === "2" ? after?.slice(1) : undefined;
      const page = await keysetPage(db, tiers.described, PLANS.rating, after2, limit + 1 - tagged.length, total.capped ? "bounded" : "collect", walkRows);
      tagged.push(...page.map((r) => ({ ...r, sort_key: ["2", ...r.sort_key] })));
    }
    rows = tagged;
  } else rows = early ?? (await ordered(total.capped ? "walk" : "collect"));
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ sort_key: _k, ...card }) => card),
    nextKey: more && last ? [...last.sort_key, last.id] : undefined,
    total: exactWhereSeen(total, after, rows.length, limit),
  };
}

/**
 * A (possibly reused) count checked against the first page's live rows: a first page that holds every result is its own
 * exact count, and one with more to come has at least a page and one more. A person never reads 'Showing 17 results'
 * above 18 cards while a count from a few seconds ago is reused.
 */
function exactWhereSeen(total: SearchPage["total"], after: CursorKey | undefined, rows: number, limit: number): SearchPage["total"] {
  if (after) return total;
  if (rows <= limit) return { count: rows, capped: false };
  return total.capped || total.count > limit ? total : { count: rows, capped: false };
}

/** Listings a search's dates leave out only for being too few days: how many need each minimum (search.service's longerRentals). */
export interface LongerRental {
  minDays: number;
  count: number;
}

/**
 * Of the listings that match every filter but the dates, those free from the start date for their minimum number of
 * days, which is more than the dates' days: counted by that minimum, fewest days first (up to COUNT_CAP + 1 listings).
 */
export async function countLongerRentals(db: Db, f: SearchFilters & { dates: SearchDates }): Promise<LongerRental[]> {
  if (f.text && !f.match) f = { ...f, match: matchText(f.text, await vocabularyOf(db)) };
  const where = whereClause({ ...f, dates: undefined });
  return rowsOf<LongerRental>(
    await run(
      db,
      sql`select min_days::int as "minDays", count(*)::int as count
        from (select l.min_days from listings l where ${where} and ${freeForItsMinimum(f.dates)} limit ${COUNT_CAP + 1}) x
        group by min_days order by min_days`,
    ),
  );
}

/** Adds the words of published listings to the "did you mean" dictionary (search_words). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`
    insert into search_words (word)
    select word from ts_stat($$select to_tsvector('simple', title || ' ' || description) from listings where status = 'published'$$)
    where word ~ '^[a-z]{3,}$'
    on conflict do nothing`);
}
