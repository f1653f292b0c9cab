// /api/v1/bookings/{id}/photos: the booking's renter and owner add and read its condition photos; anyone else learns
// nothing (404, as for an unused id), no session is a 401, a forged cross-site post a 403, bad input a 400 naming the
// field, a closed stage a 409, a body over 15 MB a 413, API tokens within their scopes; none of the refusals keeps a
// photo.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { createBookingsService } from "../../features/bookings/bookings.service";
import { bookingsFixture } from "../../testing/bookings";
import { apiHarness, type TestPerson } from "../../testing/http";
import { tempMedia } from "../../testing/media";

const media = tempMedia("booking-photos-api");
const h = await apiHarness({ media: { originals: media.originals, cache: media.cache } });
const { app, call, join, db, services } = h;
const { listing } = await bookingsFixture([], { db });
const day = (n: number) => addDaysIso(todayInLagos(), n);
/** Bookings made a day ago: one starting today needs an hour's notice, so that is how one for today is made at any hour. */
const yesterday = createBookingsService(db, { now: () => new Date(Date.now() - 24 * 3_600_000) });

/** A paid booking of a new listing of `owner`'s by `renter` starting today: its pick-up photos are open. */
async function confirmedToday(owner: TestPerson, renter: TestPerson): Promise<number> {
  const listingId = await listing({ owner: owner.id, mode: "instant" });
  const b = await yesterday.createBooking({ listingId, renterId: renter.id, startDate: day(0), endDate: day(1), pickupTime: "9:00 AM", units: 1 });
  await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  return b.id;
}

/** Two new people and a booking between them, open for pick-up photos. */
async function parties(ownerName: string, renterName: string) {
  const owner = await join(ownerName);
  const renter = await join(renterName);
  return { owner, renter, id: await confirmedToday(owner, renter) };
}

const jpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#16a34a" } }).jpeg().toBuffer();

interface Post {
  photo?: Uint8Array | null;
  stage?: string;
  note?: string;
  cookie?: string;
  headers?: Record<string, string>;
}
/** POST /api/v1/bookings/{id}/photos as the booking page's script or an API client sends it. */
async function post(id: number | string, { photo, stage = "pickup", note, cookie, headers = {} }: Post) {
  const form = new FormData();
  const bytes = photo === undefined ? await jpeg() : photo;
  if (bytes) form.append("photo", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
  form.append("stage", stage);
  if (note !== undefined) form.append("note", note);
  const site: Record<string, string> = cookie && !Object.keys(headers).some((k) => /^(origin|sec-fetch-site)$/i.test(k)) ? { origin: "http://localhost" } : {};
  return app.request(`/api/v1/bookings/${id}/photos`, { method: "POST", body: form, headers: { ...site, ...headers, ...(cookie ? { cookie } : {}) } });
}

const count = async (id: number) => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from booking_photos where booking_id = ${id}`))[0]!.n;
const files = (id: number) => {
  const dir = path.join(media.dir, "media", "originals", "bookings", String(id));
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe("the booking's parties", () => {
  it("the owner adds a pick-up photo with a note, and the renter reads it with who added it and its URLs", async () => {
    const { owner, renter, id } = await parties("Ada Obi", "Bola Ade");
    const res = await post(id, { cookie: owner.cookie, note: "Dent on the left door" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const added = await res.json();
    expect(added.openStages).toEqual(["pickup"]);
    expect(added.photos.pickup).toHaveLength(1);
    const seen = await call("GET", `/bookings/${id}/photos`, { cookie: renter.cookie });
    expect(seen.status).toBe(200);
    const body = await seen.json();
    const [photo] = body.photos.pickup;
    expect(photo).toMatchObject({ stage: "pickup", by: { role: "owner", name: "Ada Obi" }, note: "Dent on the left door", width: 64, height: 48 });
    expect(photo.url).toBe(`/bookings/${id}/photos/${photo.id}@1280.webp`);
    expect(body.photos).toMatchObject({ return: [], claim: [], claim_answer: [] });
    expect(body).toEqual({ ...added, photos: body.photos });
  });
});

describe("who else asks", () => {
  it("a stranger: 404 as for an unused id; no session: 401; another website: 403; none of them keeps a photo", async () => {
    const { owner, id } = await parties("Chidi Eze", "Dayo Ola");
    const stranger = await join("Efe Uche");
    for (const res of [await call("GET", `/bookings/${id}/photos`, { cookie: stranger.cookie }), await post(id, { cookie: stranger.cookie }), await post(id + 10_000, { cookie: owner.cookie })]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "not_found", message: "Booking not found" });
    }
    for (const res of [await call("GET", `/bookings/${id}/photos`), await post(id, {})]) expect(res.status).toBe(401);
    const forged: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "" }];
    for (const headers of forged) {
      const res = await post(id, { cookie: owner.cookie, headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect((await res.json()).error).toBe("forbidden");
    }
    expect((await call("GET", "/bookings/abc/photos", { cookie: owner.cookie })).status).toBe(400);
    expect(await count(id)).toBe(0);
    expect(files(id)).toBe(0);
  });

  it("API tokens: bookings:read reads, bookings:write adds, neither more", async () => {
    const { owner, id } = await parties("Funke Ade", "Gbenga Ojo");
    const token = async (scopes: ("bookings:read" | "bookings:write")[]) => `Bearer ${(await services.apiTokens.create(owner.id, { name: scopes.join(" "), scopes, expiresIn: "90" })).secret}`;
    const reader = await token(["bookings:read"]);
    const writer = await token(["bookings:write"]);
    expect((await call("GET", `/bookings/${id}/photos`, { headers: { authorization: reader } })).status).toBe(200);
    const refused = await post(id, { headers: { authorization: reader } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ scope: "bookings:write" });
    expect((await call("GET", `/bookings/${id}/photos`, { headers: { authorization: writer } })).status).toBe(403);
    expect(await count(id)).toBe(0);
    expect((await post(id, { headers: { authorization: writer } })).status).toBe(201);
    expect(await count(id)).toBe(1);
  });
});

describe("bad input changes nothing", () => {
  it("no file, not a photo, a stage other than pickup or return, a note over 500 characters: 400 naming the field", async () => {
    const { renter, id } = await parties("Hauwa Bello", "Ike Okafor");
    const cases: [Post, string][] = [
      [{ photo: null }, "photo"],
      [{ photo: Buffer.from("A text file called photo.jpg") }, "photo"],
      [{ stage: "claim" }, "stage"],
      [{ stage: "later" }, "stage"],
      [{ note: "x".repeat(501) }, "note"],
    ];
    for (const [input, field] of cases) {
      const res = await post(id, { ...input, cookie: renter.cookie });
      expect(res.status, field).toBe(400);
      expect(Object.keys((await res.json()).fields)).toEqual([field]);
    }
    expect(await count(id)).toBe(0);
    expect(files(id)).toBe(0);
  });

  it("a stage that is closed: 409 saying when it opens; a body over 15 MB: 413", async () => {
    const { owner, id } = await parties("Jide Alabi", "Kemi Ayo");
    const closed = await post(id, { cookie: owner.cookie, stage: "return" });
    expect(closed.status).toBe(409);
    expect((await closed.json()).message).toMatch(/^Return photos can be added once the item is picked up/);
    const big = await post(id, { cookie: owner.cookie, photo: Buffer.concat([await jpeg(), Buffer.alloc(16 * 1024 * 1024)]) });
    expect(big.status).toBe(413);
    expect(await count(id)).toBe(0);
    expect(files(id)).toBe(0);
  });
});
