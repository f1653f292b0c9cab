// Shapes of favourites and saved searches that come in and go out (the /api/v1/me/… operations; the pages read the same).
import { z } from "zod";
import { ALERT_EVERY_HOURS, FAVOURITES_PAGE, SAVED_SEARCH_LABEL_MAX } from "../../../core/saved";
import { listingCardSchema } from "../catalogue/catalogue.schema";

export const favouriteSchema = listingCardSchema
  .extend({
    savedAt: z.string().describe("When you saved it (ISO 8601, UTC)"),
    available: z.boolean().describe("Whether it is on offer now (false: paused, suspended or deleted by its owner)"),
  })
  .meta({ id: "Favourite" });
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritePageSchema = z.object({
  items: z.array(favouriteSchema),
  next: z.string().nullable().describe("`cursor` of the next page; null on the last"),
});
export type FavouritePage = z.infer<typeof favouritePageSchema>;

export const favouriteListQuerySchema = z.object({
  limit: z.coerce.number({ error: "Must be a whole number" }).int("Must be a whole number").min(1, "Must be at least 1").max(100, "Must be at most 100").default(FAVOURITES_PAGE),
  cursor: z
    .string()
    .max(200, "Not a valid cursor")
    .regex(/^[A-Za-z0-9_-]+$/, "Not a valid cursor")
    .optional()
    .describe("`next` of the previous page"),
});

export const favouriteStateSchema = z.object({ listingId: z.number().int(), saved: z.boolean() });

export const savedSearchSchema = z
  .object({
    id: z.number().int(),
    query: z.string().describe("The browse query string, normalised: known filters in a fixed order, no cursor"),
    label: z.string(),
    url: z.string().describe("The search on Haya: /browse?{query}"),
    alerts: z.boolean().describe(`Whether new listings matching it are emailed (at most once every ${ALERT_EVERY_HOURS} hours)`),
    lastAlertedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "SavedSearch" });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema) });

/** The longest browse query string a saved search keeps. */
export const SAVED_SEARCH_QUERY_MAX = 2000;

export const newSavedSearchSchema = z.object({
  query: z
    .string({ error: "Give the search's query string" })
    .max(SAVED_SEARCH_QUERY_MAX, "Must be at most 2,000 characters")
    .describe("A browse query string, e.g. `search=jeep&location=Ibadan` (a leading `?` is allowed; cursor and page are dropped)"),
  label: z.string().trim().max(SAVED_SEARCH_LABEL_MAX, `Must be at most ${SAVED_SEARCH_LABEL_MAX} characters`).optional().describe("How it reads on /saved; made from the filters when left out"),
  alerts: z.boolean().default(true).describe("Email new matches (default true)"),
});

export const patchSavedSearchSchema = z.object({ alerts: z.boolean({ error: "Must be true or false" }) });
