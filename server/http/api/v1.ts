// JSON API under /api/v1: the same services as the pages, validated with zod at the edge. Every operation is an OpenAPI
// route (openapi-kit.ts), so the document at /openapi.json is generated from what the handlers validate and answer.
import { z } from "zod";
import type { Services } from "../../services";
import { newsletterSchema } from "../../features/newsletter/newsletter.schema";
import { adminApi } from "./admin";
import { claimsApi } from "./claims";
import { bookingPhotosApi } from "./booking-photos";
import { bookingsApi, myBookingsApi } from "./bookings";
import { calendarsApi } from "./calendars";
import { badRequest, notFound } from "./errors";
import { listingsApi } from "./listings";
import { publicListingsApi } from "./listings-public";
import { meApi } from "./me";
import { identityApi } from "./identity";
import { messagesApi } from "./messages";
import { notificationsApi } from "./notifications";
import { apiRoute, apiRouter, BAD_INPUT } from "./openapi-kit";
import { openApiDocument } from "./openapi";
import { paymentsApi } from "./payments";
import { banksApi } from "./payouts";
import { bookingReviewsApi, reviewsApi } from "./reviews";
import { peopleApi } from "./people";
import { savedApi } from "./saved";
import { cartApi } from "./cart";
import { searchSuggestionsApi } from "./search-suggestions";
import { m } from "../../../core/paraglide/messages";

const newsletter = apiRoute({
  method: "post",
  path: "/newsletter",
  operationId: "subscribeNewsletter",
  domainErrors: false,
  summary: "Subscribe an email address to the newsletter",
  // A JSON Schema made from the zod one, so that no validator runs first: the handler reads any body leniently (a
  // form-encoded one is a 400 naming `email`, as it always was, not a 415).
  request: { body: { required: true, content: { "application/json": { schema: z.toJSONSchema(newsletterSchema, { io: "input" }) as object } } } },
  responses: {
    201: { description: "Subscribed", content: { "application/json": { schema: z.object({ subscribed: z.literal(true), created: z.literal(true) }) } } },
    200: { description: "Already subscribed (nothing changed)", content: { "application/json": { schema: z.object({ subscribed: z.literal(true), created: z.literal(false) }) } } },
    400: BAD_INPUT,
  },
});

export function apiV1(services: Services) {
  const api = apiRouter();

  api.route("/", publicListingsApi(services));
  api.route("/", searchSuggestionsApi(services));
  api.route("/listings", listingsApi(services));
  api.route("/listings", calendarsApi(services));

  api.openapi(newsletter, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = newsletterSchema.safeParse(body ?? {});
    if (!parsed.success) return badRequest(c, parsed.error);
    const { created } = await services.newsletter.subscribe(parsed.data.email);
    return created ? c.json({ subscribed: true as const, created }, 201) : c.json({ subscribed: true as const, created }, 200);
  });

  api.route("/bookings", bookingsApi(services));
  api.route("/bookings", bookingPhotosApi(services));
  api.route("/bookings", claimsApi(services));
  api.route("/bookings", bookingReviewsApi(services));
  api.route("/", reviewsApi(services));
  api.route("/", peopleApi(services));
  api.route("/", messagesApi(services));
  api.route("/me/bookings", myBookingsApi(services));
  api.route("/me/identity", identityApi(services));
  api.route("/me", meApi(services));
  api.route("/", notificationsApi(services));
  api.route("/", savedApi(services));
  api.route("/", cartApi(services));
  api.route("/payments", paymentsApi(services));
  api.route("/banks", banksApi(services));
  api.route("/admin", adminApi(services));

  // Made once, from the routes above: the same every time, and routes are not added after start-up.
  let document: object | undefined;
  api.get("/openapi.json", (c) => c.json((document ??= openApiDocument(api))));

  api.all("*", (c) => notFound(c, m.err_api_no_endpoint()));
  return api;
}

/** The document without a database: declaring the routes calls no service (scripts, tests, the reference page). */
export const apiV1Document = () => openApiDocument(apiV1({} as Services));
