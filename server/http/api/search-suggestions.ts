// GET /api/v1/search/suggestions: what the header's search suggests as a person types (anyone may ask; no session).
import { suggestionsQuerySchema, suggestionsSchema } from "../../features/search/suggestions.schema";
import type { Services } from "../../services";
import { apiRoute, apiRouter, BAD_INPUT, ok } from "./openapi-kit";

const suggestions = apiRoute({
  method: "get",
  path: "/search/suggestions",
  operationId: "listSearchSuggestions",
  domainErrors: false,
  summary: "Suggestions for a search being typed",
  description:
    "Categories and subcategories whose names or common synonyms start with the text (\"jee\" → SUVs & Jeeps), then popular searches that start with it (texts that found something at least 3 times). Fewer than 2 characters suggest nothing.",
  request: { query: suggestionsQuerySchema },
  responses: { 200: ok("At most 8 suggestions, the closest first", suggestionsSchema), 400: BAD_INPUT },
});

export function searchSuggestionsApi(services: Services) {
  const api = apiRouter();
  api.openapi(suggestions, async (c) => {
    // The same few letters are typed by many people: a shared cache may keep the answer for a minute.
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ suggestions: await services.suggestions.suggest(c.req.valid("query").q) });
  });
  return api;
}
