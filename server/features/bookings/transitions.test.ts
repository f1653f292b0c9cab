// Moving a booking on a real database: who may make each move and from where, the deadline it sets, the history row it
// records, the refund a cancellation stores, the same answer to a retried move, and nothing written when refused.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import { ACCEPTED_PAYMENT_WINDOW_HOURS } from "../../../core/fees";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ConflictError, NotFoundError } from "../../errors";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import { lagosMidnight } from "../../../core/dates";
import { createBookingsService } from "./bookings.service";
import { formatNaira } from "../../../core/money";
import { ANSWER_TOO_LATE } from "../../testing/english";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const BOOKING_NOT_FOUND = m.err_booking_not_found({}, { locale: "en" });

const TODAY = "2026-11-23";
const NOW = new Date(`${TODAY}T09:00:00Z`);
const HOUR = 3_600_000;
const day = (n: number) => addDaysIso(TODAY, n);
const OWNER = { actor: "owner", userId: "owner" } as const;
const RENTER = { actor: "renter", userId: "renter" } as const;
const SYSTEM = { actor: "system", userId: null } as const;

let db: Db;
let service: ReturnType<typeof createBookingsService>;

let listing: (o?: ListingOpts) => Promise<number>;
const newListing = (mode: "instant" | "request" = "request") => listing({ mode, weeklyPct: 10, depositKobo: 5_000_000 });

/** A booking of a fresh listing from day(start) to day(end). */
async function book(mode: "instant" | "request" = "request", start = 5, end = 7) {
  const listingId = await newListing(mode);
  return service.createBooking({
    listingId,
    renterId: "renter",
    startDate: day(start),
    endDate: day(end),
    pickupTime: "9:00 AM",
    units: 1,
  });
}

/** Paid: the payment provider's webhook moves it, as the system. */
async function confirmed(start = 5, end = 7) {
  const b = await book("instant", start, end);
  return service.transition(b.id, "pay", SYSTEM);
}

async function events(bookingId: number) {
  return (await service.history(bookingId)).map((e) => ({
    from: e.fromStatus,
    to: e.toStatus,
    actor: e.actor,
    actorId: e.actorId,
  }));
}

/** Refused with `type` and `message`; the booking and its history unchanged. */
async function refused(
  bookingId: number,
  call: () => Promise<unknown>,
  type: abstract new (...args: never[]) => Error,
  message: string,
) {
  const before = { row: await row(bookingId), events: await events(bookingId) };
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  expect((error as Error).message).toBe(message);
  expect({ row: await row(bookingId), events: await events(bookingId) }).toEqual(before);
}

async function row(id: number) {
  const [r] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select * from bookings where id = ${id}`),
  );
  return r;
}

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture());
  service = createBookingsService(db, { today: () => TODAY, now: () => NOW });
});

describe("the owner answers a request", () => {
  it("accept: awaiting payment for 24 hours, recorded as the owner's", async () => {
    const b = await book();
    const at = new Date(NOW.getTime() + 3 * HOUR);
    const accepted = await service.accept(b.id, "owner", { now: at });
    expect(accepted).toMatchObject({ id: b.id, status: "awaiting_payment" });
    expect(accepted.expiresAt?.getTime()).toBe(at.getTime() + ACCEPTED_PAYMENT_WINDOW_HOURS * HOUR);
    expect(ACCEPTED_PAYMENT_WINDOW_HOURS).toBe(24);
    expect(accepted.updatedAt.getTime()).toBe(at.getTime());
    const history = await service.history(b.id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      fromStatus: "requested",
      toStatus: "awaiting_payment",
      actor: "owner",
      actorId: "owner",
    });
    expect(history[1]!.at.getTime()).toBe(at.getTime());
  });

  it("accept at 23:30 for a pick-up at 08:00 tomorrow: the renter has until 08:00 to pay; at 08:00 the answer is too late", async () => {
    // The request made at 22:00 in Lagos, for day(1) at 08:00.
    const evening = createBookingsService(db, { now: () => new Date(`${TODAY}T21:00:00Z`) });
    const request = async () =>
      evening.createBooking({ listingId: await newListing(), renterId: "renter", startDate: day(1), endDate: day(2), pickupTime: "8:00 AM", units: 1 });
    const pickup = new Date(`${day(1)}T08:00:00+01:00`);
    const b = await request();
    expect(b.expiresAt).toEqual(pickup);
    const accepted = await evening.accept(b.id, "owner", { now: new Date(`${TODAY}T23:30:00+01:00`) });
    expect(accepted).toMatchObject({ status: "awaiting_payment", expiresAt: pickup });

    // Between the deadline and the sweep that expires it, the request cannot be accepted any more.
    const late = await request();
    await refused(late.id, () => evening.accept(late.id, "owner", { now: pickup }), ConflictError, ANSWER_TOO_LATE);
    await expect(evening.accept(late.id, "owner", { now: new Date(pickup.getTime() - 1) })).resolves.toMatchObject({ status: "awaiting_payment", expiresAt: pickup });
  });

  it("the renter cannot accept their own request", async () => {
    const b = await book();
    await refused(
      b.id,
      () => service.transition(b.id, "accept", RENTER),
      ConflictError,
      "Only the owner can accept a request",
    );
  });

  it("a stranger, as renter or as owner, is told the booking does not exist", async () => {
    const b = await book();
    for (const by of [
      { actor: "owner", userId: "owner2" },
      { actor: "renter", userId: "renter2" },
      { actor: "owner", userId: "renter" },
      { actor: "renter", userId: "owner" },
    ] as const) {
      await refused(
        b.id,
        () => service.transition(b.id, "accept", by),
        NotFoundError,
        BOOKING_NOT_FOUND,
      );
      await refused(b.id, () => service.cancel(b.id, by), NotFoundError, BOOKING_NOT_FOUND);
    }
    await expect(service.accept(999_999, "owner")).rejects.toThrow(BOOKING_NOT_FOUND);
  });

  it("as whichever party the user is: the owner accepts as the owner, the renter cancels as the renter; a stranger is not found", async () => {
    const b = await book();
    const party = (userId: string) => ({ actor: "party", userId }) as const;
    await refused(b.id, () => service.transition(b.id, "accept", party("renter2")), NotFoundError, BOOKING_NOT_FOUND);
    await refused(b.id, () => service.transition(b.id, "accept", party("renter")), ConflictError, "Only the owner can accept a request");
    await service.transition(b.id, "accept", party("owner"));
    expect(await service.transition(b.id, "cancel", party("renter"))).toMatchObject({ status: "cancelled", cancelledBy: "renter" });
    expect((await events(b.id)).slice(1)).toEqual([
      { from: "requested", to: "awaiting_payment", actor: "owner", actorId: "owner" },
      { from: "awaiting_payment", to: "cancelled", actor: "renter", actorId: "renter" },
    ]);
  });

  it("decline: declined, no deadline, and the dates are free again", async () => {
    const b = await book();
    const declined = await service.decline(b.id, "owner", { note: "Away that week" });
    expect(declined).toMatchObject({ status: "declined", expiresAt: null });
    const history = await service.history(b.id);
    expect(history[1]).toMatchObject({ toStatus: "declined", note: "Away that week" });
    await refused(
      b.id,
      () => service.accept(b.id, "owner"),
      ConflictError,
      "This request was declined",
    );
    const again = await service.createBooking({
      listingId: b.listingId,
      renterId: "renter2",
      startDate: b.startDate,
      endDate: b.endDate,
      pickupTime: "9:00 AM",
      units: 1,
    });
    expect(again.status).toBe("requested");
  });
});

describe("retrying a move", () => {
  it("the same accept again returns the same booking with one history row", async () => {
    const b = await book();
    const first = await service.accept(b.id, "owner");
    const second = await service.accept(b.id, "owner", {
      now: new Date(NOW.getTime() + HOUR),
    });
    expect(second).toEqual(first);
    expect(await events(b.id)).toEqual([
      { from: null, to: "requested", actor: "renter", actorId: "renter" },
      { from: "requested", to: "awaiting_payment", actor: "owner", actorId: "owner" },
    ]);
  });

  it("two accepts at once: both answered with the accepted booking, one history row", async () => {
    const b = await book();
    const [x, y] = await Promise.all([
      service.accept(b.id, "owner"),
      service.accept(b.id, "owner"),
    ]);
    expect(x).toEqual(y);
    expect(x.status).toBe("awaiting_payment");
    expect((await events(b.id)).filter((e) => e.to === "awaiting_payment")).toHaveLength(1);
  });

  it("a different move to the same state is not a retry: decline after accept is refused", async () => {
    const b = await book();
    await service.accept(b.id, "owner");
    await refused(
      b.id,
      () => service.decline(b.id, "owner"),
      ConflictError,
      "This request has already been accepted",
    );
  });

  it("the renter's cancel retried is the same cancel; the owner's cancel after it is refused", async () => {
    const b = await confirmed();
    const first = await service.cancel(b.id, RENTER);
    expect(await service.cancel(b.id, RENTER)).toEqual(first);
    await refused(
      b.id,
      () => service.cancel(b.id, OWNER),
      ConflictError,
      "This booking was cancelled",
    );
  });
});

describe("cancelling", () => {
  it("by the renter at least 48 hours before the start: everything back, stored with who cancelled", async () => {
    // A week, so the long-rental discount applies and the refund is of the discounted rental.
    const b = await confirmed(5, 11);
    expect(lagosMidnight(b.startDate) - NOW.getTime()).toBeGreaterThanOrEqual(48 * HOUR);
    const cancelled = await service.cancel(b.id, RENTER);
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "renter",
      refundKobo: b.totalKobo,
      expiresAt: null,
    });
    expect(b.discountKobo).toBeGreaterThan(0);
    expect(b.depositKobo).toBe(5000000);
    expect(b.totalKobo).toBe(
      b.rentalKobo - b.discountKobo + b.serviceFeeKobo + b.vatKobo + b.depositKobo,
    );
    const history = await service.history(b.id);
    expect(history.at(-1)).toMatchObject({
      fromStatus: "confirmed",
      toStatus: "cancelled",
      actor: "renter",
      actorId: "renter",
    });
    expect(history.at(-1)!.note).toMatch(/^Full refund/);
  });

  it("by the renter less than 48 hours before: half the rental and the deposit", async () => {
    const b = await confirmed(1, 3);
    const cancelled = await service.cancel(b.id, RENTER);
    const rental = b.rentalKobo - b.discountKobo;
    expect(cancelled.refundKobo).toBe(Math.round(rental / 2) + b.depositKobo);
    expect(cancelled.cancelledBy).toBe("renter");
  });

  it("only with the refund the person was shown, checked as the cancel is made: another amount refuses and changes nothing", async () => {
    const b = await confirmed(1, 3);
    const late = Math.round((b.rentalKobo - b.discountKobo) / 2) + b.depositKobo;
    // Shown the full refund, confirmed after the 48 hours had run out: refused, naming what cancelling now gives.
    await refused(
      b.id,
      () => service.cancel(b.id, RENTER, { expectRefundKobo: b.totalKobo }),
      ConflictError,
      m.err_refund_changed({ amount: formatNaira(late) }),
    );
    expect((await service.cancel(b.id, RENTER, { expectRefundKobo: late })).refundKobo).toBe(late);
  });

  it("by the owner: everything back; an unpaid request cancelled refunds nothing", async () => {
    const paid = await confirmed(1, 3);
    expect(await service.cancel(paid.id, OWNER)).toMatchObject({
      cancelledBy: "owner",
      refundKobo: paid.totalKobo,
    });
    const unpaid = await book();
    expect(await service.cancel(unpaid.id, RENTER)).toMatchObject({
      status: "cancelled",
      cancelledBy: "renter",
      refundKobo: 0,
    });
  });

  it("after pick-up it is refused; the return completes the booking", async () => {
    const b = await confirmed(2, 4);
    const early = new Date(lagosMidnight(b.startDate) - 1);
    await refused(
      b.id,
      () => service.markPickedUp(b.id, "owner", { now: early }),
      ConflictError,
      "The item cannot be picked up before the start date",
    );
    const pickedUpAt = new Date(lagosMidnight(b.startDate) + 10 * HOUR);
    const active = await service.markPickedUp(b.id, "owner", { now: pickedUpAt });
    expect(active.status).toBe("active");
    expect(active.expiresAt?.getTime()).toBe(lagosMidnight(b.endDate) + 48 * HOUR);
    for (const by of [RENTER, OWNER])
      await refused(
        b.id,
        () => service.cancel(b.id, by),
        ConflictError,
        "The item has already been picked up: a booking cannot be cancelled after pick-up",
      );
    const done = await service.markReturned(b.id, "owner");
    expect(done).toMatchObject({ status: "completed", expiresAt: null, refundKobo: null });
    await refused(
      b.id,
      () => service.transition(b.id, "autoComplete", SYSTEM),
      ConflictError,
      "This booking is already completed",
    );
  });

  it("a person cannot confirm a payment; only the system can", async () => {
    const b = await book("instant");
    await refused(
      b.id,
      () => service.transition(b.id, "pay", RENTER),
      ConflictError,
      "A booking is confirmed only when the payment provider confirms the payment",
    );
    expect((await service.transition(b.id, "pay", SYSTEM)).status).toBe("confirmed");
  });
});
