// Bookings as people see them: the live quote on the item page, the cards of My Bookings and Requests, and one booking
// with its receipt, history, both parties and what the person looking at it may do next.
//
// Who sees what: a booking is visible to its renter and its owner only (anyone else gets undefined, and the edge answers
// 404 as for an id that does not exist). The other party's e-mail and verified phone (with its WhatsApp link) are shown
// once the booking is paid (confirmed, active, completed: the rule that unmasks messages), never while it is a request
// or unpaid.
import { todayInLagos } from "../../../core/dates";
import { lateFeeAccrued, returnDueAt } from "../../../core/late-returns";
import { CART_LINES_MAX } from "../../../core/cart";
import { m } from "../../../core/paraglide/messages";
import { NotFoundError } from "../../errors";
import type { Db } from "../../db/client";
import { checkTransition, isOverdue, type BookingStatus, type Transition } from "../../../core/booking-states";
import * as views from "./booking-views.repo";
import * as repo from "./bookings.repo";
import type { Booking } from "./bookings.schema";
import { checkBookable, checkInput, quoteFor, type BookingClient } from "./bookings.service";
import { limitKeys, type RateLimiter } from "../accounts/rate-limit";
import type { Photo } from "../catalogue/catalogue.schema";
import type { Quote } from "../../../core/quote";
import { refundFor, ruleIn, type Refund } from "./refunds";
import { historyNoteIn } from "./history-notes";
import { extensionsOf, type Extension } from "./extensions.repo";
import { bookingEarnings } from "./booking-earnings";
import type { OwnerEarnings } from "../../../core/owner-earnings";
import { CONTACT_SHOWN_STATUSES } from "../../../core/contact-masking";
import { whatsappLink } from "../../../core/phone-links";

/** A refund as the booking page and the API show it: its policy line in the request's language. */
const shownRefund = (refund: Refund): Refund => ({ ...refund, rule: ruleIn(refund.rule) });

/** What the renter or the owner may do next; `pay` opens the payment provider's checkout. */
export type BookingAction = "pay" | "accept" | "decline" | "cancel" | "pickUp" | "return";
const PERSON_TRANSITIONS: readonly Transition[] = ["accept", "decline", "cancel", "pickUp", "return"];

/** Statuses in which the two parties see each other's e-mail and phone, and the renter the pick-up notes. */
const CONTACT_STATUSES: readonly BookingStatus[] = CONTACT_SHOWN_STATUSES;

/**
 * The number a party is reached on: the mobile number they proved by SMS; for a renter reaching an owner without one,
 * the phone of their business once an operator has verified it. An unproved profile number is never shown.
 */
function verifiedPhone(p: views.PartyRow, asOwner: boolean): string | null {
  if (p.phoneNumber && p.phoneNumberVerified) return p.phoneNumber;
  return asOwner && p.businessStatus === "verified" ? p.businessPhone : null;
}

/** A booking card as its renter sees it: the owner's payout is the owner's business. */
export type BookingCard = Omit<views.BookingCardRow, "ownerPayoutKobo"> & { overdue: boolean };
/** A card of the Requests tab: the owner's payout included, as the ledger has it (booking-earnings.ts; 0 if never paid). */
export type OwnerCard = views.BookingCardRow & { overdue: boolean };

export interface Contact {
  name: string;
  email: string;
  /** Their verified phone number (verifiedPhone); null without one. */
  phone: string | null;
  /** https://wa.me/234… for that number when it is a Nigerian mobile one; else null. */
  whatsapp: string | null;
}

export interface BookingView {
  booking: Booking;
  /** Whose eyes: the renter's or the owner's. */
  role: "renter" | "owner";
  listing: {
    id: number;
    title: string;
    photo: Photo | null;
    city: string;
    state: string;
    pickupNotes: string | null;
  };
  /** As shown to both: the owner's business name when they have one. */
  ownerName: string;
  renterName: string;
  /** The other party's contact, once the booking is confirmed; null before. */
  contact: Contact | null;
  history: { from: BookingStatus | null; to: BookingStatus; actor: string; at: Date; note: string }[];
  actions: BookingAction[];
  /** When `cancel` is among the actions: what cancelling now would refund the renter. */
  cancelRefund: Refund | null;
  /** Its extensions, oldest first (extensions.service). */
  extensions: Extension[];
  /** Picked up, past its return time (core/late-returns.ts) and not marked returned. */
  overdue: boolean;
  /** When the item is due back: 8 PM (Lagos) on the end date. */
  returnDueAt: Date;
  /** When it came back, as the owner marked it; null before, and when the booking completed on its own. */
  returnedAt: Date | null;
  /** The late fee run up: growing by the day while overdue, fixed once returned (0 on time). */
  lateFeeAccruedKobo: number;
  /** The renter may ask for an extension now: active, its end date not over, none waiting. */
  canExtend: boolean;
  /** The owner's latest request that the renter pay the late fee beyond the deposit (decision 057); null when none. */
  lateFeeRequest: LateFeeRequest | null;
}

/** A late fee request as both sides see it (claims/late-fees.service), its instants ISO 8601. */
export interface LateFeeRequest {
  amountKobo: number;
  lateDays: number;
  status: "requested" | "paid" | "withdrawn";
  requestedAt: string;
  paidAt: string | null;
}

const CARD_LIMIT = 200;

export function createBookingViews(db: Db, deps: { now?: () => Date; limiter?: RateLimiter } = {}) {
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * The itemised quote for these dates and units, priced as the listing is now; the same checks as booking it
     * (InvalidError, NotFoundError, ConflictError DATES_TAKEN / DATES_CLOSED), without holding anything. `renterId`:
     * the person asking, when signed in (their own listing is refused).
     */
    async quote(input: unknown, renterId?: string, client: BookingClient = {}): Promise<Quote & { deliveryKm: number | null }> {
      const at = now();
      const b = checkInput(input, todayInLagos(at), at);
      await deps.limiter?.attempt(limitKeys("quote", renterId, client.ip));
      const listing = await checkBookable(db, await repo.getListingTerms(db, b.listingId), b, renterId);
      return quoteFor(listing, b);
    },

    /** Days on which every unit of the listing is held by a booking (its calendar feed's booked days). */
    fullDays(listingId: number, from: string, to: string): Promise<string[]> {
      return views.fullDays(db, listingId, from, to);
    },

    /** My Bookings: the person's bookings as a renter, newest first. */
    async asRenter(userId: string): Promise<BookingCard[]> {
      const at = now();
      return (await views.renterCards(db, userId, CARD_LIMIT)).map(({ ownerPayoutKobo: _, ...card }) => ({ ...card, overdue: isOverdue(card, at) }));
    },

    /**
     * A checkout's bookings (the cart's 'Book everything', named by their ids in its page's address) as their renter
     * sees them, in the order named. Only the renter who made them may read them: an id that is not theirs, or none,
     * answers NotFoundError, as for a checkout that does not exist.
     */
    async checkout(ids: number[], renterId: string): Promise<BookingCard[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0 || unique.length > CART_LINES_MAX) throw new NotFoundError(m.err_booking_not_found());
      const cards = await views.renterCardsAmong(db, renterId, unique);
      if (cards.length !== unique.length) throw new NotFoundError(m.err_booking_not_found());
      const at = now();
      const byId = new Map(cards.map(({ ownerPayoutKobo: _, ...card }) => [card.id, { ...card, overdue: isOverdue(card, at) }]));
      return unique.map((id) => byId.get(id)!);
    },

    /** Requests: bookings of the person's listings, unanswered requests first. */
    async asOwner(userId: string): Promise<OwnerCard[]> {
      const cards = await views.ownerCards(db, userId, CARD_LIMIT);
      const { bookings, facts } = await views.earningFacts(db, cards.map((c) => c.id), true);
      const net = new Map(bookings.map((b) => [b.id, bookingEarnings(b, facts.get(b.id)!)?.netKobo ?? 0]));
      const at = now();
      return cards.map((c) => ({ ...c, ownerPayoutKobo: net.get(c.id) ?? 0, overdue: isOverdue(c, at) }));
    },

    /** What the owner earns from the booking (booking-earnings.ts), the figure Earnings and the ledger have; null if never paid. */
    async ownerEarnings(booking: Booking): Promise<OwnerEarnings | null> {
      const { facts } = await views.earningFacts(db, [booking.id], false);
      return bookingEarnings(booking, facts.get(booking.id)!);
    },

    /** One booking through the eyes of `userId`: undefined unless they are its renter or its owner. */
    async view(bookingId: number, userId: string): Promise<BookingView | undefined> {
      const context = await views.bookingContext(db, bookingId);
      if (!context) return undefined;
      const { booking } = context;
      const role = booking.renterId === userId ? "renter" : booking.ownerId === userId ? "owner" : undefined;
      if (!role) return undefined;
      const at = now();
      const actions: BookingAction[] = [];
      if (role === "renter" && booking.status === "awaiting_payment") actions.push("pay");
      for (const t of PERSON_TRANSITIONS) {
        const checked = checkTransition(booking.status, t, role, { now: at, startDate: booking.startDate });
        if ("to" in checked) actions.push(t as BookingAction);
      }
      const other = role === "renter" ? context.owner : context.renter;
      const phone = verifiedPhone(other, role === "renter");
      const history = await repo.eventsOf(db, bookingId);
      const [extensions, lateFee] = await Promise.all([extensionsOf(db, bookingId), views.lateFeeRequestOf(db, bookingId)]);
      const today = todayInLagos(at);
      return {
        // A delivery's address is the renter's to give: the owner reads it once the booking is paid (issue 36).
        booking: role === "owner" && !CONTACT_STATUSES.includes(booking.status) ? { ...booking, deliveryAddress: null } : booking,
        role,
        listing: {
          id: context.listingId,
          title: context.title,
          photo: context.photo,
          city: context.city,
          state: context.state,
          // They may hold the owner's address: the renter gets them once the booking is confirmed.
          pickupNotes: role === "owner" || CONTACT_STATUSES.includes(booking.status) ? context.pickupNotes : null,
        },
        ownerName: context.owner.businessName ?? context.owner.name,
        renterName: context.renter.name,
        contact: CONTACT_STATUSES.includes(booking.status)
          ? {
              name: role === "renter" ? (other.businessName ?? other.name) : other.name,
              email: other.email,
              phone,
              whatsapp: phone && whatsappLink(phone),
            }
          : null,
        history: history.map((e) => ({ from: e.fromStatus, to: e.toStatus, actor: e.actor, at: e.at, note: e.note && historyNoteIn(e.note) })),
        actions,
        cancelRefund: actions.includes("cancel") ? shownRefund(refundFor({ status: booking.status, startDate: booking.startDate, quote: booking }, role, at)) : null,
        extensions,
        overdue: isOverdue(booking, at),
        returnDueAt: returnDueAt(booking.endDate),
        returnedAt: booking.returnedAt,
        lateFeeAccruedKobo: lateFeeAccrued(booking, at),
        canExtend:
          role === "renter" && booking.status === "active" && booking.endDate >= today && !extensions.some((e) => e.status === "requested" || e.status === "awaiting_payment"),
        lateFeeRequest: lateFee
          ? { ...lateFee, status: lateFee.status as LateFeeRequest["status"], requestedAt: lateFee.requestedAt.toISOString(), paidAt: lateFee.paidAt?.toISOString() ?? null }
          : null,
      };
    },
  };
}
export type BookingViews = ReturnType<typeof createBookingViews>;
