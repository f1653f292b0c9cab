// Applies the committed SQL migrations at start-up, on PGlite and PostgreSQL alike.
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fileURLToPath } from "node:url";
import path from "node:path";
import fs from "node:fs";
import type { DatabaseHandle, Db } from "./client";
import { rowsOf } from "./rows";

/** Works from the sources (server/db) and from the bundled server (build/). */
function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, "migrations"),
    path.join(here, "..", "server", "db", "migrations"),
    path.resolve("server/db/migrations"),
  ];
  const found = candidates.find((p) => fs.existsSync(path.join(p, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
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

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === "pglite") {
    // PGlite is single-connection: no lock needed.
    await migratePglite(handle.db as never, { migrationsFolder: folder });
    return;
  }
  await handle.db.transaction(async (tx) => {
    // A migration may rewrite a big table, and waits for another process's migrations: the server's statement and
    // lock timeouts (server/db/client.ts), made for requests, do not apply to it.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local lock_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as never, { migrationsFolder: folder });
  });
}
