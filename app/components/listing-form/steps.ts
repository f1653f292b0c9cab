// The listing form's steps as the wizard and the manage page use them: order, links, and a listing's fields as form text.
import { LISTING_STEPS, type ListingStep } from "@core/listing-limits";
import type { FormStep, OwnListing } from "../../../server/features/listings/listings.schema";
import type { Values } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";

export const STEP_COUNT = LISTING_STEPS.length;

export const stepIndex = (step: ListingStep) => LISTING_STEPS.findIndex((s) => s.id === step);
/** Each step's title, in the page's language (the server's LISTING_STEPS keep the English ones). */
const STEP_TITLES: Record<ListingStep, () => string> = {
  category: m.listing_step_category,
  details: m.listing_step_details,
  photos: m.listing_step_photos,
  pricing: m.listing_step_pricing,
  location: m.listing_step_location,
  features: m.listing_step_features,
  pickup: m.listing_step_pickup,
  review: m.listing_step_review,
};
export const stepTitle = (step: ListingStep) => STEP_TITLES[step]();
export const nextStep = (step: ListingStep): ListingStep | undefined => LISTING_STEPS[stepIndex(step) + 1]?.id;
export const previousStep = (step: ListingStep): ListingStep | undefined => LISTING_STEPS[stepIndex(step) - 1]?.id;

/** The step a draft continues at: its first missing one, or the review. */
export const continueStep = (missing: readonly string[]): ListingStep => (missing[0] as ListingStep | undefined) ?? "review";

/** A step can be opened from the progress list when every step that must be done before it is done. */
export function reachable(step: ListingStep, missing: readonly string[]): boolean {
  const first = missing.length ? stepIndex(missing[0] as ListingStep) : STEP_COUNT;
  return stepIndex(step) <= first;
}

/** The steps that are forms of fields (the ones `stepForms` parses): all but photos and the review, in order. */
export const FIELD_STEPS = LISTING_STEPS.map((s) => s.id).filter((id): id is FormStep => id !== "photos" && id !== "review");
export const isFieldStep = (s: string): s is FormStep => (FIELD_STEPS as readonly string[]).includes(s);

/** Kobo as the naira text the forms take back ("25,000", "1,250.50"); nothing for zero. */
export function koboText(kobo: number): string {
  if (kobo <= 0) return "";
  return new Intl.NumberFormat("en-NG", { minimumFractionDigits: kobo % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(kobo / 100);
}

/** Every field of the listing as the text its form input holds (what a failed post sends back has the same shape). */
export function fieldValues(l: OwnListing): Values {
  return {
    categorySlug: l.category.slug,
    subcategorySlug: l.subcategory ? `${l.category.slug}/${l.subcategory.slug}` : "",
    title: l.title,
    description: l.description,
    pricePerDayKobo: koboText(l.pricePerDayKobo),
    weeklyDiscountPct: l.weeklyDiscountPct ? String(l.weeklyDiscountPct) : "",
    monthlyDiscountPct: l.monthlyDiscountPct ? String(l.monthlyDiscountPct) : "",
    units: String(l.units),
    minDays: String(l.minDays),
    maxDays: String(l.maxDays),
    turnaroundDays: l.turnaroundDays ? String(l.turnaroundDays) : "",
    // Empty: the daily price (null); a waived fee shows as 0.
    lateFeePerDayKobo: l.lateFeePerDayKobo === null ? "" : koboText(l.lateFeePerDayKobo) || "0",
    bookingMode: l.bookingMode,
    cautionDepositKobo: koboText(l.cautionDepositKobo),
    state: l.state,
    city: l.city,
    features: l.features.join("\n"),
    included: l.included.join("\n"),
    pickupNotes: l.pickupNotes,
  };
}
