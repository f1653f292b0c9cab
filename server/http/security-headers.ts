// Security headers on every response: a Content-Security-Policy that runs no script but the site's own, framing
// refused, a Permissions-Policy that grants the camera only where photos are taken, and Hono's other defaults (nosniff,
// HSTS, COOP, CORP…). A page's inline scripts (React Router's hydration data, its module loader, scroll restoration)
// are allowed by their SHA-256 hashes, which app/entry.server.tsx adds from the rendered HTML: the same page has the
// same policy, so its ETag (a 304 on a repeat view) and the page cache keep working, as a nonce would not let them.
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

/** The hash sources of every inline script in `html`, as a browser would hash them (its text, line ends as LF). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || text === "") continue;
    const digest = crypto.createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/** The policy of a rendered page: its own inline scripts, and nothing else inline. */
export const pagePolicy = (html: string, dev = false) => contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), dev });

/** Powerful features no page uses; `camera` is granted to this origin on the pages that take photos, `geolocation` on those with 'Near me'. */
const FEATURES = ["accelerometer", "camera", "display-capture", "geolocation", "gyroscope", "magnetometer", "microphone", "midi", "payment", "usb"] as const;

function headersFor(camera: boolean, geolocation = false): MiddlewareHandler {
  const permissionsPolicy = Object.fromEntries(FEATURES.map((f) => [f, (f === "camera" && camera) || (f === "geolocation" && geolocation) ? ["self"] : []]));
  return secureHeaders({
    permissionsPolicy,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    // A header a handler chose is kept: a page's policy with its script hashes, a token page's "no-referrer".
    overwrite: false,
  });
}

/**
 * Every response's security headers; `cameraOn`: the paths of the pages that take photos (with their .data twins);
 * `geolocationOn`: those whose 'Near me' asks the browser where it is (only when pressed).
 */
export function securityHeaders({ cameraOn, geolocationOn = [] }: { cameraOn: readonly RegExp[]; geolocationOn?: readonly RegExp[] }): MiddlewareHandler {
  const withCamera = headersFor(true);
  const withGeolocation = headersFor(false, true);
  const without = headersFor(false);
  const policy = contentSecurityPolicy();
  return async (c, next) => {
    const headers = cameraOn.some((p) => p.test(c.req.path)) ? withCamera : geolocationOn.some((p) => p.test(c.req.path)) ? withGeolocation : without;
    await headers(c, next);
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", policy);
  };
}
