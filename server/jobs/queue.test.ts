// The job queue on the app's own database (embedded, or PostgreSQL with TEST_DATABASE_URL): a job written inside a
// transaction exists exactly when that transaction commits; workers take each job once, and a failing one is retried.
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { freshDatabase } from "../testing/db";
import { currentWork, runAs } from "../request-context";
import { createJobQueue, JOB_SCHEMA } from "./queue";

const handle = await freshDatabase({ seed: false });
const db = handle.db;
const queue = createJobQueue(db, handle.kind, { log: () => {}, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
await queue.start();
afterAll(() => queue.stop(2_000));

const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe("job queue", () => {
  it("writes a job with the transaction that causes it: kept on commit, gone on rollback", async () => {
    await db.transaction(async (t) => {
      await queue.send("deposit-mail", { bookingId: 1 }, t as unknown as Db);
      await (t as unknown as Db).execute(sql`select 1`);
    });
    await db
      .transaction(async (t) => {
        await queue.send("deposit-mail", { bookingId: 2 }, t as unknown as Db);
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    const rows = (await db.execute(sql`select data from ${sql.identifier(JOB_SCHEMA)}.job where name = 'deposit-mail'`)) as unknown as { rows: { data: { bookingId: number } }[] };
    expect(rows.rows.map((r) => r.data.bookingId)).toEqual([1]);
  });

  it("runs each job once, and retries one that fails until it succeeds", async () => {
    const seen: number[] = [];
    let calls = 0;
    await queue.send("mail", { n: 1 });
    await queue.send("mail", { n: 2 });
    await queue.work("mail", async (data) => {
      const { n } = data as { n: number };
      if (n === 2 && calls++ === 0) throw new Error("SMTP down");
      seen.push(n);
    });
    await until(async () => seen.length === 2, 30_000);
    expect(seen.sort()).toEqual([1, 2]);
    expect(calls).toBe(2);
    await until(async () => (await queue.counts("mail")).completed === 2);
  }, 40_000);

  it("a job written during a request runs as part of it: its handler sees the request id, not the data's envelope", async () => {
    let seen: { data: unknown; work: ReturnType<typeof currentWork> } | undefined;
    await runAs({ requestId: "req-from-phone-1" }, () => queue.send("deposit-mail", { bookingId: 7 }));
    await queue.work("deposit-mail", async (data) => {
      if ((data as { bookingId: number }).bookingId === 7) seen = { data, work: currentWork() };
    });
    await until(async () => seen !== undefined, 30_000);
    expect(seen!.data).toEqual({ bookingId: 7 });
    expect(seen!.work).toMatchObject({ requestId: "req-from-phone-1", job: { queue: "deposit-mail", id: expect.any(String) } });
  }, 40_000);
});

describe("a job whose end cannot be written", () => {
  it("does not end the process: the job runs again, and is marked completed then", async () => {
    // The database refuses the first 'completed' mark, as a pool with no free connection in a storm would.
    const client = (db as unknown as { $client: { query(text: string, values?: unknown[]): Promise<unknown> } }).$client;
    let refused = 0;
    const flaky = new Proxy(client, {
      get(target, key, receiver) {
        // PGlite keeps private fields: its own methods must run on it, not on the proxy.
        const own = Reflect.get(target, key, receiver) as unknown;
        if (key !== "query") return typeof own === "function" ? (own as (...a: unknown[]) => unknown).bind(target) : own;
        return (text: string, values?: unknown[]) =>
          /SET completed_on = \S+\.job_now\(\),\s*state = 'completed'/.test(text) && refused++ === 0
            ? Promise.reject(new Error("timeout exceeded when trying to connect"))
            : target.query(text, values);
      },
    });
    const faulty = createJobQueue(Object.create(db, { $client: { value: flaky } }) as Db, handle.kind, { log: () => {}, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
    await faulty.start();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const ran: string[] = [];
      await faulty.send("booking-mails", { bookingId: 41 });
      await faulty.work("booking-mails", async (_data, jobId) => {
        ran.push(jobId);
      });
      await until(async () => (await faulty.counts("booking-mails")).completed === 1, 15_000);
      expect(refused).toBeGreaterThan(0);
      expect(unhandled).toEqual([]);
      // Twice, as the same job: what it sends is keyed by its id, so an e-mail still goes once.
      expect(ran).toHaveLength(2);
      expect(new Set(ran).size).toBe(1);
    } finally {
      process.off("unhandledRejection", onUnhandled);
      await faulty.stop(2_000);
    }
  }, 20_000);
});
