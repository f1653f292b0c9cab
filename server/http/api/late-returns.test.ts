// POST /api/v1/bookings/{id}/returned and the late fee in GET /bookings/{id} (issue 36, item 4): only the booking's
// owner marks the hour its item came back; anyone else learns nothing (404), no session is a 401, a forged cross-site
// request a 403, a body that is not JSON a 415, a bad hour a 400 naming `returnedAt`; none of them changes the booking.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso, lagosMidnight, todayInLagos } from "../../../core/dates";
import { returnDueAt } from "../../../core/late-returns";
import { rowsOf } from "../../db/rows";
import { createBookingsService } from "../../features/bookings/bookings.service";
import { bookingsFixture } from "../../testing/bookings";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness();
const { call, join, db, services } = h;
const { listing } = await bookingsFixture([], { db });
const HOUR = 3_600_000;
const day = (n: number) => addDaysIso(todayInLagos(), n);

/**
 * A ₦25,000-a-day camera of `owner`'s (late fee ₦30,000 a day) booked by `renter` three days ago for the day before
 * yesterday, paid and picked up at 9 AM (Lagos) that day: two days overdue now, at any hour the test runs.
 */
async function overdue(owner: TestPerson, renter: TestPerson): Promise<number> {
  const listingId = await listing({ owner: owner.id, mode: "instant", lateFeePerDayKobo: 3_000_000 });
  const past = (days: number) => createBookingsService(db, { now: () => new Date(Date.now() - days * 24 * HOUR) });
  const b = await past(3).createBooking({ listingId, renterId: renter.id, startDate: day(-2), endDate: day(-2), pickupTime: "9:00 AM", units: 1 });
  await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  await services.bookings.markPickedUp(b.id, owner.id, { now: new Date(lagosMidnight(day(-2)) + 9 * HOUR) });
  return b.id;
}

const row = async (id: number) => rowsOf<{ status: string; returned_at: Date | null }>(await db.execute(sql`select status, returned_at from bookings where id = ${id}`))[0];

describe("an overdue booking", () => {
  it("shows both sides the days begun late at its late fee, and the return time", async () => {
    const owner = await join("Ada Obi");
    const renter = await join("Bola Ade");
    const id = await overdue(owner, renter);
    const due = returnDueAt(day(-2));
    const daysLate = Math.ceil((Date.now() - due.getTime()) / (24 * HOUR));
    for (const p of [owner, renter]) {
      const res = await call("GET", `/bookings/${id}`, { cookie: p.cookie });
      expect(res.status).toBe(200);
      const v = await res.json();
      expect(v).toMatchObject({ overdue: true, returnedAt: null, returnDueAt: due.toISOString(), lateFeeAccruedKobo: daysLate * 3_000_000 });
      expect(v.booking).toMatchObject({ lateFeePerDayKobo: 3_000_000, returnedAt: null });
    }
  });

  it("is marked returned at an hour only by its owner, from Haya's pages, with a good hour", async () => {
    const owner = await join("Chidi Eze");
    const renter = await join("Dayo Bello");
    const stranger = await join("Efe Ojo");
    const id = await overdue(owner, renter);
    const before = await row(id);
    const send = (cookie: string | undefined, body: unknown = {}, headers: Record<string, string> = {}) =>
      call("POST", `/bookings/${id}/returned`, { ...(cookie ? { cookie } : {}), body, headers });

    expect((await send(stranger.cookie)).status).toBe(404);
    expect((await send(undefined)).status).toBe(401);
    expect((await send(owner.cookie, {}, { origin: "https://evil.example" })).status).toBe(403);
    expect((await send(owner.cookie, "returnedAt=now", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    const renterTries = await send(renter.cookie);
    expect(renterTries.status).toBe(409);
    expect((await renterTries.json()).message).toBe("Only the owner can mark the item as returned");
    for (const [returnedAt, message] of [
      ["yesterday", "Enter the date and hour it came back"],
      [new Date(Date.now() + 2 * HOUR).toISOString(), "The hour it came back can't be in the future"],
      [new Date(Date.now() - 3 * 24 * HOUR).toISOString(), "It came back after it was picked up: choose a later hour"],
    ]) {
      const res = await send(owner.cookie, { returnedAt });
      expect(res.status, returnedAt).toBe(400);
      expect((await res.json()).fields).toEqual({ returnedAt: message });
    }
    expect(await row(id)).toEqual(before);

    // The owner, an hour after it was due (Lagos time, with its offset): one day begun late, and the booking completed.
    const due = returnDueAt(day(-2));
    const cameBack = new Date(due.getTime() + HOUR);
    const ok = await send(owner.cookie, { returnedAt: cameBack.toISOString().replace("Z", "+00:00") });
    expect(ok.status).toBe(200);
    expect((await ok.json()).booking).toMatchObject({ status: "completed", returnedAt: cameBack.toISOString() });
    const v = await (await call("GET", `/bookings/${id}`, { cookie: renter.cookie })).json();
    expect(v).toMatchObject({ overdue: false, returnedAt: cameBack.toISOString(), lateFeeAccruedKobo: 3_000_000 });
  });

  it("is returned now when no hour is given; POST …/return still works as before", async () => {
    const owner = await join("Funke Ade");
    const renter = await join("Gbenga Oni");
    const id = await overdue(owner, renter);
    const res = await call("POST", `/bookings/${id}/returned`, { cookie: owner.cookie, body: {} });
    expect(res.status).toBe(200);
    const returnedAt = new Date((await res.json()).booking.returnedAt).getTime();
    expect(Math.abs(returnedAt - Date.now())).toBeLessThan(60_000);
    const other = await overdue(owner, renter);
    expect((await call("POST", `/bookings/${other}/return`, { cookie: owner.cookie })).status).toBe(200);
    expect((await row(other))?.returned_at).not.toBeNull();
  });
});
