// Delivery and collection through /api/v1 (issue 36 item 1, names as the issue gives them): a listing's `delivery` set,
// changed and refused (400 naming the field) and shown on the public listing; quotes and bookings with `fulfilment:
// "delivery"` (the fee and its km; 422 beyond the radius, saying the distance and the radius); the address seen by the
// renter always and by the owner only once the booking is paid; nobody else's to see (404), no session 401, another
// website 403; cart lines carrying the choice and the fee, and checkout booking them as deliveries. Then the listing
// form's pick-up step, which sends the same terms without JavaScript.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { addDaysIso, lagosMidnight, todayInLagos } from "../../../core/dates";
import type { DeliveryTerms } from "../../../core/delivery";
import { rowsOf } from "../../db/rows";
import { stepForms } from "../../features/listings/listings.schema";
import { apiHarness, type TestPerson } from "../../testing/http";
import { parseStep } from "../../../app/lib/listing-actions.server";

const h = await apiHarness({ seed: true });
const { join, call, db, services } = h;
const today = todayInLagos();
const day = (n: number) => addDaysIso(today, n);

/** ₦2,000 flat plus ₦150 a km, within 25 km. */
const TERMS: DeliveryTerms = { radiusKm: 25, feeKobo: 2_000_00, perKmKobo: 150_00, freeWithinKm: 0 };
/** Ikeja to Yaba: 10.25 km straight, 11 km charged: ₦2,000 + 11 × ₦150. */
const YABA = { state: "Lagos", city: "Yaba", street: "12 Herbert Macaulay Way", landmark: "Opposite the Yaba College gate" };
const YABA_FEE = 3_650_00;
/** Ikeja to Ibadan: 105.86 km, 106 charged. */
const IBADAN = { state: "Oyo", city: "Ibadan", street: "7 Ring Road", landmark: "" };
const TOO_FAR = "This address is 106 km from the item; its owner delivers within 25 km";
const LISTING = {
  categorySlug: "vehicles",
  subcategorySlug: "self-drive-cars",
  title: "Toyota Corolla 2015, delivered to you",
  description: "Clean Toyota Corolla for errands and events; delivered to your door and collected after.",
  pricePerDayKobo: 25_000_00,
  state: "Lagos",
  city: "Ikeja",
  // Renters here are not ID-verified: its owner does not ask them to be (a car does by default, issue 37).
  requiresVerifiedId: false,
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

const owner = (name = "Ada Obi"): Promise<TestPerson> => join(name, { verified: true });

async function photo(p: TestPerson, id: number) {
  const bytes = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#1e88e5" } }).jpeg().toBuffer();
  expect((await h.upload(id, bytes, { cookie: p.cookie, name: "car.jpg" })).status).toBe(201);
}

/** A published listing of `p`'s in Ikeja, created through the API with these delivery terms (and any other fields). */
async function listed(p: TestPerson, delivery: DeliveryTerms | null = TERMS, more: Json = {}): Promise<number> {
  const res = await call("POST", "/listings", { cookie: p.cookie, body: { ...LISTING, delivery, ...more } });
  expect(res.status).toBe(201);
  const { listing } = await json(res);
  expect(listing.delivery).toEqual(delivery);
  await photo(p, listing.id);
  const live = await call("PATCH", `/listings/${listing.id}`, { cookie: p.cookie, body: { status: "published" } });
  expect(live.status).toBe(200);
  return listing.id as number;
}

const pickupBody = (listingId: number, start = 10, end = 12) => ({ listingId, startDate: day(start), endDate: day(end), pickupTime: "10:00 AM", units: 1 });
const deliveryBody = (listingId: number, start = 10, end = 12, over: Json = {}) => ({
  listingId,
  startDate: day(start),
  endDate: day(end),
  units: 1,
  fulfilment: "delivery",
  deliveryAddress: YABA,
  deliveryWindow: "afternoon",
  ...over,
});

const bookingsOfListing = async (id: number) => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bookings where listing_id = ${id}`))[0]!.n;

describe("a listing's delivery terms", () => {
  it("are set on create, changed and turned off by PATCH, and shown by GET /me/listings/{id} and, published, GET /listings/{id}", async () => {
    const ada = await owner();
    const id = await listed(ada);
    expect((await json(await call("GET", `/me/listings/${id}`, { cookie: ada.cookie }))).listing.delivery).toEqual(TERMS);
    const pub = await json(await call("GET", `/listings/${id}`));
    // Measured from the centre of Ikeja, never the owner's address.
    expect(pub.listing).toMatchObject({ id, delivery: TERMS, latitude: 6.6, longitude: 3.35 });

    const free = { radiusKm: 30, feeKobo: 1_500_00, perKmKobo: 0, freeWithinKm: 10 };
    const changed = await call("PATCH", `/listings/${id}`, { cookie: ada.cookie, body: { delivery: free } });
    expect(changed.status).toBe(200);
    expect((await json(changed)).listing.delivery).toEqual(free);
    expect((await json(await call("GET", `/listings/${id}`))).listing.delivery).toEqual(free);

    const off = await call("PATCH", `/listings/${id}`, { cookie: ada.cookie, body: { delivery: null } });
    expect(off.status).toBe(200);
    expect((await json(off)).listing.delivery).toBeNull();
    expect((await json(await call("GET", `/listings/${id}`))).listing.delivery).toBeNull();
    // Another field alone leaves the terms as they are.
    await call("PATCH", `/listings/${id}`, { cookie: ada.cookie, body: { delivery: TERMS } });
    await call("PATCH", `/listings/${id}`, { cookie: ada.cookie, body: { pricePerDayKobo: 30_000_00 } });
    expect((await json(await call("GET", `/listings/${id}`))).listing.delivery).toEqual(TERMS);
  });

  it("refuses bad terms with a 400 naming the field, and keeps what the listing had", async () => {
    const ada = await owner();
    const id = await listed(ada);
    const bad: [string, unknown, string, string | RegExp][] = [
      ["a radius of 0", { ...TERMS, radiusKm: 0 }, "delivery.radiusKm", "Enter how far you deliver, from 1 to 300 km"],
      ["a radius of 301 km", { ...TERMS, radiusKm: 301 }, "delivery.radiusKm", "Enter how far you deliver, from 1 to 300 km"],
      ["a radius of 2.5 km", { ...TERMS, radiusKm: 2.5 }, "delivery.radiusKm", "Enter how far you deliver, from 1 to 300 km"],
      ["no radius", { feeKobo: 0, perKmKobo: 0, freeWithinKm: 0 }, "delivery.radiusKm", "Enter how far you deliver, from 1 to 300 km"],
      ["free beyond the radius", { ...TERMS, freeWithinKm: 26 }, "delivery.freeWithinKm", "Free delivery reaches at most as far as you deliver"],
      ["a negative fee", { ...TERMS, feeKobo: -1 }, "delivery.feeKobo", /^Enter the delivery fee in whole naira, at most/],
      ["a fee of half a kobo", { ...TERMS, feeKobo: 100.5 }, "delivery.feeKobo", /^Enter the delivery fee in whole naira, at most/],
      ["a negative per-km fee", { ...TERMS, perKmKobo: -150_00 }, "delivery.perKmKobo", /^Enter the fee per km in whole naira, at most/],
    ];
    for (const [what, delivery, field, message] of bad) {
      const res = await call("PATCH", `/listings/${id}`, { cookie: ada.cookie, body: { delivery, title: "A changed title that must not be saved" } });
      expect(res.status, what).toBe(400);
      const body = await json(res);
      expect(body.fields, what).toHaveProperty([field]);
      if (typeof message === "string") expect(body.fields[field], what).toBe(message);
      else expect(body.fields[field], what).toMatch(message);
    }
    const kept = (await json(await call("GET", `/listings/${id}`))).listing;
    expect(kept).toMatchObject({ delivery: TERMS, title: LISTING.title });

    // On create too: nothing is made.
    const before = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings where owner_id = ${ada.id}`))[0]!.n;
    const res = await call("POST", "/listings", { cookie: ada.cookie, body: { ...LISTING, delivery: { ...TERMS, radiusKm: 0 } } });
    expect(res.status).toBe(400);
    expect((await json(res)).fields).toHaveProperty(["delivery.radiusKm"]);
    expect(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings where owner_id = ${ada.id}`))[0]!.n).toBe(before);
  });

  it("are only the owner's to change: a visitor 401, another person 404, another website 403", async () => {
    const ada = await owner();
    const id = await listed(ada);
    const bola = await join("Bola Ade");
    expect((await call("PATCH", `/listings/${id}`, { body: { delivery: null } })).status).toBe(401);
    expect((await call("PATCH", `/listings/${id}`, { cookie: bola.cookie, body: { delivery: null } })).status).toBe(404);
    expect((await call("PATCH", `/listings/${id}`, { cookie: ada.cookie, body: { delivery: null }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await json(await call("GET", `/listings/${id}`))).listing.delivery).toEqual(TERMS);
  });
});

describe("POST /api/v1/bookings/quote with a delivery", () => {
  it("answers 200 with deliveryFeeKobo and deliveryKm, the fee in the total; a pick-up's are 0 and null", async () => {
    const id = await listed(await owner());
    const plain = await json(await call("POST", "/bookings/quote", { body: pickupBody(id) }));
    expect(plain.quote).toMatchObject({ deliveryFeeKobo: 0, deliveryKm: null });
    const res = await call("POST", "/bookings/quote", { body: deliveryBody(id) });
    expect(res.status).toBe(200);
    const { quote } = await json(res);
    expect(quote).toMatchObject({ deliveryFeeKobo: YABA_FEE, deliveryKm: 11, totalKobo: plain.quote.totalKobo + YABA_FEE, serviceFeeKobo: plain.quote.serviceFeeKobo, vatKobo: plain.quote.vatKobo });
  });

  it("a free delivery nearby: 0 with its km", async () => {
    const id = await listed(await owner(), { ...TERMS, freeWithinKm: 12 });
    expect((await json(await call("POST", "/bookings/quote", { body: deliveryBody(id) }))).quote).toMatchObject({ deliveryFeeKobo: 0, deliveryKm: 11 });
  });

  it("beyond the radius is a 422 saying the distance and the radius; a listing that does not deliver or an unknown place a 400 naming the field", async () => {
    const id = await listed(await owner());
    const far = await call("POST", "/bookings/quote", { body: deliveryBody(id, 10, 12, { deliveryAddress: IBADAN }) });
    expect(far.status).toBe(422);
    expect(await json(far)).toEqual({ error: "unprocessable", message: TOO_FAR, fields: { "deliveryAddress.city": TOO_FAR } });

    const unknown = await call("POST", "/bookings/quote", { body: deliveryBody(id, 10, 12, { deliveryAddress: { ...YABA, city: "Atlantis" } }) });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).fields).toEqual({ "deliveryAddress.city": "Haya does not know where Atlantis is in Lagos: write the nearest city or area" });

    const noWindow = await call("POST", "/bookings/quote", { body: deliveryBody(id, 10, 12, { deliveryWindow: undefined }) });
    expect(noWindow.status).toBe(400);
    expect((await json(noWindow)).fields).toEqual({ deliveryWindow: "Choose when to deliver" });

    const pickupOnly = await listed(await owner("Chidi Eze"), null);
    const refused = await call("POST", "/bookings/quote", { body: deliveryBody(pickupOnly) });
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields).toEqual({ fulfilment: "The owner does not deliver this item: choose pick-up" });
  });
});

describe("POST /api/v1/bookings and GET /api/v1/bookings/{id} with a delivery", () => {
  it("books a delivery at the quoted price: the fee, km, address, window and its start as the pick-up time", async () => {
    const id = await listed(await owner());
    const renter = await join("Bola Ade");
    const { quote } = await json(await call("POST", "/bookings/quote", { body: deliveryBody(id) }));
    const res = await call("POST", "/bookings", { cookie: renter.cookie, body: deliveryBody(id) });
    expect(res.status).toBe(201);
    const { booking } = await json(res);
    expect(booking).toMatchObject({
      listingId: id,
      renterId: renter.id,
      fulfilment: "delivery",
      deliveryAddress: YABA,
      deliveryWindow: "afternoon",
      deliveryKm: 11,
      deliveryFeeKobo: YABA_FEE,
      pickupTime: "Noon",
      totalKobo: quote.totalKobo,
    });
    // A pick-up booking says so.
    const plain = await json(await call("POST", "/bookings", { cookie: renter.cookie, body: pickupBody(id, 20, 21) }));
    expect(plain.booking).toMatchObject({ fulfilment: "pickup", deliveryAddress: null, deliveryWindow: null, deliveryKm: null, deliveryFeeKobo: 0, pickupTime: "10:00 AM" });
  });

  it("refuses beyond the radius (422) with nothing booked; no session 401; another website 403", async () => {
    const id = await listed(await owner());
    const renter = await join("Bola Ade");
    const far = await call("POST", "/bookings", { cookie: renter.cookie, body: deliveryBody(id, 10, 12, { deliveryAddress: IBADAN }) });
    expect(far.status).toBe(422);
    expect((await json(far)).message).toBe(TOO_FAR);
    expect((await call("POST", "/bookings", { body: deliveryBody(id) })).status).toBe(401);
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[])
      expect((await call("POST", "/bookings", { cookie: renter.cookie, body: deliveryBody(id), headers })).status).toBe(403);
    expect(await bookingsOfListing(id)).toBe(0);
  });

  it("the renter always sees the address; the owner sees null until it is paid (asked, accepted), then sees it (confirmed, picked up); anyone else 404, no session 401", async () => {
    const ada = await owner();
    const id = await listed(ada, TERMS, { bookingMode: "request" });
    const renter = await join("Bola Ade");
    const { booking } = await json(await call("POST", "/bookings", { cookie: renter.cookie, body: deliveryBody(id, 1, 2) }));
    const seen = async (p: TestPerson) => {
      const res = await call("GET", `/bookings/${booking.id}`, { cookie: p.cookie });
      expect(res.status).toBe(200);
      return (await json(res)).booking as Json;
    };
    const ownerSees = async (status: string) => {
      const b = await seen(ada);
      expect(b.status).toBe(status);
      return b.deliveryAddress;
    };

    expect((await seen(renter)).deliveryAddress).toEqual(YABA);
    expect(await ownerSees("requested")).toBeNull();
    // The owner's cards and their answers do not carry it either.
    const cards = await call("GET", "/me/bookings?as=owner", { cookie: ada.cookie });
    expect(JSON.stringify(await json(cards))).not.toContain(YABA.street);
    const accepted = await call("POST", `/bookings/${booking.id}/accept`, { cookie: ada.cookie });
    expect(accepted.status).toBe(200);
    const acceptedBody = await json(accepted);
    expect(acceptedBody.booking).toMatchObject({ status: "awaiting_payment", deliveryAddress: null, fulfilment: "delivery", deliveryWindow: "afternoon" });
    expect(JSON.stringify(acceptedBody)).not.toContain(YABA.street);
    expect(await ownerSees("awaiting_payment")).toBeNull();
    expect((await seen(renter)).deliveryAddress).toEqual(YABA);

    await services.bookings.transition(booking.id, "pay", { actor: "system", userId: null });
    expect(await ownerSees("confirmed")).toEqual(YABA);
    // The owner's payout holds the fee whole.
    const o = await seen(ada);
    expect(o.ownerPayoutKobo + o.ownerCommissionKobo).toBe(o.rentalKobo - o.discountKobo + YABA_FEE);

    await services.bookings.markPickedUp(booking.id, ada.id, { now: new Date(lagosMidnight(day(1)) + 13 * 3_600_000) });
    expect(await ownerSees("active")).toEqual(YABA);

    const stranger = await join("Chidi Eze");
    expect((await call("GET", `/bookings/${booking.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call("GET", `/bookings/${booking.id}`)).status).toBe(401);
  });

  it("an instant booking: the owner sees null while it awaits payment, the address once paid", async () => {
    const ada = await owner();
    const id = await listed(ada, TERMS, { bookingMode: "instant" });
    const renter = await join("Bola Ade");
    const { booking } = await json(await call("POST", "/bookings", { cookie: renter.cookie, body: deliveryBody(id) }));
    expect(booking.status).toBe("awaiting_payment");
    expect((await json(await call("GET", `/bookings/${booking.id}`, { cookie: ada.cookie }))).booking.deliveryAddress).toBeNull();
    await services.bookings.transition(booking.id, "pay", { actor: "system", userId: null });
    expect((await json(await call("GET", `/bookings/${booking.id}`, { cookie: ada.cookie }))).booking.deliveryAddress).toEqual(YABA);
    // What cancelling now gives back includes the fee, whole.
    const preview = await json(await call("GET", `/bookings/${booking.id}/cancellation`, { cookie: renter.cookie }));
    expect(preview.refund).toMatchObject({ refundKobo: booking.totalKobo, deliveryRefundKobo: YABA_FEE });
  });
});

describe("cart lines with a delivery", () => {
  it("POST /api/v1/cart/lines carries the choice and the quote's fee; the totals add it; a change of dates keeps it; checkout books a delivery", async () => {
    const ada = await owner();
    const id = await listed(ada, TERMS, { bookingMode: "instant" });
    const renter = await join("Bola Ade");
    const added = await call("POST", "/cart/lines", { cookie: renter.cookie, body: deliveryBody(id) });
    expect(added.status).toBe(201);
    const cart = await json(added);
    const [line] = cart.lines;
    expect(line).toMatchObject({ listingId: id, fulfilment: "delivery", deliveryAddress: YABA, deliveryWindow: "afternoon", pickupTime: "Noon", quote: { deliveryFeeKobo: YABA_FEE, deliveryKm: 11 } });
    expect(line.addedTotalKobo).toBe(line.quote.totalKobo);
    expect(cart.totals).toMatchObject({ deliveryFeeKobo: YABA_FEE, totalKobo: line.quote.totalKobo });

    // New dates (the window stays, whatever pick-up time is sent), then all lines moved: still a delivery at its fee.
    const changed = await call("PATCH", `/cart/lines/${line.id}`, { cookie: renter.cookie, body: { startDate: day(14), endDate: day(15), pickupTime: "9:00 AM", units: 1 } });
    expect(changed.status).toBe(200);
    expect((await json(changed)).lines[0]).toMatchObject({ startDate: day(14), fulfilment: "delivery", deliveryAddress: YABA, deliveryWindow: "afternoon", pickupTime: "Noon", quote: { deliveryFeeKobo: YABA_FEE } });
    const moved = await call("POST", "/cart/dates", { cookie: renter.cookie, body: { startDate: day(16), endDate: day(18), pickupTime: "9:00 AM" } });
    expect(moved.status).toBe(200);
    const movedLine = (await json(moved)).lines[0];
    expect(movedLine).toMatchObject({ startDate: day(16), fulfilment: "delivery", deliveryAddress: YABA, pickupTime: "Noon", quote: { deliveryFeeKobo: YABA_FEE }, problems: [] });

    const res = await call("POST", "/cart/checkout", { cookie: renter.cookie });
    expect(res.status).toBe(201);
    const [made] = (await json(res)).bookings;
    expect(made.booking).toMatchObject({
      listingId: id,
      status: "awaiting_payment",
      fulfilment: "delivery",
      deliveryAddress: YABA,
      deliveryWindow: "afternoon",
      deliveryKm: 11,
      deliveryFeeKobo: YABA_FEE,
      pickupTime: "Noon",
      totalKobo: movedLine.quote.totalKobo,
    });
  });

  it("a line changed from delivery to pick-up loses the fee and the address", async () => {
    const id = await listed(await owner(), TERMS, { bookingMode: "instant" });
    const renter = await join("Bola Ade");
    const { lines } = await json(await call("POST", "/cart/lines", { cookie: renter.cookie, body: deliveryBody(id) }));
    const res = await call("PATCH", `/cart/lines/${lines[0].id}`, { cookie: renter.cookie, body: { startDate: day(10), endDate: day(12), pickupTime: "10:00 AM", units: 1, fulfilment: "pickup" } });
    expect(res.status).toBe(200);
    const cart = await json(res);
    expect(cart.lines[0]).toMatchObject({ fulfilment: "pickup", deliveryAddress: null, deliveryWindow: null, pickupTime: "10:00 AM", quote: { deliveryFeeKobo: 0, deliveryKm: null } });
    expect(cart.totals.deliveryFeeKobo).toBe(0);
  });

  it("refuses a line beyond the radius (422) or for a listing that does not deliver (400), storing nothing", async () => {
    const id = await listed(await owner(), TERMS, { bookingMode: "instant" });
    const pickupOnly = await listed(await owner("Chidi Eze"), null);
    const renter = await join("Bola Ade");
    const far = await call("POST", "/cart/lines", { cookie: renter.cookie, body: deliveryBody(id, 10, 12, { deliveryAddress: IBADAN }) });
    expect(far.status).toBe(422);
    expect((await json(far)).message).toBe(TOO_FAR);
    const none = await call("POST", "/cart/lines", { cookie: renter.cookie, body: deliveryBody(pickupOnly) });
    expect(none.status).toBe(400);
    expect((await json(none)).fields).toEqual({ fulfilment: "The owner does not deliver this item: choose pick-up" });
    expect((await json(await call("GET", "/cart", { cookie: renter.cookie }))).lines).toEqual([]);
  });

  it("a line whose delivery fee the owner changed since is a price problem: checkout refuses it, naming the line", async () => {
    const ada = await owner();
    const id = await listed(ada, TERMS, { bookingMode: "instant" });
    const renter = await join("Bola Ade");
    const { lines } = await json(await call("POST", "/cart/lines", { cookie: renter.cookie, body: deliveryBody(id) }));
    expect((await call("PATCH", `/listings/${id}`, { cookie: ada.cookie, body: { delivery: { ...TERMS, feeKobo: 5_000_00 } } })).status).toBe(200);
    const cart = await json(await call("GET", "/cart", { cookie: renter.cookie }));
    expect(cart.lines[0].quote.deliveryFeeKobo).toBe(5_000_00 + 11 * 150_00);
    expect(cart.lines[0].problems.map((p: Json) => p.kind)).toEqual(["price"]);
    expect(cart.ready).toBe(false);
    const res = await call("POST", "/cart/checkout", { cookie: renter.cookie });
    expect(res.status).toBe(409);
    expect((await json(res)).lines.map((l: Json) => l.id)).toEqual([lines[0].id]);
    expect(await bookingsOfListing(id)).toBe(0);
  });

  it("a visitor's cart (its cookie) keeps a delivery line, and it joins their cart when they sign in", async () => {
    const id = await listed(await owner(), TERMS, { bookingMode: "instant" });
    const { cookie } = await services.cart.visitor.add(undefined, deliveryBody(id));
    const theirs = await services.cart.visitor.view(cookie);
    expect(theirs.lines[0]).toMatchObject({ fulfilment: "delivery", deliveryAddress: YABA, deliveryWindow: "afternoon", pickupTime: "Noon", quote: { deliveryFeeKobo: YABA_FEE, deliveryKm: 11 } });
    expect(theirs.totals.deliveryFeeKobo).toBe(YABA_FEE);
    const renter = await join("Bola Ade");
    expect(await services.cart.mergeVisitor(renter.id, cookie)).toBe(1);
    expect((await json(await call("GET", "/cart", { cookie: renter.cookie }))).lines[0]).toMatchObject({ fulfilment: "delivery", deliveryAddress: YABA, deliveryWindow: "afternoon", quote: { deliveryFeeKobo: YABA_FEE } });
  });
});

describe("the listing form's pick-up step (without JavaScript)", () => {
  const form = { pickupNotes: "Gate 2, ask for Ada", delivers: "on", deliveryRadiusKm: "25", deliveryFeeKobo: "2,000", deliveryPerKmKobo: "150", deliveryFreeWithinKm: "" };

  it("reads the ticked box and the naira fields as `delivery`; unticked is null; empty fees are 0", () => {
    expect(stepForms.pickup.parse(form)).toEqual({ pickupNotes: "Gate 2, ask for Ada", delivery: TERMS });
    expect(stepForms.pickup.parse({ ...form, delivers: "" })).toEqual({ pickupNotes: "Gate 2, ask for Ada", delivery: null });
    expect(stepForms.pickup.parse({ pickupNotes: "" })).toEqual({ pickupNotes: "", delivery: null });
    expect(stepForms.pickup.parse({ ...form, deliveryFeeKobo: "", deliveryPerKmKobo: "", deliveryFreeWithinKm: "5" }).delivery).toEqual({ radiusKm: 25, feeKobo: 0, perKmKobo: 0, freeWithinKm: 5 });
  });

  it("refuses a radius of 0 and a free distance beyond the radius, each error under the name its field shows", () => {
    for (const [values, field, message] of [
      [{ ...form, deliveryRadiusKm: "0" }, "delivery.radiusKm", "Enter how far you deliver, from 1 to 300 km"],
      [{ ...form, deliveryRadiusKm: "" }, "delivery.radiusKm", "Enter how far you deliver, from 1 to 300 km"],
      [{ ...form, deliveryFreeWithinKm: "30" }, "delivery.freeWithinKm", "Free delivery reaches at most as far as you deliver"],
    ] as const) {
      const parsed = parseStep("pickup", values);
      expect("refused" in parsed, field).toBe(true);
      const refused = (parsed as { refused: { data: { errors: Record<string, string> } } }).refused;
      // pickup-fields.tsx shows each delivery field's error from errors["delivery.<field>"].
      expect(refused.data.errors, JSON.stringify(values)).toEqual({ [field]: message });
    }
  });
});

describe("searching for what delivers (delivers=1)", () => {
  it("keeps listings whose radius reaches the place searched, from any state, marks them on the cards, and drops the rest", async () => {
    const ada = await owner("Kemi Delivers");
    const title = "Zebrano delivery test generator";
    const id = await listed(ada, TERMS, { title, description: "A generator delivered across Lagos; collected after the event, serviced." });
    const pickupOnly = await listed(ada, null, { title: `${title} pick-up only`, description: "The same kind of generator, to be picked up from Ikeja only." });
    const search = async (q: string) => json(await call("GET", `/listings?search=${encodeURIComponent("Zebrano")}&${q}`));
    const ids = (r: Json) => (r.items as Json[]).map((i) => i.id);

    // Yaba is 11 km from Ikeja: within 25 km. The pick-up-only listing is left out.
    const yaba = await search("state=Lagos&city=Yaba&delivers=1");
    expect(ids(yaba)).toEqual([id]);
    expect(yaba.items[0].deliversToYou).toBe(true);
    // The place without the filter: both found, only the delivering one marked.
    const both = await search("state=Lagos");
    expect(ids(both).sort()).toEqual([id, pickupOnly].sort());
    expect(Object.fromEntries((both.items as Json[]).map((i) => [i.id, i.deliversToYou]))).toEqual({ [id]: true, [pickupOnly]: false });
    // Ibadan is 106 km away: nothing delivers there.
    expect(ids(await search("state=Oyo&city=Ibadan&delivers=1"))).toEqual([]);
    // 'near' names the place too; without any place, every listing that delivers.
    expect(ids(await search("near=Yaba&delivers=1"))).toEqual([id]);
    expect(ids(await search("delivers=1"))).toEqual([id]);
  });
});
