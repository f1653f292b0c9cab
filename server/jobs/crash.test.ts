// Kill -9 between a booking's commit and its e-mail, or between the e-mail's delivery and the queue hearing of it: after
// a restart the e-mail is sent, exactly once. And between two return reminders (issue 36): each is sent once. The booking and its e-mail job commit together (transactional outbox);
// a job whose process died is taken again once its time runs out, and the delivery record keeps it from sending twice.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { returnDueAt } from "../../core/late-returns";
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

describe("kill -9 between two return reminders", () => {
  it("sends the day-before reminder once after a restart, and the 2-hour one once, however often the sweep runs", async () => {
    const { env, open } = await database();
    let handle = await open();
    await runMigrations(handle);
    await createJobQueue(handle.db, handle.kind, { log: () => {} }).start();
    const { listing } = await bookingsFixture([], { db: handle.db });
    const listingId = await listing({ mode: "instant" });
    // A rental out (picked up), due back by 8 PM Lagos the day after tomorrow.
    const end = addDaysIso(todayInLagos(), 2);
    const [row] = rowsOf<{ id: number }>(
      await handle.db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, pickup_time, units, status, days, price_per_day_kobo,
          rental_kobo, discount_pct, discount_kobo, service_fee_kobo, vat_kobo, deposit_kobo, total_kobo, owner_commission_kobo, owner_payout_kobo, booking_mode)
        values (${listingId}, 'renter', 'owner', ${addDaysIso(todayInLagos(), 1)}, ${end}, '10:00 AM', 1, 'active', 2, 2500000,
          5000000, 0, 0, 500000, 37500, 0, 5537500, 250000, 4750000, 'instant') returning id::int as id`),
    );
    const bookingId = row!.id;
    await handle.close();
    const due = returnDueAt(end).getTime();
    const dayBefore = new Date(due - 20 * 3_600_000);
    const twoHours = new Date(due - 90 * 60_000);

    // The sweep of the day-before window commits the reminder, then the process dies before its e-mail is sent.
    const child = await crashChild(env, ["after-reminder", dayBefore.toISOString(), "", ""]);
    expect(child.signal).toBe("SIGKILL");
    expect(Number(child.out.trim())).toBeGreaterThanOrEqual(1);

    // The restart: the sweep runs again in the same window (the next minute), then twice in the 2-hour one.
    handle = await open();
    const db = handle.db;
    const jobs = createJobQueue(db, handle.kind, { log: () => {}, pollingIntervalSeconds: 0.5, expireInSeconds: 2, superviseIntervalSeconds: 1 });
    await jobs.start();
    const services = createServices(db, { jobs, baseUrl: "https://haya.test" });
    await jobs.work("mail", services.jobHandlers.mail);
    for (const at of [dayBefore, new Date(dayBefore.getTime() + 60_000), twoHours, new Date(twoHours.getTime() + 60_000)]) await services.notifications.sweep(at);
    const reminders = () => count(db, sql`select count(*)::int as n from notifications where key like ${`booking:${bookingId}:return-%`}`);
    const mails = () => count(db, sql`select count(*)::int as n from mail_outbox where "to" = 'renter@example.com' and subject like 'Return by %'`);
    const stop = Date.now() + 20_000;
    while (Date.now() < stop && (await mails()) < 2) await new Promise((r) => setTimeout(r, 200));
    // One bell each (the day before, 2 hours before), and one e-mail each: none lost to the crash, none twice.
    expect(await reminders()).toBe(2);
    expect(await mails()).toBe(2);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await mails()).toBe(2);
    await jobs.stop(2_000);
    await handle.close();
  }, 60_000);
});
