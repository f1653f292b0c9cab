// Haya's double-entry ledger: every payment, refund and fee as a posting of signed kobo over named accounts that sums to
// zero, written by `post` alone, which refuses an unbalanced or fractional posting.
//
// Sign: a posting's lines say how each account moves; provider_cash + is money arriving at the provider's balance, and
// the other accounts are what that money is owed to (their − is an obligation or revenue taken on, + one given up).
//
// Postings (decision 008):
//   payment        cash +T   owner_payable −payout  haya_commission −commission  haya_service_fee −fee  vat_payable −VAT  deposits_held −deposit
//                  (the payout holds a delivery fee whole: the owner's, decision 058; a refund before pick-up gives it back)
//   late_payment   cash +T   refunds_payable −T       (a success for a booking that no longer waits for it)
//   refund_owed    owner_payable, haya_commission, haya_service_fee, vat_payable, deposits_held +their parts   refunds_payable −R
//                  (a completed booking's caution deposit, DAMAGE_CLAIM_HOURS after the return: deposits_held +D  refunds_payable −D)
//   refund_paid    refunds_payable +R   cash −R       (the provider accepted the refund)
//   refund_returned refunds_payable −R  cash +R       (the provider later said the refund failed; it is sent again)
//   claim_paid     deposits_held +C   owner_payable −C      (a deposit claim settled: C of the deposit is the owner's;
//                  the rest is owed back as a refund_owed of the deposit, as when there is no claim)
//   late_fee       cash +F   owner_payable −F       (a late fee the owner asked for beyond the deposit, paid through Haya:
//                  all of it the owner's, no commission, service fee or VAT; decision 057)
//   payout_sent    owner_payable +a   payouts_in_transit −a   (each booking's part a of a payout, when it is made)
//   payout_paid    payouts_in_transit +a   cash −a      (the provider says the transfer arrived; the fee leaves with it)
//   payout_failed  payouts_in_transit +a   owner_payable −a   (never arrived: the owner's balance again)
//   payout_reversed cash +a   owner_payable −a          (arrived, then the bank sent it back)
// A payout's postings carry a line pair per booking it pays, so each booking's lines sum to zero too.
import { randomUUID } from "node:crypto";
import type { Kobo } from "../../../core/money";
import { ownerEarnings } from "../../../core/owner-earnings";
import type { Tx } from "../../db/client";
import type { Booking } from "../bookings/bookings.schema";
import type { Refund } from "../bookings/refunds";
import * as repo from "./payments.repo";

export const ACCOUNTS = [
  "provider_cash",
  "owner_payable",
  "haya_commission",
  "haya_service_fee",
  "vat_payable",
  "deposits_held",
  "refunds_payable",
  "payouts_in_transit",
] as const;
export type Account = (typeof ACCOUNTS)[number];
export type PostingKind =
  | "payment"
  | "late_payment"
  | "refund_owed"
  | "refund_paid"
  | "refund_returned"
  | "claim_paid"
  | "late_fee"
  | "payout_sent"
  | "payout_paid"
  | "payout_failed"
  | "payout_reversed";

export interface Posting {
  kind: PostingKind;
  bookingId: number;
  paymentId?: number;
  refundId?: number;
  payoutId?: number;
  /** `bookingId` on a line: that line's booking, where a posting spans several (a payout's). */
  lines: { account: Account; amountKobo: Kobo; bookingId?: number }[];
  at?: Date;
}

/** Writes one posting; zero lines are left out. Throws (writing nothing) when its lines are not whole kobo or do not sum to zero. */
export async function post(tx: Tx, p: Posting): Promise<string> {
  const lines = p.lines.filter((l) => l.amountKobo !== 0);
  if (lines.length === 0) throw new RangeError(`An empty ${p.kind} posting`);
  for (const l of lines)
    if (!Number.isSafeInteger(l.amountKobo)) throw new RangeError(`${p.kind}: ${l.account} ${l.amountKobo} is not whole kobo`);
  const sum = lines.reduce((s, l) => s + l.amountKobo, 0);
  if (sum !== 0) throw new RangeError(`Unbalanced ${p.kind} posting: its lines sum to ${sum} kobo`);
  const journalId = randomUUID();
  await repo.insertLedgerLines(
    tx,
    lines.map((l) => ({
      journalId,
      kind: p.kind,
      account: l.account,
      amountKobo: l.amountKobo,
      bookingId: l.bookingId ?? p.bookingId,
      paymentId: p.paymentId ?? null,
      refundId: p.refundId ?? null,
      payoutId: p.payoutId ?? null,
      ...(p.at ? { createdAt: p.at } : {}),
    })),
  );
  return journalId;
}

type Quote = Pick<Booking, "totalKobo" | "ownerPayoutKobo" | "ownerCommissionKobo" | "serviceFeeKobo" | "vatKobo" | "depositKobo" | "rentalKobo" | "discountKobo"> & { deliveryFeeKobo?: number };

/** A booking's total paid: the cash against everyone it is owed to. */
export function paymentLines(q: Quote): Posting["lines"] {
  return [
    { account: "provider_cash", amountKobo: q.totalKobo },
    { account: "owner_payable", amountKobo: -q.ownerPayoutKobo },
    { account: "haya_commission", amountKobo: -q.ownerCommissionKobo },
    { account: "haya_service_fee", amountKobo: -q.serviceFeeKobo },
    { account: "vat_payable", amountKobo: -q.vatKobo },
    { account: "deposits_held", amountKobo: -q.depositKobo },
  ];
}

/**
 * What a cancellation's refund takes back from each account. Fees come back whole or not at all (refunds.ts). Of the
 * rental, the owner keeps what is not refunded minus commission at the booking's own rate: the commission on the kept
 * rental is the frozen commission scaled to it (rounded to the nearest kobo, halves up), the owner the rest of it.
 */
export function refundOwedLines(q: Quote, r: Refund): Posting["lines"] {
  // The owner's side by the rule every page shows it by (core/owner-earnings.ts).
  const kept = ownerEarnings(q, { rentalRefundKobo: r.rentalRefundKobo, deliveryRefundKobo: r.deliveryRefundKobo });
  const fees = r.feesRefundKobo > 0;
  return [
    { account: "owner_payable", amountKobo: q.ownerPayoutKobo - kept.netKobo },
    { account: "haya_commission", amountKobo: q.ownerCommissionKobo - kept.commissionKobo },
    { account: "haya_service_fee", amountKobo: fees ? q.serviceFeeKobo : 0 },
    { account: "vat_payable", amountKobo: fees ? q.vatKobo : 0 },
    { account: "deposits_held", amountKobo: r.depositRefundKobo },
    { account: "refunds_payable", amountKobo: -r.refundKobo },
  ];
}

/** A late fee paid through Haya: the cash, all of it owed to the owner. */
export function lateFeeLines(amountKobo: Kobo): Posting["lines"] {
  return [
    { account: "provider_cash", amountKobo },
    { account: "owner_payable", amountKobo: -amountKobo },
  ];
}

/** A completed booking's caution deposit given back whole: out of deposits_held, owed to the renter. */
export function depositRefundLines(depositKobo: Kobo): Posting["lines"] {
  return [
    { account: "deposits_held", amountKobo: depositKobo },
    { account: "refunds_payable", amountKobo: -depositKobo },
  ];
}

/** Cash moving between the provider's balance and what is owed back to renters (sign +1: in, −1: out). */
export function cashLines(amountKobo: Kobo, sign: 1 | -1): Posting["lines"] {
  return [
    { account: "provider_cash", amountKobo: sign * amountKobo },
    { account: "refunds_payable", amountKobo: -sign * amountKobo },
  ];
}

/**
 * A payout's posting, one line pair per booking it carries: `from` is debited and `to` credited by each booking's part
 * (payout_sent: owner_payable → payouts_in_transit; payout_paid: payouts_in_transit → provider_cash; …).
 */
export function payoutLines(parts: { bookingId: number; amountKobo: Kobo }[], from: Account, to: Account): Posting["lines"] {
  return parts.flatMap((p) => [
    { account: from, amountKobo: p.amountKobo, bookingId: p.bookingId },
    { account: to, amountKobo: -p.amountKobo, bookingId: p.bookingId },
  ]);
}
