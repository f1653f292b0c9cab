// What a renter sends to extend a rental in progress (shared by the booking page's form and the API), and its quote.
import { z } from "zod";
import { isIsoDay } from "../../../core/dates";
import type { DayPrice } from "../../../core/day-prices";

export const EXTENSION_MESSAGES = {
  endDate: "Choose the new end date",
} as const;

export const extensionInputSchema = z.object({
  endDate: z.string({ error: EXTENSION_MESSAGES.endDate }).refine(isIsoDay, EXTENSION_MESSAGES.endDate),
});
export type ExtensionInput = z.infer<typeof extensionInputSchema>;

/**
 * The price of the extra days, frozen when asked: days × units × the booking's own price per day (no long-rental
 * discount: the extra days are priced on their own, and a discount they did not earn is not taken off), with the
 * service fee, VAT on the fee and the owner's commission as for a booking, and no caution deposit (the booking's covers it).
 */
export interface ExtensionQuote {
  fromEndDate: string;
  toEndDate: string;
  days: number;
  units: number;
  pricePerDayKobo: number;
  /** Each extra day with its price per unit, when any costs other than `pricePerDayKobo` (issue 36); else null. */
  dayPrices: DayPrice[] | null;
  rentalKobo: number;
  serviceFeeKobo: number;
  vatKobo: number;
  totalKobo: number;
  ownerCommissionKobo: number;
  ownerPayoutKobo: number;
}
