// The moves people make on a booking from a page (the booking page; My Rentals → Requests): one plain form post each,
// told apart by `intent`, made through the bookings service as the booking's renter or owner.
import { data } from "react-router";
import { atLagosWallTime } from "@core/dates";
import type { BookingAction } from "../../server/features/bookings/booking-views";
import type { Services } from "../../server/services";

const INTENTS: readonly string[] = ["pay", "accept", "decline", "cancel", "pickUp", "return"] satisfies BookingAction[];

export function isBookingIntent(v: string | undefined): v is BookingAction {
  return INTENTS.includes(v ?? "");
}

/** A booking id from the URL or a form: a positive whole number, else the 404 page (as for an id nobody has). */
export function bookingIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,15}$/.test(raw) || id <= 0) throw data(null, { status: 404 });
  return id;
}

export interface MoveBy {
  userId: string;
}

/**
 * Makes `intent` on booking `id` as `by.userId`. Answers the address to go to when it is a page elsewhere (the payment
 * provider's checkout), else undefined. Throws the service's errors: NotFoundError when the booking is not theirs,
 * ConflictError with the state machine's reason. A cancellation posts the refund the person was shown (`refund`, in
 * kobo): when the refund has changed since (the 48 hours ran out), nothing is cancelled and they are told the new one.
 */
export async function moveBooking(services: Services, by: MoveBy, id: number, intent: BookingAction, values: Record<string, string>): Promise<string | undefined> {
  const { bookings } = services;
  switch (intent) {
    case "pay":
      return (await services.payments.startCheckout({ bookingId: id, renterId: by.userId })).url;
    case "accept":
    case "decline":
    case "pickUp": {
      const move = { accept: bookings.accept, decline: bookings.decline, pickUp: bookings.markPickedUp }[intent];
      await move(id, by.userId);
      return;
    }
    case "return": {
      // The booking page sends the hour it came back (its owner's 'came back at', Lagos time); My Rentals, none: now.
      // Anything but a Lagos date and time is no moment at all, which the service refuses naming the field.
      const returnedAt = values.returnedAt ? atLagosWallTime(values.returnedAt) : undefined;
      await bookings.markReturned(id, by.userId, returnedAt ? { returnedAt } : {});
      return;
    }
    case "cancel": {
      // The refund the page showed is checked by the service with the booking locked, as the cancellation is made.
      const shown = values.refund === undefined || values.refund === "" ? undefined : Number(values.refund);
      await bookings.cancel(id, { actor: "party", userId: by.userId }, { expectRefundKobo: shown });
      return;
    }
  }
}
