// Extensions of a rental in progress: the renter asks for a later end date, the owner accepts or declines, and an accepted
// extension holds its extra days at once (the booking's own end date moves) until it is paid or its time runs out.
//
// Decisions (issue 15, item 6):
// - Accepting is the moment the extra days are taken: in one transaction with the listing locked, as a new booking is
//   made (bookings.service createBooking: lockListing, then findClash), so an acceptance and a new booking of the same
//   days serialize on that lock and exactly one of them gets the days. Asking holds nothing (the days are checked then
//   only to tell the renter early).
// - The booking's end date and days move to the extended ones when accepted, and back when the payment does not come in
//   time (only if nothing else moved them meanwhile): every availability query reads the booking, so nothing else changes.
// - Priced at the booking's own price per day, without a long-rental discount (extensions.schema ExtensionQuote).
// - A request is answered within OWNER_RESPONSE_HOURS and before the current end date is over; the renter then has
//   ACCEPTED_PAYMENT_WINDOW_HOURS to pay (payments.service, with payments.extension_id). Money that comes later is
//   refunded in full, as for a booking.
import { addDaysIso, formatDay, lagosMidnight, todayInLagos } from "../../../core/dates";
import { ACCEPTED_PAYMENT_WINDOW_HOURS, OWNER_RESPONSE_HOURS } from "../../../core/fees";
import type { Db } from "../../db/client";
import type { JobSender } from "../../jobs/queue";
import { errorText, type Log } from "../../logger";
import type { Mail } from "../mail/mail.service";
import { ConflictError, InvalidError, NotFoundError, zodFields } from "../../errors";
import { BOOKING_WINDOW_DAYS } from "../../../core/listing-limits";
import { deadlineFor } from "../../../core/booking-states";
import * as repo from "./bookings.repo";
import type { Booking } from "./bookings.schema";
import * as ext from "./extensions.repo";
import { extensionMail, type ExtensionMailKind } from "./extensions.mails";
import { extensionInputSchema, type ExtensionQuote } from "./extensions.schema";
import { pickupAt } from "../../../core/pickup";
import { quoteBooking, rentalDays } from "../../../core/quote";
import type { DayPriceTerms } from "../../../core/day-prices";
import { m } from "../../../core/paraglide/messages";

const HOUR_MS = 3_600_000;
const invalid = (message: string) => new InvalidError(message, { endDate: message });

/**
 * The extra days from the day after `fromEndDate` to `toEndDate`, priced as ExtensionQuote says: day by day, each at the
 * booking's daily price unless the listing prices it otherwise now (its weekend and custom prices, `days`).
 */
export function quoteExtension(booking: Pick<Booking, "units" | "pricePerDayKobo">, fromEndDate: string, toEndDate: string, days: Omit<DayPriceTerms, "pricePerDayKobo"> | null = null): ExtensionQuote {
  const q = quoteBooking({
    startDate: addDaysIso(fromEndDate, 1),
    endDate: toEndDate,
    units: booking.units,
    pricePerDayKobo: booking.pricePerDayKobo,
    weekendPriceKobo: days?.weekendPriceKobo,
    weekendDays: days?.weekendDays,
    dayPrices: days?.dayPrices,
    weeklyDiscountPct: 0,
    monthlyDiscountPct: 0,
    cautionDepositKobo: 0,
  });
  return {
    fromEndDate,
    toEndDate,
    days: q.days,
    units: q.units,
    pricePerDayKobo: q.pricePerDayKobo,
    dayPrices: q.dayPrices,
    rentalKobo: q.rentalKobo,
    serviceFeeKobo: q.serviceFeeKobo,
    vatKobo: q.vatKobo,
    totalKobo: q.totalKobo,
    ownerCommissionKobo: q.ownerCommissionKobo,
    ownerPayoutKobo: q.ownerPayoutKobo,
  };
}

export interface ExtensionsDeps {
  now?: () => Date;
  /** The job queue: each email is written as a job in the transaction of the change; unset (tests), sent after commit. */
  jobs?: JobSender | undefined;
  sendMail?: (mail: Mail) => Promise<void>;
  /** Where links in emails point (PUBLIC_URL). */
  siteUrl?: string;
  log?: Log;
}

export function createExtensionsService(db: Db, deps: ExtensionsDeps = {}) {
  const now = deps.now ?? (() => new Date());

  /**
   * The renter's extension of `booking` to `input.endDate`, checked and priced (nothing held): the booking must be
   * active and its end date not yet over, the new end date later, within the booking window and the listing's maximum
   * days counting the whole booking, and the extra days free and open as of now.
   */
  async function check(tx: Db, booking: Booking | undefined, renterId: string, input: unknown, at: Date): Promise<ExtensionQuote> {
    if (!booking || (booking.renterId !== renterId && booking.ownerId !== renterId)) throw new NotFoundError(m.err_booking_not_found());
    if (booking.renterId !== renterId) throw new ConflictError(m.err_only_renter_extends());
    if (booking.status !== "active") throw new ConflictError(m.err_not_in_progress());
    if (at.getTime() >= lagosMidnight(addDaysIso(booking.endDate, 1))) throw new ConflictError(m.err_rental_over());
    const parsed = extensionInputSchema.safeParse(input);
    if (!parsed.success) {
      const fields = zodFields(parsed.error, "form");
      throw new InvalidError(Object.values(fields)[0] ?? m.err_check_new_end(), fields);
    }
    const { endDate } = parsed.data;
    if (endDate <= booking.endDate) throw invalid(m.err_new_end_after({ date: formatDay(booking.endDate) }));
    const last = addDaysIso(todayInLagos(at), BOOKING_WINDOW_DAYS);
    if (endDate > last) throw invalid(m.err_booking_window({ days: BOOKING_WINDOW_DAYS, last: formatDay(last) }));
    const listing = await repo.getListingTerms(tx, booking.listingId);
    if (!listing) throw new NotFoundError(m.err_booking_not_found());
    if (rentalDays(booking.startDate, endDate) > listing.maxDays)
      throw invalid(m.err_extension_max_days({ days: m.bookings_days({ count: listing.maxDays }), last: formatDay(addDaysIso(booking.startDate, listing.maxDays - 1)) }));
    await checkFree(tx, booking, endDate, listing);
    return quoteExtension(booking, booking.endDate, endDate, listing);
  }

  /**
   * The days after the booking's end date up to `endDate` (and the listing's turnaround days after it) are free for its
   * units and not closed; else ConflictError. The booking's own days do not count against it.
   */
  async function checkFree(tx: Db, booking: Booking, endDate: string, listing: { units: number; turnaroundDays: number }) {
    const clash = await repo.findClash(tx, {
      listingId: booking.listingId,
      startDate: addDaysIso(booking.endDate, 1),
      endDate,
      units: booking.units,
      capacity: listing.units,
      turnaroundDays: listing.turnaroundDays,
      excludeBookingId: booking.id,
    });
    if (clash.blocked) throw new ConflictError(m.err_extra_days_closed());
    if (clash.overHeld) throw new ConflictError(m.err_extra_days_taken());
  }

  /** The extension `extensionId` of the owner's booking, both locked (listing first when `lockListing`); else NotFoundError. */
  async function lockForOwner(tx: Db, bookingId: number, extensionId: number, ownerId: string, lockListing: boolean) {
    const plain = await repo.getBookings(tx, [bookingId]);
    const first = plain[0];
    if (!first || (first.ownerId !== ownerId && first.renterId !== ownerId)) throw new NotFoundError(m.err_booking_not_found());
    // The listing's lock first, as a new booking takes it: the acceptance and a booking of the same days take turns.
    const listing = lockListing ? await repo.lockListing(tx, first.listingId) : undefined;
    const booking = (await repo.lockBooking(tx, bookingId))!;
    const extension = await ext.lockExtension(tx, bookingId, extensionId);
    if (!extension) throw new NotFoundError(m.err_extension_not_found());
    if (booking.ownerId !== ownerId) throw new ConflictError(m.err_only_owner_answers());
    return { booking, extension, listing };
  }

  /** Runs `run` in a transaction; the emails it pushes are written as jobs in it, or sent once it has committed. */
  async function inTx<T>(run: (tx: Db, mails: Mail[]) => Promise<T>): Promise<T> {
    const later: Mail[] = [];
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const mails: Mail[] = [];
      const value = await run(tx, mails);
      if (deps.jobs) for (const m of mails) await deps.jobs.send("mail", m, tx);
      else later.push(...mails);
      return value;
    });
    for (const m of later) await deps.sendMail?.(m).catch((e: unknown) => deps.log?.("error", "extension email not sent", { error: errorText(e) }));
    return result;
  }
  /** The email of `kind` about extension `e` to `to` (the booking's owner or renter), when there is a mailer. */
  async function mail(tx: Db, mails: Mail[], kind: ExtensionMailKind, to: "owner" | "renter", booking: Booking, e: ext.Extension) {
    if (!deps.jobs && !deps.sendMail) return;
    const facts = await ext.mailFacts(tx, booking);
    const person = facts[to];
    if (person) mails.push(extensionMail(kind, person, { title: facts.title, extension: e, siteUrl: deps.siteUrl ?? "http://localhost:3000" }));
  }

  return {
    /** What extending to `input.endDate` would cost (the renter's preview before asking); holds nothing. */
    async quote(bookingId: number, renterId: string, input: unknown): Promise<ExtensionQuote> {
      const [booking] = await repo.getBookings(db, [bookingId]);
      return check(db, booking, renterId, input, now());
    },

    /** The renter asks; the owner has OWNER_RESPONSE_HOURS, and until the current end date is over, to answer. */
    async request(bookingId: number, renterId: string, input: unknown): Promise<ext.Extension> {
      const at = now();
      return inTx(async (tx, mails) => {
        const booking = await repo.lockBooking(tx, bookingId);
        const q = await check(tx, booking, renterId, input, at);
        if (await ext.openExtensionOf(tx, bookingId)) throw new ConflictError(m.err_already_asked());
        const endOfRental = lagosMidnight(addDaysIso(q.fromEndDate, 1));
        // The booking's units and price per day are its own columns: the extension keeps its dates and its money.
        const { units: _units, pricePerDayKobo: _price, ...frozen } = q;
        const e = await ext.insertExtension(tx, {
          ...frozen,
          bookingId,
          status: "requested",
          expiresAt: new Date(Math.min(at.getTime() + OWNER_RESPONSE_HOURS * HOUR_MS, endOfRental)),
          createdAt: at,
          updatedAt: at,
        });
        await mail(tx, mails, "asked", "owner", booking!, e);
        return e;
      });
    },

    /**
     * The owner accepts: with the listing locked, the extra days are checked free and open, the booking's end date moves
     * to the extended one (holding them) and the renter has ACCEPTED_PAYMENT_WINDOW_HOURS to pay. Accepting again
     * answers with the extension as it is.
     */
    async accept(bookingId: number, extensionId: number, ownerId: string): Promise<ext.Extension> {
      const at = now();
      return inTx(async (tx, mails) => {
        const { booking, extension, listing } = await lockForOwner(tx, bookingId, extensionId, ownerId, true);
        if (extension.status === "awaiting_payment" || extension.status === "paid") return extension;
        if (extension.status !== "requested") throw new ConflictError(m.err_extension_answered());
        if (extension.expiresAt && extension.expiresAt.getTime() <= at.getTime()) throw new ConflictError(m.err_extension_too_late());
        if (booking.status !== "active" || booking.endDate !== extension.fromEndDate) throw new ConflictError(m.err_not_in_progress());
        await checkFree(tx, booking, extension.toEndDate, listing!);
        const autoComplete = deadlineFor("active", { at, mode: booking.bookingMode, endDate: extension.toEndDate, pickupAt: pickupAt(booking.startDate, booking.pickupTime) });
        await ext.setEndDate(tx, booking, extension.toEndDate, autoComplete, at);
        const accepted = await ext.updateExtension(tx, extension.id, {
          status: "awaiting_payment",
          expiresAt: new Date(at.getTime() + ACCEPTED_PAYMENT_WINDOW_HOURS * HOUR_MS),
          updatedAt: at,
        });
        await mail(tx, mails, "accepted", "renter", booking, accepted);
        return accepted;
      });
    },

    /** The owner declines a request; declining again answers with it as it is. */
    async decline(bookingId: number, extensionId: number, ownerId: string): Promise<ext.Extension> {
      const at = now();
      return inTx(async (tx, mails) => {
        const { booking, extension } = await lockForOwner(tx, bookingId, extensionId, ownerId, false);
        if (extension.status === "declined") return extension;
        if (extension.status !== "requested") throw new ConflictError(m.err_extension_answered());
        const declined = await ext.updateExtension(tx, extension.id, { status: "declined", expiresAt: null, updatedAt: at });
        await mail(tx, mails, "declined", "renter", booking, declined);
        return declined;
      });
    },

    /** The booking's extensions, oldest first (its renter's and owner's to see: the caller checks who asks). */
    list(bookingId: number): Promise<ext.Extension[]> {
      return ext.extensionsOf(db, bookingId);
    },

    sweep: (at: Date = now(), only?: number[]) => sweepExtensions(db, at, only),
  };
}
export type ExtensionsService = ReturnType<typeof createExtensionsService>;

/**
 * Open extensions whose time ran out (or whose rental ended meanwhile) expire; an accepted one that was not paid gives its
 * extra days back: the booking's end date returns to where it was, if the extension is still what set it. Each in a
 * transaction of its own with the booking locked first (the order of a payment), so a payment and the sweep take turns.
 */
export async function sweepExtensions(db: Db, at: Date, only?: number[]): Promise<number[]> {
  const expired: number[] = [];
  for (const due of await ext.extensionsDue(db, at, only)) {
    const done = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const booking = (await repo.lockBooking(tx, due.bookingId))!;
      const e = await ext.lockExtension(tx, due.bookingId, due.id);
      const stillDue = e && ext.OPEN_EXTENSION.includes(e.status as ext.ExtensionStatus) && ((e.expiresAt && e.expiresAt.getTime() <= at.getTime()) || booking.status !== "active");
      if (!e || !stillDue) return false;
      if (e.status === "awaiting_payment" && booking.endDate === e.toEndDate) {
        const autoComplete = booking.status === "active" ? deadlineFor("active", { at, mode: booking.bookingMode, endDate: e.fromEndDate, pickupAt: pickupAt(booking.startDate, booking.pickupTime) }) : booking.expiresAt;
        await ext.setEndDate(tx, booking, e.fromEndDate, autoComplete, at);
      }
      await ext.updateExtension(tx, e.id, { status: "expired", expiresAt: null, updatedAt: at });
      return true;
    });
    if (done) expired.push(due.id);
  }
  return expired;
}
