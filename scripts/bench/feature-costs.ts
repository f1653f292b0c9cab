// What each feature cost: the first-view JavaScript, the HTML and the server's CPU per rendered page of home, /browse
// and /item/1, at the commits on either side of each feature issue (FEATURES), so that docs/performance.md can say what
// each one added. Each boundary commit is checked out into a worktree of its own (../wt-cost-<hash> beside this
// checkout) when its turn comes, given its dependencies (this checkout's node_modules linked when its lockfile is the
// same, else `npm ci` — `npm install` where today's npm refuses an older lockfile — once per lockfile, shared by the
// commits that have it) and built with its own `npm run build` (a worktree already built is taken as it is, and one
// another process is installing or building in is waited for); then its built server is started alone on a fresh
// embedded database, and measured:
// - bytes: each page's HTML, its module preloads, module scripts and the modules its inline script imports, as brotli;
// - CPU: after a warm-up, `--requests` renders of each page (page cache off, 10 connections), and the server process's
//   CPU time (utime + stime of /proc/<pid>/stat) before and after. Process CPU moves far less than throughput when
//   other work shares the machine's cores; what is left of the noise is taken out by `--passes` passes in alternating
//   order (newest first, then oldest first) and the median per commit and page.
// Prints a markdown section (the per-feature table and the per-commit figures), writes it to --out, and keeps the raw
// figures in --results (a later run with the same file measures only the passes still missing). `--last N` measures the
// N most recent features only; --report measures nothing and prints the section from --results. The worktrees are
// removed at the end unless --keep. Linux only (/proc).
//
//   tsx scripts/bench/feature-costs.ts [--last N] [--passes 2] [--requests 1000] [--warmup 200] [--port 3450]
//                                      [--out /tmp/feature-costs.md] [--results /tmp/feature-costs.json] [--keep] [--report]
import autocannon from "autocannon";
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { median } from "./against";

interface Feature {
  /** The issue(s) the span holds, as the table names them. */
  label: string;
  title: string;
  /** The commit before the feature's first commit, and its last (or the nearest clean boundary where features interleave). */
  from: string;
  to: string;
  /** What else the span holds, or what of the feature lies outside it. */
  note?: string;
}

// The issues that landed between 23 November (83fa025, issue 39's baseline) and issue 39's first commit (2e804c3), in
// the order they landed. Issue 23 (a test's date) landed inside issue 14's span; issues 34 and 40 are upgrades and a fuzz,
// not features, but their commits interleave with issue 38's, so their spans are measured too.
export const FEATURES: Feature[] = [
  { label: "14", title: "Hardening: attack, fault and abuse resistance, durable background work", from: "83fa025", to: "5cd8f1a", note: "with issue 23 (tests only) and issue 22's error pages before React Router (9ab03b3)" },
  { label: "22", title: "Privacy and polish: pick-up address, calendar, 360 px, navigation feedback, gallery, wording", from: "5cd8f1a", to: "b796e71", note: "ends with ten refactors belonging to no issue (core/, route-module guards, booking storm)" },
  { label: "20", title: "Ready for production: logs, metrics, deployment, backups, API contract and tokens, calendar sync", from: "b796e71", to: "e28a35d", note: "calendar sync's API and tidying, and backups' last fixes, landed inside issue 15's span" },
  { label: "15", title: "Owners get paid: payout accounts, payouts, deposit claims, condition photos, extensions, demo people", from: "e28a35d", to: "602eb3d", note: "holds issue 20's tail (calendar sync API, per-connection prepared statements on PostgreSQL)" },
  { label: "16", title: "Trust between strangers: reviews, public profiles, messages (first part)", from: "602eb3d", to: "207402e", note: "issue 15's booking-page wiring of extensions and photos (2f3f63a) is inside" },
  { label: "17 + 16", title: "Operator console; and issue 16's notifications, bell and report-a-listing", from: "207402e", to: "b2dda9f", note: "issues 16 and 17 interleave from 9bad8e8 on; no clean boundary between them" },
  { label: "18", title: "Find the right thing: dates, places, words, favourites, saved searches, suggestions, map", from: "b2dda9f", to: "e46df2c" },
  { label: "19", title: "The cart: several things for one event, one payment, all or nothing", from: "e46df2c", to: "b7cee88" },
  { label: "21", title: "Speak to Nigeria: English and Pidgin, installable, data saver, WhatsApp sharing, SMS and phone sign-in", from: "b7cee88", to: "184597a", note: "holds a few cart mends of issue 19" },
  { label: "38 + 40", title: "A renter's and an owner's day on a phone (items 1–13); API fuzz (issue 40)", from: "184597a", to: "93ffd1b", note: "issues 38 and 40 interleave commit by commit" },
  { label: "34 + 38", title: "Node 26, React Router 8, pino 10, pg-boss 12, a release archive; issue 38's 360 px and Pidgin items", from: "93ffd1b", to: "8e5cc1c", note: "issue 34 (upgrades) and issue 38's items 14 and phone layouts interleave" },
];

export const PAGES = ["/", "/browse", "/item/1"];

export interface Options {
  last: number;
  passes: number;
  requests: number;
  warmup: number;
  connections: number;
  port: number;
  out: string;
  results: string;
  keep: boolean;
  /** Measure nothing: the section from --results as it stands. */
  reportOnly: boolean;
}

export function parseArgs(argv: string[]): Options {
  const o: Options = { last: FEATURES.length, passes: 2, requests: 1000, warmup: 200, connections: 10, port: 3450, out: "/tmp/feature-costs.md", results: "/tmp/feature-costs.json", keep: false, reportOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === "--keep") o.keep = true;
    else if (a === "--report") o.reportOnly = true;
    else if (a === "--out") o.out = value();
    else if (a === "--results") o.results = value();
    else if (["--last", "--passes", "--requests", "--warmup", "--connections", "--port"].includes(a)) {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0) throw new Error(`${a} takes a whole number`);
      (o as unknown as Record<string, number>)[a.slice(2)] = n;
    } else throw new Error(`unknown option ${a}`);
  }
  return o;
}

/** The boundary commits of `features`, oldest first, each once. */
export function boundaries(features: Feature[]): string[] {
  const out: string[] = [];
  for (const f of features) for (const c of [f.from, f.to]) if (!out.includes(c)) out.push(c);
  return out;
}

/** The order of pass `k` (0-based): newest first, then oldest first, and so on. */
export const passOrder = (commits: string[], k: number) => (k % 2 === 0 ? [...commits].reverse() : [...commits]);

// ---------------------------------------------------------------------------------------------------- preparing

const repo = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" }).trim();
const worktreeOf = (commit: string) => path.join(path.dirname(repo), `wt-cost-${commit}`);
const started = Date.now();
const say = (line: string) => {
  const s = Math.round((Date.now() - started) / 1000);
  console.log(`[feature-costs ${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}] ${line}`);
};

function run(command: string, args: string[], cwd: string, log: string) {
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}` };
  const out = fs.openSync(log, "a");
  try {
    execFileSync(command, args, { cwd, env, stdio: ["ignore", out, out] });
  } catch {
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}; see ${log}`);
  } finally {
    fs.closeSync(out);
  }
}

/** Whether a process other than this one works in `dir` (an install or build started by hand): then it is waited for. */
function busy(dir: string): boolean {
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      if (fs.readlinkSync(`/proc/${pid}/cwd`) === dir) return true;
    } catch {
      // gone, or not ours to read
    }
  }
  return false;
}

const modulesOfLock = new Map<string, string>();

/** A commit checked out, with dependencies and built; a worktree already built is taken as it is. */
async function prepare(commit: string) {
  if (modulesOfLock.size === 0) modulesOfLock.set(git("rev-parse", "HEAD:package-lock.json"), path.join(repo, "node_modules"));
  const dir = worktreeOf(commit);
  if (!fs.existsSync(dir)) git("worktree", "add", "--detach", dir, commit);
  while (busy(dir)) await new Promise((r) => setTimeout(r, 5000));
  const lock = git("rev-parse", `${commit}:package-lock.json`);
  const modules = path.join(dir, "node_modules");
  if (!fs.existsSync(modules)) {
    const shared = modulesOfLock.get(lock);
    if (shared) fs.symlinkSync(fs.realpathSync(shared), modules, "dir");
    else {
      // An older lockfile may lack entries today's npm wants (`npm ci` refuses it); `npm install` fills them in there.
      say(`${commit}: npm ci (its lockfile is its own)…`);
      try {
        run("npm", ["ci", "--no-audit", "--no-fund"], dir, `${dir}.log`);
      } catch {
        say(`${commit}: npm ci refused its lockfile, npm install…`);
        run("npm", ["install", "--no-audit", "--no-fund"], dir, `${dir}.log`);
      }
    }
  }
  if (!modulesOfLock.has(lock)) modulesOfLock.set(lock, modules);
  if (!fs.existsSync(path.join(dir, "build", "server.js"))) {
    say(`${commit}: npm run build…`);
    run("npm", ["run", "build"], dir, `${dir}.log`);
  }
}

function removeAll(commits: string[]) {
  for (const commit of commits) {
    const dir = worktreeOf(commit);
    if (!fs.existsSync(dir)) continue;
    try {
      git("worktree", "remove", "--force", dir);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
      git("worktree", "prune");
    }
    fs.rmSync(`${dir}.log`, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------------- measuring

function get(url: string): Promise<{ status: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) =>
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] as string | undefined }));
        res.on("error", reject);
      })
      .on("error", reject),
  );
}

const brotli = (b: Buffer) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The JavaScript a page's HTML loads at once: module preloads, module scripts, and what its inline module scripts import. */
export function firstViewScripts(html: string): string[] {
  const urls = new Set<string>();
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) if (/^modulepreload$/i.test(attr(tag, "rel") ?? "") && attr(tag, "href")) urls.add(attr(tag, "href")!);
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script${m[1]}>`;
    if (!/\stype\s*=\s*["']module["']/i.test(tag)) continue;
    const src = attr(tag, "src");
    if (src) urls.add(src);
    for (const i of m[2]!.matchAll(/\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)) urls.add((i[1] ?? i[2])!);
  }
  return [...urls];
}

interface Bytes {
  status: number;
  /** Brotli bytes of the first view's JavaScript, and how many files. */
  js: number;
  files: number;
  /** The HTML as brotli (quality 11, compressed here, so that every commit is compressed alike). */
  html: number;
}

async function pageBytes(base: string, page: string, clientDir: string): Promise<Bytes> {
  const res = await get(base + page);
  const html = res.encoding === "br" ? zlib.brotliDecompressSync(res.body) : res.body;
  let js = 0;
  const scripts = firstViewScripts(html.toString("utf8"));
  for (const src of scripts) {
    const url = new URL(src, base + page);
    const file = path.join(clientDir, decodeURIComponent(url.pathname));
    if (url.origin === base && fs.existsSync(`${file}.br`)) js += fs.statSync(`${file}.br`).size;
    else {
      const r = await get(url.toString());
      js += r.encoding === "br" ? r.body.length : brotli(r.body);
    }
  }
  return { status: res.status, js, files: scripts.length, html: brotli(html) };
}

const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** utime + stime of a process, in clock ticks (its threads included). */
function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

function hammer(url: string, amount: number, connections: number): Promise<{ non2xx: number; errors: number; seconds: number }> {
  return new Promise((resolve, reject) =>
    autocannon({ url, connections, amount, headers: { "accept-encoding": "br, gzip" } } as autocannon.Options, (err, r) =>
      err ? reject(err) : resolve({ non2xx: r.non2xx, errors: r.errors, seconds: r.duration }),
    ),
  );
}

async function waitUp(url: string, server: { exitCode: number | null }) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}) before answering ${url}`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${url}`);
}

interface CpuFigure {
  page: string;
  /** Server CPU per request, ms. */
  ms: number;
  rps: number;
  non2xx: number;
  load: number;
}

export interface Results {
  bytes: Record<string, Record<string, Bytes>>;
  /** Per commit, one list of figures per pass. */
  cpu: Record<string, Record<number, CpuFigure[]>>;
  loads: number[];
}

export async function measure(commit: string, o: Options, results: Results, pass: number) {
  const dir = worktreeOf(commit);
  const data = fs.mkdtempSync(path.join(os.tmpdir(), `feature-costs-${commit}-`));
  const log = fs.openSync(`${data}.log`, "w");
  const base = `http://127.0.0.1:${o.port}`;
  const server = spawn(process.execPath, ["build/server.js"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(o.port), PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn", WEB_CONCURRENCY: "1", SEED_ON_EMPTY: "true", DATA_DIR: data, DATABASE_URL: "" },
    stdio: ["ignore", log, log],
  });
  const exited = new Promise((r) => server.on("exit", r));
  try {
    await waitUp(`${base}/api/v1/categories`, server);
    if (!results.bytes[commit]) {
      const bytes: Record<string, Bytes> = {};
      for (const page of PAGES) bytes[page] = await pageBytes(base, page, path.join(dir, "build", "client"));
      results.bytes[commit] = bytes;
    }
    const figures: CpuFigure[] = [];
    for (const page of PAGES) {
      await hammer(base + page, o.warmup, o.connections);
      const before = cpuTicks(server.pid!);
      const r = await hammer(base + page, o.requests, o.connections);
      const ms = ((cpuTicks(server.pid!) - before) * TICK_MS) / o.requests;
      const load = os.loadavg()[0]!;
      figures.push({ page, ms, rps: o.requests / r.seconds, non2xx: r.non2xx + r.errors, load });
      results.loads.push(load);
      say(`pass ${pass + 1} ${commit} ${page}: ${ms.toFixed(2)} ms CPU per request, ${(o.requests / r.seconds).toFixed(0)} req/s${r.non2xx + r.errors ? `, ${r.non2xx + r.errors} not 2xx` : ""}, load ${load.toFixed(1)}`);
    }
    (results.cpu[commit] ??= {})[pass] = figures;
  } finally {
    server.kill("SIGTERM");
    await exited;
    fs.closeSync(log);
    fs.rmSync(data, { recursive: true, force: true });
    fs.rmSync(`${data}.log`, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------------- reporting

const kb = (bytes: number) => bytes / 1000;
const signed = (v: number, digits = 1) => (Number.isFinite(v) ? `${v > 0 ? "+" : v < 0 ? "−" : "±"}${Math.abs(v).toFixed(digits)}` : "n/a");

export function cpuMedian(results: Results, commit: string, page: string): number {
  return median(Object.values(results.cpu[commit] ?? {}).flatMap((f) => f.filter((x) => x.page === page).map((x) => x.ms)));
}

export function report(features: Feature[], results: Results, o: Options): string {
  const lines: string[] = [];
  const pages = PAGES.map((p) => (p === "/" ? "home" : p === "/browse" ? "browse" : "item"));
  const loads = results.loads;
  lines.push("### What each of the last features cost", "");
  lines.push(
    `Per page: home / browse / item (\`/\`, \`/browse\`, \`/item/1\`), signed out, English. JS: first-view JavaScript, brotli, KB; HTML: the page's HTML, brotli, KB; CPU: the server's CPU per rendered page, ms (and %). Measured ${new Date().toISOString().slice(0, 10)} by \`scripts/bench/feature-costs.ts\`.`,
    "",
  );
  lines.push(`| issue | what | span | Δ JS KB (${pages.join(" / ")}) | Δ HTML KB | Δ CPU ms per render | Δ CPU % |`);
  lines.push("|---|---|---|--:|--:|--:|--:|");
  for (const f of features) {
    const a = results.bytes[f.from];
    const b = results.bytes[f.to];
    const js = PAGES.map((p) => (a && b ? signed(kb(b[p]!.js - a[p]!.js)) : "n/a")).join(" / ");
    const html = PAGES.map((p) => (a && b ? signed(kb(b[p]!.html - a[p]!.html)) : "n/a")).join(" / ");
    const dms = PAGES.map((p) => cpuMedian(results, f.to, p) - cpuMedian(results, f.from, p));
    const pct = PAGES.map((p, i) => (100 * dms[i]!) / cpuMedian(results, f.from, p));
    lines.push(
      `| ${f.label} | ${f.title}${f.note ? ` (${f.note})` : ""} | ${f.from}..${f.to} | ${js} | ${html} | ${dms.map((v) => signed(v, 2)).join(" / ")} | ${pct.map((v) => signed(v, 0)).join(" / ")} |`,
    );
  }
  lines.push("", "Each boundary commit (oldest first):", "");
  lines.push(`| commit | JS KB (${pages.join(" / ")}) | scripts | HTML KB | CPU ms per render | passes | load |`);
  lines.push("|---|--:|--:|--:|--:|--:|--:|");
  for (const c of boundaries(features)) {
    const b = results.bytes[c];
    const cell = (get: (x: Bytes) => number, d = 1) => (b ? PAGES.map((p) => (b[p]!.status === 200 ? get(b[p]!).toFixed(d) : `HTTP ${b[p]!.status}`)).join(" / ") : "n/a");
    const passes = Object.keys(results.cpu[c] ?? {}).length;
    const load = Object.values(results.cpu[c] ?? {}).flat().map((x) => x.load);
    const loadRange = load.length ? `${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}` : "n/a";
    lines.push(`| ${c} | ${cell((x) => kb(x.js))} | ${cell((x) => x.files, 0)} | ${cell((x) => kb(x.html))} | ${PAGES.map((p) => cpuMedian(results, c, p).toFixed(2)).join(" / ")} | ${passes} | ${loadRange} |`);
  }
  const bad = Object.entries(results.cpu).flatMap(([c, passes]) => Object.values(passes).flat().filter((x) => x.non2xx > 0).map((x) => `${c} ${x.page}: ${x.non2xx}`));
  lines.push(
    "",
    `Method: each boundary commit built with its own \`npm run build\` in a worktree and started alone (\`node build/server.js\`, production, Node ${process.versions.node}, embedded database freshly seeded, \`PAGE_CACHE_SECONDS=0\`, one process). Bytes: the modules each page's HTML preloads, loads as module scripts or imports from its inline module script, as the build's \`.br\` files. CPU: per page, ${o.warmup} requests to warm up, then ${o.requests} with ${o.connections} connections (autocannon, \`accept-encoding: br, gzip\`), and the server process's utime + stime from \`/proc/<pid>/stat\` before and after, divided by ${o.requests}; ${o.passes} passes over the commits in alternating order, median per commit and page. Load average (1 min) during the measurements: ${loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : "n/a"} on ${os.cpus().length} cores.`,
  );
  if (bad.length) lines.push("", `Responses other than 2xx (counted in the CPU figures): ${bad.join("; ")}.`);
  return lines.join("\n") + "\n";
}

// ---------------------------------------------------------------------------------------------------- main

async function main() {
  let o: Options;
  try {
    o = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (process.platform !== "linux") throw new Error("feature-costs reads /proc: Linux only");
  const features = FEATURES.slice(-o.last);
  const commits = boundaries(features);
  const results: Results = fs.existsSync(o.results) ? JSON.parse(fs.readFileSync(o.results, "utf8")) : { bytes: {}, cpu: {}, loads: [] };
  const save = () => fs.writeFileSync(o.results, JSON.stringify(results, null, 1));
  say(`${features.length} features, ${commits.length} commits: ${commits.join(" ")}`);
  try {
    for (let pass = 0; pass < o.passes && !o.reportOnly; pass++)
      for (const commit of passOrder(commits, pass)) {
        if (results.cpu[commit]?.[pass]) continue;
        await prepare(commit);
        await measure(commit, o, results, pass);
        save();
      }
  } finally {
    if (!o.keep && !o.reportOnly) removeAll(commits);
  }
  const md = report(features, results, o);
  fs.writeFileSync(o.out, md);
  console.log(`\n${md}`);
  say(`written to ${o.out}; raw figures in ${o.results}`);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("feature-costs.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
