// The owner's listing rules on a real database: drafts, what publishing needs, status moves, photos and blocked dates.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, RateLimitedError } from "../../errors";
import { freshDatabase } from "../../testing/db";
import { createRateLimiter } from "../accounts/rate-limit";
import { createCatalogueService } from "../catalogue/catalogue.service";
import type { SessionUser } from "../accounts/accounts.service";
import { createListingPhotoStore } from "../media/listing-photos";
import { memoryStorage } from "../media/storage";
import { searchQuerySchema } from "../search/search.schema";
import { createSearchService } from "../search/search.service";
import { createListingsService } from "./listings.service";
import { stepForms } from "./listings.schema";

const TODAY = "2026-11-23";
let db: Awaited<ReturnType<typeof freshDatabase>>["db"];
let service: ReturnType<typeof createListingsService>;
const originals = memoryStorage();
let owner: SessionUser;
let other: SessionUser;
let jpeg: Buffer;

async function person(id: string, verified = true): Promise<SessionUser> {
  await db.execute(sql`insert into users (id, name, email, email_verified) values (${id}, ${`Person ${id}`}, ${`${id}@example.com`}, ${verified})`);
  return { id, name: `Person ${id}`, email: `${id}@example.com`, emailVerified: verified, image: null };
}

const complete = {
  title: "Mikano 60kVA soundproof generator",
  description: "Serviced every 250 hours, with 100 litres of diesel and a changeover switch for events.",
  pricePerDayKobo: 45_000_00,
  state: "Lagos",
  city: "Ikeja",
};

beforeAll(async () => {
  ({ db } = await freshDatabase());
  service = createListingsService(db, {
    photos: createListingPhotoStore(originals, memoryStorage()),
    limiter: createRateLimiter(db),
    today: () => TODAY,
  });
  owner = await person("owner1");
  other = await person("other1");
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#ea580c" } }).jpeg().toBuffer();
});

const draft = () => service.createDraft(owner, { categorySlug: "power-generation-tools", subcategorySlug: "diesel-generators" });

describe("drafts", () => {
  it("starts from a category, belongs to its owner alone, and says what is still missing", async () => {
    const d = await draft();
    expect(d).toMatchObject({ status: "draft", category: { slug: "power-generation-tools" }, subcategory: { slug: "diesel-generators" }, units: 1, bookingMode: "request" });
    expect(d.missing).toEqual(["details", "photos", "pricing", "location"]);
    await expect(service.getOwn(other.id, d.id)).rejects.toBeInstanceOf(NotFoundError);
    // On the item page the draft is its owner's preview and no listing to anyone else.
    const catalogue = createCatalogueService(db);
    expect(await catalogue.viewListing(d.id, owner.id)).toMatchObject({ own: true, listing: { id: d.id, status: "draft" } });
    expect(await catalogue.viewListing(d.id, other.id)).toBeUndefined();
  });

  it("limits how many listings one account starts in an hour", async () => {
    const busy = await person("busy1");
    for (let i = 0; i < 30; i++) await service.createDraft(busy, { categorySlug: "power-generation-tools", subcategorySlug: "diesel-generators" });
    await expect(service.createDraft(busy, { categorySlug: "power-generation-tools", subcategorySlug: "diesel-generators" })).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("needs a verified e-mail address", async () => {
    const unverified = await person("new1", false);
    await expect(service.createDraft(unverified, { categorySlug: "vehicles", subcategorySlug: "cars" })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("refuses a category that does not exist and a subcategory of another category", async () => {
    await expect(service.createDraft(owner, { categorySlug: "spaceships", subcategorySlug: "rockets" })).rejects.toMatchObject({ fields: { categorySlug: expect.any(String) } });
    await expect(service.createDraft(owner, { categorySlug: "vehicles", subcategorySlug: "diesel-generators" })).rejects.toMatchObject({ fields: { subcategorySlug: expect.any(String) } });
    // An unknown category alone is named as such, not as a missing type of item.
    await expect(service.update(owner.id, (await draft()).id, { categorySlug: "spaceships" })).rejects.toMatchObject({ fields: { categorySlug: "Choose one of Haya's categories" } });
  });

  it("saves each step, keeps min ≤ max days across saves, and changes nothing when a step is refused", async () => {
    const d = await draft();
    await service.update(owner.id, d.id, { maxDays: 3 });
    await expect(service.update(owner.id, d.id, { minDays: 5, title: "A title that would be saved" })).rejects.toMatchObject({ fields: { minDays: "The minimum can be at most the maximum of 3 days" } });
    const after = await service.getOwn(owner.id, d.id);
    expect(after).toMatchObject({ minDays: 1, maxDays: 3, title: "" });
    // Another subcategory of the same category needs no category slug.
    expect((await service.update(owner.id, d.id, { subcategorySlug: "inverters-batteries" })).subcategory?.slug).toBe("inverters-batteries");
  });

  it("reads naira, percentages and lists from the step forms as the API's fields", () => {
    const pricing = stepForms.pricing.parse({ pricePerDayKobo: "₦45,000", weeklyDiscountPct: "", monthlyDiscountPct: "15", units: "2", minDays: "1", maxDays: "14", bookingMode: "instant", cautionDepositKobo: "100000.50", turnaroundDays: "2", lateFeePerDayKobo: "60,000" });
    expect(pricing).toEqual({ pricePerDayKobo: 45_000_00, weeklyDiscountPct: 0, monthlyDiscountPct: 15, units: 2, minDays: 1, maxDays: 14, bookingMode: "instant", cautionDepositKobo: 10_000_050, turnaroundDays: 2, lateFeePerDayKobo: 60_000_00, weekendPriceKobo: null, weekendDays: [], dayPrices: [] });
    // The weekend boxes and the custom-price rows (an empty row is none; one date alone is one day).
    const days = stepForms.pricing.parse({ pricePerDayKobo: "25,000", units: "1", minDays: "1", maxDays: "3", bookingMode: "request", weekendPriceKobo: "40,000", "weekendDays.6": "on", "weekendDays.5": "on", "weekendDays.7": "",
      "dayPrices.0.startDate": "2026-12-24", "dayPrices.0.endDate": "2026-12-26", "dayPrices.0.price": "60,000", "dayPrices.1.startDate": "", "dayPrices.1.endDate": "", "dayPrices.1.price": "",
      "dayPrices.2.startDate": "2026-12-01", "dayPrices.2.endDate": "", "dayPrices.2.price": "30000" });
    expect(days).toMatchObject({ weekendPriceKobo: 40_000_00, weekendDays: [5, 6], dayPrices: [{ startDate: "2026-12-01", endDate: "2026-12-01", pricePerDayKobo: 30_000_00 }, { startDate: "2026-12-24", endDate: "2026-12-26", pricePerDayKobo: 60_000_00 }] });
    const overlap = stepForms.pricing.safeParse({ pricePerDayKobo: "25,000", units: "1", minDays: "1", maxDays: "3", bookingMode: "request",
      "dayPrices.0.startDate": "2026-12-24", "dayPrices.0.endDate": "2026-12-26", "dayPrices.0.price": "60,000", "dayPrices.1.startDate": "2026-12-26", "dayPrices.1.endDate": "2026-12-27", "dayPrices.1.price": "50,000" });
    expect(overlap.error!.issues.map((i) => [i.path[0], i.message])).toEqual([["dayPrices", "Two custom prices cover the same day: change their dates so that they do not overlap"]]);
    expect(stepForms.features.parse({ features: "Soundproof\n\n Soundproof \nATS included", included: "" })).toEqual({ features: ["Soundproof", "ATS included"], included: [] });
    const bad = stepForms.pricing.safeParse({ pricePerDayKobo: "-5", units: "0", minDays: "3", maxDays: "2", bookingMode: "whatever" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["pricePerDayKobo", "units", "bookingMode"]));
    expect(stepForms.location.safeParse({ state: "Atlantis", city: "Ikeja" }).success).toBe(false);
    expect(stepForms.location.parse({ state: "fct", city: "Wuse" }).state).toBe("FCT - Abuja");
  });
});

describe("publishing", () => {
  it("needs every required step; then the listing is found by search at once, and by a typo of its words", async () => {
    const d = await draft();
    await expect(service.setStatus(owner.id, d.id, "published")).rejects.toMatchObject({ fields: { status: expect.stringContaining("details, photos, pricing, location") } });
    await service.update(owner.id, d.id, { ...complete, title: "Zanzibarian quietpower generator" });
    await service.addPhoto(owner.id, d.id, jpeg);
    const search = createSearchService(db, { cacheCounts: false });
    const query = (text: string) => searchQuerySchema.parse({ search: text });
    const found = async (text: string) => (await search.search(query(text))).items.map((i) => i.id);
    expect(await found("quietpower")).not.toContain(d.id);
    const published = await service.setStatus(owner.id, d.id, "published");
    expect(published).toMatchObject({ status: "published", missing: [] });
    expect(published.publishedAt).not.toBeNull();
    expect(await found("quietpower")).toEqual([d.id]);
    const typo = await search.search(query("zanzibarain"));
    expect(typo.correctedSearch).toBe("zanzibarian");
    expect(typo.items.map((i) => i.id)).toEqual([d.id]);

    await service.setStatus(owner.id, d.id, "paused");
    expect(await found("quietpower")).not.toContain(d.id);
    // Repeating a move changes nothing; a draft cannot be paused; a suspended listing cannot be brought back by its owner.
    expect((await service.setStatus(owner.id, d.id, "paused")).status).toBe("paused");
    await expect(service.setStatus(owner.id, (await draft()).id, "paused")).rejects.toBeInstanceOf(ConflictError);
    await db.execute(sql`update listings set status = 'suspended' where id = ${d.id}`);
    await expect(service.setStatus(owner.id, d.id, "published")).rejects.toBeInstanceOf(ConflictError);
  });

  it("keeps the first publishing date when a paused listing comes back, so 'Newest' cannot be gamed", async () => {
    const d = await draft();
    await service.update(owner.id, d.id, complete);
    await service.addPhoto(owner.id, d.id, jpeg);
    const first = (await service.setStatus(owner.id, d.id, "published")).publishedAt;
    await service.setStatus(owner.id, d.id, "paused");
    await new Promise((r) => setTimeout(r, 1100));
    expect((await service.setStatus(owner.id, d.id, "published")).publishedAt).toBe(first);
  });

  it("deletes for good: gone from the owner's list, its photo files too, and nothing more can be done to it", async () => {
    const d = await draft();
    await service.addPhoto(owner.id, d.id, jpeg);
    const [photo] = (await service.getOwn(owner.id, d.id)).photos;
    expect(await originals.read(`originals/${photo!.key}`)).toBeDefined();
    await service.remove(owner.id, d.id);
    expect(await originals.read(`originals/${photo!.key}`)).toBeUndefined();
    expect((await service.listMine(owner.id)).map((l) => l.id)).not.toContain(d.id);
    await expect(service.update(owner.id, d.id, { title: "Back from the dead" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.remove(owner.id, d.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses deletion while the listing has upcoming bookings", async () => {
    const withBookings = createListingsService(db, {
      photos: createListingPhotoStore(memoryStorage(), memoryStorage()),
      limiter: createRateLimiter(db),
      bookings: { upcoming: async () => 2, totals: async () => new Map() },
    });
    const d = await draft();
    await expect(withBookings.remove(owner.id, d.id)).rejects.toThrow("2 upcoming bookings");
    expect((await service.getOwn(owner.id, d.id)).status).toBe("draft");
  });
});

describe("photos", () => {
  it("keeps order, makes a cover, deletes files with their rows, and keeps one on a published listing", async () => {
    const d = await draft();
    await service.update(owner.id, d.id, complete);
    for (let i = 0; i < 3; i++) await service.addPhoto(owner.id, d.id, jpeg);
    const [a, b, c] = (await service.getOwn(owner.id, d.id)).photos;
    expect((await service.makeCover(owner.id, d.id, c!.id)).map((p) => p.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await service.orderPhotos(owner.id, d.id, [b!.id, c!.id, a!.id])).map((p) => p.id)).toEqual([b!.id, c!.id, a!.id]);
    await expect(service.orderPhotos(owner.id, d.id, [b!.id, c!.id])).rejects.toBeInstanceOf(InvalidError);
    await expect(service.orderPhotos(owner.id, d.id, [b!.id, c!.id, a!.id, 999_999])).rejects.toBeInstanceOf(InvalidError);

    expect(await originals.read(`originals/${a!.key}`)).toBeDefined();
    expect((await service.deletePhoto(owner.id, d.id, a!.id)).map((p) => p.id)).toEqual([b!.id, c!.id]);
    expect(await originals.read(`originals/${a!.key}`)).toBeUndefined();

    await service.setStatus(owner.id, d.id, "published");
    await service.deletePhoto(owner.id, d.id, b!.id);
    await expect(service.deletePhoto(owner.id, d.id, c!.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(service.addPhoto(other.id, d.id, jpeg)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("holds at most 12 photos even when uploads race, and keeps no file of a refused one", async () => {
    const d = await draft();
    const results = await Promise.allSettled(Array.from({ length: 14 }, () => service.addPhoto(owner.id, d.id, jpeg)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(12);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason)).toEqual([
      expect.objectContaining({ fields: { photos: expect.stringContaining("at most 12 photos") } }),
      expect.objectContaining({ fields: { photos: expect.stringContaining("at most 12 photos") } }),
    ]);
    const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listing_photos where listing_id = ${d.id}`));
    expect(rows[0]!.n).toBe(12);
    const keys = (await service.getOwn(owner.id, d.id)).photos.map((p) => p.key);
    expect(new Set(keys).size).toBe(12);
  });
});

describe("blocked dates", () => {
  it("replaces the days in a window, leaves other months alone, and refuses past days", async () => {
    const d = await draft();
    await service.setBlockedDates(owner.id, d.id, ["2026-12-24", "2026-12-25", "2027-01-02"]);
    await service.setBlockedDates(owner.id, d.id, ["2026-12-31"], { from: "2026-12-01", to: "2026-12-31" });
    expect(await service.blockedDates(d.id)).toEqual(["2026-12-31", "2027-01-02"]);
    await expect(service.setBlockedDates(owner.id, d.id, ["2026-11-20"])).rejects.toMatchObject({ fields: { dates: expect.any(String) } });
    // Today is still blockable; a window reaching into the past only touches today onwards.
    await service.setBlockedDates(owner.id, d.id, [TODAY], { from: "2026-11-01", to: "2026-11-30" });
    expect(await service.blockedDates(d.id)).toEqual([TODAY, "2026-12-31", "2027-01-02"]);
    await expect(service.setBlockedDates(other.id, d.id, ["2026-12-01"])).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("my listings", () => {
  it("lists the owner's own listings with true zero figures until bookings exist", async () => {
    const mine = await service.listMine(owner.id);
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.every((l) => l.totalBookings === 0 && l.totalEarningsKobo === 0 && !l.rentedToday)).toBe(true);
    expect(await service.listMine(other.id)).toEqual([]);
  });
});
