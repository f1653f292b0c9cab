// Where an owner's listing pages are: the listing form's steps and the manage page.
import type { ListingStep } from "@core/listing-limits";

export const stepHref = (id: number, step: ListingStep) => `/list-item/${id}/${step}`;
export const manageHref = (id: number) => `/my-rentals/listings/${id}`;
