// 'ID verified' where it matters (issue 37, item 2), through /api/v1 with the names: a listing's
// `requiresVerifiedId` (on by default for vehicles, trucks and heavy machinery, the owner's to turn off), the 403
// `{ error: "requirement", requirement: "verified_id", message }` on a quote, a booking and a cart line by a person who
// is not verified (a visitor's quote is answered; a verified person books; the owner is refused their own listing), the
// search for listings a person may book instantly, and `idVerified` on the listing's owner and the public profile.
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { users } from "../../db/schema";
import { rowsOf } from "../../db/rows";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness({ seed: true });
const { join, call, db, services } = h;
const day = (n: number) => addDaysIso(todayInLagos(), n);
const selfie = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#8d5524" } }).jpeg().toBuffer();

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

const CAR = { categorySlug: "vehicles", subcategorySlug: "self-drive-cars", title: "Lexus RX 350 2017, self-drive", description: "A clean Lexus RX for weddings and airport runs, serviced every month in Ikeja.", pricePerDayKobo: 60_000_00, state: "Lagos", city: "Ikeja", bookingMode: "instant" };
const REQUIREMENT = { error: "requirement", requirement: "verified_id", message: "The owner asks renters to verify their ID before booking this item. Verify your ID on your account (it takes a few minutes), then book." };

let nin = 10_000_000;
/** Verifies `p` through the sandbox, as /account/identity does: a NIN ending in 0 matches their name. */
async function verify(p: TestPerson) {
  const v = await services.identity.submit(p.id, { idType: "nin", idNumber: `${nin++}${String(nin).slice(-2)}0`, selfie });
  expect(v.status).toBe("verified");
}

async function listed(owner: TestPerson, more: Json = {}): Promise<Json> {
  const res = await call("POST", "/listings", { cookie: owner.cookie, body: { ...CAR, ...more } });
  expect(res.status).toBe(201);
  const { listing } = await json(res);
  const bytes = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#1e88e5" } }).jpeg().toBuffer();
  expect((await h.upload(listing.id, bytes, { cookie: owner.cookie, name: "car.jpg" })).status).toBe(201);
  const live = await call("PATCH", `/listings/${listing.id}`, { cookie: owner.cookie, body: { status: "published" } });
  expect(live.status).toBe(200);
  return (await json(live)).listing;
}

const ask = (listingId: number, start = 8) => ({ listingId, startDate: day(start), endDate: day(start + 2), pickupTime: "10:00 AM", units: 1 });
const bookingsOf = async (listingId: number) => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bookings where listing_id = ${listingId}`))[0]!.n;

describe("a listing's requiresVerifiedId", () => {
  it("is on by default for vehicles, trucks and heavy machinery, off for the rest, and the owner's to change", async () => {
    const ada = await join("Ada Obi", { verified: true });
    const car = await listed(ada);
    expect(car.requiresVerifiedId).toBe(true);
    const draft = async (categorySlug: string, subcategorySlug: string) => (await json(await call("POST", "/listings", { cookie: ada.cookie, body: { categorySlug, subcategorySlug } }))).listing.requiresVerifiedId;
    expect(await draft("trucks", "tipper-trucks")).toBe(true);
    expect(await draft("heavy-machinery", "excavators")).toBe(true);
    expect(await draft("power-generation-tools", "petrol-generators")).toBe(false);
    // A draft moved to a car takes the car's default; an owner's own choice is kept.
    const moved = (await json(await call("POST", "/listings", { cookie: ada.cookie, body: { categorySlug: "power-generation-tools", subcategorySlug: "petrol-generators" } }))).listing.id;
    const toCar = await json(await call("PATCH", `/listings/${moved}`, { cookie: ada.cookie, body: { categorySlug: "vehicles", subcategorySlug: "self-drive-cars" } }));
    expect(toCar.listing.requiresVerifiedId).toBe(true);
    const chosen = await json(await call("PATCH", `/listings/${moved}`, { cookie: ada.cookie, body: { categorySlug: "trucks", subcategorySlug: "tipper-trucks", requiresVerifiedId: false } }));
    expect(chosen.listing.requiresVerifiedId).toBe(false);
    const off = await json(await call("POST", "/listings", { cookie: ada.cookie, body: { ...CAR, requiresVerifiedId: false } }));
    expect(off.listing.requiresVerifiedId).toBe(false);

    const changed = await call("PATCH", `/listings/${car.id}`, { cookie: ada.cookie, body: { requiresVerifiedId: false } });
    expect(changed.status).toBe(200);
    expect((await json(changed)).listing.requiresVerifiedId).toBe(false);
    expect((await json(await call("GET", `/listings/${car.id}`))).listing.requiresVerifiedId).toBe(false);
  });

  it("refuses a value that is not true or false (400 naming it), and nobody else may change it", async () => {
    const ada = await join("Ada Obi", { verified: true });
    const car = await listed(ada);
    const bad = await call("PATCH", `/listings/${car.id}`, { cookie: ada.cookie, body: { requiresVerifiedId: "yes", title: "A title that must not be saved" } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toEqual({ requiresVerifiedId: "Say whether only renters with a verified ID may book (true or false)" });
    const bola = await join("Bola Ade");
    expect((await call("PATCH", `/listings/${car.id}`, { body: { requiresVerifiedId: false } })).status).toBe(401);
    expect((await call("PATCH", `/listings/${car.id}`, { cookie: bola.cookie, body: { requiresVerifiedId: false } })).status).toBe(404);
    expect((await call("PATCH", `/listings/${car.id}`, { cookie: ada.cookie, body: { requiresVerifiedId: false }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await json(await call("GET", `/listings/${car.id}`))).listing).toMatchObject({ requiresVerifiedId: true, title: CAR.title });
  });
});

describe("booking a listing that requires a verified ID", () => {
  it("refuses a person who is not verified with the 403 requirement on the quote, the booking and the cart line, and books nothing", async () => {
    const car = await listed(await join("Ada Obi", { verified: true }));
    const bola = await join("Bola Ade");
    for (const [path, expected] of [["/bookings/quote", 403], ["/bookings", 403], ["/cart/lines", 403]] as const) {
      const res = await call("POST", path, { cookie: bola.cookie, body: ask(car.id) });
      expect(res.status, path).toBe(expected);
      expect(await json(res), path).toEqual(REQUIREMENT);
    }
    expect(await bookingsOf(car.id)).toBe(0);
    expect((await json(await call("GET", "/cart", { cookie: bola.cookie }))).lines).toEqual([]);
  });

  it("answers a visitor's quote (they sign in to book), and a booking without a session is a 401", async () => {
    const car = await listed(await join("Ada Obi", { verified: true }));
    const quote = await call("POST", "/bookings/quote", { body: ask(car.id) });
    expect(quote.status).toBe(200);
    expect((await json(quote)).quote.totalKobo).toBeGreaterThan(0);
    expect((await call("POST", "/bookings", { body: ask(car.id) })).status).toBe(401);
    expect((await call("POST", "/cart/lines", { body: ask(car.id) })).status).toBe(401);
  });

  it("books for a verified person, as for anyone once the owner turns it off", async () => {
    const ada = await join("Ada Obi", { verified: true });
    const car = await listed(ada);
    const bola = await join("Bola Ade");
    await verify(bola);
    expect((await call("POST", "/bookings/quote", { cookie: bola.cookie, body: ask(car.id) })).status).toBe(200);
    const booked = await call("POST", "/bookings", { cookie: bola.cookie, body: ask(car.id) });
    expect(booked.status).toBe(201);
    expect((await call("POST", "/cart/lines", { cookie: bola.cookie, body: ask(car.id, 20) })).status).toBe(201);

    const chidi = await join("Chidi Eze");
    await call("PATCH", `/listings/${car.id}`, { cookie: ada.cookie, body: { requiresVerifiedId: false } });
    expect((await call("POST", "/bookings", { cookie: chidi.cookie, body: ask(car.id, 30) })).status).toBe(201);
  });

  it("refuses the owner their own listing as before (forbidden, not a requirement), and a forged request from another website", async () => {
    const ada = await join("Ada Obi", { verified: true });
    const car = await listed(ada);
    const own = await call("POST", "/bookings", { cookie: ada.cookie, body: ask(car.id) });
    expect(own.status).toBe(403);
    expect((await json(own)).error).toBe("forbidden");
    const bola = await join("Bola Ade");
    await verify(bola);
    const forged = await call("POST", "/bookings", { cookie: bola.cookie, body: ask(car.id), headers: { origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect((await json(forged)).error).toBe("forbidden");
    expect(await bookingsOf(car.id)).toBe(0);
  });

  it("shows a cart line added before the owner asked for it as a verified_id problem, and checkout refuses it", async () => {
    const ada = await join("Ada Obi", { verified: true });
    const car = await listed(ada, { requiresVerifiedId: false });
    const bola = await join("Bola Ade");
    expect((await call("POST", "/cart/lines", { cookie: bola.cookie, body: ask(car.id) })).status).toBe(201);
    await call("PATCH", `/listings/${car.id}`, { cookie: ada.cookie, body: { requiresVerifiedId: true } });
    const cart = await json(await call("GET", "/cart", { cookie: bola.cookie }));
    expect(cart.ready).toBe(false);
    expect(cart.lines[0].problems).toEqual([{ kind: "verified_id", message: REQUIREMENT.message }]);
    const checkout = await call("POST", "/cart/checkout", { cookie: bola.cookie, body: {} });
    expect(checkout.status).toBe(409);
    expect((await json(checkout)).lines).toEqual([{ id: cart.lines[0].id, message: REQUIREMENT.message }]);
    expect(await bookingsOf(car.id)).toBe(0);
  });
});

describe("searching for what a person may book instantly", () => {
  it("leaves out listings that require a verified ID for a visitor and an unverified person, and keeps them for a verified one", async () => {
    const ada = await join("Ada Obi", { verified: true });
    const title = "Zeekr 001 electric, self-drive in Ikeja";
    const car = await listed(ada, { title });
    const search = `?search=${encodeURIComponent("Zeekr")}&instant=1`;
    const found = async (p?: TestPerson) => ((await json(await call("GET", `/listings${search}`, { cookie: p?.cookie }))).items as Json[]).map((i) => i.id);
    expect(await found()).toEqual([]);
    const bola = await join("Bola Ade");
    expect(await found(bola)).toEqual([]);
    await verify(bola);
    expect(await found(bola)).toEqual([car.id]);
    // Without `instant` everybody finds it.
    expect(((await json(await call("GET", `/listings?search=Zeekr`))).items as Json[]).map((i) => i.id)).toEqual([car.id]);
  });
});

describe("idVerified", () => {
  it("is on the listing's owner and the public profile, and nothing private is", async () => {
    const ada = await join("Ada Obi", { verified: true });
    const car = await listed(ada);
    expect((await json(await call("GET", `/listings/${car.id}`))).listing.owner.idVerified).toBe(false);
    expect((await json(await call("GET", `/users/${ada.id}`))).idVerified).toBe(false);
    await verify(ada);
    expect((await json(await call("GET", `/listings/${car.id}`))).listing.owner.idVerified).toBe(true);
    const profile = await json(await call("GET", `/users/${ada.id}`));
    expect(profile).toMatchObject({ id: ada.id, name: "Ada Obi", idVerified: true, emailVerified: true, businessVerified: false });
    expect(profile.listings.map((l: Json) => l.id)).toEqual([car.id]);
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, ada.id));
    expect(JSON.stringify(profile)).not.toContain(row!.email);
    expect(JSON.stringify(profile)).not.toMatch(/idLast4|nin/i);
  });

  it("GET /users/{id}: 404 for nobody", async () => {
    expect((await call("GET", "/users/no-such-person")).status).toBe(404);
  });
});
