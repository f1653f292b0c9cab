// JSON API under /api/v1: the same services as the pages, validated with zod at the edge.
import { Hono } from "hono";
import { z } from "zod";
import type { Services } from "../../services";
import { newsletterSchema } from "../../features/newsletter/newsletter.schema";
import { searchQuerySchema } from "../../features/search/search.schema";
import { InvalidCursorError } from "../../features/search/search.service";
import type { SessionVars } from "../session";
import { bookingsApi, myBookingsApi } from "./bookings";
import { badRequest, notFound } from "./errors";
import { idParam, listingsApi } from "./listings";
import { meApi } from "./me";
import { paymentsApi } from "./payments";
import { openApiDocument } from "./openapi";

export function apiV1(services: Services) {
  const api = new Hono<{ Variables: SessionVars }>();

  api.get("/openapi.json", (c) => c.json(openApiDocument()));

  api.get("/categories", async (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ categories: await services.catalogue.listCategories() });
  });

  api.get("/listings", async (c) => {
    const parsed = searchQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return badRequest(c, parsed.error);
    try {
      return c.json(await services.search.search(parsed.data));
    } catch (e) {
      if (e instanceof InvalidCursorError)
        return c.json({ error: "invalid_request", message: e.message, fields: { cursor: e.message } }, 400);
      throw e;
    }
  });

  api.get("/listings/:id", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return badRequest(c, new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ["id"] }))));
    const listing = await services.catalogue.getPublished(id.data);
    if (!listing) return notFound(c, "Listing not found");
    return c.json({ listing });
  });

  // The days a published listing cannot be booked because its owner closed them (today and the year ahead).
  api.get("/listings/:id/blocked-dates", async (c) => {
    const id = idParam.safeParse(c.req.param("id"));
    if (!id.success) return badRequest(c, new z.ZodError(id.error.issues.map((i) => ({ ...i, path: ["id"] }))));
    if (!(await services.catalogue.getPublished(id.data))) return notFound(c, "Listing not found");
    return c.json({ blockedDates: await services.listings.blockedDates(id.data) });
  });

  api.route("/listings", listingsApi(services));

  api.post("/newsletter", async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = newsletterSchema.safeParse(body ?? {});
    if (!parsed.success) return badRequest(c, parsed.error);
    const { created } = await services.newsletter.subscribe(parsed.data.email);
    return c.json({ subscribed: true, created }, created ? 201 : 200);
  });

  api.route("/bookings", bookingsApi(services));
  api.route("/me/bookings", myBookingsApi(services));
  api.route("/me", meApi(services));

  api.route("/payments", paymentsApi(services));

  api.all("*", (c) => notFound(c, "No such API endpoint"));
  return api;
}
