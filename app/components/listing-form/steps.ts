// The listing form's steps as the wizard and the manage page use them: order and links (field-values.server.ts has
// a listing's fields as form text).
import { LISTING_STEPS, type ListingStep } from "@core/listing-limits";
import type { FormStep } from "../../../server/features/listings/listings.schema";
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
