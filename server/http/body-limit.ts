// Request body limits: forms and JSON are small, so anything over 64 KB is refused before it is read; the one form
// that uploads a file (the profile photo on /account) gets room for a 5 MB photo and its multipart envelope.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export interface BodyLimitOptions {
  formMax: number;
  upload: {
    /** Paths that take multipart uploads (a page and React Router's `.data` twin). */
    path: RegExp;
    maxSize: number;
    /** Where a page post (no JavaScript) goes when its file is too large; the page there says why. */
    tooLarge: string;
  };
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

const tooLargeJson = (c: Context) => c.json({ error: "payload_too_large", message: "The request body is too large" }, 413);

export function bodyLimits(opts: BodyLimitOptions): MiddlewareHandler {
  const form = bodyLimit({ maxSize: opts.formMax, onError: tooLargeJson });
  const upload = bodyLimit({
    maxSize: opts.upload.maxSize,
    onError: async (c) => {
      await discard(c.req.raw);
      // With JavaScript the form checks the size before sending, so only a page post needs the way back.
      return c.req.path.endsWith(".data") ? tooLargeJson(c) : c.redirect(opts.upload.tooLarge, 303);
    },
  });
  return (c, next) => {
    const multipart = /^multipart\/form-data/i.test(c.req.header("content-type") ?? "");
    return (c.req.method === "POST" && multipart && opts.upload.path.test(c.req.path) ? upload : form)(c, next);
  };
}
