// The unit tests' database templates (vitest.config.ts globalSetup): one migrated database, and one migrated and seeded
// with the demo data, made once per run instead of once per test file. freshDatabase (db.ts) copies one for each file:
// on PostgreSQL with CREATE DATABASE … TEMPLATE, on PGlite from a dump of its files (loadDataDir). Each copy is a
// database of its own, as before; only the time to migrate and seed it is saved.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { seedDemo } from "../seed/demo";
import { createPostgresDatabase } from "./postgres";

/** Where freshDatabase finds the templates: a PostgreSQL database name, or a PGlite dump's file. */
export const TEMPLATE_ENV = { empty: "HAYA_TEST_TEMPLATE_EMPTY", seeded: "HAYA_TEST_TEMPLATE_SEEDED" } as const;

export default function makeTemplates(): Promise<() => Promise<void>> {
  return makeTemplatesOf(["empty", "seeded"]);
}

/**
 * The templates of `kinds` only. Runs whose clock is moved (npm run test:dates) take the migrated one alone: the demo
 * data's dates are taken from today, so each file seeds its own copy (db-template-migrated.ts).
 */
export async function makeTemplatesOf(kinds: readonly ("empty" | "seeded")[]): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  const undo: (() => Promise<void>)[] = [];
  for (const kind of kinds) {
    if (base) {
      const name = `haya_template_${kind}_${process.pid}`;
      const created = await createPostgresDatabase(base, name);
      const handle = await openDatabase({ databaseUrl: created.url, dataDir: "memory://", poolSize: 2 });
      await runMigrations(handle);
      if (kind === "seeded") await seedDemo(handle.db);
      // A template is copied only while no one is connected to it.
      await handle.close();
      process.env[TEMPLATE_ENV[kind]] = name;
      undo.push(created.drop);
    } else {
      const handle = await openDatabase({ dataDir: "memory://" });
      await runMigrations(handle);
      if (kind === "seeded") await seedDemo(handle.db);
      const dump = await handle.pglite!.dumpDataDir("none");
      await handle.close();
      const file = path.join(os.tmpdir(), `haya-template-${kind}-${process.pid}.tar`);
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      process.env[TEMPLATE_ENV[kind]] = file;
      undo.push(async () => fs.rmSync(file, { force: true }));
    }
  }
  return async () => {
    for (const u of undo) await u();
  };
}
