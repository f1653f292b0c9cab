// Reads the session cookie once per request, for pages and API alike, and passes on refreshed or cleared cookies. On the
// API, a personal API token (Authorization: Bearer haya_pat_…) is the request's identity instead: see bearerIdentity.
import type { MiddlewareHandler } from "hono";
import { COOKIE_PREFIX } from "../../features/accounts/auth";
import type { Services } from "../../services";
import { bearerIdentity } from "./bearer";
import type { SessionVars } from "./session-vars";
import type { RequestMeta } from "../../features/accounts/auth-requests";

/** The only cookie that can carry a session; requests without it (most visitors) cost no database lookup. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** Whether a Cookie header carries a session cookie (signed in, or claiming to be). */
export const hasSessionCookie = (cookie: string | undefined) => SESSION_COOKIE.test(cookie ?? "");

/** `tokens`: an Authorization header is the request's identity (the API); pages never read one. */
export function sessionReader(
  services: Services,
  meta: (c: Parameters<MiddlewareHandler>[0]) => RequestMeta,
  opts: { tokens?: boolean } = {},
): MiddlewareHandler<{ Variables: SessionVars }> {
  const bearer = bearerIdentity(services);
  return async (c, next) => {
    const m = meta(c);
    c.set("meta", m);
    c.set("session", null);
    if (opts.tokens && c.req.header("authorization") !== undefined) return bearer(c, next);
    let setCookies: string[] = [];
    if (hasSessionCookie(c.req.header("cookie"))) {
      const { session, headers } = await services.accounts.getSession(m);
      c.set("session", session);
      setCookies = headers.getSetCookie();
    }
    await next();
    // A response that sets the session cookie itself (sign-in, sign-out) has the last word.
    const own = c.res.headers.getSetCookie().some((v) => SESSION_COOKIE.test(v.split(";")[0]!));
    if (!own) for (const cookie of setCookies) c.res.headers.append("Set-Cookie", cookie);
    if (c.get("session")) {
      // A personal page: never stored by shared caches, revalidated by the browser each time.
      c.res.headers.append("Vary", "Cookie");
      if (!/no-store|private/.test(c.res.headers.get("Cache-Control") ?? "")) c.res.headers.set("Cache-Control", "private, no-cache");
    }
  };
}
