// Applies the committed SQL migrations at start-up, on PGlite and PostgreSQL alike.
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import fs from "node:fs";
import { openDatabase, type DatabaseHandle, type Db, type OpenOptions } from "./client";
import { appRoot } from "../paths";
import { rowsOf } from "./rows";

/** server/db/migrations under Haya's folder: in a checkout and in a release (which carries them at the same place). */
function migrationsFolder(): string {
  const folder = path.join(appRoot(), "server", "db", "migrations");
  if (!fs.existsSync(path.join(folder, "meta", "_journal.json"))) throw new Error(`Migrations folder not found (looked in ${folder})`);
  return folder;
}

/** The committed migrations, oldest first: each one's name and the `when` drizzle records as its `created_at` once applied. */
export function migrationJournal(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * Whether the database answers and has every committed migration (GET /readyz): a load balancer sends no requests to a
 * process whose database is down or still behind its code. Read from drizzle's own record of applied migrations.
 */
export async function isDatabaseReady(db: Db): Promise<boolean> {
  try {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
    return (row?.n ?? 0) >= (expected ??= migrationJournal().length);
  } catch {
    return false;
  }
}
let expected: number | undefined;

// Any fixed number: several app processes starting together take turns migrating.
const MIGRATION_LOCK = 7_421_001;

/**
 * A database migrated by a newer Haya than this one. Migrations are forward-only: a release never runs on tables it does
 * not know (a column it leaves out may be NOT NULL, a state it has never seen may be in a row), so it refuses to start.
 */
export class DatabaseAheadError extends Error {
  constructor(unknown: number, newest: Date) {
    super(
      `This database was migrated by a newer Haya: ${unknown} of its migrations (the newest from ${newest.toISOString().slice(0, 10)}) are unknown to this release, which refuses to run on tables it does not know. Start the newer release again, or restore the backup taken before the upgrade (docs/deploy.md, 'Rolling back'). Nothing was changed.`,
    );
    this.name = "DatabaseAheadError";
  }
}

/** Refuses a database that holds migrations newer than this code's last one (drizzle records each by its `when`). */
async function refuseNewerDatabase(db: Db): Promise<void> {
  const [table] = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`));
  if (!table?.found) return;
  const last = Math.max(0, ...migrationJournal().map((m) => m.when));
  const [ahead] = rowsOf<{ n: number; newest: string | null }>(
    await db.execute(sql`select count(*)::int as n, max(created_at)::text as newest from drizzle.__drizzle_migrations where created_at > ${last}`),
  );
  if (ahead && ahead.n > 0) throw new DatabaseAheadError(ahead.n, new Date(Number(ahead.newest)));
}

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === "pglite") {
    // PGlite is single-connection: no lock needed.
    await refuseNewerDatabase(handle.db);
    await migratePglite(handle.db as never, { migrationsFolder: folder });
    return;
  }
  await handle.db.transaction(async (tx) => {
    // A migration may rewrite a big table, and waits for another process's migrations: the server's statement and
    // lock timeouts (server/db/client.ts), made for requests, do not apply to it.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local lock_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await refuseNewerDatabase(tx as unknown as Db);
    await migratePg(tx as never, { migrationsFolder: folder });
  });
}

/**
 * Migrations take as long as they take (an index over a million listings: 10-30 s). On PostgreSQL the pool's client-side
 * query timeout, made for requests, would end one after DB_STATEMENT_TIMEOUT_MS and stop the start-up, so they run on a
 * connection of their own without it; PGlite has no timeouts (and one connection).
 */
export async function migrateUntimed(opts: OpenOptions, handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== "postgres" || !opts.timeouts) return runMigrations(handle);
  const own = await openDatabase({ ...opts, timeouts: undefined, poolSize: 1, onQuery: undefined });
  try {
    await runMigrations(own);
  } finally {
    await own.close();
  }
}
