// The rules of making a booking: who may book what, for which days, and the guarantee that no day is ever over-held.
// Also the booking figures other features ask for (listings' My Listings cards and deletion guard, accounts' deletion guard).
import { addDaysIso, formatDay, todayInLagos } from "../../../app/lib/dates";
import type { Db } from "../../db/client";
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  zodFields,
} from "../../errors";
import type { BookingFigures } from "../listings/listings.service";
import { deadlineFor } from "./booking-states";
import * as repo from "./bookings.repo";
import { bookingInputSchema, type Booking, type BookingInput } from "./bookings.schema";
import { quoteBooking, rentalDays } from "./quote";

/** Bookings open this many days ahead: the last day a booking may end is today + 180. */
export const BOOKING_WINDOW_DAYS = 180;
export const DATES_TAKEN = "Those dates were just booked";
export const DATES_CLOSED = "Some of those dates are closed by the owner: choose other dates";
export const LISTING_NOT_FOUND = "Listing not found";
export const NOT_BOOKABLE = "This listing is not taking bookings at the moment";
export const OWN_LISTING = "You cannot book your own listing";

export interface BookingsDeps {
  /** The current instant (deadlines); tests fix it. */
  now?: () => Date;
  /** Today in Africa/Lagos (ISO date); by default derived from `now`. */
  today?: () => string;
}

const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

function invalid(field: string, message: string): InvalidError {
  return new InvalidError(message, { [field]: message });
}

export function createBookingsService(db: Db, deps: BookingsDeps = {}) {
  const now = deps.now ?? (() => new Date());
  const today = deps.today ?? (() => todayInLagos(now()));

  return {
    /**
     * Books `units` of a listing from `startDate` to `endDate` (inclusive) for the renter, with the price frozen as quoted
     * now. Request listings start `requested` (the owner answers), instant ones `awaiting_payment`. When the dates are
     * taken by the time the listing's lock is granted: ConflictError DATES_TAKEN, and nothing is written.
     */
    async createBooking(input: BookingInput & { renterId: string }): Promise<Booking> {
      const parsed = bookingInputSchema.safeParse(input);
      if (!parsed.success) {
        const fields = zodFields(parsed.error, "form");
        throw new InvalidError(Object.values(fields)[0] ?? "Check the booking details", fields);
      }
      const b = parsed.data;
      const first = today();
      const last = addDaysIso(first, BOOKING_WINDOW_DAYS);
      if (b.startDate < first) throw invalid("startDate", "Choose a start date from today on");
      if (b.endDate > last)
        throw invalid(
          "endDate",
          `Bookings open ${BOOKING_WINDOW_DAYS} days ahead: choose an end date up to ${formatDay(last)}`,
        );
      const days = rentalDays(b.startDate, b.endDate);

      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // The lock first: every booking of this listing waits here for the one before it to commit or roll back.
        const listing = await repo.lockListing(tx, b.listingId);
        if (!listing || listing.status === "draft" || listing.status === "deleted")
          throw new NotFoundError(LISTING_NOT_FOUND);
        if (listing.status !== "published") throw new ConflictError(NOT_BOOKABLE);
        if (listing.ownerId === input.renterId) throw new ForbiddenError(OWN_LISTING);
        if (days < listing.minDays)
          throw invalid(
            "endDate",
            `This item is rented for at least ${plural(listing.minDays, "day")}`,
          );
        if (days > listing.maxDays)
          throw invalid(
            "endDate",
            `This item is rented for at most ${plural(listing.maxDays, "day")}`,
          );
        if (b.units > listing.units)
          throw invalid(
            "units",
            listing.units === 1
              ? "There is only one of this item"
              : `Choose from 1 to ${listing.units}`,
          );

        const clash = await repo.findClash(tx, {
          listingId: listing.id,
          startDate: b.startDate,
          endDate: b.endDate,
          units: b.units,
          capacity: listing.units,
        });
        if (clash.blocked) throw new ConflictError(DATES_CLOSED);
        if (clash.overHeld) throw new ConflictError(DATES_TAKEN);

        const quote = quoteBooking({
          startDate: b.startDate,
          endDate: b.endDate,
          units: b.units,
          pricePerDayKobo: listing.pricePerDayKobo,
          weeklyDiscountPct: listing.weeklyDiscountPct,
          monthlyDiscountPct: listing.monthlyDiscountPct,
          cautionDepositKobo: listing.cautionDepositKobo,
        });
        const status = listing.bookingMode === "instant" ? "awaiting_payment" : "requested";
        const at = now();
        const booking = await repo.insertBooking(tx, {
          ...quote,
          listingId: listing.id,
          renterId: input.renterId,
          ownerId: listing.ownerId,
          startDate: b.startDate,
          endDate: b.endDate,
          pickupTime: b.pickupTime,
          status,
          bookingMode: listing.bookingMode,
          expiresAt: deadlineFor(status, { at, mode: listing.bookingMode, endDate: b.endDate }),
          createdAt: at,
          updatedAt: at,
        });
        await repo.insertEvent(tx, {
          bookingId: booking.id,
          fromStatus: null,
          toStatus: status,
          actor: "renter",
          actorId: input.renterId,
          at,
        });
        return booking;
      });
    },

    /** The booking's status history, oldest first. */
    history(bookingId: number) {
      return repo.eventsOf(db, bookingId);
    },

    /** Bookings holding units where the person rents or owns: deleting their account is refused while there are any. */
    countOpenBookings(userId: string): Promise<number> {
      return repo.countOpen(db, userId);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;

/** The figures listings.service shows on My Listings and checks before deleting a listing. */
export function bookingFigures(
  db: Db,
  opts: { today?: () => string } = {},
): BookingFigures & { upcoming(listingId: number, tx?: Db): Promise<number> } {
  const today = opts.today ?? (() => todayInLagos());
  return {
    // `tx`: listings.service counts inside its own transaction, with the listing locked (PGlite has one connection).
    upcoming: (listingId: number, tx?: Db) => repo.countUpcoming(tx ?? db, listingId, today()),
    async totals(ownerId) {
      const rows = await repo.ownerTotals(db, ownerId, today());
      return new Map(
        rows.map((r) => [
          r.listingId,
          { bookings: r.bookings, earningsKobo: r.earningsKobo, rentedToday: r.rentedToday },
        ]),
      );
    },
  };
}

/** For accounts.service's `countOpenBookings` dependency. */
export function countOpenBookings(db: Db): (userId: string) => Promise<number> {
  return (userId) => repo.countOpen(db, userId);
}
