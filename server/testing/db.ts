// A fresh, migrated and seeded database per test file: PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set.
// Each is a copy of the run's template (db-templates.ts) when there is one.
import fs from "node:fs";
import { afterAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { runMigrations } from "../db/migrate";
import { seedDemo } from "../seed/demo";
import { TEMPLATE_ENV } from "./db-templates";
import { createPostgresDatabase } from "./postgres";
import { countQuery, runAs, type WorkContext } from "../request-context";

/** A new database on the PostgreSQL server of `base` (TEST_DATABASE_URL), empty or a copy of `template`: its URL, and how to drop it. */
export function newPostgresDatabase(base: string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return createPostgresDatabase(base, `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`, template);
}

/**
 * `countStatements`: the database counts the statements sent for the work under way, as /metrics does (onQuery), for
 * statementsOf to read.
 */
export async function freshDatabase(opts: { seed?: boolean; countStatements?: boolean } = {}): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL;
  const seed = opts.seed !== false;
  // A copy of the run's template (db-templates.ts), migrated and seeded already, or migrated only (then seeded here);
  // without one, made here.
  const seeded = seed ? process.env[TEMPLATE_ENV.seeded] : undefined;
  const template = seeded ?? process.env[TEMPLATE_ENV.empty];
  let dropDb: (() => Promise<void>) | undefined;
  const onQuery = opts.countStatements ? countQuery : undefined;
  let handle: DatabaseHandle;
  if (base) {
    const created = await newPostgresDatabase(base, "haya_test", template);
    handle = await openDatabase({ databaseUrl: created.url, dataDir: "memory://", poolSize: 4, onQuery });
    dropDb = created.drop;
  } else {
    handle = await openDatabase({ dataDir: "memory://", onQuery, ...(template ? { loadDataDir: await fs.openAsBlob(template) } : {}) });
  }
  if (!template) await runMigrations(handle);
  if (seed && !seeded) await seedDemo(handle.db);
  afterAll(async () => {
    await handle.close();
    await dropDb?.();
  });
  return handle;
}

/**
 * What `fn` answers and how many statements it sent, on a database made with `countStatements`: a test that pins them
 * fails when a change quietly adds a statement per card or section.
 */
export async function statementsOf<T>(fn: () => Promise<T>): Promise<{ value: T; statements: number }> {
  const work: WorkContext = {};
  const value = await runAs(work, fn);
  return { value, statements: work.queries ?? 0 };
}
