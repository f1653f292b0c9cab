// Reads the session cookie once per request, for pages and API alike, and passes on refreshed or cleared cookies.
import type { MiddlewareHandler } from "hono";
import type { CurrentSession, RequestMeta } from "../features/accounts/accounts.service";
import { COOKIE_PREFIX } from "../features/accounts/auth";
import type { Services } from "../services";

export interface SessionVars {
  session: CurrentSession | null;
  meta: RequestMeta;
}

/** The only cookie that can carry a session; requests without it (most visitors) cost no database lookup. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** Whether a Cookie header carries a session cookie (signed in, or claiming to be). */
export const hasSessionCookie = (cookie: string | undefined) => SESSION_COOKIE.test(cookie ?? "");

export function sessionReader(services: Services, meta: (c: Parameters<MiddlewareHandler>[0]) => RequestMeta): MiddlewareHandler<{ Variables: SessionVars }> {
  return async (c, next) => {
    const m = meta(c);
    c.set("meta", m);
    c.set("session", null);
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
