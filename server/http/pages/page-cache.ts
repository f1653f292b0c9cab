// A short-lived cache of rendered pages for visitors without cookies (nobody signed in; the language cookie alone does
// not count: an unprefixed page reaches this cache only in English, server/http/i18n/locale.ts), per process.
// A popular item page is rendered once every few seconds instead of on every request; what a visitor
// sees is at most `ttlMs` old. Never cached: requests with cookies (pages may be personal), requests
// that ask for a fresh copy (Cache-Control: no-cache, as a hard reload sends), anything but a GET
// answered 200, and responses that set cookies or say no-store or private. Concurrent misses for one URL share one render.
import type { MiddlewareHandler } from "hono";
import { bodyBytes, bodyHash, bytesResponse } from "../middleware/compress";
import { hasCookiesBesidesLocale } from "../i18n/locale";

interface Entry {
  at: number;
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The content hash the page came with (its ETag), kept so that a cached copy has the same one. */
  hash: string | undefined;
}

interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export function pageCache({ ttlMs, maxEntries = 500, now = Date.now }: PageCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | undefined>>();

  const respond = (e: Entry, state: "hit" | "miss") => {
    const headers = new Headers(e.headers);
    headers.set("X-Page-Cache", state);
    return bytesResponse(e.body, { status: e.status, headers }, e.hash);
  };

  return async (c, next) => {
    // A phone saving data (Save-Data: on) is sent a lighter page than the cached one: rendered for it.
    if (ttlMs <= 0 || c.req.method !== "GET" || hasCookiesBesidesLocale(c.req.header("Cookie")) || c.req.header("Save-Data") || /no-cache|no-store/.test(c.req.header("Cache-Control") ?? "")) {
      return next();
    }
    const key = c.req.url;
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return respond(hit, "hit");

    const shared = pending.get(key);
    if (shared) {
      const e = await shared;
      if (e) return respond(e, "hit");
      return next();
    }

    let settle!: (e: Entry | undefined) => void;
    pending.set(key, new Promise((r) => (settle = r)));
    try {
      await next();
      const res = c.res;
      if (res.status !== 200 || res.headers.has("Set-Cookie") || /no-store|private/.test(res.headers.get("Cache-Control") ?? "") || !/^text\/html|^application\/json|^text\/x-script/.test(res.headers.get("Content-Type") ?? "")) {
        settle(undefined);
        return;
      }
      const entry: Entry = { at: now(), status: res.status, headers: [...res.headers], body: await bodyBytes(res), hash: bodyHash(res) };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      settle(entry);
      c.res = undefined;
      c.res = respond(entry, "miss");
    } catch (err) {
      settle(undefined);
      throw err;
    } finally {
      pending.delete(key);
    }
  };
}
