// What the cart holds and shows: a line is asked for exactly as a booking is (bookings.schema.ts bookingInputSchema), and
// shown with its quote as priced now and whatever would stop it being booked as it is.
import { z } from "zod";
import { PICKUP_TIMES } from "../../../core/dates";
import { BOOKING_MESSAGES, deliveryAddressSchema, isoDay } from "../bookings/bookings.schema";
import type { ListingCard } from "../catalogue/catalogue.schema";
import type { Quote } from "../../../core/quote";
import { DELIVERY_WINDOW_IDS, FULFILMENTS, type DeliveryAddress, type DeliveryWindow, type Fulfilment } from "../../../core/delivery";

const lineDates = {
  startDate: isoDay(BOOKING_MESSAGES.startDate),
  endDate: isoDay(BOOKING_MESSAGES.endDate),
  pickupTime: z.enum(PICKUP_TIMES, { error: BOOKING_MESSAGES.pickupTime }),
};

/**
 * A line's new dates, time and units (its listing stays): the booking's own fields and messages. Its fulfilment stays
 * unless given (a delivery line needs no pick-up time: its window's start is one).
 */
export const lineChangeSchema = z.object({
  ...lineDates,
  pickupTime: lineDates.pickupTime.optional(),
  units: z.number({ error: BOOKING_MESSAGES.units }).int({ error: BOOKING_MESSAGES.units }).min(1, { error: BOOKING_MESSAGES.units }),
  fulfilment: z.enum(FULFILMENTS).optional(),
  deliveryAddress: deliveryAddressSchema.optional(),
  deliveryWindow: z.enum(DELIVERY_WINDOW_IDS as [DeliveryWindow, ...DeliveryWindow[]]).optional(),
});

/** 'Apply these dates to all': the dates and pick-up time every line moves to (a delivery keeps its window). */
export const cartDatesSchema = z.object(lineDates);

/** Why a line cannot be booked as it is, shown beside it before checkout (never silently changed). */
export type LineProblemKind = "gone" | "paused" | "dates" | "price" | "own" | "verified_id";

export interface CartLine {
  id: number;
  listingId: number;
  title: string;
  ownerName: string;
  bookingMode: "instant" | "request";
  photo: ListingCard["photo"];
  startDate: string;
  endDate: string;
  pickupTime: string;
  fulfilment: Fulfilment;
  deliveryAddress: DeliveryAddress | null;
  deliveryWindow: DeliveryWindow | null;
  units: number;
  /** The total when the line was added (or last changed by its renter). */
  addedTotalKobo: number;
  /** Priced as the listing is now: what checkout would charge; null when the listing is gone or the line cannot be priced. */
  quote: (Quote & { deliveryKm: number | null }) | null;
  problems: { kind: LineProblemKind; message: string }[];
}

export interface Cart {
  lines: CartLine[];
  /** The lines' quotes added up, as checkout would charge them (lines without a quote count nothing). */
  totals: { rentalKobo: number; discountKobo: number; serviceFeeKobo: number; vatKobo: number; depositKobo: number; deliveryFeeKobo: number; totalKobo: number };
  /** Every line can be booked as it is: checkout would hold them all. */
  ready: boolean;
}
