// Who may change a listing through /api/v1/listings: only its owner, signed in, with a verified e-mail, from Haya's own
// pages. Anyone else learns nothing (404) and changes nothing; owners and ids smuggled in a body are ignored.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { apiHarness, type TestPerson } from "../../testing/http";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const VERIFY_FIRST = m.err_listing_verify_first({}, { locale: "en" });

const h = await apiHarness({ seed: true });
const { call, join, db } = h;

const COMPLETE = {
  categorySlug: "vehicles",
  subcategorySlug: "self-drive-cars",
  title: "Toyota Corolla 2015, self drive",
  description: "Clean Corolla with cold air conditioning, for errands around Ikeja and the airport.",
  pricePerDayKobo: 25_000_00,
  state: "Lagos",
  city: "Ikeja",
};

/** Someone who has joined and verified their e-mail address, as listing needs. */
const owner = (name: string): Promise<TestPerson> => join(name, { verified: true });

interface As {
  cookie?: string;
  headers?: Record<string, string>;
}

const jpeg = (background: string) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).jpeg().toBuffer();

const upload = async (id: number, as: As) => h.upload(id, await jpeg("#2e7d32"), as);

async function create(p: TestPerson, body: object = COMPLETE): Promise<number> {
  const res = await call("POST", "/listings", { cookie: p.cookie, body });
  expect(res.status).toBe(201);
  return (await res.json()).listing.id;
}

/** A published listing with two photos and a blocked day, and a complete draft: something for every write to act on. */
async function fixture(p: TestPerson) {
  const id = await create(p);
  await upload(id, p);
  const photos: number[] = (await (await upload(id, p)).json()).photos.map((x: { id: number }) => x.id);
  expect((await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: { status: "published" } })).status).toBe(200);
  await call("PUT", `/listings/${id}/blocked-dates`, { cookie: p.cookie, body: { dates: [addDaysIso(todayInLagos(), 5)] } });
  const draftId = await create(p);
  expect((await upload(draftId, p)).status).toBe(201);
  return { id, draftId, photos };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

/** Everything stored about some listings, to compare before and after a refused request. */
async function snapshot(...ids: number[]) {
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  return {
    listings: rowsOf(await db.execute(sql`select * from listings where id in (${list}) order by id`)),
    photos: rowsOf(await db.execute(sql`select * from listing_photos where listing_id in (${list}) order by id`)),
    blocked: rowsOf(await db.execute(sql`select listing_id, day::text from listing_blocked_dates where listing_id in (${list}) order by 1, 2`)),
  };
}

const ownerOf = async (id: number) => rowsOf<{ owner_id: string }>(await db.execute(sql`select owner_id from listings where id = ${id}`))[0]?.owner_id;
const countListings = async () => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings`))[0]!.n;

const FORGED: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
/** With the person's cookie, a write that says nothing of where it comes from is forged too (a script, not a page). */
const FORGED_WITH_COOKIE: Record<string, string>[] = [...FORGED, { origin: "" }];

const WRITES: [string, (f: Fixture, as: As) => Response | Promise<Response>, number][] = [
  ["edit fields", (f, as) => call("PATCH", `/listings/${f.id}`, { ...as, body: { title: "Taken over by someone else" } }), 200],
  ["publish", (f, as) => call("PATCH", `/listings/${f.draftId}`, { ...as, body: { status: "published" } }), 200],
  ["pause", (f, as) => call("PATCH", `/listings/${f.id}`, { ...as, body: { status: "paused" } }), 200],
  ["delete", (f, as) => call("DELETE", `/listings/${f.id}`, as), 204],
  ["add a photo", (f, as) => upload(f.id, as), 201],
  ["reorder photos", (f, as) => call("PUT", `/listings/${f.id}/photos`, { ...as, body: { order: [...f.photos].reverse() } }), 200],
  ["delete a photo", (f, as) => call("DELETE", `/listings/${f.id}/photos/${f.photos[0]}`, as), 200],
  ["block dates", (f, as) => call("PUT", `/listings/${f.id}/blocked-dates`, { ...as, body: { dates: [addDaysIso(todayInLagos(), 9)] } }), 200],
];

describe("writes to someone's listing", () => {
  it.each(WRITES)("%s: 404 for another person, 401 without a session, 403 from another site; only its owner changes it", async (_name, send, ok) => {
    const ada = await owner("Ada Obi");
    const bola = await owner("Bola Ade");
    const f = await fixture(ada);
    const before = await snapshot(f.id, f.draftId);

    const stranger = await send(f, { cookie: bola.cookie });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ error: "not_found", message: "Listing not found" });
    const anonymous = await send(f, {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "unauthorized", message: "Sign in to do this" });
    for (const headers of FORGED_WITH_COOKIE) {
      const forged = await send(f, { cookie: ada.cookie, headers });
      expect(forged.status, JSON.stringify(headers)).toBe(403);
      expect((await forged.json()).error).toBe("forbidden");
    }
    expect(await snapshot(f.id, f.draftId)).toEqual(before);

    // The same request from its owner goes through: the refusals above were about who asked, not what was asked.
    expect((await send(f, { cookie: ada.cookie })).status).toBe(ok);
    expect(await snapshot(f.id, f.draftId)).not.toEqual(before);
  });

  it("creating: 401 without a session and 403 from another site, and nothing is created", async () => {
    const ada = await owner("Chidi Eze");
    const before = await countListings();
    expect((await call("POST", "/listings", { body: COMPLETE })).status).toBe(401);
    for (const headers of FORGED) expect((await call("POST", "/listings", { cookie: ada.cookie, body: COMPLETE, headers })).status).toBe(403);
    expect(await countListings()).toBe(before);
    await create(ada);
    expect(await countListings()).toBe(before + 1);
  });

  it("another person cannot read an owner's listing under /me/listings either", async () => {
    const ada = await owner("Dayo Bello");
    const id = await create(ada);
    const res = await call("GET", `/me/listings/${id}`, { cookie: (await owner("Efe Ojo")).cookie });
    expect(res.status).toBe(404);
    expect((await call("GET", `/me/listings/${id}`)).status).toBe(401);
    expect((await call("GET", `/me/listings/${id}`, { cookie: ada.cookie })).status).toBe(200);
  });

  it("nobody reaches another listing's photos through a listing of their own", async () => {
    const ada = await owner("Funke Ade");
    const bola = await owner("Gbenga Oni");
    const f = await fixture(ada);
    const own = await create(bola);
    await upload(own, bola);
    const before = await snapshot(f.id);
    const del = await call("DELETE", `/listings/${own}/photos/${f.photos[0]}`, { cookie: bola.cookie });
    expect(del.status).toBe(404);
    expect((await del.json()).message).toBe("Photo not found");
    const reorder = await call("PUT", `/listings/${own}/photos`, { cookie: bola.cookie, body: { order: f.photos } });
    expect(reorder.status).toBe(400);
    expect(Object.keys((await reorder.json()).fields)).toEqual(["order"]);
    expect(await snapshot(f.id)).toEqual(before);
  });
});

describe("ids in a body", () => {
  it("an owner or id smuggled into a create or an edit is ignored", async () => {
    const ada = await owner("Hauwa Musa");
    const bola = await owner("Ike Nwosu");
    const bolas = await create(bola);
    const before = await snapshot(bolas);

    const res = await call("POST", "/listings", { cookie: ada.cookie, body: { ...COMPLETE, ownerId: bola.id, id: bolas, status: "published" } });
    expect(res.status).toBe(201);
    const { listing } = await res.json();
    expect(listing.id).not.toBe(bolas);
    expect(listing.status).toBe("draft");
    expect(await ownerOf(listing.id)).toBe(ada.id);

    const edit = await call("PATCH", `/listings/${listing.id}`, { cookie: ada.cookie, body: { title: "Corolla for Ada only", ownerId: bola.id, id: bolas } });
    expect(edit.status).toBe(200);
    expect((await edit.json()).listing).toMatchObject({ id: listing.id, title: "Corolla for Ada only" });
    expect(await ownerOf(listing.id)).toBe(ada.id);

    expect(await snapshot(bolas)).toEqual(before);
    const mine = (await (await call("GET", "/me/listings", { cookie: bola.cookie })).json()).listings;
    expect(mine.map((l: { id: number }) => l.id)).toEqual([bolas]);
  });

  it("a status other than published or paused is refused, not stored", async () => {
    const ada = await owner("Jide Ola");
    const f = await fixture(ada);
    const before = await snapshot(f.id);
    for (const status of ["deleted", "suspended", "draft"]) {
      const res = await call("PATCH", `/listings/${f.id}`, { cookie: ada.cookie, body: { status } });
      expect(res.status, status).toBe(400);
      expect(Object.keys((await res.json()).fields)).toEqual(["status"]);
    }
    expect(await snapshot(f.id)).toEqual(before);
  });
});

describe("verified e-mail", () => {
  it("an owner who has not verified their e-mail cannot create a listing, and is told to verify it", async () => {
    const kemi = await join("Kemi Ade");
    const res = await call("POST", "/listings", { cookie: kemi.cookie, body: COMPLETE });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body).toEqual({ error: "forbidden", message: VERIFY_FIRST });
    expect(body.message).toMatch(/verify your email/i);
    expect(rowsOf(await db.execute(sql`select id from listings where owner_id = ${kemi.id}`))).toEqual([]);
    await db.execute(sql`update users set email_verified = true where id = ${kemi.id}`);
    await create(kemi);
  });
});

describe("GET /api/v1/me/listings", () => {
  it("lists only the caller's listings, newest change first, with no bookings or earnings yet", async () => {
    const ada = await owner("Lola Bankole");
    const f = await fixture(ada);
    const other = await owner("Musa Bello");
    await create(other);
    expect((await call("GET", "/me/listings")).status).toBe(401);

    const res = await call("GET", "/me/listings", { cookie: ada.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const { listings } = await res.json();
    expect(listings.map((l: { id: number }) => l.id)).toEqual([f.draftId, f.id]);
    const byId = new Map(listings.map((l: { id: number }) => [l.id, l]));
    expect(byId.get(f.id)).toMatchObject({ status: "published", title: COMPLETE.title, pricePerDayKobo: 25_000_00, totalBookings: 0, totalEarningsKobo: 0, rentedToday: false, missing: [] });
    expect(byId.get(f.draftId)).toMatchObject({ status: "draft", totalBookings: 0, totalEarningsKobo: 0, missing: [] });
    for (const l of listings) expect(l.photo).toMatchObject({ key: expect.stringMatching(/^listings\/\d+\//) });
  });
});
