// Listing search as pages and the API use it: resolves place names, prices and cursors, then queries.
import { findState, NIGERIAN_STATES } from "../../../app/lib/nigeria";
import type { Db } from "../../db/client";
import type { ListingCard } from "../catalogue/catalogue.schema";
import { countListings, searchListings, type CursorKey, type SearchFilters } from "./search.repo";
import type { SearchQuery } from "./search.schema";

export interface SearchResult {
  items: ListingCard[];
  nextCursor: string | null;
  total: { count: number; capped: boolean };
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

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): CursorKey | undefined {
  if (!cursor) return undefined;
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(v) && v.length >= 2 && v.every((x) => typeof x === "string" || typeof x === "number"))
      return v;
  } catch {
    // fall through: a mangled cursor starts from the beginning
  }
  return undefined;
}

export function toFilters(q: SearchQuery): SearchFilters {
  const place = resolveLocation(q.location);
  return {
    text: q.search,
    categorySlug: q.category && q.category !== "all" ? q.category : undefined,
    subcategorySlug: q.category && q.category !== "all" ? q.subcategory : undefined,
    state: place.state,
    city: place.city,
    minPriceKobo: q.minPrice !== undefined ? q.minPrice * 100 : undefined,
    maxPriceKobo: q.maxPrice !== undefined ? q.maxPrice * 100 : undefined,
    instantOnly: q.instant,
  };
}

export function createSearchService(db: Db) {
  return {
    async search(q: SearchQuery): Promise<SearchResult> {
      const filters = toFilters(q);
      const [page, total] = await Promise.all([
        searchListings(db, filters, q.sort, decodeCursor(q.cursor), q.limit),
        countListings(db, filters),
      ]);
      return {
        items: page.items,
        nextCursor: page.nextKey ? encodeCursor(page.nextKey) : null,
        total,
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
