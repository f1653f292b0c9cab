// `npm run bench:cart`: the cart's checkout on PostgreSQL with the demo catalogue (issue 19's benchmark). First 100
// checkouts of 5-line carts one after another, on listings nobody else wants (the time of one checkout: five listing
// locks, checks and bookings, and the cart emptied, in one transaction); then 200 carts of 5 lines checked out at once
// over 40 shared listings (overlapping weekends): carts held per second, and the proof that every cart was held whole or
// not at all and that no day of any listing is over-held. In-process, through the cart service with the server's pool of
// 10 connections. Appended as a dated section to docs/benchmarks.md; exits non-zero if a check fails.
import os from "node:os";
import { sql } from "drizzle-orm";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { runMigrations } from "../../server/db/migrate";
import { rowsOf } from "../../server/db/rows";
import { seedDemo } from "../../server/seed/demo";
import { LinesConflictError } from "../../server/errors";
import { overHeldDays } from "../../server/features/bookings/bookings.repo";
import { createBookingsService } from "../../server/features/bookings/bookings.service";
import { createCartService } from "../../server/features/cart/cart.service";
import { percentile } from "./load";
import { ms, writeSection } from "./report";
import { prepare } from "./setup";

const LINES = 5;
const SOLO = 100;
const STORM = 200;
const SHARED = 40;
const db = await prepare("postgres", { name: "haya_bench_cart" });
const handle = await db.open();
await runMigrations(handle);
await seedDemo(handle.db);
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(query));

const listings = (await q<{ id: number }>(sql`select id::int as id from listings where status = 'published' order by id`)).map((r) => r.id);
if (listings.length < SHARED + LINES) throw new Error(`only ${listings.length} published listings`);
// Every listing bookable for 1 to 14 days; the shared ones have 1 or 3 units.
await handle.db.execute(sql`update listings set min_days = 1, max_days = 14`);
const shared = listings.slice(0, SHARED);
await handle.db.execute(sql`update listings set units = case when id % 2 = 0 then 1 else 3 end where id in (${sql.join(shared.map((id) => sql`${id}`), sql`, `)})`);
const planners = Array.from({ length: SOLO + STORM }, (_, k) => `bench-planner-${k}`);
await handle.db.execute(sql`insert into users (id, name, email, email_verified)
  select p, 'Bench Planner', p || '@example.com', true from unnest(${`{${planners.join(",")}}`}::text[]) as p`);

const cart = createCartService(handle.db, { bookings: createBookingsService(handle.db) });
const today = todayInLagos();
const line = (listingId: number, start: number, days: number) => ({ listingId, startDate: addDaysIso(today, start), endDate: addDaysIso(today, start + days - 1), pickupTime: "10:00 AM", units: 1 });

// 1. One at a time: each cart its own five listings (the demo's other listings, round and round) on its own dates.
const solo: number[] = [];
const others = listings.slice(SHARED);
for (let k = 0; k < SOLO; k++) {
  const p = planners[k]!;
  for (let i = 0; i < LINES; i++) await cart.add(p, line(others[(k * LINES + i) % others.length]!, 10 + ((k * 3) % 150), 2));
  const t0 = performance.now();
  await cart.checkout(p);
  solo.push(performance.now() - t0);
}
solo.sort((a, b) => a - b);

// 2. All at once: 200 carts of five of the 40 shared listings, for one of four overlapping weekends each.
let seed = 20261126;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const stormers = planners.slice(SOLO);
for (const p of stormers) {
  const picked = new Set<number>();
  while (picked.size < LINES) picked.add(shared[rand(SHARED)]!);
  const start = 170 + rand(4) * 2;
  for (const id of picked) await cart.add(p, line(id, start, 2));
}
const latencies: number[] = [];
const t0 = performance.now();
const outcomes = await Promise.all(
  stormers.map(async (p) => {
    const t = performance.now();
    try {
      const made = await cart.checkout(p);
      return made.length === LINES ? "held" : `partial ${made.length}`;
    } catch (e) {
      return e instanceof LinesConflictError ? "refused" : String(e);
    } finally {
      latencies.push(performance.now() - t);
    }
  }),
);
const wall = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const held = outcomes.filter((o) => o === "held").length;
const refused = outcomes.filter((o) => o === "refused").length;
const other = outcomes.filter((o) => o !== "held" && o !== "refused");
// Every cart whole or not at all, counted in the database: each planner holds 0 or 5 bookings.
const counts = await q<{ n: number }>(sql`select count(b.id)::int as n from unnest(${`{${stormers.join(",")}}`}::text[]) as p(id) left join bookings b on b.renter_id = p.id group by p.id`);
const partial = counts.filter((c) => c.n !== 0 && c.n !== LINES).length;
const overHeld = (await overHeldDays(handle.db, undefined, today, addDaysIso(today, 200))).length;
await handle.close();
await db.cleanup();

const problems = [
  ...(partial ? [`${partial} carts partly held`] : []),
  ...(overHeld ? [`${overHeld} over-held days`] : []),
  ...(other.length ? [`${other.length} other outcomes, first: ${other[0]}`] : []),
  ...(held === 0 || refused === 0 ? [`not a storm: ${held} held, ${refused} refused`] : []),
];
console.log({ solo: { p50: percentile(solo, 50), p95: percentile(solo, 95) }, held, refused, partial, overHeld, wall });
writeSection([
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — cart checkout (\`npm run bench:cart\`) — ${os.cpus().length} cores, Node ${process.version}`,
  "",
  `PostgreSQL, demo catalogue, in-process through the cart service (the server's pool of 10 connections). A checkout locks the`,
  `cart, then its ${LINES} listings in id order, checks and writes ${LINES} bookings with their history, notifications and e-mail jobs, and empties the cart,`,
  "in one transaction. In the storm each cart wants 5 of the 40 shared listings (1 or 3 units each) for one of four",
  "weekends: 1,000 lines for 320 unit-weekends, so most carts find a line taken and must hold nothing.",
  "",
  "| run | carts | held | refused | partly held | over-held days | wall s | carts answered/s | carts held/s | p50 ms | p95 ms | p99 ms |",
  "|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  `| ${SOLO} checkouts one after another, nothing shared | ${SOLO} | ${SOLO} | 0 | 0 | — | ${(solo.reduce((a, b) => a + b, 0) / 1000).toFixed(2)} | ${(SOLO / (solo.reduce((a, b) => a + b, 0) / 1000)).toFixed(0)} | — | ${ms(percentile(solo, 50))} | ${ms(percentile(solo, 95))} | ${ms(percentile(solo, 99))} |`,
  `| ${STORM} at once over ${SHARED} shared listings | ${STORM} | ${held} | ${refused} | ${partial} | ${overHeld} | ${wall.toFixed(2)} | ${(STORM / wall).toFixed(0)} | ${(held / wall).toFixed(1)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} |`,
  "",
  problems.length ? `Checks failed: ${problems.join("; ")}.` : "Every cart was held whole or refused whole; no day of any listing is over-held.",
  "",
]);
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
