// Request body limits: forms and JSON are small, so anything over 64 KB is refused before it is read; the few places
// that take files (the profile photo on /account, listing photos) get room for their photos and the multipart envelope.
import type { Context, MiddlewareHandler } from "hono";
import { localeOfPath } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import { errorPage, sizeInWords, tooLargePage } from "../pages/error-pages";

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

/** Bodies past this are not worth reading just to answer politely: the answer closes the connection instead. */
const DRAIN_MAX = 32 * 1024 * 1024;
/** Nor is a body that takes longer than this to arrive after the limit was passed (a client that stopped sending). */
const DRAIN_MS = 10_000;

/**
 * Reads what is left of a body and drops it; whether it came to its end. Browsers show "connection reset" rather than
 * an answer that arrives before their upload ends, and a kept-alive connection whose body was left unread cannot carry
 * the client's next request (the server would read it as more body), so a refused body is read to its end first.
 */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  let read = alreadyRead;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), DRAIN_MS)));
  try {
    while (read <= DRAIN_MAX) {
      const chunk = await Promise.race([reader.read(), late]);
      if (chunk === "late") break;
      if (chunk.done) return true;
      read += chunk.value.byteLength;
    }
    await reader.cancel().catch(() => {});
    return false;
  } finally {
    clearTimeout(timer);
  }
}

type Answer = (c: Context) => Response | Promise<Response>;

/**
 * After the answer is made: a body nobody read (an upload answered 401 before a byte of it was looked at) is read to
 * its end and dropped, for the same reason as a refused one; one too large or too slow to drop closes the connection.
 */
async function dropUnread(c: Context) {
  const body = c.req.raw.body;
  if (!body || body.locked || c.req.raw.bodyUsed) return;
  if (!(await dropRest(body.getReader(), 0))) c.res.headers.set("Connection", "close");
}

/**
 * At most `maxSize` bytes of body, declared or not: past it, the rest is read and dropped before `tooLarge` answers, so
 * the connection stays usable; a body too large or too slow to drop gets its answer with `Connection: close`. A body
 * sent without a length is read here (within the limit) and handed on whole.
 */
function limit(maxSize: number, tooLarge: Answer): MiddlewareHandler {
  const refuse = async (c: Context, drained: boolean) => {
    const res = await tooLarge(c);
    if (!drained) res.headers.set("Connection", "close");
    return res;
  };
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const length = c.req.raw.headers.has("transfer-encoding") ? null : c.req.raw.headers.get("content-length");
    if (length !== null) {
      if (Number(length) > maxSize) return refuse(c, Number(length) <= DRAIN_MAX && (await dropRest(body.getReader(), 0)));
      await next();
      return dropUnread(c);
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) return refuse(c, await dropRest(reader, size));
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) whole.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
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
  const form = limit(opts.formMax, tooLarge(opts.formMax));
  const uploads = opts.uploads.map((u) => ({
    path: u.path,
    limit: limit(u.maxSize, (c) => {
      // With JavaScript the forms check sizes before sending, so only a page post needs the way back.
      if (c.req.path.endsWith(".data") || c.req.path.startsWith("/api/")) return tooLargeJson(c, u.maxSize);
      return c.redirect(typeof u.tooLarge === "string" ? u.tooLarge : u.tooLarge(c.req.path), 303);
    }),
  }));
  return (c, next) => {
    const multipart = /^multipart\/form-data/i.test(c.req.header("content-type") ?? "");
    const upload = c.req.method === "POST" && multipart ? uploads.find((u) => u.path.test(c.req.path)) : undefined;
    return (upload?.limit ?? form)(c, next);
  };
}
