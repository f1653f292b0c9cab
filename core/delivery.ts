// Delivery and collection (issue 36, decision 058): an owner may bring the item to the renter and fetch it back, within a
// radius of the item's place, for one fee that covers both legs. Pure rules: what the fee is at a distance, and the
// windows a delivery may be asked for. Where an address is (its city or area's centre) is the server's (core/places).

/** What an owner offers, per listing; null on the listing when they do not deliver. */
export interface DeliveryTerms {
  /** Delivers to addresses at most this far from the item's place, straight-line km. */
  radiusKm: number;
  /** The flat fee for both legs, kobo. */
  feeKobo: number;
  /** Added per km of the straight-line distance (rounded up to whole km), kobo; 0 for a flat fee. */
  perKmKobo: number;
  /** Free for addresses at most this far (0: never free). */
  freeWithinKm: number;
}

export const DELIVERY_LIMITS = {
  radiusKmMax: 300,
  feeMaxKobo: 1_000_000_00,
  perKmMaxKobo: 100_000_00,
  streetMax: 160,
  landmarkMax: 120,
} as const;

/** How renters receive the item. */
export const FULFILMENTS = ["pickup", "delivery"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/**
 * The windows a delivery may be asked for, Lagos time. A delivery's pick-up time (when the rental starts, for the
 * reminders and deadlines every booking has) is its window's start.
 */
export const DELIVERY_WINDOWS = {
  morning: { from: "8:00 AM", text: "8 AM – 12 PM" },
  afternoon: { from: "Noon", text: "12 PM – 4 PM" },
  evening: { from: "4:00 PM", text: "4 PM – 8 PM" },
} as const;
export type DeliveryWindow = keyof typeof DELIVERY_WINDOWS;
export const DELIVERY_WINDOW_IDS = Object.keys(DELIVERY_WINDOWS) as DeliveryWindow[];

/** A delivery address as the renter gives it: state by name, a city or area Haya knows, the street, a landmark. */
export interface DeliveryAddress {
  state: string;
  city: string;
  street: string;
  landmark: string;
}

/** The distance a fee is charged on: straight-line km rounded up to whole km (0 in the item's own town centre). */
export function chargedKm(km: number): number {
  return Math.max(0, Math.ceil(km - 1e-9));
}

/**
 * The delivery fee for an address `km` away (straight line), for the whole booking (both legs, whatever the units):
 * null when it is beyond the radius; 0 within the free distance; else the flat fee plus the per-km fee.
 */
export function deliveryFeeKobo(terms: DeliveryTerms, km: number): number | null {
  const d = chargedKm(km);
  if (d > terms.radiusKm) return null;
  if (terms.freeWithinKm > 0 && d <= terms.freeWithinKm) return 0;
  return terms.feeKobo + terms.perKmKobo * d;
}

/** Whether `terms` reach an address `km` away. */
export function deliversWithin(terms: DeliveryTerms | null | undefined, km: number): boolean {
  return !!terms && chargedKm(km) <= terms.radiusKm;
}

/** "12 Herbert Macaulay Way, Yaba, Lagos (near the college gate)": `near`, the landmark already worded, if any. */
export function addressText(a: DeliveryAddress, near?: string): string {
  return [a.street, a.city, a.state].join(", ") + (a.landmark && near ? ` (${near})` : "");
}

/** A window's hours ("8 AM – 12 PM"); "" for none (a pick-up). */
export const windowText = (w: string | null): string => DELIVERY_WINDOWS[w as DeliveryWindow]?.text ?? "";
