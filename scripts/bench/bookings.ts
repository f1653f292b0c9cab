// `npm run bench:bookings`: the booking storm. 1,000 booking attempts at once over 100 listings (1 and 5 units, a few
// blocked days) on PostgreSQL with the demo catalogue: twice through the bookings service in-process with the server's
// pool, then twice through the built server's HTTP API (POST /api/v1/bookings with each renter's session: sessions,
// validation, e-mails and all); bookings per second, latency per attempt, and a check that no day of any listing is
// over-held. Fresh bookings before each run; appended as a dated section to docs/benchmarks.md. Exits non-zero if any
// check fails.
import os from "node:os";
import { sql } from "drizzle-orm";
import { addDaysIso, PICKUP_TIMES, todayInLagos } from "../../core/dates";
import type { Db } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { rowsOf } from "../../server/db/rows";
import { seedDemo } from "../../server/seed/demo";
import { ConflictError } from "../../server/errors";
import { overHeldDays } from "../../server/features/bookings/bookings.repo";
import { createBookingsService } from "../../server/features/bookings/bookings.service";
import { DATES_CLOSED, DATES_TAKEN } from "../../server/testing/english";
import { load, percentile, type LoadResult } from "./load";
import { loadTable, ms, writeSection } from "./report";
import { prepare, startServer } from "./setup";

const ATTEMPTS = 1000;
const LISTINGS = 100;
const RENTERS = 200;
const WINDOW = 30; // days ahead that bookings fall in
const RUNS: ("in-process" | "HTTP API")[] = ["in-process", "in-process", "HTTP API", "HTTP API"];
const LOAD_SECONDS = 10;
const HTTP_RENTERS = 100; // renters who sign up through the site for the HTTP runs (each pays an argon2 hash)
const port = 3593;
const base = `http://127.0.0.1:${port}`;
const name = "haya_bench_bookings";

const db = await prepare("postgres", { name });
const handle = await db.open(); // openDatabase's default pool (10), as the server uses
await runMigrations(handle);
await seedDemo(handle.db);
const q = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

// 100 published listings: even ones hold 1 unit, odd ones 5; rented 1 to 14 days; every tenth has a blocked day.
const picked = (await q<{ id: number }>(handle.db, sql`select id::int as id from listings where status = 'published' order by id limit ${LISTINGS}`)).map((r) => r.id);
if (picked.length < LISTINGS) throw new Error(`only ${picked.length} published listings`);
const units = new Map(picked.map((id, k) => [id, k % 2 ? 5 : 1]));
const list = (u: number) => sql.join(picked.filter((id) => units.get(id) === u).map((id) => sql`${id}`), sql`, `);
for (const u of [1, 5]) await handle.db.execute(sql`update listings set min_days = 1, max_days = 14, units = ${u} where id in (${list(u)})`);
const today = todayInLagos();
const blocked = picked.filter((_, k) => k % 10 === 0).map((id, k) => ({ id, day: addDaysIso(today, 5 + k * 2) }));
for (const b of blocked) await handle.db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${b.id}, ${b.day})`);
const renters = Array.from({ length: RENTERS }, (_, k) => `bench-renter-${k}`);
await handle.db.execute(sql`insert into users (id, name, email, email_verified)
  select r, 'Bench Renter', r || '@example.com', true from unnest(${`{${renters.join(",")}}`}::text[]) as r`);

// A fixed pseudo-random storm (the same asks on every run): 1 to 14 days starting within the next 30, 1 to 3 units of a 5.
let seed = 20261123;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const asks = Array.from({ length: ATTEMPTS }, (_, k) => {
  const listingId = picked[rand(LISTINGS)]!;
  const days = 1 + rand(14);
  const start = 1 + rand(WINDOW - days + 1);
  return {
    listingId,
    renterId: renters[k % RENTERS]!,
    startDate: addDaysIso(today, start),
    endDate: addDaysIso(today, start + days - 1),
    pickupTime: PICKUP_TIMES[rand(PICKUP_TIMES.length)]!,
    units: units.get(listingId) === 5 ? 1 + rand(3) : 1,
  };
});

// The HTTP runs: the built server on the same database, and renters who joined through the sign-up form (each from an
// address of their own, as phones are), so that every attempt carries a real session cookie.
// The open-bookings cap (MAX_OPEN_BOOKINGS…, 3 until an address is verified) would refuse most of a renter's ten
// attempts: the storm measures the listing lock and the hold check, so the cap is lifted here.
const stopServer = await startServer({ ...db.env, TRUST_PROXY: "true", MAX_OPEN_BOOKINGS_UNVERIFIED: "1000", MAX_OPEN_BOOKINGS: "1000" }, port);
const cookies: string[] = [];
for (let k = 0; k < HTTP_RENTERS; k++) {
  const joined = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": `10.9.${k >> 8}.${k & 255}` },
    body: new URLSearchParams({ mode: "signup", name: `Bench Renter ${k}`, email: `bench-http-${k}-${Date.now()}@example.com`, password: "a-bench-pass-phrase" }),
  });
  const cookie = joined.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) throw new Error(`sign-up ${k} answered ${joined.status} without a session`);
  cookies.push(cookie);
}

/** One attempt through the API: "booked", "taken", "closed", or what else came back. */
async function overHttp(a: (typeof asks)[number], k: number): Promise<string> {
  const { renterId: _, ...body } = a;
  const r = await fetch(`${base}/api/v1/bookings`, {
    method: "POST",
    // Each renter from the address they joined from: the per-address booking limit is for one phone, not for 100.
    headers: { cookie: cookies[k % HTTP_RENTERS]!, origin: base, "content-type": "application/json", "x-forwarded-for": `10.9.${(k % HTTP_RENTERS) >> 8}.${(k % HTTP_RENTERS) & 255}` },
    body: JSON.stringify(body),
  });
  if (r.status === 201) return "booked";
  const answer = (await r.json().catch(() => ({}))) as { message?: string };
  if (r.status === 409 && answer.message === DATES_TAKEN) return "taken";
  if (r.status === 409 && answer.message === DATES_CLOSED) return "closed";
  return `${r.status} ${answer.message ?? ""}`;
}

async function inProcess(a: (typeof asks)[number]): Promise<string> {
  try {
    await service.createBooking(a);
    return "booked";
  } catch (e) {
    if (e instanceof ConflictError && e.message === DATES_TAKEN) return "taken";
    if (e instanceof ConflictError && e.message === DATES_CLOSED) return "closed";
    return String(e);
  }
}

const service = createBookingsService(handle.db);
const problems: string[] = [];
const rows: string[] = [];
for (const [r, through] of RUNS.entries()) {
  const run = r + 1;
  await handle.db.execute(sql`delete from booking_events`);
  await handle.db.execute(sql`delete from bookings`);
  const latencies: number[] = [];
  const others: string[] = [];
  let won = 0;
  let taken = 0;
  let closed = 0;
  const t0 = performance.now();
  await Promise.all(
    asks.map(async (a, k) => {
      const t = performance.now();
      const outcome = through === "HTTP API" ? await overHttp(a, k).catch((e: unknown) => String(e)) : await inProcess(a);
      latencies.push(performance.now() - t);
      if (outcome === "booked") won++;
      else if (outcome === "taken") taken++;
      else if (outcome === "closed") closed++;
      else others.push(outcome);
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  latencies.sort((x, y) => x - y);

  // Every listing, every day from today to past the window: held units never pass the listing's units.
  const overHeld = (await overHeldDays(handle.db, undefined, today, addDaysIso(today, WINDOW + 1))).length;
  const [onBlocked] = await q<{ n: number }>(handle.db, sql`
    select count(*)::int as n from bookings b
    join listing_blocked_dates d on d.listing_id = b.listing_id and d.day between b.start_date and b.end_date`);
  const [stored] = await q<{ n: number }>(handle.db, sql`select count(*)::int as n from bookings`);
  console.log(`run ${run} (${through}): ${won} booked, ${taken} taken, ${closed} closed, ${others.length} other errors, ${ms(wall * 1000)} ms; over-held days: ${overHeld}; bookings on blocked days: ${onBlocked!.n}`);
  if (others.length) problems.push(`run ${run}: ${others.length} other errors, first: ${others[0]}`);
  if (overHeld !== 0) problems.push(`run ${run}: over-held days: ${overHeld}`);
  if (onBlocked!.n !== 0) problems.push(`run ${run}: ${onBlocked!.n} bookings cover a blocked day`);
  if (stored!.n !== won) problems.push(`run ${run}: ${stored!.n} bookings stored, ${won} reported`);
  if (won === 0 || taken === 0) problems.push(`run ${run}: not a storm (${won} booked, ${taken} taken)`);
  rows.push(
    `| ${run} | ${through} | ${ATTEMPTS} | ${won} | ${taken} | ${closed} | ${others.length} | ${ms(wall * 1000)} | ${(won / wall).toFixed(0)} | ${(ATTEMPTS / wall).toFixed(0)} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} | ${overHeld} | ${onBlocked!.n} |`,
  );
}
// The booking pages and reads under steady load, on the last run's bookings: a renter who holds one, and the quote
// every date click on the item page asks for.
let renterCookie = "";
let bookingId = 0;
for (const cookie of cookies) {
  const mine = (await (await fetch(`${base}/api/v1/me/bookings`, { headers: { cookie } })).json()) as { bookings: { id: number }[] };
  if (mine.bookings.length) {
    [renterCookie, bookingId] = [cookie, mine.bookings[0]!.id];
    break;
  }
}
const [booked] = await q<{ listingId: number; startDate: string; endDate: string }>(handle.db, sql`
  select listing_id::int as "listingId", start_date::text as "startDate", end_date::text as "endDate" from bookings where id = ${bookingId}`);
// A listing the storm left alone, for its shortest rental: the quote answers 200 every time.
const [quiet] = await q<{ id: number; minDays: number }>(handle.db, sql`
  select id::int as id, min_days as "minDays" from listings
  where status = 'published' and id not in (${sql.join(picked.map((id) => sql`${id}`), sql`, `)}) order by id limit 1`);
const quoteBody = {
  listingId: quiet!.id,
  startDate: addDaysIso(today, 3),
  endDate: addDaysIso(today, 3 + quiet!.minDays - 1),
  pickupTime: "Noon",
  units: 1,
};
const probe = await fetch(`${base}/api/v1/bookings/quote`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(quoteBody) });
if (probe.status !== 200) problems.push(`the quote to load answered ${probe.status}: ${await probe.text()}`);
const signedIn = { cookie: renterCookie };
const loads: LoadResult[] = [
  // From many addresses: one address asking this fast would meet the quote's rate limit (429), which is its purpose.
  await load("POST /api/v1/bookings/quote (the item page's live quote), signed out, many phones", `${base}/api/v1/bookings/quote`, {
    seconds: LOAD_SECONDS,
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(quoteBody),
    manyAddresses: true,
  }),
  await load("GET /api/v1/me/bookings, signed in", `${base}/api/v1/me/bookings`, { seconds: LOAD_SECONDS, headers: signedIn }),
  await load("GET /api/v1/bookings/{id}, signed in (renter)", `${base}/api/v1/bookings/${bookingId}`, { seconds: LOAD_SECONDS, headers: signedIn }),
  await load("/bookings/{id} page, signed in (renter)", `${base}/bookings/${bookingId}`, { seconds: LOAD_SECONDS, headers: signedIn }),
  await load("/my-rentals?tab=bookings page, signed in", `${base}/my-rentals?tab=bookings`, { seconds: LOAD_SECONDS, headers: signedIn }),
  await load("/item/{id} page with the booking panel, signed in", `${base}/item/${booked!.listingId}`, { seconds: LOAD_SECONDS, headers: signedIn }),
];
for (const l of loads) if (l.errors) problems.push(`${l.name}: ${l.errors} errors`);

await stopServer();
await handle.close();
await db.cleanup();

if (problems.length) {
  console.error(`booking storm FAILED:\n${problems.join("\n")}`);
  process.exit(1);
}
const ones = [...units.values()].filter((u) => u === 1).length;
writeSection([
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — bookings (\`npm run bench:bookings\`) — ${os.cpus().length} cores, Node ${process.version}`,
  "",
  `Booking storm on PostgreSQL, demo catalogue: ${ATTEMPTS} booking attempts fired at once, in-process (\`createBooking\`, the server's pool of 10`,
  `connections) or through the built server's HTTP API (\`POST /api/v1/bookings\` with the sessions of ${HTTP_RENTERS} renters who joined through`,
  "the sign-up form; the server's default workers, the open-bookings cap lifted, e-mails written as jobs in each booking's transaction and sent by the queue's workers into the outbox),",
  `over ${LISTINGS} listings (${ones} of 1 unit, ${LISTINGS - ones} of 5; ${blocked.length} with a blocked day) by ${RENTERS} renters, 1 to 14 days each`,
  `starting within the next ${WINDOW} days, 1 to 3 units of a 5-unit listing; the same asks in every run, bookings emptied between.`,
  "Latency is per attempt, from the call to its answer, including the wait for a connection and for the listing's lock;",
  "server, database and benchmark share the machine.",
  "",
  "| run | through | attempts | booked | dates just booked | dates closed | other errors | wall ms | bookings/s | attempts/s | p50 ms | p95 ms | p99 ms | over-held days | on blocked days |",
  "|--:|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  ...rows,
  "",
  `over-held days: 0 (every listing, every day from today to today + ${WINDOW + 1}); no booking covers a blocked day.`,
  "",
  "Booking reads and pages under load on the built server, after the last run (a renter with a booking):",
  "",
  ...loadTable(loads, LOAD_SECONDS),
]);
