// The timers on a real database: what is due moves once, with one system history row, whoever sweeps and however many
// sweep at once; what is not due stays; an expired booking's dates can be booked again; a move and what it causes commit together.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ConflictError } from "../../errors";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import { lagosMidnight } from "../../../core/dates";
import { createBookingsService, type BookingMove } from "./bookings.service";
import { DATES_TAKEN } from "../../testing/english";
import { sweepBookings } from "./sweeper";

const TODAY = "2026-11-23";
const NOW = new Date(`${TODAY}T09:00:00Z`);
const HOUR = 3_600_000;
const day = (n: number) => addDaysIso(TODAY, n);

let db: Db;
/** createBooking's clock: bookings are made at NOW, except the past-dated one made a week earlier. */
let clock = NOW;
let service: ReturnType<typeof createBookingsService>;
let listing: (o?: ListingOpts) => Promise<number>;
const newListing = (mode: "instant" | "request") => listing({ mode });

const ask = (listingId: number, renterId = "renter", start = 2, end = 4) => ({
  listingId,
  renterId,
  startDate: day(start),
  endDate: day(end),
  pickupTime: "9:00 AM" as const,
  units: 1,
});

async function book(mode: "instant" | "request", start = 2, end = 4) {
  return service.createBooking(ask(await newListing(mode), "renter", start, end));
}

/** Picked up on its start date: the owner's move after the payment provider's. */
async function active(start: number, end: number) {
  const b = await book("instant", start, end);
  await service.transition(b.id, "pay", { actor: "system", userId: null });
  return service.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
}

async function systemEvents(ids: number[]): Promise<Map<number, number>> {
  const rows = rowsOf<{ id: number; n: number }>(
    await db.execute(sql`select booking_id::int as id, count(*)::int as n from booking_events
      where actor = 'system' and actor_id is null and to_status in ('expired', 'completed')
        and booking_id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})
      group by booking_id`),
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

const statusOf = async (id: number) => (await service.history(id)).at(-1)!.toStatus;

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture());
  // Today in Lagos follows the clock (the service's default).
  service = createBookingsService(db, { now: () => clock });
});

describe("sweepBookings", () => {
  it("expires unanswered requests and unpaid bookings once their time runs out, once", async () => {
    const request = await book("request"); // owner's 24 h
    const instant = await book("instant"); // renter's 1 h
    const accepted = await service.accept((await book("request")).id, "owner"); // renter's 24 h from now

    expect(await sweepBookings(db, new Date(NOW.getTime() + HOUR - 1))).toEqual({
      expired: [],
      completed: [],
      extensions: [],
    });
    expect((await sweepBookings(db, new Date(NOW.getTime() + HOUR))).expired).toEqual([instant.id]);
    const later = await sweepBookings(db, new Date(NOW.getTime() + 24 * HOUR));
    expect(later.expired.sort((a, b) => a - b)).toEqual([request.id, accepted.id]);
    expect(await sweepBookings(db, new Date(NOW.getTime() + 48 * HOUR))).toEqual({
      expired: [],
      completed: [],
      extensions: [],
    });

    for (const b of [request, instant, accepted]) expect(await statusOf(b.id)).toBe("expired");
    expect(await systemEvents([request.id, instant.id, accepted.id])).toEqual(
      new Map([
        [request.id, 1],
        [instant.id, 1],
        [accepted.id, 1],
      ]),
    );
    const history = await service.history(request.id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: "requested",
      toStatus: "expired",
      actor: "system",
      actorId: null,
      note: "The owner did not answer in time",
    });
    const [row] = rowsOf<{ status: string; expires_at: unknown }>(
      await db.execute(sql`select status, expires_at from bookings where id = ${request.id}`),
    );
    expect(row).toEqual({ status: "expired", expires_at: null });
  });

  it("a request made at 22:00 for 08:00 tomorrow expires at 08:00, and so does the payment once it is accepted", async () => {
    const pickup = new Date(`${day(1)}T08:00:00+01:00`);
    clock = new Date(`${TODAY}T22:00:00+01:00`);
    try {
      const request = await service.createBooking({ ...ask(await newListing("request"), "renter", 1, 2), pickupTime: "8:00 AM" });
      const accepted = await service.createBooking({ ...ask(await newListing("request"), "renter", 1, 1), pickupTime: "8:00 AM" });
      await service.accept(accepted.id, "owner", { now: new Date(`${day(1)}T07:00:00+01:00`) });
      const only = [request.id, accepted.id];
      expect(await sweepBookings(db, new Date(pickup.getTime() - 1), undefined, { only })).toEqual({ expired: [], completed: [], extensions: [] });
      expect((await sweepBookings(db, pickup, undefined, { only })).expired.sort((a, b) => a - b)).toEqual(only);
      expect(await statusOf(request.id)).toBe("expired");
      expect((await service.history(accepted.id)).map((e) => e.toStatus)).toEqual(["requested", "awaiting_payment", "expired"]);
    } finally {
      clock = NOW;
    }
  });

  it("an expired booking's dates can be booked again", async () => {
    const first = await book("request");
    await expect(service.createBooking(ask(first.listingId, "renter2"))).rejects.toThrow(
      new ConflictError(DATES_TAKEN),
    );
    await sweepBookings(db, new Date(NOW.getTime() + 25 * HOUR));
    expect(await statusOf(first.id)).toBe("expired");
    const second = await service.createBooking(ask(first.listingId, "renter2"));
    expect(second.status).toBe("requested");
  });

  it("sweeps only the bookings named in `only` when asked to (the /dev/sweep tool)", async () => {
    const a = await book("instant");
    const b = await book("instant");
    const later = new Date(NOW.getTime() + 2 * HOUR);
    expect(await sweepBookings(db, later, undefined, { only: [b.id] })).toEqual({ expired: [b.id], completed: [], extensions: [] });
    expect(await statusOf(a.id)).toBe("awaiting_payment");
    expect(await sweepBookings(db, later, undefined, { only: [] })).toEqual({ expired: [], completed: [], extensions: [] });
    expect(await statusOf(a.id)).toBe("awaiting_payment");
    expect((await sweepBookings(db, later)).expired).toContain(a.id);
  });

  it("completes an active booking from 00:00 Lagos two days after its end date, not before", async () => {
    clock = new Date("2026-11-16T09:00:00Z");
    const b = await active(-6, -4); // 17–19 Nov, booked on 16 Nov
    clock = NOW;
    expect(b.status).toBe("active");
    const due = lagosMidnight("2026-11-21"); // 20 Nov 23:00 UTC
    expect((await sweepBookings(db, new Date(due - 1))).completed).not.toContain(b.id);
    expect((await sweepBookings(db, new Date(due))).completed).toEqual([b.id]);
    expect((await sweepBookings(db, new Date(due + HOUR))).completed).toEqual([]);
    expect(await statusOf(b.id)).toBe("completed");
    expect(await systemEvents([b.id])).toEqual(new Map([[b.id, 1]]));
    // The owner's late "returned" is refused: the system completed it.
    await expect(service.markReturned(b.id, "owner")).rejects.toThrow(
      "This booking is already completed",
    );
  });

  it("several sweepers at once move each booking exactly once", async () => {
    const made = [];
    for (let i = 0; i < 30; i++) made.push(await book(i % 2 === 0 ? "request" : "instant"));
    const ids = made.map((b) => b.id);
    const at = new Date(NOW.getTime() + 25 * HOUR);
    const results = await Promise.all(Array.from({ length: 6 }, () => sweepBookings(db, at)));
    const moved = results.flatMap((r) => r.expired);
    expect(new Set(moved).size).toBe(moved.length); // no booking moved by two sweepers
    expect(moved).toEqual(expect.arrayContaining(ids));
    const perBooking = await systemEvents(ids);
    expect([...perBooking.values()].every((n) => n === 1)).toBe(true);
    expect(perBooking.size).toBe(ids.length);
  });
});

describe("announcing what was swept", () => {
  it("hands each moved booking, as it now is, to `announce` once, however many sweep at once", async () => {
    const request = await book("request");
    const unpaid = await book("instant");
    clock = new Date("2026-11-16T09:00:00Z");
    const out = await active(-6, -4);
    clock = NOW;
    const moves: BookingMove[] = [];
    const announce = (m: BookingMove) => void moves.push(m);
    const at = new Date(lagosMidnight("2026-11-25"));
    await Promise.all(Array.from({ length: 4 }, () => sweepBookings(db, at, announce)));
    const mine = moves.filter((m) => [request.id, unpaid.id, out.id].includes(m.booking.id));
    expect(mine.map((m) => [m.booking.id, m.from, m.to, m.transition, m.actor, m.actorId, m.at, m.booking.status]).sort()).toEqual(
      [
        [request.id, "requested", "expired", "expire", "system", null, at, "expired"],
        [unpaid.id, "awaiting_payment", "expired", "expire", "system", null, at, "expired"],
        [out.id, "active", "completed", "autoComplete", "system", null, at, "completed"],
      ].sort(),
    );
    // Every move of this sweep was announced once: no id twice.
    expect(new Set(moves.map((m) => m.booking.id)).size).toBe(moves.length);
    moves.length = 0;
    await sweepBookings(db, at, announce);
    expect(moves).toEqual([]);
  });
});

describe("a sweep's moves and what they cause commit together", () => {
  it("runs the inTx hook for each move inside the rule's transaction: if it fails, the booking is not moved either", async () => {
    const b = await book("instant");
    const at = new Date(NOW.getTime() + 2 * HOUR);
    const failing = sweepBookings(db, at, undefined, {
      only: [b.id],
      inTx: async () => {
        throw new Error("the job could not be written");
      },
    });
    await expect(failing).rejects.toThrow("the job could not be written");
    expect(await statusOf(b.id)).toBe("awaiting_payment");

    const recorded: [number, string][] = [];
    const announced: number[] = [];
    const r = await sweepBookings(db, at, (m) => void announced.push(m.booking.id), {
      only: [b.id],
      inTx: async (_tx, move) => void recorded.push([move.booking.id, move.to]),
    });
    expect(r.expired).toEqual([b.id]);
    expect(recorded).toEqual([[b.id, "expired"]]);
    expect(announced).toEqual([b.id]);
  });
});
