// `npm run bench:search`: every search shape issue 18 names, at a million listings on PostgreSQL, as a client sees it:
// GET /api/v1/listings on the built server (one process, its count cache on as in production, page cache off), one
// kept-alive connection, 40 requests after 3 to warm up, first byte sent to last byte read; /browse for a word, the page
// rendered. Beside each: the CPU the server and the database spent per request (what a request costs whatever else shares
// the machine), and the search service's own call (counts uncached, then the page queries: the server's time without
// HTTP or rendering).
//   --listings N    size of the catalogue (default 1,000,000; the demo catalogue first, then synthetic copies of it)
//   --keep          keep the database (haya_bench_search) afterwards, and reuse it when it already holds N listings
//   --database URL  measure this database as it is (say one seeded by `npm run db:seed -- --listings N`): migrated to
//                   this code, given the weekend below, never dropped
//   --server URL    time this running server instead of starting the built one (its CPU is then not read)
//   --runs R        requests and service calls per shape (default 40)
// Before timing, one listing in ten gets the coming Saturday blocked and one in twenty a confirmed booking over that
// weekend, so that the date shapes have real work to do. Appends a dated section to docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import os from "node:os";
import { sql } from "drizzle-orm";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { rowsOf } from "../../server/db/rows";
import { seedDemo } from "../../server/seed/demo";
import { addSyntheticListings } from "../../server/seed/synthetic";
import { ms, writeSection } from "./report";
import { timeCases } from "./search";
import { percentile } from "./load";
import { cpuMs, prepare, startServer } from "./setup";

const PORT = 3595;
const BROWSE = "/browse?search=generator, the page rendered";
const query = (input: Record<string, unknown>) => new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const loadAtStart = os.loadavg()[0]!;
const target = Number(arg("listings", "1000000"));
const runs = Number(arg("runs", "40"));
const keep = args.includes("--keep");
const given = arg("database", "");
const server = arg("server", "");

const count = async (h: DatabaseHandle) => {
  try {
    return rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from listings where status = 'published'`))[0]?.n ?? 0;
  } catch {
    return 0; // no such database or tables yet
  }
};

/** The database to measure, seeded when it holds fewer than `target` listings (not a given one), and how to end with it. */
async function database(): Promise<{ url: string; handle: DatabaseHandle; seedSeconds: number; cleanup: () => Promise<void> }> {
  if (given) {
    const handle = await openDatabase({ databaseUrl: given, dataDir: os.tmpdir() });
    await runMigrations(handle);
    return { url: given, handle, seedSeconds: 0, cleanup: async () => {} };
  }
  const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  url.pathname = "/haya_bench_search";
  const kept = keep ? await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }).catch(() => undefined) : undefined;
  if (kept && (await count(kept)) >= target) {
    // A kept database made by older code: bring its schema up to this code's.
    await runMigrations(kept);
    return { url: url.toString(), handle: kept, seedSeconds: 0, cleanup: async () => {} };
  }
  await kept?.close();
  const fresh = await prepare("postgres", { name: "haya_bench_search" });
  const handle = await fresh.open();
  await runMigrations(handle);
  const t0 = performance.now();
  await seedDemo(handle.db);
  const demo = await count(handle);
  if (target > demo) await addSyntheticListings(handle.db, target - demo, (m) => console.log(m));
  // Dropped at the end unless --keep.
  return { url: url.toString(), handle, seedSeconds: (performance.now() - t0) / 1000, cleanup: keep ? async () => {} : fresh.cleanup };
}

const { url, handle, seedSeconds, cleanup } = await database();
const db = handle.db;
const listings = await count(handle);
const commit = (() => {
  try {
    const sha = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
    // Its own sections in docs/ are not changes to what it measures.
    return execFileSync("git", ["status", "--porcelain", "--untracked-files=no", "--", ".", ":!docs"]).toString().trim() ? `${sha} + changes` : sha;
  } catch {
    return "unknown";
  }
})();
const pgVersion = rowsOf<{ v: string }>(await db.execute(sql`select current_setting('server_version') as v`))[0]?.v;

// The coming weekend (Saturday and Sunday, at least two days ahead), Lagos time.
const today = todayInLagos();
const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
const saturday = addDaysIso(today, ((6 - weekday + 7) % 7 || 7) + (weekday >= 5 ? 7 : 0));
const sunday = addDaysIso(saturday, 1);
await db.execute(sql`delete from listing_blocked_dates where day = ${saturday}`);
await db.execute(sql`insert into listing_blocked_dates (listing_id, day)
  select id, ${saturday}::date from listings where status = 'published' and id % 10 = 3 on conflict do nothing`);
await db.execute(sql`delete from bookings where pickup_time = 'bench'`);
await db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, pickup_time, units, status, days,
    price_per_day_kobo, rental_kobo, discount_pct, discount_kobo, service_fee_kobo, vat_kobo, deposit_kobo, total_kobo,
    owner_commission_kobo, owner_payout_kobo, booking_mode)
  select l.id, r.id, l.owner_id, ${saturday}::date, ${sunday}::date, 'bench', l.units, 'confirmed', 2,
    l.price_per_day_kobo, 2 * l.price_per_day_kobo, 0, 0, 0, 0, 0, 2 * l.price_per_day_kobo, 0, 2 * l.price_per_day_kobo, 'instant'
  from listings l cross join lateral (select id from users where id <> l.owner_id order by id limit 1) r
  where l.status = 'published' and l.id % 20 = 7`);
// Every index's statistics, a new one's too (a migration just built it): the plans a live database would have.
await db.execute(sql`analyze listings`);
await db.execute(sql`analyze listing_blocked_dates`);
await db.execute(sql`analyze bookings`);

const ibadan = "7.3775,3.9470";
const cases: [string, Record<string, unknown>][] = [
  ["a word ('generator')", { search: "generator" }],
  ["a word, sorted by price ('generator')", { search: "generator", sort: "price-asc" }],
  ["a word, sorted by price, highest first ('camera')", { search: "camera", sort: "price-desc" }],
  ["word + category + state ('jeep', Vehicles, Oyo)", { search: "jeep", category: "vehicles", state: "Oyo" }],
  ["a typo ('genrator', spelling fixed)", { search: "genrator" }],
  ["dates (the coming weekend)", { startDate: saturday, endDate: sunday }],
  ["dates + word ('generator', the weekend)", { search: "generator", startDate: saturday, endDate: sunday }],
  ["dates + category, by price (Event Halls, Saturday)", { category: "event-halls", startDate: saturday, sort: "price-asc" }],
  ["near me (Ibadan's coordinates), nearest first", { near: ibadan, sort: "distance" }],
  ["near a city + word ('generator' near Ibadan)", { search: "generator", near: "Ibadan", sort: "distance" }],
  ["'a jeep for Saturday' in Ibadan, nearest first", { search: "jeep", startDate: saturday, near: "Ibadan", sort: "distance" }],
];

// The service's call alone; the first three runs of each shape warm the caches.
const service = await timeCases(db, cases, { runs, warmUp: 3 });
for (const t of service) console.log(t.name, t.results, ms(t.p50), ms(t.p95));

interface HttpTiming {
  status: number;
  p50: number;
  p95: number;
  /** CPU ms per request: the server's process (and its workers), and the database's sessions for this database. */
  serverCpu?: number | undefined;
  dbCpu?: number | undefined;
}

/**
 * The CPU so far of each session on the measured database other than ours (readable when PostgreSQL runs here), by
 * process id: the server's pool closes idle sessions and opens others, so a run is counted session by session.
 */
async function databaseCpu(): Promise<Map<number, number> | undefined> {
  const pids = rowsOf<{ pid: number }>(await db.execute(sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`));
  const out = new Map<number, number>();
  for (const { pid } of pids) {
    const t = cpuMs(pid);
    if (t === undefined) return undefined;
    out.set(pid, t);
  }
  return out;
}

/** CPU ms the sessions spent between two readings (one that began meanwhile: all of its own; one that ended: unseen). */
function spent(before: Map<number, number> | undefined, after: Map<number, number> | undefined): number | undefined {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, t] of after) total += t - (before.get(pid) ?? 0);
  return total;
}

/** `path` asked `runs` times one after another on one kept-alive connection, after 3 untimed: first byte sent to last byte read. */
async function timeHttp(base: string, path: string, serverPid: number | undefined): Promise<HttpTiming> {
  const times: number[] = [];
  let status = 0;
  let server: number | undefined;
  let sessions: Map<number, number> | undefined;
  for (let i = 0; i < 3 + runs; i++) {
    if (i === 3) [server, sessions] = [serverPid && cpuMs(serverPid), await databaseCpu()];
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
    status = res.status;
    if (i >= 3) times.push(performance.now() - t0);
  }
  const serverAfter = serverPid && cpuMs(serverPid);
  const dbSpent = spent(sessions, await databaseCpu());
  times.sort((a, b) => a - b);
  return {
    status,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    serverCpu: server !== undefined && serverAfter !== undefined ? (serverAfter - server) / runs : undefined,
    dbCpu: dbSpent === undefined ? undefined : dbSpent / runs,
  };
}

const stop = server ? undefined : await startServer({ DATABASE_URL: url, WEB_CONCURRENCY: "1", PAGE_CACHE_SECONDS: "0" }, PORT);
const base = server || `http://127.0.0.1:${PORT}`;
const http = new Map<string, HttpTiming>();
try {
  for (const [shape, input] of cases) http.set(shape, await timeHttp(base, `/api/v1/listings?${query(input)}`, stop?.pid));
  http.set(BROWSE, await timeHttp(base, `/browse?${query({ search: "generator" })}`, stop?.pid));
  for (const [shape, t] of http) console.log("HTTP", shape, t.status, ms(t.p50), ms(t.p95), t.serverCpu, t.dbCpu);
} finally {
  await stop?.();
  await handle.close();
  await cleanup();
}

const cpu = (v: number | undefined) => (v === undefined ? "n/a" : ms(v));
const row = (name: string, results: string, svc: string, h: HttpTiming | undefined) =>
  `| ${name} | ${results} | ${h ? (h.status === 200 ? `**${ms(h.p50)}** | **${ms(h.p95)}**` : `${h.status} | ${h.status}`) : "n/a | n/a"} | ${cpu(h?.serverCpu)} | ${cpu(h?.dbCpu)} | ${svc} |`;
// The target is what a client sees: the API's p95 (the service's where the API could not be asked).
const over = [...service.map((t) => [t.name, http.get(t.name)?.status === 200 ? http.get(t.name)!.p95 : t.p95] as const), [BROWSE, http.get(BROWSE)!.p95] as const]
  .filter(([, p95]) => p95 > 50)
  .map(([name]) => name);
writeSection([
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — search at scale (\`npm run bench:search\`), \`${commit}\` — ${os.cpus().length} cores, Node ${process.version}, PostgreSQL ${pgVersion}`,
  "",
  `${listings.toLocaleString("en")} published listings. Through HTTP as a client sees it: \`GET /api/v1/listings\` on the built`,
  `server (one process, page cache off, its count cache on as in production), one kept-alive connection, ${runs} requests`,
  `each after 3, first byte sent to last byte read, and the CPU the server and the database spent per request. Beside it,`,
  `the search service's call alone (counts uncached, then the page queries). One listing in ten has ${saturday} blocked`,
  `and one in twenty a confirmed booking for ${saturday} to ${sunday}.${seedSeconds ? ` Seeding took ${seedSeconds.toFixed(0)} s.` : ""}`,
  "",
  "| shape | results | API p50 ms | API p95 ms | server CPU ms | database CPU ms | service p50 / p95 ms |",
  "|---|--:|--:|--:|--:|--:|--:|",
  ...service.map((t) => row(t.name, `${t.results.toLocaleString("en")}${t.capped ? "+" : ""}`, `${ms(t.p50)} / ${ms(t.p95)}`, http.get(t.name))),
  row(BROWSE, "", "", http.get(BROWSE)),
  "",
  over.length ? `Over the 50 ms target at p95 through HTTP: ${over.join("; ")}.` : "Every shape is within the target (p95 ≤ 50 ms) through HTTP.",
  "",
  `The machine's load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  "",
]);
