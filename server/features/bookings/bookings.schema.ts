// What a renter sends to book (shared by the booking form and /api/v1/bookings), and the booking the service answers with.
import { ID_MAX } from "../../../core/ids";
import { z } from "zod";
import { isIsoDay, PICKUP_TIMES } from "../../../core/dates";
import type { bookings } from "../../db/schema";
import { m } from "../../../core/paraglide/messages";

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is refused), else `message` (read as the input is parsed). */
export const isoDay = (message: () => string) => z.string({ error: message }).refine(isIsoDay, { error: message });

/** What a booking's fields say when they are missing or wrong, in the request's language (the cart's lines say the same). */
export const BOOKING_MESSAGES = {
  startDate: () => m.err_choose_start_date(),
  endDate: () => m.err_choose_end_date(),
  endBeforeStart: () => m.err_end_before_start(),
  pickupTime: () => m.err_choose_pickup_time(),
  units: () => m.err_choose_units(),
} as const;

/** A booking request; the renter comes from the session, never from the body. */
export const bookingInputSchema = z
  .object({
    listingId: z
      .number({ error: () => m.err_listing_not_found() })
      .int({ error: () => m.err_listing_not_found() })
      .positive({ error: () => m.err_listing_not_found() })
      .max(ID_MAX, { error: () => m.err_listing_not_found() }),
    startDate: isoDay(BOOKING_MESSAGES.startDate),
    endDate: isoDay(BOOKING_MESSAGES.endDate),
    pickupTime: z.enum(PICKUP_TIMES, { error: BOOKING_MESSAGES.pickupTime }),
    units: z
      .number({ error: BOOKING_MESSAGES.units })
      .int({ error: BOOKING_MESSAGES.units })
      .min(1, { error: BOOKING_MESSAGES.units }),
  })
  .refine((b) => b.endDate >= b.startDate, {
    path: ["endDate"],
    error: BOOKING_MESSAGES.endBeforeStart,
  });
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** A booking row as stored: dates are ISO days, amounts whole kobo. */
export type Booking = typeof bookings.$inferSelect;
