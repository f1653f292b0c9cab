// Late returns (issue 36, item 4): an item is due back by 8 PM Lagos on the end date; after that the booking is overdue
// for both sides and a late fee runs up per day begun, at the listing's late fee as it was when booked (else the daily
// price), per unit, until the owner marks the hour it came back. (Through the API, with the wrong people and bad input:
// server/http/api/late-returns.test.ts.)
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, lagosMidnight } from "../../../core/dates";
import { lateDays, lateFeeKobo, returnDueAt } from "../../../core/late-returns";
import type { Db } from "../../db/client";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import { createBookingViews } from "./booking-views";
import { createBookingsService } from "./bookings.service";

const TODAY = "2026-11-23";
const HOUR = 3_600_000;
const day = (n: number) => addDaysIso(TODAY, n);
/** `hours` after midnight (Lagos) of day `n`. */
const at = (n: number, hours: number) => new Date(lagosMidnight(day(n)) + hours * HOUR);

let db: Db;
let listing: (o?: ListingOpts) => Promise<number>;
let clock = at(0, 9);
let bookings: ReturnType<typeof createBookingsService>;
let views: ReturnType<typeof createBookingViews>;

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture());
  bookings = createBookingsService(db, { now: () => clock });
  views = createBookingViews(db, { now: () => clock });
});

/** A booking of a new listing from day `start` to day `end`, paid and picked up at 9 AM on its first day. */
async function active(o: ListingOpts & { start: number; end: number; units?: number }) {
  const listingId = await listing({ units: o.units ?? 1, mode: "instant", ...o });
  clock = at(o.start - 1, 9);
  const b = await bookings.createBooking({ listingId, renterId: "renter", startDate: day(o.start), endDate: day(o.end), pickupTime: "9:00 AM", units: o.units ?? 1 });
  await bookings.transition(b.id, "pay", { actor: "system", userId: null });
  clock = at(o.start, 9);
  await bookings.markPickedUp(b.id, "owner");
  return b.id;
}
const view = async (id: number, who = "renter") => (await views.view(id, who))!;

describe("the return time and the days late", () => {
  it("is 8 PM Lagos on the end date; a minute late is a day begun, 24 hours and a minute two", () => {
    expect(returnDueAt("2026-12-24").toISOString()).toBe("2026-12-24T19:00:00.000Z");
    const due = returnDueAt("2026-12-24");
    expect(lateDays(due, new Date(due.getTime() - 1))).toBe(0);
    expect(lateDays(due, due)).toBe(0);
    expect(lateDays(due, new Date(due.getTime() + 60_000))).toBe(1);
    expect(lateDays(due, new Date(due.getTime() + 24 * HOUR))).toBe(1);
    expect(lateDays(due, new Date(due.getTime() + 24 * HOUR + 60_000))).toBe(2);
    expect(lateFeeKobo({ endDate: "2026-12-24", units: 2, pricePerDayKobo: 1000, lateFeePerDayKobo: null }, new Date(due.getTime() + 25 * HOUR))).toBe(4000);
    expect(lateFeeKobo({ endDate: "2026-12-24", units: 1, pricePerDayKobo: 1000, lateFeePerDayKobo: 1500 }, new Date(due.getTime() + HOUR))).toBe(1500);
  });

  it("counts days begun across a Lagos midnight, a month's end and a year's end alike, by the hour not the date", () => {
    const terms = { units: 1, pricePerDayKobo: 1000, lateFeePerDayKobo: null };
    // Due 8 PM Lagos (19:00 UTC) on 30 November: 11:59 PM Lagos the same day is one day begun, not "the same date".
    const nov = returnDueAt("2026-11-30");
    expect(nov.toISOString()).toBe("2026-11-30T19:00:00.000Z");
    expect(lateFeeKobo({ ...terms, endDate: "2026-11-30" }, new Date("2026-11-30T22:59:00Z"))).toBe(1000);
    // 00:30 Lagos on 1 December (23:30 UTC on the 30th): still within the first 24 hours, across midnight and the month.
    expect(lateFeeKobo({ ...terms, endDate: "2026-11-30" }, new Date("2026-11-30T23:30:00Z"))).toBe(1000);
    // 8:01 PM Lagos on 1 December: a second day begun, in December.
    expect(lateFeeKobo({ ...terms, endDate: "2026-11-30" }, new Date("2026-12-01T19:01:00Z"))).toBe(2000);
    // The year's end: due 31 December, back 2 January at 9 AM Lagos — 37 hours late, two days begun.
    expect(lateFeeKobo({ ...terms, endDate: "2026-12-31" }, new Date("2027-01-02T08:00:00Z"))).toBe(2000);
    // February's end in a common year: due 28 February, back 1 March at 8:30 PM Lagos — a day and 30 minutes, two.
    expect(lateFeeKobo({ ...terms, endDate: "2027-02-28" }, new Date("2027-03-01T19:30:00Z"))).toBe(2000);
  });
});

describe("a ₦25,000-a-day camera booked for days 1–2 with no late fee of its own", () => {
  let id: number;
  beforeAll(async () => {
    id = await active({ start: 1, end: 2 });
  });

  it("is not overdue, and owes nothing, up to 8 PM on its end date", async () => {
    clock = at(2, 20);
    const v = await view(id);
    expect(v).toMatchObject({ overdue: false, lateFeeAccruedKobo: 0, returnedAt: null });
    expect(v.returnDueAt.toISOString()).toBe(at(2, 20).toISOString());
  });

  it("is overdue for both sides from then, the fee growing a daily price for each day begun", async () => {
    clock = at(2, 20.5);
    expect(await view(id)).toMatchObject({ overdue: true, lateFeeAccruedKobo: 2_500_000 });
    expect(await view(id, "owner")).toMatchObject({ overdue: true, lateFeeAccruedKobo: 2_500_000 });
    clock = at(3, 21);
    expect(await view(id)).toMatchObject({ overdue: true, lateFeeAccruedKobo: 5_000_000 });
  });

  it("is not returned by its renter, nor before it was picked up, nor in the future", async () => {
    clock = at(4, 10);
    await expect(bookings.transition(id, "return", { actor: "party", userId: "renter" })).rejects.toThrow("Only the owner can mark the item as returned");
    await expect(bookings.markReturned(id, "owner", { returnedAt: at(1, 8) })).rejects.toThrow("It came back after it was picked up: choose a later hour");
    await expect(bookings.markReturned(id, "owner", { returnedAt: at(4, 11) })).rejects.toThrow("The hour it came back can't be in the future");
    expect((await view(id)).booking.status).toBe("active");
  });

  it("keeps the fee fixed at the hour its owner says it came back, however late they say it", async () => {
    clock = at(5, 10);
    await bookings.markReturned(id, "owner", { returnedAt: at(3, 22) });
    const v = await view(id);
    expect(v).toMatchObject({ overdue: false, lateFeeAccruedKobo: 5_000_000 });
    expect(v.returnedAt?.toISOString()).toBe(at(3, 22).toISOString());
    clock = at(9, 10);
    expect(await view(id, "owner")).toMatchObject({ lateFeeAccruedKobo: 5_000_000 });
  });

  it("answers a retried return with the booking as it is, the hour unchanged", async () => {
    const again = await bookings.markReturned(id, "owner", { returnedAt: at(5, 9) });
    expect(again.returnedAt?.toISOString()).toBe(at(3, 22).toISOString());
  });
});

describe("a listing's own late fee", () => {
  it("is frozen on the booking as booked, for each unit, whatever the owner sets later", async () => {
    const id = await active({ start: 1, end: 1, units: 2, lateFeePerDayKobo: 4_000_000 });
    await db.execute(sql`update listings set late_fee_per_day_kobo = 100 where id = (select listing_id from bookings where id = ${id})`);
    clock = at(1, 21);
    expect(await view(id)).toMatchObject({ overdue: true, lateFeeAccruedKobo: 8_000_000 });
    clock = at(2, 9);
    await bookings.markReturned(id, "owner");
    const v = await view(id, "owner");
    expect(v).toMatchObject({ overdue: false, lateFeeAccruedKobo: 8_000_000 });
    expect(v.returnedAt?.toISOString()).toBe(at(2, 9).toISOString());
  });

  it("is nothing for an item back on time, and a booking completed on its own has no hour and no fee", async () => {
    const onTime = await active({ start: 1, end: 1 });
    clock = at(1, 19);
    await bookings.markReturned(onTime, "owner");
    expect(await view(onTime)).toMatchObject({ lateFeeAccruedKobo: 0 });
    const silent = await active({ start: 1, end: 1 });
    clock = at(3, 1);
    await bookings.transition(silent, "autoComplete", { actor: "system", userId: null });
    expect(await view(silent)).toMatchObject({ overdue: false, returnedAt: null, lateFeeAccruedKobo: 0 });
  });
});
