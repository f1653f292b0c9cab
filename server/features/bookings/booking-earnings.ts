// What the owner earns from a booking as its page and its Requests card show it: the ledger's own rule
// (core/owner-earnings.ts) on the booking's facts, so that no page says a figure the ledger and Earnings do not.
import { ownerEarnings, type OwnerEarnings, type OwnerTerms } from "../../../core/owner-earnings";
import type { BookingStatus } from "../../../core/booking-states";
import type { Quote } from "../../../core/quote";
import { cancellationRefund } from "./refunds";

/** What, beyond its quote, the owner's money from a booking depends on (booking-views.repo earningFacts). */
export interface EarningFacts {
  /** The move that cancelled it, if it was. */
  cancellation: { from: BookingStatus; actor: string; at: Date } | null;
  /** Its extensions paid for. */
  extensions: Omit<OwnerTerms, "discountKobo">[];
  /** What a settled deposit claim gave the owner. */
  claimKobo: number;
  /** What the renter paid of late fees asked for beyond the deposit (decision 057). */
  lateFeeKobo: number;
}

/**
 * The owner's earnings from a booking: what its payment posted (or will post, while it waits for an answer or the
 * payment) with what came after it; null for one that was never paid and never will be (declined, expired, cancelled
 * before payment), which earns nothing.
 */
export function bookingEarnings(b: Quote & { status: BookingStatus; startDate: string }, facts: EarningFacts): OwnerEarnings | null {
  switch (b.status) {
    case "requested":
    case "awaiting_payment":
    case "confirmed":
    case "active":
    case "completed":
      return ownerEarnings(b, { extensions: facts.extensions, claimKobo: facts.claimKobo, lateFeeKobo: facts.lateFeeKobo });
    case "cancelled": {
      const c = facts.cancellation;
      // Only a cancellation after payment has anything to split; before it, nothing was taken.
      if (!c || (c.from !== "confirmed" && c.from !== "active")) return null;
      const r = cancellationRefund({ startDate: b.startDate, quote: b }, c);
      return ownerEarnings(b, { rentalRefundKobo: r.rentalRefundKobo, deliveryRefundKobo: r.deliveryRefundKobo, extensions: facts.extensions });
    }
    default:
      return null;
  }
}
