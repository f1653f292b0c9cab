// Making a booking on a real database: every rule refused with its message and nothing written, the quote frozen as
// quoted, the starting state and deadline by booking mode, the first history row, and the figures other features read.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import { INSTANT_PAYMENT_WINDOW_HOURS, OWNER_RESPONSE_HOURS } from "../../../core/fees";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import type { BookingRequest } from "./bookings.schema";
import { bookingFigures, createBookingsService } from "./bookings.service";
import { ownerEarnings } from "../../../core/owner-earnings";
import { paymentLines, post, refundOwedLines } from "../payments/ledger";
import { refundFor } from "./refunds";
import { quoteBooking } from "../../../core/quote";
import { DATES_CLOSED, DATES_TAKEN, NOT_BOOKABLE, PICKUPS_OVER_TODAY } from "../../testing/english";

const TODAY = "2026-11-23";
/** 10:00 in Lagos. */
const NOW = new Date(`${TODAY}T09:00:00Z`);
/** 22:00 in Lagos, the evening of TODAY. */
const LATE = new Date(`${TODAY}T21:00:00Z`);
const HOUR = 3_600_000;
let db: Db;
let service: ReturnType<typeof createBookingsService>;

let newListing: (o?: ListingOpts) => Promise<number>;

const day = (n: number) => addDaysIso(TODAY, n);
const ask = (
  listingId: number,
  over: Partial<BookingRequest & { renterId: string }> = {},
): BookingRequest & { renterId: string } => ({
  listingId,
  renterId: "renter",
  startDate: day(2),
  endDate: day(4),
  pickupTime: "9:00 AM",
  units: 1,
  ...over,
});

async function counts() {
  const [row] = rowsOf<{ b: number; e: number }>(
    await db.execute(
      sql`select (select count(*) from bookings)::int as b, (select count(*) from booking_events)::int as e`,
    ),
  );
  return row!;
}

/** The call fails as expected and writes nothing. */
async function refused(
  call: () => Promise<unknown>,
  expected: object,
  type: abstract new (...args: never[]) => Error,
) {
  const before = await counts();
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect(error).toMatchObject(expected);
  expect(await counts()).toEqual(before);
}

/** Booking listing `l` with the `over` input is refused as InvalidError naming these `fields`, and writes nothing. */
const invalidInput = (l: number, over: Partial<BookingRequest & { renterId: string }>, fields: object) =>
  refused(() => service.createBooking(ask(l, over)), { fields }, InvalidError);

async function setStatus(bookingId: number, status: string) {
  await db.execute(sql`update bookings set status = ${status} where id = ${bookingId}`);
}

beforeAll(async () => {
  ({ db, listing: newListing } = await bookingsFixture());
  service = createBookingsService(db, { today: () => TODAY, now: () => NOW });
});

describe("what a booking request must be", () => {
  it("refuses malformed input field by field", async () => {
    const l = await newListing();
    await invalidInput(l, { startDate: "2026-02-30" }, { startDate: "Choose a start date" });
    await invalidInput(l, { endDate: "24/12/2026" }, { endDate: "Choose an end date" });
    await invalidInput(l, { startDate: day(5), endDate: day(4) }, { endDate: "The end date cannot be before the start date" });
    await invalidInput(l, { pickupTime: "Midnight" as BookingRequest["pickupTime"] }, { pickupTime: "Choose a pick-up time" });
    await invalidInput(l, { units: 0 }, { units: "Choose how many you need" });
    await invalidInput(l, { units: 1.5 }, { units: "Choose how many you need" });
  });

  it("books from today to 180 days ahead, no earlier and no later", async () => {
    const l = await newListing({ units: 10 });
    await invalidInput(l, { startDate: day(-1), endDate: day(1) }, { startDate: "Choose a start date from today on" });
    await invalidInput(l, { startDate: day(179), endDate: day(181) }, { endDate: expect.stringContaining("180 days") });
    await expect(
      service.createBooking(ask(l, { startDate: TODAY, endDate: TODAY, pickupTime: "Noon" })),
    ).resolves.toMatchObject({ startDate: TODAY, endDate: TODAY, days: 1 });
    await expect(
      service.createBooking(ask(l, { startDate: day(178), endDate: day(180) })),
    ).resolves.toMatchObject({ endDate: day(180), days: 3 });
  });

  it("takes a pick-up today only at least an hour ahead in Lagos: at 10:00, 11:00 AM and later", async () => {
    const l = await newListing({ units: 10 });
    const today = { startDate: TODAY, endDate: TODAY };
    const tooSoon = "A pick-up today must be at least 1 hour from now: choose 11:00 AM or later";
    await invalidInput(l, { ...today, pickupTime: "8:00 AM" }, { pickupTime: tooSoon });
    await invalidInput(l, { ...today, pickupTime: "10:00 AM" }, { pickupTime: tooSoon });
    await expect(service.createBooking(ask(l, { ...today, pickupTime: "11:00 AM" }))).resolves.toMatchObject({ pickupTime: "11:00 AM" });
    // Tomorrow any time will do.
    await expect(service.createBooking(ask(l, { startDate: day(1), endDate: day(1), pickupTime: "8:00 AM" }))).resolves.toBeTruthy();
  });

  it("at 22:00 in Lagos no pick-up is left today: a booking for today 8:00 AM is refused on its start date", async () => {
    const l = await newListing({ units: 10 });
    const late = createBookingsService(db, { now: () => LATE });
    const before = await counts();
    await expect(late.createBooking(ask(l, { startDate: TODAY, endDate: TODAY, pickupTime: "8:00 AM" }))).rejects.toMatchObject({
      message: PICKUPS_OVER_TODAY,
      fields: { startDate: PICKUPS_OVER_TODAY },
    });
    await expect(late.createBooking(ask(l, { startDate: TODAY, endDate: day(1), pickupTime: "5:00 PM" }))).rejects.toBeInstanceOf(InvalidError);
    expect(await counts()).toEqual(before);
    await expect(late.createBooking(ask(l, { startDate: day(1), endDate: day(1), pickupTime: "8:00 AM" }))).resolves.toBeTruthy();
  });

  it("keeps to the listing's minimum and maximum days and its units", async () => {
    const l = await newListing({ minDays: 2, maxDays: 3, units: 2 });
    await invalidInput(l, { endDate: day(2) }, { endDate: "This item is rented for at least 2 days" });
    await invalidInput(l, { endDate: day(5) }, { endDate: "This item is rented for at most 3 days" });
    await invalidInput(l, { units: 3 }, { units: "Choose from 1 to 2" });
    const one = await newListing();
    await invalidInput(one, { units: 2 }, { units: "There is only one of this item" });
    await expect(
      service.createBooking(ask(l, { endDate: day(3), units: 2 })),
    ).resolves.toMatchObject({ days: 2, units: 2 });
  });

  it("books only published listings, never one's own", async () => {
    await refused(
      () => service.createBooking(ask(999_999)),
      { message: "Listing not found" },
      NotFoundError,
    );
    for (const status of ["draft", "deleted"]) {
      const l = await newListing({ status });
      await refused(
        () => service.createBooking(ask(l)),
        { message: "Listing not found" },
        NotFoundError,
      );
    }
    for (const status of ["paused", "suspended"]) {
      const l = await newListing({ status });
      await refused(() => service.createBooking(ask(l)), { message: NOT_BOOKABLE }, ConflictError);
    }
    const mine = await newListing();
    await refused(
      () => service.createBooking(ask(mine, { renterId: "owner" })),
      { message: "You cannot book your own listing" },
      ForbiddenError,
    );
  });

  it("refuses days the owner has closed", async () => {
    const l = await newListing();
    await db.execute(
      sql`insert into listing_blocked_dates (listing_id, day) values (${l}, ${day(4)})`,
    );
    await refused(
      () => service.createBooking(ask(l, { startDate: day(3), endDate: day(5) })),
      { message: DATES_CLOSED },
      ConflictError,
    );
    await expect(
      service.createBooking(ask(l, { startDate: day(5), endDate: day(6) })),
    ).resolves.toBeTruthy();
  });

  it("refuses units already held, and frees them once a booking is declined, expired or cancelled", async () => {
    const l = await newListing({ units: 2 });
    const a = await service.createBooking(ask(l, { startDate: day(10), endDate: day(12) }));
    await service.createBooking(
      ask(l, { startDate: day(12), endDate: day(14), renterId: "renter2" }),
    );
    // Day 12 holds both units; days 10–11 and 13–14 one each.
    await refused(
      () => service.createBooking(ask(l, { startDate: day(8), endDate: day(12) })),
      { message: DATES_TAKEN },
      ConflictError,
    );
    await refused(
      () => service.createBooking(ask(l, { startDate: day(11), endDate: day(11), units: 2 })),
      { message: DATES_TAKEN },
      ConflictError,
    );
    await expect(
      service.createBooking(ask(l, { startDate: day(8), endDate: day(11) })),
    ).resolves.toBeTruthy();
    await refused(
      () => service.createBooking(ask(l, { startDate: day(9), endDate: day(10) })),
      { message: DATES_TAKEN },
      ConflictError,
    );
    for (const status of ["confirmed", "active"]) {
      await setStatus(a.id, status);
      await refused(
        () => service.createBooking(ask(l, { startDate: day(10), endDate: day(10) })),
        { message: DATES_TAKEN },
        ConflictError,
      );
    }
    for (const status of ["declined", "expired", "cancelled"]) {
      await setStatus(a.id, status);
      await expect(
        service
          .createBooking(ask(l, { startDate: day(12), endDate: day(12), renterId: "renter2" }))
          .then((b) => setStatus(b.id, "cancelled")),
      ).resolves.toBeUndefined();
    }
  });
});

describe("the booking made", () => {
  it("freezes the quote of that moment in kobo, for the listing's price, discount and deposit", async () => {
    const l = await newListing({ units: 4, weeklyPct: 10, monthlyPct: 20, depositKobo: 5000000 });
    const b = await service.createBooking(
      ask(l, { startDate: day(20), endDate: day(27), units: 3 }),
    );
    const quote = quoteBooking({
      startDate: day(20),
      endDate: day(27),
      units: 3,
      pricePerDayKobo: 2500000,
      weeklyDiscountPct: 10,
      monthlyDiscountPct: 20,
      cautionDepositKobo: 5000000,
    });
    expect(quote.days).toBe(8);
    expect(quote.discountPct).toBe(10);
    expect(b).toMatchObject(quote);
    // A later price change does not touch it.
    await db.execute(sql`update listings set price_per_day_kobo = 9900000 where id = ${l}`);
    const [stored] = rowsOf<{ total: string }>(
      await db.execute(sql`select total_kobo::text as total from bookings where id = ${b.id}`),
    );
    expect(Number(stored!.total)).toBe(quote.totalKobo);
  });

  it("keeps amounts past int4: a month of a ₦5,000,000-a-day hall", async () => {
    const hall = await newListing({ mode: "instant" });
    await db.execute(sql`update listings set price_per_day_kobo = 500000000 where id = ${hall}`);
    const b = await service.createBooking(ask(hall, { startDate: day(40), endDate: day(69) }));
    expect(b.rentalKobo).toBe(30 * 500000000);
    expect(b.totalKobo).toBeGreaterThan(2 ** 31);
  });

  it("starts a request listing's booking 'requested' with the owner's 24 hours, and records who made it", async () => {
    const l = await newListing({ mode: "request" });
    const b = await service.createBooking(ask(l, { pickupTime: "Noon" }));
    expect(b).toMatchObject({
      status: "requested",
      bookingMode: "request",
      renterId: "renter",
      ownerId: "owner",
      listingId: l,
      pickupTime: "Noon",
      units: 1,
    });
    expect(b.expiresAt?.getTime()).toBe(NOW.getTime() + OWNER_RESPONSE_HOURS * HOUR);
    const history = await service.history(b.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      fromStatus: null,
      toStatus: "requested",
      actor: "renter",
      actorId: "renter",
      note: "",
    });
  });

  it("a request made at 22:00 for 08:00 tomorrow gives the owner until 08:00, the pick-up, not 24 hours", async () => {
    const late = createBookingsService(db, { now: () => LATE });
    const b = await late.createBooking(ask(await newListing({ mode: "request" }), { startDate: day(1), endDate: day(2), pickupTime: "8:00 AM" }));
    expect(b.status).toBe("requested");
    expect(b.expiresAt).toEqual(new Date(`${day(1)}T08:00:00+01:00`));
    // For 08:00 the day after, the 24 hours end first.
    const later = await late.createBooking(ask(await newListing({ mode: "request" }), { startDate: day(2), endDate: day(2), pickupTime: "8:00 AM" }));
    expect(later.expiresAt?.getTime()).toBe(LATE.getTime() + OWNER_RESPONSE_HOURS * HOUR);
  });

  it("starts an instant listing's booking 'awaiting_payment' with the renter's hour to pay", async () => {
    const l = await newListing({ mode: "instant" });
    const b = await service.createBooking(ask(l));
    expect(b).toMatchObject({ status: "awaiting_payment", bookingMode: "instant" });
    expect(b.expiresAt?.getTime()).toBe(NOW.getTime() + INSTANT_PAYMENT_WINDOW_HOURS * HOUR);
    expect(await service.history(b.id)).toMatchObject([
      { fromStatus: null, toStatus: "awaiting_payment", actor: "renter" },
    ]);
  });
});

describe("figures for listings and accounts", () => {
  it("counts upcoming bookings, bookings made, earnings from completed and cancelled ones, and whether the item is out today", async () => {
    const figures = bookingFigures(db, { today: () => TODAY });
    const l = await newListing({ owner: "owner2", units: 10 });
    const other = await newListing({ owner: "owner2" });
    const make = async (start: number, end: number, status: string) => {
      const b = await service.createBooking(ask(l, { startDate: day(start), endDate: day(end), pickupTime: "Noon" }));
      if (status !== "requested") await setStatus(b.id, status);
      return b;
    };
    expect(await figures.upcoming(l)).toBe(0);
    expect(await figures.totals("owner2")).toEqual(new Map());

    const done = await make(0, 1, "completed");
    const done2 = await make(0, 2, "completed");
    await make(0, 0, "active");
    await make(1, 3, "confirmed");
    await make(2, 3, "awaiting_payment");
    await make(3, 3, "requested");
    const cancelled = await make(4, 5, "cancelled");
    // Earnings are what the ledger credited the owner: the completed bookings' payments, and what a late cancellation kept.
    for (const b of [done, done2, cancelled]) await post(db, { kind: "payment", bookingId: b.id, lines: paymentLines(b) });
    const late = refundFor({ status: "confirmed", startDate: cancelled.startDate, quote: cancelled }, "renter", new Date(`${cancelled.startDate}T00:00:00Z`));
    await post(db, { kind: "refund_owed", bookingId: cancelled.id, lines: refundOwedLines(cancelled, late) });
    await make(4, 5, "declined");
    await make(4, 5, "expired");
    // requested, awaiting_payment, confirmed, active: 4 (completed and side exits hold nothing).
    expect(await figures.upcoming(l)).toBe(4);
    // Also inside a transaction that holds the listing's lock, as listings.service deletes.
    const inTx = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from listings where id = ${l} for update`);
      return figures.upcoming(l, tx as unknown as Db);
    });
    expect(inTx).toBe(4);
    // Tomorrow the active booking (today only) is behind us: upcoming counts bookings ending that day or later.
    expect(await bookingFigures(db, { today: () => day(1) }).upcoming(l)).toBe(3);
    const kept = ownerEarnings(cancelled, { rentalRefundKobo: late.rentalRefundKobo }).netKobo;
    expect(kept).toBeGreaterThan(0);
    expect(await figures.totals("owner2")).toEqual(
      new Map([[l, { bookings: 4, earningsKobo: done.ownerPayoutKobo + done2.ownerPayoutKobo + kept, rentedToday: true }]]),
    );
    expect(done.ownerPayoutKobo).toBeGreaterThan(0);
    // Not yet picked up: not out today.
    expect(
      (await bookingFigures(db, { today: () => day(-1) }).totals("owner2")).get(l)?.rentedToday,
    ).toBe(false);
    expect((await figures.totals("owner2")).get(other)).toBeUndefined();
  });

  it("counts open bookings as renter and as owner for the account deletion guard", async () => {
    await db.execute(
      sql`insert into users (id, name, email) values ('owner3', 'o3', 'o3@example.com'), ('renter3', 'r3', 'r3@example.com')`,
    );
    const count = (userId: string) => service.countOpenBookings(userId);
    expect(await count("renter3")).toBe(0);
    const l = await newListing({ owner: "owner3", units: 5 });
    const a = await service.createBooking(ask(l, { renterId: "renter3" }));
    await service.createBooking(ask(l, { renterId: "renter3" }));
    expect(await count("renter3")).toBe(2);
    expect(await count("owner3")).toBe(2);
    expect(await service.countOpenBookings("owner3")).toBe(2);
    await setStatus(a.id, "completed");
    expect(await count("renter3")).toBe(1);
  });
});
