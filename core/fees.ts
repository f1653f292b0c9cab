// Haya's published fee and policy constants (PRODUCT.md: Money and Bookings), shown on /pricing and /refunds, and how
// the fees a renter is charged are rounded (chargedFees).
export const SERVICE_FEE_PCT = 10;
export const VAT_ON_FEE_PCT = 7.5;
export const OWNER_COMMISSION_PCT = 5;
export const FREE_CANCELLATION_HOURS = 48;
export const LATE_CANCELLATION_REFUND_PCT = 50;
export const OWNER_RESPONSE_HOURS = 24;
export const INSTANT_PAYMENT_WINDOW_HOURS = 1;
export const ACCEPTED_PAYMENT_WINDOW_HOURS = 24;
/** A pick-up is booked at least this long ahead; the owner's answer and the payment are due by the pick-up at the latest. */
export const PICKUP_NOTICE_HOURS = 1;
export const DAMAGE_CLAIM_HOURS = 48;

/** "1 hour", "48 hours": how the policy periods above read in text. */
export function hoursText(hours: number): string {
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

/**
 * The service fee on `rentalKobo` (the rental after any discount) and the VAT on that fee, as charged: each rounded DOWN
 * to whole naira (decision 042), so that what the renter pays — the rental, these two and `otherKobo` (the caution
 * deposit) — is whole naira and never more than the published rates. Where the rental or the deposit has kobo, the fee
 * gives them up to reach the naira below (only a rental under about ₦10 could need the naira above). Exact in integers
 * for any safe amount; the rates may have one decimal (7.5).
 */
export function chargedFees(
  rentalKobo: number,
  otherKobo: number,
  feePct: number = SERVICE_FEE_PCT,
  vatPct: number = VAT_ON_FEE_PCT,
): { serviceFeeKobo: number; vatKobo: number } {
  const [fee10, vat10] = [feePct * 10, vatPct * 10];
  if (!Number.isInteger(fee10) || !Number.isInteger(vat10) || fee10 < 0 || vat10 < 0)
    throw new RangeError(`Fee rates have at most one decimal: ${feePct}%, ${vatPct}%`);
  const before = rentalKobo + otherKobo;
  // ⌊(before + rental × pct) in naira⌋: pct = tenths / 1000, a naira = 100 kobo.
  const naira = (BigInt(before) * 1000n + BigInt(rentalKobo) * BigInt(fee10)) / 100_000n;
  let serviceFeeKobo = Number(naira) * 100 - before;
  if (serviceFeeKobo < 0) serviceFeeKobo += 100;
  const vatKobo = Number((BigInt(serviceFeeKobo) * BigInt(vat10)) / 100_000n) * 100;
  return { serviceFeeKobo, vatKobo };
}
