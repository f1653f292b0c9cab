// No double booking under a storm of simultaneous requests: exactly as many succeed as there are units, the losers are
// told 'Those dates were just booked', and afterwards no day holds more units than the listing has (checked in SQL).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ConflictError } from "../../errors";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import * as repo from "./bookings.repo";
import type { BookingRequest } from "./bookings.schema";
import { createBookingsService } from "./bookings.service";
import { DATES_CLOSED, DATES_TAKEN } from "../../testing/english";

const TODAY = "2026-11-23";
const RENTERS = 50;
let db: Db;
let service: ReturnType<typeof createBookingsService>;
let listing: (o?: ListingOpts) => Promise<number>;
const newListing = (units: number, mode: "instant" | "request" = "instant") => listing({ units, mode });
const listing2 = (o: ListingOpts) => listing({ mode: "instant", ...o });

const day = (n: number) => addDaysIso(TODAY, n);
const ask = (
  listingId: number,
  i: number,
  startDate: string,
  endDate: string,
  units = 1,
): BookingRequest & { renterId: string } => ({
  listingId,
  renterId: `renter${i}`,
  startDate,
  endDate,
  pickupTime: "10:00 AM",
  units,
});

/** Everyone at once; the outcome of each, in order. */
async function storm(asks: (BookingRequest & { renterId: string })[]) {
  return Promise.allSettled(asks.map((a) => service.createBooking(a)));
}
const won = (r: PromiseSettledResult<unknown>[]) =>
  r.filter((x) => x.status === "fulfilled").length;
const lostWith = (r: PromiseSettledResult<unknown>[], message: string) =>
  r.filter(
    (x) =>
      x.status === "rejected" &&
      x.reason instanceof ConflictError &&
      (x.reason as Error).message === message,
  ).length;

async function heldRows(listingId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from bookings where listing_id = ${listingId}`),
  );
  return row!.n;
}

// These storms prove the row lock on PostgreSQL, where requests really run at once; PGlite runs one transaction at a
// time, so there they check the rules only (a PostgreSQL run without the lock fails them, as was tried).
beforeAll(async () => {
  ({ db, listing } = await bookingsFixture(Array.from({ length: RENTERS }, (_, i) => `renter${i}`)));
  // 07:00 in Lagos: a pick-up at 10:00 AM today (day(0)) is still far enough ahead.
  service = createBookingsService(db, { now: () => new Date(`${TODAY}T06:00:00Z`) });
});

describe("50 renters at once for the same dates", () => {
  /** Every renter asks for the same days of one `units`-unit listing: exactly `units` hold, the rest are told why. */
  async function expectUnitsHold(units: number, mode: "instant" | "request", start: number, end: number) {
    const listing = await newListing(units, mode);
    const results = await storm(
      Array.from({ length: RENTERS }, (_, i) => ask(listing, i, day(start), day(end))),
    );
    expect(won(results)).toBe(units);
    expect(lostWith(results, DATES_TAKEN)).toBe(RENTERS - units);
    expect(await heldRows(listing)).toBe(units);
    expect(await repo.overHeldDays(db, listing, day(0), day(10))).toEqual([]);
  }

  it("on a 1-unit listing: exactly one booking holds, the 49 others are told the dates were just booked", async () => {
    await expectUnitsHold(1, "instant", 3, 5);
  });

  it("on a 5-unit listing: exactly five hold", async () => {
    await expectUnitsHold(5, "request", 1, 1);
  });

  it("on two listings at once: each fills up on its own, neither waits on the other's bookings", async () => {
    const a = await newListing(2);
    const b = await newListing(3);
    const results = await storm(
      Array.from({ length: RENTERS }, (_, i) => ask(i % 2 ? a : b, i, day(7), day(8))),
    );
    expect(won(results)).toBe(5);
    expect(await heldRows(a)).toBe(2);
    expect(await heldRows(b)).toBe(3);
  });
});

describe("50 overlapping ranges at once on a 3-unit listing with a blocked day", () => {
  it("never over-holds a day, never books the blocked day, and refuses only what would have over-held", async () => {
    const listing = await newListing(3);
    const blocked = day(6);
    await db.execute(
      sql`insert into listing_blocked_dates (listing_id, day) values (${listing}, ${blocked})`,
    );
    // A fixed pseudo-random sequence: the same storm on every run.
    let seed = 20261123;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const asks = Array.from({ length: RENTERS }, (_, i) => {
      const start = rand(10);
      const end = Math.min(9, start + rand(4));
      return ask(listing, i, day(start), day(end), 1 + rand(2));
    });
    const results = await storm(asks);

    // Every outcome is a booking or one of the two conflicts; nothing else went wrong (no deadlock, no driver error).
    expect(won(results) + lostWith(results, DATES_TAKEN) + lostWith(results, DATES_CLOSED)).toBe(
      RENTERS,
    );
    expect(won(results)).toBeGreaterThan(0);
    expect(await repo.overHeldDays(db, listing, day(0), day(12))).toEqual([]);

    const [onBlocked] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from bookings where listing_id = ${listing} and ${blocked}::date between start_date and end_date`,
      ),
    );
    expect(onBlocked!.n).toBe(0);

    // Bookings are only ever added, so a request refused as taken still over-holds some day against the final bookings.
    const held = new Map(
      rowsOf<{ day: string; held: number }>(
        await db.execute(sql`select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(sum(b.units), 0)::int as held
          from generate_series(${day(0)}::date, ${day(9)}::date, interval '1 day') g(day)
          left join bookings b on b.listing_id = ${listing} and g.day::date between b.start_date and b.end_date
          group by g.day`),
      ).map((r) => [r.day, r.held]),
    );
    results.forEach((r, i) => {
      const a = asks[i]!;
      const days = Array.from({ length: 10 }, (_, n) => day(n)).filter(
        (d) => d >= a.startDate && d <= a.endDate,
      );
      if (r.status === "fulfilled") expect(days).not.toContain(blocked);
      else if ((r.reason as Error).message === DATES_CLOSED) expect(days).toContain(blocked);
      else expect(days.some((d) => (held.get(d) ?? 0) + a.units > 3)).toBe(true);
    });
  });
});

describe("10 at once around a booking's turnaround (issue 36: 2 days between rentals of the one unit)", () => {
  it("none wins a day inside the turnaround, before or after; exactly one wins the first free days; the rest hold what was free", async () => {
    const listing = await listing2({ units: 1, turnaroundDays: 2 });
    await service.createBooking(ask(listing, 0, day(10), day(11)));
    const ten = (start: number, end: number) => Array.from({ length: 10 }, (_, i) => ask(listing, i + 1, day(start), day(end)));
    // Just after (the 2 turnaround days), and ending just before (its own turnaround would run into the booking).
    for (const [start, end] of [[12, 12], [13, 14], [7, 9], [8, 8]] as const) {
      const results = await storm(ten(start, end));
      expect(won(results)).toBe(0);
      expect(lostWith(results, DATES_TAKEN)).toBe(10);
    }
    // The first days free on each side: exactly one of ten gets each.
    expect(won(await storm(ten(14, 15)))).toBe(1);
    expect(won(await storm(ten(5, 7)))).toBe(1);
    expect(await heldRows(listing)).toBe(3);

    // Ten single days at once from day 0 to day 9: winners are never closer than the turnaround to each other or the
    // bookings, and every refusal is a day that the final bookings leave no room for.
    const asks = Array.from({ length: 10 }, (_, i) => ask(listing, 20 + i, day(i), day(i)));
    const results = await storm(asks);
    expect(won(results) + lostWith(results, DATES_TAKEN)).toBe(10);
    expect(await repo.overHeldDays(db, listing, day(0), day(30))).toEqual([]);
    const taken = rowsOf<{ start: string; end: string }>(
      await db.execute(sql`select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as "end" from bookings where listing_id = ${listing}`),
    );
    // A one-day rental of d holds d…d+2; a booking s…e holds s…e+2: they clash when those overlap.
    const clashes = (d: string, b: { start: string; end: string }) => d <= addDaysIso(b.end, 2) && addDaysIso(d, 2) >= b.start;
    results.forEach((r, i) => {
      const d = asks[i]!.startDate;
      const others = taken.filter((b) => !(r.status === "fulfilled" && b.start === d));
      if (r.status === "fulfilled") expect(others.some((b) => clashes(d, b))).toBe(false);
      else expect(others.some((b) => clashes(d, b))).toBe(true);
    });
  });
});
