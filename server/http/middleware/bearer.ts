// A personal API token as an API request's identity. A request that carries one is judged by the token alone: a session
// cookie beside it is not read (nor refreshed), and a bad token is a 401 that never falls back to the cookie, so a
// script's mistake can never act as whoever is signed in to the browser it runs in.
import type { Context, MiddlewareHandler } from "hono";
import { RateLimitedError, UnauthorizedError } from "../../errors";
import { TOKEN_PREFIX } from "../../features/accounts/api-tokens.service";
import type { Services } from "../../services";
import type { SessionVars } from "./session-vars";
import { m } from "../../../core/paraglide/messages";

/** Whether a request names a personal API token (the cross-site guard lets these through: http/middleware/csrf.ts). */
export const hasApiToken = (authorization: string | undefined) => /^Bearer\s+haya_pat_/i.test(authorization ?? "");

const refuse = (c: Context, message: string) =>
  c.json({ error: "unauthorized", message }, 401, { "WWW-Authenticate": 'Bearer realm="haya", error="invalid_token"', "Cache-Control": "no-store" });

export function bearerIdentity(services: Services): MiddlewareHandler<{ Variables: SessionVars }> {
  return async (c, next) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
    if (!bearer) return refuse(c, m.err_token_send({ prefix: TOKEN_PREFIX }));
    try {
      const auth = await services.apiTokens.authenticate(bearer[1]!);
      c.set("session", auth.session);
      c.set("apiToken", { id: auth.tokenId, scopes: auth.scopes });
    } catch (e) {
      if (e instanceof UnauthorizedError) return refuse(c, e.message);
      if (e instanceof RateLimitedError) {
        return c.json({ error: "rate_limited", message: m.err_token_calls({ seconds: e.retryAfterSeconds }) }, 429, { "Retry-After": String(e.retryAfterSeconds) });
      }
      throw e;
    }
    await next();
    // Personal answers, told apart by the token: never stored by a shared cache.
    c.res.headers.append("Vary", "Authorization");
    if (!/no-store|private/.test(c.res.headers.get("Cache-Control") ?? "")) c.res.headers.set("Cache-Control", "private, no-store");
  };
}
