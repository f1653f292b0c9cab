// Listing search as pages and the API use it: resolves place names, prices and cursors, then queries.
import { m } from "../../../core/paraglide/messages";
import { nairaToKobo } from "../../../core/money";
import type { LatLng } from "../../../core/places";
import { findState, NIGERIAN_STATES } from "../../../core/nigeria";
import type { Db } from "../../db/client";
import type { SearchDayCounter } from "./search-days";
import type { PopularSearches } from "./popular-searches";
import type { ListingCard } from "../catalogue/catalogue.schema";
import { countLongerRentals, countWhere, searchListings, type Counter, type CursorKey, type LongerRental, type SearchFilters } from "./search.repo";
import { correctSpelling, vocabularyOf } from "./search-words.repo";
import type { SearchQuery, Sort } from "./search.schema";
import { withPlaceFacts } from "./distance";
import { searchedPlace } from "./delivers";
import { checkSearchDates, searchDateErrors, withTotals } from "./search-dates";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { BOOKING_WINDOW_DAYS } from "../../../core/listing-limits";
import { searchDatesOf } from "./search-dates.schema";

export interface SearchResult {
  items: ListingCard[];
  nextCursor: string | null;
  total: { count: number; capped: boolean };
  /** When the text matched nothing and a spelling fix did: the text that was searched instead. */
  correctedSearch: string | null;
}

/** "Lagos" → the state; "Ikeja" → the city (and its state); anything else → a city name as typed. */
export function resolveLocation(location: string | undefined): { state?: string; city?: string } {
  if (!location) return {};
  const state = findState(location);
  if (state) return { state: state.name };
  const lower = location.toLowerCase();
  for (const s of NIGERIAN_STATES) {
    const city = s.cities.find((c) => c.toLowerCase() === lower);
    if (city) return { state: s.name, city };
  }
  return { city: location };
}

/**
 * What a cursor is made for: its sort, and for distance the place measured from (to about a metre), so that a cursor
 * made for another sort or another place (a changed 'Near', or forged) is refused rather than read as a distance from
 * here.
 */
function cursorTag(sort: Sort, near: LatLng | undefined): string {
  return sort === "distance" && near ? `distance@${near.lat.toFixed(5)},${near.lng.toFixed(5)}` : sort;
}

function encodeCursor(tag: string, key: CursorKey): string {
  return Buffer.from(JSON.stringify([tag, ...key])).toString("base64url");
}

// Each key value must fit the SQL type it is cast to, so that a forged cursor is refused, never a 500.
const INT = (v: string) => /^\d{1,10}$/.test(v) && Number(v) <= 2_147_483_647;
const RATING = (v: string) => /^\d(\.\d{1,2})?$/.test(v);
const TIMESTAMP = (v: string) => {
  // As PostgreSQL prints a timestamptz: 2026-05-01 10:00:00.123456+00
  const t = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:?\d{2})?$/.exec(v);
  if (!t) return false;
  const [y, mo, d, h, mi, se] = t.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDate() === d && mo >= 1 && mo <= 12 && h <= 23 && mi <= 59 && se <= 59;
};
const KEY_FORMATS: Record<Sort, ((v: string) => boolean)[]> = {
  "price-asc": [INT],
  "price-desc": [INT],
  newest: [TIMESTAMP],
  rating: [RATING, INT],
  // Tier (1: title matches, 2: description only), then as "rating".
  relevance: [(v) => v === "1" || v === "2", RATING, INT],
  // Degrees between points, as PostgreSQL prints a float8 ("0.4366", "3.2e-05"): up to 17 significant digits, after as
  // many as 3 zeros below 0.001 ("0.047066442397954954" has 18 digits after the point).
  distance: [(v) => /^\d{1,3}(\.\d{1,20})?(e-\d{1,3})?$/.test(v)],
};

/** Returns the key after which the page starts, or undefined when the cursor does not fit the sort (and place). */
export function decodeCursor(cursor: string | undefined, sort: Sort, { hasText = false, near }: { hasText?: boolean; near?: LatLng | undefined } = {}): CursorKey | undefined {
  if (!cursor) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(v) || v[0] !== cursorTag(sort, near)) return undefined;
    const key = v.slice(1);
    const formats = sort === "relevance" && !hasText ? KEY_FORMATS.rating : KEY_FORMATS[sort];
    const id = key[key.length - 1];
    if (key.length !== formats.length + 1 || typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return undefined;
    const ok = formats.every((fits, i) => fits(String(key[i])));
    return ok ? (key as CursorKey) : undefined;
  } catch {
    return undefined;
  }
}

export class InvalidCursorError extends Error {}

/** `viewerId`: who searches, when signed in (it matters to `instant` only, issue 37). */
export function toFilters(q: SearchQuery, viewerId?: string): SearchFilters {
  const place = resolveLocation(q.location);
  const state = q.state ?? place.state;
  const city = q.city ?? place.city;
  // Delivering to the place (issue 36): a listing from the next state that reaches it counts, so the place is no filter.
  const deliversTo = q.delivers ? searchedPlace({ near: q.near, state, city }) : undefined;
  return {
    text: q.search,
    categorySlug: q.category && q.category !== "all" ? q.category : undefined,
    subcategorySlug: q.category && q.category !== "all" ? q.subcategory : undefined,
    state: deliversTo ? undefined : state,
    city: deliversTo ? undefined : city,
    deliversTo,
    deliversAnywhere: q.delivers && !deliversTo ? true : undefined,
    near: q.near,
    minPriceKobo: q.minPrice !== undefined ? nairaToKobo(q.minPrice) : undefined,
    maxPriceKobo: q.maxPrice !== undefined ? nairaToKobo(q.maxPrice) : undefined,
    instantOnly: q.instant,
    // Only where it changes the answer: counts of other searches stay shared between people (their cache key is the filters).
    viewerId: q.instant ? viewerId : undefined,
    dates: searchDatesOf(q),
  };
}

/**
 * Counts of the same filters, reused for COUNT_TTL_MS per process: 'Load More' pages and a popular search
 * do not count again. Only the figure shown (and the plan choice) can lag; the results themselves are
 * always queried live, and a zero is never kept, so a newly published listing is found at once.
 */
const COUNT_TTL_MS = 10_000;
const COUNT_ENTRIES = 2_000;

function cachedCounter(db: Db, now = Date.now): Counter & { clear: () => void } {
  const counts = new Map<string, { at: number; n: Promise<number>; value?: number }>();
  const fresh = (key: string) => {
    const hit = counts.get(key);
    return hit && now() - hit.at < COUNT_TTL_MS ? hit : undefined;
  };
  const count = (key: string, where: Parameters<Counter>[1]) => {
    const hit = fresh(key);
    if (hit) return hit.n;
    const entry: { at: number; n: Promise<number>; value?: number } = { at: now(), n: countWhere(db, where) };
    counts.delete(key);
    counts.set(key, entry);
    if (counts.size > COUNT_ENTRIES) counts.delete(counts.keys().next().value!);
    entry.n.then(
      (v) => (v === 0 ? counts.delete(key) : (entry.value = v)),
      () => counts.delete(key),
    );
    return entry.n;
  };
  return Object.assign(count, { settled: (key: string) => fresh(key)?.value, clear: () => counts.clear() });
}

export function createSearchService(db: Db, { cacheCounts = true, searchDays, now = () => new Date(), popular }: { cacheCounts?: boolean; searchDays?: SearchDayCounter; now?: () => Date; popular?: PopularSearches } = {}) {
  const count = cacheCounts ? cachedCounter(db) : undefined;
  return {
    /** A listing was published, paused or deleted here: counts start afresh in this process (others catch up in 10 s). */
    forgetCounts(): void {
      count?.clear();
    },
    /**
     * `publishedAfter`/`publishedThrough`: only listings first published in that window (a saved search's alert,
     * features/saved). `asker`: who searches (an account id, else an address), for popular searches, which count each
     * person once a day. `viewerId`: the signed-in searcher, for `instant` (listings they may book instantly, issue 37).
     */
    async search(q: SearchQuery, { asker, viewerId, ...published }: Pick<SearchFilters, "publishedAfter" | "publishedThrough" | "viewerId"> & { asker?: string } = {}): Promise<SearchResult> {
      // A place to be near orders the results nearest first, unless another order was asked for.
      if (q.near && q.sort === "relevance") q = { ...q, sort: "distance" };
      const filters = { ...toFilters(q, viewerId), ...published };
      const after = decodeCursor(q.cursor, q.sort, { hasText: Boolean(filters.text), near: filters.near });
      if (q.cursor && !after) throw new InvalidCursorError(m.err_search_cursor());
      // Dates that could not be booked today (past, beyond the booking window, a pick-up too soon): InvalidError.
      if (filters.dates) checkSearchDates(filters.dates, now());
      // A search is its first page (Load More is the same search); the dashboard's conversion divides bookings by these.
      if (!q.cursor) searchDays?.count();
      const run = async (f: SearchFilters): Promise<SearchResult> => {
        const page = await searchListings(db, f, q.sort, after, q.limit, count);
        const items = f.dates ? await withTotals(db, page.items, f.dates) : page.items;
        // Distances from 'near', and 'Delivers to you' when the search names a place: one statement for both.
        return { items: await withPlaceFacts(db, items, { near: f.near, to: f.deliversTo ?? searchedPlace(f) }), nextCursor: page.nextKey ? encodeCursor(cursorTag(q.sort, f.near), page.nextKey) : null, total: page.total, correctedSearch: null };
      };
      // A person's first page that found something: its text counts towards the header's popular suggestions.
      const found = (r: SearchResult) => {
        if (filters.text && !q.cursor && r.total.count > 0) popular?.record(r.correctedSearch ?? filters.text, asker);
        return r;
      };
      const vocab = filters.text ? await vocabularyOf(db) : undefined;
      // A word that no listing and no category has, one typo from a category's word ("projecter", which English
      // stemming would read as "project"): the fixed word is searched first, and the page says so.
      const fixed = filters.text && vocab ? await correctSpelling(db, filters.text, vocab, { vocabularyOnly: true }) : undefined;
      const early = fixed ? await run({ ...filters, text: fixed }) : undefined;
      if (early && early.total.count > 0) return found({ ...early, correctedSearch: fixed! });
      const result = await run(filters);
      // Nothing at all for the words as typed: try the closest real words ("genrator" → "generator", "jepp" → "jeep").
      if (filters.text && result.total.count === 0) {
        const corrected = await correctSpelling(db, filters.text, vocab!);
        // The same fix as the vocabulary's was searched first and found nothing: no need to search it again.
        if (corrected && corrected !== fixed) {
          const retry = await run({ ...filters, text: corrected });
          if (retry.total.count > 0) return found({ ...retry, correctedSearch: corrected });
        }
      }
      return found(result);
    },
    /**
     * What the dates of `q` leave out only because they are fewer days than a listing's minimum, so that a page can say
     * so ('2 more items need at least 3 days') with a link to longer dates: by minimum, fewest first, each free from the
     * start date for its minimum and ending within the booking window. Empty without dates or with refused ones.
     */
    async longerRentals(q: SearchQuery, viewerId?: string): Promise<LongerRental[]> {
      const filters = toFilters(q, viewerId);
      const dates = filters.dates;
      if (!dates || dates.days < 1 || Object.keys(searchDateErrors(dates, now())).length > 0) return [];
      const last = addDaysIso(todayInLagos(now()), BOOKING_WINDOW_DAYS);
      const rows = await countLongerRentals(db, { ...filters, dates });
      return rows.filter((r) => addDaysIso(dates.startDate, r.minDays - 1) <= last);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;

/** Pages: a stale or mangled cursor in a shared link shows the first page rather than an error. */
export async function searchOrFirstPage(service: SearchService, q: SearchQuery, asker?: string, viewerId?: string): Promise<SearchResult> {
  try {
    return await service.search(q, { asker, viewerId });
  } catch (e) {
    if (e instanceof InvalidCursorError) return service.search({ ...q, cursor: undefined }, { asker, viewerId });
    throw e;
  }
}
