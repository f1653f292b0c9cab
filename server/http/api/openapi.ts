// The OpenAPI 3.1 document of /api/v1, generated from its routes (openapi-kit.ts): their zod request and response
// schemas, and the answers the server's edges add. Here only what no route knows: the title, the server, the schemes.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "./openapi-kit";
import { API_TOKEN_SCHEME, documentTokenSecurity } from "./openapi-tokens";

export function openApiDocument(api: OpenAPIHono<ApiEnv>) {
  api.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "haya.session_token",
    description:
      "The session cookie set by signing in on /login (named `__Secure-haya.session_token` over HTTPS in production). HttpOnly: browsers send it, scripts cannot read it.",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "apiToken", API_TOKEN_SCHEME);
  const doc = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Haya API",
      version: "1.0.0",
      description:
        "Nigeria's rental marketplace. Money is integer kobo (₦1 = 100 kobo). Error messages (`message`, and those in `fields` and `lines`) and the names, titles and descriptions of categories and subcategories are in English, or in Nigerian Pidgin when the request's `Accept-Language` prefers `pcm`.",
      // Not open source, so no SPDX identifier: the site's terms (a relative URL is the server's origin in OpenAPI 3.1).
      license: { name: "Proprietary: Haya's terms of use", url: "/terms" },
    },
    servers: [{ url: "/api/v1" }],
  });
  return documentTokenSecurity(doc);
}
