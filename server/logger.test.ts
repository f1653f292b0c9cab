// Log lines as an operator's tools read them: JSON with the time, the level as a word and the message; the request id
// (or job run) of the work they belong to; and no personal data, whether in a field or inside a text.
import { Writable } from "node:stream";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { accessLog } from "./http/middleware/access-log";
import { createLogger, REDACTED, scrub } from "./logger";
import { runAs } from "./request-context";

function capture(level: Parameters<typeof createLogger>[0] = "debug") {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger(level, { destination }), lines };
}

const flush = () => new Promise((r) => setImmediate(r));

describe("log lines", () => {
  it("are JSON with an ISO time, the level as a word and the message; lines below the level are dropped", async () => {
    const { log, lines } = capture("info");
    log("debug", "not shown");
    log("warn", "payment sweep slow", { ms: 1200 });
    await flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", msg: "payment sweep slow", ms: 1200, pid: process.pid });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  it("carry the id of the request they belong to, and none outside one", async () => {
    const { log, lines } = capture();
    await runAs({ requestId: "abc-123" }, async () => {
      await flush();
      log("info", "inside");
    });
    log("info", "outside");
    await flush();
    expect(lines.find((l) => l.msg === "inside")).toMatchObject({ requestId: "abc-123" });
    expect(lines.find((l) => l.msg === "outside")).not.toHaveProperty("requestId");
  });

  it("never hold personal data: named fields are replaced, addresses and phone numbers in any text masked", async () => {
    const { log, lines } = capture();
    log("error", "mail to ada@example.com not sent", {
      email: "ada@example.com",
      name: "Ada Obi",
      user: { phone: "+234 803 123 4567", token: "s3cr3t", id: "u1" },
      error: "SMTP refused <ada@example.com>; call 0803 123 4567",
      path: "/reset-password?token=abcdef",
    });
    await flush();
    const line = lines[0]!;
    expect(JSON.stringify(line)).not.toMatch(/ada@example\.com|Ada Obi|803 123|s3cr3t|abcdef/);
    expect(line).toMatchObject({
      msg: "mail to [email] not sent",
      email: REDACTED,
      name: REDACTED,
      user: { phone: REDACTED, token: REDACTED, id: "u1" },
      error: "SMTP refused <[email]>; call [phone]",
      path: `/reset-password?token=${REDACTED}`,
    });
  });

  it("scrub leaves prices, dates and ids alone", () => {
    expect(scrub("booking 1042 for ₦25,000 from 2026-12-01, listing 08031")).toBe("booking 1042 for ₦25,000 from 2026-12-01, listing 08031");
    expect(scrub("2348031234567 and 08031234567")).toBe("[phone] and [phone]");
    expect(scrub("call 0803-123-4567, or +234 803 123 4567.")).toBe("call [phone], or [phone].");
    // A request id whose hex happens to hold a number's shape is an id, kept whole: operators search the logs by it.
    expect(scrub("ac081352-4274-441e-801d-ec00b7050735")).toBe("ac081352-4274-441e-801d-ec00b7050735");
    expect(scrub("b1c2d3e4-f5a6-4b7c-8d9e-080312345678")).toBe("b1c2d3e4-f5a6-4b7c-8d9e-080312345678");
  });
});

describe("the access line and X-Request-Id", () => {
  function app() {
    const { log, lines } = capture();
    const a = new Hono();
    a.use("*", accessLog(log));
    a.get("/api/v1/bookings/:id", (c) => {
      log("info", "reading a booking");
      return c.json({ id: c.req.param("id") });
    });
    return { a, lines };
  }

  it("one line per request: method, route pattern (not the path), status, duration, bytes and the request id", async () => {
    const { a, lines } = app();
    const res = await a.request("/api/v1/bookings/77");
    expect(await res.json()).toEqual({ id: "77" });
    await flush();
    const id = res.headers.get("X-Request-Id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const access = lines.find((l) => l.msg === "request")!;
    // Written once the body has gone out, with its size.
    expect(access).toMatchObject({ level: "info", method: "GET", route: "/api/v1/bookings/:id", status: 200, bytes: '{"id":"77"}'.length, requestId: id });
    expect(access.ms).toEqual(expect.any(Number));
    // What the handler wrote carries the same id.
    expect(lines.find((l) => l.msg === "reading a booking")).toMatchObject({ requestId: id });
  });

  it("keeps a proxy's X-Request-Id, and replaces one that could forge a line", async () => {
    const { a, lines } = app();
    const kept = await a.request("/api/v1/bookings/1", { headers: { "X-Request-Id": "lb-7f3a.42" } });
    expect(kept.headers.get("X-Request-Id")).toBe("lb-7f3a.42");
    await kept.text();
    const forged = await a.request("/api/v1/bookings/1", { headers: { "X-Request-Id": 'x"} {"level":"error' } });
    await forged.text();
    expect(forged.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    await flush();
    expect(lines.filter((l) => l.msg === "request").map((l) => l.requestId)).toEqual(["lb-7f3a.42", forged.headers.get("X-Request-Id")]);
  });
});
