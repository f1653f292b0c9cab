// Headers too large for Node's parser: the site's 431 page, or JSON for the API, instead of Node's bare answer.
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { onClientError, rememberRequestStarts } from "./client-errors";

const server = http.createServer((_req, res) => res.end("ok"));
server.on("clientError", onClientError);
server.on("connection", rememberRequestStarts);
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const { port } = server.address() as AddressInfo;
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Sends `path` with 40 KB of cookies (Node's limit is 16 KB) and reads the whole answer. */
function hugeHeaders(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: haya.test\r\nCookie: a=${"x".repeat(40_000)}\r\n\r\n`));
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    socket.on("timeout", reject);
  });
}

/** The same, the request line and each header written apart, so that the limit is passed chunks after the request line. */
function hugeHeadersInPieces(path: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setNoDelay(true);
    let answer = "";
    socket.on("data", (d) => (answer += d.toString()));
    socket.on("end", () => resolve(answer));
    socket.on("error", () => resolve(answer));
    const pieces = [`GET ${path} HTTP/1.1\r\nHost: haya.test\r\n`, ...Array.from({ length: 12 }, (_, i) => `X-Pad-${i}: ${"x".repeat(8_000)}\r\n`)];
    const next = () => {
      const piece = pieces.shift();
      if (piece && !socket.destroyed) socket.write(piece, () => setTimeout(next, 15));
    };
    socket.on("connect", next);
  });
}

describe("431", () => {
  it("is the site's page for a page", async () => {
    const answer = await hugeHeaders("/browse");
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain("Content-Type: text/html");
    expect(answer).toContain("<h1>Request too large</h1>");
    expect(answer).toContain("Clear this site's cookies");
    // A page like any other: no script runs, no site may frame it.
    expect(answer).toMatch(/\r\nContent-Security-Policy: default-src 'self'; script-src 'self'; [^\r]*frame-ancestors 'none'/);
    expect(answer).toContain("\r\nX-Content-Type-Options: nosniff\r\n");
  });

  it("is JSON under /api", async () => {
    const answer = await hugeHeaders("/api/v1/listings");
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
    expect(JSON.parse(body)).toMatchObject({ error: "headers_too_large" });
  });

  it("is JSON under /api even when the limit is passed chunks after the request line, and carries a request id", async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await hugeHeadersInPieces("/api/v1/listings");
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(answer).toContain("Content-Type: application/json");
      expect(answer).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/);
    }
    expect(await hugeHeadersInPieces("/browse")).toContain("Content-Type: text/html");
  });
});
