// `npm run bench:accounts`: what accounts cost. Password hashing, sign-in, and signed-in requests (never page-cached)
// next to a visitor's, on PostgreSQL with the demo catalogue; appended as a dated section to docs/benchmarks.md.
//   --seconds S   seconds of load per row (default 10, after 2 s of warm-up)
import os from "node:os";
import { runMigrations } from "../../server/db/migrate";
import { seedDemo } from "../../server/seed/demo";
import { hashPassword, verifyPassword } from "../../server/features/accounts/password";
import { load, type LoadResult } from "./load";
import { loadTable, ms, timed, writeSection } from "./report";
import { prepare, startServer } from "./setup";

const args = process.argv.slice(2);
const i = args.indexOf("--seconds");
const seconds = i >= 0 ? Number(args[i + 1]) : 10;
const port = 3591;
const base = `http://127.0.0.1:${port}`;

// 1. argon2id alone (m=19 MiB, t=2): what every sign-in, sign-up and password check pays in CPU.
const hash = await hashPassword("a-bench-pass-phrase");
const hashing = await timed(30, () => hashPassword("a-bench-pass-phrase"));
const verifying = await timed(30, () => verifyPassword({ hash, password: "a-bench-pass-phrase" }));

// 2. The built server on a fresh PostgreSQL database with the demo catalogue.
const db = await prepare("postgres", { name: "haya_bench_accounts" });
const handle = await db.open();
await runMigrations(handle);
await seedDemo(handle.db);
await handle.close();
const stop = await startServer({ ...db.env, TRUST_PROXY: "true" }, port);

const form = (fields: Record<string, string>, ip: string) =>
  fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": ip },
    body: new URLSearchParams(fields),
  });
const person = { name: "Bench Person", email: `bench-${Date.now()}@example.com`, password: "a-bench-pass-phrase" };
const joined = await form({ mode: "signup", ...person }, "10.9.0.1");
if (joined.status !== 302) throw new Error(`sign-up answered ${joined.status}`);

// Sign-in, whole request (form post → session → redirect), one at a time from different addresses: below every limit.
let n = 0;
const signIns = await timed(8, async () => {
  const r = await form({ mode: "signin", email: person.email, password: person.password }, `10.9.1.${++n}`);
  if (r.status !== 302) throw new Error(`sign-in answered ${r.status}`);
});
const cookie = (await form({ mode: "signin", email: person.email, password: person.password }, "10.9.2.1")).headers.getSetCookie()[0]!.split(";")[0]!;

const results: LoadResult[] = [
  await load("GET /api/v1/me, signed in", `${base}/api/v1/me`, { seconds, headers: { cookie } }),
  await load("item page /item/1, signed in (rendered every time)", `${base}/item/1`, { seconds, headers: { cookie } }),
  await load("item page /item/1, visitor, rendered every time", `${base}/item/1`, { seconds, headers: { "cache-control": "no-cache" } }),
  await load("item page /item/1, visitor, as visitors get it", `${base}/item/1`, { seconds }),
];
await stop();
await db.cleanup();

const lines = [
  `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — accounts (\`npm run bench:accounts\`) — ${os.cpus().length} cores, Node ${process.version}`,
  "",
  "PostgreSQL, demo catalogue, the built server with its default workers; server, database and load generator share the machine.",
  "",
  "| what | p50 ms | p95 ms |",
  "|---|--:|--:|",
  `| argon2id hash (m=19 MiB, t=2, p=1), in-process | ${ms(hashing.p50)} | ${ms(hashing.p95)} |`,
  `| argon2id verify, in-process | ${ms(verifying.p50)} | ${ms(verifying.p95)} |`,
  `| sign-in, whole request (POST /login → 302 with the session cookie) | ${ms(signIns.p50)} | ${ms(signIns.p95)} |`,
  "",
  ...loadTable(results, seconds),
];
writeSection(lines);
