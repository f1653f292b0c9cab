// The site's languages and how a URL names one: English unprefixed, Nigerian Pidgin under /pcm (decision 038). Shared
// by the pages (links, <html lang>, hreflang) and the server (the cookie, Accept-Language, the language switch).

export const LOCALES = ["en", "pcm"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** Each language's name in itself: what the switcher offers. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", pcm: "Pidgin" };

/** The cookie that remembers a person's choice (set by /language/{locale}). */
export const LOCALE_COOKIE = "haya_lang";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

const PREFIXED = /^\/(pcm)(?=\/|$|\?|#|\.data)/;

/**
 * Paths that are never a page in a language: the API and its reference, developer tools, files (anything whose last
 * segment has an extension: assets, photos, .csv, sw.js…), photos and feeds, the language switch itself, the few
 * routes that only redirect (sign-out, a payment's return), and React Router's route manifest.
 */
const NOT_PAGES = /^\/(?:api|dev|assets|media|calendar|language|logout|payments\/return|__manifest)(?:\/|$|\?|#)|^[^?#]*\/[^/?#]*\.[a-z0-9]+(?:$|[?#])/i;

/** The language a path is in: /pcm and /pcm/… are Pidgin, everything else English. */
export function localeOfPath(path: string): Locale {
  return PREFIXED.exec(path)?.[1] === "pcm" ? "pcm" : "en";
}

/** The path without its language prefix: /pcm/browse?x → /browse?x, /pcm → /. */
export function delocalizePath(path: string): string {
  if (!PREFIXED.test(path)) return path;
  const rest = path.slice("/pcm".length);
  return rest === "" || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** Whether a site path is a page that exists in each language (so links to it keep the reader's language). */
export function isLocalizable(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !NOT_PAGES.test(path);
}

/**
 * `path` (an absolute path of this site, with any query and hash) in `locale`. Anything else is given back as it is:
 * other sites, relative links, paths that are no page (isLocalizable), and paths already in Pidgin.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!isLocalizable(path) || PREFIXED.test(path)) return path;
  if (locale === "en") return path;
  return path === "/" || /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The same page in `locale`, from a path in either language. */
export const switchPath = (path: string, locale: Locale) => localizePath(delocalizePath(path), locale);

/**
 * The language an Accept-Language header prefers among ours, by its q-values; undefined when it names neither (then
 * English). "pcm" and "pcm-NG" are Pidgin; "en", "en-NG", "en-GB"… English.
 */
export function preferredLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const base = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { locale: base, q };
  }
  return best?.locale;
}

/** The language a Cookie header remembers, if any. */
export function cookieLocale(cookie: string | null | undefined): Locale | undefined {
  const m = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie ?? "");
  return isLocale(m?.[1]) ? m[1] : undefined;
}
