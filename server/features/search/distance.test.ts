// Nearest first: the distance order over the demo catalogue (each listing at its city's centre), its keyset pages under
// every strategy, 'N km away' on cards, and the `near`, `state` and `city` inputs. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { distanceKm, findPlace, type LatLng } from "../../../core/places";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { freshDatabase } from "../../testing/db";
import { searchListings, type CursorKey } from "./search.repo";
import { searchQuerySchema } from "./search.schema";
import { createSearchService, decodeCursor, type SearchService } from "./search.service";
import { NEAR_MESSAGES } from "../../testing/english";

let db: Db;
let search: SearchService;
/** Where each published listing is (the seed places it at its city). */
const at = new Map<number, LatLng>();
const q = (input: Record<string, unknown>) => searchQuerySchema.parse(input);
const ibadan = findPlace("Ibadan")!;
/** The index's order: degrees on the plane of (longitude, latitude). */
const planar = (a: LatLng, b: LatLng) => Math.hypot(a.lng - b.lng, a.lat - b.lat);

beforeAll(async () => {
  db = (await freshDatabase()).db;
  search = createSearchService(db, { cacheCounts: false });
  const rows = rowsOf<{ id: number; lat: number; lng: number }>(
    await db.execute(sql`select id::int as id, latitude as lat, longitude as lng from listings where status = 'published'`),
  );
  for (const r of rows) at.set(r.id, { lat: r.lat, lng: r.lng });
});

/** Every page of a search, following nextCursor; fails on a repeated listing. */
async function allPages(input: Record<string, unknown>) {
  const ids: number[] = [];
  const kms: number[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const r = await search.search(q({ ...input, ...(cursor ? { cursor } : {}) }));
    ids.push(...r.items.map((i) => i.id));
    kms.push(...r.items.map((i) => i.distanceKm!));
    if (!r.nextCursor) return { ids, kms, total: r.total };
    cursor = r.nextCursor;
  }
  throw new Error("more than 100 pages");
}

function expectNearestFirst(ids: number[], from: LatLng) {
  const keys = ids.map((id) => planar(at.get(id)!, from));
  for (let i = 1; i < keys.length; i++) expect(keys[i]!, `position ${i}`).toBeGreaterThanOrEqual(keys[i - 1]!);
  // Great-circle kilometres follow the same order, to within the plane's 3% at Nigeria's latitudes.
  const kms = ids.map((id) => distanceKm(at.get(id)!, from));
  for (let i = 1; i < kms.length; i++) expect(kms[i]! * 1.03 + 0.5, `position ${i}`).toBeGreaterThanOrEqual(kms[i - 1]!);
}

describe("the demo catalogue's places", () => {
  it("has every published listing placed at its city (or its state's capital)", async () => {
    expect(at.size).toBeGreaterThan(100);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings where latitude is null`));
    expect(row!.n).toBe(0);
  });
});

describe("near Ibadan", () => {
  it("comes nearest first: Ibadan's own listings at 0 km, then ever further, with 'N km away' on each card", async () => {
    const r = await search.search(q({ near: "Ibadan", limit: 50 }));
    expect(r.items.length).toBe(50);
    const nearest = Math.min(...[...at.values()].map((p) => planar(p, ibadan)));
    expect(planar(at.get(r.items[0]!.id)!, ibadan)).toBe(nearest);
    expect(r.items[0]).toMatchObject({ state: "Oyo", distanceKm: 0 });
    expectNearestFirst(r.items.map((i) => i.id), ibadan);
    for (const item of r.items) expect(item.distanceKm).toBe(Math.round(distanceKm(at.get(item.id)!, ibadan)));
    // Kano is some 700 km away: none of its listings is among the 50 nearest to Ibadan.
    expect(r.items.map((i) => i.state)).not.toContain("Kano");
  });

  it("pages by cursor through every listing once, in order, the same as one long page", async () => {
    const paged = await allPages({ near: "Ibadan", limit: 37 });
    expect(new Set(paged.ids).size).toBe(paged.ids.length);
    expect(paged.ids.length).toBe(at.size);
    expect(paged.total).toEqual({ count: at.size, capped: false });
    expectNearestFirst(paged.ids, ibadan);
    const first50 = await search.search(q({ near: "Ibadan", limit: 50 }));
    expect(paged.ids.slice(0, 50)).toEqual(first50.items.map((i) => i.id));
  });

  it("gives the same pages whichever way they are found (collect, walk by the index, bounded walk)", async () => {
    const pages = async (tuning: { countCap: number; walkRows: number }) => {
      const ids: number[] = [];
      let after: CursorKey | undefined;
      for (let n = 0; n < 100; n++) {
        const page = await searchListings(db, { near: ibadan }, "distance", after, 20, undefined, tuning);
        ids.push(...page.items.map((i) => i.id));
        if (!page.nextKey) break;
        after = page.nextKey;
      }
      return ids;
    };
    const collected = await pages({ countCap: 1_000_000, walkRows: 5_000 });
    // Every listing once: many share a town's centre, so pages end inside groups of equal distance.
    expect(collected.length).toBe(at.size);
    expect(new Set(collected).size).toBe(at.size);
    expect(await pages({ countCap: 10, walkRows: 5_000 })).toEqual(collected);
    // A text search with a low cap walks at most walkRows rows in distance order, then collects.
    const text = async (tuning: { countCap: number; walkRows: number }) =>
      (await searchListings(db, { near: ibadan, text: "generator" }, "distance", undefined, 5, undefined, tuning)).items.map((i) => i.id);
    const all = await text({ countCap: 1_000_000, walkRows: 5_000 });
    expect(all.length).toBe(5);
    expect(await text({ countCap: 5, walkRows: 3 })).toEqual(all);
    expect(await text({ countCap: 5, walkRows: 5_000 })).toEqual(all);
  });

  it("keeps the other filters: words, category and state, nearest first within them", async () => {
    const r = await allPages({ near: "Ibadan", search: "generator", limit: 5 });
    expect(r.ids.length).toBeGreaterThan(5);
    expectNearestFirst(r.ids, ibadan);
    const lagos = await allPages({ near: "Ibadan", state: "Lagos", limit: 10 });
    expect(lagos.ids.length).toBeGreaterThan(10);
    for (const id of lagos.ids) expect(distanceKm(at.get(id)!, ibadan)).toBeGreaterThan(80);
    expectNearestFirst(lagos.ids, ibadan);
  });

  it("measures from coordinates as from the city's name, and sorts by price when asked while still saying how far", async () => {
    const byName = await search.search(q({ near: "Ibadan", limit: 10 }));
    const byCoords = await search.search(q({ near: "7.38,3.9", limit: 10 }));
    expect(byCoords.items).toEqual(byName.items);
    const byPrice = await search.search(q({ near: "Ibadan", sort: "price-asc", limit: 10 }));
    const prices = byPrice.items.map((i) => i.pricePerDayKobo);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const item of byPrice.items) expect(item.distanceKm).toBe(Math.round(distanceKm(at.get(item.id)!, ibadan)));
    // Without a place, cards carry no distance.
    expect((await search.search(q({ limit: 3 }))).items[0]).not.toHaveProperty("distanceKm");
  });

  it("refuses a cursor of another order, of another place, and a forged distance", async () => {
    const r = await search.search(q({ near: "Ibadan", limit: 5 }));
    expect(decodeCursor(r.nextCursor!, "distance", { near: ibadan })).toHaveLength(2);
    expect(decodeCursor(r.nextCursor!, "price-asc")).toBeUndefined();
    // Made for Ibadan: read as a distance from Kano it would skip or repeat listings, so it is refused.
    expect(decodeCursor(r.nextCursor!, "distance", { near: findPlace("Kano")! })).toBeUndefined();
    await expect(search.search(q({ near: "Kano", cursor: r.nextCursor! }))).rejects.toThrow("Not a valid cursor");
    const tag = `distance@${ibadan.lat.toFixed(5)},${ibadan.lng.toFixed(5)}`;
    // Distances as PostgreSQL prints them, 17 significant digits after the zeros of a short one: the next page, not a 400.
    for (const d of ["0.047066442397954954", "0.00012345678901234567", "3.2e-05", "12.5"])
      expect(decodeCursor(Buffer.from(JSON.stringify([tag, d, 5])).toString("base64url"), "distance", { near: ibadan })).toEqual([d, 5]);
    const forged = Buffer.from(JSON.stringify([tag, "1; drop table listings", 5])).toString("base64url");
    expect(decodeCursor(forged, "distance", { near: ibadan })).toBeUndefined();
    await expect(search.search(q({ near: "Ibadan", cursor: forged }))).rejects.toThrow("Not a valid cursor");
  });
});

describe("the place inputs", () => {
  const issues = (input: Record<string, unknown>) => {
    const r = searchQuerySchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("refuses a `near` that is neither coordinates nor a known place, and a distance order without one", () => {
    expect(issues({ near: "Atlantis" })).toEqual({ near: NEAR_MESSAGES.bad });
    expect(issues({ near: "7.38;3.9" })).toEqual({ near: NEAR_MESSAGES.bad });
    expect(issues({ near: "7.38,3.9,1" })).toEqual({ near: NEAR_MESSAGES.bad });
    expect(issues({ near: "91,3.9" })).toEqual({ near: NEAR_MESSAGES.range });
    expect(issues({ near: "7.38,181" })).toEqual({ near: NEAR_MESSAGES.range });
    expect(issues({ near: "x".repeat(101) }).near).toMatch(/at most 100/);
    expect(issues({ sort: "distance" })).toEqual({ near: NEAR_MESSAGES.sortWithout });
    expect(issues({ state: "Wakanda" })).toEqual({ state: NEAR_MESSAGES.state });
    expect(issues({ near: " ", state: "", city: "" })).toEqual({});
    expect(q({ near: "-7.5, 3.25" }).near).toEqual({ lat: -7.5, lng: 3.25, place: null });
    expect(q({ near: "lekki" }).near).toMatchObject({ place: "Lekki, Lagos" });
  });

  it("filters by an explicit state and city, as `location` does", async () => {
    const byState = await search.search(q({ state: "oyo", limit: 50 }));
    expect(byState.items.length).toBeGreaterThan(0);
    for (const i of byState.items) expect(i.state).toBe("Oyo");
    expect(byState.total).toEqual((await search.search(q({ location: "Oyo", limit: 50 }))).total);
    const byCity = await search.search(q({ state: "Lagos", city: "ikeja", limit: 50 }));
    expect(byCity.items.length).toBeGreaterThan(0);
    for (const i of byCity.items) expect(i).toMatchObject({ state: "Lagos", city: "Ikeja" });
  });
});
