// Kill -9 between a booking's commit and its e-mail, or between the e-mail's delivery and the queue hearing of it: after
// a restart the e-mail is sent, exactly once. The booking and its e-mail job commit together (transactional outbox);
// a job whose process died is taken again once its time runs out, and the delivery record keeps it from sending twice.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { rowsOf } from "../db/rows";
import { runMigrations } from "../db/migrate";
import { createServices } from "../services";
import { bookingsFixture } from "../testing/bookings";
import { newPostgresDatabase } from "../testing/db";
import { createJobQueue } from "./queue";

const base = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A database of its own (a PostgreSQL database, or a PGlite folder) that a child process can open after this one. */
async function database(): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }> {
  if (base) {
    const { url, drop } = await newPostgresDatabase(base, "haya_crash");
    cleanups.push(drop);
    return { env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url, dataDir: "memory://", poolSize: 4 }) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-crash-"));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }) };
}

/** Runs server/testing/crash-child.ts; resolves with what it printed once it has been killed. */
function crashChild(env: Record<string, string>, args: string[]): Promise<{ out: string; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "..", "testing", "crash-child.ts"), ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("exit", (_code, signal) => resolve({ out, signal }));
  });
}

const count = async (db: DatabaseHandle["db"], q: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(q))[0]!.n;

describe.each(["after-commit", "after-delivery"])("kill -9 %s", (moment) => {
  it("sends the booking's e-mail after a restart, exactly once", async () => {
    const { env, open } = await database();
    // The catalogue and people, written by this process and closed again (PGlite allows one process at a time).
    let handle = await open();
    await runMigrations(handle);
    await createJobQueue(handle.db, handle.kind, { log: () => {} }).start();
    const { listing } = await bookingsFixture([], { db: handle.db });
    const listingId = await listing({ mode: "instant" });
    await handle.close();

    const child = await crashChild(env, [moment, String(listingId), "renter", addDaysIso(todayInLagos(), 10)]);
    expect(child.signal).toBe("SIGKILL");
    const bookingId = Number(child.out.trim());
    expect(bookingId).toBeGreaterThan(0);

    // The restart: the same database, the queue's workers on, and a job whose process died taken again within seconds.
    handle = await open();
    const db = handle.db;
    const jobs = createJobQueue(db, handle.kind, { log: () => {}, pollingIntervalSeconds: 0.5, expireInSeconds: 2, superviseIntervalSeconds: 1 });
    await jobs.start();
    const services = createServices(db, { jobs, baseUrl: "https://haya.test" });
    const mails = () => count(db, sql`select count(*)::int as n from mail_outbox where text like ${`%/bookings/${bookingId}%`}`);
    const before = await mails();
    expect(before).toBe(moment === "after-commit" ? 0 : 1);
    await jobs.work("booking-mails", services.jobHandlers["booking-mails"]);
    const end = Date.now() + 20_000;
    while (Date.now() < end && ((await jobs.counts("booking-mails")).completed ?? 0) < 1) await new Promise((r) => setTimeout(r, 200));
    expect(await jobs.counts("booking-mails")).toEqual({ completed: 1 });
    expect(await mails()).toBe(1);
    await jobs.stop(2_000);
    await handle.close();
  }, 60_000);
});
