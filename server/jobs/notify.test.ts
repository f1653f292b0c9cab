// A new job wakes its idle worker at once (LISTEN/NOTIFY) instead of waiting for the next look, on the database this run
// tests (embedded, or PostgreSQL with TEST_DATABASE_URL): idle workers then look for jobs only every few seconds, which
// spares the database dozens of queries a second, and a job written in a transaction still runs only once it commits.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { freshDatabase } from "../testing/db";
import { createJobQueue } from "./queue";

const handle = await freshDatabase({ seed: false });
const warnings: string[] = [];
const queue = createJobQueue(handle.db, handle.kind, { log: (level, msg) => void (level !== "info" && warnings.push(msg)) });
const ran = new Map<string, number>();

beforeAll(async () => {
  await queue.work("sms", async (data) => void ran.set((data as { key: string }).key, Date.now()));
  // Past the worker's first look: from here on it is idle, and looks again only after its backstop (10 s).
  await new Promise((r) => setTimeout(r, 2_500));
});
afterAll(() => queue.stop(2_000));

const runOf = async (key: string, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!ran.has(key) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return ran.get(key);
};

describe(`new jobs wake their workers (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "embedded database"})`, () => {
  it("a job sent is taken within a second, without waiting for the worker's next look", async () => {
    const sent = Date.now();
    await queue.send("sms", { key: "now" });
    const at = await runOf("now");
    expect(at).toBeDefined();
    expect(at! - sent).toBeLessThan(1_000);
  });

  it("a job written in a transaction is taken when the transaction commits, not before, and at once then", async () => {
    let committed = 0;
    await handle.db.transaction(async (t) => {
      await queue.send("sms", { key: "in-tx" }, t as unknown as Db);
      await (t as unknown as Db).execute(sql`select pg_sleep(1)`);
      committed = Date.now();
    });
    const at = await runOf("in-tx");
    expect(at).toBeDefined();
    expect(at!).toBeGreaterThanOrEqual(committed - 50);
    expect(at! - committed).toBeLessThan(1_000);
    expect(warnings).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("a listening connection the server closed is opened again, and wakes workers as before", async () => {
    const cut = await handle.db.execute(sql`select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`);
    expect((cut as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    // Opened again a second later.
    await new Promise((r) => setTimeout(r, 2_000));
    const sent = Date.now();
    await queue.send("sms", { key: "after-cut" });
    const at = await runOf("after-cut");
    expect(at).toBeDefined();
    expect(at! - sent).toBeLessThan(1_000);
  });
});
