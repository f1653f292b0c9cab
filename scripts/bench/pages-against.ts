// `npm run bench:pages -- --against <git ref>`: this checkout's pages beside another commit's, in one run. The other
// commit is built in a temporary git worktree (other-ref.ts); both servers run at once on this Node, each with a fresh
// database of the same kind (the embedded one, or PostgreSQL with --db or DATABASE_URL) that a first start seeds, then
// started again on it as a live site runs, and are measured in turns:
// throughput and p95 under autocannon, first-view bytes, database statements per request, script time in a throttled
// browser, and each process's memory. Prints new, old and new ÷ old, and puts the table into docs/benchmarks.md.
// Options: against.ts USAGE.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { median, parseArgs, section, table, USAGE, type AgainstOptions, type Row } from "./against";
import { load, type LoadResult } from "./load";
import { buildOtherRef } from "./other-ref";
import { firstViewBytes, launchBrowser, scriptTimes, serverCosts, type ServerCosts } from "./page-costs";
import { writeSection } from "./report";
import { cpuMs, prepare, rss } from "./setup";

let opts: AgainstOptions;
try {
  opts = parseArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const started = new Date();
const loadAtStart = os.loadavg()[0]!;
const say = (line: string) => {
  const s = Math.round((Date.now() - started.getTime()) / 1000);
  console.log(`[bench:pages ${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}] ${line}`);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Undone in reverse order at the end, on an error, or on Ctrl-C: servers stopped, databases dropped, worktree removed.
const cleanups: [string, () => unknown][] = [];
async function cleanUp() {
  for (const [what, undo] of cleanups.splice(0).reverse()) {
    say(what);
    await Promise.resolve().then(undo).catch((e: unknown) => console.error(`${what}:`, e));
  }
}
process.once("SIGINT", () => {
  say("interrupted: cleaning up");
  void cleanUp().finally(() => process.exit(130));
});

const METRICS_TOKEN = randomBytes(16).toString("hex");
/** The item page, and the same listing's JSON API answer it is compared with. */
const ITEM = "/item/1";
const API = "/api/v1/listings/1";

interface Side {
  name: "new" | "old";
  commit: string;
  base: string;
  pid: number;
  /** How it was found ready. */
  readyBy: string;
  status: Map<string, number>;
  idle?: number;
  peak: number;
  after?: number;
  load: Map<string, LoadResult[]>;
}

/** Waits for /readyz; a commit without it (404) is ready once its API answers. */
async function waitReady(base: string, child: ChildProcess, log: string): Promise<string> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server at ${base} exited (${child.exitCode}):\n${fs.readFileSync(log, "utf8").slice(-2000)}`);
    const ready = await fetch(`${base}/readyz`).then((r) => r.status, () => 0);
    if (ready === 200) return "/readyz";
    if (ready === 404 && (await fetch(`${base}/api/v1/categories`).then((r) => r.ok, () => false))) return "/api/v1/categories (it has no /readyz)";
    await sleep(500);
  }
  throw new Error(`the server at ${base} was not ready after 5 minutes`);
}

async function start(name: Side["name"], dir: string, commit: string, port: number): Promise<Side> {
  const base = `http://127.0.0.1:${port}`;
  // Something else answering there would be measured instead, and this server would stop at once (port in use).
  if (await fetch(base).then(() => true, () => false)) throw new Error(`port ${port} is in use: something already answers at ${base} (--port picks others)`);
  const db = await prepare(opts.db ? "postgres" : "pglite", { name: `haya_bench_${name}_${process.pid}`, base: opts.db });
  cleanups.push([`${name}: removing its database`, db.cleanup]);
  const log = path.join(db.env.DATA_DIR!, "server.log");
  const out = fs.openSync(log, "a");
  const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: undefined, ...db.env };
  Object.assign(env, { NODE_ENV: "production", PORT: String(port), PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn", WEB_CONCURRENCY: "1", SEED_ON_EMPTY: "true", METRICS_TOKEN });
  const launch = () => {
    const child = spawn(process.execPath, ["build/server.js"], { cwd: dir, env: env as NodeJS.ProcessEnv, stdio: ["ignore", out, out] });
    const exited = new Promise((r) => child.once("exit", r));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await Promise.race([exited, sleep(30_000).then(() => child.kill("SIGKILL"))]);
    };
    return { child, stop };
  };
  // The first start seeds the demo catalogue, in the serving process; a live site seeds once and then starts on a
  // database that has it. So the server is started again on it, and that one is measured, memory included.
  say(`${name} (${commit}): starting on ${base}, seeding the demo catalogue…`);
  const seeding = launch();
  cleanups.push([`${name}: stopping the seeding server`, seeding.stop]);
  await waitReady(base, seeding.child, log);
  await seeding.stop();
  const served = launch();
  cleanups.push([`${name}: stopping the server`, async () => {
    await served.stop();
    fs.closeSync(out);
  }]);
  const readyBy = await waitReady(base, served.child, log);
  say(`${name} (${commit}): seeded, started again and ready (${readyBy})`);
  return { name, commit, base, pid: served.child.pid!, readyBy, status: new Map(), peak: 0, load: new Map() };
}

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

async function databaseKind(): Promise<string> {
  if (!opts.db) return "embedded database (PGlite)";
  const client = new pg.Client({ connectionString: opts.db });
  await client.connect();
  try {
    return `PostgreSQL ${(await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v.split(" ")[0]}`;
  } finally {
    await client.end();
  }
}

try {
  const o = opts;
  const newCommit = git("rev-parse", "--short=7", "HEAD");
  // What the build is made of (scripts/ensure-build.mjs): changes there not yet committed are measured, and said.
  const newDirty = git("status", "--porcelain", "--", "app", "core", "server", "public", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts") !== "";
  const estimate = (o.pages.length * 2 * o.rounds * (o.seconds + 1) + o.settle + o.pages.length * 2 * o.loads * 1.4) / 60;
  say(`${newCommit}${newDirty ? " (with uncommitted changes)" : ""} against ${o.against}: ${o.pages.length} pages, ${o.rounds} rounds of ${o.seconds} s, ${o.loads} browser loads; about ${Math.round(estimate)} min of measuring after the builds`);
  say("this checkout: building if its sources changed…");
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  const other = await buildOtherRef(o.against, say);
  cleanups.push([`${other.commit}: removing the worktree`, other.remove]);
  const database = await databaseKind();

  const sides = await Promise.all([start("new", process.cwd(), newCommit, o.port), start("old", other.dir, other.commit, o.port + 1)]);
  await sleep(2000);
  for (const s of sides) if ((s.idle = rss(s.pid)) === undefined) throw new Error(`cannot read the ${s.name} server's memory (/proc/${s.pid}/status)`);
  say(`memory idle: ${sides.map((s) => `${s.name} ${mb(s.idle)} MB`).join(", ")}`);
  for (const s of sides) for (const p of [...o.pages, API]) s.status.set(p, await fetch(s.base + p, { redirect: "manual" }).then(async (r) => (await r.arrayBuffer(), r.status)));
  const ok = (s: Side, p: string) => s.status.get(p) === 200;

  for (let round = 1; round <= o.rounds; round++) {
    for (const s of sides) {
      const sampler = setInterval(() => (s.peak = Math.max(s.peak, rss(s.pid) ?? 0)), 200);
      // The listing's JSON API too, in the same turns: issue 39 asks for the item page's rendered throughput as a share
      // of it (the same listing, the same data, no render).
      for (const p of [...o.pages, API].filter((p) => ok(s, p))) {
        const r = await load(p, s.base + p, { seconds: o.seconds, warmupSeconds: 1, cpu: () => cpuMs(s.pid) });
        s.load.set(p, [...(s.load.get(p) ?? []), r]);
        say(`round ${round}/${o.rounds} ${s.name} ${p}: ${r.rps} req/s, p95 ${r.p95.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ""}`);
      }
      clearInterval(sampler);
    }
  }
  say(`load done; memory peak: ${sides.map((s) => `${s.name} ${mb(s.peak)} MB`).join(", ")}; waiting ${o.settle} s…`);
  await sleep(o.settle * 1000);
  for (const s of sides) s.after = rss(s.pid);
  say(`memory ${o.settle} s after: ${sides.map((s) => `${s.name} ${mb(s.after)} MB`).join(", ")}`);

  const bytes = new Map<string, (number | undefined)[]>();
  const costs = new Map<string, (ServerCosts | undefined)[]>();
  for (const p of o.pages) {
    bytes.set(p, await Promise.all(sides.map(async (s) => (ok(s, p) ? firstViewBytes(s.base, p).then((v) => ("bytes" in v ? v.bytes : undefined)) : undefined))));
    // One side at a time: a request alone on the machine, not racing the other side's.
    const measured: (ServerCosts | undefined)[] = [];
    for (const s of sides) measured.push(ok(s, p) ? await serverCosts(s.base, p, METRICS_TOKEN) : undefined);
    costs.set(p, measured);
    const shown = (f: (c: ServerCosts) => number | undefined, digits: number) => measured.map((c) => (c && f(c) !== undefined ? f(c)!.toFixed(digits) : "n/a")).join(" / ");
    say(`${p}: first view ${bytes.get(p)!.map((b) => kb(b)).join(" / ")} KB, queries ${shown((c) => c.queries, 1)}, server ${shown((c) => c.serverMs, 1)} ms of which data ${shown((c) => c.dataMs, 1)} ms (new / old)`);
  }

  const scripts = new Map<string, (number | undefined)[]>();
  const browser = await launchBrowser();
  try {
    for (const p of o.pages) {
      const measured = sides.filter((s) => ok(s, p));
      const times = await scriptTimes(browser, measured.map((s) => s.base), p, o.loads);
      scripts.set(p, sides.map((s) => (ok(s, p) ? times[measured.indexOf(s)] : undefined)));
      say(`${p}: script ${scripts.get(p)!.map((t) => (t === undefined ? "n/a" : t.toFixed(0))).join(" / ")} ms (new / old, median of ${o.loads})`);
    }
  } finally {
    await browser.close();
  }
  const readyBy = sides.map((s) => `${s.name} ready by ${s.readyBy}`).join(", ");
  await cleanUp();

  // The table: a row per measure and page, n/a (with the status) where a side has no such page.
  const [n, old] = sides as [Side, Side];
  const missing = (p: string) => [n, old].filter((s) => !ok(s, p)).map((s) => `${s.name}: ${s.status.get(p)}`).join(", ");
  const errors = (p: string) => [n, old].map((s) => [s.name, (s.load.get(p) ?? []).reduce((sum, r) => sum + r.errors, 0)] as const).filter(([, e]) => e > 0);
  const perPage = (measure: string, digits: number, value: (s: Side, k: number, p: string) => number | undefined, note = missing): Row[] =>
    o.pages.map((p) => ({ measure, page: p, new: ok(n, p) ? value(n, 0, p) : undefined, old: ok(old, p) ? value(old, 1, p) : undefined, digits, note: note(p) }));
  // The median of a measure over a side's rounds of page `p` (undefined when no round has it: a CPU time /proc could not give).
  const ofRounds = (f: (r: LoadResult) => number | undefined) => (s: Side, _k: number, p: string) => {
    const each = (s.load.get(p) ?? []).map(f).filter((v): v is number => v !== undefined);
    return each.length > 0 ? median(each) : undefined;
  };
  const eachRound = (f: (r: LoadResult) => number | undefined, digits: number) => (p: string) =>
    [n, old].filter((s) => ok(s, p)).map((s) => `${s.name} ${(s.load.get(p) ?? []).map((r) => f(r)?.toFixed(digits) ?? "n/a").join(", ")}`).join("; ");
  const loadNote = (f: (r: LoadResult) => number | undefined, digits: number) => (p: string) =>
    [missing(p), ...errors(p).map(([s, e]) => `${s}: ${e} errors`), `rounds: ${eachRound(f, digits)(p)}`].filter(Boolean).join("; ");
  /**
   * A load measure's rows: each page, the listing's API in the same rounds, and the item page as a share of the API
   * (`share`: from the page's and the API's values; issue 39 asks for the item page's rendered throughput as a share of it).
   */
  const loadRows = (measure: string, digits: number, f: (r: LoadResult) => number | undefined, shared?: { measure: string; share: (page: number, api: number) => number; note: string }): Row[] => {
    const value = ofRounds(f);
    const note = loadNote(f, digits);
    const shares = (shared ? [ITEM, `/pcm${ITEM}`].filter((p) => o.pages.includes(p)) : []).map((p): Row => {
      const share = (s: Side, k: number) => {
        const [page, api] = [ok(s, p) ? value(s, k, p) : undefined, ok(s, API) ? value(s, k, API) : undefined];
        return page === undefined || api === undefined ? undefined : shared!.share(page, api);
      };
      return { measure: shared!.measure, page: p, new: share(n, 0), old: share(old, 1), digits: 2, note: shared!.note };
    });
    return [
      ...perPage(measure, digits, value, note),
      { measure, page: API, new: ok(n, API) ? value(n, 0, API) : undefined, old: ok(old, API) ? value(old, 1, API) : undefined, digits, note: note(API) },
      ...shares,
    ];
  };
  const rows: Row[] = [
    ...loadRows("req/s", 0, (r) => r.rps, { measure: "rendered ÷ API req/s", share: (page, api) => page / api, note: `${API} in the same rounds` }),
    ...perPage("p95 ms", 1, ofRounds((r) => r.p95), loadNote((r) => r.p95, 0)),
    // CPU per answer changes far less with what else runs on the machine than req/s does (the load generator shares
    // its cores): a server bound by its CPU answers cores ÷ this many requests a second.
    ...loadRows("server CPU ms / request, under load", 2, (r) => r.cpuMsPerRequest, {
      measure: "rendered ÷ API, by CPU per request",
      share: (page, api) => api / page,
      note: "API's CPU per request ÷ the page's, in the same rounds",
    }),
    ...perPage("first view KB (br)", 1, (_s, k, p) => toKb(bytes.get(p)![k])),
    ...perPage("queries / request", 1, (_s, k, p) => costs.get(p)![k]?.queries, (p) => missing(p) || (costs.get(p)![1]?.queries === undefined ? "old: no query counter" : "")),
    ...perPage("server ms / request, alone", 1, (_s, k, p) => costs.get(p)![k]?.serverMs),
    ...perPage("of which data ms", 1, (_s, k, p) => costs.get(p)![k]?.dataMs, (p) => missing(p) || (costs.get(p)![1]?.dataMs === undefined ? "old: no data timing" : "")),
    ...perPage("of which render ms", 1, (_s, k, p) => {
      const c = costs.get(p)![k];
      return c?.serverMs === undefined || c.dataMs === undefined ? undefined : c.serverMs - c.dataMs;
    }),
    ...perPage("script ms (4× CPU)", 0, (_s, k, p) => scripts.get(p)![k]),
    { measure: "memory idle MB", page: "process", new: toMb(n.idle), old: toMb(old.idle), digits: 0 },
    { measure: "memory peak under load MB", page: "process", new: toMb(n.peak), old: toMb(old.peak), digits: 0 },
    { measure: `memory ${o.settle} s after MB`, page: "process", new: toMb(n.after), old: toMb(old.after), digits: 0 },
  ];
  if (!o.write) console.log(`\n${table(rows).join("\n")}\n`);
  else {
    const facts = { started, ended: new Date(), newCommit, newDirty, oldCommit: other.commit, oldRef: o.against, node: process.version, cores: os.availableParallelism(), database, options: o };
    console.log();
    const busy = `The machine's load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end.`;
    writeSection(section({ ...facts, notes: [`${readyBy}.`, busy] }, rows));
    say("written to docs/benchmarks.md");
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

function toMb(bytes: number | undefined) {
  return bytes === undefined ? undefined : bytes / 2 ** 20;
}
function mb(bytes: number | undefined) {
  return bytes === undefined ? "n/a" : toMb(bytes)!.toFixed(0);
}
function toKb(bytes: number | undefined) {
  return bytes === undefined ? undefined : bytes / 1024;
}
function kb(bytes: number | undefined) {
  return bytes === undefined ? "n/a" : toKb(bytes)!.toFixed(1);
}
