// Which language a page is answered in (decision 038). The URL says it (/pcm/… is Pidgin); an unprefixed page opened
// by a person who chose Pidgin (the cookie) or whose browser prefers it (Accept-Language, when there is no cookie) is
// redirected to its /pcm twin — GET and HEAD documents only, never a form post or React Router's data requests.
// /language/{locale}?next=/path is the header's switcher: it remembers the choice and opens the page in that language.
import type { Context, MiddlewareHandler } from "hono";
import { BASE_LOCALE, cookieLocale, delocalizePath, isLocale, isLocalizable, localeOfPath, LOCALE_COOKIE, localizePath, preferredLocale, switchPath } from "../../../core/locales";
import { requestLocale } from "./request-locale";

const YEAR_SECONDS = 365 * 24 * 3600;

/** A path of this site to go back to, or "/" for anything else (another site, a protocol-relative path; control
 * characters never get this far: bad-bytes.ts). */
function localNext(next: string | undefined): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : "/";
}

/** GET /language/:locale: sets the cookie, then opens `next` (the page the switch was pressed on) in that language. */
export function languageSwitch({ secure }: { secure: boolean }) {
  return (c: Context) => {
    const locale = c.req.param("locale");
    if (!isLocale(locale)) return c.text("Not found", 404);
    const target = switchPath(localNext(c.req.query("next")), locale);
    c.header("Set-Cookie", `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`);
    c.header("Cache-Control", "no-store");
    return c.redirect(target, 303);
  };
}

/**
 * A page opened as a document: GET or HEAD, not React Router's data or manifest requests, and (when the browser says)
 * a navigation, never a script's fetch.
 */
const isDocumentRequest = (c: Context) =>
  (c.req.method === "GET" || c.req.method === "HEAD") && !/\.data$/.test(c.req.path) && (c.req.header("Sec-Fetch-Mode") ?? "navigate") === "navigate";

/**
 * Runs the rest of the request in its URL's language (requestLocale), after sending a visitor of an unprefixed page who
 * prefers Pidgin to the Pidgin page. An unprefixed page's answer depends on Accept-Language: it says so.
 */
export function pageLocale(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    const locale = localeOfPath(path);
    const unprefixed = locale === BASE_LOCALE && isLocalizable(path) && isDocumentRequest(c);
    if (unprefixed) {
      const wanted = cookieLocale(c.req.header("Cookie")) ?? preferredLocale(c.req.header("Accept-Language")) ?? BASE_LOCALE;
      if (wanted !== BASE_LOCALE) {
        const url = new URL(c.req.url);
        c.header("Vary", "Cookie, Accept-Language");
        c.header("Cache-Control", "private, no-store");
        return c.redirect(localizePath(`${delocalizePath(url.pathname)}${url.search}`, wanted), 302);
      }
    }
    await requestLocale.run(locale, next);
    // Not `Vary: Cookie`: that marks a personal page, which the offline service worker never keeps (public/sw.js). The
    // URL names the English page, so a cache that serves it to someone who chose Pidgin shows the right page, in English.
    if (unprefixed) c.res.headers.append("Vary", "Accept-Language");
  };
}

/** Whether a Cookie header carries any cookie but the language one: a page for it may be personal (page-cache.ts). */
export const hasCookiesBesidesLocale = (cookie: string | undefined) =>
  (cookie ?? "")
    .split(";")
    .map((p) => p.trim())
    .some((p) => p !== "" && !p.startsWith(`${LOCALE_COOKIE}=`));
