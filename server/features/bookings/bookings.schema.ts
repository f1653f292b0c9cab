// What a renter sends to book (shared by the booking form and /api/v1/bookings), and the booking the service answers with.
import { ID_MAX } from "../../../core/ids";
import { z } from "zod";
import { isIsoDay, PICKUP_TIMES } from "../../../core/dates";
import type { bookings } from "../../db/schema";
import { m } from "../../../core/paraglide/messages";
import { DELIVERY_LIMITS, DELIVERY_WINDOWS, DELIVERY_WINDOW_IDS, FULFILMENTS } from "../../../core/delivery";
import { findState } from "../../../core/nigeria";

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

const trimmed = (message: () => string, min: number, max: number) => z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });

/** Where a delivery goes (issue 36): the city or area is checked against Haya's places by the service (it prices the distance). */
export const deliveryAddressSchema = z.object({
  state: z.string({ error: () => m.err_delivery_state() }).transform((v, ctx) => {
    const state = findState(v.trim());
    if (state) return state.name;
    ctx.addIssue({ code: "custom", message: m.err_delivery_state() });
    return z.NEVER;
  }),
  city: trimmed(() => m.err_delivery_city(), 2, 60),
  street: trimmed(() => m.err_delivery_street({ max: DELIVERY_LIMITS.streetMax }), 3, DELIVERY_LIMITS.streetMax),
  landmark: z
    .string()
    .trim()
    .max(DELIVERY_LIMITS.landmarkMax, { error: () => m.err_delivery_landmark({ max: DELIVERY_LIMITS.landmarkMax }) })
    .optional()
    .transform((v) => v ?? ""),
});

/**
 * Pick-up or delivery (issue 36), as every booking, quote and cart line takes it: `fulfilment` "pickup" (the default) with
 * a pick-up time, or "delivery" with an address and a window, whose start is the booking's pick-up time.
 */
const fulfilmentFields = {
  fulfilment: z.enum(FULFILMENTS, { error: () => m.err_choose_fulfilment() }).default("pickup"),
  // null as absent: clients send a pick-up's empty delivery fields either way.
  deliveryAddress: deliveryAddressSchema.nullish(),
  deliveryWindow: z.enum(DELIVERY_WINDOW_IDS as [string, ...string[]], { error: () => m.err_delivery_window() }).nullish(),
  pickupTime: z.enum(PICKUP_TIMES, { error: BOOKING_MESSAGES.pickupTime }).optional(),
};

type FulfilmentFields = { fulfilment: "pickup" | "delivery"; deliveryAddress?: z.output<typeof deliveryAddressSchema> | null | undefined; deliveryWindow?: string | null | undefined; pickupTime?: (typeof PICKUP_TIMES)[number] | undefined };

/** Refuses what a fulfilment is missing (the field named), and gives a delivery its window's start as its pick-up time. */
export function checkFulfilment<T extends FulfilmentFields>(b: T, ctx: z.RefinementCtx) {
  if (b.fulfilment === "delivery") {
    if (!b.deliveryAddress) ctx.addIssue({ code: "custom", path: ["deliveryAddress", "street"], message: m.err_delivery_street({ max: DELIVERY_LIMITS.streetMax }) });
    if (!b.deliveryWindow) ctx.addIssue({ code: "custom", path: ["deliveryWindow"], message: m.err_delivery_window() });
  } else if (!b.pickupTime) ctx.addIssue({ code: "custom", path: ["pickupTime"], message: BOOKING_MESSAGES.pickupTime() });
}
export function withPickupTime<T extends FulfilmentFields>(b: T) {
  const delivery = b.fulfilment === "delivery";
  return {
    ...b,
    pickupTime: delivery ? DELIVERY_WINDOWS[b.deliveryWindow as keyof typeof DELIVERY_WINDOWS].from : b.pickupTime!,
    deliveryAddress: delivery ? b.deliveryAddress! : null,
    deliveryWindow: delivery ? (b.deliveryWindow as keyof typeof DELIVERY_WINDOWS) : null,
  };
}

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
    ...fulfilmentFields,
    units: z
      .number({ error: BOOKING_MESSAGES.units })
      .int({ error: BOOKING_MESSAGES.units })
      .min(1, { error: BOOKING_MESSAGES.units }),
  })
  .refine((b) => b.endDate >= b.startDate, {
    path: ["endDate"],
    error: BOOKING_MESSAGES.endBeforeStart,
  })
  .superRefine((b, ctx) => checkFulfilment(b, ctx))
  .transform((b) => withPickupTime(b));
export type BookingInput = z.infer<typeof bookingInputSchema>;
/** What a caller may send: a pick-up needs no `fulfilment`. */
export type BookingRequest = z.input<typeof bookingInputSchema>;

/** A booking row as stored: dates are ISO days, amounts whole kobo. */
export type Booking = typeof bookings.$inferSelect;
