// Listing limits, steps, statuses and messages: plain values without zod, so the owners' pages can use them in the browser
// (the rules in listings.schema.ts are built from them and stay on the server).
import { m } from "./paraglide/messages";
import { locales } from "./paraglide/runtime";

export const LISTING_LIMITS = {
  titleMin: 5,
  titleMax: 80,
  descriptionMin: 20,
  descriptionMax: 2000,
  /** ₦100 to ₦10,000,000 a day: a plastic chair to an event centre in Victoria Island. */
  priceMinKobo: 100_00,
  priceMaxKobo: 10_000_000_00,
  depositMaxKobo: 20_000_000_00,
  discountMaxPct: 90,
  unitsMax: 10_000,
  daysMax: 365,
  /** Days a unit may need between two rentals (issue 36). */
  turnaroundDaysMax: 7,
  /**
   * Custom-price date ranges on a listing (issue 36, prices by day). At most 34: the item calendar names each day's price
   * by one base-36 letter among the distinct prices (these, the weekend and the daily price: app/routes/item/day-prices.server.ts).
   */
  dayPriceRangesMax: 24,
  listItemsMax: 20,
  listItemMax: 80,
  pickupNotesMax: 500,
  cityMax: 60,
  photosMax: 12,
  photoMaxBytes: 15 * 1024 * 1024,
} as const;
const L = LISTING_LIMITS;

/**
 * What the file picker offers. HEIC is left out on purpose: iPhones then hand the page a JPEG copy of the photo, and the
 * image library here cannot decode HEIC (HEVC) itself; a HEIC file that arrives anyway gets HEIC_MESSAGE.
 */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** One page post without JavaScript (several photos at once); with JavaScript each photo travels on its own. */
export const PAGE_PHOTOS_MAX_BYTES = 60 * 1024 * 1024;
/** Whether `message` is PHOTOS_FULL_MESSAGE in any of Haya's languages (a page compares what the server answered with it). */
export const isPhotosFull = (message: string) => locales.some((locale) => message === m.err_listing_photos_full({ max: L.photosMax }, { locale }));

/** Bookings open this many days ahead: the last day a booking may end is today + 180 (the item page's calendar too). */
export const BOOKING_WINDOW_DAYS = 180;

/** How far ahead an owner can block days (further than bookings open, for plans made early). */
export const BLOCKABLE_DAYS = 365;

/** The steps of /list-item, in order. `optional` steps never hold back publishing. */
export const LISTING_STEPS = [
  { id: "category", title: "Category" },
  { id: "details", title: "Title and description" },
  { id: "photos", title: "Photos" },
  { id: "pricing", title: "Price and booking" },
  { id: "location", title: "Location" },
  { id: "features", title: "Features and what's included", optional: true },
  { id: "pickup", title: "Pick-up notes", optional: true },
  { id: "review", title: "Review and publish" },
] as const;
export type ListingStep = (typeof LISTING_STEPS)[number]["id"];
export const isListingStep = (s: string): s is ListingStep => LISTING_STEPS.some((x) => x.id === s);

export const LISTING_STATUSES = ["draft", "published", "paused", "suspended", "deleted"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
