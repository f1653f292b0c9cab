// Haya's published fee and policy constants (PRODUCT.md: Money and Bookings), shown on /pricing and /refunds.
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
