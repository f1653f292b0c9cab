// Coordinates of Nigerian cities and areas (core/places-data.ts): where a listing is, places people name for 'near',
// and great-circle distances for 'N km away'. Their names, which the browser's 'Near' needs without the coordinates,
// are core/place-names.ts's.
import type { NigerianState } from "./nigeria";
import { findState } from "./nigeria";
import { capitalNameOf, findPlaceName, PLACE_LIST, placeNameIn, type PlaceName } from "./place-names";
import { PLACE_COORDINATES } from "./places-data";

export interface LatLng {
  lat: number;
  lng: number;
}

/** A city or area of a state, where it is. `state` is the state's name as listings store it ("FCT - Abuja"). */
export interface Place extends LatLng, PlaceName {}

const slugOf = new Map(PLACE_LIST.map((p) => [p.state, findState(p.state)?.slug ?? ""]));

/** `p` with where it is (every name of place-names.ts has its coordinates: places.test.ts). */
function at(p: PlaceName): Place {
  const [lat, lng] = PLACE_COORDINATES[slugOf.get(p.state) ?? ""]?.[p.city] ?? [Number.NaN, Number.NaN];
  return { ...p, lat, lng };
}

/** Every place Haya knows, state by state, in the order of the data (the capital first is not promised). */
export const PLACES: readonly Place[] = PLACE_LIST.map(at);

/** The state's capital, where it is. */
export function capitalOf(state: NigerianState): Place {
  return at(capitalNameOf(state.slug));
}

/** The city or area of that state by name (any spelling, or an alias), if Haya knows it. */
export function placeIn(stateName: string, city: string): Place | undefined {
  const found = placeNameIn(stateName, city);
  return found && at(found);
}

/**
 * Where a listing in this state and city is: the city's (or area's) centre, or the state capital's when the city is
 * one Haya does not know. Undefined when the state is not a Nigerian state (a draft without a place yet).
 */
export function listingCoordinates(stateName: string, city: string): LatLng | undefined {
  const state = findState(stateName);
  if (!state) return undefined;
  const place = placeIn(state.name, city) ?? capitalOf(state);
  return { lat: place.lat, lng: place.lng };
}

/**
 * A place someone names: a city or area ("Ibadan", "Lekki", "PH"), else a state ("Lagos" → its capital, Ikeja).
 * A city comes before a state of the same name ("Oyo" is the town), and a name two states share goes to the first.
 */
export function findPlace(name: string): Place | undefined {
  const found = findPlaceName(name);
  return found && at(found);
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "Under 1 km away", "12 km away", "1,050 km away": what a card says of a rounded distance. */
export function distanceLabel(km: number): string {
  return km < 1 ? "Under 1 km away" : `${km.toLocaleString("en-NG")} km away`;
}
