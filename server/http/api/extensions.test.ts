// /api/v1/bookings/{id}/extensions: the renter asks, the owner accepts or declines, the renter pays; anyone else learns
// nothing (404), no session is a 401, a forged cross-site write a 403, the wrong party a 409; none of those changes the
// booking or its extensions. A token may answer (bookings:write) but never ask or pay.
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
/** Bookings made a day ago: one for today is then picked up now, at any hour. */
const yesterday = createBookingsService(db, { now: () => new Date(Date.now() - 24 * 3_600_000) });

const owner = await join("Owner Ade");
const renter = await join("Renter Bisi");
const stranger = await join("Stranger Chidi");
const FORGED: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "" }];

/** A rental in progress from today to tomorrow, paid and picked up. */
async function active(): Promise<number> {
  const listingId = await listing({ owner: owner.id, mode: "instant" });
  const b = await yesterday.createBooking({ listingId, renterId: renter.id, startDate: day(0), endDate: day(1), pickupTime: "9:00 AM", units: 1 });
  await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  await services.bookings.markPickedUp(b.id, owner.id);
  return b.id;
}

/** A one-day rental yesterday, paid and picked up, not marked returned: overdue today. */
async function overdue(): Promise<number> {
  const listingId = await listing({ owner: owner.id, mode: "instant" });
  const twoDaysAgo = createBookingsService(db, { now: () => new Date(Date.now() - 48 * 3_600_000) });
  const b = await twoDaysAgo.createBooking({ listingId, renterId: renter.id, startDate: day(-1), endDate: day(-1), pickupTime: "9:00 AM", units: 1 });
  await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  await services.bookings.markPickedUp(b.id, owner.id);
  return b.id;
}

const snapshot = async (id: number) => ({
  booking: rowsOf(await db.execute(sql`select end_date::text, days, status from bookings where id = ${id}`)),
  extensions: rowsOf(await db.execute(sql`select id, status from booking_extensions where booking_id = ${id} order by id`)),
  payments: rowsOf(await db.execute(sql`select id from payments where booking_id = ${id}`)).length,
});

const ask = (id: number, as?: TestPerson, headers: Record<string, string> = {}, endDate = day(2)) =>
  call("POST", `/bookings/${id}/extensions`, { ...(as ? { cookie: as.cookie } : {}), body: { endDate }, headers });
const act = (id: number, extensionId: number, verb: string, as?: TestPerson, headers: Record<string, string> = {}) =>
  call("POST", `/bookings/${id}/extensions/${extensionId}/${verb}`, { ...(as ? { cookie: as.cookie } : {}), headers });

describe("the renter asks, the owner answers, the renter pays", () => {
  it("with the quote in the answer, the extra days held from the acceptance, and a checkout for the extension's total", async () => {
    const id = await active();
    const asked = await ask(id, renter);
    expect(asked.status).toBe(201);
    const { extension } = (await asked.json()) as { extension: Record<string, unknown> };
    expect(extension).toMatchObject({ status: "requested", fromEndDate: day(1), toEndDate: day(2), days: 1, rentalKobo: 2_500_000, serviceFeeKobo: 250_000, vatKobo: 18_700, totalKobo: 2_768_700 });
    expect(extension).not.toHaveProperty("ownerPayoutKobo");

    const seen = (await (await call("GET", `/bookings/${id}`, { cookie: owner.cookie })).json()) as { extensions: Record<string, unknown>[]; overdue: boolean; canExtend: boolean };
    expect(seen.extensions).toMatchObject([{ id: extension.id, status: "requested", ownerPayoutKobo: 2_375_000 }]);
    expect(seen.overdue).toBe(false);
    expect(seen.canExtend).toBe(false);
    expect(((await (await call("GET", `/bookings/${id}`, { cookie: renter.cookie })).json()) as { extensions: object[] }).extensions[0]).not.toHaveProperty("ownerPayoutKobo");

    const accepted = await act(id, extension.id as number, "accept", owner);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { extension: { status: string } }).extension.status).toBe("awaiting_payment");
    expect((await snapshot(id)).booking).toEqual([{ end_date: day(2), days: 3, status: "active" }]);

    const paid = await act(id, extension.id as number, "pay", renter);
    expect(paid.status).toBe(200);
    const { checkoutUrl } = (await paid.json()) as { checkoutUrl: string };
    expect(checkoutUrl).toMatch(/\/checkout\/sandbox\//);
    expect(rowsOf<{ amount: number }>(await db.execute(sql`select amount_kobo::float8 as amount from payments where extension_id = ${extension.id}`))).toEqual([{ amount: 2_768_700 }]);
  });

  it("bad input is a 400 naming the field; a declined extension changes nothing", async () => {
    const id = await active();
    const bad = await ask(id, renter, {}, "tomorrow");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("endDate");
    const { extension } = (await (await ask(id, renter)).json()) as { extension: { id: number } };
    const declined = await act(id, extension.id, "decline", owner);
    expect(((await declined.json()) as { extension: { status: string } }).extension.status).toBe("declined");
    expect((await snapshot(id)).booking).toEqual([{ end_date: day(1), days: 2, status: "active" }]);
  });
});

describe("overdue", () => {
  it("both sides see an active booking past its end date as overdue; it can no longer be extended", async () => {
    const id = await overdue();
    for (const as of [owner, renter]) {
      const view = (await (await call("GET", `/bookings/${id}`, { cookie: as.cookie })).json()) as { overdue: boolean; canExtend: boolean };
      expect(view).toMatchObject({ overdue: true, canExtend: false });
    }
    const late = await ask(id, renter, {}, day(1));
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(/end date has passed/);
    // Marked returned, it is no longer overdue.
    await services.bookings.markReturned(id, owner.id);
    expect(((await (await call("GET", `/bookings/${id}`, { cookie: renter.cookie })).json()) as { overdue: boolean }).overdue).toBe(false);
  });
});

describe("who may not", () => {
  it("anonymous: 401; a stranger: 404; the wrong party: 409; a forged cross-site write: 403; and nothing changes", async () => {
    const id = await active();
    const { extension } = (await (await ask(id, renter)).json()) as { extension: { id: number } };
    const before = await snapshot(id);

    expect((await ask(id)).status).toBe(401);
    for (const verb of ["accept", "decline", "pay"]) expect((await act(id, extension.id, verb)).status).toBe(401);

    expect((await ask(id, stranger)).status).toBe(404);
    for (const verb of ["accept", "decline", "pay"]) expect((await act(id, extension.id, verb, stranger)).status).toBe(404);
    // Another booking's extension id under this booking is no such extension.
    expect((await act(id, extension.id + 1000, "accept", owner)).status).toBe(404);

    expect((await ask(id, owner)).status).toBe(409);
    expect((await act(id, extension.id, "accept", renter)).status).toBe(409);
    expect((await act(id, extension.id, "decline", renter)).status).toBe(409);
    expect((await act(id, extension.id, "pay", owner)).status).toBe(409);

    for (const headers of FORGED) {
      expect((await ask(id, renter, headers)).status).toBe(403);
      expect((await act(id, extension.id, "accept", owner, headers)).status).toBe(403);
      expect((await act(id, extension.id, "decline", owner, headers)).status).toBe(403);
      expect((await act(id, extension.id, "pay", renter, headers)).status).toBe(403);
    }
    expect(await snapshot(id)).toEqual(before);
  });

  it("API tokens: answering needs bookings:write; asking and paying are for the signed-in browser only", () => {
    expect(routeAccess("POST", "/bookings/7/extensions")).toBe("session");
    expect(routeAccess("POST", "/bookings/7/extensions/3/accept")).toBe("bookings:write");
    expect(routeAccess("POST", "/bookings/7/extensions/3/decline")).toBe("bookings:write");
    expect(routeAccess("POST", "/bookings/7/extensions/3/pay")).toBe("session");
  });
});
