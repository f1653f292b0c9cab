// Stopping under load: autocannon keeps 20 kept-alive connections busy while the server is told to stop. Nobody gets a
// connection reset (new connections are refused once the listener closes, which a load balancer retries elsewhere), a
// slow request in flight finishes, idle connections close, and stop() ends as soon as the last connection does.
import autocannon from "autocannon";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { drainer } from "./graceful";

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server whose every answer takes `ms` (or ?ms=N), saying Connection: close once it drains, as app.ts does. */
async function slowServer(ms: number, timeoutMs = 10_000) {
  const server = http.createServer();
  const drain = drainer(server, { timeoutMs, idleMs: 200 });
  server.on("request", (req, res) => {
    const delay = Number(new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? ms);
    setTimeout(() => {
      if (drain.draining) res.setHeader("Connection", "close");
      res.end("ok");
    }, delay);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, drain, url };
}

/** What went wrong for the clients, by kind: resets are the failure; refusals after the listener closed are expected. */
function kinds(errors: Error[]) {
  const byKind: Record<string, number> = {};
  for (const e of errors) {
    const code = (e as { code?: string }).code ?? e.message;
    byKind[code] = (byKind[code] ?? 0) + 1;
  }
  return byKind;
}

describe("graceful stop", () => {
  it("under autocannon's load, stopping resets no connection, and a slow request in flight finishes", async () => {
    const { drain, url } = await slowServer(20);
    const errors: Error[] = [];
    let done!: (r: autocannon.Result) => void;
    const finished = new Promise<autocannon.Result>((r) => (done = r));
    const instance = autocannon({ url, connections: 20, duration: 3 }, (err, result) => (err ? errors.push(err) : done(result)));
    instance.on("reqError", (e: Error) => errors.push(e));
    await wait(1_000);
    const slow = fetch(`${url}/?ms=1500`);
    await wait(100);
    const stopped = drain.stop().then(() => performance.now());
    const stopAt = performance.now();

    const slowAnswer = await slow;
    expect(slowAnswer.status).toBe(200);
    expect(await slowAnswer.text()).toBe("ok");
    const result = await finished;
    const whenStopped = await stopped;
    const byKind = kinds(errors);
    expect(byKind.ECONNRESET ?? 0, JSON.stringify(byKind)).toBe(0);
    expect(byKind.EPIPE ?? 0, JSON.stringify(byKind)).toBe(0);
    expect(byKind["socket hang up"] ?? 0, JSON.stringify(byKind)).toBe(0);
    // Everything else is a refused new connection (autocannon reconnects in a loop once the port is closed).
    expect(Object.keys(byKind).filter((k) => k !== "ECONNREFUSED")).toEqual([]);
    expect(result["2xx"]).toBeGreaterThan(100);
    expect(result.non2xx).toBe(0);
    // The slow request held the stop; nothing held it much longer.
    expect(whenStopped - stopAt).toBeGreaterThan(1_000);
    expect(whenStopped - stopAt).toBeLessThan(5_000);
  });

  it("an idle kept-alive connection is closed at once, and stop() ends when it has", async () => {
    const { drain, url } = await slowServer(0);
    const agent = new http.Agent({ keepAlive: true });
    const get = () =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(url, { agent }, (res) => (res.resume(), res.on("end", () => resolve(res)))).on("error", reject);
      });
    await get();
    const [socket] = Object.values(agent.freeSockets).flat();
    expect(socket).toBeDefined();
    const closed = new Promise<void>((r) => socket!.once("close", () => r()));
    const started = performance.now();
    await drain.stop();
    await closed;
    expect(performance.now() - started).toBeLessThan(1_500);
    agent.destroy();
  });

  it("a request longer than the time allowed is cut at the deadline, not waited for", async () => {
    const { drain, url } = await slowServer(0, 500);
    const slow = fetch(`${url}/?ms=5000`).then(
      (r) => r.status,
      () => "cut",
    );
    await wait(100);
    const started = performance.now();
    await drain.stop();
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await slow).toBe("cut");
  });
});
