// A stub on the port (another test's server answering "ok" to every path) is not taken for Haya, and a start whose port was
// taken meanwhile is tried again on another port.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { hayaReady, startOnFreePort } from "./started-server";

const servers: http.Server[] = [];
async function serve(answer: (res: http.ServerResponse) => void, port = 0): Promise<number> {
  const server = http.createServer((_req, res) => answer(res));
  servers.push(server);
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return (server.address() as AddressInfo).port;
}
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

describe("starting the built server on a free port", () => {
  it("counts as ready only Haya's own /readyz, not any 200", async () => {
    const stub = await serve((res) => res.end("ok"));
    expect(await hayaReady(`http://127.0.0.1:${stub}`)).toBe(false);
    const haya = await serve((res) => res.setHeader("Content-Type", "application/json").end(JSON.stringify({ status: "ready" })));
    expect(await hayaReady(`http://127.0.0.1:${haya}`)).toBe(true);
    const stopping = await serve((res) => {
      res.statusCode = 503;
      res.end(JSON.stringify({ status: "stopping" }));
    });
    expect(await hayaReady(`http://127.0.0.1:${stopping}`)).toBe(false);
  });

  it("launches again on another port when the first one was taken, and throws on any other end", async () => {
    const ports: number[] = [];
    const started = await startOnFreePort((port) => {
      ports.push(port);
      if (ports.length === 1) return { exited: () => true, output: () => "Error: listen EADDRINUSE: address already in use" };
      let listening = false;
      void serve((res) => res.end(JSON.stringify({ status: "ready" })), port).then(() => (listening = true));
      return { exited: () => false, output: () => (listening ? "listening" : "") };
    }, 10_000);
    expect(ports).toHaveLength(2);
    expect(started.port).toBe(ports[1]);
    expect(await hayaReady(started.origin)).toBe(true);

    await expect(startOnFreePort(() => ({ exited: () => true, output: () => "Error: the database is newer than this release" }), 10_000)).rejects.toThrow(/stopped while starting:\n.*newer than this release/);
  });
});
