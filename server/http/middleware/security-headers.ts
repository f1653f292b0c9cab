// Security headers on every response: a Content-Security-Policy that runs no script but the site's own, framing
// refused, a Permissions-Policy that grants the camera only where photos are taken and the location only where 'Near
// me' is, and Hono's other defaults (nosniff, HSTS, COOP, CORP…). A page's inline scripts (React Router's hydration
// data, its module loader, scroll restoration) are allowed by their SHA-256 hashes, which app/entry.server.tsx adds
// from the rendered HTML: the same page has the same policy, so its ETag (a 304 on a repeat view) and the page cache
// keep working, as a nonce would not let them.
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import crypto from "node:crypto";

/** Where a renter goes to pay with Paystack: a redirect after the booking page's form post (form-action governs it). */
const PAYSTACK_CHECKOUT = "https://checkout.paystack.com";

const DIRECTIVES: [string, string][] = [
  ["default-src", "'self'"],
  ["script-src", "'self'"],
  // The stylesheet travels inline in each page (app/root.tsx), the server's small pages carry a <style>, and React
  // sets a few style attributes; styles cannot run code, so inline ones are allowed.
  ["style-src", "'self' 'unsafe-inline'"],
  ["object-src", "'none'"],
  ["base-uri", "'none'"],
  ["frame-ancestors", "'none'"],
  ["form-action", `'self' ${PAYSTACK_CHECKOUT}`],
];

interface PolicyOptions {
  /** Sources ('sha256-…') of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** Vite's development server: its hot reload talks over a WebSocket on a port of its own. */
  dev?: boolean;
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy({ scriptHashes = [], dev = false }: PolicyOptions = {}): string {
  const directives = DIRECTIVES.map(([name, value]) => (name === "script-src" ? [name, value, ...scriptHashes] : [name, value]));
  if (dev) directives.push(["connect-src", "'self' ws:"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Data blocks (JSON-LD) are never run, so the policy need not name them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * Script texts already hashed, most recent last: a page's scripts repeat from one request to the next (its route
 * manifest, and its data while that does not change), and a lookup costs less than SHA-256 of a few kilobytes. 128 at
 * most: a few hundred kilobytes of script text kept.
 */
const hashed = new Map<string, string>();
const HASHED_MAX = 128;
function scriptHash(text: string): string {
  let digest = hashed.get(text);
  if (digest === undefined) {
    digest = `'sha256-${crypto.hash("sha256", text.replace(/\r\n?/g, "\n"), "base64")}'`;
    if (hashed.size >= HASHED_MAX) hashed.delete(hashed.keys().next().value!);
  } else hashed.delete(text);
  hashed.set(text, digest);
  return digest;
}

/** The hash sources of every inline script in `html`, as a browser would hash them (its text, line ends as LF). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // Searched from the first script on: a page's scripts are at the end of its body, after most of its bytes.
  const first = html.search(/<script\b/i);
  if (first < 0) return [];
  INLINE_SCRIPT.lastIndex = first;
  for (let found = INLINE_SCRIPT.exec(html); found; found = INLINE_SCRIPT.exec(html)) {
    const [, attributes = "", text = ""] = found;
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || text === "") continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}

/** The policy of a rendered page (its markup, or its pieces of markup): its own inline scripts, and nothing else inline. */
export const pagePolicy = (html: string | readonly string[], dev = false) =>
  contentSecurityPolicy({ scriptHashes: typeof html === "string" ? inlineScriptHashes(html) : [...new Set(html.flatMap(inlineScriptHashes))], dev });

/** Powerful features no page uses, unless `securityHeaders` grants one to this origin on the paths that need it. */
const FEATURES = ["accelerometer", "camera", "display-capture", "geolocation", "gyroscope", "magnetometer", "microphone", "midi", "payment", "usb"] as const;
type Feature = (typeof FEATURES)[number];

function headersFor(granted: ReadonlySet<Feature>): MiddlewareHandler {
  const permissionsPolicy = Object.fromEntries(FEATURES.map((f) => [f, granted.has(f) ? ["self"] : []]));
  return secureHeaders({
    permissionsPolicy,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    // A header a handler chose is kept: a page's policy with its script hashes, a token page's "no-referrer".
    overwrite: false,
  });
}

/**
 * Every response's security headers. `grants`: for a powerful feature, the paths (with their .data twins) whose pages
 * use it: `camera` where photos are taken, `geolocation` where 'Near me' asks where the browser is (only when pressed).
 * A path gets every feature granted to it. `imageOrigins`: other origins pages may show images from (the results map's
 * tile server, MAP_TILE_URL), added to every policy, a page's own included.
 */
export function securityHeaders(grants: Partial<Record<Feature, readonly RegExp[]>>, { imageOrigins = [] }: { imageOrigins?: readonly string[] } = {}): MiddlewareHandler {
  const granting = Object.entries(grants) as [Feature, readonly RegExp[]][];
  // One handler per set of granted features, made at its first use: a few at most.
  const handlers = new Map<string, MiddlewareHandler>();
  const images = imageOrigins.length > 0 ? `img-src 'self' ${imageOrigins.join(" ")}` : undefined;
  const policy = [contentSecurityPolicy(), images].filter(Boolean).join("; ");
  return async (c, next) => {
    const granted = granting.filter(([, paths]) => paths.some((p) => p.test(c.req.path))).map(([f]) => f);
    const key = granted.join();
    let headers = handlers.get(key);
    if (!headers) handlers.set(key, (headers = headersFor(new Set(granted))));
    await headers(c, next);
    const own = c.res.headers.get("Content-Security-Policy");
    if (own === null) c.res.headers.set("Content-Security-Policy", policy);
    else if (images && !own.includes("img-src")) c.res.headers.set("Content-Security-Policy", `${own}; ${images}`);
  };
}
