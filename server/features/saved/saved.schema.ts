// Shapes of favourites and saved searches that come in and go out (the /api/v1/me/… operations; the pages read the same).
import { z } from "zod";
import { ALERT_EVERY_HOURS, FAVOURITES_PAGE, SAVED_SEARCH_LABEL_MAX } from "../../../core/saved";
import { listingCardSchema } from "../catalogue/catalogue.schema";
import { m } from "../../../core/paraglide/messages";

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
  limit: z.coerce.number({ error: () => m.err_whole_number() }).int({ error: () => m.err_whole_number() }).min(1, { error: () => m.err_at_least_1() }).max(100, { error: () => m.err_at_most({ max: 100 }) }).default(FAVOURITES_PAGE),
  cursor: z
    .string()
    .max(200, { error: () => m.err_bad_cursor() })
    .regex(/^[A-Za-z0-9_-]+$/, { error: () => m.err_bad_cursor() })
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
    .string({ error: () => m.err_query_string() })
    .max(SAVED_SEARCH_QUERY_MAX, { error: () => m.err_query_max() })
    .describe("A browse query string, e.g. `search=jeep&location=Ibadan` (a leading `?` is allowed; cursor and page are dropped)"),
  label: z.string().trim().max(SAVED_SEARCH_LABEL_MAX, { error: () => m.err_at_most_chars({ max: SAVED_SEARCH_LABEL_MAX }) }).optional().describe("How it reads on /saved; made from the filters when left out"),
  alerts: z.boolean().default(true).describe("Email new matches (default true)"),
});

export const patchSavedSearchSchema = z.object({ alerts: z.boolean({ error: () => m.err_true_or_false() }) });
