// `npm run bench:messages`: messages at scale (tracker issue 16's benchmark). On PostgreSQL with the demo catalogue and
// demo people, 10,000 conversations and 1,000,000 messages (2,000 of the conversations are the demo owner's, 100
// messages each on average); the inbox and conversation pages and their API, one request at a time (server time) and
// with 10 connections; then 1,000 live streams (server-sent events) held by one process while messages are sent.
// Appended as a dated section to docs/benchmarks.md.
//   --seconds S   seconds of load per row (default 10, after 2 s of warm-up)
import http from "node:http";
import os from "node:os";
import { sql } from "drizzle-orm";
import { runMigrations } from "../../server/db/migrate";
import { seedDemoData } from "../../server/seed/demo-people";
import { DEMO_OWNER, DEMO_PASSWORD } from "../../server/seed/data/demo-people";
import { load, percentile, type LoadResult } from "./load";
import { loadTable, ms, writeSection } from "./report";
import { prepare, rss, startServer } from "./setup";

const args = process.argv.slice(2);
const i = args.indexOf("--seconds");
const seconds = i >= 0 ? Number(args[i + 1]) : 10;
const port = 3593;
const base = `http://127.0.0.1:${port}`;
const CONVERSATIONS = 10_000;
const MESSAGES = 1_000_000;
const OWNER_CONVERSATIONS = 2_000;
const STREAMS = 1_000;
const SENDS = 25;
/** A whole number written into the SQL (generate_series needs typed bounds). */
const raw = (n: number) => sql.raw(String(Math.trunc(n)));

const db = await prepare("postgres", { name: "haya_bench_messages" });
const handle = await db.open();
await runMigrations(handle);
await seedDemoData(handle.db);

// 5,000 renters; the demo owner's listings get the first 2,000 conversations (one renter each), the catalogue's the rest.
const t0 = performance.now();
await handle.db.execute(sql`
  insert into users (id, name, email, email_verified, created_at, updated_at)
  select 'bench-renter-' || n, 'Bench Renter ' || n, 'bench-renter-' || n || '@example.com', true, now(), now()
  from generate_series(1, 5000) n`);
await handle.db.execute(sql`
  with own as (select id, owner_id, row_number() over (order by id) - 1 as k, count(*) over () as m
               from listings where owner_id = ${DEMO_OWNER.id} and status = 'published'),
       others as (select id, owner_id, row_number() over (order by id) - 1 as k, count(*) over () as m
                  from listings where owner_id <> ${DEMO_OWNER.id} and status = 'published')
  insert into conversations (listing_id, renter_id, owner_id, last_message_at, last_message_preview, owner_unread, created_at)
  select l.id, 'bench-renter-' || n, l.owner_id, now() - n * interval '1 minute', 'Is it free on Saturday?', n % 3, now() - n * interval '1 minute'
  from generate_series(1, ${raw(OWNER_CONVERSATIONS)}) n join own l on l.k = n % l.m
  union all
  select l.id, 'bench-renter-' || (n % 5000 + 1), l.owner_id, now() - n * interval '1 minute', 'Is it free on Saturday?', 0, now() - n * interval '1 minute'
  from generate_series(${raw(OWNER_CONVERSATIONS + 1)}, ${raw(CONVERSATIONS * 2)}) n join others l on l.k = (n * 7919) % l.m
  on conflict do nothing`);
// Keep exactly 10,000 (the second part may have made more after skipping pairs that repeat).
await handle.db.execute(sql`delete from conversations where id in (select id from conversations order by id offset ${raw(CONVERSATIONS)})`);
await handle.db.execute(sql`
  insert into messages (conversation_id, sender_id, body, created_at)
  select c.id, case when m % 2 = 0 then c.renter_id else c.owner_id end,
         'Message ' || m || ': is the item free for the weekend, and can I pick it up in the morning?',
         c.last_message_at - (${raw(MESSAGES / CONVERSATIONS)} - m) * interval '1 minute'
  from conversations c cross join generate_series(1, ${raw(MESSAGES / CONVERSATIONS)}) m
  order by c.id, m`);
// Vacuumed and analysed now, so that autovacuum does not run on the million new rows while the pages are measured.
await handle.db.execute(sql`vacuum (analyze)`);
const seeded = (performance.now() - t0) / 1000;
const counts = (await handle.db.execute(sql`select (select count(*) from conversations)::int as c, (select count(*) from messages)::int as m`)) as unknown as
  { rows?: { c: number; m: number }[] } & { c: number; m: number }[];
const row = (counts.rows ?? counts)[0]!;
const ownerConversation = ((await handle.db.execute(
  sql`select id from conversations where owner_id = ${DEMO_OWNER.id} order by last_message_at desc, id desc offset 5 limit 1`,
)) as unknown as { rows?: { id: number }[] } & { id: number }[]);
const conversationId = (ownerConversation.rows ?? ownerConversation)[0]!.id;
const ownerIds = ((await handle.db.execute(
  sql`select id from conversations where owner_id = ${DEMO_OWNER.id} order by id limit ${STREAMS}`,
)) as unknown as { rows?: { id: number }[] } & { id: number }[]);
const streamIds = (ownerIds.rows ?? ownerIds).map((r) => Number(r.id));

async function signIn(): Promise<string> {
  const r = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ mode: "signin", email: DEMO_OWNER.email, password: DEMO_PASSWORD }),
  });
  if (r.status !== 302) throw new Error(`sign-in answered ${r.status}`);
  return r.headers.getSetCookie()[0]!.split(";")[0]!;
}

// 1. Pages and API, the default processes (one per core).
const METRICS_TOKEN = "bench-messages-metrics";
let stop = await startServer({ ...db.env, METRICS_TOKEN }, port);
// A failure half-way must not leave the server running on the port (nor the database behind).
const fail = async (e: unknown) => {
  console.error(e);
  await stop().catch(() => undefined);
  await db.cleanup().catch(() => undefined);
  process.exit(1);
};
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);
let cookie = await signIn();
const inboxPage = await fetch(`${base}/messages`, { headers: { cookie } });
if (inboxPage.status !== 200) throw new Error(`/messages answered ${inboxPage.status}`);
const inboxApi = (await (await fetch(`${base}/api/v1/conversations`, { headers: { cookie } })).json()) as { nextCursor: string | null };
const deep = `${base}/api/v1/conversations?before=${encodeURIComponent(inboxApi.nextCursor ?? "")}`;
const targets: [string, string][] = [
  ["GET /messages (the inbox page, 2,000 conversations)", `${base}/messages`],
  [`GET /messages/${conversationId} (a conversation page, 100 messages)`, `${base}/messages/${conversationId}`],
  ["GET /api/v1/conversations", `${base}/api/v1/conversations`],
  ["GET /api/v1/conversations?before=… (the second page)", deep],
  [`GET /api/v1/conversations/${conversationId}/messages`, `${base}/api/v1/conversations/${conversationId}/messages`],
];
const single: LoadResult[] = [];
const ten: LoadResult[] = [];
/** The server's own time per request (its request-duration histogram on /metrics, summed over its processes). */
const serverTimes: { within50: number; p95: number }[] = [];
for (const [name, url] of targets) {
  const before = await histogram();
  single.push(await load(name, url, { seconds, connections: 1, headers: { cookie } }));
  serverTimes.push(summary(before, await histogram()));
}
for (const [name, url] of targets) ten.push(await load(name, url, { seconds, connections: 10, headers: { cookie } }));
await stop();
// Said at once too: the streams' part below may fail on a small machine.
console.log([...loadTable(single, seconds), ...loadTable(ten, seconds)].join("\n"));

// 2. Live streams: one process holds 1,000 open streams (one per conversation of the owner's); a message sent to one
// conversation at a time reaches its stream. Measured: the time from the send to the event, and the process's memory.
stop = await startServer({ ...db.env, WEB_CONCURRENCY: "1" }, port);
cookie = await signIn();
const rssBefore = (rss(stop.pid) ?? NaN) / 1048576;
const waiting = new Map<number, (t: number) => void>();
const streams: http.ClientRequest[] = [];
let opened = 0;
// Opened 50 at a time, as phones come and go (a thousand opened in the same instant queue for the pool's connections).
const openStream = (id: number) =>
  new Promise<void>((resolve, reject) => {
    const req = http.get(`${base}/api/v1/conversations/${id}/events`, { headers: { cookie, accept: "text/event-stream" }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${id} answered ${res.statusCode}`));
      opened++;
      resolve();
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        if (chunk.includes("event: message")) waiting.get(id)?.(performance.now());
      });
    });
    req.on("error", (e) => (opened < STREAMS ? reject(e) : undefined));
    streams.push(req);
  });
const openStarted = performance.now();
for (let k = 0; k < streamIds.length; k += 50) await Promise.all(streamIds.slice(k, k + 50).map(openStream));
const openSeconds = (performance.now() - openStarted) / 1000;
const rssOpen = (rss(stop.pid) ?? NaN) / 1048576;
const delivery: number[] = [];
// 25 messages: one person may send 30 a minute (the messages' rate limit).
for (let k = 0; k < SENDS; k++) {
  const id = streamIds[(k * 37) % streamIds.length]!;
  const got = new Promise<number>((resolve) => waiting.set(id, resolve));
  const sent = performance.now();
  const r = await fetch(`${base}/api/v1/conversations/${id}/messages`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ text: `Yes, it is free. Message ${k}.` }),
  });
  if (r.status !== 201) throw new Error(`send answered ${r.status}: ${await r.text()}`);
  const at = await Promise.race([got, new Promise<number>((_, no) => setTimeout(() => no(new Error(`no event on stream ${id}`)), 5000))]);
  delivery.push(at - sent);
  waiting.delete(id);
}
delivery.sort((a, b) => a - b);
const underStreams = await load("GET /messages with 1,000 streams open", `${base}/messages`, { seconds, connections: 1, headers: { cookie } });
for (const s of streams) s.destroy();
await stop();
await handle.close();
await db.cleanup();

/** Cumulative counts per bucket bound (seconds) of every GET request so far, from the server's /metrics. */
async function histogram(): Promise<Map<number, number>> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const counts = new Map<number, number>();
  for (const m of text.matchAll(/^haya_http_request_duration_seconds_bucket\{([^}]*)\} (\d+)/gm)) {
    if (!m[1]!.includes('method="GET"')) continue;
    const le = /le="([^"]+)"/.exec(m[1]!)?.[1];
    const bound = le === "+Inf" ? Infinity : Number(le);
    counts.set(bound, (counts.get(bound) ?? 0) + Number(m[2]));
  }
  return counts;
}

/** Between two snapshots: the share of requests within 50 ms, and the 95th percentile interpolated within its bucket. */
function summary(before: Map<number, number>, after: Map<number, number>) {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const cum = bounds.map((b) => (after.get(b) ?? 0) - (before.get(b) ?? 0));
  const total = cum.at(-1) ?? 0;
  const within50 = total ? (cum[bounds.indexOf(0.05)] ?? 0) / total : NaN;
  const k = cum.findIndex((c) => c >= 0.95 * total);
  const lo = k > 0 ? bounds[k - 1]! : 0;
  const hi = Number.isFinite(bounds[k]!) ? bounds[k]! : lo * 2;
  const below = k > 0 ? cum[k - 1]! : 0;
  const p95 = (lo + ((0.95 * total - below) / Math.max(1, cum[k]! - below)) * (hi - lo)) * 1000;
  return { within50, p95 };
}

writeSection([
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — messages (\`npm run bench:messages\`) — ${os.availableParallelism()} cores, Node ${process.version}`,
  "",
  `PostgreSQL, the demo catalogue and demo people, plus ${row.c.toLocaleString("en")} conversations and ${row.m.toLocaleString("en")} messages (${OWNER_CONVERSATIONS.toLocaleString("en")} conversations are the demo owner's, who is signed in; inserted in ${seeded.toFixed(0)} s).`,
  "",
  "One connection (each request alone: the server's time plus a local round trip):",
  "",
  ...loadTable(single, seconds).slice(2),
  "The server's own time for the same requests (its request-duration histogram, from the request's arrival to the last byte sent):",
  "",
  "| target | within 50 ms | p95 ms (interpolated in its bucket) |",
  "|---|--:|--:|",
  ...targets.map(([name], k) => `| ${name} | ${(100 * serverTimes[k]!.within50).toFixed(1)} % | ${serverTimes[k]!.p95.toFixed(1)} |`),
  "",
  ...loadTable(ten, seconds),
  `Live streams, one process: ${opened} streams open (server-sent events, one per conversation), opened 50 at a time in ${openSeconds.toFixed(1)} s. The process's memory ${rssBefore.toFixed(0)} MB before, ${rssOpen.toFixed(0)} MB with the streams open.`,
  `A message sent (POST …/messages, 201) reached its conversation's stream in p50 ${ms(percentile(delivery, 50))} ms, p95 ${ms(percentile(delivery, 95))} ms (${SENDS} messages, one after another).`,
  `The inbox page with the streams open, one connection: p50 ${ms(underStreams.p50)} ms, p95 ${ms(underStreams.p95)} ms, ${underStreams.rps} req/s.`,
  "",
]);
process.exit(0);
