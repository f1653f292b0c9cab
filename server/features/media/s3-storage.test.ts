import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Storage, signS3, type S3Options } from "./s3-storage";

const BUCKET = "haya-photos";
const REGION = "eu-west-1";
const KEYS = { AKIAHAYATEST: "s3cr3t/Key+for-the-fake-server" } as Record<string, string>;

const sha256 = (data: string | Buffer) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => crypto.createHmac("sha256", key).update(data).digest();
const errorXml = (code: string, message: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A local S3 with one bucket, path-style, speaking the documented REST API for PutObject, GetObject and
 * DeleteObject. It checks each request's SigV4 Authorization as S3 does, from the request as it arrived,
 * so that a signing mistake shows up here as it would against a real bucket.
 */
async function fakeS3() {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; path: string }[] = [];

  /** Why S3 would refuse the request, or undefined when the signature is good. */
  function refusal(req: http.IncomingMessage, body: Buffer): { status: number; code: string } | undefined {
    const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? "");
    if (!auth) return { status: 400, code: "AuthorizationHeaderMalformed" };
    const [, accessKeyId, day, region, signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string];
    const secret = KEYS[accessKeyId];
    if (!secret) return { status: 403, code: "InvalidAccessKeyId" };
    const amzDate = String(req.headers["x-amz-date"] ?? "");
    if (region !== REGION || !amzDate.startsWith(day)) return { status: 400, code: "AuthorizationHeaderMalformed" };
    const names = signedHeaders.split(";");
    if (!names.includes("host") || !names.includes("x-amz-date") || !names.includes("x-amz-content-sha256")) return { status: 403, code: "SignatureDoesNotMatch" };
    if (req.headers["x-amz-content-sha256"] !== sha256(body)) return { status: 400, code: "XAmzContentSHA256Mismatch" };

    const [path = "", query = ""] = (req.url ?? "").split("?");
    const canonicalQuery = query
      .split("&")
      .filter(Boolean)
      .sort()
      .join("&");
    const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? "").trim().replace(/\s+/g, " ")}\n`).join("");
    const canonicalRequest = [req.method, path, canonicalQuery, canonicalHeaders, signedHeaders, req.headers["x-amz-content-sha256"]].join("\n");
    const stringToSign = ["AWS4-HMAC-SHA256", amzDate, `${day}/${region}/s3/aws4_request`, sha256(canonicalRequest)].join("\n");
    const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), "s3"), "aws4_request");
    const expected = crypto.createHmac("sha256", key).update(stringToSign).digest();
    return crypto.timingSafeEqual(expected, Buffer.from(signature, "hex")) ? undefined : { status: 403, code: "SignatureDoesNotMatch" };
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? "").split("?")[0] ?? "";
    seen.push({ method: req.method ?? "", path });
    const fail = (status: number, code: string) => {
      res.writeHead(status, { "content-type": "application/xml" }).end(errorXml(code, `${code} (fake S3)`));
    };

    const refused = refusal(req, body);
    if (refused) return fail(refused.status, refused.code);
    const [, bucket, ...segments] = path.split("/");
    if (bucket !== BUCKET) return fail(404, "NoSuchBucket");
    const key = segments.map(decodeURIComponent).join("/");
    if (!key) return fail(400, "InvalidRequest");
    if (req.method === "PUT") {
      objects.set(key, body);
      res.writeHead(200, { etag: `"${crypto.createHash("md5").update(body).digest("hex")}"` }).end();
    } else if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) return fail(404, "NoSuchKey");
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": object.length }).end(object);
    } else if (req.method === "DELETE") {
      // As S3 does: deleting what is not there is a success.
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      fail(405, "MethodNotAllowed");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, objects, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let s3: Awaited<ReturnType<typeof fakeS3>>;
beforeAll(async () => {
  s3 = await fakeS3();
});
afterAll(() => s3.close());

const options = (more: Partial<S3Options> = {}): S3Options => ({
  endpoint: s3.endpoint,
  bucket: BUCKET,
  region: REGION,
  accessKeyId: "AKIAHAYATEST",
  secretAccessKey: KEYS.AKIAHAYATEST!,
  forcePathStyle: true,
  prefix: "haya/",
  ...more,
});

describe("S3 storage against a local S3 that checks signatures", () => {
  it("writes binary data and reads back the same bytes, at /bucket/<prefix>key", async () => {
    const storage = s3Storage(options());
    const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), crypto.randomBytes(100_000)]);
    await storage.write("originals/listings/42/a1b2c3", data);
    expect((await storage.read("originals/listings/42/a1b2c3"))?.equals(data)).toBe(true);
    expect(s3.objects.get("haya/originals/listings/42/a1b2c3")?.equals(data)).toBe(true);
    expect(s3.seen.slice(-2)).toEqual([
      { method: "PUT", path: `/${BUCKET}/haya/originals/listings/42/a1b2c3` },
      { method: "GET", path: `/${BUCKET}/haya/originals/listings/42/a1b2c3` },
    ]);
  });

  it("reads a missing key as undefined", async () => {
    expect(await s3Storage(options()).read("originals/listings/42/never-written")).toBeUndefined();
  });

  it("removes an object, after which it reads as undefined; removing a missing one is no error", async () => {
    const storage = s3Storage(options());
    await storage.write("originals/avatars/user-7/x9", Buffer.from("photo"));
    await storage.remove("originals/avatars/user-7/x9");
    expect(await storage.read("originals/avatars/user-7/x9")).toBeUndefined();
    await expect(storage.remove("originals/avatars/user-7/x9")).resolves.toBeUndefined();
  });

  it("handles nested keys with - _ . and no prefix", async () => {
    const storage = s3Storage(options({ prefix: undefined }));
    const key = "originals/listings/0F3c-9a_b1/deep/er/photo.v2_final-1.webp";
    await storage.write(key, Buffer.from("webp bytes"));
    expect((await storage.read(key))?.toString()).toBe("webp bytes");
    expect(s3.seen.at(-1)).toEqual({ method: "GET", path: `/${BUCKET}/${key}` });
  });

  it("fails loudly, with S3's status and error code, when the secret or the key id is wrong", async () => {
    const wrongSecret = s3Storage(options({ secretAccessKey: "not-the-secret" }));
    await expect(wrongSecret.write("originals/listings/1/a", Buffer.from("x"))).rejects.toThrow(/403 SignatureDoesNotMatch/);
    // A refused read is an error, not a missing photo.
    await expect(wrongSecret.read("originals/listings/1/a")).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(s3Storage(options({ accessKeyId: "AKIAUNKNOWN" })).write("originals/listings/1/a", Buffer.from("x"))).rejects.toThrow(/403 InvalidAccessKeyId/);
    expect(s3.objects.has("haya/originals/listings/1/a")).toBe(false);
  });

  it("does not take a missing bucket for a missing photo", async () => {
    await expect(s3Storage(options({ bucket: "no-such-bucket" })).read("originals/listings/1/a")).rejects.toThrow(/404 NoSuchBucket/);
  });

  it("refuses unsafe keys without sending anything", async () => {
    const storage = s3Storage(options());
    const before = s3.seen.length;
    await expect(storage.read("../x")).rejects.toThrow(/Unsafe media key/);
    await expect(storage.write("originals/../../etc/passwd", Buffer.from("x"))).rejects.toThrow(/Unsafe media key/);
    await expect(storage.remove("/originals/x")).rejects.toThrow(/Unsafe media key/);
    await expect(storage.read("originals/./x")).rejects.toThrow(/Unsafe media key/);
    expect(s3.seen.length).toBe(before);
  });

  it("names the bucket's address when it cannot be reached", async () => {
    const closed = await fakeS3();
    await closed.close();
    await expect(s3Storage(options({ endpoint: closed.endpoint })).read("originals/listings/1/a")).rejects.toThrow(new RegExp(`S3 GET haya/originals/listings/1/a at ${closed.endpoint.slice(7)} failed`));
  });
});

describe("signS3", () => {
  // AWS's own worked example ("Example: GET Object", Signature Version 4 for Amazon S3), so that the signer is
  // checked against S3's reading of the rules and not only against our fake server's.
  it("gives the signature of AWS's documented GET Object example", async () => {
    const headers = await signS3(
      { method: "GET", url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"), headers: { range: "bytes=0-9" } },
      { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1" },
      "20130524T000000Z",
    );
    expect(headers.get("x-amz-date")).toBe("20130524T000000Z");
    expect(headers.get("x-amz-content-sha256")).toBe(sha256(""));
    expect(headers.get("authorization")).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});
