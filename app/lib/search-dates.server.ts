// The pages' side of a search with dates (browse, category pages): which query parameters carry the dates, and dates
// that cannot be booked today (in the past, beyond the booking window, a pick-up too soon) said beside their field, as
// a refused filter is, instead of an error page.
import { searchQuerySchema, type SearchQuery } from "../../server/features/search/search.schema";
import type { SearchResult } from "../../server/features/search/search.service";
import { searchDateErrors } from "../../server/features/search/search-dates";
import { searchDatesOf } from "../../server/features/search/search-dates.schema";

/** The date parameters, older names (the home page's `date` and `time`) included. */
export const DATE_PARAMS = ["startDate", "endDate", "pickupTime", "date", "time"] as const;

/** The date parameters present (and not blank) in a query, for a page's own links ('Load More') to carry on. */
export function dateParamsOf(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of DATE_PARAMS) {
    const v = params.get(name);
    if (v?.trim()) out[name] = v;
  }
  return out;
}

export const NO_RESULTS: SearchResult = { items: [], nextCursor: null, total: { count: 0, capped: false }, correctedSearch: null };

/** The messages by field for the query's dates when they cannot be booked as of `now`, as the search would refuse them. */
export function refusedDates(q: SearchQuery, now = new Date()): Record<string, string> | undefined {
  const dates = searchDatesOf(q);
  const errors = dates ? searchDateErrors(dates, now) : {};
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * A category page's query: `first` (its category, sort and page size) with the dates of the address and its cursor.
 * Dates the schema or today's rules refuse are left out and come back as `dateErrors`; a cursor the schema refuses
 * (mangled in a shared link) is dropped, for the first page. `dates`: the date parameters applied, for 'Load More'.
 */
export function datedQuery(first: Record<string, unknown>, params: URLSearchParams, now = new Date()) {
  const asked = dateParamsOf(params);
  const dated = searchQuerySchema.safeParse({ ...first, ...asked });
  const dateErrors: Record<string, string> = dated.success
    ? (refusedDates(dated.data, now) ?? {})
    : Object.fromEntries(dated.error.issues.map((i) => [String(i.path[0]), i.message]));
  const ok = Object.keys(dateErrors).length === 0;
  const base = ok ? { ...first, ...asked } : first;
  const withCursor = searchQuerySchema.safeParse({ ...base, cursor: params.get("cursor") ?? undefined });
  const query = withCursor.success ? withCursor.data : searchQuerySchema.parse(base);
  return { query, dates: ok ? asked : {}, dateErrors, asked };
}
