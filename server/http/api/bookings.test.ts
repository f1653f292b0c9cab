// /api/v1/bookings as a client uses it: a quote that is the service's arithmetic in kobo, booking, the renter's and the
// owner's lists, one booking seen by each, and every move a person makes, refused with the booking's reason when it
// cannot happen.
import { describe, expect, it } from "vitest";
import { addDaysIso, lagosMidnight, todayInLagos } from "../../../core/dates";
import { sql } from "drizzle-orm";
import { quoteBooking } from "../../../core/quote";
import { quoteJson } from "./bookings-json";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import { apiHarness, type TestPerson } from "../../testing/http";
import { BOOKING_MOVES } from "./bookings-routes";
import type { paths } from "../../testing/openapi-types";
import { ANSWER_TOO_LATE, DATES_TAKEN, OWN_LISTING, PICKUPS_OVER_TODAY } from "../../testing/english";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const ONLY_RENTER_PAYS = m.err_only_renter_pays({}, { locale: "en" });

/** The bookings' clock: the real one, unless a test sets `at` (a time of day, or the morning a pick-up is due). */
const clock: { at?: Date } = {};
const h = await apiHarness({ now: () => clock.at ?? new Date() });
const { join, db, services } = h;
/** Calls through the typed client (a visitor's, or `as` a person's): the contract's paths, bodies and answers. */
const visitor = h.client();
const as = (p: TestPerson) => h.client(p);
const onBooking = (id: number) => ({ params: { path: { id } } });
const { listing } = await bookingsFixture([], { db });
const today = todayInLagos();
const day = (n: number) => addDaysIso(today, n);
/** `hours` after 00:00 in Lagos on day(`n`). */
const lagosAt = (n: number, hours: number) => new Date(lagosMidnight(day(n)) + hours * 3_600_000);
/** Runs `fn` with the bookings' clock at `at`. */
async function asOf<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  clock.at = at;
  try {
    return await fn();
  } finally {
    delete clock.at;
  }
}

type Ask = paths["/bookings"]["post"]["requestBody"]["content"]["application/json"];
const ask = (listingId: number, start = 3, end = 5, units = 1) => ({ listingId, startDate: day(start), endDate: day(end), pickupTime: "10:00 AM" as Ask["pickupTime"], units }) satisfies Ask;

/** An owner with a listing of theirs, and a renter. */
async function pair(o: ListingOpts = {}) {
  const owner = await join("Ada Obi");
  const renter = await join("Bola Ade");
  return { owner, renter, listingId: await listing({ owner: owner.id, ...o }) };
}

async function book(renter: TestPerson, body: Ask) {
  const { data, error, response } = await as(renter).POST("/bookings", { body });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data!.booking;
}

type Move = keyof typeof BOOKING_MOVES;
// The five moves take and answer the same (bookings-routes.ts): one of their paths types them all.
const move = (p: TestPerson, id: number, path: Move) => as(p).POST(`/bookings/{id}/${path}` as "/bookings/{id}/accept", onBooking(id));
const pay = (p: TestPerson, id: number) => as(p).POST("/bookings/{id}/pay", onBooking(id));

type Answer<D, E> = Promise<{ data?: D; error?: E; response: Response }>;
/** What a call that must answer `status` (a success) sent back. */
async function ok<D, E>(call: Answer<D, E>, status = 200): Promise<D> {
  const { data, error, response } = await call;
  expect(response.status, JSON.stringify(error)).toBe(status);
  return data!;
}
/** The error body of a call that must be refused with `status`. */
async function refused<D, E>(call: Answer<D, E>, status: number): Promise<E> {
  const { error, response } = await call;
  expect(response.status).toBe(status);
  return error!;
}
const statusOf = async (id: number) => (await services.bookings.history(id)).at(-1)!.toStatus;
const paid = (id: number) => services.bookings.transition(id, "pay", { actor: "system", userId: null });

describe("POST /api/v1/bookings/quote", () => {
  it("prices any dates and units in kobo, line by line as the booking service does, with no session needed", async () => {
    const { listingId } = await pair({ units: 3, weeklyPct: 10, depositKobo: 5_000_00 });
    const res = await visitor.POST("/bookings/quote", { body: ask(listingId, 3, 9, 2) });
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get("cache-control")).toBe("private, no-store");
    const { quote } = res.data!;
    expect(quote).toEqual(
      quoteJson(quoteBooking({ startDate: day(3), endDate: day(9), units: 2, pricePerDayKobo: 25_000_00, weeklyDiscountPct: 10, monthlyDiscountPct: 0, cautionDepositKobo: 5_000_00 }), day(3)),
    );
    // Each day with its price (issue 36): here all at the daily price.
    expect(quote.days).toEqual(Array.from({ length: 7 }, (_, i) => ({ date: day(3 + i), pricePerDayKobo: 25_000_00 })));
    // 7 days × 2 × ₦25,000 = ₦350,000, less 10% weekly; fee 10% of ₦315,000, VAT 7.5% of the fee (₦2,362.50) rounded down
    // to the naira, ₦5,000 deposit × 2.
    expect(quote).toMatchObject({ dayCount: 7, rentalKobo: 350_000_00, discountKobo: 35_000_00, serviceFeeKobo: 31_500_00, vatKobo: 2_362_00, depositKobo: 10_000_00, totalKobo: 358_862_00, ownerPayoutKobo: 299_250_00 });
    // A quote holds nothing: someone else can still book those days.
    expect(await services.bookingViews.fullDays(listingId, day(3), day(9))).toEqual([]);
  });

  it("answers with the same refusals as booking: own listing, taken dates, unknown listing, units and dates out of bounds", async () => {
    const { owner, renter, listingId } = await pair();
    expect(await refused(as(owner).POST("/bookings/quote", { body: ask(listingId) }), 403)).toEqual({ error: "forbidden", message: OWN_LISTING });

    await book(renter, ask(listingId));
    expect(await refused(visitor.POST("/bookings/quote", { body: ask(listingId, 4, 6) }), 409)).toEqual({ error: "conflict", message: DATES_TAKEN });

    expect((await refused(visitor.POST("/bookings/quote", { body: ask(listingId + 1000) }), 404)).message).toBe("Listing not found");

    expect((await refused(visitor.POST("/bookings/quote", { body: ask(listingId, 10, 11, 2) }), 400)).fields).toEqual({ units: "There is only one of this item" });
    expect((await refused(visitor.POST("/bookings/quote", { body: ask(listingId, -1, 1) }), 400)).fields).toEqual({ startDate: "Choose a start date from today on" });
  });
});

describe("prices by day (issue 36)", () => {
  it("a quote lists each day at its price (a weekend price, a custom one), sums them, discounts the sum, and the booking keeps them", async () => {
    const { renter, listingId } = await pair({ weeklyPct: 10 });
    // From the next Thursday at least 3 days ahead, 8 days: Friday to Sunday at ₦40,000, the second Monday at ₦60,000.
    let thursday = day(3);
    while (new Date(`${thursday}T00:00:00Z`).getUTCDay() !== 4) thursday = addDaysIso(thursday, 1);
    const monday = addDaysIso(thursday, 11);
    await db.execute(sql`update listings set weekend_price_kobo = 4000000, weekend_days = '{5,6,7}',
      day_prices = ${JSON.stringify([{ startDate: monday, endDate: monday, pricePerDayKobo: 60_000_00 }])}::jsonb where id = ${listingId}`);
    const body = { ...ask(listingId), startDate: addDaysIso(thursday, 4), endDate: monday };
    const { quote } = await ok(visitor.POST("/bookings/quote", { body }));
    const prices = [25_000_00, 25_000_00, 25_000_00, 25_000_00, 40_000_00, 40_000_00, 40_000_00, 60_000_00];
    expect(quote.days).toEqual(prices.map((p, i) => ({ date: addDaysIso(body.startDate, i), pricePerDayKobo: p })));
    // ₦280,000 for the 8 days, less 10% weekly (₦28,000); fee ₦25,200, VAT ₦1,890.
    expect(quote).toMatchObject({ dayCount: 8, pricePerDayKobo: 25_000_00, rentalKobo: 280_000_00, discountPct: 10, discountKobo: 28_000_00, serviceFeeKobo: 25_200_00, vatKobo: 1_890_00, totalKobo: 279_090_00 });
    const booking = await book(renter, body);
    expect(booking).toMatchObject({ days: 8, rentalKobo: 280_000_00, totalKobo: 279_090_00 });
    expect(booking.dayPrices).toEqual(quote.days);
    // The owner changing prices later leaves the booking as it was priced.
    await db.execute(sql`update listings set weekend_price_kobo = null where id = ${listingId}`);
    expect((await ok(as(renter).GET("/bookings/{id}", onBooking(booking.id)))).booking).toMatchObject({ rentalKobo: 280_000_00, dayPrices: quote.days });
  });
});

describe("POST /api/v1/bookings", () => {
  it("books for the session's person at the quoted price, and the same days again are 'just booked'", async () => {
    const { owner, renter, listingId } = await pair({ depositKobo: 2_000_00 });
    const { quote } = await ok(visitor.POST("/bookings/quote", { body: ask(listingId) }));
    // Fields the contract does not take (someone else as renter, a status) are ignored.
    const sneaky = { ...ask(listingId), renterId: owner.id, status: "confirmed" };
    const res = await as(renter).POST("/bookings", { body: sneaky });
    expect(res.response.status).toBe(201);
    expect(res.response.headers.get("cache-control")).toBe("private, no-store");
    const { booking } = res.data!;
    // The renter's answer carries the quote they paid for; the owner's commission and payout are the owner's.
    const { ownerCommissionKobo: _c, ownerPayoutKobo: _p, days: _d, dayCount, ...renterQuote } = quote;
    expect(booking).toMatchObject({ ...renterQuote, days: dayCount, dayPrices: null, listingId, renterId: renter.id, ownerId: owner.id, status: "requested", bookingMode: "request", startDate: day(3), endDate: day(5), pickupTime: "10:00 AM", refundKobo: null, cancelledBy: null });
    expect(Date.parse(booking.expiresAt!) - Date.parse(booking.createdAt)).toBe(24 * 3_600_000);

    expect(await refused(as(await join("Chidi Eze")).POST("/bookings", { body: ask(listingId, 5, 6) }), 409)).toEqual({ error: "conflict", message: DATES_TAKEN });
  });

  it("an instant listing's booking waits for payment, an hour", async () => {
    const { renter, listingId } = await pair({ mode: "instant" });
    const booking = await book(renter, ask(listingId));
    expect(booking.status).toBe("awaiting_payment");
    expect(Date.parse(booking.expiresAt!) - Date.parse(booking.createdAt)).toBe(3_600_000);
  });
});

describe("pick-up times (a pick-up today needs an hour's notice; no timer runs past the pick-up)", () => {
  it("at 21:00 in Lagos a quote or a booking for today 8:00 AM is refused on its start date; at 10:00, 10:00 AM is refused on its time", async () => {
    const { renter, listingId } = await pair({ mode: "instant" });
    const todayAt = (pickupTime: Ask["pickupTime"]) => ({ ...ask(listingId, 0, 0), pickupTime });
    await asOf(lagosAt(0, 21), async () => {
      const quote = await refused(visitor.POST("/bookings/quote", { body: todayAt("8:00 AM") }), 400);
      expect(quote.fields).toEqual({ startDate: PICKUPS_OVER_TODAY });
      expect((await refused(as(renter).POST("/bookings", { body: todayAt("8:00 AM") }), 400)).fields).toEqual({ startDate: PICKUPS_OVER_TODAY });
      expect(await services.bookingViews.asRenter(renter.id)).toEqual([]);
    });
    await asOf(lagosAt(0, 10), async () => {
      expect((await refused(visitor.POST("/bookings/quote", { body: todayAt("10:00 AM") }), 400)).fields).toEqual({
        pickupTime: "A pick-up today must be at least 1 hour from now: choose 11:00 AM or later",
      });
      expect((await ok(visitor.POST("/bookings/quote", { body: todayAt("11:00 AM") }), 200)).quote.dayCount).toBe(1);
    });
  });

  it("a request at 22:00 for 08:00 tomorrow: the owner's answer, then the payment, are due at 08:00, and the sweep expires it then", async () => {
    const { owner, renter, listingId } = await pair();
    const pickup = lagosAt(1, 8);
    const body8 = { ...ask(listingId, 1, 2), pickupTime: "8:00 AM" as const };
    const b = await asOf(lagosAt(0, 22), () => book(renter, body8));
    expect(b.expiresAt).toBe(pickup.toISOString());
    const accepted = await asOf(lagosAt(0, 23.5), async () => ok(move(owner, b.id, "accept"), 200));
    expect(accepted.booking).toMatchObject({ status: "awaiting_payment", expiresAt: pickup.toISOString() });
    expect((await ok(as(renter).GET("/bookings/{id}", onBooking(b.id)), 200)).booking.expiresAt).toBe(pickup.toISOString());

    expect((await services.bookingTimers.sweep(new Date(pickup.getTime() - 1), [b.id])).expired).toEqual([]);
    expect((await services.bookingTimers.sweep(pickup, [b.id])).expired).toEqual([b.id]);

    // A request not answered by 08:00 can no longer be accepted, even before the sweep gets to it.
    const other = await listing({ owner: owner.id });
    const late = await asOf(lagosAt(0, 22), () => book(renter, { ...body8, listingId: other }));
    const tooLate = await asOf(pickup, () => refused(move(owner, late.id, "accept"), 409));
    expect(tooLate.message).toBe(ANSWER_TOO_LATE);
    expect(await statusOf(late.id)).toBe("requested");
  });
});

describe("GET /api/v1/me/bookings and /api/v1/bookings/{id}", () => {
  it("lists a booking for its renter (by default) and its owner, and each sees it through their own eyes", async () => {
    const { owner, renter, listingId } = await pair();
    const b = await book(renter, ask(listingId));
    const list = async (p: TestPerson, role?: "renter" | "owner") => {
      const res = await as(p).GET("/me/bookings", role ? { params: { query: { as: role } } } : {});
      expect(res.response.status).toBe(200);
      expect(res.response.headers.get("cache-control")).toBe("private, no-store");
      return res.data!.bookings;
    };
    expect((await list(renter)).map((c) => c.id)).toEqual([b.id]);
    expect((await list(renter, "renter")).map((c) => c.id)).toEqual([b.id]);
    expect(await list(renter, "owner")).toEqual([]);
    expect(await list(owner)).toEqual([]);
    const [card] = await list(owner, "owner");
    expect(card).toMatchObject({ id: b.id, status: "requested", listingId, title: "Canon EOS R5", ownerName: "Ada Obi", renterName: "Bola Ade", startDate: day(3), endDate: day(5), units: 1, totalKobo: b.totalKobo });

    const asRenter = await ok(as(renter).GET("/bookings/{id}", onBooking(b.id)));
    expect(asRenter).toMatchObject({ role: "renter", booking: { id: b.id, status: "requested" }, listing: { id: listingId, title: "Canon EOS R5", city: "Yaba" }, contact: null, actions: ["cancel"] });
    expect(asRenter.cancelRefund).toMatchObject({ refundKobo: 0 });
    expect(asRenter.history).toEqual([{ from: null, to: "requested", actor: "renter", at: expect.any(String), note: "" }]);
    const asOwner = await ok(as(owner).GET("/bookings/{id}", onBooking(b.id)));
    expect(asOwner).toMatchObject({ role: "owner", actions: ["accept", "decline", "cancel"] });

    // The owner's commission and payout are the owner's: in their answers, never in the renter's.
    expect(asOwner.booking).toMatchObject({ ownerCommissionKobo: expect.any(Number), ownerPayoutKobo: expect.any(Number) });
    expect(card).toMatchObject({ ownerPayoutKobo: asOwner.booking.ownerPayoutKobo });
    expect(asRenter.booking).not.toHaveProperty("ownerPayoutKobo");
    expect(asRenter.booking).not.toHaveProperty("ownerCommissionKobo");
    expect(b).not.toHaveProperty("ownerPayoutKobo");
    expect((await list(renter))[0]).not.toHaveProperty("ownerPayoutKobo");
    const cancelled = await ok(move(renter, b.id, "cancel"));
    expect(cancelled.booking).not.toHaveProperty("ownerPayoutKobo");
  });

  it("answers 400 for an `as` other than renter or owner", async () => {
    const admin = { as: "admin" } as unknown as { as: "owner" }; // not in the contract, on purpose
    expect((await refused(as(await join("Dayo Bello")).GET("/me/bookings", { params: { query: admin } }), 400)).fields).toEqual({ as: "Choose renter or owner" });
  });
});

describe("moves", () => {
  it("request → accepted → paid → picked up → returned, each by its party; a retry changes nothing", async () => {
    const { owner, renter, listingId } = await pair();
    const b = await book(renter, ask(listingId, 1, 2));

    expect(await refused(move(renter, b.id, "accept"), 409)).toEqual({ error: "conflict", message: "Only the owner can accept a request" });

    const accepted = await ok(move(owner, b.id, "accept"));
    // The owner's answer carries their payout (the renter's never does: "The owner's commission and payout" above).
    expect(accepted.booking).toMatchObject({ id: b.id, status: "awaiting_payment", ownerPayoutKobo: expect.any(Number) });
    expect((await ok(move(owner, b.id, "accept"), 200)).booking.status).toBe("awaiting_payment");
    expect((await services.bookings.history(b.id)).map((e) => e.toStatus)).toEqual(["requested", "awaiting_payment"]);

    expect((await refused(move(owner, b.id, "pick-up"), 409)).message).toBe("This booking has not been paid yet");

    await paid(b.id);
    expect((await refused(move(owner, b.id, "pick-up"), 409)).message).toBe("The item cannot be picked up before the start date");
    // The start day's morning.
    await asOf(lagosAt(1, 9), async () => {
      expect((await ok(move(owner, b.id, "pick-up"), 200)).booking.status).toBe("active");
      expect((await refused(move(renter, b.id, "cancel"), 409)).message).toBe("The item has already been picked up: a booking cannot be cancelled after pick-up");
      expect((await refused(as(renter).GET("/bookings/{id}/cancellation", onBooking(b.id)), 409)).message).toBe("The item has already been picked up: a booking cannot be cancelled after pick-up");
      expect((await ok(move(owner, b.id, "return"), 200)).booking.status).toBe("completed");
    });
    expect((await services.bookings.history(b.id)).map((e) => e.toStatus)).toEqual(["requested", "awaiting_payment", "confirmed", "active", "completed"]);
  });

  it("the owner declines a request", async () => {
    const { owner, renter, listingId } = await pair();
    const b = await book(renter, ask(listingId));
    expect((await ok(move(owner, b.id, "decline"), 200)).booking.status).toBe("declined");
    expect((await refused(move(owner, b.id, "accept"), 409)).message).toBe("This request was declined");
  });

  it("the cancellation preview is the refund a cancel then stores: full well ahead, half the rental within 48 hours", async () => {
    const { owner, renter, listingId } = await pair({ mode: "instant", depositKobo: 3_000_00 });
    const ahead = await book(renter, ask(listingId, 5, 6));
    await paid(ahead.id);
    const preview = await ok(as(renter).GET("/bookings/{id}/cancellation", onBooking(ahead.id)), 200);
    expect(preview.refund).toEqual({ refundKobo: ahead.totalKobo, rentalRefundKobo: 50_000_00, feesRefundKobo: 5_375_00, depositRefundKobo: 3_000_00, deliveryRefundKobo: 0, rule: "Full refund: cancelled at least 48 hours before the start date" });
    expect((await ok(move(renter, ahead.id, "cancel"), 200)).booking).toMatchObject({ status: "cancelled", refundKobo: ahead.totalKobo, cancelledBy: "renter" });

    const soon = await book(renter, ask(listingId, 1, 2));
    await paid(soon.id);
    const late = await ok(as(renter).GET("/bookings/{id}/cancellation", onBooking(soon.id)), 200);
    expect(late.refund).toMatchObject({ refundKobo: 25_000_00 + 3_000_00, rentalRefundKobo: 25_000_00, feesRefundKobo: 0 });
    // The owner cancelling refunds everything.
    const byOwner = await ok(as(owner).GET("/bookings/{id}/cancellation", onBooking(soon.id)), 200);
    expect(byOwner.refund).toMatchObject({ refundKobo: soon.totalKobo, rule: "Full refund: the owner cancelled" });
    // The policy line in the caller's language (the booking page's, and the API's Accept-Language).
    const pidgin = await ok(h.client(owner, { "Accept-Language": "pcm" }).GET("/bookings/{id}/cancellation", onBooking(soon.id)), 200);
    expect(pidgin.refund).toMatchObject({ refundKobo: soon.totalKobo, rule: "Dem go return all di money: na di owner cancel am" });
    expect((await ok(move(owner, soon.id, "cancel"), 200)).booking).toMatchObject({ status: "cancelled", refundKobo: soon.totalKobo, cancelledBy: "owner" });
    expect(await statusOf(soon.id)).toBe("cancelled");

    expect((await refused(as(renter).GET("/bookings/{id}/cancellation", onBooking(soon.id)), 409)).message).toBe("This booking was cancelled");
  });

  it("pay: the renter gets a checkout address; the owner, and a booking not awaiting payment, are refused", async () => {
    const { owner, renter, listingId } = await pair({ mode: "instant" });
    const b = await book(renter, ask(listingId));
    expect((await ok(pay(renter, b.id))).checkoutUrl).toMatch(new RegExp(`^${services.siteUrl}/checkout/sandbox/haya-\\d+-[0-9a-f]+$`));
    expect((await refused(pay(owner, b.id), 409)).message).toBe(ONLY_RENTER_PAYS);
    expect(await statusOf(b.id)).toBe("awaiting_payment");

    const request = await book(renter, ask(await listing({ owner: owner.id })));
    expect((await refused(pay(renter, request.id), 409)).error).toBe("conflict");
  });
});

describe("the OpenAPI document", () => {
  it("describes every bookings endpoint: who may call it, what it takes and what it answers, in kobo", async () => {
    const doc = await (await h.app.request("/api/v1/openapi.json")).json();
    const quote = doc.paths["/bookings/quote"].post;
    expect(quote.security).toEqual([]);
    // A pick-up needs its time, a delivery its address and window instead (issue 36): none of the three is required alone.
    expect(quote.requestBody.content["application/json"].schema.required.sort()).toEqual(["endDate", "listingId", "startDate", "units"]);
    expect(Object.keys(quote.requestBody.content["application/json"].schema.properties)).toEqual(expect.arrayContaining(["pickupTime", "fulfilment", "deliveryAddress", "deliveryWindow"]));
    expect(Object.keys(quote.responses["200"].content["application/json"].schema.properties.quote.properties)).toEqual(expect.arrayContaining(["totalKobo", "serviceFeeKobo", "vatKobo", "depositKobo", "deliveryFeeKobo", "deliveryKm"]));

    const personal = [
      doc.paths["/bookings"].post,
      doc.paths["/me/bookings"].get,
      doc.paths["/bookings/{id}"].get,
      doc.paths["/bookings/{id}/cancellation"].get,
      ...["accept", "decline", "cancel", "pick-up", "return", "pay"].map((m) => doc.paths[`/bookings/{id}/${m}`].post),
    ];
    for (const op of personal) {
      // The session first; a personal API token's scope may follow (openapi-tokens.ts, tested with the tokens).
      expect(op.security[0]).toEqual({ session: [] });
      expect(op.responses["401"]).toBeDefined();
      expect(op.responses["400"]).toBeDefined();
    }
    for (const m of ["accept", "decline", "cancel", "pick-up", "return", "pay"]) {
      const op = doc.paths[`/bookings/{id}/${m}`].post;
      // Besides what the server's edges may answer (openapi-kit.ts, edgeResponses: 413, 429, 431, 503).
      expect(Object.keys(op.responses).sort(), m).toEqual(["200", "400", "401", "403", "404", "409", "413", "422", "429", "431", "503"]);
    }
    const booking = doc.paths["/bookings"].post.responses["201"].content["application/json"].schema.properties.booking;
    expect(booking.properties.startDate).toMatchObject({ type: "string", format: "date" });
    expect(booking.properties.totalKobo).toMatchObject({ type: "integer" });
    expect(booking.properties.status.enum).toEqual(["requested", "awaiting_payment", "confirmed", "active", "completed", "declined", "expired", "cancelled"]);
    const view = doc.paths["/bookings/{id}"].get.responses["200"].content["application/json"].schema;
    expect(Object.keys(view.properties)).toEqual(["booking", "role", "listing", "ownerName", "renterName", "contact", "history", "actions", "cancelRefund", "extensions", "overdue", "returnDueAt", "returnedAt", "lateFeeAccruedKobo", "canExtend", "lateFeeRequest"]);
    expect(view.properties.lateFeeRequest).toMatchObject({ type: ["object", "null"], required: ["amountKobo", "lateDays", "status", "requestedAt", "paidAt"] });
    // The late fee beyond the deposit (decision 057): asked for and withdrawn by the owner, paid by the renter.
    const lateFee = doc.paths["/bookings/{id}/late-fee"];
    expect(Object.keys(lateFee.post.requestBody.content["application/json"].schema.properties)).toEqual(["amountKobo"]);
    expect(Object.keys(lateFee.post.responses)).toEqual(expect.arrayContaining(["201", "400", "401", "403", "404", "409"]));
    expect(Object.keys(lateFee.delete.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "404", "409"]));
    expect(doc.paths["/bookings/{id}/late-fee/pay"].post.responses["200"].content["application/json"].schema.properties).toHaveProperty("checkoutUrl");
    const returned = doc.paths["/bookings/{id}/returned"].post;
    expect(returned.security[0]).toEqual({ session: [] });
    expect(Object.keys(returned.requestBody.content["application/json"].schema.properties)).toEqual(["returnedAt"]);
    expect(Object.keys(returned.responses).sort()).toEqual(["200", "400", "401", "403", "404", "409", "413", "415", "422", "429", "431", "503"]);
    expect(doc.paths["/me/bookings"].get.parameters[0].schema).toMatchObject({ enum: ["renter", "owner"], default: "renter" });
  });
});
