// Shared by the benchmarks: a fresh database to measure and the built server started on it.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPostgresDatabase } from "../../server/testing/postgres";
import { openDatabase } from "../../server/db/client";

const pgBase = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface Prepared {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => Promise<void>;
}

/** A fresh database to measure: a temporary PGlite folder, or a new database on the PostgreSQL server (`base`, else pgBase). */
export async function prepare(kind: "pglite" | "postgres", opts: { name?: string; base?: string } = {}): Promise<Prepared> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-bench-"));
  const cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  if (kind === "pglite") return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }), cleanup };
  const name = opts.name ?? "haya_bench";
  const { url, drop } = await createPostgresDatabase(opts.base ?? pgBase, name);
  // The database on the server goes with the folder: a benchmark leaves nothing behind.
  const dropAll = async () => {
    await cleanup();
    await drop();
  };
  return { env: { DATABASE_URL: url, DATA_DIR: dir }, open: () => openDatabase({ databaseUrl: url, dataDir: dir }), cleanup: dropAll };
}

export async function waitUp(url: string) {
  for (let i = 0; i < 240; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}

/** Starts the built server on `port` with `env` (production), built first if the sources changed; resolves to a function that stops it. */
export async function startServer(env: Record<string, string>, port: number) {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, ...env, NODE_ENV: "production", PORT: String(port), LOG_LEVEL: "warn", SEED_ON_EMPTY: "false" },
    stdio: "inherit",
  });
  await waitUp(`${base}/api/v1/categories`);
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.on("exit", r));
  };
  /** The server's process id (the primary of a cluster): its memory can be read while it runs. */
  return Object.assign(stop, { pid: server.pid! });
}

/** A process's resident memory in bytes (VmRSS of /proc/<pid>/status; Linux), or undefined when it cannot be read. */
export function rss(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system, ms) a process and its children have used so far (/proc; Linux), or undefined when it cannot
 * be read: what a request costs, whatever else shares the machine's cores.
 */
export function cpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    let ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    for (const task of fs.readdirSync(`/proc/${pid}/task`))
      for (const child of fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean)) ms += cpuMs(Number(child)) ?? 0;
    return ms;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ, the unit of /proc's CPU times (100 on every common kernel). */
const CLOCK_TICKS = 100;
