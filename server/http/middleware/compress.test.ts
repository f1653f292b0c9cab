import { Hono } from "hono";
import zlib from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { bodyBytes, bytesResponse, compressDynamic, pickEncoding } from "./compress";

const page = `<!DOCTYPE html><html><body>${"<p>Generator for hire in Ikeja</p>".repeat(200)}</body></html>`;

function app() {
  const a = new Hono();
  a.use("*", compressDynamic());
  a.get("/page", (c) => c.html(page));
  a.get("/tiny", (c) => c.json({ ok: true }));
  a.post("/form", (c) => c.html(page));
  a.get("/png", (c) => c.body(new Uint8Array(2000), 200, { "Content-Type": "image/png" }));
  return a;
}

describe("dynamic compression", () => {
  it("picks brotli, then gzip, honouring q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });

  it("sends brotli or gzip that decodes to the page, with its length and Vary", async () => {
    const br = await app().request("/page", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toContain("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("Content-Length"))).toBe(brBody.byteLength);
    expect(brBody.byteLength).toBeLessThan(page.length / 10);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(page);

    const gz = await app().request("/page", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);

    const plain = await app().request("/page");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it("compresses the answer to a form post too, without a validator", async () => {
    const res = await app().request("/form", { method: "POST", headers: { "Accept-Encoding": "br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("ETag")).toBeNull();
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
  });

  it("leaves tiny bodies and images uncompressed", async () => {
    const tiny = await app().request("/tiny", { headers: { "Accept-Encoding": "br" } });
    expect(tiny.headers.get("Content-Encoding")).toBeNull();
    expect(await tiny.json()).toEqual({ ok: true });
    const png = await app().request("/png", { headers: { "Accept-Encoding": "br" } });
    expect(png.headers.get("Content-Encoding")).toBeNull();
  });

  it("answers 304 with no body when the client already has this version", async () => {
    const a = app();
    const first = await a.request("/page", { headers: { "Accept-Encoding": "br" } });
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("Cache-Control")).toBe("private, no-cache");
    const again = await a.request("/page", { headers: { "Accept-Encoding": "br", "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const strong = await a.request("/page", { headers: { "If-None-Match": etag!.slice(2) } });
    expect(strong.status).toBe(304);
    const other = await a.request("/page", { headers: { "If-None-Match": '"something-else"' } });
    expect(other.status).toBe(200);
  });
});

describe("a response made of known bytes", () => {
  it("is read as those bytes by a second copy of this module, as the page bundle's responses are by the server's", async () => {
    const bytes = new TextEncoder().encode(page);
    const made = bytesResponse(bytes, { headers: { "Content-Type": "text/html" } });
    vi.resetModules();
    const other = await import("./compress");
    expect(other.bytesResponse).not.toBe(bytesResponse);
    expect(await other.bodyBytes(made)).toBe(bytes);
  });

  it("still hands its bytes to whatever reads its body", async () => {
    const made = bytesResponse(page, { status: 200 });
    expect(await made.text()).toBe(page);
    expect(await bodyBytes(new Response("plain"))).toEqual(new TextEncoder().encode("plain"));
  });
});

describe("a page whose bytes are made when needed", () => {
  it("is answered from its kept compressed copy, or with a 304, without making its bytes again", async () => {
    const made = vi.fn(() => new TextEncoder().encode(page));
    const a = new Hono();
    a.use("*", compressDynamic());
    a.get("/page", () => bytesResponse(made, { headers: { "Content-Type": "text/html" } }, "page-hash"));
    const first = await a.request("/page", { headers: { "Accept-Encoding": "br" } });
    expect(zlib.brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(page);
    expect(made).toHaveBeenCalledTimes(1);

    const again = await a.request("/page", { headers: { "Accept-Encoding": "br" } });
    expect(zlib.brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(page);
    const known = await a.request("/page", { headers: { "Accept-Encoding": "br", "If-None-Match": first.headers.get("ETag")! } });
    expect(known.status).toBe(304);
    expect(made, "a kept copy and a 304 need no bytes").toHaveBeenCalledTimes(1);

    const plain = await a.request("/page");
    expect(await plain.text()).toBe(page);
    expect(made).toHaveBeenCalledTimes(2);
  });

  it("makes them once for whatever reads its body", async () => {
    const made = vi.fn(() => new TextEncoder().encode(page));
    const res = bytesResponse(made, { status: 200 });
    expect(made, "not before it is read").not.toHaveBeenCalled();
    expect(await bodyBytes(res)).toBe(await bodyBytes(res));
    expect(await res.text()).toBe(page);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
