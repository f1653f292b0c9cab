// `npm run restore -- <backup>`: a backup into an empty database (or, with --force, in place of what is there), its
// photo originals into storage, and a check that the database now holds exactly what the manifest says. The backup is
// checked whole before anything is touched, and the database gets all of it or none.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { lockDataDir } from "../db/pglite-lock";
import { rowsOf } from "../db/rows";
import type { MediaStorage } from "../features/media/storage";
import { checkMigrationLevel, compareInventory, inHayaSchemas, takeInventory } from "./inventory";
import { BackupError, describeCounts, readBackup, type Inventory, type Manifest } from "./manifest";
import { describeDatabase, pgRestore, pgRestoreList, toolVersion, type Env } from "./pg-tools";
import { restorePhotos } from "./photos";

export interface RestoreOptions {
  /** The backup's folder (haya-<time>). */
  backup: string;
  /** DATABASE_URL; unset: the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  originals: MediaStorage;
  /** Replace a database that is not empty (PostgreSQL: Haya's schemas; PGlite: DATA_DIR/pglite, kept aside). */
  force?: boolean;
  log?: (line: string) => void;
  env?: Env;
}

/** A database checked as fit to restore into (empty, or --force), and how to restore into it. */
interface Target {
  /** Restores the database and returns what it then holds, or throws when that differs from the manifest. */
  restore(log: (line: string) => void): Promise<Inventory>;
}

function checkAgainst(manifest: Manifest, got: Inventory, state: string): Inventory {
  const differences = compareInventory(manifest, got);
  if (differences.length > 0) throw new BackupError(`the restored database does not match the backup's manifest (${state}): ${differences.slice(0, 5).join("; ")}`);
  return got;
}

/** `pg_dump 15.20` → 15 */
const majorOf = (version: string | undefined) => Number(/(\d+)/.exec(version ?? "")?.[1] ?? 0);

async function postgresTarget(o: RestoreOptions & { databaseUrl: string }, manifest: Manifest): Promise<Target> {
  const env = o.env ?? process.env;
  const where = describeDatabase(o.databaseUrl);
  const handle = await openDatabase({ databaseUrl: o.databaseUrl, dataDir: o.dataDir, poolSize: 1 });
  let replacing = false;
  try {
    const [server] = rowsOf<{ version: string; num: number }>(await handle.db.execute(sql`select current_setting('server_version') as version, current_setting('server_version_num')::int as num`));
    const made = majorOf(manifest.database.serverVersion);
    if (made > Math.floor(server!.num / 10_000)) {
      throw new BackupError(`this backup is of PostgreSQL ${manifest.database.serverVersion} and ${where} runs ${server!.version.split(" ")[0]}: restore it into PostgreSQL ${made} or newer. Nothing was changed.`);
    }
    const [used] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname in (${inHayaSchemas})`),
    );
    if (used!.n > 0) {
      if (!o.force) {
        throw new BackupError(
          `${where} is not empty (${used!.n} tables and sequences in Haya's schemas): a restore goes into an empty database. Create one (createdb) and point DATABASE_URL at it, or add --force to replace this one's contents. Nothing was changed.`,
        );
      }
      // A session that has just closed lingers for a moment on the server; one that stays is a running app.
      let others = 0;
      for (let tries = 0; tries < 10; tries++) {
        const [row] = rowsOf<{ n: number }>(
          await handle.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`),
        );
        others = row!.n;
        if (others === 0) break;
        await new Promise((r) => setTimeout(r, 300));
      }
      if (others > 0) throw new BackupError(`${others} other sessions are connected to ${where} (is Haya still running?): stop them before replacing the database. Nothing was changed.`);
      replacing = true;
    }
  } finally {
    await handle.close();
  }
  const archiveMajor = majorOf(manifest.database.dumpVersion);
  await toolVersion("pg_restore", env, { major: archiveMajor, what: `the pg_dump that made this backup (${manifest.database.dumpVersion})` });
  await toolVersion("psql", env, { major: archiveMajor, what: `the pg_dump that made this backup (${manifest.database.dumpVersion})` });
  const file = path.join(o.backup, manifest.database.file);
  const toc = await pgRestoreList(file, env);

  return {
    async restore(log) {
      // The schema `public` is in every database already: its CREATE is left out, and so are the comments on it and on the
      // extensions, which only their owner may write (an administrator, where extensions were created for Haya).
      const list = toc
        .split("\n")
        .filter((l) => !/^\d+;.*\b(SCHEMA - public|COMMENT - SCHEMA public|COMMENT - EXTENSION)\b/.test(l))
        .join("\n");
      const listFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "haya-restore-")), "toc.list");
      fs.writeFileSync(listFile, list);
      // Empty of tables, drizzle's and pg-boss's schemas may still be there: they go, as does everything with --force.
      const prelude = [`DROP SCHEMA IF EXISTS drizzle, job_queue, pgboss CASCADE;`, ...(replacing ? [`DROP SCHEMA IF EXISTS public CASCADE;`, `CREATE SCHEMA public;`] : [])].join(" ");
      try {
        log(`Restoring into the PostgreSQL database ${where}${replacing ? " (replacing what it held)" : ""}`);
        await pgRestore({ databaseUrl: o.databaseUrl, file, list: listFile, prelude, env });
      } finally {
        fs.rmSync(path.dirname(listFile), { recursive: true, force: true });
      }
      const check = await openDatabase({ databaseUrl: o.databaseUrl, dataDir: o.dataDir, poolSize: 1 });
      try {
        return checkAgainst(manifest, await check.db.transaction((tx) => takeInventory(tx)), "it holds the backup as restored: look before using it");
      } finally {
        await check.close();
      }
    },
  };
}

/**
 * The embedded database is loaded into a folder beside DATA_DIR/pglite and checked against the manifest there; only then
 * does it take DATA_DIR/pglite's place (what was there, with --force, is kept as pglite.before-restore-<time>).
 */
function pgliteTarget(o: RestoreOptions, manifest: Manifest): Target {
  const live = path.join(o.dataDir, "pglite");
  const replacing = fs.existsSync(live) && fs.readdirSync(live).length > 0;
  if (replacing && !o.force) {
    throw new BackupError(
      `${live} already holds a database: a restore goes into an empty one. Point DATA_DIR at an empty folder, or add --force to put this one aside (kept as pglite.before-restore-<time>) and restore in its place. Nothing was changed.`,
    );
  }
  return {
    async restore(log) {
      log(`Restoring into the embedded database in ${o.dataDir}${replacing ? " (the one there is kept aside)" : ""}`);
      const staging = path.join(o.dataDir, `.restore-${process.pid}`);
      fs.rmSync(staging, { recursive: true, force: true });
      try {
        const handle = await openDatabase({ dataDir: staging, loadDataDir: await fs.openAsBlob(path.join(o.backup, manifest.database.file)) });
        let got: Inventory;
        try {
          got = checkAgainst(manifest, await handle.db.transaction((tx) => takeInventory(tx)), `${live} was left as it was`);
        } finally {
          await handle.close();
        }
        if (replacing) {
          const aside = `${live}.before-restore-${new Date().toISOString().replace(/[-:]|\.\d+/g, "")}`;
          fs.renameSync(live, aside);
          log(`  the database that was there is now ${aside}: delete it once the restore is checked`);
        } else {
          fs.rmSync(live, { recursive: true, force: true });
        }
        fs.renameSync(path.join(staging, "pglite"), live);
        return got;
      } finally {
        fs.rmSync(staging, { recursive: true, force: true });
      }
    },
  };
}

/** Restores the backup; throws BackupError (saying whether anything changed) when it cannot. */
export async function restoreBackup(o: RestoreOptions): Promise<Manifest> {
  const log = o.log ?? (() => {});
  const started = Date.now();
  const manifest = await readBackup(o.backup);
  log(`Backup of ${manifest.createdAt} (${manifest.database.kind === "postgres" ? "PostgreSQL" : "embedded database"}, migration ${manifest.migrations.latest}): checked, every file whole`);
  checkMigrationLevel(manifest.migrations);
  if (manifest.database.kind !== (o.databaseUrl ? "postgres" : "pglite")) {
    throw new BackupError(
      manifest.database.kind === "postgres"
        ? "this is a backup of a PostgreSQL database: set DATABASE_URL to the empty PostgreSQL database to restore it into. Nothing was changed."
        : "this is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it into. Nothing was changed.",
    );
  }
  // The embedded database's folder is held from the first look at it to the end: no server may open it meanwhile.
  const release = o.databaseUrl ? () => {} : lockDataDir(o.dataDir);
  try {
    const target = o.databaseUrl ? await postgresTarget({ ...o, databaseUrl: o.databaseUrl }, manifest) : pgliteTarget(o, manifest);
    // Photos first: they only add files, so a failure here leaves the database untouched and the restore can run again.
    const photos = await restorePhotos(o.originals, o.backup, manifest.files);
    log(`  photos: ${photos.toLocaleString("en")} originals restored and read back`);
    const got = await target.restore(log);
    log(`  database: every table matches the manifest; ${describeCounts(got.tables)}`);
    log(`Restore complete in ${((Date.now() - started) / 1000).toFixed(1)} s: start Haya on it (npm start); migrations newer than the backup, if any, run then`);
    return manifest;
  } finally {
    release();
  }
}
