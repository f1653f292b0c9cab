// Starting the built server on a free port, for the tests and tools that run it as a program (the release archive, the
// fuzzer, the stop under load). A port found free can be taken by another process before the server binds it: in a
// parallel run, a test's own stub (one that answers "ok" to every path) took it once, and its 200 on /readyz was taken for
// Haya's (CI, stop 56). So the server counts as ready only when /readyz answers as Haya does, and a start whose port was
// taken is tried again on another.
import net from "node:net";

/** A port nobody listens on at the moment of asking (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** Whether Haya itself answers at `origin` and is ready: its /readyz's JSON says so, not merely some 200. */
export async function hayaReady(origin: string): Promise<boolean> {
  try {
    const res = await fetch(`${origin}/readyz`);
    if (!res.ok) return false;
    const body = (await res.json().catch(() => undefined)) as { status?: unknown } | undefined;
    return body?.status === "ready";
  } catch {
    return false;
  }
}

export interface Starting {
  /** Whether the server's process has ended. */
  exited(): boolean;
  /** What it has printed so far. */
  output(): string;
}

/**
 * Starts a server with `launch(port)` on a free port and waits until Haya is ready there. When the process ends because its
 * port was taken meanwhile (EADDRINUSE), it is launched again on another port, up to three times; any other end, or no
 * readiness within `timeoutMs`, throws with what the server printed.
 */
export async function startOnFreePort<T extends Starting>(launch: (port: number) => T, timeoutMs = 120_000): Promise<{ port: number; origin: string; server: T }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = launch(port);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await hayaReady(origin)) return { port, origin, server };
      if (server.exited()) {
        if (/EADDRINUSE/.test(server.output()) && attempt < 3) break;
        throw new Error(`the server stopped while starting:\n${server.output().slice(-4000)}`);
      }
      if (Date.now() > deadline) throw new Error(`the server did not get ready in ${Math.round(timeoutMs / 1000)} s:\n${server.output().slice(-4000)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
