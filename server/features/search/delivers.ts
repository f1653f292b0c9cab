// 'Delivers to you' in search (issue 36, decision 058): listings whose owner delivers to the searched place (within their
// radius, straight line from the item's city or area), as a filter (`delivers=1`); the cards' mark is distance.ts's
// withPlaceFacts.
import { sql, type SQL } from "drizzle-orm";
import { listingCoordinates, type LatLng } from "../../../core/places";

/** Great-circle km from the listing's place to `to`, in SQL (the haversine of core/places.ts distanceKm). */
const kmTo = (to: LatLng) => sql`(2 * 6371.0088 * asin(least(1, sqrt(
  power(sin(radians(l.latitude - ${to.lat}::float8) / 2), 2)
  + cos(radians(${to.lat}::float8)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${to.lng}::float8) / 2), 2)))))`;

/** Listings that deliver to `to` (their radius reaches it); with no place, every listing that delivers. */
export function deliversWhere(to: LatLng | undefined): SQL {
  if (!to) return sql`l.delivery is not null`;
  // ceil(km) ≤ radius, as core/delivery.ts charges: for a whole radius the same as km ≤ radius.
  return sql`(l.delivery is not null and l.latitude is not null and ${kmTo(to)} <= (l.delivery->>'radiusKm')::float8)`;
}

/** The searched place a delivery would go to: 'near', else the state and city filters (the capital for a state alone). */
export function searchedPlace(f: { near?: LatLng | undefined; state?: string | undefined; city?: string | undefined }): LatLng | undefined {
  if (f.near) return f.near;
  return f.state ? listingCoordinates(f.state, f.city ?? "") : undefined;
}
