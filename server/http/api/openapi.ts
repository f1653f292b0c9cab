// The OpenAPI 3.1 document for /api/v1, with schemas generated from the same zod shapes the API validates with.
import { z } from "zod";
import { categorySchema, listingCardSchema, listingDetailSchema } from "../../features/catalogue/catalogue.schema";
import { newsletterSchema } from "../../features/newsletter/newsletter.schema";
import { SORTS } from "../../features/search/search.schema";

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "output", unrepresentable: "any" });
const errorBody = {
  type: "object",
  properties: {
    error: { type: "string" },
    message: { type: "string" },
    fields: { type: "object", additionalProperties: { type: "string" } },
  },
  required: ["error", "message"],
};
const errors = {
  "400": { description: "Invalid input; `fields` names each bad field", content: { "application/json": { schema: errorBody } } },
};

let cached: object | undefined;
export function openApiDocument(): object {
  if (cached) return cached;
  const q = (name: string, schema: object, description: string) => ({ name, in: "query", required: false, schema, description });
  cached = {
    openapi: "3.1.0",
    info: { title: "Haya API", version: "1.0.0", description: "Nigeria's rental marketplace. Money is integer kobo (₦1 = 100 kobo)." },
    servers: [{ url: "/api/v1" }],
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
    },
  };
  return cached;
}
