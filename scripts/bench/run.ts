// `npm run bench [-- --listings N] [-- --db pglite,postgres] [-- --seconds 10]`: load and search figures into docs/benchmarks.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { isCatalogueEmpty, seedDemo } from "../../server/db/seed/demo";
import { addSyntheticListings } from "../../server/db/seed/synthetic";
import { load, type LoadResult } from "./load";
import { timeSearches, type SearchTiming } from "./search";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const extra = Number(arg("listings", "0"));
const seconds = Number(arg("seconds", "10"));
const kinds = arg("db", "pglite,postgres").split(",");
const pgBase = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const port = 3590;

async function prepare(kind: string): Promise<{ env: Record<string, string>; open: () => ReturnType<typeof openDatabase>; cleanup: () => Promise<void> }> {
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-bench-"));
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = "haya_bench";
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-bench-"));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: dir }),
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function waitUp(url: string) {
  for (let i = 0; i < 240; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}

interface Run { kind: string; listings: number; load: LoadResult[]; search: SearchTiming[] }
const runs: Run[] = [];

for (const kind of kinds) {
  const db = await prepare(kind);
  const handle = await db.open();
  await runMigrations(handle);
  if (await isCatalogueEmpty(handle.db)) await seedDemo(handle.db);
  if (extra > 0) await addSyntheticListings(handle.db, extra, (m) => console.log(`[${kind}] ${m}`));
  const search = await timeSearches(handle.db);
  const [count] = (await handle.db.execute("select count(*)::int as n from listings" as never) as unknown as { rows: { n: number }[] }).rows;
  await handle.close();

  const server = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, ...db.env, NODE_ENV: "production", PORT: String(port), LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/v1/categories`);
  // Warm up caches (photo variants, prepared plans) before measuring.
  for (const p of ["/item/1", "/browse?search=generator", "/api/v1/listings?search=generator"]) await fetch(base + p);
  const results = [
    await load("item page /item/1", `${base}/item/1`, seconds),
    await load("browse /browse?search=generator", `${base}/browse?search=generator`, seconds),
    await load("API /api/v1/listings?search=generator", `${base}/api/v1/listings?search=generator`, seconds),
  ];
  server.kill("SIGTERM");
  await new Promise((r) => server.on("exit", r));
  await db.cleanup();
  runs.push({ kind, listings: count?.n ?? 0, load: results, search });
  console.log(kind, JSON.stringify(results), JSON.stringify(search));
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "—");
const lines = [
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  "",
  `autocannon, 10 connections, ${seconds} s per row, compressed responses; server and load generator share the machine.`,
  "",
  "| database | listings | target | req/s | p50 ms | p95 ms | p99 ms | errors |",
  "|---|---:|---|---:|---:|---:|---:|---:|",
  ...runs.flatMap((r) => r.load.map((l) => `| ${r.kind} | ${r.listings.toLocaleString("en")} | ${l.name} | ${l.rps} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${l.errors} |`)),
  "",
  "Search query alone (service call incl. count, 40 runs):",
  "",
  "| database | listings | case | results | p50 ms | p95 ms |",
  "|---|---:|---|---:|---:|---:|",
  ...runs.flatMap((r) => r.search.map((s) => `| ${r.kind} | ${r.listings.toLocaleString("en")} | ${s.name} | ${s.results.toLocaleString("en")} | ${ms(s.p50)} | ${ms(s.p95)} |`)),
  "",
];
const file = "docs/benchmarks.md";
const head = "# Benchmarks\n\nWritten by `npm run bench` (scripts/bench). Newest first.\n\n";
const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8").replace(head, "") : "";
fs.writeFileSync(file, head + lines.join("\n") + "\n" + previous);
console.log(`wrote ${file}`);
