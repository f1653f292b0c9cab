// Shapes of catalogue data that leave the server (pages and the JSON API).
import { z } from "zod";

export const photoSchema = z.object({ key: z.string(), width: z.number(), height: z.number(), alt: z.string() });
export type Photo = z.infer<typeof photoSchema>;

export const listingCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  pricePerDayKobo: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  state: z.string(),
  city: z.string(),
  bookingMode: z.enum(["instant", "request"]),
  category: z.object({ slug: z.string(), name: z.string() }),
  photo: photoSchema.nullable(),
  distanceKm: z.number().int().optional().describe("Searches with `near` only: great-circle kilometres from that place, rounded"),
  deliversToYou: z.boolean().optional().describe("Searches that name a place (`near`, `state`/`city`, or `delivers`) only: the owner delivers there (issue 36)"),
  quote: z
    .object({
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      pickupTime: z.string().nullable(),
      days: z.number().int(),
      totalKobo: z.number().int().describe("What booking one unit for these dates costs: the rental after any long-rental discount, the service fee, its VAT and the refundable caution deposit (the booking's own quote)"),
      depositKobo: z.number().int().describe("The refundable caution deposit included in totalKobo"),
    })
    .optional()
    .describe("Searches with startDate only: the total for those dates"),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  onHome: z.boolean(),
  subcategories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type Category = z.infer<typeof categorySchema>;

export const reviewSchema = z.object({
  id: z.number(),
  rating: z.number().int(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
});

/** A listing's delivery terms as the API shows them (owner's and public). */
export const deliverySchema = z
  .object({
    radiusKm: z.number().int().describe("Delivers to addresses at most this far from the item's place (straight line, km)"),
    feeKobo: z.number().int().describe("Flat fee for delivery and collection, both legs"),
    perKmKobo: z.number().int().describe("Added per km of straight-line distance, rounded up to whole km"),
    freeWithinKm: z.number().int().describe("Free for addresses at most this far (0: never free)"),
  })
  .nullable()
  .describe("Delivery and collection; null when the owner does not deliver");

// A listing's own page has no search to measure from or price for: a card's search-only fields are not its.
export const listingDetailSchema = listingCardSchema.omit({ quote: true, distanceKm: true }).extend({
  subcategory: z.object({ slug: z.string(), name: z.string() }).nullable(),
  photos: z.array(photoSchema),
  features: z.array(z.string()),
  included: z.array(z.string()),
  units: z.number().int(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  turnaroundDays: z.number().int().describe("Days a unit needs between two rentals (cleaning, servicing): taken after each booking, and before where a booking follows"),
  lateFeePerDayKobo: z.number().int().describe("What a renter pays per day and unit for each day begun after the return time (8 PM Lagos on the end date): the owner's late fee, else the daily price"),
  weekendPriceKobo: z.number().int().nullable().describe("The price per day on weekendDays; null: the daily price every day"),
  weekendDays: z.array(z.number().int()).describe("ISO weekday numbers (1 Monday … 7 Sunday) the weekend price applies on"),
  dayPrices: z
    .array(z.object({ startDate: z.string(), endDate: z.string(), pricePerDayKobo: z.number().int() }))
    .describe("Custom prices per day for date ranges (both dates included); they come before the weekend price. A quote sums the days at their prices, then takes the long-rental discount"),
  cautionDepositKobo: z.number().int(),
  requiresVerifiedId: z.boolean().describe("Only renters whose identity is verified may book it (issue 37): a booking, quote or cart line by anyone else is a 403 with `requirement: verified_id`"),
  delivery: deliverySchema,
  latitude: z.number().nullable().describe("The centre of the item's city or area (never the owner's address): where 'near' and delivery distances are measured from"),
  longitude: z.number().nullable(),
  // No pick-up notes: the public listing shows the area (city, state) only.
  status: z.string(),
  owner: z.object({
    name: z.string(),
    image: z.string().nullable().describe("The owner's profile photo (a media key, as listing photos'); null: none uploaded"),
    businessName: z.string().nullable(),
    verified: z.boolean().describe("A business an operator has checked"),
    idVerified: z.boolean().describe("The owner's identity is verified (a NIN, licence or passport checked against the register, issue 37)"),
    rating: z.number(),
    reviewCount: z.number().int(),
    memberSince: z.string(),
  }),
  reviews: z.array(reviewSchema),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export interface Testimonial {
  id: number;
  name: string;
  role: string;
  location: string;
  rating: number;
  content: string;
  listingTitle: string;
}

export interface SiteStats {
  listings: number;
  owners: number;
  states: number;
  categories: number;
  reviews: number;
  averageRating: number;
}
