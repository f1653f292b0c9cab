// Every answer carries its request id, over a real Node server too: answers made before the compression middleware
// (a 413, a health check) went out through the Node adapter's light Response without the headers set on them after.
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { registry } from "../../metrics";
import { countQuery, timeData } from "../../request-context";
import { accessLog } from "./access-log";
import { bodyLimits } from "./body-limit";
import { securityHeaders } from "./security-headers";

const lines: Record<string, unknown>[] = [];
const app = new Hono();
app.use("*", accessLog((_level, _msg, fields) => void lines.push(fields ?? {})));
app.use("*", securityHeaders({ camera: [], geolocation: [] }, { imageOrigins: [] }));
app.get("/healthz", (c) => c.json({ status: "ok" }));
app.use("*", bodyLimits({ formMax: 1024, uploads: [] }));
app.post("*", (c) => c.json({ ok: true }));
const server = http.createServer(getRequestListener(app.fetch));
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("the request id over HTTP", () => {
  it("is on a 413, a health check and a handler's answer, with the security headers", async () => {
    const answers = [
      await fetch(`${base}/api/v1/newsletter`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "x".repeat(5_000) }) }),
      await fetch(`${base}/healthz`),
      await fetch(`${base}/api/v1/newsletter`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    ];
    expect(answers.map((r) => r.status)).toEqual([413, 200, 200]);
    for (const r of answers) {
      expect(r.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    }
    expect(await answers[0]!.json()).toMatchObject({ error: "payload_too_large" });
  });

  it("keeps a request id the client sent", async () => {
    const r = await fetch(`${base}/healthz`, { headers: { "x-request-id": "lb-1234" } });
    expect(r.headers.get("x-request-id")).toBe("lb-1234");
    expect(await r.json()).toEqual({ status: "ok" });
  });
});

describe("a client that hangs up", () => {
  // A page still being made when its client leaves: React Router answers an aborted request 500, which is no server error.
  const slow = new Hono();
  const seen: Record<string, unknown>[] = [];
  slow.use("*", accessLog((_level, _msg, fields) => void seen.push(fields ?? {})));
  slow.get("/page", async (c) => {
    await new Promise<void>((r) => c.req.raw.signal.addEventListener("abort", () => r(), { once: true }));
    return c.text("aborted", 500);
  });
  slow.get("/long", (c) => {
    let n = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(out) {
        await new Promise((r) => setTimeout(r, 20));
        out.enqueue(new Uint8Array(16_384).fill(97));
        if (++n > 500) out.close();
      },
    });
    return c.body(body, 200, { "content-type": "text/plain" });
  });
  const node = http.createServer(getRequestListener(slow.fetch));
  const listening = new Promise<string>((r) => node.listen(0, "127.0.0.1", () => r(`http://127.0.0.1:${(node.address() as AddressInfo).port}`)));
  afterAll(() => new Promise<void>((r) => node.close(() => r())));
  const until = async (route: string) => {
    for (let i = 0; i < 100 && !seen.some((l) => l.route === route); i++) await new Promise((r) => setTimeout(r, 20));
    return seen.find((l) => l.route === route);
  };

  it("is logged 499 with the server's own status and where it left, not as a 500", async () => {
    const url = await listening;
    await expect(fetch(`${url}/page`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect(await until("/page")).toMatchObject({ status: 499, answer: 500, left: "before the answer", bytes: 0 });
  });

  it("says how much of the body had gone when the client left during it", async () => {
    const url = await listening;
    const controller = new AbortController();
    const r = await fetch(`${url}/long`, { signal: controller.signal });
    const reader = r.body!.getReader();
    await reader.read();
    controller.abort();
    const line = await until("/long");
    expect(line).toMatchObject({ status: 499, answer: 200, left: "during the body" });
    expect(line!.bytes).toBeGreaterThan(0);
  });
});

describe("statements per request (/metrics)", () => {
  it("counts each statement a request sent under its method and route pattern, and none sent outside a request", async () => {
    const handle = await openDatabase({ dataDir: "memory://", onQuery: countQuery });
    const counted = new Hono();
    counted.use("*", accessLog(() => {}));
    counted.get("/count/:n", async (c) => {
      for (let i = 0; i < Number(c.req.param("n")); i++) await handle.db.execute(sql`select 1`);
      return c.text("ok");
    });
    await handle.db.execute(sql`select 1`);
    for (const n of [3, 2, 0]) await (await counted.request(`/count/${n}`)).text();
    await handle.close();
    const text = await registry.metrics();
    expect(text).toContain('haya_db_queries_total{method="GET",route="/count/:n"} 5');
  });
});

describe("a page's data time (/metrics)", () => {
  it("is the span of its loaders, which run side by side, apart from the rest of its request", async () => {
    const timed = new Hono();
    timed.use("*", accessLog(() => {}));
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const ran: { from: number; to: number }[] = [];
    const loader = (ms: number) =>
      timeData(async () => {
        const from = performance.now();
        await pause(ms);
        ran.push({ from, to: performance.now() });
      });
    timed.get("/loaders/:ms", async (c) => {
      const ms = Number(c.req.param("ms"));
      // Two loaders at once, then rendering that takes as long again.
      await Promise.all([loader(ms), loader(ms / 2)]);
      await pause(ms);
      return c.text("ok");
    });
    timed.get("/none", (c) => c.text("ok"));
    await (await timed.request("/loaders/120")).text();
    await (await timed.request("/none")).text();
    const text = await registry.metrics();
    expect(text).toContain('haya_page_data_seconds_count{method="GET",route="/loaders/:ms"} 1');
    expect(text).not.toContain('haya_page_data_seconds_count{method="GET",route="/none"}');
    const data = Number(/^haya_page_data_seconds_sum\{method="GET",route="\/loaders\/:ms"\} (\S+)$/m.exec(text)![1]);
    const whole = Number(/^haya_http_request_duration_seconds_sum\{method="GET",route="\/loaders\/:ms",status="200"\} (\S+)$/m.exec(text)![1]);
    // The first start to the last end (however late a busy machine fires the timers), not the two loaders' sum.
    const span = (Math.max(...ran.map((r) => r.to)) - Math.min(...ran.map((r) => r.from))) / 1000;
    const sum = ran.reduce((t, r) => t + r.to - r.from, 0) / 1000;
    expect(Math.abs(data - span)).toBeLessThan(0.005);
    expect(data).toBeLessThan(sum - 0.03);
    expect(whole - data).toBeGreaterThanOrEqual(0.11);
  });
});
