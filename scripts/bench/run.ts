// `npm run bench`: page, load and search figures, appended as a dated section to docs/benchmarks.md.
//   --db pglite,postgres      databases to measure (PostgreSQL at BENCH_DATABASE_URL or the local server)
//   --large N                 size of the big catalogue on PostgreSQL (default 1,000,000)
//   --large-pglite N          size of the big catalogue on the embedded database (default 100,000)
//   --seconds S               seconds of load per row (default 10, after 2 s of warm-up)
//   --quick                   the demo catalogue only (no big catalogue), for a fast look
//   --no-lighthouse           skip Lighthouse and page weight (measured once, on the first database at demo size)
import fs from "node:fs";
import os from "node:os";
import { loadConfig } from "../../server/config";
import { runMigrations } from "../../server/db/migrate";
import { rowsOf } from "../../server/db/rows";
import { isCatalogueEmpty, seedDemo } from "../../server/seed/demo";
import { addSyntheticListings } from "../../server/seed/synthetic";
import { BENCH_PAGES, lighthousePages, markdownLighthouse, type LighthousePage } from "./lighthouse";
import { load, type LoadResult } from "./load";
import { prepare, startServer } from "./setup";
import { markdownWeights, pageWeights, type PageWeight } from "./weight";
import { timeSearches, type SearchTiming } from "./search";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const seconds = Number(arg("seconds", "10"));
const kinds = arg("db", "pglite,postgres").split(",") as ("pglite" | "postgres")[];
const large = { postgres: Number(arg("large", "1000000")), pglite: Number(arg("large-pglite", "100000")) };
const quick = args.includes("--quick");
const withLighthouse = !args.includes("--no-lighthouse");
const port = 3590;
const base = `http://127.0.0.1:${port}`;

interface Run {
  kind: string;
  listings: number;
  workers: number;
  seedSeconds: number;
  load: LoadResult[];
  search: SearchTiming[];
}
const runs: Run[] = [];
let pages: { kind: string; lighthouse: LighthousePage[]; weights: PageWeight[] } | undefined;

for (const kind of kinds) {
  for (const extra of quick ? [0] : [0, large[kind]]) {
    const db = await prepare(kind);
    const handle = await db.open();
    await runMigrations(handle);
    const t0 = performance.now();
    if (await isCatalogueEmpty(handle.db)) await seedDemo(handle.db);
    if (extra > 0) await addSyntheticListings(handle.db, extra, (m) => console.log(`[${kind}] ${m}`));
    const seedSeconds = (performance.now() - t0) / 1000;
    const search = await timeSearches(handle.db);
    const [count] = rowsOf<{ n: number }>(await handle.db.execute("select count(*)::int as n from listings where status = 'published'" as never));
    const [mid] = rowsOf<{ id: number }>(await handle.db.execute("select id::int from listings order by id offset (select count(*) / 2 from listings) limit 1" as never));
    await handle.close();

    const stop = await startServer(db.env, port);
    if (withLighthouse && !pages && extra === 0) {
      console.log(`[${kind}] Lighthouse and page weight on ${BENCH_PAGES.join(", ")}`);
      pages = { kind, lighthouse: await lighthousePages(base, BENCH_PAGES, 3), weights: await pageWeights(base, BENCH_PAGES) };
    }
    const item = `/item/${mid?.id ?? 1}`;
    const results = [
      await load(`item page ${item}, as visitors get it`, base + item, { seconds }),
      await load(`item page ${item}, rendered every time`, base + item, { seconds, headers: { "cache-control": "no-cache" } }),
      await load("browse /browse?search=generator", `${base}/browse?search=generator`, { seconds }),
      await load("browse /browse?search=generator, rendered every time", `${base}/browse?search=generator`, { seconds, headers: { "cache-control": "no-cache" } }),
      await load("API /api/v1/listings?search=generator", `${base}/api/v1/listings?search=generator`, { seconds }),
    ];
    await stop();
    await db.cleanup();
    const { workers } = loadConfig({ ...process.env, ...db.env, NODE_ENV: "production" });
    runs.push({ kind, listings: count?.n ?? 0, workers, seedSeconds, load: results, search });
    console.log(kind, count?.n, JSON.stringify(results), JSON.stringify(search));
  }
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "—");
const n = (x: number) => x.toLocaleString("en");
const lines = [
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  "",
  ...(pages
    ? [
        `### Pages: Lighthouse`,
        "",
        `Lighthouse ${pages.lighthouse[0]?.version ?? "?"}, mobile form factor, default simulated throttling; each row is the run with the median Performance score of 3. ` +
          `Production build on ${pages.kind}, demo catalogue. CPU index: Lighthouse's benchmark of this machine during the run (its simulated times scale with it).`,
        "",
        markdownLighthouse(pages.lighthouse),
        "",
        ...(pages.lighthouse.some((p) => p.failing.length > 0)
          ? ["Failing audits: " + pages.lighthouse.filter((p) => p.failing.length > 0).map((p) => `\`${p.path}\`: ${p.failing.join(", ")}`).join("; "), ""]
          : []),
        "### Pages: weight",
        "",
        "A phone (412×823) in Chromium; compressed bytes on the wire, headers included. Repeat view: the same URL again in the same browser (cache hits count 0, a 304 its headers), with the service worker blocked so that only HTTP caching counts.",
        "",
        markdownWeights(pages.weights),
        "",
      ]
    : []),
  `### API and pages under load`,
  "",
  `autocannon, 10 connections, ${seconds} s per row after 2 s of warm-up, brotli responses; the server, its database and the load generator share the machine's ${os.cpus().length} cores. ` +
    `"As visitors get it": with the ${loadConfig({ NODE_ENV: "production" }).pageCacheSeconds}-second page cache for visitors without cookies; "rendered every time": the request says \`Cache-Control: no-cache\`, so every response is rendered.`,
  "",
  "| database | listings | processes | target | req/s | p50 ms | p95 ms | p99 ms | errors |",
  "|---|---:|---:|---|---:|---:|---:|---:|---:|",
  ...runs.flatMap((r) => r.load.map((l) => `| ${r.kind} | ${n(r.listings)} | ${r.workers} | ${l.name} | ${l.rps} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${l.errors} |`)),
  "",
  "### Search alone",
  "",
  "The search service call with nothing cached (the count, capped at 1,001, then the page queries), 40 runs each:",
  "",
  "| database | listings | case | results | p50 ms | p95 ms |",
  "|---|---:|---|---:|---:|---:|",
  ...runs.flatMap((r) => r.search.map((s) => `| ${r.kind} | ${n(r.listings)} | ${s.name} | ${n(s.results)} | ${ms(s.p50)} | ${ms(s.p95)} |`)),
  "",
  "Seeding: " + runs.map((r) => `${r.kind} ${n(r.listings)} listings in ${r.seedSeconds.toFixed(0)} s`).join("; ") + ".",
  "",
];
const file = "docs/benchmarks.md";
const head = "# Benchmarks\n\nWritten by `npm run bench` (scripts/bench). Newest first.\n\n";
const previous = fs.existsSync(file) ? fs.readFileSync(file, "utf8").replace(head, "") : "";
fs.writeFileSync(file, head + lines.join("\n") + "\n" + previous);
console.log(`wrote ${file}`);
