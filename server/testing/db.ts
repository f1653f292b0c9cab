// A fresh, migrated and seeded database per test file: PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set.
import { afterAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { seedDemo } from "../db/seed/demo";
import { createPostgresDatabase } from "./postgres";

/** A new, empty database on the PostgreSQL server of `base` (TEST_DATABASE_URL): its URL, and how to drop it. */
export function newPostgresDatabase(base: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgresDatabase(base, `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`);
}

export async function freshDatabase(opts: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL;
  let dropDb: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle;
  if (base) {
    const created = await newPostgresDatabase(base, "haya_test");
    handle = await openDatabase({ databaseUrl: created.url, dataDir: "memory://", poolSize: 4 });
    dropDb = created.drop;
  } else {
    handle = await openDatabase({ dataDir: "memory://" });
  }
  await runMigrations(handle);
  if (opts.seed !== false) await seedDemo(handle.db);
  afterAll(async () => {
    await handle.close();
    await dropDb?.();
  });
  return handle;
}
