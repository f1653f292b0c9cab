// Uploads admitted at once, per process: each one holds its whole body (up to 15 MB a photo, 60 MB for a page's four)
// while it is decoded, so a burst of them would hold gigabytes. Past `max`, an upload waits at the gate before a byte
// of its body is read (the bytes stay with the phone: TCP holds them back), for at most `waitMs`; a phone that goes
// away meanwhile leaves the line. When the line is full or the wait runs out, it is answered 503 with Retry-After.
import type { MiddlewareHandler } from "hono";

import { localeOfPath } from "../../../core/locales";
import { busyPage, errorPage } from "../pages/error-pages";
import { requestLocale } from "../i18n/request-locale";

export interface UploadGateOptions {
  paths: RegExp[];
  /** Uploads whose bodies are read and processed at once. */
  max: number;
  /** Uploads that may wait for a place; past it, 503 at once. */
  queue?: number;
  /** How long an upload may wait for a place before it is answered 503. */
  waitMs?: number;
  retryAfterSeconds?: number;
}

export function uploadGate(opts: UploadGateOptions): MiddlewareHandler {
  let admitted = 0;
  const waiting: (() => void)[] = [];
  const retryAfter = String(opts.retryAfterSeconds ?? 5);
  const queueMax = opts.queue ?? 100;
  const waitMs = opts.waitMs ?? 30_000;

  /** Resolves true once this upload has a place, false when it gave up (waited too long, or its phone went away). */
  function place(signal: AbortSignal): Promise<boolean> {
    if (admitted < opts.max) {
      admitted++;
      return Promise.resolve(true);
    }
    if (waiting.length >= queueMax) return Promise.resolve(false);
    return new Promise((resolve) => {
      const leave = () => {
        const i = waiting.indexOf(turn);
        if (i >= 0) waiting.splice(i, 1);
        clearTimeout(timer);
        resolve(false);
      };
      const turn = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", leave);
        admitted++;
        resolve(true);
      };
      const timer = setTimeout(leave, waitMs);
      signal.addEventListener("abort", leave, { once: true });
      waiting.push(turn);
    });
  }

  return async (c, next) => {
    if (c.req.method !== "POST" || !(c.req.header("content-type") ?? "").startsWith("multipart/") || !opts.paths.some((p) => p.test(c.req.path))) return next();
    if (!(await place(c.req.raw.signal))) {
      c.header("Retry-After", retryAfter);
      if (c.req.path.startsWith("/api/")) return c.json({ error: "unavailable", message: busyPage(requestLocale.getStore()).text }, 503);
      const locale = localeOfPath(c.req.path);
      const { title, text } = busyPage(locale);
      return c.html(errorPage(title, text, locale), 503);
    }
    try {
      await next();
    } finally {
      admitted--;
      waiting.shift()?.();
    }
  };
}
