// `npm run bench:listings`: what listing an item costs. A phone photo's re-encoding in-process, whole photo uploads and
// first photo views through the server, and owners' reads and writes under load, on PostgreSQL with the demo catalogue;
// appended as a dated section to docs/benchmarks.md.
//   --seconds S   seconds of load per row (default 10, after 2 s of warm-up)
import { execFileSync } from "node:child_process";
import os from "node:os";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { runMigrations } from "../../server/db/migrate";
import { seedDemo } from "../../server/seed/demo";
import { normaliseListingPhoto } from "../../server/features/media/listing-photos";
import { load, type LoadResult } from "./load";
import { loadTable, ms, timed, writeSection } from "./report";
import { prepare, startServer } from "./setup";

const args = process.argv.slice(2);
const i = args.indexOf("--seconds");
const seconds = i >= 0 ? Number(args[i + 1]) : 10;
const port = 3592;
const base = `http://127.0.0.1:${port}`;

// A 12 MP phone photo: noise compresses like a real scene does (a flat colour would flatter the figures).
const width = 4000;
const height = 3000;
const noise = Buffer.alloc(width * height * 3);
for (let k = 0; k < noise.length; k++) noise[k] = (k * 2654435761) >>> 24 ^ (k % 251);
const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
  .blur(1.2)
  .withExif({ IFD0: { Make: "PhoneCo", Model: "Snapper 9" } })
  .jpeg({ quality: 85 })
  .toBuffer();
const stored = await normaliseListingPhoto(photo);
const encoding = await timed(10, () => normaliseListingPhoto(photo));

// The built server on a fresh PostgreSQL database with the demo catalogue, and an owner with a verified address.
const db = await prepare("postgres", { name: "haya_bench_listings" });
const handle = await db.open();
await runMigrations(handle);
await seedDemo(handle.db);
const stop = await startServer({ ...db.env, TRUST_PROXY: "true" }, port);
const email = `owner-${Date.now()}@example.com`;
const joined = await fetch(`${base}/login`, {
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": "10.8.0.1" },
  body: new URLSearchParams({ mode: "signup", name: "Bench Owner", email, password: "a-bench-pass-phrase" }),
});
const cookie = joined.headers.getSetCookie()[0]!.split(";")[0]!;
await handle.db.execute(sql`update users set email_verified = true where email = ${email}`);
const headers = { cookie, origin: base, "content-type": "application/json" };
const api = async (method: string, path: string, body?: unknown) => {
  const r = await fetch(`${base}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!r.ok) throw new Error(`${method} ${path} answered ${r.status}: ${await r.text()}`);
  return r.json() as Promise<{ listing: { id: number } }>;
};
const fields = {
  categorySlug: "power-generation-tools",
  subcategorySlug: "diesel-generators",
  title: "Bench 60kVA soundproof generator",
  description: "A generator listed by the benchmark, with diesel for a full day of events.",
  pricePerDayKobo: 45_000_00,
  state: "Lagos",
  city: "Ikeja",
};
const ids: number[] = [];
for (let k = 0; k < 12; k++) ids.push((await api("POST", "/listings", fields)).listing.id);
const listingId = ids[0]!;

// The upload burst, first, on a server that has decoded no photo yet: 50 owners send a 12 MP photo at the same moment.
// The server takes a few at once and keeps the rest waiting before their bodies are read (503 with Retry-After past
// its line or its wait; each phone then tries again, as the listing page does). Memory: the resident size of the
// server's processes (primary and workers), sampled every 50 ms.
const burst = await uploadBurst(50);

// Whole uploads (multipart → re-encode → store → row), one at a time as the page sends them: 10 photos.
const uploads = await timed(10, async () => {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(photo)], "IMG_0001.jpg", { type: "image/jpeg" }));
  const r = await fetch(`${base}/api/v1/listings/${listingId}/photos`, { method: "POST", headers: { cookie, origin: base }, body: form });
  if (r.status !== 201) throw new Error(`upload answered ${r.status}`);
});
await api("PATCH", `/listings/${listingId}`, { status: "published" });
const keys = ((await (await fetch(`${base}/api/v1/me/listings/${listingId}`, { headers: { cookie } })).json()) as { listing: { photos: { key: string }[] } }).listing.photos.map((p) => p.key);
// The first view of a new photo resizes it (a card at 480 px); later views read the cached copy.
const firstViews = await timed(keys.length, (k) => fetch(`${base}/media/${keys[k]}@480.webp`).then((r) => r.arrayBuffer()));
const cachedViews = await timed(keys.length, (k) => fetch(`${base}/media/${keys[k]}@480.webp`).then((r) => r.arrayBuffer()));
await handle.close();

const results: LoadResult[] = [
  await load("GET /api/v1/me/listings (12 listings), signed in", `${base}/api/v1/me/listings`, { seconds, headers: { cookie } }),
  await load("PATCH /api/v1/listings/{id} (price), signed in", `${base}/api/v1/listings/${ids[1]}`, {
    seconds,
    method: "PATCH",
    headers,
    body: JSON.stringify({ pricePerDayKobo: 50_000_00 }),
  }),
  await load("/my-rentals page (My Listings), signed in", `${base}/my-rentals`, { seconds, headers: { cookie } }),
  await load(`/my-rentals/listings/{id} (manage page), signed in`, `${base}/my-rentals/listings/${listingId}`, { seconds, headers: { cookie } }),
];
await stop();
await db.cleanup();

/** Resident memory (bytes) of `pid` and its child processes together, and of the largest of them, from ps. */
function treeRss(pid: number): { all: number; largest: number } {
  const out = execFileSync("ps", ["-e", "-o", "pid=,ppid=,rss="], { encoding: "utf8" });
  const rows = out.trim().split("\n").map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const sizes = rows.filter(([p, pp]) => p === pid || pp === pid).map(([, , rss]) => rss * 1024);
  return { all: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes) };
}

async function uploadBurst(n: number) {
  const idle = treeRss(stop.pid);
  const peak = { all: 0, largest: 0 };
  const sampler = setInterval(() => {
    const now = treeRss(stop.pid);
    peak.all = Math.max(peak.all, now.all);
    peak.largest = Math.max(peak.largest, now.largest);
  }, 50);
  const started = performance.now();
  let busy = 0;
  const done: number[] = [];
  await Promise.all(
    Array.from({ length: n }, async (_, k) => {
      const target = ids[1 + (k % (ids.length - 1))]!;
      for (;;) {
        const form = new FormData();
        form.set("photo", new File([new Uint8Array(photo)], `IMG_${k}.jpg`, { type: "image/jpeg" }));
        const r = await fetch(`${base}/api/v1/listings/${target}/photos`, { method: "POST", headers: { cookie, origin: base }, body: form });
        if (r.status === 201) return void done.push(performance.now() - started);
        if (r.status !== 503) throw new Error(`burst upload answered ${r.status}: ${await r.text()}`);
        busy++;
        await new Promise((w) => setTimeout(w, Number(r.headers.get("retry-after") ?? 5) * 1000));
      }
    }),
  );
  clearInterval(sampler);
  return { n, idle, peak, seconds: (performance.now() - started) / 1000, busy, lastMs: Math.max(...done) };
}

const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
const lines = [
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — listings (\`npm run bench:listings\`) — ${os.cpus().length} cores, Node ${process.version}`,
  "",
  "PostgreSQL, demo catalogue, the built server with its default workers; server, database and load generator share the machine.",
  `A 12 MP phone JPEG (${width}×${height}, ${kb(photo.length)}) becomes a ${stored.width}×${stored.height} WebP of ${kb(stored.body.length)} without metadata.`,
  "",
  "| what | p50 ms | p95 ms |",
  "|---|--:|--:|",
  `| re-encoding the photo, in-process | ${ms(encoding.p50)} | ${ms(encoding.p95)} |`,
  `| uploading it, whole request (POST /api/v1/listings/{id}/photos → 201) | ${ms(uploads.p50)} | ${ms(uploads.p95)} |`,
  `| first view of a new photo at 480 px (resized on request) | ${ms(firstViews.p50)} | ${ms(firstViews.p95)} |`,
  `| later views (cached copy) | ${ms(cachedViews.p50)} | ${ms(cachedViews.p95)} |`,
  "",
  `Upload burst: ${burst.n} × 12 MP photos sent at once (each phone retrying after a 503's Retry-After): all stored in ${burst.seconds.toFixed(1)} s, ` +
    `${burst.busy} answers of 503 along the way. Server memory (resident), all its processes together: ${mb(burst.idle.all)} before, at most ${mb(burst.peak.all)} during; ` +
    `its largest process: ${mb(burst.idle.largest)} before, at most ${mb(burst.peak.largest)} during.`,
  "",
  ...loadTable(results, seconds),
];
writeSection(lines);
