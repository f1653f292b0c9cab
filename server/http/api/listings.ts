// /api/v1/listings writes and /api/v1/me/listings: an owner's listings, through the same service as the pages. Every
// write acts for the session's person on their own listing; anyone else's (or a deleted one) is a 404.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { PHOTO_MESSAGE } from "../../features/listings/listings.limits";
import { blockedDatesSchema, listingCreateSchema, listingUpdateSchema, photoOrderSchema } from "../../features/listings/listings.schema";
import type { Services } from "../../services";
import type { SessionVars } from "../session";
import { badRequest, domainError, unauthorized } from "./errors";
import { readJson } from "./json-body";

type Env = { Variables: SessionVars };

export const idParam = z.coerce.number({ error: "Must be a whole number" }).int("Must be a whole number").min(1, "Must be a positive id").max(Number.MAX_SAFE_INTEGER);

/** A path id, or the 400 to answer instead. */
function pathId(c: Context<Env>, name: string): { id: number } | { response: Response } {
  const parsed = idParam.safeParse(c.req.param(name));
  if (parsed.success) return { id: parsed.data };
  return { response: badRequest(c, new z.ZodError(parsed.error.issues.map((i) => ({ ...i, path: [name] })))) };
}

/** Owner writes: a session, a valid id, JSON where a body is expected; domain errors become their statuses. */
function ownerRoute(run: (c: Context<Env>, ownerId: string, id: number) => Promise<Response>) {
  return async (c: Context<Env>) => {
    const session = c.get("session");
    if (!session) return unauthorized(c);
    c.header("Cache-Control", "private, no-store");
    const id = pathId(c, "id");
    if ("response" in id) return id.response;
    try {
      return await run(c, session.user.id, id.id);
    } catch (e) {
      return domainError(c, e);
    }
  };
}

/** Parses a JSON body with `schema`: the parsed input, or the 400/415 response to send instead. */
async function bodyOf<S extends z.ZodType>(c: Context<Env>, schema: S): Promise<{ input: z.output<S> } | { response: Response }> {
  const read = await readJson(c);
  if ("response" in read) return read;
  const parsed = schema.safeParse(read.body);
  return parsed.success ? { input: parsed.data } : { response: badRequest(c, parsed.error) };
}

export function listingsApi(services: Services) {
  const { listings } = services;
  const api = new Hono<Env>();

  api.post("/", async (c) => {
    const session = c.get("session");
    if (!session) return unauthorized(c);
    c.header("Cache-Control", "private, no-store");
    const body = await bodyOf(c, listingCreateSchema);
    if ("response" in body) return body.response;
    try {
      return c.json({ listing: await listings.createDraft(session.user, body.input) }, 201);
    } catch (e) {
      return domainError(c, e);
    }
  });

  api.patch(
    "/:id",
    ownerRoute(async (c, ownerId, id) => {
      const body = await bodyOf(c, listingUpdateSchema);
      if ("response" in body) return body.response;
      const { status, ...patch } = body.input;
      // Fields, then the status, in one transaction: one request can complete a draft and publish it, and a refused
      // status move saves none of the fields sent with it.
      return c.json({ listing: await listings.update(ownerId, id, patch, status) });
    }),
  );

  api.delete(
    "/:id",
    ownerRoute(async (c, ownerId, id) => {
      await listings.remove(ownerId, id);
      return c.body(null, 204);
    }),
  );

  api.post(
    "/:id/photos",
    ownerRoute(async (c, ownerId, id) => {
      const form = await c.req.formData().catch(() => undefined);
      const files = form?.getAll("photo").filter((f): f is File => f instanceof File && f.size > 0) ?? [];
      if (files.length !== 1) return c.json({ error: "invalid_request", message: "Send one photo as the multipart field `photo`", fields: { photo: PHOTO_MESSAGE } }, 400);
      const photos = await listings.addPhoto(ownerId, id, new Uint8Array(await files[0]!.arrayBuffer()), c.req.raw.signal);
      return c.json({ photos }, 201);
    }),
  );

  api.put(
    "/:id/photos",
    ownerRoute(async (c, ownerId, id) => {
      const body = await bodyOf(c, photoOrderSchema);
      if ("response" in body) return body.response;
      return c.json({ photos: await listings.orderPhotos(ownerId, id, body.input.order) });
    }),
  );

  api.delete(
    "/:id/photos/:photoId",
    ownerRoute(async (c, ownerId, id) => {
      const photo = pathId(c, "photoId");
      if ("response" in photo) return photo.response;
      return c.json({ photos: await listings.deletePhoto(ownerId, id, photo.id) });
    }),
  );

  api.put(
    "/:id/blocked-dates",
    ownerRoute(async (c, ownerId, id) => {
      const body = await bodyOf(c, blockedDatesSchema);
      if ("response" in body) return body.response;
      return c.json({ blockedDates: await listings.setBlockedDates(ownerId, id, body.input.dates) });
    }),
  );

  return api;
}

/** /api/v1/me/listings: the session's own listings, every status but deleted. */
export function myListingsApi(services: Services) {
  const api = new Hono<Env>();
  api.get("/", async (c) => {
    const session = c.get("session");
    if (!session) return unauthorized(c);
    c.header("Cache-Control", "private, no-store");
    return c.json({ listings: await services.listings.listMine(session.user.id) });
  });
  api.get(
    "/:id",
    ownerRoute(async (c, ownerId, id) => c.json({ listing: await services.listings.getOwn(ownerId, id) })),
  );
  return api;
}
