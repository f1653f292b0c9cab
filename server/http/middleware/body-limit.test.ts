// Body limits: small for forms and JSON, 5 MB (here 10 KB) for the one photo upload, and a way back to the form when it is over.
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { bodyLimits } from "./body-limit";

const app = new Hono();
app.use("*", bodyLimits({ formMax: 1024, uploads: [{ path: /^\/account(?:\.data)?$/, maxSize: 10 * 1024, tooLarge: "/account?avatar=too-large" }] }));
// Answers without reading the body, as a route that asks for a session first does.
app.post("/early", (c) => c.json({ error: "unauthorized" }, 401));
app.post("*", async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));
app.get("*", (c) => c.text("ok"));

/** Writes `requests` on one kept-alive connection, the next one `gapMs` after the last; what came back, and how it ended. */
async function overOneConnection(requests: string[], gapMs: number) {
  const server = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const socket = net.connect((server.address() as net.AddressInfo).port, "127.0.0.1");
  let received = "";
  let error: string | undefined;
  socket.on("data", (d: Buffer) => (received += d.toString("latin1")));
  socket.on("error", (e) => (error = e.message));
  const closed = new Promise((resolve) => socket.once("close", resolve));
  for (const request of requests) {
    if (!socket.destroyed) socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
  socket.end();
  await closed;
  server.close();
  return { statuses: received.match(/HTTP\/1\.1 \d{3}/g)?.map((s) => Number(s.slice(-3))) ?? [], received, error };
}

function multipart(bytes: number) {
  const form = new FormData();
  form.set("avatar", new File([new Uint8Array(bytes)], "me.jpg", { type: "image/jpeg" }));
  return new Request("http://haya.test/account", { method: "POST", body: form });
}
describe("body limits", () => {
  it("refuses a form over the small limit anywhere, /account included, with a page that says what to do", async () => {
    const r = await app.request("/account", { method: "POST", body: "x=".padEnd(2000, "y"), headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(r.status).toBe(413);
    expect(r.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await r.text();
    expect(page).toContain("<h1>That file is too large</h1>");
    expect(page).toContain("That file is too large — the limit is 1 KB.");
    expect(page).toContain('<a href="/">Return to Home</a>');
  });

  it("answers the API (and React Router's data requests) with JSON", async () => {
    for (const path of ["/api/v1/newsletter", "/account.data"]) {
      const r = await app.request(path, { method: "POST", body: JSON.stringify({ email: "x".repeat(2000) }), headers: { "content-type": "application/json" } });
      expect(r.status, path).toBe(413);
      expect(await r.json(), path).toEqual({ error: "payload_too_large", message: "The request body is too large: the limit is 1 KB" });
    }
  });

  it("lets a photo upload to /account through up to its own limit", async () => {
    const r = await app.request(multipart(8 * 1024));
    expect(r.status).toBe(200);
    expect(await r.text()).toMatch(/^read 8\d{3}$/);
  });

  it("sends a page post with too large a photo back to the form, and a .data post gets a 413", async () => {
    const page = await app.request(multipart(20 * 1024));
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/account?avatar=too-large");
    const big = multipart(20 * 1024);
    const data = await app.request(new Request("http://haya.test/account.data", { method: "POST", body: big.body, headers: big.headers, duplex: "half" } as RequestInit));
    expect(data.status).toBe(413);
  });

  it("keeps the small limit for uploads anywhere else", async () => {
    const big = multipart(8 * 1024);
    const r = await app.request(new Request("http://haya.test/contact", { method: "POST", body: await big.arrayBuffer(), headers: big.headers }));
    expect(r.status).toBe(413);
  });

  it("keeps a kept-alive connection working after a 413: the rest of the body is read and dropped first", async () => {
    const body = JSON.stringify({ email: "x".repeat(200_000) });
    const tooLarge = `POST /api/v1/newsletter HTTP/1.1\r\nHost: haya.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const chunked = `POST /api/v1/newsletter HTTP/1.1\r\nHost: haya.test\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    const next = "GET /healthz HTTP/1.1\r\nHost: haya.test\r\n\r\n";
    // The next requests go on for longer than the half second after which the connection used to be reset.
    for (const first of [tooLarge, chunked]) {
      const { statuses, received, error } = await overOneConnection([first, ...Array<string>(8).fill(next)], 120);
      expect(error).toBeUndefined();
      expect(statuses).toEqual([413, 200, 200, 200, 200, 200, 200, 200, 200]);
      expect(received).not.toMatch(/connection: close/i);
    }
  });

  it("closes the connection after a 413 for a body too large to read and drop, and says so", async () => {
    const huge = `POST /api/v1/newsletter HTTP/1.1\r\nHost: haya.test\r\nContent-Type: application/json\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n{"email":"`;
    const { statuses, received, error } = await overOneConnection([huge], 200);
    expect(error).toBeUndefined();
    expect(statuses).toEqual([413]);
    expect(received).toMatch(/connection: close/i);
  });

  it("keeps a kept-alive connection working after an answer that did not read the body", async () => {
    const body = "x".repeat(900);
    const early = `POST /early HTTP/1.1\r\nHost: haya.test\r\nContent-Type: application/octet-stream\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const next = "GET /healthz HTTP/1.1\r\nHost: haya.test\r\n\r\n";
    const { statuses, error } = await overOneConnection([early, ...Array<string>(8).fill(next)], 120);
    expect(error).toBeUndefined();
    expect(statuses).toEqual([401, 200, 200, 200, 200, 200, 200, 200, 200]);
  });
});
