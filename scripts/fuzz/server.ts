// For `npm run fuzz` without --base-url: the built server (as `npm start` runs it) on a new embedded database in a
// temporary directory, seeded with the demo data at start-up, and its memory as the kernel counts it.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface StartedServer {
  url: string;
  pid: number;
  /** Where the server's own output went. */
  logFile: string;
  /** Resident memory now and its peak so far, in MB (Linux's /proc; undefined elsewhere). */
  memory(): { rssMb: number; peakMb: number } | undefined;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

export async function startServer(opts: { databaseUrl?: string } = {}): Promise<StartedServer> {
  // The same check as `npm start`: build when build/ is missing or older than the sources.
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-fuzz-"));
  const logFile = path.join(dataDir, "server.log");
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // NODE_ENV=test and TRUST_PROXY as on the end-to-end server (scripts/e2e-server.mjs): each fuzz person has an address
  // of their own (X-Forwarded-For), so one person's sign-in limits are not another's. One process, so that its memory
  // is the server's.
  const childEnv = {
    ...env,
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "true",
    DEV_OUTBOX: "true",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: "1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["build/server.js"], {
    env: childEnv,
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on("exit", () => (exited = true));
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (exited)
      throw new Error(
        `the server stopped while starting; its output: ${logFile}\n${fs.readFileSync(logFile, "utf8").slice(-2000)}`,
      );
    if (Date.now() > deadline)
      throw new Error(`the server did not get ready in 5 minutes; its output: ${logFile}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    pid: child.pid!,
    logFile,
    memory() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
        const kb = (field: string) =>
          Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
        return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
      } catch {
        return undefined;
      }
    },
    async stop() {
      if (!exited) {
        const gone = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([gone, new Promise((r) => setTimeout(r, 20_000))]);
        if (!exited) child.kill("SIGKILL");
      }
      fs.closeSync(log);
      // The database goes with the server; its output stays, to be read after the run (the path was printed).
      for (const entry of fs.readdirSync(dataDir))
        if (path.join(dataDir, entry) !== logFile)
          fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    },
  };
}
