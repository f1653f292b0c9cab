// What a renter sends to book (shared by the booking form and /api/v1/bookings), and the booking the service answers with.
import { z } from "zod";
import { isIsoDay, PICKUP_TIMES } from "../../../core/dates";
import type { bookings } from "../../db/schema";

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is refused). */
export const isoDay = (message: string) => z.string({ error: message }).refine(isIsoDay, message);

export const BOOKING_MESSAGES = {
  startDate: "Choose a start date",
  endDate: "Choose an end date",
  endBeforeStart: "The end date cannot be before the start date",
  pickupTime: "Choose a pick-up time",
  units: "Choose how many you need",
} as const;

/** A booking request; the renter comes from the session, never from the body. */
export const bookingInputSchema = z
  .object({
    listingId: z
      .number({ error: "Listing not found" })
      .int("Listing not found")
      .positive("Listing not found"),
    startDate: isoDay(BOOKING_MESSAGES.startDate),
    endDate: isoDay(BOOKING_MESSAGES.endDate),
    pickupTime: z.enum(PICKUP_TIMES, { error: BOOKING_MESSAGES.pickupTime }),
    units: z
      .number({ error: BOOKING_MESSAGES.units })
      .int(BOOKING_MESSAGES.units)
      .min(1, BOOKING_MESSAGES.units),
  })
  .refine((b) => b.endDate >= b.startDate, {
    path: ["endDate"],
    message: BOOKING_MESSAGES.endBeforeStart,
  });
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** A booking row as stored: dates are ISO days, amounts whole kobo. */
export type Booking = typeof bookings.$inferSelect;
