// Search inputs shared by the browse page and GET /api/v1/listings.
import { z } from "zod";
import { checkNearSort, placeFields } from "./near";
import { checkSearchDateFields, searchDateFields } from "./search-dates.schema";
import { m } from "../../../core/paraglide/messages";

export const SORTS = ["relevance", "price-asc", "price-desc", "rating", "newest", "distance"] as const;
export type Sort = (typeof SORTS)[number];

const optionalText = z
  .string()
  .trim()
  .max(100, { error: () => m.err_at_most_chars({ max: 100 }) })
  .optional()
  .transform((v) => (v ? v : undefined));
/** An empty form box means "no limit", not zero. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const naira = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: () => m.err_naira_number() })
    .int({ error: () => m.err_naira_whole() })
    .min(0, { error: () => m.err_not_negative() })
    .max(20_000_000, { error: () => m.err_at_most({ max: "₦20,000,000" }) })
    .optional(),
);

export const searchQuerySchema = z
  .object({
    // The descriptions are the API's documentation of each query parameter (GET /api/v1/listings, /api/docs).
    search: optionalText.describe("Words to find in title or description; tolerates typos"),
    category: optionalText.describe("Category slug, or `all`"),
    subcategory: optionalText.describe("Subcategory slug (with category)"),
    location: optionalText.describe("A state (e.g. Lagos) or a city (e.g. Ikeja)"),
    ...placeFields,
    minPrice: naira.describe("Minimum price per day, in naira"),
    maxPrice: naira.describe("Maximum price per day, in naira"),
    instant: z
      .enum(["true", "false", "1", "0", "on"])
      .optional()
      .transform((v) => v === "true" || v === "1" || v === "on")
      .describe("Only listings the caller may book instantly: Instant Book, and none asking for an ID-verified renter unless the caller's identity is verified (issue 37)"),
    delivers: z
      .enum(["true", "false", "1", "0", "on"])
      .optional()
      .transform((v) => v === "true" || v === "1" || v === "on")
      .describe("Only listings whose owner delivers to the searched place (`near`, else `state` and `city`; the state's capital for a state alone): listings in other states that reach it count, so the state and city then only name the place. Without a place, every listing that delivers"),
    ...searchDateFields,
    sort: z.enum(SORTS, { error: () => m.err_one_of({ options: SORTS.join(", ") }) }).default("relevance").describe("Sort order"),
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, { error: () => m.err_bad_cursor() })
      .optional()
      .describe("`nextCursor` of the previous page"),
    limit: z.coerce.number().int().min(1).max(50).default(24).describe("Page size"),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ["maxPrice"],
    error: () => m.err_at_least_min_price(),
  })
  .superRefine(checkNearSort)
  .superRefine(checkSearchDateFields);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * A search's fields as an address gives them: the first value of each key, as `URLSearchParams.get` reads it, so that
 * browse, the category pages, the API and saved searches read `?search=a&search=b` alike (as "a").
 */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const first = new Map<string, string>();
  for (const [k, v] of params) if (!first.has(k)) first.set(k, v);
  return Object.fromEntries(first);
}
