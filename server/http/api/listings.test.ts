// A listing's life as callers see it through /api/v1: a private draft, published and found by search at once (typos
// too), paused and back, deleted for good; its photos' order and last photo; the days its owner blocks.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { apiHarness, type TestPerson } from "../../testing/http";
import type { paths } from "../../testing/openapi-types";

const h = await apiHarness({ seed: true });
const { join, db } = h;
/** A visitor's calls, through the typed client: a path, parameter or answer the contract lacks fails at typecheck. */
const visitor = h.client();
const as = (p: TestPerson) => h.client(p);
const onListing = (id: number) => ({ params: { path: { id } } });

/** A made-up word that no demo listing uses, so that a search for it finds only the listing under test. */
const WORD = "Ugbekwubenzer";
const DETAILS = {
  title: `${WORD} pressure washer, 2000 W`,
  description: "Electric pressure washer for cars, compounds and tiled floors; hose and two nozzles.",
};
const REST = { pricePerDayKobo: 8_000_00, state: "Lagos", city: "Surulere" };
const CATEGORY = { categorySlug: "vehicles", subcategorySlug: "self-drive-cars" };

const owner = (name: string): Promise<TestPerson> => join(name, { verified: true });

async function upload(p: TestPerson, id: number) {
  const bytes = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#6d4c41" } }).jpeg().toBuffer();
  const res = await h.upload(id, bytes, { cookie: p.cookie, name: "washer.jpg" });
  expect(res.status).toBe(201);
  return ((await res.json()).photos as { id: number }[]).map((x) => x.id);
}

type Draft = paths["/listings"]["post"]["requestBody"]["content"]["application/json"];

async function create(p: TestPerson, body: Draft): Promise<number> {
  const { data, response } = await as(p).POST("/listings", { body });
  expect(response.status).toBe(201);
  return data!.listing.id;
}

async function published(p: TestPerson) {
  const id = await create(p, { ...CATEGORY, ...DETAILS, ...REST, title: "Honda generator, 5 kVA" });
  const photos = await upload(p, id);
  expect((await patch(p, id, { status: "published" })).response.status).toBe(200);
  return { id, photos };
}

type Patch = paths["/listings/{id}"]["patch"]["requestBody"]["content"]["application/json"];
const patch = (p: TestPerson, id: number, body: Patch) => as(p).PATCH("/listings/{id}", { ...onListing(id), body });

/** The ids a search answers with, and the corrected text when it had to fix a spelling. */
async function search(text: string) {
  const { data, response } = await visitor.GET("/listings", { params: { query: { search: text } } });
  expect(response.status).toBe(200);
  return { ids: data!.items.map((i) => i.id), corrected: data!.correctedSearch, count: data!.total.count };
}

describe("from draft to deleted", () => {
  it("a draft is private; publishing needs every step; published is found at once; paused leaves; deleted is gone", async () => {
    const ada = await owner("Ada Obi");
    const id = await create(ada, { ...CATEGORY, ...DETAILS });
    expect((await search(WORD)).ids).not.toContain(id);
    expect((await visitor.GET("/listings/{id}", onListing(id))).response.status).toBe(404);
    expect((await visitor.GET("/listings/{id}/blocked-dates", onListing(id))).response.status).toBe(404);

    // Publishing a draft that lacks steps names them, and leaves it a draft.
    const early = await patch(ada, id, { status: "published" });
    expect(early.response.status).toBe(400);
    const fields = early.error!.fields!;
    expect(Object.keys(fields)).toEqual(["status"]);
    expect(fields.status).toBe("Complete these steps before publishing: photos, pricing, location");
    expect((await patch(ada, id, REST)).response.status).toBe(200);
    expect((await patch(ada, id, { status: "published" })).error!.fields!.status).toBe("Complete these steps before publishing: photos");
    expect((await as(ada).GET("/me/listings/{id}", onListing(id))).data!.listing).toMatchObject({ status: "draft", publishedAt: null, missing: ["photos"] });

    await upload(ada, id);
    const live = await patch(ada, id, { status: "published" });
    expect(live.response.status).toBe(200);
    expect(live.data!.listing).toMatchObject({ status: "published", publishedAt: expect.any(String), missing: [] });
    expect((await search(WORD)).ids).toContain(id);
    // Its words joined the "did you mean" dictionary on publishing: a typo finds it too.
    const typo = await search("ugbekwubenser");
    expect(typo.ids).toContain(id);
    expect(typo.corrected).toBe("ugbekwubenzer");
    const page = await visitor.GET("/listings/{id}", onListing(id));
    expect(page.response.status).toBe(200);
    expect(page.data!.listing).toMatchObject({ id, title: DETAILS.title, status: "published" });

    const before = await search(WORD);
    expect(before.ids).toContain(id);
    expect((await patch(ada, id, { status: "paused" })).data!.listing.status).toBe("paused");
    // The count shown beside the results drops at once too, not after the 10 s its figure may be kept.
    const after = await search(WORD);
    expect(after.ids).not.toContain(id);
    expect(after.count).toBe(before.count - 1);
    expect((await visitor.GET("/listings/{id}", onListing(id))).response.status).toBe(404);
    expect((await visitor.GET("/listings/{id}/blocked-dates", onListing(id))).response.status).toBe(404);

    expect((await patch(ada, id, { status: "published" })).data!.listing.status).toBe("published");
    expect((await search(WORD)).ids).toContain(id);
    expect((await visitor.GET("/listings/{id}", onListing(id))).response.status).toBe(200);

    const gone = await as(ada).DELETE("/listings/{id}", onListing(id));
    expect(gone.response.status).toBe(204);
    expect(await gone.response.text()).toBe("");
    const mine = (await as(ada).GET("/me/listings")).data!.listings;
    expect(mine.map((l) => l.id)).not.toContain(id);
    expect((await search(WORD)).ids).not.toContain(id);
    expect((await visitor.GET("/listings/{id}", onListing(id))).response.status).toBe(404);
    expect((await as(ada).GET("/me/listings/{id}", onListing(id))).response.status).toBe(404);
    expect((await as(ada).DELETE("/listings/{id}", onListing(id))).response.status).toBe(404);
    expect((await patch(ada, id, { status: "published" })).response.status).toBe(404);
  });

  it("one request can complete a draft and publish it", async () => {
    const ada = await owner("Bisi Ola");
    const id = await create(ada, { ...CATEGORY, ...DETAILS, pricePerDayKobo: 8_000_00 });
    await upload(ada, id);
    const res = await patch(ada, id, { state: "Oyo", city: "Ibadan", status: "published" });
    expect(res.response.status).toBe(200);
    expect(res.data!.listing).toMatchObject({ status: "published", state: "Oyo", city: "Ibadan" });
  });

  it("days between rentals: 0 unless set, set on creation or later, shown to everyone with the listing (issue 36)", async () => {
    const ada = await owner("Tunde Ola");
    const { id } = await published(ada);
    expect((await visitor.GET("/listings/{id}", onListing(id))).data!.listing.turnaroundDays).toBe(0);
    const res = await patch(ada, id, { turnaroundDays: 2 });
    expect(res.response.status).toBe(200);
    expect(res.data!.listing.turnaroundDays).toBe(2);
    expect((await visitor.GET("/listings/{id}", onListing(id))).data!.listing.turnaroundDays).toBe(2);
    const other = await create(ada, { ...CATEGORY, ...DETAILS, turnaroundDays: 7 });
    expect((await as(ada).GET("/me/listings/{id}", onListing(other))).data!.listing.turnaroundDays).toBe(7);
  });

  it("late fee: the daily price unless set, at most twice it, reset with null, shown to everyone with the listing (issue 36)", async () => {
    const ada = await owner("Kemi Ade");
    const { id } = await published(ada);
    const shown = async () => (await visitor.GET("/listings/{id}", onListing(id))).data!.listing;
    const price = (await shown()).pricePerDayKobo;
    expect((await shown()).lateFeePerDayKobo).toBe(price);
    expect((await as(ada).GET("/me/listings/{id}", onListing(id))).data!.listing.lateFeePerDayKobo).toBeNull();
    const set = await patch(ada, id, { lateFeePerDayKobo: price * 2 });
    expect(set.response.status).toBe(200);
    expect(set.data!.listing.lateFeePerDayKobo).toBe(price * 2);
    expect((await shown()).lateFeePerDayKobo).toBe(price * 2);
    // Lowering the price under half the fee is refused on the price, and changes nothing.
    const cheaper = await patch(ada, id, { pricePerDayKobo: price - 100 });
    expect(cheaper.response.status).toBe(400);
    expect(Object.keys(cheaper.error!.fields!)).toEqual(["pricePerDayKobo"]);
    expect((await shown()).pricePerDayKobo).toBe(price);
    expect((await patch(ada, id, { lateFeePerDayKobo: price * 2 + 1 })).response.status).toBe(400);
    expect((await patch(ada, id, { lateFeePerDayKobo: 0 })).data!.listing.lateFeePerDayKobo).toBe(0);
    expect((await shown()).lateFeePerDayKobo).toBe(0);
    expect((await patch(ada, id, { lateFeePerDayKobo: null })).data!.listing.lateFeePerDayKobo).toBeNull();
    expect((await shown()).lateFeePerDayKobo).toBe(price);
  });

  it("a draft cannot be paused: 409, and it stays a draft", async () => {
    const ada = await owner("Chike Obi");
    const id = await create(ada, { ...CATEGORY, ...DETAILS });
    const res = await patch(ada, id, { status: "paused" });
    expect(res.response.status).toBe(409);
    expect(res.error!.error).toBe("conflict");
    expect((await as(ada).GET("/me/listings/{id}", onListing(id))).data!.listing.status).toBe("draft");
  });

  it("a new word in a published listing's title is searchable, typos included, as soon as it is saved", async () => {
    const ada = await owner("Dapo Ige");
    const { id } = await published(ada);
    expect((await search("Zorbantique")).ids).toEqual([]);
    expect((await patch(ada, id, { title: "Zorbantique generator, 5 kVA" })).response.status).toBe(200);
    expect((await search("Zorbantique")).ids).toEqual([id]);
    expect((await search("zorbantiqe")).ids).toEqual([id]);
  });
});

describe("photos of a listing", () => {
  const onPhoto = (id: number, photoId: number) => ({ params: { path: { id, photoId } } });

  it("the last photo of a published listing cannot be deleted (409); with another added it can", async () => {
    const ada = await owner("Efe Udo");
    const { id, photos } = await published(ada);
    const res = await as(ada).DELETE("/listings/{id}/photos/{photoId}", onPhoto(id, photos[0]!));
    expect(res.response.status).toBe(409);
    expect(res.error!.message).toMatch(/at least one photo/);
    expect((await visitor.GET("/listings/{id}", onListing(id))).data!.listing.photos).toHaveLength(1);

    const [, second] = await upload(ada, id);
    const ok = await as(ada).DELETE("/listings/{id}/photos/{photoId}", onPhoto(id, photos[0]!));
    expect(ok.response.status).toBe(200);
    expect(ok.data!.photos.map((p) => p.id)).toEqual([second]);
  });

  it("reordering takes every photo of the listing once: a foreign, missing or repeated id is a 400 and the order stays", async () => {
    const ada = await owner("Femi Ojo");
    const { id, photos } = await published(ada);
    photos.push(...(await upload(ada, id)).slice(1));
    photos.push(...(await upload(ada, id)).slice(2));
    const foreign = (await published(await owner("Gozie Eke"))).photos[0]!;
    const order = async () => (await as(ada).GET("/me/listings/{id}", onListing(id))).data!.listing.photos.map((p) => p.id);
    expect(await order()).toEqual(photos);

    for (const bad of [[photos[0]!, photos[1]!, foreign], [photos[0]!, photos[1]!], [photos[0]!, photos[0]!, photos[1]!], [...photos, foreign], []]) {
      const res = await as(ada).PUT("/listings/{id}/photos", { ...onListing(id), body: { order: bad } });
      expect(res.response.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.error!.fields!)[0]).toMatch(/^order/);
    }
    expect(await order()).toEqual(photos);

    const reversed = [...photos].reverse();
    const res = await as(ada).PUT("/listings/{id}/photos", { ...onListing(id), body: { order: reversed } });
    expect(res.response.status).toBe(200);
    expect(res.data!.photos.map((p) => p.id)).toEqual(reversed);
    expect(await order()).toEqual(reversed);
  });
});

describe("blocked dates", () => {
  const today = todayInLagos();
  const day = (n: number) => addDaysIso(today, n);
  const blocked = async (id: number) => (await visitor.GET("/listings/{id}/blocked-dates", onListing(id))).data!.blockedDates;
  const block = (p: TestPerson, id: number, dates: string[]) => as(p).PUT("/listings/{id}/blocked-dates", { ...onListing(id), body: { dates } });

  it("the days an owner blocks are public, sorted and once each; past or impossible dates are a 400 and change nothing", async () => {
    const ada = await owner("Halima Sani");
    const { id } = await published(ada);
    expect(await blocked(id)).toEqual([]);

    const res = await block(ada, id, [day(20), day(3), day(10), day(3)]);
    expect(res.response.status).toBe(200);
    expect(res.data!.blockedDates).toEqual([day(3), day(10), day(20)]);
    expect(await blocked(id)).toEqual([day(3), day(10), day(20)]);

    for (const [dates, field] of [
      [[day(4), day(-1)], "dates"],
      [["2026-02-30"], "dates.0"],
      [[day(5), "next tuesday"], "dates.1"],
      [[day(400)], "dates"],
    ] as const) {
      const bad = await block(ada, id, [...dates]);
      expect(bad.response.status, JSON.stringify(dates)).toBe(400);
      expect(Object.keys(bad.error!.fields!)).toEqual([field]);
    }
    expect(await blocked(id)).toEqual([day(3), day(10), day(20)]);

    expect((await block(ada, id, [day(10)])).response.status).toBe(200);
    expect(await blocked(id)).toEqual([day(10)]);
    const stored = rowsOf<{ day: string }>(await db.execute(sql`select day::text as day from listing_blocked_dates where listing_id = ${id}`));
    expect(stored.map((r) => r.day)).toEqual([day(10)]);
  });
});
