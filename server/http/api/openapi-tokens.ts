// Personal API tokens in the OpenAPI document, read from the one table that enforces them (token-scopes.ts): each
// operation a token may call lists the bearer scheme beside the session, with the scope it needs.
import { routeAccess } from "./token-scopes";

export const API_TOKEN_SCHEME = {
  type: "http",
  scheme: "bearer",
  bearerFormat: "haya_pat_…",
  description:
    "A personal API token, created on /account (`Authorization: Bearer haya_pat_…`). It acts as its person within its scopes; an operation outside them is a 403 naming the missing scope (`scope`), and one that lists no apiToken requirement (the account itself, booking, paying) is a 403 for any token. A revoked, expired or unknown token is a 401, and a cookie sent with a token is not read. Token calls need no Origin header, and are limited per token (429).",
} as const;

interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}
type Paths = Record<string, Record<string, Operation>>;

const METHODS = new Set(["get", "put", "post", "patch", "delete", "head", "options"]);

/** Adds `apiToken: [scope]` to the security of every operation that needs a scope; public and session-only ones stay as they are. */
export function documentTokenSecurity<D extends { paths?: unknown }>(doc: D): D {
  const paths = (doc.paths ?? {}) as Paths;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const access = routeAccess(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ":$1"));
      if (!access || access === "public" || access === "session") continue;
      op.security = [...(op.security ?? []), { apiToken: [access] }];
      // A new object: response objects are shared between operations.
      const refused = `an API token without the \`${access}\` scope (\`error: forbidden\`, \`scope\` names it)`;
      const existing = op.responses?.["403"] as { description?: string } | undefined;
      op.responses = {
        ...op.responses,
        "403": existing?.description
          ? { ...existing, description: `${existing.description}; or ${refused}` }
          : { description: `Refused: ${refused}`, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      };
    }
  }
  return doc;
}
