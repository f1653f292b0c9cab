// The OpenAPI 3.1 document for /api/v1, with schemas generated from the same zod shapes the API validates with.
import { z } from "zod";
import { businessSchema, meSchema, profilePatchSchema } from "../../features/accounts/accounts.schema";
import { categorySchema, listingCardSchema, listingDetailSchema } from "../../features/catalogue/catalogue.schema";
import { blockedDatesSchema, listingCreateSchema, listingUpdateSchema, myListingSchema, ownListingSchema, ownPhotoSchema, photoOrderSchema } from "../../features/listings/listings.schema";
import { newsletterSchema } from "../../features/newsletter/newsletter.schema";
import { SORTS } from "../../features/search/search.schema";
import { bookingPaths } from "./openapi-bookings";

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
/** A request body: what a caller may send, before the schema's transforms (e.g. 0803… before it becomes +234803…). */
const jsonIn = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
const errorBody = {
  type: "object",
  properties: {
    error: { type: "string" },
    message: { type: "string" },
    fields: { type: "object", additionalProperties: { type: "string" } },
  },
  required: ["error", "message"],
};
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: errorBody } } });
const errors = { "400": errorResponse("Invalid input; `fields` names each bad field") };

/** What every /me endpoint may answer besides success: it needs a session, and writes need JSON from Haya's own pages. */
const accountErrors = {
  "401": errorResponse("No session: sign in first (`error: unauthorized`)"),
  "403": errorResponse("A write sent from another website (its Origin is not Haya's)"),
};
const meResponse = () => ({
  description: "The signed-in person's account as it now is",
  content: { "application/json": { schema: { type: "object", properties: { user: json(meSchema) }, required: ["user"] } } },
});
const accountWrite = (summary: string, description: string, schema: z.ZodType) => ({
  summary,
  description,
  security: [{ session: [] }],
  requestBody: { required: true, content: { "application/json": { schema: jsonIn(schema) } } },
  responses: { "200": meResponse(), ...errors, ...accountErrors, "415": errorResponse("The body is not JSON (Content-Type must be application/json)") },
});

/** Listing writes: the owner's session, their own listing (anyone else's is a 404, never a 403 that would confirm it exists). */
const ownerErrors = {
  ...accountErrors,
  "404": errorResponse("No such listing of yours (someone else's and deleted ones included)"),
};
const idPath = (name = "id") => ({ name, in: "path", required: true, schema: { type: "integer", minimum: 1 } });
const ok = (description: string, properties: Record<string, object>) => ({
  description,
  content: { "application/json": { schema: { type: "object", properties, required: Object.keys(properties) } } },
});
const photosBody = { photos: { type: "array", items: json(ownPhotoSchema), description: "In order; the first is the cover" } };
const listingBody = { listing: json(ownListingSchema) };
const jsonBody = (schema: z.ZodType) => ({ required: true, content: { "application/json": { schema: jsonIn(schema) } } });
const unsupported = { "415": errorResponse("The body is not JSON (Content-Type must be application/json)") };

/** Operations counted against a rate limit per account or per client address (features/accounts/rate-limit.ts). */
const RATE_LIMITED = new Set(["post /listings", "post /listings/{id}/photos", "post /bookings", "post /bookings/quote"]);
const WRITES = new Set(["post", "put", "patch", "delete"]);

/**
 * The answers every edge of the server can give, added to each operation that can get them (its own wording kept where
 * it has one): 400 (a control character or broken encoding, http/bad-bytes.ts), 431 and 503 anywhere, 403 (another
 * website's Origin) and 413 on writes, 429 where limits count.
 */
function withEdgeResponses<T extends Record<string, object>>(paths: T): T {
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations as Record<string, { responses: Record<string, object> }>)) {
      const edge: Record<string, object> = {
        "400": errorResponse("A control character (such as NUL) or broken percent-encoding or UTF-8 in the path, query or body (`error: invalid_request`; `fields` names where)"),
        "431": errorResponse("The request's headers (cookies included) are larger than the server accepts (`error: headers_too_large`)"),
        "503": errorResponse("The database is unreachable or busy, or too many uploads are under way: try again after `Retry-After` seconds (`error: unavailable`)"),
      };
      if (WRITES.has(method)) {
        edge["403"] = errorResponse("Sent from another website, or with a session cookie but neither Origin nor Sec-Fetch-Site (`error: forbidden`)");
        edge["413"] = errorResponse("The body is larger than this operation accepts (`error: payload_too_large`)");
      }
      if (RATE_LIMITED.has(`${method} ${path}`)) edge["429"] = errorResponse("Too many attempts from this account or address: try again after `Retry-After` seconds (`error: rate_limited`)");
      op.responses = { ...edge, ...op.responses };
    }
  }
  return paths;
}

let cached: object | undefined;
export function openApiDocument(): object {
  if (cached) return cached;
  const q = (name: string, schema: object, description: string) => ({ name, in: "query", required: false, schema, description });
  cached = {
    openapi: "3.1.0",
    info: { title: "Haya API", version: "1.0.0", description: "Nigeria's rental marketplace. Money is integer kobo (₦1 = 100 kobo)." },
    servers: [{ url: "/api/v1" }],
    components: {
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "haya.session_token",
          description: "The session cookie set by signing in on /login (named `__Secure-haya.session_token` over HTTPS in production). HttpOnly: browsers send it, scripts cannot read it.",
        },
      },
    },
    paths: withEdgeResponses({
      "/categories": {
        get: {
          summary: "The category tree",
          responses: { "200": { description: "All 24 categories with their subcategories", content: { "application/json": { schema: { type: "object", properties: { categories: { type: "array", items: json(categorySchema) } } } } } } },
        },
      },
      "/listings": {
        post: {
          summary: "Start a listing (a draft)",
          description: "Needs a verified email address. Category and subcategory slugs are required; any other field may be sent now or later with PATCH. Money is kobo. The draft is not public until it is published.",
          security: [{ session: [] }],
          requestBody: jsonBody(listingCreateSchema),
          responses: { "201": ok("The new draft", listingBody), ...errors, ...accountErrors, "403": errorResponse("The email address is not verified yet, or the request came from another website"), ...unsupported },
        },
        get: {
          summary: "Search published listings",
          parameters: [
            q("search", { type: "string", maxLength: 100 }, "Words to find in title or description; tolerates typos"),
            q("category", { type: "string" }, "Category slug, or `all`"),
            q("subcategory", { type: "string" }, "Subcategory slug (with category)"),
            q("location", { type: "string" }, "A state (e.g. Lagos) or a city (e.g. Ikeja)"),
            q("minPrice", { type: "integer", minimum: 0 }, "Minimum price per day, in naira"),
            q("maxPrice", { type: "integer", minimum: 0 }, "Maximum price per day, in naira"),
            q("instant", { type: "boolean" }, "Only listings that can be booked instantly"),
            q("sort", { type: "string", enum: [...SORTS], default: "relevance" }, "Sort order"),
            q("cursor", { type: "string" }, "`nextCursor` of the previous page"),
            q("limit", { type: "integer", minimum: 1, maximum: 50, default: 24 }, "Page size"),
          ],
          responses: {
            "200": {
              description: "A page of listings",
              content: { "application/json": { schema: { type: "object", properties: {
                items: { type: "array", items: json(listingCardSchema) },
                nextCursor: { type: ["string", "null"] },
                total: { type: "object", properties: { count: { type: "integer" }, capped: { type: "boolean", description: "true when there are more than `count` (counting stops at 1,000)" } } },
                correctedSearch: { type: ["string", "null"], description: "When the search text matched nothing: the corrected text whose results these are" },
              } } } },
            },
            ...errors,
          },
        },
      },
      "/listings/{id}": {
        get: {
          summary: "One published listing",
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } }],
          responses: {
            "200": { description: "The listing", content: { "application/json": { schema: { type: "object", properties: { listing: json(listingDetailSchema) } } } } },
            "404": { description: "No such published listing", content: { "application/json": { schema: errorBody } } },
            ...errors,
          },
        },
        patch: {
          summary: "Edit your listing, publish or pause it",
          description: "Send any fields to change. `status: published` publishes a complete draft (category, title and description, a photo, a price, a location) or a paused listing; `status: paused` takes a published one off search until it is published again. Fields are saved before the status changes.",
          security: [{ session: [] }],
          parameters: [idPath()],
          requestBody: jsonBody(listingUpdateSchema),
          responses: { "200": ok("The listing as it now is", listingBody), ...errors, ...ownerErrors, "409": errorResponse("The move is not possible from its status (e.g. pausing a draft, or a suspended listing)"), ...unsupported },
        },
        delete: {
          summary: "Delete your listing",
          description: "Takes it off Haya for good. Refused while it has upcoming bookings (pause it instead).",
          security: [{ session: [] }],
          parameters: [idPath()],
          responses: { "204": { description: "Deleted" }, ...errors, ...ownerErrors, "409": errorResponse("It has upcoming bookings") },
        },
      },
      "/listings/{id}/photos": {
        post: {
          summary: "Add a photo to your listing",
          description: "One photo a request, as the multipart field `photo`: JPEG, PNG, WebP or AVIF up to 15 MB, recognised by its content. It is stored turned upright, at most 2560 px, as WebP without its metadata (no GPS position). At most 12 photos a listing.",
          security: [{ session: [] }],
          parameters: [idPath()],
          requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: { photo: { type: "string", format: "binary" } }, required: ["photo"] } } } },
          responses: { "201": ok("The listing's photos, the new one last", photosBody), "400": errorResponse("Not a usable photo, or already 12 photos"), ...ownerErrors, "413": errorResponse("Over 15 MB"), "429": errorResponse("Too many uploads: try again later") },
        },
        put: {
          summary: "Reorder your listing's photos",
          description: "`order` lists every photo id of the listing once; the first becomes the cover.",
          security: [{ session: [] }],
          parameters: [idPath()],
          requestBody: jsonBody(photoOrderSchema),
          responses: { "200": ok("The photos in their new order", photosBody), ...errors, ...ownerErrors, ...unsupported },
        },
      },
      "/listings/{id}/photos/{photoId}": {
        delete: {
          summary: "Delete a photo of your listing",
          security: [{ session: [] }],
          parameters: [idPath(), idPath("photoId")],
          responses: { "200": ok("The photos left", photosBody), ...errors, ...ownerErrors, "409": errorResponse("The last photo of a published listing") },
        },
      },
      "/listings/{id}/blocked-dates": {
        get: {
          summary: "Days a published listing cannot be booked",
          description: "Days its owner has blocked, from today to a year ahead, as ISO dates (Africa/Lagos).",
          parameters: [idPath()],
          responses: { "200": ok("The blocked days, sorted", { blockedDates: { type: "array", items: { type: "string", format: "date" } } }), "404": errorResponse("No such published listing"), ...errors },
        },
        put: {
          summary: "Set the blocked days of your listing",
          description: "Replaces every blocked day from today to a year ahead with `dates`. Days before today, or more than a year ahead, are refused.",
          security: [{ session: [] }],
          parameters: [idPath()],
          requestBody: jsonBody(blockedDatesSchema),
          responses: { "200": ok("The blocked days as they now are", { blockedDates: { type: "array", items: { type: "string", format: "date" } } }), ...errors, ...ownerErrors, ...unsupported },
        },
      },
      "/me/listings": {
        get: {
          summary: "Your listings (My Rentals → My Listings)",
          description: "Every listing of the signed-in person but deleted ones, newest change first. Bookings and earnings count real bookings.",
          security: [{ session: [] }],
          responses: { "200": ok("Your listings", { listings: { type: "array", items: json(myListingSchema) } }), "401": accountErrors["401"] },
        },
      },
      "/me/listings/{id}": {
        get: {
          summary: "One of your listings, every field as you edit it",
          description: "`missing` names the steps still needed before it can be published.",
          security: [{ session: [] }],
          parameters: [idPath()],
          responses: { "200": ok("The listing", listingBody), ...errors, "401": accountErrors["401"], "404": ownerErrors["404"] },
        },
      },
      "/newsletter": {
        post: {
          summary: "Subscribe an email address to the newsletter",
          requestBody: { required: true, content: { "application/json": { schema: json(newsletterSchema) } } },
          responses: {
            "201": { description: "Subscribed" },
            "200": { description: "Already subscribed (nothing changed)" },
            ...errors,
          },
        },
      },
      "/me": {
        get: {
          summary: "The signed-in person",
          description: "Their own details only: never a password hash or a session token.",
          security: [{ session: [] }],
          responses: { "200": meResponse(), "401": accountErrors["401"] },
        },
        patch: accountWrite(
          "Change the signed-in person's name or phone",
          "Send either field or both. A phone is +234 and 10 digits or the 0-prefixed local form, saved as +234…; an empty string or null removes it. Other fields (an `id`, say) are ignored: this changes the session's own account only.",
          profilePatchSchema,
        ),
      },
      "/me/business": {
        put: accountWrite(
          "Save the signed-in person's 'For Business' details",
          "The CAC number is RC or BN and digits (saved upper-case, e.g. RC1234567); the phone is saved as +234 and 10 digits. Changing any detail of a pending or verified business sets its status back to `unverified`; saving the same details changes nothing.",
          businessSchema,
        ),
      },
      "/me/business/verification": {
        post: {
          summary: "Ask for the business to be verified",
          description: "Moves an `unverified` business with complete details to `pending`; an admin then approves it. No body.",
          security: [{ session: [] }],
          responses: {
            "200": meResponse(),
            "400": errorResponse("The business details are not complete yet"),
            ...accountErrors,
            "409": errorResponse("Already pending or verified"),
          },
        },
      },
      ...bookingPaths({ errorResponse, idPath, ok, jsonBody }),
      // Payment providers' webhooks (features/payments): signed with hex HMAC-SHA512 of the raw body.
      ...Object.fromEntries(
        (["sandbox", "paystack"] as const).map((provider) => [
          `/payments/webhooks/${provider}`,
          {
            post: {
              summary: `Webhook of the ${provider} payment provider`,
              description: `A Paystack-shaped event (\`charge.success\`, \`charge.failed\`${provider === "paystack" ? ", `refund.processed`, `refund.failed`" : ""}) signed in \`${provider === "paystack" ? "x-paystack-signature" : "x-sandbox-signature"}\` (hex HMAC-SHA512 of the raw body). A charge event only makes Haya verify the payment with the provider and apply that answer, so a repeated or reordered event changes nothing twice.`,
              requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { event: { type: "string" }, data: { type: "object" } }, required: ["event", "data"] } } } },
              responses: {
                "200": { description: "Handled, or ignored and logged (an unknown reference or an unused event)" },
                "400": errorResponse("The body is not a webhook event"),
                "401": errorResponse("The signature is missing or does not match; nothing changed"),
                ...(provider === "paystack"
                  ? {
                      "404": errorResponse("Paystack is not configured (no PAYSTACK_SECRET_KEY)"),
                      "503": { description: "A refund event that came while its refund was still being recorded: deliver it again later" },
                    }
                  : {}),
              },
            },
          },
        ]),
      ),
    }),
  };
  return cached;
}
