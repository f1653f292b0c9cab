// pg-boss's schema installed on a new PostgreSQL database while another session is creating the same schema (another
// process starting at the same moment): the queue starts, installed, instead of failing on the unique violation
// PostgreSQL raises when a `CREATE SCHEMA IF NOT EXISTS` waits behind an uncommitted `CREATE SCHEMA`.
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import { describe, expect, it, onTestFinished } from "vitest";
import { rowsOf } from "../db/rows";
import { freshDatabase } from "../testing/db";
import { createJobQueue, JOB_SCHEMA } from "./queue";

const handle = await freshDatabase({ seed: false });

describe.runIf(handle.kind === "postgres")("installing the job queue", () => {
  it("starts when another session creates its schema at the same moment, and runs a job", async () => {
    const other = await (handle.db as unknown as { $client: Pool }).$client.connect();
    await other.query(`begin; create schema ${JOB_SCHEMA}`);
    const queue = createJobQueue(handle.db, handle.kind, { log: () => {}, pollingIntervalSeconds: 0.5 });
    onTestFinished(() => queue.stop(2_000));
    const starting = queue.start();
    // The install waits on the other session's schema, then finds it committed.
    await new Promise((r) => setTimeout(r, 500));
    await other.query("commit");
    other.release();
    await starting;
    const [version] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.version`));
    expect(version!.n).toBe(1);
    const ran = new Promise<unknown>((resolve) => void queue.work("mail", async (data) => resolve(data)));
    await queue.send("mail", { to: "ada@example.com" });
    await expect(ran).resolves.toMatchObject({ to: "ada@example.com" });
  });
});
