// /api/v1/cart as a client notices it: lines added, changed, moved and removed; checkout books every line (one booking
// each) or, naming the lines that cannot be held, none; only the person's own cart from their own browser is reachable;
// bad input, someone's own listing and a paused one are refused with nothing stored.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import { apiHarness, type TestPerson } from "../../testing/http";
import type { paths } from "../../testing/openapi-types";
import { CART_EMPTY, DATES_TAKEN, NOT_BOOKABLE, OWN_LISTING } from "../../testing/english";

/** The bookings' clock, fixed for the whole file: every date below is 10 or more days after it. */
const now = new Date();
const h = await apiHarness({ now: () => now });
const { listing } = await bookingsFixture([], { db: h.db });
const day = (n: number) => addDaysIso(todayInLagos(now), n);
const PER_DAY = 2_500_000;

type Ask = paths["/cart/lines"]["post"]["requestBody"]["content"]["application/json"];
const ask = (listingId: number, start = 10, end = 12, units = 1) => ({ listingId, startDate: day(start), endDate: day(end), pickupTime: "10:00 AM" as Ask["pickupTime"], units }) satisfies Ask;
const onLine = (id: number) => ({ params: { path: { id } } });
type Refusal = { error: string; message: string; fields?: Record<string, string>; lines?: { id: number; message: string }[] };

/** An owner (named Ada Obi) with a listing of theirs, and a renter. */
async function pair(o: ListingOpts = {}) {
  const owner = await h.join("Ada Obi");
  const renter = await h.join("Bola Ade");
  return { owner, renter, listingId: await listing({ owner: owner.id, ...o }) };
}

async function add(p: TestPerson, body: Ask) {
  const { data, error, response } = await h.client(p).POST("/cart/lines", { body });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data!.lines.at(-1)!.id;
}

const cartOf = async (p: TestPerson) => (await h.client(p).GET("/cart")).data!;
const storedLines = async (p: TestPerson) => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from cart_lines where user_id = ${p.id}`))[0]!.n;
const bookingsOf = async (p: TestPerson) => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from bookings where renter_id = ${p.id}`))[0]!.n;

describe("a renter's cart", () => {
  it("adds (201, the same listing and dates again 200), shows lines priced with their owner, changes dates, applies dates to all, removes (204, then 404)", async () => {
    const { owner, renter, listingId: camera } = await pair({ mode: "instant", units: 2 });
    const tent = await listing({ owner: owner.id });
    const api = h.client(renter);
    expect((await api.POST("/cart/lines", { body: ask(camera) })).response.status).toBe(201);
    const again = await api.POST("/cart/lines", { body: ask(camera, 10, 12, 2) });
    expect(again.response.status).toBe(200);
    expect(again.data!.lines).toEqual([expect.objectContaining({ listingId: camera, units: 2 })]);
    const tentLine = await add(renter, ask(tent));

    const cart = await cartOf(renter);
    expect(cart.lines.map((l) => [l.listingId, l.bookingMode, l.units, l.ownerName, l.problems])).toEqual([
      [camera, "instant", 2, "Ada Obi", []],
      [tent, "request", 1, "Ada Obi", []],
    ]);
    expect(cart.lines.map((l) => l.quote!.rentalKobo)).toEqual([3 * 2 * PER_DAY, 3 * PER_DAY]);
    for (const l of cart.lines) expect(l.addedTotalKobo).toBe(l.quote!.totalKobo);
    expect(cart.totals.rentalKobo).toBe(9 * PER_DAY);
    expect(cart.totals.totalKobo).toBe(cart.lines[0]!.quote!.totalKobo + cart.lines[1]!.quote!.totalKobo);
    expect(cart.ready).toBe(true);

    const changed = await api.PATCH("/cart/lines/{id}", { ...onLine(tentLine), body: { startDate: day(14), endDate: day(15), pickupTime: "Noon", units: 1 } });
    expect(changed.response.status).toBe(200);
    expect(changed.data!.lines.find((l) => l.id === tentLine)).toMatchObject({ startDate: day(14), endDate: day(15), pickupTime: "Noon", quote: { rentalKobo: 2 * PER_DAY } });

    const moved = await api.POST("/cart/dates", { body: { startDate: day(20), endDate: day(21), pickupTime: "9:00 AM" } });
    expect(moved.response.status).toBe(200);
    expect(moved.data!.lines.map((l) => [l.startDate, l.endDate, l.pickupTime, l.problems])).toEqual([
      [day(20), day(21), "9:00 AM", []],
      [day(20), day(21), "9:00 AM", []],
    ]);

    expect((await api.DELETE("/cart/lines/{id}", onLine(tentLine))).response.status).toBe(204);
    expect((await api.DELETE("/cart/lines/{id}", onLine(tentLine))).response.status).toBe(404);
    expect((await cartOf(renter)).lines.map((l) => l.listingId)).toEqual([camera]);
  });

  it("checks out: one booking per line (instant awaits payment, a request its answer), then the cart is empty", async () => {
    const { owner, renter, listingId: instant } = await pair({ mode: "instant" });
    const request = await listing({ owner: owner.id, mode: "request" });
    const instantLine = await add(renter, ask(instant));
    const requestLine = await add(renter, ask(request, 11, 13));
    const { data, response } = await h.client(renter).POST("/cart/checkout");
    expect(response.status).toBe(201);
    expect(data!.bookings.map((b) => [b.lineId, b.booking.listingId, b.booking.status, b.booking.renterId])).toEqual([
      [instantLine, instant, "awaiting_payment", renter.id],
      [requestLine, request, "requested", renter.id],
    ]);
    expect(await bookingsOf(renter)).toBe(2);
    expect((await cartOf(renter)).lines).toEqual([]);
    const second = await h.call("POST", "/cart/checkout", { cookie: renter.cookie });
    expect(second.status).toBe(409);
    expect(((await second.json()) as Refusal).message).toBe(CART_EMPTY);
    expect(await bookingsOf(renter)).toBe(2);
  });

  it("refuses a checkout naming the line whose dates were taken since: nothing is booked, the cart is kept", async () => {
    const { owner, renter, listingId: taken } = await pair({ units: 1, mode: "instant" });
    const free = await listing({ owner: owner.id });
    const freeLine = await add(renter, ask(free));
    const takenLine = await add(renter, ask(taken, 10, 12));
    const other = await h.join("Chidi Eze");
    expect((await h.client(other).POST("/bookings", { body: ask(taken, 12, 13) })).response.status).toBe(201);

    const res = await h.call("POST", "/cart/checkout", { cookie: renter.cookie });
    expect(res.status).toBe(409);
    const body = (await res.json()) as Refusal;
    expect(body.error).toBe("conflict");
    expect(body.lines).toEqual([{ id: takenLine, message: DATES_TAKEN }]);
    expect(await bookingsOf(renter)).toBe(0);
    const cart = await cartOf(renter);
    expect(cart.lines.map((l) => l.id)).toEqual([freeLine, takenLine]);
    expect(cart.lines[1]!.problems).toEqual([{ kind: "dates", message: DATES_TAKEN }]);
    expect(cart.ready).toBe(false);
  });
});

describe("who may reach a cart", () => {
  it("is a 401 for a visitor, a 404 for another person's line, a 403 from another website or with an API token; nothing changes", async () => {
    const { renter, listingId } = await pair();
    const line = await add(renter, ask(listingId));
    const before = await cartOf(renter);
    const writes: [string, string, unknown?][] = [
      ["POST", "/cart/lines", ask(listingId, 15, 16)],
      ["PATCH", `/cart/lines/${line}`, { startDate: day(15), endDate: day(16), pickupTime: "10:00 AM", units: 1 }],
      ["DELETE", `/cart/lines/${line}`],
      ["POST", "/cart/dates", { startDate: day(15), endDate: day(16), pickupTime: "10:00 AM" }],
      ["POST", "/cart/checkout"],
    ];
    expect((await h.call("GET", "/cart")).status).toBe(401);
    for (const [method, path, body] of writes) expect((await h.call(method, path, { body })).status, `${method} ${path}`).toBe(401);

    const stranger = await h.join("Dayo");
    expect((await cartOf(stranger)).lines).toEqual([]);
    expect((await h.call("PATCH", `/cart/lines/${line}`, { cookie: stranger.cookie, body: writes[1]![2] })).status).toBe(404);
    expect((await h.call("DELETE", `/cart/lines/${line}`, { cookie: stranger.cookie })).status).toBe(404);

    const sites: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const site of sites)
      for (const [method, path, body] of writes) expect((await h.call(method, path, { cookie: renter.cookie, body, headers: site })).status, `${method} ${path}`).toBe(403);

    const { secret } = await h.services.apiTokens.create(renter.id, { name: "script", scopes: ["bookings:read", "bookings:write"], expiresIn: "30" });
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await h.call("GET", "/cart", { headers: bearer })).status).toBe(403);
    for (const [method, path, body] of writes) expect((await h.call(method, path, { body, headers: bearer })).status, `${method} ${path}`).toBe(403);

    expect(await cartOf(renter)).toEqual(before);
    expect(await bookingsOf(renter)).toBe(0);
  });
});

describe("bad input", () => {
  it("refuses missing fields, bad dates, no units, a NUL byte and bad ids (400), one's own listing (403) and a paused one; nothing is stored", async () => {
    const { owner, renter, listingId } = await pair();
    const paused = await listing({ owner: owner.id, status: "paused" });
    const { units: _units, ...noUnits } = ask(listingId);
    const bad: [unknown, string][] = [
      [noUnits, "units"],
      [{ ...ask(listingId), startDate: "2026-02-30" }, "startDate"],
      [{ ...ask(listingId), endDate: "next week" }, "endDate"],
      [{ ...ask(listingId), units: 0 }, "units"],
    ];
    for (const [body, field] of bad) {
      const res = await h.call("POST", "/cart/lines", { cookie: renter.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as Refusal).fields, JSON.stringify(body)).toHaveProperty([field]);
    }
    const nul = JSON.stringify(ask(listingId)).replace('"10:00 AM"', '"10:00 AM\\u0000"');
    expect((await h.call("POST", "/cart/lines", { cookie: renter.cookie, body: nul })).status).toBe(400);

    const own = await h.call("POST", "/cart/lines", { cookie: owner.cookie, body: ask(listingId) });
    expect(own.status).toBe(403);
    expect(((await own.json()) as Refusal).message).toBe(OWN_LISTING);
    const pausedRes = await h.call("POST", "/cart/lines", { cookie: renter.cookie, body: ask(paused) });
    expect(pausedRes.status).toBe(409);
    expect(((await pausedRes.json()) as Refusal).message).toBe(NOT_BOOKABLE);
    expect(await storedLines(renter)).toBe(0);
    expect(await storedLines(owner)).toBe(0);

    const line = await add(renter, ask(listingId));
    const change = { startDate: day(15), endDate: day(16), pickupTime: "10:00 AM", units: 1 };
    for (const id of ["abc", "0"]) {
      expect((await h.call("PATCH", `/cart/lines/${id}`, { cookie: renter.cookie, body: change })).status, id).toBe(400);
      expect((await h.call("DELETE", `/cart/lines/${id}`, { cookie: renter.cookie })).status, id).toBe(400);
    }
    expect((await h.call("PATCH", `/cart/lines/${line}`, { cookie: renter.cookie, body: { ...change, units: 0 } })).status).toBe(400);
    expect((await h.call("POST", "/cart/dates", { cookie: renter.cookie, body: { startDate: "2026-13-01", endDate: day(16), pickupTime: "10:00 AM" } })).status).toBe(400);
    expect((await cartOf(renter)).lines).toEqual([expect.objectContaining({ id: line, startDate: day(10), endDate: day(12), units: 1 })]);
  });
});

describe("paying for several bookings at once", () => {
  it("opens one checkout for the sum of the renter's bookings awaiting payment; another's, a paid one, visitors, other websites and bad input are refused", async () => {
    const { owner, renter, listingId: a } = await pair({ mode: "instant" });
    const b = await listing({ owner: owner.id, mode: "instant" });
    await add(renter, ask(a, 30, 31));
    await add(renter, ask(b, 30, 31));
    const made = (await h.client(renter).POST("/cart/checkout")).data!.bookings.map((m) => m.booking);
    const ids = made.map((m) => m.id);
    const paid = await h.client(renter).POST("/cart/pay", { body: { bookingIds: ids } });
    expect(paid.response.status).toBe(200);
    expect(paid.data).toMatchObject({ checkoutUrl: expect.stringMatching(/\/checkout\/sandbox\/haya-cart-/), amountKobo: made[0]!.totalKobo + made[1]!.totalKobo });
    const parts = rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from payments where charge_reference = ${paid.data!.reference}`))[0]!.n;
    expect(parts).toBe(2);

    const stranger = await h.join("Chidi Eze");
    expect((await h.client(stranger).POST("/cart/pay", { body: { bookingIds: ids } })).response.status).toBe(404);
    expect((await h.call("POST", "/cart/pay", { body: { bookingIds: ids } })).status).toBe(401);
    expect((await h.call("POST", "/cart/pay", { cookie: renter.cookie, body: { bookingIds: ids }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    for (const body of [{ bookingIds: [] }, { bookingIds: ["1"] }, { bookingIds: [0] }, {}])
      expect((await h.call("POST", "/cart/pay", { cookie: renter.cookie, body })).status, JSON.stringify(body)).toBe(400);
    await h.client(renter).POST("/bookings/{id}/cancel", onLine(ids[0]!));
    const refused = await h.client(renter).POST("/cart/pay", { body: { bookingIds: ids } });
    expect(refused.response.status).toBe(409);
    // Nothing more was opened by the refusals.
    expect(rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from payments where booking_id in (${ids[0]!}, ${ids[1]!})`))[0]!.n).toBe(2);
  });
});
