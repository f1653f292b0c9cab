// What an owner earns from a booking: the rental (with any extension paid), less what a cancellation gave back of it,
// less Haya's commission on what was kept, plus the delivery fee unless a cancellation gave it back (decision 058), plus
// what a deposit claim paid them and a late fee paid through Haya (decision 057). The one rule: the ledger's postings
// (server/features/payments/ledger.ts) and every page that shows an owner's payout compute it here.
import type { Kobo } from "./money";

/** A booking's or an extension's frozen quote, as far as the owner's money goes. */
export interface OwnerTerms {
  rentalKobo: Kobo;
  discountKobo: Kobo;
  ownerCommissionKobo: Kobo;
  ownerPayoutKobo: Kobo;
  /** Included in ownerPayoutKobo, whole (no commission on it); 0 or absent for a pick-up and for extensions. */
  deliveryFeeKobo?: Kobo;
}

/** The owner's money from one booking; `netKobo` is `rentalKobo − refundKobo − commissionKobo + deliveryKobo + claimKobo + lateFeeKobo`, exactly. */
export interface OwnerEarnings {
  /** The rental after any discount, with the extensions paid. */
  rentalKobo: Kobo;
  /** Of the rental, what a cancellation gave back to the renter. */
  refundKobo: Kobo;
  /** Haya's commission on the rental kept. */
  commissionKobo: Kobo;
  /** The delivery fee the owner keeps: the booking's, unless a cancellation gave it back. */
  deliveryKobo: Kobo;
  /** What a settled deposit claim paid the owner. */
  claimKobo: Kobo;
  /** What the renter paid through Haya of a late fee beyond the deposit (no commission on it: decision 057). */
  lateFeeKobo: Kobo;
  netKobo: Kobo;
}

/** The commission on `kept` of a `rental` quoted with `commission`: the frozen rate scaled to it, nearest kobo, halves up. */
export function keptCommissionKobo(rental: Kobo, commission: Kobo, kept: Kobo): Kobo {
  return rental === 0 ? 0 : Number((BigInt(commission) * BigInt(kept) * 2n + BigInt(rental)) / (2n * BigInt(rental)));
}

export function ownerEarnings(
  q: OwnerTerms,
  parts: { rentalRefundKobo?: Kobo; deliveryRefundKobo?: Kobo; extensions?: readonly Omit<OwnerTerms, "discountKobo">[]; claimKobo?: Kobo; lateFeeKobo?: Kobo } = {},
): OwnerEarnings {
  const rental = q.rentalKobo - q.discountKobo;
  const refund = parts.rentalRefundKobo ?? 0;
  // Nothing given back: the quote's own commission and payout, the figures its payment posted.
  const commission = refund === 0 ? q.ownerCommissionKobo : keptCommissionKobo(rental, q.ownerCommissionKobo, rental - refund);
  const delivery = q.deliveryFeeKobo ?? 0;
  const kept = refund === 0 ? q.ownerPayoutKobo - delivery : rental - refund - commission;
  const deliveryKept = delivery - (parts.deliveryRefundKobo ?? 0);
  const extensions = parts.extensions ?? [];
  const claim = parts.claimKobo ?? 0;
  const lateFee = parts.lateFeeKobo ?? 0;
  return {
    rentalKobo: rental + extensions.reduce((s, e) => s + e.rentalKobo, 0),
    refundKobo: refund,
    commissionKobo: commission + extensions.reduce((s, e) => s + e.ownerCommissionKobo, 0),
    deliveryKobo: deliveryKept,
    claimKobo: claim,
    lateFeeKobo: lateFee,
    netKobo: kept + deliveryKept + extensions.reduce((s, e) => s + e.ownerPayoutKobo, 0) + claim + lateFee,
  };
}
