// Start-up migrations on the database this run tests (the embedded one, or PostgreSQL with TEST_DATABASE_URL): an older
// release refuses a database a newer one has migrated, in one line that says what to do, and changes nothing.
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPostgresDatabase } from "../testing/db";
import { openDatabase, type DatabaseHandle } from "./client";
import { DatabaseAheadError, migrationJournal, runMigrations } from "./migrate";
import { rowsOf } from "./rows";

const base = process.env.TEST_DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "haya-migrate-"));
let handle: DatabaseHandle;
let drop = async () => {};

beforeAll(async () => {
  const made = base ? await newPostgresDatabase(base, "haya_migrate") : undefined;
  if (made) drop = made.drop;
  handle = await openDatabase({ databaseUrl: made?.url, dataDir: path.join(tmp, "data"), poolSize: 2 });
});
afterAll(async () => {
  await handle.close();
  await drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const applied = async () => rowsOf<{ created_at: string }>(await handle.db.execute(sql`select created_at::text from drizzle.__drizzle_migrations order by id`)).map((r) => Number(r.created_at));

describe(`start-up migrations (${base ? "PostgreSQL" : "embedded database"})`, () => {
  it("apply every committed migration once, and again change nothing", async () => {
    await runMigrations(handle);
    const journal = migrationJournal();
    expect(await applied()).toEqual(journal.map((m) => m.when));
    await runMigrations(handle);
    expect(await applied()).toHaveLength(journal.length);
  });

  it("refuse a database that a newer release migrated, saying what to do, and change nothing", async () => {
    // What a newer release leaves: one more migration recorded, and what it did to the tables.
    const later = Math.max(...migrationJournal().map((m) => m.when)) + 86_400_000;
    await handle.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${later})`);
    await handle.db.execute(sql`alter table listings add column from_a_newer_release text`);
    const before = await applied();
    const refused = await runMigrations(handle).then(() => undefined, (e: unknown) => e);
    expect(refused).toBeInstanceOf(DatabaseAheadError);
    expect((refused as Error).message).toMatch(/migrated by a newer Haya: 1 of its migrations \(the newest from \d{4}-\d\d-\d\d\) are unknown to this release.*Start the newer release again, or restore the backup taken before the upgrade.*Nothing was changed/);
    expect(await applied()).toEqual(before);
  });
});
