// Coordinates of Nigerian cities and areas (core/places-data.ts): where a listing is, places people name for 'near',
// and great-circle distances for 'N km away'.
import { findState, NIGERIAN_STATES, type NigerianState } from "./nigeria";
import { PLACE_ALIASES, PLACE_COORDINATES, STATE_CAPITALS } from "./places-data";

export interface LatLng {
  lat: number;
  lng: number;
}

/** A city or area of a state, where it is. `state` is the state's name as listings store it ("FCT - Abuja"). */
export interface Place extends LatLng {
  state: string;
  city: string;
}

/** "Ado Ekiti", "ado-ekiti" and "ADO  EKITI" are one name; so are "Jama'are" and "Jamaare". */
const key = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/['’`.]/g, "")
    .replace(/[\s_-]+/g, " ");

function placeOf(state: NigerianState, city: string): Place | undefined {
  const at = PLACE_COORDINATES[state.slug]?.[city];
  return at && { state: state.name, city, lat: at[0], lng: at[1] };
}

/** Every place Haya knows, state by state, in the order of the data (the capital first is not promised). */
export const PLACES: readonly Place[] = NIGERIAN_STATES.flatMap((s) =>
  Object.keys(PLACE_COORDINATES[s.slug] ?? {}).map((city) => placeOf(s, city)!),
);

const byKey = new Map<string, Place[]>();
for (const p of PLACES) byKey.set(key(p.city), [...(byKey.get(key(p.city)) ?? []), p]);
for (const [alias, [slug, city]] of Object.entries(PLACE_ALIASES)) {
  const state = NIGERIAN_STATES.find((s) => s.slug === slug);
  const place = state && placeOf(state, city);
  if (place) byKey.set(key(alias), [...(byKey.get(key(alias)) ?? []), place]);
}

/** The state's capital, where it is. */
export function capitalOf(state: NigerianState): Place {
  return placeOf(state, STATE_CAPITALS[state.slug] ?? "")!;
}

/** The city or area of that state by name (any spelling `key` folds together, or an alias), if Haya knows it. */
export function placeIn(stateName: string, city: string): Place | undefined {
  const state = findState(stateName);
  if (!state) return undefined;
  return byKey.get(key(city))?.find((p) => p.state === state.name);
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
  const city = byKey.get(key(name))?.[0];
  if (city) return city;
  const state = findState(name);
  return state && capitalOf(state);
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
