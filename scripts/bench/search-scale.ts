// `npm run bench:search`: every search shape issue 18 names, at a million listings on PostgreSQL, timed as the server
// spends it (the search service's call: counts uncached, then the page queries), 40 runs each, and again through HTTP as
// a client sees it (GET /api/v1/listings on the built server, one connection; /browse for a word).
//   --listings N   size of the catalogue (default 1,000,000; the demo catalogue first, then synthetic copies of it)
//   --keep         keep the database (haya_bench_search) afterwards, and reuse it when it already holds N listings
//   --runs R       runs per shape (default 40)
// Before timing, one listing in ten gets the coming Saturday blocked and one in twenty a confirmed booking over that
// weekend, so that the date shapes have real work to do. Appends a dated section to docs/benchmarks.md.
import os from "node:os";
import { sql } from "drizzle-orm";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { rowsOf } from "../../server/db/rows";
import { seedDemo } from "../../server/seed/demo";
import { addSyntheticListings } from "../../server/seed/synthetic";
import { writeSection } from "./report";
import { timeCases } from "./search";
import { percentile } from "./load";
import { prepare, startServer } from "./setup";

const PORT = 3595;
const BROWSE = "/browse?search=generator, the page rendered";
const query = (input: Record<string, unknown>) => new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();

interface HttpTiming {
  status: number;
  p50: number;
  p95: number;
}

/** `path` asked `runs` times one after another on one kept-alive connection, after 3 untimed: first byte sent to last byte read. */
async function timeHttp(path: string, runs: number): Promise<HttpTiming> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < 3 + runs; i++) {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { "accept-encoding": "br" } });
    await res.arrayBuffer();
    status = res.status;
    if (i >= 3) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { status, p50: percentile(times, 50), p95: percentile(times, 95) };
}

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const loadAtStart = os.loadavg()[0]!;
const target = Number(arg("listings", "1000000"));
const runs = Number(arg("runs", "40"));
const keep = args.includes("--keep");
const name = "haya_bench_search";

const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
url.pathname = `/${name}`;
const existing = keep ? await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }).catch(() => undefined) : undefined;
const count = async (h: Awaited<ReturnType<typeof openDatabase>>) => {
  try {
    return rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from listings where status = 'published'`))[0]?.n ?? 0;
  } catch {
    return 0; // no such database or tables yet
  }
};
let handle = existing;
let seedSeconds = 0;
// Dropped at the end unless --keep.
let cleanup = async () => {};
if (!handle || (await count(handle)) < target) {
  await handle?.close();
  const fresh = await prepare("postgres", { name });
  if (!keep) cleanup = fresh.cleanup;
  handle = await fresh.open();
  await runMigrations(handle);
  const t0 = performance.now();
  await seedDemo(handle.db);
  const demo = await count(handle);
  if (target > demo) await addSyntheticListings(handle.db, target - demo, (m) => console.log(m));
  seedSeconds = (performance.now() - t0) / 1000;
} else {
  // A kept database made by older code: bring its schema up to this code's.
  await runMigrations(handle);
}
const db = handle.db;
const listings = await count(handle);

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

// The first three runs of each shape warm the caches.
const out = await timeCases(db, cases, { runs, warmUp: 3 });
for (const t of out) console.log(t.name, t.results, t.p50.toFixed(1), t.p95.toFixed(1));
await handle.close();

// The same shapes as a client sees them: GET /api/v1/listings on the built server (one process, its count cache as in
// production), one connection, and /browse for the word.
const stop = await startServer({ DATABASE_URL: url.toString(), WEB_CONCURRENCY: "1", PAGE_CACHE_SECONDS: "0" }, PORT);
let http: Map<string, HttpTiming>;
try {
  http = new Map();
  for (const [shape, input] of cases) http.set(shape, await timeHttp(`/api/v1/listings?${query(input)}`, runs));
  http.set(BROWSE, await timeHttp(`/browse?${query({ search: "generator" })}`, runs));
  for (const [shape, t] of http) console.log("HTTP", shape, t.status, t.p50.toFixed(1), t.p95.toFixed(1));
} finally {
  await stop();
  await cleanup();
}

const httpOf = (shape: string) => http.get(shape);
// The target is what a client sees: the API's p95 (the service's where the API could not be asked).
const over = out.filter((t) => (httpOf(t.name)?.status === 200 ? httpOf(t.name)!.p95 : t.p95) > 50).map((t) => t.name);
const browse = httpOf(BROWSE)!;
if (browse.p95 > 50) over.push(BROWSE);
writeSection([
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — search at scale (\`npm run bench:search\`) — ${os.cpus().length} cores, Node ${process.version}`,
  "",
  `The search service's call on PostgreSQL with ${listings.toLocaleString("en")} published listings (counts uncached, then the page`,
  `queries; ${runs} runs each after 3 to warm up), the server's own time without HTTP or rendering; and the same shapes`,
  `through HTTP as a client sees them: \`GET /api/v1/listings\` on the built server (one process, page cache off, its`,
  `count cache on as in production), one kept-alive connection, ${runs} requests each after 3, first byte to last. One`,
  `listing in ten has ${saturday} blocked and one in twenty a confirmed booking for ${saturday} to ${sunday}.${seedSeconds ? ` Seeding took ${seedSeconds.toFixed(0)} s.` : ""}`,
  "",
  "| shape | results | service p50 ms | service p95 ms | API p50 ms | API p95 ms |",
  "|---|--:|--:|--:|--:|--:|",
  ...out.map((t) => {
    const h = httpOf(t.name);
    const api = h ? (h.status === 200 ? `${h.p50.toFixed(1)} | ${h.p95.toFixed(1)}` : `${h.status} | ${h.status}`) : "n/a | n/a";
    return `| ${t.name} | ${t.results.toLocaleString("en")}${t.capped ? "+" : ""} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} | ${api} |`;
  }),
  `| ${BROWSE} | | | | ${browse.p50.toFixed(1)} | ${browse.p95.toFixed(1)} |`,
  "",
  over.length ? `Over the 50 ms target at p95 through HTTP: ${over.join("; ")}.` : "Every shape is within the target (p95 ≤ 50 ms) through HTTP.",
  "",
  `The machine's load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  "",
]);
