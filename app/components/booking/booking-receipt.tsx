// What the owner earns from a booking, beside the renter's receipt (QuoteLines) and on each Earnings card: the rental,
// less what a cancellation gave back and Haya's commission on the rest, plus a deposit claim and a late fee paid through
// Haya, down to the payout.
// The figures are the ledger's rule (core/owner-earnings.ts), computed on the server; they are only formatted here.
import type { OwnerEarnings } from "@core/owner-earnings";
import { AmountLines } from "~/components/booking/quote-lines";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

/**
 * `total`: what the last line is called ("Your payout" on the booking page, "Net" on Earnings); `delivery`, the delivery
 * fee's line label, worded by the page's loader (shown when the owner keeps a delivery fee).
 */
export function OwnerPayout({ figures: f, total = m.bookings_card_your_payout(), delivery, className }: { figures: OwnerEarnings; total?: string; delivery?: string | undefined; className?: string }) {
  const lines: [string, string][] = [[m.bookings_earn_rental(), formatNaira(f.rentalKobo)]];
  // Every line is shown with its sign, so that the column adds up to the total as it reads.
  if (f.refundKobo > 0) lines.push([m.bookings_earn_refund(), `−${formatNaira(f.refundKobo)}`]);
  lines.push([m.bookings_earn_commission(), `−${formatNaira(f.commissionKobo)}`]);
  if (f.deliveryKobo > 0 && delivery) lines.push([delivery, `+${formatNaira(f.deliveryKobo)}`]);
  if (f.claimKobo > 0) lines.push([m.bookings_earn_claim(), `+${formatNaira(f.claimKobo)}`]);
  if (f.lateFeeKobo > 0) lines.push([m.bookings_earn_late_fee(), `+${formatNaira(f.lateFeeKobo)}`]);
  return <AmountLines lines={lines} total={[total, formatNaira(f.netKobo)]} className={className} />;
}
