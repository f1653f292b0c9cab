// Delivery on the item page (issue 36, decision 058), worked out and worded on the server: the owner's terms in words,
// whether the item reaches the renter's place, and the booking form's labels, states and windows. The browser carries
// no delivery rule and none of these messages; a listing that does not deliver sends nothing.
import { chargedKm, DELIVERY_WINDOWS, DELIVERY_WINDOW_IDS, deliversWithin, type DeliveryTerms } from "@core/delivery";
import { NIGERIAN_STATES } from "@core/nigeria";
import { distanceKm, placeIn, type LatLng } from "@core/places";
import { m } from "@core/paraglide/messages";
import { deliveryTermsText } from "~/components/listing-form/delivery-words.server";

/** The place a renter is at, as far as the page knows it: the delivery address they chose, or their search's place. */
export interface RenterPlace {
  state: string;
  city: string;
}

export interface DeliveryPanel {
  /** "Delivers within 20 km: ₦5,000 for both trips". */
  terms: string;
  /** "Delivers to you" when the renter's place is within the radius; null when the page does not know it or it is not. */
  toYou: string | null;
  /** `fee` is the quote's delivery line with "#" for its km. */
  labels: { legend: string; pickup: string; delivery: string; state: string; city: string; street: string; landmark: string; window: string; hint: string; privacy: string; fee: string };
  states: string[];
  windows: [id: string, text: string][];
}

/** Whether `terms` from the item's place reach `place` (a state and a city or area Haya knows). */
export function reaches(terms: DeliveryTerms, from: LatLng, place: RenterPlace): boolean {
  const to = placeIn(place.state, place.city);
  return !!to && deliversWithin(terms, chargedKm(distanceKm(from, to)));
}

/** The panel's words for a listing that delivers; null for one that does not (or has no place yet). */
export function deliveryPanel(l: { delivery: DeliveryTerms | null; city: string; state: string; latitude: number | null; longitude: number | null }, place: RenterPlace | null): DeliveryPanel | null {
  if (!l.delivery || l.latitude === null || l.longitude === null) return null;
  const toYou = place && reaches(l.delivery, { lat: l.latitude, lng: l.longitude }, place) ? m.item_delivers_to_you() : null;
  return {
    terms: deliveryTermsText(l.delivery),
    toYou,
    labels: {
      legend: m.item_fulfilment(),
      pickup: m.item_fulfilment_pickup(),
      delivery: m.item_fulfilment_delivery(),
      state: m.item_delivery_state(),
      city: m.item_delivery_city(),
      street: m.item_delivery_street(),
      landmark: m.item_delivery_landmark(),
      window: m.item_delivery_window(),
      hint: m.item_delivery_hint({ place: `${l.city}, ${l.state}` }),
      privacy: m.item_delivery_private(),
      fee: m.bookings_quote_delivery({ km: "#" }),
    },
    states: NIGERIAN_STATES.map((s) => s.name),
    windows: DELIVERY_WINDOW_IDS.map((id) => [id, DELIVERY_WINDOWS[id].text]),
  };
}
