// Shapes of the demo catalogue data that the seed turns into categories, subcategories and listings.
export interface ItemTemplate {
  title: string;
  description: string;
  /** Minimum and maximum price per day in naira. */
  priceNaira: [number, number];
  features: string[];
  included: string[];
  bookingMode: "instant" | "request";
  units?: [number, number];
  minDays?: number;
  maxDays?: number;
  /** Days a unit needs between two rentals (0 unless set). */
  turnaroundDays?: number;
  /** Late fee per day in naira (at most twice the price); the daily price unless set. */
  lateFeeNaira?: number;
  /** A weekend price: the daily price × `times` on `days` (ISO weekdays). */
  weekendPrice?: { days: number[]; times: number };
  /** Custom prices for the next such dates (MM-DD, both included): the daily price × `times`. */
  seasonPrices?: { from: string; to: string; times: number }[];
  cautionNaira?: number;
  /** Delivery and collection (issue 36): within `radiusKm`, for a flat fee plus a fee per km, free within `freeWithinKm`. */
  delivery?: { radiusKm: number; feeNaira: number; perKmNaira?: number; freeWithinKm?: number };
}

export interface SubcategorySeed {
  name: string;
  /** lucide icon name */
  icon: string;
  items: ItemTemplate[];
}

export interface CategorySeed {
  name: string;
  title: string;
  description: string;
  icon: string;
  palette: [string, string];
  subcategories: SubcategorySeed[];
}
