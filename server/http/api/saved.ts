// Favourites and saved searches on /api/v1/me: the signed-in person's own, in their browser only (no API token scope
// fits a person's shortlist; token-scopes.ts). The same services as the hearts, /saved and 'Save this search'.
import { z } from "zod";
import { FAVOURITES_MAX, SAVED_SEARCHES_MAX } from "../../../core/saved";
import {
  favouriteListQuerySchema,
  favouritePageSchema,
  favouriteStateSchema,
  newSavedSearchSchema,
  patchSavedSearchSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from "../../features/saved/saved.schema";
import type { Services } from "../../services";
import { answer } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParam, idParams, jsonRequest, NO_SESSION, ok, SESSION, sessionUserId, signedIn } from "./openapi-kit";

const CROSS_SITE = errorResponse("A write sent from another website (its Origin is not Haya's), or an API token (favourites and saved searches are kept in a browser)");
const listingParams = z.object({ listingId: idParam });

const favourites = apiRoute({
  method: "get",
  path: "/me/favourites",
  operationId: "listFavourites",
  summary: "Your favourite listings, newest first",
  description: "Listing cards with when you saved each and whether it is on offer now. Page with `limit` (1-100, default 24) and `cursor` (the previous page's `next`).",
  security: SESSION,
  middleware: [signedIn],
  request: { query: favouriteListQuerySchema },
  responses: { 200: ok("A page of your favourites", favouritePageSchema), 400: BAD_INPUT, 401: NO_SESSION },
});

const putFavourite = apiRoute({
  method: "put",
  path: "/me/favourites/{listingId}",
  operationId: "addFavourite",
  summary: "Save a listing to your favourites",
  description: `A published listing; saving one already saved changes nothing (200). At most ${FAVOURITES_MAX} favourites.`,
  security: SESSION,
  middleware: [signedIn],
  request: { params: listingParams },
  responses: {
    201: ok("Saved", favouriteStateSchema),
    200: ok("Already saved: nothing changed", favouriteStateSchema),
    400: BAD_INPUT,
    401: NO_SESSION,
    403: CROSS_SITE,
    404: errorResponse("No such listing on offer (unknown, a draft, paused, suspended or deleted)"),
    409: errorResponse(`You have ${FAVOURITES_MAX} favourites already`),
  },
});

const deleteFavourite = apiRoute({
  method: "delete",
  path: "/me/favourites/{listingId}",
  operationId: "removeFavourite",
  summary: "Remove a listing from your favourites",
  security: SESSION,
  middleware: [signedIn],
  request: { params: listingParams },
  responses: { 204: { description: "Removed" }, 400: BAD_INPUT, 401: NO_SESSION, 403: CROSS_SITE, 404: errorResponse("Not among your favourites") },
});

const searches = apiRoute({
  method: "get",
  path: "/me/saved-searches",
  operationId: "listSavedSearches",
  summary: "Your saved searches, newest first",
  security: SESSION,
  middleware: [signedIn],
  responses: { 200: ok("Your saved searches", savedSearchListSchema), 401: NO_SESSION },
});

const saveSearch = apiRoute({
  method: "post",
  path: "/me/saved-searches",
  operationId: "createSavedSearch",
  summary: "Save a browse search",
  description: `\`query\` is browse's query string; it is normalised (known filters in a fixed order, defaults, cursor and page size dropped), so the same search saved twice answers 409. With \`alerts\` (default true), listings published from now on that match it are emailed, at most once a day. At most ${SAVED_SEARCHES_MAX} saved searches.`,
  security: SESSION,
  middleware: [signedIn],
  request: { body: jsonRequest(newSavedSearchSchema) },
  responses: {
    201: ok("Saved", savedSearchSchema),
    400: errorResponse("A query browse would refuse (`fields.query` says why), an unknown category or a bad label"),
    401: NO_SESSION,
    403: CROSS_SITE,
    409: errorResponse(`Saved already, or you have ${SAVED_SEARCHES_MAX} saved searches`),
  },
});

const patchSearch = apiRoute({
  method: "patch",
  path: "/me/saved-searches/{id}",
  operationId: "updateSavedSearch",
  summary: "Turn a saved search's alert emails on or off",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams, body: jsonRequest(patchSavedSearchSchema) },
  responses: { 200: ok("The saved search", savedSearchSchema), 400: BAD_INPUT, 401: NO_SESSION, 403: CROSS_SITE, 404: errorResponse("No such saved search of yours") },
});

const deleteSearch = apiRoute({
  method: "delete",
  path: "/me/saved-searches/{id}",
  operationId: "deleteSavedSearch",
  summary: "Delete a saved search",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, 400: BAD_INPUT, 401: NO_SESSION, 403: CROSS_SITE, 404: errorResponse("No such saved search of yours") },
});

/** Mounted on /. */
export function savedApi(services: Services) {
  const api = apiRouter();
  api.openapi(favourites, (c) => answer(c, async () => c.json(await services.favourites.list(sessionUserId(c), c.req.valid("query")), 200)));
  api.openapi(putFavourite, (c) =>
    answer(c, async () => {
      const { listingId } = c.req.valid("param");
      const { created } = await services.favourites.add(sessionUserId(c), listingId);
      return c.json({ listingId, saved: true }, created ? 201 : 200);
    }),
  );
  api.openapi(deleteFavourite, (c) =>
    answer(c, async () => {
      await services.favourites.remove(sessionUserId(c), c.req.valid("param").listingId);
      return c.body(null, 204);
    }),
  );
  api.openapi(searches, (c) => answer(c, async () => c.json({ items: await services.savedSearches.list(sessionUserId(c)) }, 200)));
  api.openapi(saveSearch, (c) => answer(c, async () => c.json(await services.savedSearches.save(sessionUserId(c), c.req.valid("json")), 201)));
  api.openapi(patchSearch, (c) =>
    answer(c, async () => c.json(await services.savedSearches.setAlerts(sessionUserId(c), c.req.valid("param").id, c.req.valid("json").alerts), 200)),
  );
  api.openapi(deleteSearch, (c) =>
    answer(c, async () => {
      await services.savedSearches.remove(sessionUserId(c), c.req.valid("param").id);
      return c.body(null, 204);
    }),
  );
  return api;
}
