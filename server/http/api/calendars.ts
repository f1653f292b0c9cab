// /api/v1/listings/{id}/calendars: calendar sync for an owner's script (a fleet listed on several platforms), through the
// same service as the manage page: the listing's feed address, its imported calendars, adding and removing them, and a
// new feed address. Someone else's listing (or a deleted one) is a 404.
import { z } from "zod";
import { calendarImportInputSchema, calendarImportSchema, calendarSyncSchema } from "../../features/calendars/calendars.schema";
import type { Services } from "../../services";
import { answer } from "./errors";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParam, idParams, jsonBody, jsonRequest, NO_SESSION, NOT_JSON, ok, SESSION, signedIn, sessionUserId, OWNER_ERRORS } from "./openapi-kit";

const ownerId = sessionUserId;

const read = apiRoute({
  method: "get",
  path: "/{id}/calendars",
  operationId: "getListingCalendars",
  summary: "Your listing's calendar sync: its feed address and imported calendars",
  description:
    "`feedUrl` is the listing's secret iCal feed (made on first use): booked days and the days you blocked, as all-day events named Booked or Blocked, for another platform or a calendar app to import. `imports` are the external calendars whose events block days on Haya, each with how its last fetch went; Haya fetches each every 30 minutes.",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams },
  responses: { 200: ok("The feed address and the imported calendars, oldest first", calendarSyncSchema), 400: BAD_INPUT, 401: NO_SESSION, 404: OWNER_ERRORS[404] },
});

const add = apiRoute({
  method: "post",
  path: "/{id}/calendars",
  operationId: "addListingCalendar",
  summary: "Import an external calendar into your listing",
  description:
    "`url` is an iCal address (https://, or webcal:// which is fetched over https) that Haya can reach: addresses on private networks, this machine or link-local ones are refused, and so are redirects to them. It is fetched at once (the answer may still say `pending`: read it again a moment later) and then every 30 minutes; every event in it blocks its days (Lagos time) until it is gone from the calendar. At most 10 calendars a listing.",
  security: SESSION,
  rateLimited: true,
  middleware: [signedIn, jsonBody],
  request: { params: idParams, body: jsonRequest(calendarImportInputSchema) },
  responses: {
    201: ok("The calendar as added", z.object({ calendar: calendarImportSchema })),
    ...OWNER_ERRORS,
    400: errorResponse("Invalid input, an address Haya will not fetch, or a calendar already imported; `fields` names the field"),
    409: errorResponse("The listing already imports 10 calendars"),
    415: NOT_JSON,
  },
});

const remove = apiRoute({
  method: "delete",
  path: "/{id}/calendars/{calendarId}",
  operationId: "removeListingCalendar",
  summary: "Stop importing a calendar",
  description: "The days it blocked open again at once (unless you or another calendar block them).",
  security: SESSION,
  middleware: [signedIn],
  request: { params: z.object({ id: idParam, calendarId: idParam }) },
  responses: { 204: { description: "Removed" }, ...OWNER_ERRORS, 404: errorResponse("No such listing of yours, or no such calendar of it") },
});

const regenerate = apiRoute({
  method: "post",
  path: "/{id}/calendars/feed",
  operationId: "regenerateListingCalendarFeed",
  summary: "Make a new feed address for your listing",
  description: "The old address answers 404 from now on: give the new one to the platforms and apps that imported the old one. No body.",
  security: SESSION,
  middleware: [signedIn],
  request: { params: idParams },
  responses: { 200: ok("The new feed address", z.object({ feedUrl: z.string() })), ...OWNER_ERRORS },
});

export function calendarsApi(services: Services) {
  const { calendars } = services;
  const api = apiRouter();
  api.openapi(read, (c) => answer(c, async () => c.json(await calendars.sync(ownerId(c), c.req.valid("param").id))));
  api.openapi(add, (c) => answer(c, async () => c.json({ calendar: await calendars.addImport(ownerId(c), c.req.valid("param").id, c.req.valid("json")) }, 201)));
  api.openapi(remove, (c) =>
    answer(c, async () => {
      const { id, calendarId } = c.req.valid("param");
      await calendars.removeImport(ownerId(c), id, calendarId);
      return c.body(null, 204);
    }),
  );
  api.openapi(regenerate, (c) => answer(c, async () => c.json({ feedUrl: await calendars.regenerateFeed(ownerId(c), c.req.valid("param").id) })));
  return api;
}
