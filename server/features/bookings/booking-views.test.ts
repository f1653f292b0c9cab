// Bookings as people see them: the live quote refuses what booking would refuse, the full days, the cards of each side,
// and one booking through the renter's, the owner's and a stranger's eyes (actions, refund preview, contact).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import type { Db } from "../../db/client";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import { bookingsFixture, calendarDays, type ListingOpts } from "../../testing/bookings";
import { freshDatabase, statementsOf } from "../../testing/db";
import { rowsOf } from "../../db/rows";
import { createBookingViews } from "./booking-views";
import { createBookingsService } from "./bookings.service";
import { DATES_CLOSED, DATES_TAKEN, PICKUPS_OVER_TODAY } from "../../testing/english";

const TODAY = "2026-11-23";
const NOW = new Date(`${TODAY}T09:00:00Z`);
const day = (n: number) => addDaysIso(TODAY, n);
const SYSTEM = { actor: "system", userId: null } as const;

let db: Db;
let listing: (o?: ListingOpts) => Promise<number>;
let bookings: ReturnType<typeof createBookingsService>;
let views: ReturnType<typeof createBookingViews>;

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture([], { db: (await freshDatabase({ seed: false, countStatements: true })).db }));
  bookings = createBookingsService(db, { now: () => NOW });
  views = createBookingViews(db, { now: () => NOW });
});

const input = (listingId: number, start = 5, end = 7, units = 1) => ({
  listingId,
  startDate: day(start),
  endDate: day(end),
  pickupTime: "9:00 AM" as const,
  units,
});

describe("quote", () => {
  it("prices the days as booking would, holding nothing", async () => {
    const id = await listing({ depositKobo: 5_000_000 });
    const q = await views.quote(input(id, 5, 7));
    expect(q).toMatchObject({ days: 3, rentalKobo: 7_500_000, serviceFeeKobo: 750_000, vatKobo: 56_200, depositKobo: 5_000_000, totalKobo: 13_306_200 });
    // Quoting twice holds nothing: the same dates can still be booked by someone.
    await views.quote(input(id, 5, 7));
    await expect(bookings.createBooking({ ...input(id, 5, 7), renterId: "renter" })).resolves.toMatchObject({ status: "requested" });
  });

  it("refuses what booking refuses, with the same messages", async () => {
    const id = await listing({ minDays: 2 });
    await expect(views.quote(input(id, 5, 5))).rejects.toThrow(InvalidError);
    await expect(views.quote(input(id, -1, 3))).rejects.toThrow("Choose a start date from today on");
    await expect(views.quote({ ...input(id), startDate: "2026-02-30" })).rejects.toThrow(InvalidError);
    await expect(views.quote(input(id), "owner")).rejects.toThrow(ForbiddenError);
    await expect(views.quote(input(999_999))).rejects.toThrow(NotFoundError);
    await bookings.createBooking({ ...input(id, 5, 7), renterId: "renter" });
    await expect(views.quote(input(id, 7, 9))).rejects.toThrow(DATES_TAKEN);
    await db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${id}, ${day(20)})`);
    await expect(views.quote(input(id, 19, 21))).rejects.toThrow(DATES_CLOSED);
    await expect(views.quote(input(id, 19, 21))).rejects.toThrow(ConflictError);
  });

  it("refuses a pick-up today less than an hour ahead in Lagos: at 21:00, today 8:00 AM has passed, tomorrow's is fine", async () => {
    const id = await listing();
    const evening = createBookingViews(db, { now: () => new Date(`${TODAY}T20:00:00Z`) });
    const today = { ...input(id), startDate: TODAY, endDate: TODAY, pickupTime: "8:00 AM" as const };
    await expect(evening.quote(today)).rejects.toMatchObject({ name: "InvalidError", fields: { startDate: PICKUPS_OVER_TODAY } });
    await expect(evening.quote({ ...today, pickupTime: "5:00 PM" })).rejects.toThrow(PICKUPS_OVER_TODAY);
    await expect(evening.quote({ ...today, startDate: day(1), endDate: day(1) })).resolves.toMatchObject({ days: 1 });
    // At 10:00 the quote names the first time still open.
    await expect(views.quote({ ...today, pickupTime: "10:00 AM" })).rejects.toMatchObject({
      fields: { pickupTime: "A pick-up today must be at least 1 hour from now: choose 11:00 AM or later" },
    });
    await expect(views.quote({ ...today, pickupTime: "11:00 AM" })).resolves.toMatchObject({ days: 1 });
  });
});

describe("fullDays", () => {
  it("lists the days on which every unit is held", async () => {
    const id = await listing({ units: 2 });
    await bookings.createBooking({ ...input(id, 3, 5), renterId: "renter" });
    expect(await views.fullDays(id, TODAY, day(10))).toEqual([]);
    await bookings.createBooking({ ...input(id, 5, 6), renterId: "renter2" });
    expect(await views.fullDays(id, TODAY, day(10))).toEqual([day(5)]);
  });
});

describe("the item page's calendar", () => {
  it("gives the closed days (blocked or imported, once each), then the full days, in one statement", async () => {
    const id = await listing({ units: 1 });
    await db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${id}, ${day(8)}), (${id}, ${day(2)}), (${id}, ${day(40)})`);
    const [imported] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into calendar_imports (listing_id, name, url) values (${id}, 'Other site', 'https://example.com/a.ics') returning id::int as id`),
    );
    await db.execute(sql`insert into calendar_import_days (import_id, day) values (${imported!.id}, ${day(2)}), (${imported!.id}, ${day(9)})`);
    await bookings.createBooking({ ...input(id, 5, 6), renterId: "renter" });
    await bookings.createBooking({ ...input(id, 3, 3), renterId: "renter2" });
    const { value, statements } = await statementsOf(() => calendarDays(db, id, TODAY, day(10)));
    expect(statements).toBe(1);
    expect(value).toEqual([day(2), day(8), day(9), day(3), day(5), day(6)]);
    expect(await calendarDays(db, id, day(4), day(7))).toEqual([day(5), day(6)]);
  });
});

describe("cards", () => {
  it("shows each side its own bookings, unanswered requests first for owners", async () => {
    const a = await listing();
    const b = await listing({ mode: "instant" });
    const first = await bookings.createBooking({ ...input(b, 40, 41), renterId: "renter2" });
    const second = await bookings.createBooking({ ...input(a, 40, 41), renterId: "renter2" });
    const mine = await views.asRenter("renter2");
    expect(mine.slice(0, 2).map((c) => c.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toMatchObject({ title: "Canon EOS R5", ownerName: "owner", status: "requested", startDate: day(40), endDate: day(41), totalKobo: second.totalKobo });
    // Made after the request and not a request: newest first alone would put it ahead of every request.
    const third = await bookings.createBooking({ ...input(b, 43, 44), renterId: "renter" });
    const owners = await views.asOwner("owner");
    expect(owners[0]!.status).toBe("requested");
    expect(owners.findIndex((c) => c.id === third.id)).toBeGreaterThan(owners.findIndex((c) => c.id === second.id));
    expect(owners.map((c) => c.id)).toContain(first.id);
    expect(await views.asRenter("owner2")).toEqual([]);
    expect(await views.asOwner("renter2")).toEqual([]);
  });
});

describe("view", () => {
  it("shows a booking to its renter and owner only", async () => {
    const listingId = await listing();
    await db.execute(sql`insert into listing_photos (listing_id, storage_key, position, width, height, alt)
      values (${listingId}, 'l/2.jpg', 2, 800, 600, 'Back'), (${listingId}, 'l/1.jpg', 1, 1200, 900, 'Front')`);
    const b = await bookings.createBooking({ ...input(listingId, 60, 62), renterId: "renter" });
    expect(await views.view(b.id, "renter2")).toBeUndefined();
    expect(await views.view(b.id, "owner2")).toBeUndefined();
    expect(await views.view(999_999, "renter")).toBeUndefined();
    const renter = await views.view(b.id, "renter");
    const owner = await views.view(b.id, "owner");
    expect(renter).toMatchObject({ role: "renter", actions: ["cancel"], contact: null });
    expect(owner).toMatchObject({ role: "owner", actions: ["accept", "decline", "cancel"], contact: null });
    expect(renter!.booking).toEqual(b);
    expect(renter!.listing).toEqual({
      id: listingId,
      title: "Canon EOS R5",
      photo: { key: "l/1.jpg", width: 1200, height: 900, alt: "Front" },
      city: "Yaba",
      state: "Lagos",
      // The owner's pick-up notes wait for the booking to be confirmed; the owner sees their own.
      pickupNotes: null,
    });
    expect(owner!.listing.pickupNotes).toBe("");
    expect(renter).toMatchObject({ ownerName: "owner", renterName: "renter" });
    expect(renter!.history).toHaveLength(1);
    // Nothing paid yet: cancelling refunds nothing, and says so.
    expect(renter!.cancelRefund).toMatchObject({ refundKobo: 0 });
  });

  it("offers the renter Pay once accepted, and both parties' contact once paid", async () => {
    const b = await bookings.createBooking({ ...input(await listing({ depositKobo: 1_000_000 }), 70, 71), renterId: "renter" });
    await bookings.accept(b.id, "owner");
    expect((await views.view(b.id, "renter"))!.actions).toEqual(["pay", "cancel"]);
    await bookings.transition(b.id, "pay", SYSTEM);
    const renter = (await views.view(b.id, "renter"))!;
    expect(renter.contact).toEqual({ name: "owner", email: "owner@example.com", phone: null, whatsapp: null });
    expect((await views.view(b.id, "owner"))!.contact).toMatchObject({ email: "renter@example.com" });
    // 70 days ahead: a full refund, deposit included.
    expect(renter.cancelRefund).toMatchObject({ refundKobo: b.totalKobo });
    // Before the start date the owner cannot mark a pick-up yet.
    expect((await views.view(b.id, "owner"))!.actions).toEqual(["cancel"]);
  });
});

describe("checkout", () => {
  it("shows a checkout's bookings to their renter only, in the order its address names them", async () => {
    const [a, b] = [await listing(), await listing({ mode: "instant" })];
    const first = await bookings.createBooking({ ...input(a, 30, 31), renterId: "renter2" });
    const second = await bookings.createBooking({ ...input(b, 30, 31), renterId: "renter2" });
    const other = await bookings.createBooking({ ...input(a, 40, 41), renterId: "renter" });
    const shown = await views.checkout([second.id, first.id], "renter2");
    expect(shown.map((c) => [c.id, c.status])).toEqual([[second.id, "awaiting_payment"], [first.id, "requested"]]);
    expect(shown[0]).not.toHaveProperty("ownerPayoutKobo");
    // Anyone else, the owner included, finds no such checkout; nor does the renter when one id is not theirs.
    await expect(views.checkout([first.id, second.id], "renter")).rejects.toThrow(NotFoundError);
    await expect(views.checkout([first.id], "owner")).rejects.toThrow(NotFoundError);
    await expect(views.checkout([first.id, other.id], "renter2")).rejects.toThrow(NotFoundError);
    await expect(views.checkout([first.id, 999_999], "renter2")).rejects.toThrow(NotFoundError);
    await expect(views.checkout([], "renter2")).rejects.toThrow(NotFoundError);
  });
});
