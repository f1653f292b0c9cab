// Request body limits: forms and JSON are small, so anything over 64 KB is refused before it is read; the few places
// that take files (the profile photo on /account, listing photos) get room for their photos and the multipart envelope.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { localeOfPath } from "../../core/locales";
import { m } from "../../core/paraglide/messages";
import { errorPage, sizeInWords, tooLargePage } from "./error-pages";

export interface UploadLimit {
  /** Paths that take multipart uploads (a page and React Router's `.data` twin, or an API endpoint). */
  path: RegExp;
  maxSize: number;
  /** Where a page post (no JavaScript) goes when its files are too large, given its path; the page there says why. */
  tooLarge: string | ((path: string) => string);
}

export interface BodyLimitOptions {
  formMax: number;
  uploads: UploadLimit[];
}

/** Bodies past this are not worth reading just to answer politely: the connection is dropped instead. */
const DRAIN_MAX = 32 * 1024 * 1024;

/**
 * Reads what is left of a body and drops it. Browsers show "connection reset" rather than an answer that arrives
 * before their upload ends, so a too-large photo is read to its end (within DRAIN_MAX) before the answer.
 */
async function discard(request: Request) {
  const length = Number(request.headers.get("content-length") ?? Infinity);
  if (!request.body || request.body.locked || !(length <= DRAIN_MAX)) return;
  const reader = request.body.getReader();
  while (!(await reader.read()).done);
}

/** In the API's language (its Accept-Language's, messages-locale.ts), or a page's data request's (its URL's). */
const tooLargeJson = (c: Context, max: number) => {
  const locale = c.req.path.startsWith("/api/") ? undefined : localeOfPath(c.req.path);
  return c.json({ error: "payload_too_large", message: m.err_body_too_large({ limit: sizeInWords(max) }, { locale }) }, 413);
};
/** JSON under /api and for React Router's data requests; a page post gets a page saying what to do. */
function tooLarge(max: number) {
  return (c: Context) => {
    if (c.req.path.startsWith("/api/") || c.req.path.endsWith(".data")) return tooLargeJson(c, max);
    const locale = localeOfPath(c.req.path);
    const { title, text } = tooLargePage(max, locale);
    return c.html(errorPage(title, text, locale), 413);
  };
}

export function bodyLimits(opts: BodyLimitOptions): MiddlewareHandler {
  const form = bodyLimit({ maxSize: opts.formMax, onError: tooLarge(opts.formMax) });
  const uploads = opts.uploads.map((u) => ({
    path: u.path,
    limit: bodyLimit({
      maxSize: u.maxSize,
      onError: async (c) => {
        await discard(c.req.raw);
        // With JavaScript the forms check sizes before sending, so only a page post needs the way back.
        if (c.req.path.endsWith(".data") || c.req.path.startsWith("/api/")) return tooLargeJson(c, u.maxSize);
        return c.redirect(typeof u.tooLarge === "string" ? u.tooLarge : u.tooLarge(c.req.path), 303);
      },
    }),
  }));
  return (c, next) => {
    const multipart = /^multipart\/form-data/i.test(c.req.header("content-type") ?? "");
    const upload = c.req.method === "POST" && multipart ? uploads.find((u) => u.path.test(c.req.path)) : undefined;
    return (upload?.limit ?? form)(c, next);
  };
}
