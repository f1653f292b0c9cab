import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { freshDatabase } from "../../testing/db";
import { searchListings, type CursorKey } from "./search.repo";
import { searchQuerySchema, type Sort } from "./search.schema";
import { toFilters } from "./search.service";

let db: Db;
/** The text of every statement the search sends, to tell which plan answered. */
const sent: string[] = [];
const dialect = new PgDialect();

beforeAll(async () => {
  const real = (await freshDatabase()).db;
  db = new Proxy(real, {
    get(target, prop, receiver) {
      if (prop !== "execute") return Reflect.get(target, prop, receiver);
      return (query: SQL) => {
        sent.push(dialect.sqlToQuery(query).sql);
        return target.execute(query);
      };
    },
  });
});

interface Paged {
  ids: number[];
  keys: (CursorKey | undefined)[];
  counts: number[];
  armed: boolean;
}

/** Every page of a search, `limit` at a time, following each page's key: ids, keys (the cursors) and counts. */
async function pages(input: Record<string, unknown>, sort: Sort, limit: number, arms = true): Promise<Paged> {
  const f = toFilters(searchQuerySchema.parse(input));
  const out: Paged = { ids: [], keys: [], counts: [], armed: false };
  sent.length = 0;
  let after: CursorKey | undefined;
  do {
    const page = await searchListings(db, f, sort, after, limit, undefined, { countCap: 1_000, walkRows: 5_000, arms });
    out.ids.push(...page.items.map((i) => i.id));
    out.keys.push(page.nextKey);
    out.counts.push(page.total.count);
    after = page.nextKey;
  } while (after);
  out.armed = sent.some((s) => / as d?k from listings l /.test(s));
  return out;
}

/** The same pages through armsPage and without it (collecting every match and sorting it), with that plan used or not. */
async function expectSamePages(input: Record<string, unknown>, sort: Sort, armed: boolean) {
  for (const limit of [1, 2, 3, 7, 50]) {
    const without = await pages(input, sort, limit, false);
    const withArms = await pages(input, sort, limit);
    expect(without.armed).toBe(false);
    expect(withArms.armed).toBe(armed);
    expect(withArms).toEqual({ ...without, armed });
  }
}

const generators = async () =>
  rowsOf<{ id: number; price: number }>(
    await db.execute(sql`select l.id::int as id, l.price_per_day_kobo as price from listings l
      left join subcategories s on s.id = l.subcategory_id
      where l.status = 'published' and (s.slug like '%generators' or l.title ilike '%generator%') order by l.id`),
  );

describe("a word that names subcategories, by price (armsPage)", () => {
  it("pages as sorting every match does, with title matches outside the subcategories among them", async () => {
    const all = await generators();
    // The demo catalogue has generators by subcategory and others by title alone (a welding generator, a solar one).
    expect(all.length).toBeGreaterThan(6);
    const first = await pages({ search: "generator" }, "price-asc", 50);
    expect(first.ids).toHaveLength(all.length);
    // A page smaller than the arms' matches finds its title matches through the title's price bands (migration 0034).
    await pages({ search: "generator" }, "price-asc", 3);
    expect(sent.some((s) => s.includes("listing_title_band_keys"))).toBe(true);
    for (const sort of ["price-asc", "price-desc"] as const) await expectSamePages({ search: "generator" }, sort, true);
  });

  it("breaks ties in price by id, across the arms and across pages", async () => {
    const all = await generators();
    try {
      // Two prices only, shared by listings of both subcategories and the title-only ones.
      await db.execute(sql`update listings set price_per_day_kobo = case when id % 2 = 0 then 1000000 else 2000000 end
        where id = any(${`{${all.map((g) => g.id).join(",")}}`}::bigint[])`);
      for (const sort of ["price-asc", "price-desc"] as const) await expectSamePages({ search: "generator" }, sort, true);
    } finally {
      for (const g of all) await db.execute(sql`update listings set price_per_day_kobo = ${g.price} where id = ${g.id}`);
    }
  });

  it("keeps the other words and filters: a place, a price range, instant booking, 'near'", async () => {
    await expectSamePages({ search: "generator lagos" }, "price-asc", true);
    await expectSamePages({ search: "generator", minPrice: 10000, maxPrice: 100000 }, "price-desc", true);
    await expectSamePages({ search: "generator", instant: "true" }, "price-asc", true);
    await expectSamePages({ search: "generator", near: "Lagos" }, "price-asc", true);
  });

  it("finds a category's listings by its name too", async () => {
    await expectSamePages({ search: "vehicles" }, "price-asc", true);
  });

  it("nearest first, with or without dates: the same pages, listings that share a town's centre settled by id", async () => {
    const saturday = addDaysIso(todayInLagos(), 10);
    for (const input of [
      { search: "generator", near: "Ibadan" },
      { search: "generator", near: "Lagos" },
      { search: "generator lagos", near: "6.5,3.3" },
      { search: "generator", near: "Abuja", startDate: saturday, endDate: addDaysIso(saturday, 1) },
      { search: "jeep", near: "Ibadan", startDate: saturday },
    ])
      await expectSamePages(input, "distance", true);
    // A category's name has no index by category and place: the walk answers.
    await expectSamePages({ search: "vehicles", near: "Ibadan" }, "distance", false);
  });

  it("breaks ties in distance by id across the arms and across pages", async () => {
    const all = await generators();
    const [place] = rowsOf<{ lat: number; lng: number }>(await db.execute(sql`select latitude as lat, longitude as lng from listings where latitude is not null limit 1`));
    const coords = await db.execute(sql`select id::int as id, latitude as lat, longitude as lng from listings where id = any(${`{${all.map((g) => g.id).join(",")}}`}::bigint[])`);
    try {
      // Half the generators at the place the search measures from, half at a second place, and those found by their title
      // alone just nearer than that: only the title's arm finds them, within the distance the subcategories reach.
      await db.execute(sql`update listings set latitude = ${place!.lat}, longitude = case when id % 2 = 0 then ${place!.lng} else ${place!.lng} + 0.5 end
        where id = any(${`{${all.map((g) => g.id).join(",")}}`}::bigint[])`);
      await db.execute(sql`update listings l set longitude = ${place!.lng} + 0.4999 from subcategories s
        where s.id = l.subcategory_id and s.slug not like '%generators' and l.id = any(${`{${all.map((g) => g.id).join(",")}}`}::bigint[])`);
      await expectSamePages({ search: "generator", near: `${place!.lat},${place!.lng}` }, "distance", true);
    } finally {
      for (const c of rowsOf<{ id: number; lat: number | null; lng: number | null }>(coords))
        await db.execute(sql`update listings set latitude = ${c.lat}, longitude = ${c.lng} where id = ${c.id}`);
    }
  });

  it("is not used for a word that names nothing, for dates, or for other orders", async () => {
    await expectSamePages({ search: "lagos" }, "price-asc", false);
    const saturday = addDaysIso(todayInLagos(), 10);
    await expectSamePages({ search: "generator", startDate: saturday, endDate: addDaysIso(saturday, 1) }, "price-asc", false);
    await expectSamePages({ search: "generator" }, "newest", false);
  });

  it("finds nothing where nothing matches", async () => {
    const none = await pages({ search: "generator", minPrice: 900_000 }, "price-asc", 3);
    expect(none).toMatchObject({ ids: [], keys: [undefined], counts: [0] });
  });
});
