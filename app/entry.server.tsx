// Server rendering: the whole page is rendered before it is sent, into one string of its own markup with its kept parts'
// bytes beside it (lib/server-once.server.tsx: spliced, not copied into the string).
// Haya's loaders return complete data (nothing is deferred), so streaming would only add stream
// plumbing per request; one string is cheaper to make and send, and lets server/http/compress.ts hash
// and compress it in one call. React Router's hydration data, which it streams through a Suspense
// boundary, is read first and given to that boundary as ready (readHandoff, below).
import type { EntryContext } from "react-router";
import crypto from "node:crypto";
import { pagePolicy } from "../server/http/middleware/security-headers";
import { bytesResponse } from "../server/http/middleware/compress";
import { requestLocale } from "../server/http/i18n/request-locale";
import { readRequestLocaleFrom } from "~/lib/i18n";
import { STYLE_MARK, STYLE_SLOT } from "~/lib/inline-styles";
import { renderPage } from "~/lib/server-router.server";
import { slabDigest, splicedPieces } from "~/lib/server-once.server";
import inlineStyles from "./app.css?inline";

// Messages rendered on the server are in the language of the request being answered (server/http/locale.ts sets it).
readRequestLocaleFrom(() => requestLocale.getStore());

export const streamTimeout = 5_000;

// The stylesheet as bytes, once: escaped as React escapes a <style>'s text (a "</style" inside would end it early).
const STYLE_BYTES = Buffer.from(inlineStyles.replace(/(<\/|<)(s)(tyle)/gi, (_, prefix: string, s: string, suffix: string) => `${prefix}${s === "s" ? "\\73 " : "\\53 "}${suffix}`));
const STYLE_AT = STYLE_SLOT.length - STYLE_MARK.length - "</style>".length;
// The page's content hash (its ETag and compressed-copy key, compress.ts) is of React's HTML and this: the stylesheet's
// 56 KB are hashed once per process, not per page, as the kept parts' bytes are (handleRequest).
const STYLE_HASH = crypto.hash("sha1", STYLE_BYTES, "hex");

/**
 * The page is fully rendered HTML: it can be read before its JavaScript arrives, which only makes it
 * interactive. So the scripts React Router preloads are fetched at low priority, after the HTML,
 * the stylesheet and the main photo, which on a slow connection brings the first paint and the
 * largest photo forward. (Chromium gives a module preload high priority unless told otherwise.)
 */
const lowPriority = (head: string) => head.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');

/**
 * The page as bytes, in one pass over its head: the preloads made low priority (they are in the head, in its first
 * piece; the body, most of the page, is not searched) and the stylesheet's bytes where root.tsx left its mark
 * (lib/inline-styles.ts). `first` is the page's first piece of markup; `rest`, in order, its other pieces and its kept
 * parts' bytes (lib/server-once.server.tsx).
 */
function finished(first: string, rest: readonly (string | Buffer)[]): Buffer {
  const slot = first.indexOf(STYLE_SLOT);
  const from = slot < 0 ? 0 : slot + STYLE_AT + STYLE_MARK.length;
  const headEnd = first.indexOf("</head>", from);
  const bodyAt = headEnd < 0 ? first.length : headEnd;
  // Written into one buffer of the page's size: no bytes copied twice.
  const parts: (string | Buffer)[] = [lowPriority(first.slice(from, bodyAt)), first.slice(bodyAt), ...rest];
  if (slot >= 0) parts.unshift(lowPriority(first.slice(0, slot + STYLE_AT)), STYLE_BYTES);
  const out = Buffer.allocUnsafe(parts.reduce((n, p) => n + (typeof p === "string" ? Buffer.byteLength(p) : p.byteLength), 0));
  let at = 0;
  for (const p of parts) at += typeof p === "string" ? out.write(p, at) : p.copy(out, at);
  return out;
}

/**
 * React Router's hydration data (the loaders' answers, turbo-stream encoded), read to its end. Haya's loaders return
 * complete data, so it ends as soon as it is encoded (React Router closes it after `streamTimeout` in any case).
 */
async function readHandoff(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value, { stream: true });
  reader.releaseLock();
  return text + decoder.decode();
}

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status, headers });
  }
  // The hydration data is read first and handed to React Router's <StreamTransfer> as already read (its cache, one
  // entry: all of it, then the end): nothing suspends, so the page renders in one synchronous pass into one string,
  // with no stream, no scheduling and no byte-by-byte encoding per request.
  if (routerContext.serverHandoffStream) {
    const value = await readHandoff(routerContext.serverHandoffStream);
    routerContext.renderMeta = { ...routerContext.renderMeta, streamCache: { 0: Object.assign(Promise.resolve(), { result: { done: true, value } }) } };
  }
  // The page's own markup, in pieces between its kept parts' bytes: no string of the whole page is made.
  const [page, ...rest] = splicedPieces(renderPage(routerContext, request.url));
  const first = `<!DOCTYPE html>${typeof page === "string" ? page : ""}`;
  if (typeof page !== "string") rest.unshift(page!);
  headers.set("Content-Type", "text/html; charset=utf-8");
  // The page's own inline scripts, by hash, and no others (server/http/security-headers.ts); the stylesheet, put in
  // after, holds none, and the preloads' priority is no script's text. Kept parts hold no script.
  headers.set("Content-Security-Policy", pagePolicy([first, ...rest.filter((p) => typeof p === "string")], import.meta.env.DEV));
  // finished() is a function of the page and the stylesheet alone: hashing those names the bytes it makes, which are
  // made only if they are sent as they are or compressed (not when a compressed copy of the same hash is kept).
  // Each piece in the hash says what it is and, for the page's own markup, how long it is; a kept part is taken by its
  // bytes' digest, made once: no two different pages hash the same pieces (the compressed copies are shared by all).
  const hash = crypto.createHash("sha1").update(STYLE_HASH);
  for (const p of [first, ...rest]) {
    if (typeof p === "string") hash.update(`s${Buffer.byteLength(p)}:`).update(p);
    else hash.update("k").update(slabDigest(p));
  }
  return bytesResponse(() => finished(first, rest), { status, headers }, hash.digest("base64url"));
}
