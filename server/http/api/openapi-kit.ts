// How /api/v1 declares its operations: each is a `createRoute` (@hono/zod-openapi) whose request schemas validate the
// call and whose responses are the OpenAPI document, with the answers the server's edges can give added here once.
import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { SessionVars } from "../middleware/session-vars";
import { badRequest, unauthorized } from "./errors";
import { readJson } from "./json-body";
import { ID_MAX } from "../../../core/ids";
import { m } from "../../../core/paraglide/messages";

export type ApiEnv = { Variables: SessionVars };

/** A router of /api/v1: a request that fails its schemas answers the API's own 400 (`fields` names each bad one). */
export const apiRouter = () =>
  new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return badRequest(c, result.error);
    },
  });

export const errorSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("Each bad field (or where a bad byte was) and what is wrong with it"),
    lines: z
      .array(z.object({ id: z.number().int(), message: z.string() }))
      .optional()
      .describe("POST /cart/checkout: each line of the cart that cannot be booked, and why (nothing was booked)"),
    requirement: z
      .enum(["verified_id"])
      .optional()
      .describe("With `error: requirement` (403): what the listing's owner asks of renters that the person has not done. `verified_id`: verify your identity (POST /me/identity), then ask again"),
  })
  .meta({ id: "Error" });

type Responses = NonNullable<RouteConfig["responses"]>;
type ResponseEntry = Responses[string];

export const errorResponse = (description: string): ResponseEntry => ({ description, content: { "application/json": { schema: errorSchema } } });

/** A 200/201 JSON answer. */
export const ok = (description: string, schema: z.ZodType): ResponseEntry => ({ description, content: { "application/json": { schema } } });

export const BAD_INPUT = errorResponse("Invalid input; `fields` names each bad field");
export const NOT_JSON = errorResponse("The body is not JSON (Content-Type must be application/json)");
export const NO_SESSION = errorResponse("No session: sign in first (`error: unauthorized`)");
export const SESSION = [{ session: [] }];

/** A path id: a positive whole number, at most int4's largest (core/ids.ts). */
export const idParam = z.coerce
  .number({ error: () => m.err_whole_number() })
  .int({ error: () => m.err_whole_number() })
  .min(1, { error: () => m.err_positive_id() })
  .max(ID_MAX, { error: () => m.err_id_too_large({ max: ID_MAX }) });
export const idParams = z.object({ id: idParam });

const WRITES = new Set(["post", "put", "patch", "delete"]);

/**
 * The answers every edge of the server can give, for an operation: 400 (a control character or broken encoding,
 * http/middleware/bad-bytes.ts), 431 and 503 anywhere; 401 and 429 anywhere too (a bad API token is refused on every operation,
 * and a good one's calls are counted, http/middleware/bearer.ts; `rateLimited` operations also count attempts per account or
 * address, features/accounts/rate-limit.ts); 403 (another website's Origin, http/middleware/csrf.ts) and 413 (http/middleware/body-limit.ts)
 * on writes, and 403 on a signed-in read (an API token that may not make it, http/api/token-scopes.ts).
 */
function edgeResponses(method: string, rateLimited: boolean, signedInOnly: boolean): Responses {
  const edge: Responses = {
    400: errorResponse("A control character (such as NUL) or broken percent-encoding or UTF-8 in the path, query or body, or a JSON body nested more than 32 levels deep (`error: invalid_request`; `fields` names where)"),
    431: errorResponse("The request's headers (cookies included) are larger than the server accepts (`error: headers_too_large`)"),
    503: errorResponse("The database is unreachable or busy, or too many uploads are under way: try again after `Retry-After` seconds (`error: unavailable`)"),
    429: errorResponse(
      rateLimited
        ? "Too many attempts from this account or address, or too many calls with this API token: try again after `Retry-After` seconds (`error: rate_limited`)"
        : "Too many calls with this API token: try again after `Retry-After` seconds (`error: rate_limited`)",
    ),
    401: errorResponse("An API token that is revoked, expired or unknown (`error: unauthorized`)"),
  };
  if (WRITES.has(method)) {
    edge[403] = errorResponse("Sent from another website, or with a session cookie but neither Origin nor Sec-Fetch-Site (`error: forbidden`)");
    edge[413] = errorResponse("The body is larger than this operation accepts (`error: payload_too_large`)");
  } else if (signedInOnly) edge[403] = errorResponse("An API token that may not make this call (`error: forbidden`)");
  return edge;
}

/** What `domainError` answers for a service's refusal (errors.ts), where the operation has no words of its own. */
const REFUSALS: Responses = {
  403: errorResponse("Refused: not yours to do (`error: forbidden`)"),
  404: errorResponse("No such thing of yours (`error: not_found`)"),
  409: errorResponse("Not possible as things now are; `message` says why (`error: conflict`)"),
  422: errorResponse("Well-formed, but refused by a third party such as a bank (`error: unprocessable`; `fields` names what)"),
};

/**
 * An operation of /api/v1: `createRoute` with the edge's answers added (the operation's own wording wins where it has
 * one). The responses are widened to a record, so handlers answer with any Response (the shared error helpers); the
 * typed client (openapi-types.d.ts) is where the document's shapes are checked. A JSON body validated by a zod schema
 * always passes `jsonBody` first (after the route's own middleware), so its 415 and broken JSON are the API's JSON.
 * `operationId` is the name a generated client gives the call (verb and noun, camelCase): keep it once published.
 * `domainErrors: false` for a handler that hands no service error to `domainError` (else it may answer each of its
 * statuses); a path parameter may always be a 404 (an empty or `..` segment matches no route). openapi-statuses.test.ts
 * holds both to what the handlers answer.
 */
export function apiRoute<R extends RouteConfig>(config: R & { operationId: string; rateLimited?: boolean; domainErrors?: boolean }) {
  const { rateLimited = false, domainErrors = true, ...route } = config;
  const responses: Responses = { ...edgeResponses(route.method, rateLimited, (route.security ?? []).length > 0), ...route.responses };
  if (route.path.includes("{")) responses[404] ??= errorResponse("No such thing of yours, or an empty or `..` path segment (`error: not_found`)");
  if (domainErrors) for (const [status, response] of Object.entries(REFUSALS)) responses[status] ??= response;
  const middleware: MiddlewareHandler[] = [route.middleware ?? []].flat();
  const json = route.request?.body?.content["application/json"];
  if (json && "schema" in json && json.schema instanceof z.ZodType) {
    if (!middleware.includes(jsonBody as MiddlewareHandler)) middleware.push(jsonBody as MiddlewareHandler);
    responses[415] ??= NOT_JSON;
  }
  // A public operation says so (`security: []`), rather than leaving a client to guess.
  return createRoute({ ...route, security: route.security ?? [], middleware, responses } as unknown as Omit<R, "responses"> & { responses: Responses });
}

/** What every owner write on a listing may answer besides success: a session, Haya's own pages, their own listing. */
export const OWNER_ERRORS = {
  400: BAD_INPUT,
  401: NO_SESSION,
  403: errorResponse("A write sent from another website (its Origin is not Haya's)"),
  404: errorResponse("No such listing of yours (someone else's and deleted ones included)"),
};

/** The session's person, behind `signedIn` (which has checked there is one). */
export const sessionUserId = (c: Context<ApiEnv>) => c.get("session")!.user.id;

/** 401 without a session; everything about the session's person is private to them. */
export const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get("session")) return unauthorized(c);
  c.header("Cache-Control", "private, no-store");
  await next();
};

/** JSON accepted by both this API (json-body.ts) and the body validator after it: anything else is our 415. */
const VALIDATOR_JSON = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * Before a JSON body is validated: another content type is a 415 and malformed JSON a 400, in the API's words (the
 * validator would otherwise throw its own 415, which is not JSON).
 */
export const jsonBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const read = await readJson(c);
  if ("response" in read) return read.response;
  if (!VALIDATOR_JSON.test(c.req.header("content-type") ?? "")) return unsupported(c);
  await next();
};

const unsupported = (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) =>
  c.json({ error: "unsupported_media_type", message: m.err_send_json() }, 415);

/** A JSON request body from a zod schema (validated before the handler; the document shows what a caller may send). */
export const jsonRequest = <S extends z.ZodType>(schema: S) => ({ required: true, content: { "application/json": { schema } } });
