// Delivery and collection on the owners' forms (issue 36, decision 058) in words, made by the wizard's and the manage
// page's loaders: the pick-up step's labels and the review's line travel as text, so the browser carries no message of them.
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";
import type { DeliveryTerms } from "@core/delivery";

/** The pick-up step's labels and hints: its notes, and delivery. */
export function deliveryWords() {
  return {
    pickupNotes: m.listing_pickup_label(),
    pickupHint: m.listing_pickup_hint(),
    legend: m.listing_delivery(),
    delivers: m.listing_delivers(),
    deliversHint: m.listing_delivers_hint(),
    radius: m.listing_delivery_radius(),
    radiusHint: m.listing_delivery_radius_hint(),
    fee: m.listing_delivery_fee(),
    feeHint: m.listing_delivery_fee_hint(),
    perKm: m.listing_delivery_per_km(),
    perKmHint: m.listing_delivery_per_km_hint(),
    freeWithin: m.listing_delivery_free_within(),
    freeWithinHint: m.listing_delivery_free_within_hint(),
  };
}
export type DeliveryWords = ReturnType<typeof deliveryWords>;

/** "Delivers within 20 km: ₦5,000 plus ₦200 per km, free within 5 km", or "Pick-up only": the review's and the item page's line. */
export function deliveryTermsText(d: DeliveryTerms | null): string {
  if (!d) return m.listing_pickup_only();
  const fee = d.perKmKobo > 0 ? m.listing_delivery_fee_per_km({ fee: formatNaira(d.feeKobo), perKm: formatNaira(d.perKmKobo) }) : m.listing_delivery_fee_flat({ fee: formatNaira(d.feeKobo) });
  const free = d.freeWithinKm > 0 ? `, ${m.listing_delivery_free_near({ km: d.freeWithinKm })}` : "";
  return m.listing_delivery_line({ radius: d.radiusKm, fee: fee + free });
}
