// The upgrade from pg-boss 10 to 12 on a database an older Haya used (embedded, or PostgreSQL with TEST_DATABASE_URL):
// the jobs pg-boss 10 had waiting, deferred, to retry, and running when its process was stopped, are moved with their
// ids, keys and retry counts, once though two processes start together, and each then runs exactly once; finished
// jobs and jobs of queues Haya no longer has are not moved, and pg-boss 10's schema is gone.
import { sql } from "drizzle-orm";
import PgBoss10 from "pg-boss-10";
import { afterAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows";
import { freshDatabase } from "../testing/db";
import { createJobQueue, JOB_SCHEMA, type QueueName } from "./queue";

const handle = await freshDatabase({ seed: false });
const db = handle.db;

/** How Haya gave pg-boss 10 its database: PGlite's `query` for one statement with values, `exec` for its migrations. */
function oldExecutor(): PgBoss10.Db {
  const client = (db as unknown as { $client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>; exec(text: string): Promise<{ rows: unknown[] }[]> } }).$client;
  if (handle.kind === "postgres") return { executeSql: (text, values) => client.query(text, values) };
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
  };
}

// The older Haya: pg-boss 10 in `pgboss`, stopped (as for the upgrade) with jobs in every state.
const old = new PgBoss10({ db: oldExecutor(), schema: "pgboss", supervise: false, schedule: false });
old.on("error", () => {});
await old.start();
await old.createQueue("mail", { name: "mail", policy: "standard", retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 });
await old.createQueue("sms", { name: "sms", policy: "standard", retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 });
// A short expiry: the job running when its process stopped is due again a second after it started.
await old.createQueue("booking-mails", { name: "booking-mails", policy: "standard", retryLimit: 10, retryDelay: 10, retryBackoff: true, expireInSeconds: 1 });
await old.createQueue("payouts-sweep", { name: "payouts-sweep", policy: "singleton", retryLimit: 0, expireInSeconds: 300 });
await old.createQueue("retired-queue", { name: "retired-queue", policy: "standard" });

const ids: Record<string, string> = {};
const sendOld = async (queue: string, n: string, options: PgBoss10.SendOptions = {}) => (ids[n] = (await old.send(queue, { n }, options))!);
await sendOld("mail", "finished");
await old.complete("mail", (await old.fetch("mail"))[0]!.id);
await sendOld("mail", "failed once", { retryLimit: 3, retryDelay: 0, retryBackoff: false });
await old.fail("mail", (await old.fetch("mail"))[0]!.id);
await sendOld("mail", "waiting");
await sendOld("mail", "deferred", { startAfter: 120 });
await sendOld("sms", "keyed", { singletonKey: "+2348030000000" });
await sendOld("booking-mails", "running");
expect((await old.fetch("booking-mails"))[0]!.id).toBe(ids.running);
await sendOld("payouts-sweep", "sweep");
await sendOld("retired-queue", "orphan");
await old.stop({ graceful: false, close: false, wait: true });

const before = rowsOf<{ id: string; state: string; retry_count: number; retry_limit: number; singleton_key: string | null; start_after: string }>(
  await db.execute(sql`select id, state::text, retry_count, retry_limit, singleton_key, start_after::text from pgboss.job order by created_on`),
);
expect(Object.fromEntries(before.map((j) => [j.id, j.state]))).toEqual({
  [ids.finished!]: "completed",
  [ids["failed once"]!]: "retry",
  [ids.waiting!]: "created",
  [ids.deferred!]: "created",
  [ids.keyed!]: "created",
  [ids.running!]: "active",
  [ids.sweep!]: "created",
  [ids.orphan!]: "created",
});

// The upgraded Haya: two processes starting at once on PostgreSQL. An embedded database is one process's (its folder is
// locked), so there the second is the first's restart.
const moves: unknown[] = [];
const processes = [0, 1].map(() =>
  createJobQueue(db, handle.kind, {
    log: (_level, message, fields) => {
      if (message.includes("moved the jobs")) moves.push(fields);
    },
    pollingIntervalSeconds: 0.5,
  }),
);
if (handle.kind === "postgres") await Promise.all(processes.map((p) => p.start()));
else for (const p of processes) await p.start();
afterAll(() => Promise.all(processes.map((p) => p.stop(2_000))));

const moved = ["failed once", "waiting", "deferred", "keyed", "running", "sweep"].map((n) => ids[n]!);

describe("from pg-boss 10 to 12", () => {
  it("moves the jobs waiting or running, once, with their ids, keys, retries and start times, and drops pg-boss 10's schema", async () => {
    expect(moves).toEqual([{ moved: 6, left: 1 }]);
    const [gone] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pg_namespace where nspname = 'pgboss'`));
    expect(gone!.n).toBe(0);
    const after = rowsOf<{ id: string; name: string; state: string; retry_count: number; retry_limit: number; singleton_key: string | null; start_after: string; ahead: boolean }>(
      await db.execute(sql`select id, name, state::text, retry_count, retry_limit, singleton_key, start_after::text, start_after > now() as ahead
        from ${sql.identifier(JOB_SCHEMA)}.job where name <> '__pgboss__send-it'`),
    );
    expect(after.map((j) => j.id).sort()).toEqual([...moved].sort());
    const was = (id: string) => before.find((j) => j.id === id)!;
    const now = (id: string) => after.find((j) => j.id === id)!;
    for (const n of ["failed once", "waiting", "deferred", "keyed", "sweep"]) {
      const id = ids[n]!;
      expect(now(id)).toMatchObject({ state: was(id).state, retry_count: was(id).retry_count, retry_limit: was(id).retry_limit, singleton_key: was(id).singleton_key, start_after: was(id).start_after });
    }
    expect(now(ids.keyed!).singleton_key).toBe("+2348030000000");
    expect(now(ids["failed once"]!)).toMatchObject({ name: "mail", retry_limit: 3 });
    expect(now(ids.deferred!).ahead).toBe(true);
    // The job whose process was stopped runs again, as pg-boss 10 would have retried it.
    expect(now(ids.running!)).toMatchObject({ name: "booking-mails", state: "retry", retry_count: 0 });
  });

  it("runs each moved job exactly once across the processes, none of the others, and the deferred one not before its time", async () => {
    const due = moved.filter((id) => id !== ids.deferred);
    const runs: { queue: string; id: string; n: unknown }[] = [];
    for (const p of processes) {
      for (const queue of ["mail", "sms", "booking-mails", "payouts-sweep"] as QueueName[]) {
        await p.work(queue, async (data, id) => {
          runs.push({ queue, id, n: (data as { n?: unknown }).n });
        });
      }
    }
    const end = Date.now() + 20_000;
    while (runs.length < due.length && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    // Time enough for a second run, were there to be one.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(runs.map((r) => r.id).sort()).toEqual([...due].sort());
    expect(runs.find((r) => r.id === ids.running)).toMatchObject({ queue: "booking-mails", n: "running" });
    expect(await processes[0]!.counts("mail")).toEqual({ completed: 2, created: 1 });
    // Taken again after the run it failed in, as pg-boss 10 would have counted it.
    const [retried] = rowsOf<{ retry_count: number }>(await db.execute(sql`select retry_count from ${sql.identifier(JOB_SCHEMA)}.job where id = ${ids["failed once"]!}`));
    expect(retried!.retry_count).toBe(1);
  }, 30_000);
});
