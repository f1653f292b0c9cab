// The itemised price of a booking in integer kobo (PRODUCT.md: Money; /pricing): pure arithmetic shared by the booking service.
//
// Rounding: the discount and the commission are rounded to the nearest kobo, halves up (money.ts `percentOf`); the
// service fee and its VAT are rounded down to whole naira, the fee giving up any kobo of the rental and deposit, so the
// total is whole naira (fees.ts `chargedFees`, decision 042). Each line is rounded once, on its own, before it is
// added: the lines shown to the renter always sum to the total, and what is charged is what the ledger records.
//
// Choices made where PRODUCT.md and /pricing leave room:
// - "The rental" that the service fee, the commission and the late-cancellation refund are taken from is the rental
//   AFTER the long-rental discount (/pricing: the discount "is taken off the rental"); fees never charge on money the
//   renter does not pay and the owner does not earn.
// - Discounts do not stack: the monthly % applies from 30 days, else the weekly % from 7 days. A listing whose monthly
//   discount is smaller than its weekly one gives the monthly % from day 30, as the owner set it.
// - The discount is rounded half up, so a half kobo goes to the renter; the fee and VAT then round on the discounted rental.
//
// Limits: exact for every quote whose total is a safe integer (Number.MAX_SAFE_INTEGER kobo, about ₦90 trillion); beyond
// that quoteBooking throws a RangeError rather than return an inexact amount. The largest booking a listing allows
// (₦10,000,000/day × 10,000 units × 180 days = 1.8e15 kobo of rental) totals about 2.0e15 kobo, well inside.
import { OWNER_COMMISSION_PCT, SERVICE_FEE_PCT, VAT_ON_FEE_PCT, chargedFees } from "./fees";
import { isoDayUtcMs } from "./dates";
import { percentOf } from "./money";
import { dayPricesBetween, hasDayPrices, type DayPrice, type DayPriceRange } from "./day-prices";

export interface QuoteInput {
  startDate: string;
  endDate: string;
  units: number;
  pricePerDayKobo: number;
  weeklyDiscountPct: number;
  monthlyDiscountPct: number;
  cautionDepositKobo: number;
  /** Prices by day (core/day-prices.ts): a weekend price on `weekendDays`, custom prices for date ranges. */
  weekendPriceKobo?: number | null | undefined;
  weekendDays?: readonly number[] | undefined;
  dayPrices?: readonly DayPriceRange[] | undefined;
  /** Delivery and collection (core/delivery.ts): added to the total and, whole, to the owner's payout; no fee, VAT or commission on it. */
  deliveryFeeKobo?: number | undefined;
}

export interface Quote {
  days: number;
  units: number;
  /** The listing's daily price; the days priced otherwise are in `dayPrices`. */
  pricePerDayKobo: number;
  /** Each day with its price per unit, when any day is priced other than `pricePerDayKobo`; null when none is. */
  dayPrices: DayPrice[] | null;
  rentalKobo: number;
  discountPct: number;
  discountKobo: number;
  serviceFeeKobo: number;
  vatKobo: number;
  depositKobo: number;
  /** Delivery and collection, both legs (0 for a pick-up). */
  deliveryFeeKobo: number;
  totalKobo: number;
  ownerCommissionKobo: number;
  ownerPayoutKobo: number;
}

export interface FeeRates {
  serviceFeePct: number;
  vatPct: number;
  commissionPct: number;
}

export const PUBLISHED_FEES: FeeRates = {
  serviceFeePct: SERVICE_FEE_PCT,
  vatPct: VAT_ON_FEE_PCT,
  commissionPct: OWNER_COMMISSION_PCT,
};

/** Days from which the weekly and the monthly discounts apply (/pricing: "long bookings"). Not in core/fees.ts. */
export const WEEKLY_DISCOUNT_DAYS = 7;
export const MONTHLY_DISCOUNT_DAYS = 30;

const DAY_MS = 86_400_000;
/** Calendar days from start to end, both counted (start = end is 1 day). Dates are Africa/Lagos calendar dates. */
export function rentalDays(startDate: string, endDate: string): number {
  const start = isoDayUtcMs(startDate);
  const end = isoDayUtcMs(endDate);
  if (end < start)
    throw new RangeError(`The end date ${endDate} is before the start date ${startDate}`);
  return (end - start) / DAY_MS + 1;
}

function wholeAtLeast(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${name} must be a whole number ≥ ${min}, not ${value}`);
}

/** The long-rental discount for a booking of `days` days: monthly from 30 days, weekly from 7, else none. */
export function discountPctFor(
  days: number,
  weeklyDiscountPct: number,
  monthlyDiscountPct: number,
): number {
  if (days >= MONTHLY_DISCOUNT_DAYS) return monthlyDiscountPct;
  if (days >= WEEKLY_DISCOUNT_DAYS) return weeklyDiscountPct;
  return 0;
}

/** The itemised quote: what the renter pays (total, whole naira) and what the owner receives (payout), every line in whole kobo. */
export function quoteBooking(input: QuoteInput, fees: FeeRates = PUBLISHED_FEES): Quote {
  const days = rentalDays(input.startDate, input.endDate);
  wholeAtLeast("units", input.units, 1);
  wholeAtLeast("pricePerDayKobo", input.pricePerDayKobo, 0);
  wholeAtLeast("cautionDepositKobo", input.cautionDepositKobo, 0);
  const deliveryFeeKobo = input.deliveryFeeKobo ?? 0;
  wholeAtLeast("deliveryFeeKobo", deliveryFeeKobo, 0);
  // Whole naira (listing terms are), so that the total stays whole naira with the fee added after the fees' rounding.
  if (deliveryFeeKobo % 100 !== 0) throw new RangeError(`deliveryFeeKobo must be whole naira, not ${deliveryFeeKobo} kobo`);
  for (const [name, pct] of [["weeklyDiscountPct", input.weeklyDiscountPct], ["monthlyDiscountPct", input.monthlyDiscountPct]] as const)
    if (!(pct >= 0 && pct <= 100)) throw new RangeError(`${name} must be from 0 to 100, not ${pct}`);

  // Summed day by day (each day's price × units); the long-rental discount then applies to the sum.
  const dayPrices = hasDayPrices(input) ? dayPricesBetween(input.startDate, input.endDate, input) : null;
  for (const d of dayPrices ?? []) wholeAtLeast(`the price of ${d.date}`, d.pricePerDayKobo, 0);
  const rentalKobo = input.units * (dayPrices ? dayPrices.reduce((sum, d) => sum + d.pricePerDayKobo, 0) : days * input.pricePerDayKobo);
  const depositKobo = input.cautionDepositKobo * input.units;
  if (!Number.isSafeInteger(rentalKobo) || !Number.isSafeInteger(depositKobo)) {
    throw new RangeError("This booking is too large to price exactly");
  }

  const discountPct = discountPctFor(days, input.weeklyDiscountPct, input.monthlyDiscountPct);
  const discountKobo = percentOf(rentalKobo, discountPct);
  const discounted = rentalKobo - discountKobo;
  const { serviceFeeKobo, vatKobo } = chargedFees(discounted, depositKobo, fees.serviceFeePct, fees.vatPct);
  const totalKobo = discounted + serviceFeeKobo + vatKobo + depositKobo + deliveryFeeKobo;
  if (!Number.isSafeInteger(totalKobo))
    throw new RangeError("This booking is too large to price exactly");
  const ownerCommissionKobo = percentOf(discounted, fees.commissionPct);

  return {
    days,
    units: input.units,
    pricePerDayKobo: input.pricePerDayKobo,
    // Only the days that differ make a list worth sending: a quote whose days all cost the daily price has none.
    dayPrices: dayPrices && dayPrices.some((d) => d.pricePerDayKobo !== input.pricePerDayKobo) ? dayPrices : null,
    rentalKobo,
    discountPct,
    discountKobo,
    serviceFeeKobo,
    vatKobo,
    depositKobo,
    deliveryFeeKobo,
    totalKobo,
    ownerCommissionKobo,
    ownerPayoutKobo: discounted - ownerCommissionKobo + deliveryFeeKobo,
  };
}
