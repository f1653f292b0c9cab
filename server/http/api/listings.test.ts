// A listing's life as callers see it through /api/v1: a private draft, published and found by search at once (typos
// too), paused and back, deleted for good; its photos' order and last photo; the days its owner blocks.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness({ seed: true });
const { call, join, db } = h;

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

async function create(p: TestPerson, body: object): Promise<number> {
  const res = await call("POST", "/listings", { cookie: p.cookie, body });
  expect(res.status).toBe(201);
  return (await res.json()).listing.id;
}

async function published(p: TestPerson) {
  const id = await create(p, { ...CATEGORY, ...DETAILS, ...REST, title: "Honda generator, 5 kVA" });
  const photos = await upload(p, id);
  expect((await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: { status: "published" } })).status).toBe(200);
  return { id, photos };
}

const patch = (p: TestPerson, id: number, body: object) => call("PATCH", `/listings/${id}`, { cookie: p.cookie, body });

/** The ids a search answers with, and the corrected text when it had to fix a spelling. */
async function search(text: string) {
  const res = await call("GET", `/listings?search=${encodeURIComponent(text)}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  return { ids: (body.items as { id: number }[]).map((i) => i.id), corrected: body.correctedSearch as string | null, count: body.total.count as number };
}

describe("from draft to deleted", () => {
  it("a draft is private; publishing needs every step; published is found at once; paused leaves; deleted is gone", async () => {
    const ada = await owner("Ada Obi");
    const id = await create(ada, { ...CATEGORY, ...DETAILS });
    expect((await search(WORD)).ids).not.toContain(id);
    expect((await call("GET", `/listings/${id}`)).status).toBe(404);
    expect((await call("GET", `/listings/${id}/blocked-dates`)).status).toBe(404);

    // Publishing a draft that lacks steps names them, and leaves it a draft.
    const early = await patch(ada, id, { status: "published" });
    expect(early.status).toBe(400);
    const { fields } = await early.json();
    expect(Object.keys(fields)).toEqual(["status"]);
    expect(fields.status).toBe("Complete these steps before publishing: photos, pricing, location");
    expect((await patch(ada, id, REST)).status).toBe(200);
    expect((await (await patch(ada, id, { status: "published" })).json()).fields.status).toBe("Complete these steps before publishing: photos");
    expect((await (await call("GET", `/me/listings/${id}`, { cookie: ada.cookie })).json()).listing).toMatchObject({ status: "draft", publishedAt: null, missing: ["photos"] });

    await upload(ada, id);
    const live = await patch(ada, id, { status: "published" });
    expect(live.status).toBe(200);
    expect((await live.json()).listing).toMatchObject({ status: "published", publishedAt: expect.any(String), missing: [] });
    expect((await search(WORD)).ids).toContain(id);
    // Its words joined the "did you mean" dictionary on publishing: a typo finds it too.
    const typo = await search("ugbekwubenser");
    expect(typo.ids).toContain(id);
    expect(typo.corrected).toBe("ugbekwubenzer");
    const page = await call("GET", `/listings/${id}`);
    expect(page.status).toBe(200);
    expect((await page.json()).listing).toMatchObject({ id, title: DETAILS.title, status: "published" });

    const before = await search(WORD);
    expect(before.ids).toContain(id);
    expect((await (await patch(ada, id, { status: "paused" })).json()).listing.status).toBe("paused");
    // The count shown beside the results drops at once too, not after the 10 s its figure may be kept.
    const after = await search(WORD);
    expect(after.ids).not.toContain(id);
    expect(after.count).toBe(before.count - 1);
    expect((await call("GET", `/listings/${id}`)).status).toBe(404);
    expect((await call("GET", `/listings/${id}/blocked-dates`)).status).toBe(404);

    expect((await (await patch(ada, id, { status: "published" })).json()).listing.status).toBe("published");
    expect((await search(WORD)).ids).toContain(id);
    expect((await call("GET", `/listings/${id}`)).status).toBe(200);

    const gone = await call("DELETE", `/listings/${id}`, { cookie: ada.cookie });
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe("");
    const mine = (await (await call("GET", "/me/listings", { cookie: ada.cookie })).json()).listings;
    expect(mine.map((l: { id: number }) => l.id)).not.toContain(id);
    expect((await search(WORD)).ids).not.toContain(id);
    expect((await call("GET", `/listings/${id}`)).status).toBe(404);
    expect((await call("GET", `/me/listings/${id}`, { cookie: ada.cookie })).status).toBe(404);
    expect((await call("DELETE", `/listings/${id}`, { cookie: ada.cookie })).status).toBe(404);
    expect((await patch(ada, id, { status: "published" })).status).toBe(404);
  });

  it("one request can complete a draft and publish it", async () => {
    const ada = await owner("Bisi Ola");
    const id = await create(ada, { ...CATEGORY, ...DETAILS, pricePerDayKobo: 8_000_00 });
    await upload(ada, id);
    const res = await patch(ada, id, { state: "Oyo", city: "Ibadan", status: "published" });
    expect(res.status).toBe(200);
    expect((await res.json()).listing).toMatchObject({ status: "published", state: "Oyo", city: "Ibadan" });
  });

  it("a draft cannot be paused: 409, and it stays a draft", async () => {
    const ada = await owner("Chike Obi");
    const id = await create(ada, { ...CATEGORY, ...DETAILS });
    const res = await patch(ada, id, { status: "paused" });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("conflict");
    expect((await (await call("GET", `/me/listings/${id}`, { cookie: ada.cookie })).json()).listing.status).toBe("draft");
  });

  it("a new word in a published listing's title is searchable, typos included, as soon as it is saved", async () => {
    const ada = await owner("Dapo Ige");
    const { id } = await published(ada);
    expect((await search("Zorbantique")).ids).toEqual([]);
    expect((await patch(ada, id, { title: "Zorbantique generator, 5 kVA" })).status).toBe(200);
    expect((await search("Zorbantique")).ids).toEqual([id]);
    expect((await search("zorbantiqe")).ids).toEqual([id]);
  });
});

describe("photos of a listing", () => {
  it("the last photo of a published listing cannot be deleted (409); with another added it can", async () => {
    const ada = await owner("Efe Udo");
    const { id, photos } = await published(ada);
    const res = await call("DELETE", `/listings/${id}/photos/${photos[0]}`, { cookie: ada.cookie });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/at least one photo/);
    expect((await (await call("GET", `/listings/${id}`)).json()).listing.photos).toHaveLength(1);

    const [, second] = await upload(ada, id);
    const ok = await call("DELETE", `/listings/${id}/photos/${photos[0]}`, { cookie: ada.cookie });
    expect(ok.status).toBe(200);
    expect((await ok.json()).photos.map((p: { id: number }) => p.id)).toEqual([second]);
  });

  it("reordering takes every photo of the listing once: a foreign, missing or repeated id is a 400 and the order stays", async () => {
    const ada = await owner("Femi Ojo");
    const { id, photos } = await published(ada);
    photos.push(...(await upload(ada, id)).slice(1));
    photos.push(...(await upload(ada, id)).slice(2));
    const foreign = (await published(await owner("Gozie Eke"))).photos[0]!;
    const order = async () => ((await (await call("GET", `/me/listings/${id}`, { cookie: ada.cookie })).json()).listing.photos as { id: number }[]).map((p) => p.id);
    expect(await order()).toEqual(photos);

    for (const bad of [[photos[0], photos[1], foreign], [photos[0], photos[1]], [photos[0], photos[0], photos[1]], [...photos, foreign], []]) {
      const res = await call("PUT", `/listings/${id}/photos`, { cookie: ada.cookie, body: { order: bad } });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys((await res.json()).fields)[0]).toMatch(/^order/);
    }
    expect(await order()).toEqual(photos);

    const reversed = [...photos].reverse();
    const res = await call("PUT", `/listings/${id}/photos`, { cookie: ada.cookie, body: { order: reversed } });
    expect(res.status).toBe(200);
    expect((await res.json()).photos.map((p: { id: number }) => p.id)).toEqual(reversed);
    expect(await order()).toEqual(reversed);
  });
});

describe("blocked dates", () => {
  const today = todayInLagos();
  const day = (n: number) => addDaysIso(today, n);
  const blocked = async (id: number) => (await (await call("GET", `/listings/${id}/blocked-dates`)).json()).blockedDates;

  it("the days an owner blocks are public, sorted and once each; past or impossible dates are a 400 and change nothing", async () => {
    const ada = await owner("Halima Sani");
    const { id } = await published(ada);
    expect(await blocked(id)).toEqual([]);

    const res = await call("PUT", `/listings/${id}/blocked-dates`, { cookie: ada.cookie, body: { dates: [day(20), day(3), day(10), day(3)] } });
    expect(res.status).toBe(200);
    expect((await res.json()).blockedDates).toEqual([day(3), day(10), day(20)]);
    expect(await blocked(id)).toEqual([day(3), day(10), day(20)]);

    for (const [dates, field] of [
      [[day(4), day(-1)], "dates"],
      [["2026-02-30"], "dates.0"],
      [[day(5), "next tuesday"], "dates.1"],
      [[day(400)], "dates"],
    ] as const) {
      const bad = await call("PUT", `/listings/${id}/blocked-dates`, { cookie: ada.cookie, body: { dates } });
      expect(bad.status, JSON.stringify(dates)).toBe(400);
      expect(Object.keys((await bad.json()).fields)).toEqual([field]);
    }
    expect(await blocked(id)).toEqual([day(3), day(10), day(20)]);

    expect((await call("PUT", `/listings/${id}/blocked-dates`, { cookie: ada.cookie, body: { dates: [day(10)] } })).status).toBe(200);
    expect(await blocked(id)).toEqual([day(10)]);
    const stored = rowsOf<{ day: string }>(await db.execute(sql`select day::text as day from listing_blocked_dates where listing_id = ${id}`));
    expect(stored.map((r) => r.day)).toEqual([day(10)]);
  });
});
