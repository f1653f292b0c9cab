// npm run backup and npm run restore, on the database this run tests (the embedded one, or PostgreSQL with
// TEST_DATABASE_URL): the demo catalogue plus a paid booking and uploaded photos, backed up and restored into an empty
// database, where every row and photo is found again, identical; and the restores that must be refused, refused whole.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { openDatabase, type Db } from "../db/client";
import { isDatabaseReady, runMigrations } from "../db/migrate";
import { lockFileOf } from "../db/pglite-lock";
import { rowsOf } from "../db/rows";
import { seedDemo } from "../seed/demo";
import { createJobQueue } from "../jobs/queue";
import { localStorage, memoryStorage } from "../features/media/storage";
import { createServices } from "../services";
import { newPostgresDatabase } from "../testing/db";
import { createBackup, pruneBackups } from "./backup";
import { compareInventory } from "./inventory";
import type { Inventory } from "./manifest";
import { MANIFEST, type Manifest } from "./manifest";
import { restoreBackup } from "./restore";

const base = process.env.TEST_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "haya-backup-"));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Place {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** An empty database of its own that the backup code opens itself, as the CLI does: a PGlite folder, or a new PostgreSQL database. */
async function emptyDatabase(name: string): Promise<Place> {
  const dataDir = path.join(tmp, name);
  if (!base) return { databaseUrl: undefined, dataDir };
  const created = await newPostgresDatabase(base, `haya_backup_${name}`);
  drops.push(created.drop);
  return { databaseUrl: created.url, dataDir };
}

const open = (p: Place) => openDatabase({ databaseUrl: p.databaseUrl, dataDir: p.dataDir, poolSize: 2 });
const originalsOf = (p: Place) => localStorage(path.join(p.dataDir, "media"));

/** What a person and the books would miss: every row of these tables, as JSON, in order. */
const WATCHED = ["users", "listings", "listing_photos", "bookings", "booking_events", "payments", "payment_events", "ledger_entries"] as const;
async function contents(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of WATCHED) {
    out[table] = rowsOf<{ j: string }>(await db.execute(sql`select row_to_json(r)::text as j from ${sql.identifier(table)} r order by r.id`)).map((r) => r.j);
  }
  return out;
}
const contentsOf = async (p: Place) => {
  const handle = await open(p);
  try {
    return await contents(handle.db);
  } finally {
    await handle.close();
  }
};

async function isEmpty(p: Place): Promise<boolean> {
  if (!p.databaseUrl) return !fs.existsSync(path.join(p.dataDir, "pglite"));
  const handle = await open(p);
  try {
    const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle', 'job_queue', 'pgboss')`));
    return row!.n === 0;
  } finally {
    await handle.close();
  }
}

const photo = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer();

let source: Place;
let before: Record<string, string[]>;
let photoKeys: string[];
let backup: { dir: string; manifest: Manifest };
let seededBookings = 0;
const backups = path.join(tmp, "backups");

beforeAll(async () => {
  source = await emptyDatabase("source");
  const handle = await open(source);
  await runMigrations(handle);
  await seedDemo(handle.db);
  // The demo catalogue's reviews come with their completed bookings (no payments): the test's own booking is one more.
  seededBookings = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from bookings`))[0]!.n;
  // pg-boss's schema and tables, as a running Haya has them.
  const jobs = createJobQueue(handle.db, handle.kind, { log: () => {} });
  await jobs.start();
  await jobs.stop();
  // Nothing listens on port 9: the sandbox's webhook goes nowhere, and the payment is settled on the renter's return.
  const services = createServices(handle.db, { baseUrl: "http://127.0.0.1:9", media: { originals: originalsOf(source), cache: memoryStorage() } });
  const [listing] = rowsOf<{ id: number; owner: string }>(
    await handle.db.execute(sql`select id::int, owner_id as owner from listings where booking_mode = 'instant' and status = 'published' and caution_deposit_kobo > 0 and not requires_verified_id order by id limit 1`),
  );
  const renter = "demo-renter-01";
  await services.listings.addPhoto(listing!.owner, listing!.id, await photo("#0f766e"));
  const avatar = await services.accounts.setAvatar(renter, await photo("#b45309"));
  const today = todayInLagos();
  const booking = await services.bookings.createBooking({ listingId: listing!.id, renterId: renter, startDate: addDaysIso(today, 10), endDate: addDaysIso(today, 12), pickupTime: "9:00 AM", units: 1 });
  const { reference } = await services.payments.startCheckout({ bookingId: booking.id, renterId: renter });
  await services.payments.answerSandbox(reference, "success");
  expect(await services.payments.settle(reference)).toEqual({ bookingId: booking.id, status: "success" });
  const [uploaded] = rowsOf<{ key: string }>(await handle.db.execute(sql`select storage_key as key from listing_photos where listing_id = ${listing!.id} and storage_key like 'listings/%'`));
  // A condition photo of the booking (recorded as a claim records its photos): evidence that must come back too.
  const condition = await services.bookingPhotos.storePhoto(booking.id, await photo("#1d4ed8"));
  await handle.db.transaction((tx) => services.bookingPhotos.insertPhoto(tx, { bookingId: booking.id, userId: renter, stage: "pickup", ...condition }));
  photoKeys = [uploaded!.key, avatar!, condition.storageKey].map((k) => `originals/${k}`);
  before = await contents(handle.db);
  await handle.close();
  // The test is only worth something if there is something to lose.
  expect(before.bookings).toHaveLength(seededBookings + 1);
  expect(before.payments).toHaveLength(1);
  expect(before.ledger_entries!.length).toBeGreaterThanOrEqual(4);

  backup = await createBackup({ ...source, originals: originalsOf(source), originalsName: "DATA_DIR/media", folder: backups, keep: 14 });
}, 90_000);

describe(`backup and restore (${base ? "PostgreSQL" : "embedded database"})`, () => {
  it("makes one folder named for the time: the database's copy, the photo originals and a manifest of both", () => {
    expect(path.basename(backup.dir)).toMatch(/^haya-\d{8}T\d{6}Z$/);
    expect(fs.readdirSync(backups)).toEqual([path.basename(backup.dir)]);
    const m = JSON.parse(fs.readFileSync(path.join(backup.dir, MANIFEST), "utf8")) as Manifest;
    expect(m.database).toMatchObject({ kind: base ? "postgres" : "pglite", file: base ? "database.pgdump" : "database.tar.gz" });
    expect(m.migrations.applied).toBeGreaterThan(10);
    expect(m.tables["public.bookings"]!.rows).toBe(seededBookings + 1);
    expect(m.tables["public.payments"]!.rows).toBe(1);
    expect(m.tables["public.ledger_entries"]!.rows).toBe(before.ledger_entries!.length);
    expect(m.tables["public.listings"]!.rows).toBe(357);
    expect(Object.keys(m.tables)).toContain("job_queue.job");
    // The uploaded photos are copied; the demo's drawn ones have no original to copy.
    expect(m.photos).toMatchObject({ count: 3, missing: [] });
    expect(Object.keys(m.files).sort()).toEqual([m.database.file, ...photoKeys.map((k) => `media/${k}`)].sort());
  });

  it("restores into an empty database every booking, payment, ledger line, person, listing and photo, identical, and Haya starts on it", async () => {
    const target = await emptyDatabase("restored");
    const lines: string[] = [];
    await restoreBackup({ backup: backup.dir, ...target, originals: originalsOf(target), log: (l) => lines.push(l) });
    expect(lines.at(-1)).toMatch(/^Restore complete/);
    for (const key of photoKeys) expect(await originalsOf(target).read(key)).toEqual(await originalsOf(source).read(key));
    let handle = await open(target);
    try {
      expect(await contents(handle.db)).toEqual(before);
      // Start-up finds every migration applied, and new rows follow the restored ids.
      expect(await isDatabaseReady(handle.db)).toBe(true);
      await runMigrations(handle);
      const [next] = rowsOf<{ id: number }>(await handle.db.execute(sql`select nextval(pg_get_serial_sequence('bookings', 'id'))::int as id`));
      expect(next!.id).toBeGreaterThan(JSON.parse(before.bookings!.at(-1)!).id);
      // A change made since the restore.
      await handle.db.execute(sql`update users set name = 'Someone Else' where id = 'demo-renter-02'`);
    } finally {
      await handle.close();
    }

    // A second restore into it is refused, and changes nothing.
    await expect(restoreBackup({ backup: backup.dir, ...target, originals: originalsOf(target) })).rejects.toThrow(base ? /is not empty.*--force.*Nothing was changed/ : /already holds a database.*--force.*Nothing was changed/);
    handle = await open(target);
    const renamed = (await contents(handle.db)).users!.find((u) => u.includes("Someone Else"));
    await handle.close();
    expect(renamed).toContain('"id":"demo-renter-02"');

    if (base) {
      // Not while the site (here, one open connection) still uses the database.
      const running = await open(target);
      await running.db.execute(sql`select 1`);
      await expect(restoreBackup({ backup: backup.dir, ...target, originals: originalsOf(target), force: true })).rejects.toThrow(/1 other sessions are connected to .* \(is Haya still running\?\).*Nothing was changed/);
      await running.close();
    }

    // --force puts the backup in its place.
    await restoreBackup({ backup: backup.dir, ...target, originals: originalsOf(target), force: true });
    expect(await contentsOf(target)).toEqual(before);
    if (!base) expect(fs.readdirSync(target.dataDir).filter((f) => f.startsWith("pglite.before-restore-"))).toHaveLength(1);
  });

  it("refuses a truncated or damaged backup, or one of a newer Haya, with a clear message, and changes nothing", async () => {
    const target = await emptyDatabase("untouched");
    const attempt = async (damage: (dir: string) => void) => {
      const copy = path.join(tmp, `damaged-${Math.random().toString(36).slice(2)}`);
      fs.cpSync(backup.dir, copy, { recursive: true });
      damage(copy);
      return restoreBackup({ backup: copy, ...target, originals: originalsOf(target) });
    };
    const dbFile = backup.manifest.database.file;
    await expect(attempt((d) => fs.truncateSync(path.join(d, dbFile), 1000))).rejects.toThrow(new RegExp(`cannot be restored: 1 file damaged or missing: ${dbFile.replace(".", "\\.")} has 1,000 bytes, not the [\\d,]+ bytes it had \\(a truncated copy\\?\\)\\. Nothing was changed\\.`));
    await expect(
      attempt((d) => {
        const p = path.join(d, "media", photoKeys[0]!);
        const bytes = fs.readFileSync(p);
        const middle = bytes.length >> 1;
        bytes[middle] = bytes[middle]! ^ 0xff;
        fs.writeFileSync(p, bytes);
      }),
    ).rejects.toThrow(/media\/originals\/listings\/.* is damaged \(its SHA-256 is not the one it had\)/);
    await expect(attempt((d) => fs.rmSync(path.join(d, MANIFEST)))).rejects.toThrow(/has no manifest\.json, so it is not a Haya backup or its copy is incomplete/);
    await expect(
      attempt((d) => {
        const m = JSON.parse(fs.readFileSync(path.join(d, MANIFEST), "utf8")) as Manifest;
        m.migrations = { applied: m.migrations.applied + 1, latest: "9999_from_the_future", when: Date.now() + 1e12 };
        fs.writeFileSync(path.join(d, MANIFEST), JSON.stringify(m));
      }),
    ).rejects.toThrow(/at migration 9999_from_the_future .* newer than this Haya's .*update Haya/);
    expect(await isEmpty(target)).toBe(true);
    expect(fs.existsSync(path.join(target.dataDir, "media"))).toBe(false);
  });

  it("npm run restore says why in one line and exits 1", async () => {
    const copy = path.join(tmp, "cli-damaged");
    fs.cpSync(backup.dir, copy, { recursive: true });
    fs.truncateSync(path.join(copy, backup.manifest.database.file), 10);
    const target = await emptyDatabase("cli");
    const run = await new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [path.resolve("scripts/command.mjs"), "backup", "restore", copy], {
        env: { ...process.env, DATABASE_URL: target.databaseUrl ?? "", DATA_DIR: target.dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      let err = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (err += d.toString()));
      child.on("error", reject);
      child.on("exit", (code) => resolve({ code, out, err }));
    });
    expect(run.code).toBe(1);
    expect(run.err.trim().split("\n")).toEqual([expect.stringMatching(/^Restore failed: .*cli-damaged cannot be restored: .*truncated copy.*Nothing was changed\.$/)]);
    expect(await isEmpty(target)).toBe(true);
  });

  it.runIf(!base)("refuses to copy the embedded database while another process (a running Haya) holds it", async () => {
    const lock = lockFileOf(source.dataDir);
    fs.writeFileSync(lock, `${process.ppid}\n`);
    try {
      const folder = path.join(tmp, "refused");
      await expect(createBackup({ ...source, originals: originalsOf(source), originalsName: "media", folder, keep: 0 })).rejects.toThrow(
        new RegExp(`in use by process ${process.ppid} \\(a running Haya\\?\\).*Stop that process first`),
      );
      // Nothing half-made is left behind.
      expect(fs.readdirSync(folder)).toEqual([]);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  });

  it.runIf(!!base)("says in one line that pg_dump is missing, or older than the server", async () => {
    const bin = path.join(tmp, "old-bin");
    fs.mkdirSync(bin);
    const env = { ...process.env, PATH: bin };
    const attempt = () => createBackup({ ...source, originals: originalsOf(source), originalsName: "media", folder: path.join(tmp, "no-tools"), keep: 0, env });
    await expect(attempt()).rejects.toThrow(/^pg_dump was not found: install PostgreSQL's client programs, as new as the server/);
    fs.writeFileSync(path.join(bin, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 12.22'\n", { mode: 0o755 });
    await expect(attempt()).rejects.toThrow(/^pg_dump 12\.22 is older than the server \(PostgreSQL \d+\.\d+\): install PostgreSQL \d+'s client programs/);
    expect(fs.readdirSync(path.join(tmp, "no-tools"))).toEqual([]);
  });
});

describe("a restore into PostgreSQL is one transaction", () => {
  /** pg_restore stood in for by a script that writes `sql` and exits with `code`: psql and the database are real. */
  async function restoreWith(sqlText: string, code: number, stderr = "") {
    const bin = fs.mkdtempSync(path.join(tmp, "fake-bin-"));
    fs.writeFileSync(
      path.join(bin, "pg_restore"),
      `#!/bin/sh\ncase "$1" in\n  --version) echo "pg_restore (PostgreSQL) 99.0" ;;\n  --list) echo "1; 2 3 TABLE public half x" ;;\n  *) printf '%s\\n' "${sqlText}"; echo "${stderr}" >&2; exit ${code} ;;\nesac\n`,
      { mode: 0o755 },
    );
    const target = await emptyDatabase(`tx_${path.basename(bin).replace(/\W/g, "").toLowerCase()}`);
    const attempt = restoreBackup({ backup: backup.dir, ...target, originals: memoryStorage(), env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } });
    return { attempt, target };
  }

  it.runIf(!!base)("keeps nothing of a restore that pg_restore gave up halfway", async () => {
    const { attempt, target } = await restoreWith("CREATE TABLE public.half (x int); INSERT INTO public.half VALUES (1);", 1, "pg_restore: error: could not read from input file: end of file");
    await expect(attempt).rejects.toThrow(/pg_restore failed, and the restore was rolled back, so the database is as it was: pg_restore: error: could not read from input file: end of file/);
    expect(await isEmpty(target)).toBe(true);
  });

  it.runIf(!!base)("keeps nothing of a restore that stopped at an SQL error", async () => {
    const { attempt, target } = await restoreWith("CREATE TABLE public.half (x int); SELECT * FROM nowhere;", 0);
    await expect(attempt).rejects.toThrow(/the restore failed and was rolled back, so the database is as it was: .*relation "nowhere" does not exist/);
    expect(await isEmpty(target)).toBe(true);
  });
});

describe("comparing a restored database with its manifest", () => {
  const want: Inventory = {
    tables: { "public.bookings": { rows: 2, checksum: "10" }, "public.payments": { rows: 1, checksum: "5" } },
    sequences: { "public.bookings_id_seq": "2" },
    migrations: { applied: 14, latest: "0013_x", when: 1 },
  };
  it("agrees on an identical database", () => {
    expect(compareInventory(want, structuredClone(want))).toEqual([]);
  });
  it("names every table whose rows, contents or presence differ, and sequences behind", () => {
    const got: Inventory = {
      tables: { "public.bookings": { rows: 1, checksum: "7" }, "public.refunds": { rows: 0, checksum: "0" } },
      sequences: { "public.bookings_id_seq": "1" },
      migrations: { applied: 13, latest: "0012_y", when: 0 },
    };
    expect(compareInventory(want, got)).toEqual([
      "public.bookings: 1 rows, the backup has 2",
      "public.payments: missing (1 rows in the backup)",
      "public.refunds: a table the backup does not have",
      "sequence public.bookings_id_seq: at 1, the backup's at 2",
      "migrations: 13 applied, the backup has 14",
    ]);
    expect(compareInventory(want, { ...want, tables: { ...want.tables, "public.payments": { rows: 1, checksum: "6" } } })).toEqual(["public.payments: the rows differ from the backup's"]);
  });
});

describe("keeping BACKUP_KEEP backups", () => {
  it("removes the oldest beyond the number kept, and what a backup that died halfway left a day ago, and nothing else", () => {
    const folder = path.join(tmp, "kept");
    const names = ["haya-20261120T020000Z", "haya-20261121T020000Z", "haya-20261122T020000Z", "haya-20261123T020000Z"];
    for (const n of names) {
      fs.mkdirSync(path.join(folder, n), { recursive: true });
      fs.writeFileSync(path.join(folder, n, MANIFEST), "{}");
    }
    fs.mkdirSync(path.join(folder, "haya-20261101T020000Z")); // no manifest: not a backup of ours to delete
    fs.mkdirSync(path.join(folder, "photos-by-hand"));
    const stale = path.join(folder, ".haya-20261119T020000Z.partial");
    const running = path.join(folder, ".haya-20261123T030000Z.partial");
    fs.mkdirSync(stale);
    fs.mkdirSync(running);
    fs.utimesSync(stale, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 2 * 86_400_000));

    expect(pruneBackups(folder, 2, "haya-20261123T020000Z")).toEqual(["haya-20261121T020000Z", "haya-20261120T020000Z"]);
    expect(fs.readdirSync(folder).sort()).toEqual([".haya-20261123T030000Z.partial", "haya-20261101T020000Z", "haya-20261122T020000Z", "haya-20261123T020000Z", "photos-by-hand"]);
    expect(pruneBackups(folder, 0, "haya-20261123T020000Z")).toEqual([]);
  });
});
