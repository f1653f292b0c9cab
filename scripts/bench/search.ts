// Times the search alone (the count and the page queries), in the database, for the cases issue 3 names.
import type { Db } from "../../server/db/client";
import { createSearchService } from "../../server/features/search/search.service";
import { searchQuerySchema } from "../../server/features/search/search.schema";
import { percentile } from "./load";

export interface SearchTiming {
  name: string;
  p50: number;
  p95: number;
  results: number;
  /** The count stopped at its cap: there are more results than `results`. */
  capped?: boolean;
}

/**
 * Each case through the search service's call with counts uncached (what the database does for each call): `warmUp`
 * untimed runs, then `runs` timed. A case this code's search schema refuses is said and skipped.
 */
export async function timeCases(db: Db, cases: [string, Record<string, unknown>][], { runs = 40, warmUp = 0 } = {}): Promise<SearchTiming[]> {
  const search = createSearchService(db, { cacheCounts: false });
  const out: SearchTiming[] = [];
  for (const [name, input] of cases) {
    const parsed = searchQuerySchema.safeParse(input);
    if (!parsed.success) {
      console.log(`${name}: not supported by this code (${parsed.error.issues[0]?.message})`);
      continue;
    }
    const times: number[] = [];
    let total = { count: 0, capped: false };
    for (let i = 0; i < warmUp + runs; i++) {
      const t0 = performance.now();
      total = (await search.search(parsed.data)).total;
      if (i >= warmUp) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), results: total.count, capped: total.capped });
  }
  return out;
}

export async function timeSearches(db: Db, runs = 40): Promise<SearchTiming[]> {
  const out = await timeCases(
    db,
    [
      ["a word ('generator')", { search: "generator" }],
      ["a typo ('genrator', spelling fixed)", { search: "genrator" }],
      ["word + state + price range", { search: "generator", location: "Lagos", minPrice: 5000, maxPrice: 100000 }],
      ["category page by price", { category: "vehicles", sort: "price-asc" }],
      ["category page by price, highest first", { category: "vehicles", sort: "price-desc" }],
      ["a word, sorted by price", { search: "generator", sort: "price-asc" }],
    ],
    { runs },
  );
  const search = createSearchService(db, { cacheCounts: false });
  // The 50th 'Load More' page of all listings sorted by price: follow 49 cursors, then time the 50th page.
  const q = searchQuerySchema.parse({ sort: "price-asc" });
  let cursor: string | undefined;
  for (let i = 0; i < 49; i++) {
    const r = await search.search({ ...q, cursor });
    cursor = r.nextCursor ?? undefined;
    if (!cursor) break;
  }
  if (cursor) {
    const times: number[] = [];
    let results = 0;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      results = (await search.search({ ...q, cursor })).items.length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push({ name: "50th 'Load More' page", p50: percentile(times, 50), p95: percentile(times, 95), results });
  }
  return out;
}
