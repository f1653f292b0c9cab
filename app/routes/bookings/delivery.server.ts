// A delivered booking on its page (issue 36, decision 058), worded by the loader: when and where the owner brings it,
// the receipt's delivery line and the owner's share of it. The address is the renter's always, the owner's once the
// booking is paid (booking-views.ts masks it before); a pick-up has none of this.
import { addressText, windowText } from "@core/delivery";
import { m } from "@core/paraglide/messages";
import type { Booking } from "../../../server/features/bookings/bookings.schema";

export interface DeliveryWords {
  /** The details' rows that take the pick-up time's place. */
  rows: [string, string][];
  /** The receipt's line label ("Delivery and collection (12 km)"). */
  quoteLine: string;
  /** The owner's payout line label. */
  payoutLine: string;
}

/** `place`: the item's city, which a masked address's distance is measured from. */
export function deliveryWords(b: Pick<Booking, "fulfilment" | "deliveryAddress" | "deliveryWindow" | "deliveryKm">, place: { city: string }): DeliveryWords | null {
  if (b.fulfilment !== "delivery") return null;
  const a = b.deliveryAddress;
  const window = windowText(b.deliveryWindow);
  const to = a
    ? addressText(a, m.bookings_delivery_landmark({ landmark: a.landmark }))
    : m.bookings_delivery_address_later({ city: place.city, km: b.deliveryKm ?? 0 });
  return {
    rows: [
      [m.bookings_detail_delivery(), window],
      [m.bookings_detail_deliver_to(), to],
    ],
    quoteLine: m.bookings_quote_delivery({ km: b.deliveryKm ?? 0 }),
    payoutLine: m.bookings_earn_delivery(),
  };
}
