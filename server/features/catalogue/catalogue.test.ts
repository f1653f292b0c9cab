import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { slugify } from "../../../core/slug";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { freshDatabase, statementsOf } from "../../testing/db";
import { calendarDays } from "../../testing/bookings";
import { createReviewsService } from "../reviews/reviews.service";
import { addDaysIso } from "../../../core/dates";
import { createCatalogueService, type CatalogueService } from "./catalogue.service";

let db: Db;
let catalogue: CatalogueService;
beforeAll(async () => {
  db = (await freshDatabase({ countStatements: true })).db;
  catalogue = createCatalogueService(db);
});

describe("demo catalogue", () => {
  it("has the 24 categories, each with 6 to 8 subcategories and seed-rule slugs", async () => {
    const cats = await catalogue.listCategories();
    expect(cats).toHaveLength(24);
    for (const c of cats) {
      expect(c.slug).toBe(slugify(c.name));
      expect(c.subcategories.length).toBeGreaterThanOrEqual(6);
      expect(c.subcategories.length).toBeLessThanOrEqual(8);
    }
    expect(cats.filter((c) => c.onHome).map((c) => c.name)).toEqual(["Vehicles", "Trucks", "Logistics", "Event Halls"]);
    for (const slug of ["farm-equipment", "lawn-landscape", "event-party-equipment", "photography-video"])
      expect(cats.some((c) => c.slug === slug)).toBe(true);
  });

  it("has ≥300 published listings over ≥10 states, ≥20 owners, prices ₦800–₦750,000", async () => {
    const [r] = rowsOf<{ n: number; states: number; owners: number; min: number; max: number }>(
      await db.execute(sql`select count(*)::int as n, count(distinct state)::int as states, count(distinct owner_id)::int as owners,
        min(price_per_day_kobo) as min, max(price_per_day_kobo) as max from listings where status = 'published'`),
    );
    expect(r!.n).toBeGreaterThanOrEqual(300);
    expect(r!.states).toBeGreaterThanOrEqual(10);
    expect(r!.owners).toBeGreaterThanOrEqual(20);
    expect(r!.min).toBeGreaterThanOrEqual(80_000);
    expect(r!.max).toBeLessThanOrEqual(75_000_000);
  });

  it("keeps each listing's denormalised rating equal to its reviews", async () => {
    const bad = rowsOf(await db.execute(sql`select l.id from listings l left join (select listing_id, count(*) n, round(avg(rating)::numeric, 2) a from reviews where author_role = 'renter' and published_at is not null group by listing_id) r on r.listing_id = l.id
      where l.review_count <> coalesce(r.n, 0) or (r.n > 0 and l.rating_avg <> r.a)`));
    expect(bad).toEqual([]);
  });
});

describe("listing pages", () => {
  it("returns a listing with photos, owner, features and reviews", async () => {
    const l = await catalogue.getListing(1);
    expect(l).toBeDefined();
    expect(l!.photos.length).toBe(3);
    expect(l!.features.length).toBeGreaterThan(0);
    expect(l!.owner.name).toBeTruthy();
    expect(l!.reviews.length).toBe(Math.min(20, l!.reviewCount));
  });

  it("dates reviews by the calendar day in Lagos, not the database's time zone", async () => {
    const l = await catalogue.getListing(1);
    const review = l!.reviews[0]!;
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    await db.execute(sql`update reviews set published_at = '2026-03-09T23:30:00Z' where id = ${review.id}`);
    const again = await catalogue.getListing(1);
    expect(again!.reviews.find((r) => r.id === review.id)!.createdAt).toBe("2026-03-10");
  });

  it("shows the owner's rating and review count over all their published listings", async () => {
    const l = await catalogue.getListing(1);
    const [expected] = rowsOf<{ avg: number; n: number }>(
      await db.execute(sql`select round(avg(rv.rating)::numeric, 2)::float8 as avg, count(*)::int as n
        from reviews rv join listings o on o.id = rv.listing_id
        where o.owner_id = (select owner_id from listings where id = 1) and o.status = 'published'
          and rv.author_role = 'renter' and rv.published_at is not null`),
    );
    expect(expected!.n).toBeGreaterThan(0);
    expect(l!.owner.reviewCount).toBe(expected!.n);
    expect(l!.owner.rating).toBe(expected!.avg);
  });

  it("calls the owner verified, and shows their business name, only while their business status is 'verified'", async () => {
    const ownerOf1 = sql`(select owner_id from listings where id = 1)`;
    const [seeded] = rowsOf<{ status: string; name: string | null }>(
      await db.execute(sql`select business_status as status, business_name as name from users where id = ${ownerOf1}`),
    );
    const ownerNow = async (status: string) => {
      await db.execute(sql`update users set business_status = ${status}, business_name = 'Ikeja Plant Hire Ltd' where id = ${ownerOf1}`);
      const { verified, businessName } = (await catalogue.getListing(1))!.owner;
      return { verified, businessName };
    };
    expect(await ownerNow("verified")).toEqual({ verified: true, businessName: "Ikeja Plant Hire Ltd" });
    expect(await ownerNow("pending")).toEqual({ verified: false, businessName: null });
    expect(await ownerNow("unverified")).toEqual({ verified: false, businessName: null });
    await db.execute(sql`update users set business_status = ${seeded!.status}, business_name = ${seeded!.name} where id = ${ownerOf1}`);
  });

  it("gives every listing with its status, for the page to decide who sees what", async () => {
    await db.execute(sql`update listings set status = 'draft' where id = 2`);
    await db.execute(sql`update listings set status = 'suspended' where id = 3`);
    await db.execute(sql`update listings set status = 'paused' where id = 4`);
    expect((await catalogue.getListing(2))?.status).toBe("draft");
    expect((await catalogue.getListing(3))?.status).toBe("suspended");
    expect((await catalogue.getListing(4))?.status).toBe("paused");
    await db.execute(sql`update listings set status = 'published' where id in (2, 3, 4)`);
  });

  it("shows the item page's listing by status: paused to all, drafts and suspended to their owner only, deleted gone", async () => {
    const [row] = rowsOf<{ owner: string }>(await db.execute(sql`select owner_id as owner from listings where id = 5`));
    const owner = row!.owner;
    const as = async (status: string, viewer: string | undefined) => {
      await db.execute(sql`update listings set status = ${status} where id = 5`);
      return catalogue.viewListing(5, viewer);
    };
    expect(await as("published", undefined)).toMatchObject({ own: false, listing: { id: 5 } });
    expect(await as("published", owner)).toMatchObject({ own: true });
    expect(await as("paused", "someone-else")).toMatchObject({ own: false, listing: { status: "paused" } });
    expect(await as("draft", "someone-else")).toBeUndefined();
    expect(await as("draft", owner)).toMatchObject({ own: true, listing: { status: "draft" } });
    expect(await as("suspended", undefined)).toBeUndefined();
    expect(await as("deleted", owner)).toBe("gone");
    expect(await as("paused", undefined).then(() => catalogue.getPublished(5))).toBeUndefined();
    await db.execute(sql`update listings set status = 'published' where id = 5`);
    // Nothing that leaves the server names the owner's account.
    expect(JSON.stringify(await catalogue.getPublished(5))).not.toContain(owner);
  });

  it("reads the item page's listing, its reviews' summary and its newest reviews in one statement", async () => {
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`select listing_id::int as id from reviews
      where author_role = 'renter' and published_at is not null group by listing_id having count(*) > 6 order by listing_id limit 1`));
    const id = row!.id;
    const { value: page, statements } = await statementsOf(() => catalogue.viewListing(id, undefined, 5));
    expect(statements).toBe(1);
    if (!page || page === "gone") throw new Error(`listing ${id} not shown`);
    // The same reviews as the reviews service (and the API) gives, and none of the API's own list beside them.
    expect(page.reviews).toEqual(await createReviewsService(db).forListing(id, { limit: 5, offset: 0 }));
    const newest = rowsOf<{ id: number }>(await db.execute(sql`select id from reviews where listing_id = ${id} and author_role = 'renter'
      and published_at is not null order by published_at desc, id desc limit 5`));
    expect(page.reviews!.reviews.map((r) => r.id)).toEqual(newest.map((r) => r.id));
    expect(page.reviews!.summary.count).toBe(page.listing.reviewCount);
    expect(page.listing).not.toHaveProperty("reviews");
    await db.execute(sql`update listings set status = 'paused' where id = ${id}`);
    expect(await catalogue.viewListing(id, undefined, 5)).toMatchObject({ reviews: { summary: { count: page.listing.reviewCount } } });
    // A draft (its owner's preview) has none to show; without a limit none are read.
    const [owner] = rowsOf<{ id: string }>(await db.execute(sql`select owner_id as id from listings where id = ${id}`));
    await db.execute(sql`update listings set status = 'draft' where id = ${id}`);
    expect(await catalogue.viewListing(id, owner!.id, 5)).toMatchObject({ own: true, reviews: null });
    await db.execute(sql`update listings set status = 'published' where id = ${id}`);
    expect(await catalogue.viewListing(id, undefined)).toMatchObject({ reviews: null });
  });

  it("reads the calendar's closed and full days with the listing, in the same statement, for a published listing only", async () => {
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`select id::int as id from listings where status = 'published' order by id limit 1`));
    const id = row!.id;
    const start = "2031-03-01";
    const closed = ["2031-03-03", "2031-03-10"];
    for (const day of closed) await db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${id}, ${day})`);
    const calendar = { from: start, to: addDaysIso(start, 60) };
    const { value: page, statements } = await statementsOf(() => catalogue.viewListing(id, undefined, 5, calendar));
    expect(statements).toBe(1);
    if (!page || page === "gone") throw new Error(`listing ${id} not shown`);
    expect(page.unavailable).toEqual(closed);
    // The same with no reviews asked.
    expect(page.unavailable).toEqual(await calendarDays(db, id, calendar.from, calendar.to));
    // Only the calendar's days.
    expect(await catalogue.viewListing(id, undefined, 5, { from: "2031-03-04", to: calendar.to })).toMatchObject({ unavailable: ["2031-03-10"] });
    // A paused listing cannot be booked: no calendar is read; without a calendar none is either.
    await db.execute(sql`update listings set status = 'paused' where id = ${id}`);
    expect(await catalogue.viewListing(id, undefined, 5, calendar)).toMatchObject({ unavailable: null });
    await db.execute(sql`update listings set status = 'published' where id = ${id}`);
    expect(await catalogue.viewListing(id, undefined, 5)).toMatchObject({ unavailable: null });
  });

  it("returns nothing for unknown or invalid ids", async () => {
    expect(await catalogue.getListing(999_999)).toBeUndefined();
    expect(await catalogue.getListing(Number.NaN)).toBeUndefined();
    expect(await catalogue.getListing(-1)).toBeUndefined();
  });

  it("features the top-rated listing of each home category", async () => {
    const featured = await catalogue.featured();
    expect(featured.map((f) => f.category.name)).toEqual(["Vehicles", "Trucks", "Logistics", "Event Halls"]);
    for (const f of featured) {
      const [best] = rowsOf<{ rating: number }>(await db.execute(sql`select max(l.rating_avg)::float8 as rating from listings l join categories c on c.id = l.category_id where c.slug = ${f.category.slug} and l.status = 'published'`));
      expect(f.rating).toBe(best!.rating);
    }
  });

  it("computes the home page figures from the database", async () => {
    const s = await catalogue.stats();
    const [r] = rowsOf<{ n: number; reviews: number }>(await db.execute(sql`select (select count(*)::int from listings where status = 'published') as n, (select count(*)::int from reviews where author_role = 'renter' and published_at is not null) as reviews`));
    expect(s.listings).toBe(r!.n);
    expect(s.reviews).toBe(r!.reviews);
    expect(s.categories).toBe(24);
  });

  it("takes testimonials from real five-star reviews", async () => {
    const t = await catalogue.testimonials();
    expect(t).toHaveLength(3);
    for (const x of t) {
      const rows = rowsOf(await db.execute(sql`select 1 from reviews where id = ${x.id} and rating = 5 and body = ${x.content}`));
      expect(rows).toHaveLength(1);
    }
  });
});
