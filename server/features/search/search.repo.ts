// The listing search: full-text matching, filters, capped counts, keyset (cursor) pages per sort, and spelling fixes.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { CARD_COLUMNS } from "../catalogue/catalogue.repo";
import type { ListingCard } from "../catalogue/catalogue.schema";
import type { Sort } from "./search.schema";
import { distancePage, PLACED } from "./distance";
import type { LatLng } from "../../../core/places";
import { availableFor } from "./availability.repo";
import type { SearchDates } from "./search-dates.schema";
import { matchText, type TextMatch } from "./search-words";
import { textCondition, vocabularyOf } from "./search-words.repo";

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
  if (f.instantOnly) parts.push(sql`l.booking_mode = 'instant'`);
  if (f.near) parts.push(PLACED);
  if (f.publishedAfter) parts.push(sql`l.published_at > ${f.publishedAfter.toISOString()}`);
  if (f.publishedThrough) parts.push(sql`l.published_at <= ${f.publishedThrough.toISOString()}`);
  if (f.dates) parts.push(availableFor(f.dates));
  return sql.join(parts, sql` and `);
}

interface SortPlan {
  /** Expressions of the sort key, in order; the id is always the last tie-breaker. */
  keys: SQL[];
  /** SQL type of each key, to cast the cursor's text values back. */
  types: ("int" | "numeric" | "timestamptz")[];
  desc: boolean;
  /** As the order's index is declared: a descending index is "nulls last" only if declared so. */
  nullsLast?: boolean;
}

const PLANS: Record<Exclude<Sort, "relevance" | "distance">, SortPlan> = {
  "price-asc": { keys: [sql`l.price_per_day_kobo`], types: ["int"], desc: false },
  "price-desc": { keys: [sql`l.price_per_day_kobo`], types: ["int"], desc: true },
  newest: { keys: [sql`l.published_at`], types: ["timestamptz"], desc: true, nullsLast: true },
  rating: { keys: [sql`l.rating_avg`, sql`l.review_count`], types: ["numeric", "int"], desc: true, nullsLast: true },
};

type Row = ListingCard & { sort_key: string[] };

/** How many listings match, counting no further than COUNT_CAP + 1. */
export async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from listings l where ${where} limit ${COUNT_CAP + 1}) x`),
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
 * The planner alone cannot tell these cases apart, so the (cached) count decides.
 */
type Strategy = "collect" | "walk" | "bounded";

/** One keyset page in the plan's order, after `after` (the plan's key values and the id). */
async function keysetPage(
  db: Db,
  where: SQL,
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
  if (after && after.length === keyExprs.length) {
    const lhs = sql.join(keyExprs, sql`, `);
    const rhs = sql.join(
      after.map((v, i) =>
        i === after.length - 1 ? sql`${Number(v)}::bigint` : sql`${String(v)}::${sql.raw(plan.types[i] ?? "text")}`,
      ),
      sql`, `,
    );
    keyset = sql`(${lhs}) ${plan.desc ? sql`<` : sql`>`} (${rhs})`;
  }
  const columns = sql`${CARD_COLUMNS}, json_build_array(${sql.join(
    plan.keys.map((k) => sql`(${k})::text`),
    sql`, `,
  )}) as sort_key`;
  const run = async (from: SQL, filter: SQL) =>
    rowsOf<Row>(
      await db.execute(sql`select ${columns} from ${from} join categories c on c.id = l.category_id where ${filter} order by ${order} limit ${limit}`),
    );

  if (strategy === "walk") return run(sql`listings l`, sql`${where} and ${keyset}`);
  if (strategy === "bounded") {
    // The next walkRows published rows in sort order (the partial index serves exactly this), then the filters.
    const walked = await run(
      sql`(select l.* from listings l where l.status = 'published' and ${keyset} order by ${order} limit ${walkRows}) l`,
      where,
    );
    if (walked.length >= limit) return walked;
  }
  // Gather the matches' ids and sort keys only ("offset 0" keeps the planner from pushing the order into
  // the scan), sort those narrow rows, then read the full rows of the page alone.
  const narrow = sql`select l.id, ${sql.join(plan.keys, sql`, `)} from listings l where ${where} and ${keyset} offset 0`;
  return run(sql`listings l`, sql`l.id in (select l.id from (${narrow}) l order by ${order} limit ${limit})`);
}

/** websearch_to_tsquery's "-word": a title match may still fail the whole query. */
const EXCLUDES = /(^|\s)-\S/;

/**
 * Relevance for a text search comes in two tiers: listings whose title or category matches, then those whose
 * description alone matches; within a tier, the best rated first. Each tier is a keyset page that an
 * index serves, so relevance stays fast at a million listings (a computed rank would have to score
 * every match before the first page). The cursor carries the tier: ["1"|"2", rating, reviews, id].
 */
function relevanceTiers(f: SearchFilters & { text: string }) {
  return {
    // A title match is a match, unless the text excludes words ("generator -petrol"): testing the title
    // alone lets the planner see how common it is.
    titled: sql`${whereClause(EXCLUDES.test(f.text) ? f : { ...f, text: undefined })} and ${titleMatch(f)}`,
    described: sql`${whereClause(f)} and not (${titleMatch(f)})`,
  };
}

export interface SearchPage {
  items: ListingCard[];
  nextKey: CursorKey | undefined;
  total: { count: number; capped: boolean };
}

/** Counts the rows `where` matches (up to COUNT_CAP + 1); `key` names the same count across calls, for a cache. */
export type Counter = (key: string, where: SQL) => Promise<number>;

/**
 * A page of results and the (capped) count. The counts come first: they are cheap, end a search that
 * matches nothing, and tell each page query how to find its rows (see keysetPage).
 */
export async function searchListings(
  db: Db,
  f: SearchFilters,
  sort: Sort,
  after: CursorKey | undefined,
  limit: number,
  count: Counter = (_key, where) => countWhere(db, where),
  /** Tests set small values to drive every strategy on the demo catalogue. */
  tuning: { countCap: number; walkRows: number } = { countCap: COUNT_CAP, walkRows: WALK_ROWS },
): Promise<SearchPage> {
  const { countCap, walkRows } = tuning;
  if (f.text && !f.match) f = { ...f, match: matchText(f.text, await vocabularyOf(db)) };
  const key = JSON.stringify(f);
  const tiers = sort === "relevance" && f.text ? relevanceTiers({ ...f, text: f.text }) : undefined;
  const afterTier = after ? String(after[0]) : "1";
  const [all, titled] = await Promise.all([
    count(`all ${key}`, whereClause(f)),
    tiers && afterTier === "1" ? count(`titled ${key}`, tiers.titled) : undefined,
  ]);
  const total = { count: Math.min(all, countCap), capped: all > countCap };
  if (all === 0) return { items: [], nextKey: undefined, total };

  let rows: Row[];
  if (tiers) {
    const plan = PLANS.rating;
    const tagged: Row[] = [];
    if (afterTier === "1") {
      const page = await keysetPage(db, tiers.titled, plan, after?.slice(1), limit + 1, !total.capped || (titled ?? 0) <= countCap ? "collect" : "bounded", walkRows);
      tagged.push(...page.map((r) => ({ ...r, sort_key: ["1", ...r.sort_key] })));
    }
    if (tagged.length <= limit) {
      const few = !total.capped || (await count(`described ${key}`, tiers.described)) <= countCap;
      const page = await keysetPage(db, tiers.described, plan, afterTier === "2" ? after?.slice(1) : undefined, limit + 1 - tagged.length, few ? "collect" : "bounded", walkRows);
      tagged.push(...page.map((r) => ({ ...r, sort_key: ["2", ...r.sort_key] })));
    }
    rows = tagged;
  } else if (sort === "distance") {
    if (!f.near) throw new Error("The distance order needs a place to measure from (near)");
    rows = await distancePage(db, whereClause(f), f.near, after, limit + 1, !total.capped ? "collect" : f.text ? "bounded" : "walk", walkRows);
  } else {
    const strategy: Strategy = !total.capped ? "collect" : f.text ? "bounded" : "walk";
    rows = await keysetPage(db, whereClause(f), sort === "relevance" ? PLANS.rating : PLANS[sort], after, limit + 1, strategy, walkRows);
  }
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(({ sort_key: _k, ...card }) => card),
    nextKey: more && last ? [...last.sort_key, last.id] : undefined,
    total,
  };
}

/** Adds the words of published listings to the "did you mean" dictionary (search_words). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`
    insert into search_words (word)
    select word from ts_stat($$select to_tsvector('simple', title || ' ' || description) from listings where status = 'published'$$)
    where word ~ '^[a-z]{3,}$'
    on conflict do nothing`);
}
