// What a cancellation refunds (PRODUCT.md: Bookings; /refunds), computed from the booking's quote in whole kobo.
//
// Decisions where the policy leaves room:
// - "The rental" is the rental after the long-rental discount: what the renter actually paid for it.
// - "Before the start date" is measured to 00:00 Africa/Lagos (WAT, UTC+1) on the start date; exactly 48 h before is
//   still "at least 48 hours", so a full refund.
// - The delivery fee comes back in full on every cancellation before pick-up (decision 058): nothing was delivered.
// - The 50% late refund rounds half up (percentOf's rule), so an odd kobo goes to the renter.
// - The caution deposit comes back in full on every cancellation before pick-up (/refunds: "always refunded in full
//   when you cancel before pick-up"): the item never left, so there is nothing a damage claim could cover.
// - Unpaid bookings (requested, awaiting_payment) refund 0: nothing was taken. A payment that arrives after such a
//   booking ended is refunded in full by the payments side, not here.
// - After pick-up (active) a booking cannot be cancelled (booking-states.ts): it refunds nothing here, for either
//   party, and the deposit is settled after the return (refunded unless a damage claim is filed within 48 h).
// - A booking that has already ended (completed, declined, expired, cancelled) cannot be cancelled: RangeError.
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_REFUND_PCT } from "../../../core/fees";
import type { Kobo } from "../../../core/money";
import { lagosMidnight } from "../../../core/dates";
import type { BookingStatus } from "../../../core/booking-states";
import { percentOf } from "../../../core/money";
import type { Quote } from "../../../core/quote";
import type { Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";

/** The quote's lines a refund is computed from; a booking row or a quote (the delivery fee absent: none). */
export type RefundTerms = Pick<Quote, "rentalKobo" | "discountKobo" | "serviceFeeKobo" | "vatKobo" | "depositKobo"> & { deliveryFeeKobo?: Kobo };

export interface Refund {
  refundKobo: Kobo;
  rentalRefundKobo: Kobo;
  /** Service fee and VAT. */
  feesRefundKobo: Kobo;
  depositRefundKobo: Kobo;
  /** The delivery fee, given back whole before pick-up (0 for a pick-up). */
  deliveryRefundKobo: Kobo;
  /**
   * The policy line that applied, in English: the words kept with the cancellation (its booking event's note) and told
   * apart by ruleIn, which gives them in a reader's language.
   */
  rule: string;
}

export type Canceller = "renter" | "owner";

function refund(
  rentalRefundKobo: Kobo,
  feesRefundKobo: Kobo,
  depositRefundKobo: Kobo,
  rule: string,
  deliveryRefundKobo: Kobo = 0,
): Refund {
  return {
    refundKobo: rentalRefundKobo + feesRefundKobo + depositRefundKobo + deliveryRefundKobo,
    rentalRefundKobo,
    feesRefundKobo,
    depositRefundKobo,
    deliveryRefundKobo,
    rule,
  };
}

/** The refund if `by` cancelled this booking at `now`. */
export function refundFor(
  booking: { status: BookingStatus; startDate: string; quote: RefundTerms },
  by: Canceller,
  now: Date,
): Refund {
  const { status, quote } = booking;
  const rental = quote.rentalKobo - quote.discountKobo;
  const fees = quote.serviceFeeKobo + quote.vatKobo;
  const delivery = quote.deliveryFeeKobo ?? 0;
  switch (status) {
    case "requested":
    case "awaiting_payment":
      return refund(0, 0, 0, "Nothing to refund: this booking has not been paid");
    case "active":
      return refund(
        0,
        0,
        0,
        "No refund after pick-up; the caution deposit is settled after the item is returned",
      );
    case "confirmed":
      break;
    default:
      throw new RangeError(`A ${status} booking cannot be cancelled`);
  }
  if (by === "owner") {
    return refund(rental, fees, quote.depositKobo, "Full refund: the owner cancelled", delivery);
  }
  const hoursBefore = (lagosMidnight(booking.startDate) - now.getTime()) / 3_600_000;
  if (hoursBefore >= FREE_CANCELLATION_HOURS) {
    return refund(
      rental,
      fees,
      quote.depositKobo,
      `Full refund: cancelled at least ${FREE_CANCELLATION_HOURS} hours before the start date`,
      delivery,
    );
  }
  return refund(
    percentOf(rental, LATE_CANCELLATION_REFUND_PCT),
    0,
    quote.depositKobo,
    `${LATE_CANCELLATION_REFUND_PCT}% of the rental refunded: cancelled less than ${FREE_CANCELLATION_HOURS} hours before the start date; the service fee and VAT are kept; the caution deposit is refunded in full`,
    delivery,
  );
}

/**
 * The refund a cancellation gave: refundFor as the booking stood just before (`from`), at the moment it was cancelled,
 * an operator's cancellation refunding as the owner's does (bookings.service). The ledger's posting and the pages both read it so.
 */
export function cancellationRefund(
  booking: { startDate: string; quote: RefundTerms },
  cancelled: { from: BookingStatus; actor: string; at: Date },
): Refund {
  return refundFor({ status: cancelled.from, startDate: booking.startDate, quote: booking.quote }, cancelled.actor === "renter" ? "renter" : "owner", cancelled.at);
}

/**
 * A refund's policy line (`rule`, as refundFor writes it) in `locale`, the request's by default: the same rules, told
 * apart by their English words' start. Words it does not know are given as they are.
 */
export function ruleIn(rule: string, locale?: Locale): string {
  const rules: [string, () => string][] = [
    ["Nothing to refund", () => m.mail_rule_unpaid({}, { locale })],
    ["No refund after pick-up", () => m.mail_rule_active({}, { locale })],
    ["Full refund: the owner", () => m.mail_rule_owner({}, { locale })],
    ["Full refund: cancelled", () => m.mail_rule_free({ hours: FREE_CANCELLATION_HOURS }, { locale })],
    [`${LATE_CANCELLATION_REFUND_PCT}% of the rental`, () => m.mail_rule_late({ pct: LATE_CANCELLATION_REFUND_PCT, hours: FREE_CANCELLATION_HOURS }, { locale })],
  ];
  return rules.find(([start]) => rule.startsWith(start))?.[1]() ?? rule;
}
