// Uploads admitted at once, per process: each one holds its whole body (up to 15 MB a photo, 60 MB for a page's four)
// while it waits for its turn at the image queue, so a burst of them would hold gigabytes. Past `max`, an upload is
// answered at once with 503 and Retry-After, before a byte of its body is read: the phone tries again in a moment.
import type { MiddlewareHandler } from "hono";

export const BUSY_MESSAGE = "Haya is busy with other photos right now. Please try again in a few seconds.";

export function uploadGate(opts: { paths: RegExp[]; max: number; retryAfterSeconds?: number }): MiddlewareHandler {
  let admitted = 0;
  const retryAfter = String(opts.retryAfterSeconds ?? 5);
  return async (c, next) => {
    if (c.req.method !== "POST" || !(c.req.header("content-type") ?? "").startsWith("multipart/") || !opts.paths.some((p) => p.test(c.req.path))) return next();
    if (admitted >= opts.max) {
      c.header("Retry-After", retryAfter);
      c.header("Connection", "close");
      if (c.req.path.startsWith("/api/")) return c.json({ error: "unavailable", message: BUSY_MESSAGE }, 503);
      return c.html(busyPage(), 503);
    }
    admitted++;
    try {
      await next();
    } finally {
      admitted--;
    }
  };
}

function busyPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy | Haya</title></head><body><h1>Please try again</h1><p>${BUSY_MESSAGE}</p><p>Go back and send your photos again; what you typed on the page is still there.</p></body></html>`;
}
