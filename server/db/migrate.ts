// Applies the committed SQL migrations at start-up, on PGlite and PostgreSQL alike.
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fileURLToPath } from "node:url";
import path from "node:path";
import fs from "node:fs";
import type { DatabaseHandle } from "./client";

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
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as never, { migrationsFolder: folder });
  });
}
