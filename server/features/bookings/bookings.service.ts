// The rules of making a booking: who may book what, for which days, and the guarantee that no day is ever over-held.
// Also the booking figures other features ask for (listings' My Listings cards and deletion guard, accounts' deletion guard).
import { addDaysIso, formatDay, todayInLagos } from "../../../core/dates";
import { formatNaira } from "../../../core/money";
import type { Db, Tx } from "../../db/client";
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  LinesConflictError,
  NotFoundError,
  RequirementError,
  UnprocessableError,
  zodFields,
} from "../../errors";
import { isVerified as isIdVerified } from "../identity/identity.repo";
import { limitKeys, type RateLimiter } from "../accounts/rate-limit";
import type { BookingFigures } from "../listings/listings.service";
import {
  checkTransition,
  deadlineFor,
  TRANSITIONS,
  type Actor,
  type BookingStatus,
  type Transition,
} from "../../../core/booking-states";
import { BOOKING_WINDOW_DAYS } from "../../../core/listing-limits";
import * as repo from "./bookings.repo";
import { bookingInputSchema, type Booking, type BookingInput, type BookingRequest } from "./bookings.schema";
import { quoteBooking, rentalDays } from "../../../core/quote";
import { pickupAt, pickupRefusal } from "../../../core/pickup";
import { refundFor } from "./refunds";
import { chargedKm, deliveryFeeKobo } from "../../../core/delivery";
import { distanceKm, placeIn } from "../../../core/places";
import { m } from "../../../core/paraglide/messages";

const priceChanged = (was: number, now: number) =>
  m.err_price_changed({ was: formatNaira(was), now: formatNaira(now) });
const dailyPriceChanged = (was: number, now: number) =>
  m.err_daily_price_changed({ was: formatNaira(was), now: formatNaira(now) });
const modeChanged = (now: "instant" | "request") =>
  now === "instant"
    ? m.err_mode_now_instant()
    : m.err_mode_now_request();
const cartOverCap = (cap: number, waiting: number, adding: number) =>
  m.err_cart_over_cap({ cap, waiting, adding });

/** What a renter accepted for a booking asked for later (a cart's line): refused with the reason when the listing differs now. */
export interface AcceptedTerms {
  totalKobo: number;
  pricePerDayKobo: number;
  bookingMode: "instant" | "request";
}

/** Why the booking as quoted now is not what the renter accepted (undefined: it is). */
export function termsChanged(accepted: AcceptedTerms, listing: Pick<repo.LockedListing, "pricePerDayKobo" | "bookingMode">, quote: { totalKobo: number }): string | undefined {
  if (listing.pricePerDayKobo !== accepted.pricePerDayKobo) return dailyPriceChanged(accepted.pricePerDayKobo, listing.pricePerDayKobo);
  if (quote.totalKobo !== accepted.totalKobo) return priceChanged(accepted.totalKobo, quote.totalKobo);
  if (listing.bookingMode !== accepted.bookingMode) return modeChanged(listing.bookingMode);
  return undefined;
}
/** The open-holds cap (BookingsDeps.holds), as the person is told it. */
const tooManyWaiting = (cap: number, verified: boolean) =>
  verified
    ? m.err_too_many_waiting_verified({ cap })
    : m.err_too_many_waiting_unverified({ cap });
const refundChanged = (refundKobo: number) =>
  m.err_refund_changed({ amount: formatNaira(refundKobo) });

/**
 * Who makes a transition: a renter or owner acts as that party of the booking; `party`, as whichever of its two parties
 * the user is (callers that have not read the booking); the system has no user.
 */
export interface TransitionBy {
  actor: Actor | "party";
  userId: string | null;
}
export interface TransitionOpts {
  now?: Date;
  note?: string;
  /**
   * Run inside this transaction (the caller's, e.g. the payment's) instead of a new one. The caller commits, then passes
   * each move pushed to `moves` to `announceMove`.
   */
  tx?: Db;
  moves?: BookingMove[];
  /**
   * A cancellation only: the refund (kobo) the person was shown before confirming. Checked with the booking locked: when
   * cancelling now would give back another amount (the 48 hours ran out meanwhile), nothing is cancelled (ConflictError
   * naming the new refund).
   */
  expectRefundKobo?: number;
  /**
   * A return only: when the item came back, as its owner says (default: now). Not in the future, not before it was
   * picked up; a return after its due time runs up the late fee until then (core/late-returns.ts).
   */
  returnedAt?: Date;
}

/** A booking that has just been made or moved: what the hooks below receive. */
export interface BookingMove {
  booking: Booking;
  /** null: the booking was just made. */
  from: BookingStatus | null;
  to: BookingStatus;
  /** null: the booking was just made. */
  transition: Transition | null;
  actor: Actor;
  actorId: string | null;
  at: Date;
}

/**
 * Listeners of every move. `inTx` runs inside the move's transaction, with the booking locked: what it writes commits
 * or rolls back with the move (a cancellation's refund row). `after` runs once the move has committed (e-mails); it must
 * not throw, and a failure in it never undoes the move.
 */
export interface BookingHooks {
  inTx?: (tx: Db, move: BookingMove) => Promise<void>;
  after?: (move: BookingMove) => void | Promise<void>;
}

export interface BookingsDeps {
  /** The current instant (deadlines); tests fix it. */
  now?: () => Date;
  /** Today in Africa/Lagos (ISO date); by default derived from `now`. */
  today?: () => string;
  /** Counts bookings made per account and per client address (RateLimitedError past the limits); unset: no limit (tests). */
  limiter?: RateLimiter;
  /**
   * How many bookings one renter may have waiting for an owner's answer or a payment at once (each holds an owner's
   * days), before and after verifying their e-mail address (MAX_OPEN_BOOKINGS_UNVERIFIED / MAX_OPEN_BOOKINGS).
   */
  holds?: { unverified: number; verified: number };
}

/**
 * One of several bookings asked for at once (createBookings): `key` names it in the answer and in refusals (a cart line's
 * id); `accepted`, what the renter was shown, refuses it when the listing's price or booking mode has changed since.
 */
export interface BookingAsk {
  key: number;
  input: unknown;
  accepted?: AcceptedTerms | undefined;
}

/** Who a booking is made for, as the edge knows them: the renter's client address, for the per-address limit. */
export interface BookingClient {
  ip?: string;
}

function invalid(field: string, message: string): InvalidError {
  return new InvalidError(message, { [field]: message });
}

export function createBookingsService(db: Db, deps: BookingsDeps = {}) {
  const now = deps.now ?? (() => new Date());
  const today = deps.today ?? (() => todayInLagos(now()));
  const hooks: BookingHooks[] = [];
  const runInTx = async (tx: Db, move: BookingMove) => {
    for (const h of hooks) if (h.inTx) await h.inTx(tx, move);
  };
  /** After commit: hooks run in the background, and their failures are theirs to log. */
  const announce = (move: BookingMove) => {
    for (const h of hooks)
      if (h.after) void Promise.resolve().then(() => h.after!(move)).catch(() => {});
  };

  /**
   * Moves the booking by `name` on behalf of `by`, in one transaction with the booking's row locked: a renter or owner
   * who is not this booking's gets NotFoundError (as for an unused id); a move the machine refuses, ConflictError with
   * its reason. Retrying the move that already happened (same transition, same person, e.g. a double-clicked Accept)
   * returns the booking as it is, with no second history row. A cancellation stores its refund (refunds.ts).
   */
  async function transition(
    bookingId: number,
    name: Transition,
    by: TransitionBy,
    opts: TransitionOpts = {},
  ): Promise<Booking> {
    const at = opts.now ?? now();
    let move: BookingMove | undefined;
    const run = async (tx: Db): Promise<Booking> => {
      const booking = await repo.lockBooking(tx, bookingId);
      const actor = booking && actorOf(booking, by);
      if (!booking || !actor) throw new NotFoundError(m.err_booking_not_found());

      const checked = checkTransition(booking.status, name, actor, {
        now: at,
        startDate: booking.startDate,
      });
      if ("error" in checked) {
        if (await isRepeat(tx, booking, name, { actor, userId: by.userId })) return booking;
        throw new ConflictError(checked.error);
      }
      const to = checked.to;
      // An operator's cancellation refunds as the owner's does (the renter is not at fault): everything they paid.
      const refund =
        name === "cancel" && (actor === "renter" || actor === "owner" || actor === "admin")
          ? refundFor(
              { status: booking.status, startDate: booking.startDate, quote: booking },
              actor === "admin" ? "owner" : actor,
              at,
            )
          : undefined;
      if (refund && opts.expectRefundKobo !== undefined && opts.expectRefundKobo !== refund.refundKobo)
        throw new ConflictError(refundChanged(refund.refundKobo));
      // Between the deadline and the sweep that expires the request (up to a minute), an acceptance would open a payment
      // window that has already closed at the pick-up.
      if (name === "accept" && booking.expiresAt && booking.expiresAt.getTime() <= at.getTime())
        throw new ConflictError(m.err_answer_too_late());
      // The hour an owner gives is checked; without one, the move's own moment is when it came back.
      const returnedAt = name === "return" ? (opts.returnedAt ? await checkReturnedAt(tx, booking.id, opts.returnedAt, at) : at) : undefined;
      const updated = await repo.updateBooking(tx, booking.id, {
        status: to,
        expiresAt: deadlineFor(to, { at, mode: booking.bookingMode, endDate: booking.endDate, pickupAt: pickupAt(booking.startDate, booking.pickupTime) }),
        updatedAt: at,
        ...(refund ? { refundKobo: refund.refundKobo, cancelledBy: actor } : {}),
        ...(returnedAt ? { returnedAt } : {}),
      });
      await repo.insertEvent(tx, {
        bookingId: booking.id,
        fromStatus: booking.status,
        toStatus: to,
        actor,
        actorId: by.userId,
        note: opts.note ?? refund?.rule,
        at,
      });
      move = { booking: updated, from: booking.status, to, transition: name, actor, actorId: by.userId, at };
      await runInTx(tx, move);
      return updated;
    };
    const result = opts.tx ? await run(opts.tx) : await db.transaction((t) => run(t as unknown as Db));
    // Inside a caller's transaction nothing is announced yet: the move commits with the caller's transaction.
    if (move && opts.tx) opts.moves?.push(move);
    else if (move) announce(move);
    return result;
  }

  /** The hour an owner says the item came back, when it is one: not ahead of `at` (a minute's clock drift aside), not before the pick-up. */
  async function checkReturnedAt(tx: Db, bookingId: number, returnedAt: Date, at: Date): Promise<Date> {
    if (Number.isNaN(returnedAt.getTime())) throw invalid("returnedAt", m.err_returned_at());
    if (returnedAt.getTime() > at.getTime() + 60_000) throw invalid("returnedAt", m.err_returned_at_future());
    // A pick-up is never marked ahead of its moment, except on a test's clock (/dev/move): then there is nothing to compare.
    const pickedUpAt = await repo.pickedUpAt(tx, bookingId);
    if (pickedUpAt && pickedUpAt.getTime() <= at.getTime() && returnedAt.getTime() < pickedUpAt.getTime()) throw invalid("returnedAt", m.err_returned_at_before_pickup());
    return returnedAt;
  }

  /** Refuses `adding` bookings past the renter's cap of bookings waiting for an answer or payment, with their row locked. */
  async function checkHolds(tx: Db, renterId: string, adding = 1) {
    const cap = deps.holds;
    if (!cap) return;
    const renter = await repo.lockRenterHolds(tx, renterId);
    if (!renter) return;
    const max = renter.emailVerified ? cap.verified : cap.unverified;
    if (renter.waiting + adding <= max) return;
    throw new ConflictError(adding > 1 && renter.waiting < max ? cartOverCap(max, renter.waiting, adding) : tooManyWaiting(max, renter.emailVerified));
  }

  /** Writes a new booking of `listing` (locked and checked) for the renter, its first history row and its hooks' work. */
  async function insertNew(tx: Db, listing: repo.LockedListing, b: BookingInput, renterId: string): Promise<{ booking: Booking; move: BookingMove }> {
    const quote = quoteFor(listing, b);
    const status = listing.bookingMode === "instant" ? "awaiting_payment" : "requested";
    const at = now();
    const booking = await repo.insertBooking(tx, {
      ...quote,
      listingId: listing.id,
      renterId,
      ownerId: listing.ownerId,
      startDate: b.startDate,
      endDate: b.endDate,
      pickupTime: b.pickupTime,
      fulfilment: b.fulfilment,
      deliveryAddress: b.deliveryAddress,
      deliveryWindow: b.deliveryWindow,
      // Frozen as booked, as the price is: the late fee the renter agreed to (null: the daily price).
      lateFeePerDayKobo: listing.lateFeePerDayKobo,
      status,
      bookingMode: listing.bookingMode,
      expiresAt: deadlineFor(status, { at, mode: listing.bookingMode, endDate: b.endDate, pickupAt: pickupAt(b.startDate, b.pickupTime) }),
      createdAt: at,
      updatedAt: at,
    });
    await repo.insertEvent(tx, { bookingId: booking.id, fromStatus: null, toStatus: status, actor: "renter", actorId: renterId, at });
    const move: BookingMove = { booking, from: null, to: status, transition: null, actor: "renter", actorId: renterId, at };
    await runInTx(tx, move);
    return { booking, move };
  }

  return {
    /**
     * Books `units` of a listing from `startDate` to `endDate` (inclusive) for the renter, with the price frozen as quoted
     * now. Request listings start `requested` (the owner answers), instant ones `awaiting_payment`. When the dates are
     * taken by the time the listing's lock is granted: ConflictError m.err_dates_taken(), and nothing is written.
     */
    async createBooking(input: BookingRequest & { renterId: string }, client: BookingClient = {}): Promise<Booking> {
      const b = checkInput(input, today(), now());
      await deps.limiter?.attempt(limitKeys("booking", input.renterId, client.ip));

      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // The lock first: every booking of this listing waits here for the one before it to commit or roll back.
        const listing = await checkBookable(tx, await repo.lockListing(tx, b.listingId), b, input.renterId);
        // The renter's row last (always after a listing's, so no two bookings wait on each other in a circle), held
        // only from here to the commit: their bookings at once are counted one after another, without queueing behind
        // other people's listing locks while holding it.
        await checkHolds(tx, input.renterId);
        return insertNew(tx, listing, b, input.renterId);
      }).then(({ booking, move }) => {
        announce(move);
        return booking;
      });
    },

    /**
     * Several bookings for one renter at once (a cart's checkout), all or none: each ask is booked as createBooking
     * would, in one transaction. When any cannot be (dates taken or closed, the listing paused or gone, the renter's own,
     * its price or mode no longer what was `accepted`, a pick-up too soon…), nothing is written and LinesConflictError names every
     * refused ask by its `key` with the reason. Listings are locked in id order before anything is checked, so carts
     * that share listings wait for one another and never in a circle; the renter's row comes after them, as for one
     * booking, and the cap of waiting bookings counts the whole cart. `asks` may be read inside the transaction (a cart
     * locks its lines there first), and `opts.inTx` runs in it once everything is written (the cart empties itself).
     */
    async createBookings(
      asks: BookingAsk[] | ((tx: Db) => Promise<BookingAsk[]>),
      renterId: string,
      client: BookingClient = {},
      opts: { inTx?: (tx: Db, made: { key: number; booking: Booking }[]) => Promise<void> } = {},
    ): Promise<{ key: number; booking: Booking }[]> {
      await deps.limiter?.attempt(limitKeys("booking", renterId, client.ip));
      const made = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const refused: { id: number; message: string }[] = [];
        const asked = typeof asks === "function" ? await asks(tx) : asks;
        const checked: { key: number; b: BookingInput; accepted?: AcceptedTerms | undefined }[] = [];
        for (const a of asked) {
          try {
            checked.push({ key: a.key, b: checkInput(a.input, today(), now()), accepted: a.accepted });
          } catch (e) {
            if (!(e instanceof InvalidError)) throw e;
            refused.push({ id: a.key, message: e.message });
          }
        }
        // The asks refused for their input are named with the others' reasons, below: every refusal at once.
        const ordered = [...checked].sort((x, y) => x.b.listingId - y.b.listingId || x.b.startDate.localeCompare(y.b.startDate) || x.key - y.key);
        const locked = new Map<number, repo.LockedListing | undefined>();
        for (const { b } of ordered) if (!locked.has(b.listingId)) locked.set(b.listingId, await repo.lockListing(tx, b.listingId));
        if (ordered.length) await checkHolds(tx, renterId, asked.length);
        const out: { key: number; booking: Booking; move: BookingMove }[] = [];
        for (const o of ordered) {
          try {
            // Each check sees the bookings this call has just written: two asks of one listing cannot over-hold it.
            const listing = await checkBookable(tx, locked.get(o.b.listingId), o.b, renterId);
            const changed = o.accepted && termsChanged(o.accepted, listing, quoteFor(listing, o.b));
            if (changed) throw new ConflictError(changed);
            out.push({ key: o.key, ...(await insertNew(tx, listing, o.b, renterId)) });
          } catch (e) {
            if (!(e instanceof ConflictError || e instanceof NotFoundError || e instanceof ForbiddenError || e instanceof RequirementError || e instanceof InvalidError)) throw e;
            refused.push({ id: o.key, message: e.message });
          }
        }
        // Rolls back every booking written above.
        if (refused.length) throw new LinesConflictError(m.err_cart_refused(), refused.sort((x, y) => asked.findIndex((a) => a.key === x.id) - asked.findIndex((a) => a.key === y.id)));
        const inOrder = checked.map(({ key }) => out.find((o) => o.key === key)!);
        await opts.inTx?.(tx, inOrder);
        return inOrder;
      });
      for (const { move } of made) announce(move);
      return made.map(({ key, booking }) => ({ key, booking }));
    },

    transition,

    /** Adds listeners of every booking move (payments, e-mails). */
    addHooks(h: BookingHooks): void {
      hooks.push(h);
    },
    /** Tells the `after` hooks of a move made with `opts.tx`, once the caller's transaction has committed. */
    announceMove: announce,
    /** Runs the `inTx` hooks of a move made outside the service (the sweep's), inside the transaction that made it. */
    recordMove: runInTx,

    accept(bookingId: number, ownerId: string, opts?: TransitionOpts) {
      return transition(bookingId, "accept", { actor: "owner", userId: ownerId }, opts);
    },
    decline(bookingId: number, ownerId: string, opts?: TransitionOpts) {
      return transition(bookingId, "decline", { actor: "owner", userId: ownerId }, opts);
    },
    cancel(bookingId: number, by: TransitionBy, opts?: TransitionOpts) {
      return transition(bookingId, "cancel", by, opts);
    },
    /** An operator cancels (a ban, a dispute): actor `admin`, the owner's-cancel refund, `note` the operator's reason. */
    cancelAsOperator(bookingId: number, operatorId: string, opts?: TransitionOpts) {
      return transition(bookingId, "cancel", { actor: "admin", userId: operatorId }, opts);
    },
    markPickedUp(bookingId: number, ownerId: string, opts?: TransitionOpts) {
      return transition(bookingId, "pickUp", { actor: "owner", userId: ownerId }, opts);
    },
    markReturned(bookingId: number, ownerId: string, opts?: TransitionOpts) {
      return transition(bookingId, "return", { actor: "owner", userId: ownerId }, opts);
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

/**
 * The booking input parsed, with its dates inside the booking window that opens `today` and its pick-up far enough
 * ahead of `now` (pickup.ts); else InvalidError.
 */
export function checkInput(input: unknown, today: string, now: Date): BookingInput {
  const parsed = bookingInputSchema.safeParse(input);
  if (!parsed.success) {
    const fields = zodFields(parsed.error, "form");
    throw new InvalidError(Object.values(fields)[0] ?? m.err_check_booking(), fields);
  }
  const b = parsed.data;
  const last = addDaysIso(today, BOOKING_WINDOW_DAYS);
  if (b.startDate < today) throw invalid("startDate", m.err_start_from_today());
  if (b.endDate > last)
    throw invalid(
      "endDate",
      m.err_booking_window({ days: BOOKING_WINDOW_DAYS, last: formatDay(last) }),
    );
  const tooSoon = pickupRefusal(b, now);
  // A delivery's time is its window (its start is the pick-up time): refused there, in its own words.
  if (tooSoon && b.fulfilment === "delivery" && tooSoon.field === "pickupTime") throw invalid("deliveryWindow", m.err_delivery_window_too_soon());
  if (tooSoon) throw invalid(tooSoon.field, tooSoon.message);
  return b;
}

/**
 * The listing, when it takes this booking (checkListing) on days that are free and open (repo.findClash): else the error
 * to throw (ConflictError m.err_dates_closed() / m.err_dates_taken() for the days). Booking and quoting both check through here.
 */
export async function checkBookable(
  tx: Tx,
  listing: repo.LockedListing | undefined,
  b: BookingInput,
  renterId: string | undefined,
): Promise<repo.LockedListing> {
  checkListing(listing, b, renterId);
  // The owner asks for an ID-verified renter (issue 37): a visitor's quote is answered (they sign in to book), a
  // signed-in person's is refused until they are verified.
  if (listing.requiresVerifiedId && renterId !== undefined && !(await isIdVerified(tx, renterId))) throw new RequirementError("verified_id", m.err_requires_verified_id());
  const clash = await repo.findClash(tx, {
    listingId: listing.id,
    startDate: b.startDate,
    endDate: b.endDate,
    units: b.units,
    capacity: listing.units,
    turnaroundDays: listing.turnaroundDays,
  });
  if (clash.blocked) throw new ConflictError(m.err_dates_closed());
  if (clash.overHeld) throw new ConflictError(m.err_dates_taken());
  return listing;
}

/**
 * Whether the listing takes this booking (published, not the renter's own, the days and units within its limits);
 * else the error to throw. Dates free or not is the hold check's business (repo.findClash).
 */
function checkListing(
  listing: repo.LockedListing | undefined,
  b: BookingInput,
  renterId: string | undefined,
): asserts listing is repo.LockedListing {
  if (!listing || listing.status === "draft" || listing.status === "deleted")
    throw new NotFoundError(m.err_listing_not_found());
  if (listing.status !== "published") throw new ConflictError(m.err_not_bookable());
  if (renterId !== undefined && listing.ownerId === renterId) throw new ForbiddenError(m.err_own_listing());
  const days = rentalDays(b.startDate, b.endDate);
  if (days < listing.minDays)
    throw invalid("endDate", m.err_min_days({ days: m.bookings_days({ count: listing.minDays }) }));
  if (days > listing.maxDays)
    throw invalid("endDate", m.err_max_days({ days: m.bookings_days({ count: listing.maxDays }) }));
  if (b.units > listing.units)
    throw invalid(
      "units",
      listing.units === 1 ? m.err_only_one_unit() : m.err_units_range({ units: listing.units }),
    );
}

/**
 * A delivery's distance and fee (issue 36, decision 058): from the item's place to the address's city or area, straight
 * line; null for a pick-up. Refused when the owner does not deliver, the place is one Haya does not know, or it is
 * beyond the owner's radius (UnprocessableError naming the distance and the radius).
 */
export function deliveryFor(listing: Pick<repo.LockedListing, "delivery" | "latitude" | "longitude">, b: Pick<BookingInput, "fulfilment" | "deliveryAddress">): { deliveryKm: number; deliveryFeeKobo: number } | null {
  if (b.fulfilment !== "delivery" || !b.deliveryAddress) return null;
  if (!listing.delivery || listing.latitude === null || listing.longitude === null) throw invalid("fulfilment", m.err_no_delivery());
  const { state, city } = b.deliveryAddress;
  const place = placeIn(state, city);
  if (!place) throw invalid("deliveryAddress.city", m.err_delivery_city_unknown({ city, state }));
  const km = chargedKm(distanceKm({ lat: listing.latitude, lng: listing.longitude }, place));
  const fee = deliveryFeeKobo(listing.delivery, km);
  if (fee === null) {
    const message = m.err_delivery_too_far({ km, radius: listing.delivery.radiusKm });
    throw new UnprocessableError(message, { "deliveryAddress.city": message });
  }
  return { deliveryKm: km, deliveryFeeKobo: fee };
}

/** The quote of a booking of this listing, priced as it is now (day by day: its weekend and custom prices; its delivery). */
export function quoteFor(listing: repo.LockedListing, b: BookingInput) {
  const delivery = deliveryFor(listing, b);
  return { ...quoteOf(listing, b, delivery?.deliveryFeeKobo ?? 0), deliveryKm: delivery?.deliveryKm ?? null };
}

function quoteOf(listing: repo.LockedListing, b: BookingInput, deliveryFeeKobo: number) {
  return quoteBooking({
    deliveryFeeKobo,
    startDate: b.startDate,
    endDate: b.endDate,
    units: b.units,
    pricePerDayKobo: listing.pricePerDayKobo,
    weekendPriceKobo: listing.weekendPriceKobo,
    weekendDays: listing.weekendDays,
    dayPrices: listing.dayPrices,
    weeklyDiscountPct: listing.weeklyDiscountPct,
    monthlyDiscountPct: listing.monthlyDiscountPct,
    cautionDepositKobo: listing.cautionDepositKobo,
  });
}

/** The actor `by` is on this booking; undefined when the renter, owner or party they claim to be is not this booking's. */
function actorOf(booking: Booking, by: TransitionBy): Actor | undefined {
  const isRenter = booking.renterId === by.userId;
  const isOwner = booking.ownerId === by.userId;
  if (by.actor === "renter") return isRenter ? "renter" : undefined;
  if (by.actor === "owner") return isOwner ? "owner" : undefined;
  if (by.actor === "party") return isRenter ? "renter" : isOwner ? "owner" : undefined;
  return by.actor;
}

/**
 * Whether a refused move is a retry of the one that produced the booking's current state: the latest history row went
 * from a state this transition starts from to the state it leads to, made by the same actor and person. `return` and
 * `autoComplete` both lead active → completed, so the actor tells them apart.
 */
async function isRepeat(
  tx: Db,
  booking: Booking,
  name: Transition,
  by: { actor: Actor; userId: string | null },
): Promise<boolean> {
  const rule = TRANSITIONS[name];
  if (!rule.by.includes(by.actor) || booking.status !== rule.to) return false;
  const last = await repo.lastEvent(tx, booking.id);
  return (
    last !== undefined &&
    last.toStatus === rule.to &&
    last.fromStatus !== null &&
    rule.from.includes(last.fromStatus) &&
    last.actor === by.actor &&
    last.actorId === by.userId
  );
}

/** The figures listings.service shows on My Listings and checks before deleting a listing. */
export function bookingFigures(
  db: Db,
  opts: { today?: () => string } = {},
): BookingFigures {
  const today = opts.today ?? (() => todayInLagos());
  return {
    // `tx`: listings.service counts inside its own transaction, with the listing locked (PGlite has one connection).
    upcoming: (listingId, tx) => repo.countUpcoming(tx ?? db, listingId, today()),
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
