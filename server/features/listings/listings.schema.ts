// What owners send about a listing, shared by the /list-item steps, the manage page and /api/v1/listings: one rule per
// field (the API takes kobo and arrays, the forms take naira and one line per item, both end up as a ListingPatch).
import { ID_MAX } from "../../../core/ids";
import { z } from "zod";
import { isIsoDay } from "../../../core/dates";
import { findState } from "../../../core/nigeria";
import { deliverySchema, photoSchema } from "../catalogue/catalogue.schema";
import { LISTING_LIMITS, LISTING_STATUSES, type ListingStep } from "../../../core/listing-limits";
import { m } from "../../../core/paraglide/messages";
import { LATE_FEE_MAX_TIMES } from "../../../core/late-returns";
import { firstOverlap, type DayPriceRange } from "../../../core/day-prices";
import { DELIVERY_LIMITS } from "../../../core/delivery";

const L = LISTING_LIMITS;

// ── One rule per field ──

const choose = (message: () => string) => z.string({ error: message }).trim().min(1, { error: message }).max(60, { error: message });
// `what` names the field inside the message, in the request's language (read as the input is parsed).
const text = (what: () => string, min: number, max: number) =>
  z
    .string({ error: () => m.err_listing_enter_what({ what: what() }) })
    .trim()
    .min(1, { error: () => m.err_listing_enter_what({ what: what() }) })
    .min(min, { error: () => m.err_listing_min_what({ min, what: what() }) })
    .max(max, { error: () => m.err_listing_max_what({ max, what: what() }) })
    .refine((v) => !/[<>]/.test(v), { error: () => m.err_listing_brackets_what({ what: what() }) });
const whole = (message: () => string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const naira = (kobo: number) => `₦${new Intl.NumberFormat("en-NG").format(kobo / 100)}`;

const priceMessage = () => m.err_listing_price({ min: naira(L.priceMinKobo), max: naira(L.priceMaxKobo) });
const depositMessage = () => m.err_listing_deposit({ max: naira(L.depositMaxKobo) });
const discountMessage = () => m.err_listing_discount({ max: L.discountMaxPct });
const unitsMessage = () => m.err_listing_units({ max: new Intl.NumberFormat("en-NG").format(L.unitsMax) });
const dayRange = z
  .object({
    startDate: z.string({ error: () => m.err_listing_day_price_dates() }).refine(isIsoDay, { error: () => m.err_listing_day_price_dates() }),
    endDate: z.string({ error: () => m.err_listing_day_price_dates() }).refine(isIsoDay, { error: () => m.err_listing_day_price_dates() }),
    pricePerDayKobo: whole(priceMessage, L.priceMinKobo, L.priceMaxKobo),
  })
  .refine((r) => r.endDate >= r.startDate, { error: () => m.err_listing_day_price_order() });
const D = DELIVERY_LIMITS;
/** Delivery and collection (issue 36, decision 058): null when the owner does not deliver. */
const deliveryRule = z
  .object({
    radiusKm: whole(() => m.err_listing_delivery_radius({ max: D.radiusKmMax }), 1, D.radiusKmMax),
    // Whole naira, so that a quote's total stays whole naira (decision 042) with the fee added after the rounding.
    feeKobo: whole(() => m.err_listing_delivery_fee({ max: naira(D.feeMaxKobo) }), 0, D.feeMaxKobo).multipleOf(100, { error: () => m.err_listing_delivery_fee({ max: naira(D.feeMaxKobo) }) }),
    perKmKobo: whole(() => m.err_listing_delivery_per_km({ max: naira(D.perKmMaxKobo) }), 0, D.perKmMaxKobo).multipleOf(100, { error: () => m.err_listing_delivery_per_km({ max: naira(D.perKmMaxKobo) }) }),
    freeWithinKm: whole(() => m.err_listing_delivery_free_within(), 0, D.radiusKmMax),
  })
  .refine((d) => d.freeWithinKm <= d.radiusKm, { path: ["freeWithinKm"], error: () => m.err_listing_delivery_free_within() })
  .nullable()
  .describe(
    "Delivery and collection (one fee for both trips, the owner's in full): within `radiusKm` (1–300) of the item's city or area, straight line, rounded up to whole km; `feeKobo` plus `perKmKobo` per km, both whole naira; free within `freeWithinKm` (0: never). null: pick-up only",
  );
const listItem = z.string().trim().min(2, { error: () => m.err_listing_item_min() }).max(L.listItemMax, { error: () => m.err_listing_item_max({ max: L.listItemMax }) });
const list = (message: () => string) => z.array(listItem).max(L.listItemsMax, { error: message });

export const fieldRules = {
  categorySlug: choose(() => m.err_listing_choose_category()),
  subcategorySlug: choose(() => m.err_listing_choose_type()),
  title: text(() => m.err_listing_what_title(), L.titleMin, L.titleMax),
  description: text(() => m.err_listing_what_description(), L.descriptionMin, L.descriptionMax),
  pricePerDayKobo: whole(priceMessage, L.priceMinKobo, L.priceMaxKobo),
  // Prices by day (issue 36, decision 054): null is no weekend price.
  weekendPriceKobo: whole(priceMessage, L.priceMinKobo, L.priceMaxKobo).nullable(),
  weekendDays: z
    .array(z.number({ error: () => m.err_listing_weekend_days() }).int({ error: () => m.err_listing_weekend_days() }).min(1, { error: () => m.err_listing_weekend_days() }).max(7, { error: () => m.err_listing_weekend_days() }), { error: () => m.err_listing_weekend_days() })
    .max(7, { error: () => m.err_listing_weekend_days() })
    .refine((d) => new Set(d).size === d.length, { error: () => m.err_listing_weekend_days() })
    .transform((d) => [...d].sort((a, b) => a - b)),
  dayPrices: z
    .array(dayRange, { error: () => m.err_listing_day_prices_list() })
    .max(L.dayPriceRangesMax, { error: () => m.err_listing_day_prices_max({ max: L.dayPriceRangesMax }) })
    .refine((r) => firstOverlap(r) < 0, { error: () => m.err_listing_day_prices_overlap() })
    .transform((r) => [...r].sort((a, b) => (a.startDate < b.startDate ? -1 : 1))),
  weeklyDiscountPct: whole(discountMessage, 0, L.discountMaxPct),
  monthlyDiscountPct: whole(discountMessage, 0, L.discountMaxPct),
  units: whole(unitsMessage, 1, L.unitsMax),
  minDays: whole(() => m.err_listing_min_days_range({ max: L.daysMax }), 1, L.daysMax),
  maxDays: whole(() => m.err_listing_max_days_range({ max: L.daysMax }), 1, L.daysMax),
  turnaroundDays: whole(() => m.err_listing_turnaround_days({ max: L.turnaroundDaysMax }), 0, L.turnaroundDaysMax),
  // null: the daily price. At most twice the daily price: the service checks it against the price the listing will have.
  lateFeePerDayKobo: z
    .number({ error: () => m.err_listing_late_fee() })
    .int({ error: () => m.err_listing_late_fee() })
    .min(0, { error: () => m.err_listing_late_fee() })
    .max(L.priceMaxKobo * LATE_FEE_MAX_TIMES, { error: () => m.err_listing_late_fee() })
    .nullable(),
  bookingMode: z.enum(["instant", "request"], { error: () => m.err_listing_booking_mode() }),
  requiresVerifiedId: z
    .boolean({ error: () => m.err_listing_requires_verified_id() })
    .describe("Only renters whose identity is verified may book it (issue 37). When a new listing leaves it out: true for vehicles, trucks and heavy machinery, else false"),
  cautionDepositKobo: whole(depositMessage, 0, L.depositMaxKobo),
  state: z
    .string({ error: () => m.err_listing_state_required() })
    .trim()
    .transform((v, ctx) => {
      const s = findState(v);
      if (s) return s.name;
      ctx.addIssue({ code: "custom", message: m.err_listing_state_valid() });
      return z.NEVER;
    }),
  city: text(() => m.err_listing_what_city(), 2, L.cityMax),
  features: list(() => m.err_listing_features_max({ max: L.listItemsMax })),
  included: list(() => m.err_listing_items_max({ max: L.listItemsMax })),
  pickupNotes: z.string().trim().max(L.pickupNotesMax, { error: () => m.err_listing_pickup_notes_max({ max: L.pickupNotesMax }) }),
  delivery: deliveryRule,
};

/** Everything an owner can set; any subset of it is a patch. Unknown keys are ignored. */
// Rules between fields (minimum ≤ maximum days, the subcategory's category) are the service's: they hold against what
// the listing already has, not only within one request.
const listingPatchSchema = z.object(fieldRules).partial();
export type ListingPatch = z.output<typeof listingPatchSchema>;

/** POST /api/v1/listings: a draft needs its category; anything else may follow. */
export const listingCreateSchema = listingPatchSchema.required({ categorySlug: true, subcategorySlug: true });

/** PATCH /api/v1/listings/{id}: fields, and/or a status the owner may move it to. */
export const listingUpdateSchema = listingPatchSchema.extend({ status: z.enum(["published", "paused"], { error: () => m.err_listing_status() }).optional() });

export const photoOrderSchema = z.object({
  order: z.array(z.number().int().positive().max(ID_MAX), { error: () => m.err_listing_photo_order() }).min(1).max(L.photosMax),
});

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is refused). */
export const isoDay = z.string().refine(isIsoDay, { error: () => m.err_iso_day() });
export const blockedDatesSchema = z.object({ dates: z.array(isoDay, { error: () => m.err_blocked_dates_list() }).max(400, { error: () => m.err_blocked_dates_max() }) });

// ── Forms: strings in, the same fields out ──

/** "25,000", "₦25000", "25000.50" → kobo; "" → undefined (the rule then says what is missing). */
export function nairaTextToKobo(v: string): number | undefined {
  const t = v.replace(/[₦,\s]/g, "");
  if (t === "") return undefined;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(t)) return NaN;
  return Math.round(Number(t) * 100);
}
const numberText = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? undefined : /^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN) : v);
const koboText = (v: unknown) => (typeof v === "string" ? nairaTextToKobo(v) : v);
const orZero = (v: unknown) => (v === undefined || v === "" ? 0 : v);
/** One item per line; blank lines dropped, repeats kept once. */
export const linesOf = (v: unknown) => (typeof v === "string" ? [...new Set(v.split(/\r?\n/).map((l) => l.trim()).filter(Boolean))] : v);

/** The form's weekend-day boxes (`weekendDays.5`) and custom-price rows (`dayPrices.0.startDate`…) as the API's fields. */
function dayPriceFields(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  const values = v as Record<string, unknown>;
  const weekendDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => values[`weekendDays.${d}`] === "on");
  const dayPrices: Partial<Record<keyof DayPriceRange, unknown>>[] = [];
  for (let i = 0; i < L.dayPriceRangesMax + 10 && `dayPrices.${i}.startDate` in values; i++) {
    const [startDate, endDate, price] = [values[`dayPrices.${i}.startDate`], values[`dayPrices.${i}.endDate`], values[`dayPrices.${i}.price`]];
    // A row left empty is no range (the form always offers a few).
    if ([startDate, endDate, price].every((x) => x === undefined || x === "")) continue;
    // One date alone is a one-day range.
    dayPrices.push({ startDate: startDate || endDate, endDate: endDate || startDate, pricePerDayKobo: koboText(price) });
  }
  return { ...values, weekendDays, dayPrices };
}

/**
 * The form's delivery inputs as the API's `delivery`: null unless "Deliver" is ticked (the hidden "" before the box is
 * its unticked value); empty fees are 0, an empty free distance none. A sub-field's error is named by its input.
 */
function deliveryFields(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  const values = v as Record<string, unknown>;
  if (values["delivers"] !== "on") return { ...values, delivery: null };
  return {
    ...values,
    delivery: {
      radiusKm: numberText(values["deliveryRadiusKm"]),
      feeKobo: koboText(orZero(values["deliveryFeeKobo"])),
      perKmKobo: koboText(orZero(values["deliveryPerKmKobo"])),
      freeWithinKm: numberText(orZero(values["deliveryFreeWithinKm"])),
    },
  };
}

export const stepForms = {
  category: z.object({ categorySlug: fieldRules.categorySlug, subcategorySlug: fieldRules.subcategorySlug }),
  details: z.object({ title: fieldRules.title, description: fieldRules.description }),
  pricing: z.preprocess(dayPriceFields, z.object({
    pricePerDayKobo: z.preprocess(koboText, fieldRules.pricePerDayKobo),
    weekendPriceKobo: z.preprocess((v) => (v === undefined || v === "" ? null : koboText(v)), fieldRules.weekendPriceKobo),
    weekendDays: fieldRules.weekendDays,
    dayPrices: fieldRules.dayPrices,
    weeklyDiscountPct: z.preprocess((v) => numberText(orZero(v)), fieldRules.weeklyDiscountPct),
    monthlyDiscountPct: z.preprocess((v) => numberText(orZero(v)), fieldRules.monthlyDiscountPct),
    units: z.preprocess(numberText, fieldRules.units),
    minDays: z.preprocess(numberText, fieldRules.minDays),
    maxDays: z.preprocess(numberText, fieldRules.maxDays),
    turnaroundDays: z.preprocess((v) => numberText(orZero(v)), fieldRules.turnaroundDays),
    // Empty: none of its own (the daily price).
    lateFeePerDayKobo: z.preprocess((v) => (v === undefined || v === "" ? null : koboText(v)), fieldRules.lateFeePerDayKobo),
    bookingMode: fieldRules.bookingMode,
    // A box after a hidden "" (its unticked value): "on" when ticked; absent (an older form) leaves it as it is.
    requiresVerifiedId: z.preprocess((v) => (v === undefined ? undefined : v === "on"), fieldRules.requiresVerifiedId.optional()),
    cautionDepositKobo: z.preprocess((v) => koboText(orZero(v)), fieldRules.cautionDepositKobo),
  })),
  location: z.object({ state: fieldRules.state, city: fieldRules.city }),
  features: z.object({ features: z.preprocess(linesOf, fieldRules.features), included: z.preprocess(linesOf, fieldRules.included) }),
  pickup: z.preprocess(
    deliveryFields,
    z.object({ pickupNotes: z.preprocess((v) => v ?? "", fieldRules.pickupNotes), delivery: fieldRules.delivery }),
  ),
} satisfies Partial<Record<ListingStep, z.ZodType<ListingPatch>>>;
export type FormStep = keyof typeof stepForms;

// ── What leaves the server ──

export const ownPhotoSchema = photoSchema.extend({ id: z.number().int() });
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

/** A listing as its owner edits it (every field, photos with ids, what still stops it from being published). */
export const ownListingSchema = z.object({
  id: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  category: z.object({ slug: z.string(), name: z.string() }),
  subcategory: z.object({ slug: z.string(), name: z.string() }).nullable(),
  title: z.string(),
  description: z.string(),
  pricePerDayKobo: z.number().int(),
  weeklyDiscountPct: z.number().int(),
  monthlyDiscountPct: z.number().int(),
  units: z.number().int(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  turnaroundDays: z.number().int().describe("Days a unit needs between two rentals, held after each booking (0–7)"),
  lateFeePerDayKobo: z.number().int().nullable().describe("Late fee per day and unit for a return after its time (at most twice the daily price); null: the daily price"),
  weekendPriceKobo: z.number().int().nullable().describe("The price per day on weekendDays; null: the daily price every day"),
  weekendDays: z.array(z.number().int()).describe("ISO weekday numbers (1 Monday … 7 Sunday) the weekend price applies on"),
  dayPrices: z.array(z.object({ startDate: z.string(), endDate: z.string(), pricePerDayKobo: z.number().int() })).describe("Custom prices per day for date ranges (both dates included); they come before the weekend price"),
  bookingMode: z.enum(["instant", "request"]),
  requiresVerifiedId: z.boolean().describe("Only renters whose identity is verified may book it"),
  cautionDepositKobo: z.number().int(),
  state: z.string(),
  city: z.string(),
  features: z.array(z.string()),
  included: z.array(z.string()),
  pickupNotes: z.string(),
  delivery: deliverySchema,
  photos: z.array(ownPhotoSchema),
  /** Steps still to complete before publishing (empty when it can be published). */
  missing: z.array(z.string()),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type OwnListing = z.infer<typeof ownListingSchema>;

/** A card on My Rentals → My Listings. Bookings and earnings count real bookings. */
export const myListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  pricePerDayKobo: z.number().int(),
  photo: photoSchema.nullable(),
  /** A booking is active (picked up, not yet returned) today. */
  rentedToday: z.boolean(),
  totalBookings: z.number().int(),
  totalEarningsKobo: z.number().int(),
  missing: z.array(z.string()),
});
export type MyListing = z.infer<typeof myListingSchema>;
