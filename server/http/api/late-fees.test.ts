// /api/v1/bookings/{id}/late-fee: the owner of a rental that came back late asks the renter to pay the late fee beyond
// the deposit, the renter pays it, the owner may withdraw it. Anyone else learns nothing (404), no session is a 401, a
// forged cross-site write or the wrong side a 403, bad input a 400 naming the field; none of those changes anything.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { createBookingsService } from "../../features/bookings/bookings.service";
import { bookingsFixture } from "../../testing/bookings";
import { apiHarness, type TestPerson } from "../../testing/http";
import { routeAccess } from "./token-scopes";

const h = await apiHarness();
const { call, join, db, services } = h;
const { listing } = await bookingsFixture([], { db });
const day = (n: number) => addDaysIso(todayInLagos(), n);

const owner = await join("Owner Ade");
const renter = await join("Renter Bisi");
const stranger = await join("Stranger Chidi");
const FORGED: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "" }];

/** A ₦25,000-a-day rental for the day before yesterday (no deposit), picked up, and marked back now: 1–2 days late. */
async function backLate(): Promise<{ id: number; feeKobo: number }> {
  const listingId = await listing({ owner: owner.id, mode: "instant" });
  const threeDaysAgo = createBookingsService(db, { now: () => new Date(Date.now() - 72 * 3_600_000) });
  const b = await threeDaysAgo.createBooking({ listingId, renterId: renter.id, startDate: day(-2), endDate: day(-2), pickupTime: "9:00 AM", units: 1 });
  await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  await services.bookings.markPickedUp(b.id, owner.id);
  await services.bookings.markReturned(b.id, owner.id);
  const view = (await services.bookingViews.view(b.id, owner.id))!;
  return { id: b.id, feeKobo: view.lateFeeAccruedKobo };
}

const snapshot = async (id: number) => ({
  requests: rowsOf(await db.execute(sql`select status, amount_kobo::float8 as amount from booking_late_fees where booking_id = ${id} order by id`)),
  payments: rowsOf(await db.execute(sql`select id from payments where booking_id = ${id}`)).length,
});
const headersOf = (as?: TestPerson, headers: Record<string, string> = {}) => ({ ...(as ? { cookie: as.cookie } : {}), headers });
const ask = (id: number, as?: TestPerson, body: unknown = { amountKobo: 1_000_000 }, headers?: Record<string, string>) => call("POST", `/bookings/${id}/late-fee`, { ...headersOf(as, headers), body });
const pay = (id: number, as?: TestPerson, headers?: Record<string, string>) => call("POST", `/bookings/${id}/late-fee/pay`, headersOf(as, headers));
const withdraw = (id: number, as?: TestPerson, headers?: Record<string, string>) => call("DELETE", `/bookings/${id}/late-fee`, headersOf(as, headers));

describe("the owner asks, the renter pays, the owner may withdraw", () => {
  it("answers the request, shows it in the booking to both sides, and opens a checkout for its amount", async () => {
    const { id, feeKobo } = await backLate();
    expect(feeKobo).toBeGreaterThanOrEqual(2_500_000);
    const asked = await ask(id, owner, { amountKobo: feeKobo });
    expect(asked.status).toBe(201);
    expect(await asked.json()).toMatchObject({ lateFeeRequest: { amountKobo: feeKobo, status: "requested", paidAt: null, lateDays: feeKobo / 2_500_000 } });
    for (const as of [owner, renter]) {
      const view = (await (await call("GET", `/bookings/${id}`, { cookie: as.cookie })).json()) as { lateFeeRequest: unknown };
      expect(view.lateFeeRequest).toMatchObject({ amountKobo: feeKobo, status: "requested", requestedAt: expect.any(String) });
    }
    const paid = await pay(id, renter);
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { checkoutUrl: string }).checkoutUrl).toMatch(/\/checkout\/sandbox\//);
    expect(rowsOf(await db.execute(sql`select amount_kobo::float8 as amount from payments where booking_id = ${id} and late_fee_id is not null`))).toEqual([{ amount: feeKobo }]);

    const withdrawn = await withdraw(id, owner);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ lateFeeRequest: { status: "withdrawn" } });
    expect((await withdraw(id, owner)).status).toBe(409);
    expect((await pay(id, renter)).status).toBe(409);
  });

  it("a booking with no request answers lateFeeRequest null", async () => {
    const { id } = await backLate();
    expect(((await (await call("GET", `/bookings/${id}`, { cookie: renter.cookie })).json()) as { lateFeeRequest: unknown }).lateFeeRequest).toBeNull();
  });
});

describe("bad input", () => {
  it("negative, zero, fractional, not a number, missing, or over the limit: a 400 naming amountKobo, and nothing asked", async () => {
    const { id, feeKobo } = await backLate();
    for (const body of [{ amountKobo: -100 }, { amountKobo: 0 }, { amountKobo: 1500.5 }, { amountKobo: "1000" }, {}, { amountKobo: feeKobo + 1 }]) {
      const r = await ask(id, owner, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(((await r.json()) as { fields: Record<string, string> }).fields, JSON.stringify(body)).toHaveProperty("amountKobo");
    }
    const over = (await (await ask(id, owner, { amountKobo: feeKobo + 1 })).json()) as { message: string };
    expect(over.message).toMatch(/^You can ask for at most ₦[\d,]+: the late fee not yet claimed or asked for$/);
    expect((await snapshot(id)).requests).toEqual([]);
  });

  it("an id that is no number is a 400; one nobody has a 404", async () => {
    expect((await ask(Number.NaN, owner)).status).toBe(400);
    expect((await ask(987_654, owner)).status).toBe(404);
  });
});

describe("who may not", () => {
  it("anonymous: 401; a stranger: 404; the renter asking or withdrawing, the owner paying: 403; a forged write: 403; nothing changes", async () => {
    const { id } = await backLate();
    expect((await ask(id, owner)).status).toBe(201);
    const before = await snapshot(id);

    expect((await ask(id)).status).toBe(401);
    expect((await pay(id)).status).toBe(401);
    expect((await withdraw(id)).status).toBe(401);

    expect((await ask(id, stranger)).status).toBe(404);
    expect((await pay(id, stranger)).status).toBe(404);
    expect((await withdraw(id, stranger)).status).toBe(404);

    const renterAsks = await ask(id, renter);
    expect(renterAsks.status).toBe(403);
    expect(((await renterAsks.json()) as { message: string }).message).toBe("Only the owner asks the renter for a late fee");
    expect((await withdraw(id, renter)).status).toBe(403);
    const ownerPays = await pay(id, owner);
    expect(ownerPays.status).toBe(403);
    expect(((await ownerPays.json()) as { message: string }).message).toBe("Only the renter pays the late fee");

    for (const headers of FORGED) {
      expect((await ask(id, owner, { amountKobo: 100 }, headers)).status).toBe(403);
      expect((await pay(id, renter, headers)).status).toBe(403);
      expect((await withdraw(id, owner, headers)).status).toBe(403);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it("API tokens: asking and withdrawing need bookings:write; paying is for the signed-in browser only", () => {
    expect(routeAccess("POST", "/bookings/7/late-fee")).toBe("bookings:write");
    expect(routeAccess("DELETE", "/bookings/7/late-fee")).toBe("bookings:write");
    expect(routeAccess("POST", "/bookings/7/late-fee/pay")).toBe("session");
  });
});
