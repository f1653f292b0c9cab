// Photo originals in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…), over fetch with AWS Signature Version 4
// from aws4fetch (a small, well-kept signer), so that no SDK is needed for three calls.
import crypto from "node:crypto";
import { AwsV4Signer } from "aws4fetch";
import { isSafeKey, type MediaStorage } from "./storage";

export interface S3Options {
  /** `https://s3.eu-west-1.amazonaws.com`, `https://<account>.r2.cloudflarestorage.com`, `http://127.0.0.1:9000`… */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO and most self-hosted servers) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `haya/`, to share a bucket with other things. */
  prefix?: string;
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** A slow or unreachable bucket fails the request instead of holding it (and its socket) forever. */
const TIMEOUT_MS = 30_000;

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");

/** SigV4's URI encoding: everything but A-Z a-z 0-9 - _ . ~ as %XX (encodeURIComponent leaves ! ' ( ) * too). */
function encodeRfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** A key as a URL path: each segment encoded once (S3 signs the path as sent, without the double encoding other AWS services use), `/` kept. */
const encodeKey = (key: string) => key.split("/").map(encodeRfc3986).join("/");

/**
 * The request's headers with its SigV4 signature (aws4fetch): host, every header given, x-amz-date and
 * x-amz-content-sha256, which holds the body's real hash (aws4fetch's default for S3 would be UNSIGNED-PAYLOAD, leaving
 * the bytes unchecked on the way). `datetime` (`20130524T000000Z`) only for tests against AWS's worked examples.
 */
export async function signS3(
  req: { method: string; url: URL; headers?: Record<string, string>; body?: Buffer },
  creds: S3Credentials,
  datetime?: string,
): Promise<Headers> {
  const signer = new AwsV4Signer({
    ...creds,
    service: "s3",
    // Sign every header given (aws4fetch leaves some, such as range, out by default), as S3's worked examples do.
    allHeaders: true,
    method: req.method,
    url: req.url.href,
    headers: { ...req.headers, "x-amz-content-sha256": sha256(req.body ?? "") },
    ...(datetime ? { datetime } : {}),
  });
  return (await signer.sign()).headers;
}

/** S3's answer to a failed request is `<Error><Code>NoSuchKey</Code><Message>…</Message></Error>`. */
async function errorOf(res: Response): Promise<{ code: string | undefined; message: string | undefined }> {
  const xml = await res.text().catch(() => "");
  return { code: /<Code>([^<]*)<\/Code>/.exec(xml)?.[1], message: /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] };
}

export function s3Storage(opts: S3Options): MediaStorage {
  const endpoint = new URL(opts.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, "");
  const prefix = opts.prefix ?? "";

  const urlOf = (key: string) => {
    // A "." segment would be folded away by URL parsing (even as %2E), so the request would name another object than the one signed.
    if (!isSafeKey(key) || key.split("/").includes(".")) throw new Error(`Unsafe media key: ${key}`);
    const path = encodeKey(prefix + key);
    return opts.forcePathStyle
      ? new URL(`${endpoint.protocol}//${endpoint.host}${base}/${encodeRfc3986(opts.bucket)}/${path}`)
      : new URL(`${endpoint.protocol}//${opts.bucket}.${endpoint.host}${base}/${path}`);
  };

  async function send(method: "GET" | "PUT" | "DELETE", key: string, body?: Buffer): Promise<Response> {
    const url = urlOf(key);
    const headers = await signS3({ method, url, headers: body ? { "content-type": "application/octet-stream" } : {}, body }, opts);
    try {
      // Our Buffers (from uploads and sharp) sit on plain ArrayBuffers; the DOM types only fear shared ones.
      return await fetch(url, { method, headers, body: body as Uint8Array<ArrayBuffer> | undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (e) {
      // fetch says only "fetch failed"; the operator needs to know which bucket did not answer, and why.
      const why = e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e);
      throw new Error(`S3 ${method} ${prefix}${key} at ${url.host} failed: ${why}`, { cause: e });
    }
  }

  /** Throws with what S3 said; a missing object (not a missing bucket, which is a setting to fix) is `"missing"`. */
  async function check(res: Response, method: string, key: string): Promise<"ok" | "missing"> {
    if (res.ok) return "ok";
    const { code, message } = await errorOf(res);
    if (res.status === 404 && (code === undefined || code === "NoSuchKey")) return "missing";
    throw new Error(`S3 ${method} ${prefix}${key} in bucket ${opts.bucket} failed: ${res.status} ${code ?? res.statusText}${message ? ` (${message})` : ""}`);
  }

  return {
    async read(key) {
      const res = await send("GET", key);
      if ((await check(res, "GET", key)) === "missing") return undefined;
      return Buffer.from(await res.arrayBuffer());
    },
    async write(key, data) {
      const res = await send("PUT", key, data);
      await check(res, "PUT", key);
      // Read the (empty) body so the connection goes back to the pool.
      await res.arrayBuffer();
    },
    async remove(key) {
      const res = await send("DELETE", key);
      await check(res, "DELETE", key);
      await res.arrayBuffer();
    },
  };
}
