// /api/v1/listings writes and /api/v1/me/listings: an owner's listings, through the same service as the pages. Every
// write acts for the session's person on their own listing; anyone else's (or a deleted one) is a 404.
import { filesIn } from "../../../core/uploads";
import { z } from "zod";
import { blockedDatesSchema, listingCreateSchema, listingUpdateSchema, myListingSchema, ownListingSchema, ownPhotoSchema, photoOrderSchema } from "../../features/listings/listings.schema";
import type { Services } from "../../services";
import { answer } from "./errors";
import { readForm } from "./form-body";
import { apiRoute, apiRouter, BAD_INPUT, errorResponse, idParam, idParams, jsonBody, jsonRequest, NO_SESSION, NOT_JSON, ok, SESSION, signedIn, sessionUserId, OWNER_ERRORS } from "./openapi-kit";
import { m } from "../../../core/paraglide/messages";

const listingBody = z.object({ listing: ownListingSchema });
const photosBody = z.object({ photos: z.array(ownPhotoSchema).describe("In order; the first is the cover") });
const blockedBody = z.object({ blockedDates: z.array(z.iso.date()).describe("Sorted ISO dates (Africa/Lagos)") });

const WITH_BODY = { ...OWNER_ERRORS, 415: NOT_JSON };

/** An owner's operation: the session is checked first, then the path, then (`body`) that a JSON body came. */
const owner = (body = false) => (body ? [signedIn, jsonBody] : [signedIn]);

const ownerId = sessionUserId;

const create = apiRoute({
  method: "post",
  path: "/",
  operationId: "createListing",
  summary: "Start a listing (a draft)",
  description:
    "Needs a verified email address. Category and subcategory slugs are required; any other field may be sent now or later with PATCH. Money is kobo. The draft is not public until it is published.",
  security: SESSION,
  rateLimited: true,
  middleware: owner(true),
  request: { body: jsonRequest(listingCreateSchema) },
  responses: {
    201: ok("The new draft", listingBody),
    ...WITH_BODY,
    403: errorResponse("The email address is not verified yet, or the request came from another website"),
  },
});

const update = apiRoute({
  method: "patch",
  path: "/{id}",
  operationId: "updateListing",
  summary: "Edit your listing, publish or pause it",
  description:
    "Send any fields to change. `status: published` publishes a complete draft (category, title and description, a photo, a price, a location) or a paused listing; `status: paused` takes a published one off search until it is published again. Fields are saved before the status changes.",
  security: SESSION,
  middleware: owner(true),
  request: { params: idParams, body: jsonRequest(listingUpdateSchema) },
  responses: {
    200: ok("The listing as it now is", listingBody),
    ...WITH_BODY,
    409: errorResponse("The move is not possible from its status (e.g. pausing a draft, or a suspended listing)"),
  },
});

const remove = apiRoute({
  method: "delete",
  path: "/{id}",
  operationId: "deleteListing",
  summary: "Delete your listing",
  description: "Takes it off Haya for good. Refused while it has upcoming bookings (pause it instead).",
  security: SESSION,
  middleware: owner(),
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...OWNER_ERRORS, 409: errorResponse("It has upcoming bookings") },
});

const addPhoto = apiRoute({
  method: "post",
  path: "/{id}/photos",
  operationId: "addListingPhoto",
  summary: "Add a photo to your listing",
  description:
    "One photo a request, as the multipart field `photo`: JPEG, PNG, WebP or AVIF up to 15 MB, recognised by its content. It is stored turned upright, at most 2560 px, as WebP without its metadata (no GPS position). At most 12 photos a listing.",
  security: SESSION,
  rateLimited: true,
  middleware: owner(),
  request: {
    params: idParams,
    // A JSON Schema, not zod: the handler reads the file itself (its bytes are checked by their content, not a schema).
    body: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: { photo: { type: "string", format: "binary" } }, required: ["photo"] } } } },
  },
  responses: {
    201: ok("The listing's photos, the new one last", photosBody),
    ...OWNER_ERRORS,
    400: errorResponse("Not a usable photo, or already 12 photos"),
    413: errorResponse("Over 15 MB"),
    429: errorResponse("Too many uploads: try again later"),
  },
});

const orderPhotos = apiRoute({
  method: "put",
  path: "/{id}/photos",
  operationId: "reorderListingPhotos",
  summary: "Reorder your listing's photos",
  description: "`order` lists every photo id of the listing once; the first becomes the cover.",
  security: SESSION,
  middleware: owner(true),
  request: { params: idParams, body: jsonRequest(photoOrderSchema) },
  responses: { 200: ok("The photos in their new order", photosBody), ...WITH_BODY },
});

const deletePhoto = apiRoute({
  method: "delete",
  path: "/{id}/photos/{photoId}",
  operationId: "deleteListingPhoto",
  summary: "Delete a photo of your listing",
  security: SESSION,
  middleware: owner(),
  request: { params: z.object({ id: idParam, photoId: idParam }) },
  responses: { 200: ok("The photos left", photosBody), ...OWNER_ERRORS, 409: errorResponse("The last photo of a published listing") },
});

const setBlocked = apiRoute({
  method: "put",
  path: "/{id}/blocked-dates",
  operationId: "setListingBlockedDates",
  summary: "Set the blocked days of your listing",
  description: "Replaces every blocked day from today to a year ahead with `dates`. Days before today, or more than a year ahead, are refused. Days your imported calendars block (…/calendars) are kept apart: they are neither changed nor answered here.",
  security: SESSION,
  middleware: owner(true),
  request: { params: idParams, body: jsonRequest(blockedDatesSchema) },
  responses: { 200: ok("The blocked days as they now are", blockedBody), ...WITH_BODY },
});

export function listingsApi(services: Services) {
  const api = apiRouter();

  api.openapi(create, (c) => answer(c, async () => c.json({ listing: await services.listings.createDraft(c.get("session")!.user, c.req.valid("json")) }, 201)));

  api.openapi(update, (c) =>
    answer(c, async () => {
      const { status, ...patch } = c.req.valid("json");
      // Fields, then the status, in one transaction: one request can complete a draft and publish it, and a refused
      // status move saves none of the fields sent with it.
      return c.json({ listing: await services.listings.update(ownerId(c), c.req.valid("param").id, patch, status) });
    }),
  );

  api.openapi(remove, (c) =>
    answer(c, async () => {
      await services.listings.remove(ownerId(c), c.req.valid("param").id);
      return c.body(null, 204);
    }),
  );

  api.openapi(addPhoto, (c) =>
    answer(c, async () => {
      const read = await readForm(c);
      if ("response" in read) return read.response;
      const files = filesIn(read.form, "photo");
      if (files.length !== 1) return c.json({ error: "invalid_request", message: m.err_one_photo_field(), fields: { photo: m.err_photo_type() } }, 400);
      const photos = await services.listings.addPhoto(ownerId(c), c.req.valid("param").id, new Uint8Array(await files[0]!.arrayBuffer()), c.req.raw.signal);
      return c.json({ photos }, 201);
    }),
  );

  api.openapi(orderPhotos, (c) => answer(c, async () => c.json({ photos: await services.listings.orderPhotos(ownerId(c), c.req.valid("param").id, c.req.valid("json").order) })));

  api.openapi(deletePhoto, (c) =>
    answer(c, async () => {
      const { id, photoId } = c.req.valid("param");
      return c.json({ photos: await services.listings.deletePhoto(ownerId(c), id, photoId) });
    }),
  );

  api.openapi(setBlocked, (c) => answer(c, async () => c.json({ blockedDates: await services.listings.setBlockedDates(ownerId(c), c.req.valid("param").id, c.req.valid("json").dates) })));

  return api;
}

const mine = apiRoute({
  method: "get",
  path: "/",
  operationId: "listMyListings",
  domainErrors: false,
  summary: "Your listings (My Rentals → My Listings)",
  description: "Every listing of the signed-in person but deleted ones, newest change first. Bookings and earnings count real bookings.",
  security: SESSION,
  middleware: owner(),
  responses: { 200: ok("Your listings", z.object({ listings: z.array(myListingSchema) })), 401: NO_SESSION },
});

const ownOne = apiRoute({
  method: "get",
  path: "/{id}",
  operationId: "getMyListing",
  summary: "One of your listings, every field as you edit it",
  description: "`missing` names the steps still needed before it can be published.",
  security: SESSION,
  middleware: owner(),
  request: { params: idParams },
  responses: { 200: ok("The listing", listingBody), 400: BAD_INPUT, 401: NO_SESSION, 404: OWNER_ERRORS[404] },
});

/** /api/v1/me/listings: the session's own listings, every status but deleted. */
export function myListingsApi(services: Services) {
  const api = apiRouter();
  api.openapi(mine, async (c) => c.json({ listings: await services.listings.listMine(ownerId(c)) }));
  api.openapi(ownOne, (c) => answer(c, async () => c.json({ listing: await services.listings.getOwn(ownerId(c), c.req.valid("param").id) })));
  return api;
}
