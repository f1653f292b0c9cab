import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { freshDatabase } from "../../testing/db";
import type { Db } from "../../db/client";
import { searchQuerySchema } from "./search.schema";
import { countWhere, searchListings, type Counter, type CursorKey, type SearchFilters } from "./search.repo";
import type { Sort } from "./search.schema";
import { createSearchService, decodeCursor, resolveLocation, searchOrFirstPage, toFilters, type SearchService } from "./search.service";

let db: Db;
let search: SearchService;
const q = (input: Record<string, unknown>) => searchQuerySchema.parse(input);

beforeAll(async () => {
  db = (await freshDatabase()).db;
  search = createSearchService(db);
});

describe("searchListings", () => {
  it("finds generators by a word, case-insensitively, in title or description", async () => {
    const r = await search.search(q({ search: "GENERATOR" }));
    expect(r.total.count).toBeGreaterThan(5);
    for (const item of r.items) expect(`${item.title} ${item.description}`.toLowerCase()).toMatch(/generat/);
  });

  it("tolerates typos: 'generater' (one typo from a category's word) and 'genrator' (spelling fixed) find generators", async () => {
    const near = await search.search(q({ search: "generater" }));
    expect(near.items.some((i) => /generator/i.test(i.title))).toBe(true);
    expect(near.correctedSearch).toBe("generator");
    const typo = await search.search(q({ search: "Perkins genrator" }));
    expect(typo.correctedSearch).toBe("Perkins generator");
    expect(typo.items[0]!.title).toMatch(/Perkins .*Generator/);
    // Further pages of a corrected search go on from where the first page stopped.
    const all = await search.search(q({ search: "genrator", limit: 2 }));
    const next = await search.search(q({ search: "genrator", limit: 2, cursor: all.nextCursor! }));
    expect(next.correctedSearch).toBe("generator");
    expect(next.items.map((i) => i.id)).not.toContain(all.items[0]!.id);
  });

  it("ranks title matches above description-only matches, best rated first within each", async () => {
    const r = await search.search(q({ search: "generator", limit: 50 }));
    const tiers = r.items.map((i) => (/generator/i.test(i.title) ? 1 : 2));
    expect(tiers[0]).toBe(1);
    expect(tiers).toEqual([...tiers].sort());
    const titled = r.items.filter((i) => /generator/i.test(i.title)).map((i) => i.rating);
    expect(titled).toEqual([...titled].sort((a, b) => b - a));
  });

  it("keeps words the text excludes out of every tier ('generator -diesel')", async () => {
    const r = await search.search(q({ search: "generator -diesel", limit: 50 }));
    expect(r.items.length).toBeGreaterThan(0);
    expect(r.items.length).toBe(r.total.count);
    for (const i of r.items) expect(`${i.title} ${i.description}`.toLowerCase()).not.toContain("diesel");
  });

  it("returns nothing, with a zero count, for gibberish", async () => {
    const r = await search.search(q({ search: "zzqqxxyy" }));
    expect(r).toEqual({ items: [], nextCursor: null, total: { count: 0, capped: false }, correctedSearch: null });
  });

  it("filters by category, location, price and instant booking together", async () => {
    const r = await search.search(q({ category: "vehicles", location: "Lagos", minPrice: 10000, maxPrice: 200000, instant: "true", limit: 50 }));
    expect(r.items.length).toBeGreaterThan(0);
    for (const i of r.items) {
      expect(i.category.slug).toBe("vehicles");
      expect(i.state).toBe("Lagos");
      expect(i.pricePerDayKobo).toBeGreaterThanOrEqual(1_000_000);
      expect(i.pricePerDayKobo).toBeLessThanOrEqual(20_000_000);
      expect(i.bookingMode).toBe("instant");
    }
  });

  it.each(["price-asc", "price-desc", "rating", "newest", "relevance"] as const)(
    "pages through every published listing exactly once with sort %s",
    async (sort) => {
      const seen: number[] = [];
      let cursor: string | undefined;
      let prices: number[] = [];
      do {
        const r = await search.search(q({ sort, cursor, limit: 50, ...(sort === "relevance" ? { search: "hire" } : {}) }));
        seen.push(...r.items.map((i) => i.id));
        prices = prices.concat(r.items.map((i) => i.pricePerDayKobo));
        cursor = r.nextCursor ?? undefined;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      if (sort !== "relevance") {
        const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings where status = 'published'`));
        expect(seen.length).toBe(row!.n);
      }
      if (sort === "price-asc") expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === "price-desc") expect(prices).toEqual([...prices].sort((a, b) => b - a));
    },
  );

  it.each(["paused", "draft", "suspended", "deleted"])("hides %s listings", async (status) => {
    const first = (await search.search(q({ sort: "price-asc", limit: 1 }))).items[0]!;
    await db.execute(sql`update listings set status = ${status}::listing_status where id = ${first.id}`);
    const after = await search.search(q({ sort: "price-asc", limit: 1 }));
    expect(after.items[0]!.id).not.toBe(first.id);
    await db.execute(sql`update listings set status = 'published' where id = ${first.id}`);
  });

  it("finds a listing published a moment ago, though counts are reused for a few seconds", async () => {
    const [listing] = rowsOf<{ id: number; title: string }>(await db.execute(sql`select id::int, title from listings where status = 'published' and title ilike '%generator%' limit 1`));
    await db.execute(sql`update listings set status = 'paused' where id = ${listing!.id}`);
    await db.execute(sql`update listings set title = 'Quietmaster zebrawood generator' where id = ${listing!.id}`);
    expect((await search.search(q({ search: "zebrawood" }))).total.count).toBe(0);
    await db.execute(sql`update listings set status = 'published' where id = ${listing!.id}`);
    const found = await search.search(q({ search: "zebrawood" }));
    expect(found.items.map((i) => i.id)).toEqual([listing!.id]);
    expect(found.total.count).toBe(1);
    await db.execute(sql`update listings set title = ${listing!.title} where id = ${listing!.id}`);
  });

  it("counts a first page that holds every result by its cards, even while a count from a moment ago is reused", async () => {
    const before = await search.search(q({ search: "generator" }));
    expect(before.nextCursor).toBeNull();
    const gone = before.items[0]!;
    await db.execute(sql`update listings set status = 'paused' where id = ${gone.id}`);
    try {
      const after = await search.search(q({ search: "generator" }));
      expect(after.items.map((i) => i.id)).not.toContain(gone.id);
      expect(after.total).toEqual({ count: before.total.count - 1, capped: false });
      expect(after.total.count).toBe(after.items.length);
      // A page with more to come is never counted below what it has shown and the one beyond.
      const first = await search.search(q({ search: "generator", limit: 2 }));
      expect(first.items).toHaveLength(2);
      expect(first.total.count).toBeGreaterThanOrEqual(3);
    } finally {
      await db.execute(sql`update listings set status = 'published' where id = ${gone.id}`);
    }
    const back = await search.search(q({ search: "generator" }));
    expect(back.total.count).toBe(back.items.length);
    expect(back.total.count).toBe(before.total.count);
  });
});

describe("page strategies", () => {
  // Every search is answered by one of three strategies (collect, walk, bounded walk), chosen by the count.
  // On the demo catalogue all counts are small; tiny thresholds drive the other two, which must page
  // through exactly the same listings in exactly the same order.
  async function allIds(f: SearchFilters, sort: Sort, tuning?: { countCap: number; walkRows: number }) {
    const ids: number[] = [];
    let after: CursorKey | undefined;
    do {
      const page = await searchListings(db, f, sort, after, 7, undefined, tuning);
      ids.push(...page.items.map((i) => i.id));
      after = page.nextKey;
    } while (after);
    return ids;
  }
  const cases: [string, Record<string, unknown>, Sort][] = [
    ["relevance for a word", { search: "generator" }, "relevance"],
    ["relevance for a word in titles and descriptions", { search: "operator" }, "relevance"],
    ["a word by price", { search: "lagos" }, "price-asc"],
    ["a word by price, highest first", { search: "generator" }, "price-desc"],
    ["a word by newest", { search: "lagos" }, "newest"],
    ["a category by rating", { category: "vehicles" }, "rating"],
    ["everything by price", {}, "price-asc"],
  ];
  it.each(cases)("%s: the same pages whichever strategy answers", async (_name, input, sort) => {
    const f = toFilters(q(input));
    const collected = await allIds(f, sort);
    expect(collected.length).toBeGreaterThan(7);
    for (const walkRows of [3, 10, 40]) expect(await allIds(f, sort, { countCap: 5, walkRows })).toEqual(collected);
  });

  it("collects a text search's few matches at once when the count is already known, with the same pages", async () => {
    const sent: string[] = [];
    const dialect = new PgDialect();
    const watched = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === "execute" ? (query: SQL) => (sent.push(dialect.sqlToQuery(query).sql), target.execute(query)) : Reflect.get(target, prop, receiver),
    });
    // As the service's cache: each count kept by its key, and said through `settled` once the cache is on.
    const known = new Map<string, number>();
    let cached = false;
    const counter: Counter = Object.assign(
      async (key: string, where: SQL) => {
        const n = await countWhere(db, where);
        known.set(key, n);
        return n;
      },
      { settled: (key: string) => (cached ? known.get(key) : undefined) },
    );
    const walks = () => sent.filter((s) => s.includes("select l.* from listings l")).length;
    for (const [input, sort] of [[{ search: "generator" }, "relevance"], [{ search: "lagos" }, "price-asc"], [{ search: "jeep", state: "Oyo" }, "relevance"]] as const) {
      const f = toFilters(q(input));
      const pages = async () => {
        const ids: number[] = [];
        let after: CursorKey | undefined;
        do {
          const page = await searchListings(watched, f, sort, after, 7, counter);
          ids.push(...page.items.map((i) => i.id));
          after = page.nextKey;
        } while (after);
        return ids;
      };
      cached = false;
      sent.length = 0;
      const bounded = await pages();
      expect(walks()).toBeGreaterThan(0);
      // The counts the first pass made, within the cap (the demo catalogue's are all small).
      cached = true;
      sent.length = 0;
      expect(await pages()).toEqual(bounded);
      expect(walks()).toBe(0);
    }
  });
});

describe("inputs", () => {
  it("resolves a state, a city and free text", () => {
    expect(resolveLocation("lagos")).toEqual({ state: "Lagos" });
    expect(resolveLocation("Abuja")).toEqual({ state: "FCT - Abuja" });
    expect(resolveLocation("Ikeja")).toEqual({ state: "Lagos", city: "Ikeja" });
    expect(resolveLocation("Somewhere")).toEqual({ city: "Somewhere" });
  });

  it("refuses bad query values, naming the field", () => {
    const r = searchQuerySchema.safeParse({ minPrice: "abc", sort: "bogus", limit: "500" });
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["minPrice", "sort", "limit"]));
  });

  it("treats empty price boxes as no limit", () => {
    const r = searchQuerySchema.parse({ minPrice: "", maxPrice: " ", subcategory: "" });
    expect(r.minPrice).toBeUndefined();
    expect(r.maxPrice).toBeUndefined();
    expect(r.subcategory).toBeUndefined();
  });

  it("refuses a maximum price below the minimum", () => {
    const r = searchQuerySchema.safeParse({ minPrice: "5000", maxPrice: "100" });
    expect(r.error?.issues[0]?.path).toEqual(["maxPrice"]);
  });

  it("refuses mangled, forged and other-sort cursors", async () => {
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    expect(decodeCursor("not-json", "price-asc")).toBeUndefined();
    expect(decodeCursor(enc(["price-asc", "abc", 1]), "price-asc")).toBeUndefined();
    expect(decodeCursor(enc(["price-asc", "100", "x"]), "price-asc")).toBeUndefined();
    expect(decodeCursor(enc(["price-asc", "100", 5]), "price-asc")).toEqual(["100", 5]);
    // Values that pass a pattern but not the SQL type they are cast to.
    expect(decodeCursor(enc(["rating", "4.50", "9999999999", 5]), "rating")).toBeUndefined();
    expect(decodeCursor(enc(["newest", "2026-99-99 99:99:99+00", 5]), "newest")).toBeUndefined();
    expect(decodeCursor(enc(["newest", "2026-02-30 10:00:00+00", 5]), "newest")).toBeUndefined();
    expect(decodeCursor(enc(["relevance", "3", "4.50", "2", 5]), "relevance", { hasText: true })).toBeUndefined();
    await expect(search.search(q({ sort: "rating", cursor: enc(["rating", "4.50", "9999999999", 5]) }))).rejects.toThrow(/cursor/);
    const page = await search.search(q({ sort: "price-asc", limit: 5 }));
    expect(decodeCursor(page.nextCursor!, "newest")).toBeUndefined();
    // Real cursors of every sort are accepted.
    for (const sort of ["newest", "rating", "price-desc"] as const) {
      const p = await search.search(q({ sort, limit: 3 }));
      expect(decodeCursor(p.nextCursor!, sort)).toBeDefined();
    }
    const rel = await search.search(q({ search: "generator", limit: 3 }));
    expect(decodeCursor(rel.nextCursor!, "relevance", { hasText: true })).toBeDefined();
    await expect(search.search(q({ sort: "newest", cursor: page.nextCursor! }))).rejects.toThrow(/cursor/);
    const first = await searchOrFirstPage(search, q({ sort: "newest", cursor: page.nextCursor! }));
    expect(first.items.length).toBeGreaterThan(0);
  });

  it("refuses a price that does not fit, instead of failing in the database", async () => {
    expect(searchQuerySchema.safeParse({ maxPrice: "100000000" }).success).toBe(false);
    const r = await search.search(q({ maxPrice: "20000000" }));
    expect(r.total.count).toBeGreaterThan(0);
  });
});
