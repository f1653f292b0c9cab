// Cross-site request forgery: a state-changing request made by a browser must come from one of Haya's own pages.
// Browsers send Origin on every cross-site POST (and Sec-Fetch-Site on all requests). A write with neither is trusted
// only when it carries no session cookie (a webhook, the newsletter form from a script): one that does is acting for a
// signed-in person and must say where it comes from, as every browser does; an API client sends its site's Origin.
// SameSite=Lax session cookies are the second line.
// An API call with a personal API token carries its own credential, which no other website can make a browser send
// (a cross-origin Authorization header needs a CORS preflight Haya never grants), and any cookie beside it is not read
// (http/middleware/bearer.ts): it is not a browser's forged write, and passes without Origin.
// The one exception is POST /unsubscribe exactly: a mail client's one-click unsubscribe (RFC 8058) posts it from
// wherever it runs, with no session; its signed token is its credential, and all it can do is turn an e-mail off.
import type { MiddlewareHandler } from "hono";
import { localeOfPath } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import { hasApiToken } from "./bearer";
import { hasSessionCookie } from "./session";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/** The page mail clients post a one-click unsubscribe to (app/routes/unsubscribe/index.tsx). */
export const ONE_CLICK_UNSUBSCRIBE = "/unsubscribe";

/** `trusted`: the site's public origin (PUBLIC_URL); the request's own origin is always accepted. */
export function csrfGuard(opts: { trusted?: string | undefined; requestOrigin: (url: string, headers: Headers) => string }): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    if (c.req.method === "POST" && c.req.path === ONE_CLICK_UNSUBSCRIBE) return next();
    if (c.req.path.startsWith("/api/") && hasApiToken(c.req.header("authorization"))) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const own = opts.requestOrigin(c.req.url, c.req.raw.headers);
    const allowed = origin
      ? origin === own || origin === opts.trusted
      : site
        ? site === "same-origin" || site === "none"
        : !hasSessionCookie(c.req.header("cookie"));
    if (allowed) return next();
    // The API's language is its Accept-Language's (messages-locale.ts apiLocale), a page's its URL's.
    if (c.req.path.startsWith("/api/")) return c.json({ error: "forbidden", message: m.err_cross_site() }, 403);
    return c.text(m.err_cross_site({}, { locale: localeOfPath(c.req.path) }), 403);
  };
}
