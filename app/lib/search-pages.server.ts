// The pages' side of a search (browse, category pages): the pages the address asks for, with the signed-in person's
// hearts, and dates that cannot be booked today said beside their field, as a refused filter is, instead of an error page.
import { InvalidError } from "../../server/errors";
import type { SearchQuery } from "../../server/features/search/search.schema";
import { searchOrFirstPage, type SearchResult } from "../../server/features/search/search.service";
import { withSaved } from "~/lib/favourites.server";
import { pagesOf } from "~/lib/result-pages";
import { loadPages } from "~/lib/result-pages.server";
import { type PageContext } from "../../server/http/page-context";
import { asCards } from "~/lib/card-text";

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
/** The stretch of a page that shows no results. */
export const FIRST_PAGE = { start: null, pages: 1 };

/**
 * The results `query` finds, as many pages from its cursor as `params` (the address) asks for (result-pages.ts), each
 * card with its heart. When the search refuses the dates as of now (in the past, beyond the booking window, a pick-up
 * too soon: the service is the one place that checks them against today), no results and `dateErrors`, the messages by
 * field.
 */
export async function searchPages(context: PageContext, query: SearchQuery, params: URLSearchParams) {
  const pages = pagesOf(params);
  const asker = context.session?.user.id ?? context.meta.ip;
  try {
    const result = await loadPages(pages, (cursor) => searchOrFirstPage(context.services.search, cursor ? { ...query, cursor } : query, asker, context.session?.user.id));
    // The signed-in person's hearts: one query for the page (none for a visitor, whose page stays cacheable).
    return { result: { ...result, items: await withSaved(context, asCards(result.items)) }, stretch: { start: query.cursor ?? null, pages }, dateErrors: undefined };
  } catch (e) {
    if (e instanceof InvalidError && Object.keys(e.fields).length > 0) return { result: NO_RESULTS, stretch: FIRST_PAGE, dateErrors: e.fields };
    throw e;
  }
}
