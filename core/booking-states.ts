// The booking state machine (PRODUCT.md: Bookings) as data plus pure checks: who may move a booking, from where, to where, and when its timer runs out.
//
// Decisions:
// - No cancel after pick-up. Once the item is with the renter the booking ends by its return (owner's `return`, or the
//   system's `autoComplete`), which settles the caution deposit and makes the owner's payout due; the renter who wants to
//   stop early brings the item back, and /refunds already says "after pick-up: no refund". A cancelled booking whose item
//   is still out would leave the deposit and the payout with nowhere to go.
// - `pickUp` may happen on or after the start date (a late pick-up is the owner's and renter's business), never before.
// - An operator (actor `admin`) may cancel a booking before pick-up, as when a person is banned; the renter then gets
//   what an owner's cancellation gives back (bookings.service.ts, cancelAsOperator).
import {
  ACCEPTED_PAYMENT_WINDOW_HOURS,
  INSTANT_PAYMENT_WINDOW_HOURS,
  OWNER_RESPONSE_HOURS,
} from "./fees";
import { lagosMidnight } from "./dates";
import { returnDueAt } from "./late-returns";
import { m } from "./paraglide/messages";

export const BOOKING_STATUSES = [
  "requested",
  "awaiting_payment",
  "confirmed",
  "active",
  "completed",
  "declined",
  "expired",
  "cancelled",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses whose units count against the listing's units on every day of the booking. */
export const HOLDING_STATUSES = [
  "requested",
  "awaiting_payment",
  "confirmed",
  "active",
] as const satisfies readonly BookingStatus[];

export const ACTORS = ["renter", "owner", "system", "admin"] as const;
/** `system`: the timer sweeper and the payment provider's webhooks. */
export type Actor = (typeof ACTORS)[number];

export type Transition =
  "accept" | "decline" | "expire" | "pay" | "cancel" | "pickUp" | "return" | "autoComplete";

export interface TransitionRule {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: readonly Actor[];
  /** Completes "Only … can …" when someone else tries (a message: read when refused, in the request's language). */
  refusal: () => string;
}

export const TRANSITIONS: Readonly<Record<Transition, TransitionRule>> = {
  accept: {
    from: ["requested"],
    to: "awaiting_payment",
    by: ["owner"],
    refusal: m.err_only_owner_accepts,
  },
  decline: {
    from: ["requested"],
    to: "declined",
    by: ["owner"],
    refusal: m.err_only_owner_declines,
  },
  // The owner's 24 h to answer, or the renter's payment window, ran out.
  expire: {
    from: ["requested", "awaiting_payment"],
    to: "expired",
    by: ["system"],
    refusal: m.err_expire_only_on_time,
  },
  // The payment provider's confirmed webhook, never a person's click.
  pay: {
    from: ["awaiting_payment"],
    to: "confirmed",
    by: ["system"],
    refusal: m.err_confirm_only_on_payment,
  },
  cancel: {
    from: ["requested", "awaiting_payment", "confirmed"],
    to: "cancelled",
    by: ["renter", "owner", "admin"],
    refusal: m.err_only_parties_cancel,
  },
  pickUp: {
    from: ["confirmed"],
    to: "active",
    by: ["owner"],
    refusal: m.err_only_owner_picked_up,
  },
  return: {
    from: ["active"],
    to: "completed",
    by: ["owner"],
    refusal: m.err_only_owner_returned,
  },
  // Two days after the end date, when the owner has not marked the return.
  autoComplete: {
    from: ["active"],
    to: "completed",
    by: ["system"],
    refusal: m.err_complete_only_on_time,
  },
};
export const TRANSITION_NAMES = Object.keys(TRANSITIONS) as Transition[];

/** Why a transition cannot start from a status, in the words a person reads. */
function stateRefusal(status: BookingStatus, transition: Transition): string {
  switch (status) {
    case "requested":
      return transition === "pay"
        ? m.err_not_accepted_yet()
        : m.err_not_paid_yet();
    case "awaiting_payment":
      return transition === "accept" || transition === "decline"
        ? m.err_already_accepted()
        : m.err_not_paid_yet();
    case "confirmed":
      return transition === "return" || transition === "autoComplete"
        ? m.err_not_picked_up_yet()
        : m.err_already_confirmed();
    case "active":
      return transition === "cancel"
        ? m.err_picked_up_no_cancel()
        : m.err_already_picked_up();
    case "completed":
      return m.err_already_completed();
    case "declined":
      return m.err_request_declined();
    case "expired":
      return m.err_booking_expired();
    case "cancelled":
      return m.err_booking_cancelled();
  }
}

/** When a pick-up is attempted: it may not be before the start date (00:00 Africa/Lagos). */
export interface PickUpTiming {
  now: Date;
  startDate: string;
}

/**
 * Whether `actor` may make `transition` from `status`, and the status it leads to. The actor is checked before the
 * status, so a stranger learns only that it is not theirs to do. `pickUp` needs `timing` (a TypeError without it: a
 * caller must not skip the date check by accident).
 */
export function checkTransition(
  status: BookingStatus,
  transition: Transition,
  actor: Actor,
  timing?: PickUpTiming,
): { to: BookingStatus } | { error: string } {
  const rule = TRANSITIONS[transition];
  if (!rule.by.includes(actor)) return { error: rule.refusal() };
  if (!rule.from.includes(status)) return { error: stateRefusal(status, transition) };
  if (transition === "pickUp") {
    if (!timing) throw new TypeError("checkTransition(…, 'pickUp', …) needs { now, startDate }");
    if (timing.now.getTime() < lagosMidnight(timing.startDate)) {
      return { error: m.err_pickup_before_start() };
    }
  }
  return { to: rule.to };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Days after the end date at whose 00:00 (Lagos) an active booking completes on its own. */
export const AUTO_COMPLETE_DAYS = 2;

/**
 * When the timer of a booking that has just entered `to` runs out (null: no timer). `at` is the moment of the transition;
 * `mode` the listing's booking mode, which sets the renter's payment window; `pickupAt` the pick-up (pickup.ts), by
 * which the owner's answer and the payment are due at the latest: a request made at 22:00 for 08:00 the next morning
 * expires at 08:00, not 24 hours on.
 */
export function deadlineFor(
  to: BookingStatus,
  context: { at: Date; mode: "instant" | "request"; endDate: string; pickupAt: Date },
): Date | null {
  const at = context.at.getTime();
  const byPickup = (hours: number) => new Date(Math.min(at + hours * HOUR_MS, context.pickupAt.getTime()));
  switch (to) {
    case "requested":
      return byPickup(OWNER_RESPONSE_HOURS);
    case "awaiting_payment":
      return byPickup(context.mode === "instant" ? INSTANT_PAYMENT_WINDOW_HOURS : ACCEPTED_PAYMENT_WINDOW_HOURS);
    case "active":
      // End date 24 Dec → 26 Dec 00:00 WAT: the owner has all of the day after the rental to mark the return.
      return new Date(lagosMidnight(context.endDate) + AUTO_COMPLETE_DAYS * DAY_MS);
    default:
      return null;
  }
}

/** Whether a booking is overdue at `now`: picked up, past its return time (late-returns.ts) and not yet marked returned. */
export function isOverdue(booking: { status: BookingStatus; endDate: string }, now: Date): boolean {
  return booking.status === "active" && now.getTime() > returnDueAt(booking.endDate).getTime();
}

export type BadgeTone = "green" | "yellow" | "grey";
/** Whose eyes a booking is seen through. */
export type Side = "renter" | "owner";

/**
 * The badge of a booking for the side looking at it: the seed's colours (confirmed, active, completed green; waiting
 * yellow; the rest grey), and words that say whom a waiting booking waits for — one 'pending' stood for three things
 * (issue 38): the owner's answer, the renter's payment, and an acceptance still to be paid.
 */
export function badgeOf(status: BookingStatus, side: Side): { label: string; tone: BadgeTone } {
  switch (status) {
    case "confirmed":
    case "active":
    case "completed":
      return { label: status, tone: "green" };
    case "requested":
      return { label: side === "renter" ? "waiting_owner" : "waiting_your_answer", tone: "yellow" };
    case "awaiting_payment":
      return { label: side === "renter" ? "waiting_your_payment" : "accepted_waiting_payment", tone: "yellow" };
    default:
      return { label: status, tone: "grey" };
  }
}
