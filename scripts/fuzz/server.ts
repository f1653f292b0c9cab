// For `npm run fuzz` without --base-url: the built server (as `npm start` runs it) on a new embedded database in a
// temporary directory, seeded with the demo data at start-up, and its memory as the kernel counts it.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startOnFreePort } from "../../server/testing/started-server";

export interface StartedServer {
  url: string;
  pid: number;
  /** Where the server's own output went. */
  logFile: string;
  /** Resident memory now and its peak so far, in MB (Linux's /proc; undefined elsewhere). */
  memory(): { rssMb: number; peakMb: number } | undefined;
  stop(): Promise<void>;
}

export async function startServer(opts: { databaseUrl?: string } = {}): Promise<StartedServer> {
  // The same check as `npm start`: build when build/ is missing or older than the sources.
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-fuzz-"));
  const logFile = path.join(dataDir, "server.log");
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const log = fs.openSync(logFile, "a");
  let exited = false;
  // NODE_ENV=test and TRUST_PROXY as on the end-to-end server (scripts/e2e-server.mjs): each fuzz person has an address
  // of their own (X-Forwarded-For), so one person's sign-in limits are not another's. One process, so that its memory
  // is the server's.
  const { origin: url, server: child } = await startOnFreePort((port) => {
    exited = false;
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
    const child = spawn(process.execPath, ["build/server.js"], {
      env: childEnv,
      stdio: ["ignore", log, log],
    });
    child.on("exit", () => (exited = true));
    return Object.assign(child, { exited: () => exited, output: () => `its output: ${logFile}\n${fs.readFileSync(logFile, "utf8").slice(-2000)}` });
  }, 300_000);
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
