// Turnaround days (issue 36, item 2): a listing may need 0–7 days between two rentals of a unit. Booking, quoting, the
// item page's calendar, the calendar feed and extensions all hold those days after each booking, and before one that
// follows, so no unit is handed over without them. (The race of many requests at once: bookings.concurrency.test.ts;
// search with dates: search/availability.test.ts.)
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import type { Db } from "../../db/client";
import { bookingsFixture, calendarDays, type ListingOpts } from "../../testing/bookings";
import { createBookingViews } from "./booking-views";
import { createBookingsService } from "./bookings.service";
import * as repo from "./bookings.repo";
import { DATES_TAKEN } from "../../testing/english";

const TODAY = "2026-11-23";
const NOW = new Date(`${TODAY}T09:00:00Z`);
const day = (n: number) => addDaysIso(TODAY, n);

let db: Db;
let listing: (o?: ListingOpts) => Promise<number>;
let bookings: ReturnType<typeof createBookingsService>;
let views: ReturnType<typeof createBookingViews>;

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture(["renter3"]));
  bookings = createBookingsService(db, { now: () => NOW });
  views = createBookingViews(db, { now: () => NOW });
});

const input = (listingId: number, start: number, end: number, units = 1) => ({
  listingId,
  startDate: day(start),
  endDate: day(end),
  pickupTime: "9:00 AM" as const,
  units,
});
const book = (listingId: number, start: number, end: number, renterId = "renter", units = 1) =>
  bookings.createBooking({ ...input(listingId, start, end, units), renterId });

describe("a listing with 2 turnaround days, booked from day 10 to day 11", () => {
  let id: number;
  beforeAll(async () => {
    id = await listing({ turnaroundDays: 2 });
    await book(id, 10, 11);
  });

  it("refuses a rental starting on either of the 2 days after it, and takes one starting on the third", async () => {
    await expect(views.quote(input(id, 12, 12))).rejects.toThrow(DATES_TAKEN);
    await expect(book(id, 13, 15, "renter2")).rejects.toThrow(DATES_TAKEN);
    await expect(views.quote(input(id, 14, 15))).resolves.toMatchObject({ days: 2 });
  });

  it("refuses a rental ending less than 2 days before it starts, and takes one ending 3 days before", async () => {
    await expect(views.quote(input(id, 6, 8))).rejects.toThrow(DATES_TAKEN);
    await expect(views.quote(input(id, 7, 9))).rejects.toThrow(DATES_TAKEN);
    await expect(views.quote(input(id, 5, 7))).resolves.toMatchObject({ days: 3 });
  });

  it("shows as taken on the calendar the days before that cannot end a rental, its own days and the 2 after", async () => {
    expect(await calendarDays(db, id, day(0), day(20))).toEqual([day(8), day(9), day(10), day(11), day(12), day(13)]);
    // The calendar feed (other platforms close the same days) and a window that starts inside the turnaround.
    expect(await views.fullDays(id, day(0), day(20))).toEqual([day(8), day(9), day(10), day(11), day(12), day(13)]);
    expect(await views.fullDays(id, day(12), day(20))).toEqual([day(12), day(13)]);
    expect(await views.fullDays(id, day(0), day(9))).toEqual([day(8), day(9)]);
  });

  it("never counts a day held twice: the check the storms use holds the turnaround too", async () => {
    expect(await repo.overHeldDays(db, id, day(0), day(30))).toEqual([]);
    // A booking written past the rules (straight into the table) on the day after: the check sees that day held twice.
    const other = await listing({ turnaroundDays: 1 });
    await book(other, 10, 10);
    await db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, pickup_time, units, status, days,
        price_per_day_kobo, rental_kobo, discount_pct, discount_kobo, service_fee_kobo, vat_kobo, deposit_kobo, total_kobo,
        owner_commission_kobo, owner_payout_kobo, booking_mode)
      values (${other}, 'renter2', 'owner', ${day(11)}, ${day(11)}, 'Noon', 1, 'confirmed', 1,
        2500000, 2500000, 0, 0, 250000, 18700, 0, 2768700, 250000, 2250000, 'request')`);
    expect(await repo.overHeldDays(db, other, day(0), day(30))).toEqual([{ listingId: other, day: day(11), held: 2, capacity: 1 }]);
  });
});

describe("turnaround and units", () => {
  it("with 2 units, a second renter may take the turnaround days on the other unit; a third may not", async () => {
    const id = await listing({ units: 2, turnaroundDays: 1 });
    await book(id, 10, 10);
    await book(id, 11, 11, "renter2");
    // Day 11 now holds both units (the first booking's turnaround, the second's day); day 12 one (the second's turnaround).
    await expect(book(id, 11, 12, "renter3")).rejects.toThrow(DATES_TAKEN);
    expect(await calendarDays(db, id, day(0), day(20))).toEqual([day(10), day(11)]);
    await expect(views.quote(input(id, 12, 12))).resolves.toMatchObject({ days: 1 });
  });

  it("with none (the default), back-to-back rentals of one unit are fine", async () => {
    const id = await listing();
    await book(id, 10, 11);
    await expect(book(id, 12, 12, "renter2")).resolves.toMatchObject({ status: "requested" });
    await expect(book(id, 9, 9, "renter3")).resolves.toMatchObject({ status: "requested" });
  });

  it("an owner raising the turnaround holds it around bookings already made", async () => {
    const id = await listing();
    await book(id, 10, 10);
    await expect(views.quote(input(id, 11, 11))).resolves.toMatchObject({ days: 1 });
    await db.execute(sql`update listings set turnaround_days = 3 where id = ${id}`);
    await expect(views.quote(input(id, 11, 11))).rejects.toThrow(DATES_TAKEN);
    await expect(views.quote(input(id, 14, 14))).resolves.toMatchObject({ days: 1 });
  });
});
