// Turns zod failures and domain errors into the API's JSON error bodies.
import type { Context } from "hono";
import type { z } from "zod";
import { ConflictError, ForbiddenError, InvalidError, LinesConflictError, NotFoundError, RateLimitedError, RequirementError, UnauthorizedError, UnavailableError, UnprocessableError, zodFields } from "../../errors";
import { m } from "../../../core/paraglide/messages";

export function badRequest(c: Context, error: z.ZodError) {
  return c.json({ error: "invalid_request", message: m.err_api_fields_invalid(), fields: zodFields(error, "body") }, 400);
}

export function notFound(c: Context, message: string = m.err_api_not_found()) {
  return c.json({ error: "not_found", message }, 404);
}

export function unauthorized(c: Context) {
  return c.json({ error: "unauthorized", message: m.err_api_sign_in() }, 401);
}

/** Domain errors from services as JSON; anything else is rethrown to become a 500. */
export function domainError(c: Context, e: unknown) {
  if (e instanceof InvalidError) return c.json({ error: "invalid_request", message: e.message, fields: e.fields }, 400);
  if (e instanceof UnauthorizedError) return c.json({ error: "unauthorized", message: e.message }, 401);
  if (e instanceof RequirementError) return c.json({ error: "requirement", requirement: e.requirement, message: e.message }, 403);
  if (e instanceof ForbiddenError) return c.json({ error: "forbidden", message: e.message }, 403);
  if (e instanceof NotFoundError) return notFound(c, e.message);
  if (e instanceof ConflictError) return c.json({ error: "conflict", message: e.message }, 409);
  if (e instanceof LinesConflictError) return c.json({ error: "conflict", message: e.message, lines: e.lines }, 409);
  if (e instanceof UnprocessableError) return c.json({ error: "unprocessable", message: e.message, fields: e.fields }, 422);
  if (e instanceof UnavailableError) {
    c.header("Retry-After", String(e.retryAfterSeconds));
    return c.json({ error: "unavailable", message: e.message }, 503);
  }
  if (e instanceof RateLimitedError) {
    c.header("Retry-After", String(e.retryAfterSeconds));
    return c.json({ error: "rate_limited", message: e.message }, 429);
  }
  throw e;
}

/** Runs `run`; the domain errors it throws (404, 409…) become their statuses, anything else a 500. */
export async function answer(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (e) {
    return domainError(c, e);
  }
}
