// /api/v1 reads anyone may make: the category tree, search, one published listing and its closed days.
import { z } from "zod";
import { categorySchema, listingCardSchema, listingDetailSchema } from "../../features/catalogue/catalogue.schema";
import { searchQuerySchema } from "../../features/search/search.schema";
import { InvalidCursorError } from "../../features/search/search.service";
import type { Services } from "../../services";
import { domainError, notFound } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParams, ok } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

const NO_LISTING = errorResponse("No such published listing");
const blockedDates = z.object({ blockedDates: z.array(z.iso.date()).describe("Sorted ISO dates (Africa/Lagos)") });

const categories = apiRoute({
  method: "get",
  path: "/categories",
  operationId: "listCategories",
  domainErrors: false,
  summary: "The category tree",
  description: "Names, titles and descriptions in English, or in Nigerian Pidgin for `Accept-Language: pcm` (as every category name the API answers: listings' `category` and `subcategory`, search suggestions).",
  responses: { 200: ok("All 24 categories with their subcategories", z.object({ categories: z.array(categorySchema) })) },
});

const search = apiRoute({
  method: "get",
  path: "/listings",
  operationId: "listListings",
  summary: "Search published listings",
  description: "Every filter is optional; prices are naira a day. Page on with `cursor`, the `nextCursor` of the previous page.",
  request: { query: searchQuerySchema },
  responses: {
    200: ok(
      "A page of listings",
      z.object({
        items: z.array(listingCardSchema),
        nextCursor: z.string().nullable(),
        total: z.object({ count: z.number().int(), capped: z.boolean().describe("true when there are more than `count` (counting stops at 1,000)") }),
        correctedSearch: z.string().nullable().describe("When a word was misspelt (one typo from a category's word, or the text as typed matched nothing): the corrected text whose results these are"),
      }),
    ),
    400: errorResponse("Invalid input, a cursor made for another sort, or dates that cannot be booked today (in the past, beyond the 180 days bookings open ahead, a pick-up today less than an hour away); `fields` names each bad field"),
  },
});

const one = apiRoute({
  method: "get",
  path: "/listings/{id}",
  operationId: "getListing",
  domainErrors: false,
  summary: "One published listing",
  request: { params: idParams },
  responses: { 200: ok("The listing", z.object({ listing: listingDetailSchema })), 400: BAD_INPUT, 404: NO_LISTING },
});

const closedDays = apiRoute({
  method: "get",
  path: "/listings/{id}/blocked-dates",
  operationId: "getListingBlockedDates",
  domainErrors: false,
  summary: "Days a published listing cannot be booked",
  description: "Days that cannot be booked because its owner blocked them or one of their imported calendars has an event on them, from today to a year ahead, as ISO dates (Africa/Lagos).",
  request: { params: idParams },
  responses: { 200: ok("The blocked days, sorted", blockedDates), 400: BAD_INPUT, 404: NO_LISTING },
});

export function publicListingsApi(services: Services) {
  const api = apiRouter();

  api.openapi(categories, async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ categories: await services.catalogue.listCategories() });
  });

  api.openapi(search, async (c) => {
    try {
      const viewerId = c.get("session")?.user.id;
      return c.json(await services.search.search(c.req.valid("query"), { asker: viewerId ?? c.get("meta")?.ip, viewerId }));
    } catch (e) {
      if (e instanceof InvalidCursorError) return c.json({ error: "invalid_request", message: e.message, fields: { cursor: e.message } }, 400);
      // Dates that cannot be booked as of today (search-dates.ts): a 400 naming the field.
      return domainError(c, e);
    }
  });

  api.openapi(one, async (c) => {
    const listing = await services.catalogue.getPublished(c.req.valid("param").id);
    if (!listing) return notFound(c, m.err_listing_not_found());
    return c.json({ listing });
  });

  api.openapi(closedDays, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await services.catalogue.getPublished(id))) return notFound(c, m.err_listing_not_found());
    return c.json({ blockedDates: await services.listings.blockedDates(id) });
  });

  return api;
}
