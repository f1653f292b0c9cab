// Compression and validators for dynamic responses (pages and JSON).
// Bodies are small and complete, so each is hashed and compressed in one synchronous call:
// - a (weak) ETag from the content on GETs, so a phone that already has the page gets a 304 with no body;
// - brotli (quality 5) when the client takes it, else gzip; ~8% smaller than gzip on the same HTML;
// - compressed bodies are kept in a small LRU by content hash, so a popular page is compressed once,
//   never served stale (a changed page has another hash).
import type { MiddlewareHandler } from "hono";
import crypto from "node:crypto";
import zlib from "node:zlib";

const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
};

type Encoding = "br" | "gzip";

export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map(
    acceptEncoding.split(",").map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [name!, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return undefined;
}

function compressBody(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br" ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body, { level: 6 });
}

/** Compressed bodies by encoding + content hash, least recently used dropped first. */
class CompressedCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer) {
    if (value.byteLength > this.maxBytes / 8) return;
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.byteLength;
    }
  }
}

/**
 * Responses whose bodies are known as bytes: read as they are, never through a stream (a copy and a few promises less).
 * One map per process, kept on globalThis: this file is bundled twice, into the server (which compresses) and into
 * React Router's page bundle (whose entry.server makes the pages' responses), and two maps would never meet.
 */
interface Known {
  /** The body's bytes, made the first time they are asked for (a page's are not, when its compressed copy is kept). */
  body: () => Uint8Array;
  /** The content's hash when its maker already knew it (a page: entry.server.tsx), so the body is not hashed again. */
  hash?: string | undefined;
}
const KNOWN = Symbol.for("haya.knownBodies");
const knownBodies: WeakMap<Response, Known> = ((globalThis as { [KNOWN]?: WeakMap<Response, Known> })[KNOWN] ??= new WeakMap());

/** `make`, called once at most, when first asked. */
function once(make: () => Uint8Array): () => Uint8Array {
  let made: Uint8Array | undefined;
  return () => (made ??= make());
}

/**
 * A response whose body is these bytes, which compressDynamic and the page cache take as they are (a rendered page).
 * Given a function, the bytes are made only when something needs them: a page whose hash names a compressed copy
 * already kept, or whose ETag the browser already has, is answered without them (entry.server.tsx: a page's bytes are
 * its HTML with the 56 KB stylesheet copied in).
 * Its body is a stream that hands over the same bytes, not the bytes themselves: a Response made from bytes copies
 * them (undici's body extraction) as soon as anything looks at its body, as React Router does to tell it is a
 * Response. Anything that puts another response in its place, or reads the body itself, reads the same bytes.
 */
export function bytesResponse(bytes: Uint8Array | string | (() => Uint8Array), init: ResponseInit, hash?: string): Response {
  const body = once(typeof bytes === "function" ? bytes : () => (typeof bytes === "string" ? Buffer.from(bytes) : bytes));
  // Pulled, not started: with no room queued (highWaterMark 0) nothing is made until the stream is read.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        controller.enqueue(body());
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const res = new Response(stream, init);
  knownBodies.set(res, { body, hash });
  return res;
}

/** The bytes of `res`'s body: those it was made with (bytesResponse), else read. */
export async function bodyBytes(res: Response): Promise<Uint8Array> {
  return knownBodies.get(res)?.body() ?? new Uint8Array(await res.arrayBuffer());
}

/** The content hash `res` was made with (bytesResponse), if any. */
export const bodyHash = (res: Response): string | undefined => knownBodies.get(res)?.hash;

/** Weak comparison, as If-None-Match requires: W/"x" and "x" are the same tag. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const ours = etag.replace(/^W\//, "");
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === ours || tag === "*";
  });
}

export const compressDynamic = (cache = new CompressedCache(16 * 1024 * 1024)): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  if ((!knownBodies.has(res) && !res.body) || res.headers.has("Content-Encoding") || c.req.method === "HEAD") return;
  const type = res.headers.get("Content-Type") ?? "";
  // A live stream (server-sent events) never ends: it is passed on as it is written.
  if (!COMPRESSIBLE.test(type) || type.startsWith("text/event-stream")) return;
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  // A page's hash comes with it (of its variable part and the stylesheet's, which every page shares); else the body's.
  const known = knownBodies.get(res);
  const read = known ? undefined : await bodyBytes(res);
  const body = known?.body ?? (() => read!);
  const hash = known?.hash ?? crypto.hash("sha1", body(), "base64url");
  // Weak: the brotli, gzip and plain bodies are different bytes of the same content.
  const etag = `W/"${hash}"`;
  const validated = res.status === 200 && c.req.method === "GET";
  if (validated) {
    headers.set("ETag", etag);
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-cache");
  }
  // Clear first: Hono's setter would otherwise copy the old headers (Content-Length) over the new ones.
  c.res = undefined;
  if (validated && ifNoneMatch(c.req.header("If-None-Match"), etag)) {
    headers.delete("Content-Length");
    headers.delete("Content-Type");
    c.res = new Response(null, { status: 304, headers });
    return;
  }
  // A body's length is known without its bytes only when they are made; a kept compressed copy needs neither.
  const encoding = pickEncoding(c.req.header("Accept-Encoding"));
  const key = encoding && `${encoding}:${hash}`;
  let out: Uint8Array | undefined = key ? cache.get(key) : undefined;
  if (!out && key && body().byteLength >= MIN_BYTES) {
    const compressed = compressBody(body(), encoding!);
    cache.set(key, compressed);
    out = compressed;
  }
  if (out) headers.set("Content-Encoding", encoding!);
  out ??= body();
  headers.set("Content-Length", String(out.byteLength));
  c.res = new Response(out as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
};
