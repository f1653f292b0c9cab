// The OpenAPI 3.1 document for /api/v1, with schemas generated from the same zod shapes the API validates with.
import { z } from "zod";
import { businessSchema, meSchema, profilePatchSchema } from "../../features/accounts/accounts.schema";
import { categorySchema, listingCardSchema, listingDetailSchema } from "../../features/catalogue/catalogue.schema";
import { newsletterSchema } from "../../features/newsletter/newsletter.schema";
import { SORTS } from "../../features/search/search.schema";

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
    paths: {
      "/categories": {
        get: {
          summary: "The category tree",
          responses: { "200": { description: "All 24 categories with their subcategories", content: { "application/json": { schema: { type: "object", properties: { categories: { type: "array", items: json(categorySchema) } } } } } } },
        },
      },
      "/listings": {
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
      },
      "/newsletter": {
        post: {
          summary: "Subscribe an e-mail address to the newsletter",
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
    },
  };
  return cached;
}
