// `npm run backup`: one folder holding a consistent copy of the database, the photo originals it refers to, and a
// manifest of what they hold (server/backup/manifest.ts).
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { openDatabase, type Tx } from "../db/client";
import { rowsOf } from "../db/rows";
import type { MediaStorage } from "../features/media/storage";
import { inHayaSchemas, photoKeys, takeInventory } from "./inventory";
import { BACKUP_NAME, BackupError, backupName, describeBytes, describeCounts, FORMAT, MANIFEST, sha256File, writeManifest, type Inventory, type Manifest } from "./manifest";
import { describeDatabase, pgDump, toolVersion, type Env } from "./pg-tools";
import { savePhotos } from "./photos";
import { appVersion } from "../paths";

export interface BackupOptions {
  /** DATABASE_URL; unset: the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the photo originals are (originalsStorage), and how to name it in the manifest. */
  originals: MediaStorage;
  originalsName: string;
  /** The folder the backup goes in (BACKUP_DIR). */
  folder: string;
  /** How many backups to keep in `folder`, this one included (BACKUP_KEEP); 0 keeps every one. */
  keep: number;
  log?: (line: string) => void;
  /** For the PostgreSQL programs (PATH); default: this process's. */
  env?: Env;
}

interface DatabaseCopy {
  inventory: Inventory;
  keys: string[];
  database: Manifest["database"];
}

const VERSION = appVersion();

/** The embedded database, copied with PGlite's own dump of its files while this process holds the folder (no server can). */
async function copyPglite(o: BackupOptions, dir: string): Promise<DatabaseCopy> {
  if (!fs.existsSync(path.join(o.dataDir, "pglite", "PG_VERSION"))) {
    throw new BackupError(`there is no embedded database in ${o.dataDir} (DATA_DIR) to back up; with PostgreSQL, set DATABASE_URL`);
  }
  const handle = await openDatabase({ dataDir: o.dataDir });
  try {
    const { inventory, keys } = await handle.db.transaction(async (tx) => ({ inventory: await takeInventory(tx), keys: await photoKeys(tx) }));
    const [v] = rowsOf<{ version: string }>(await handle.db.execute(sql`select current_setting('server_version') as version`));
    // Written out to the data files, so that the copy needs no recovery when it is loaded.
    await handle.db.execute(sql`checkpoint`);
    const file = "database.tar.gz";
    const dump = await handle.pglite!.dumpDataDir("gzip");
    await pipeline(Readable.fromWeb(dump.stream() as never), fs.createWriteStream(path.join(dir, file)));
    return { inventory, keys, database: { kind: "pglite", file, source: o.dataDir, serverVersion: `PGlite (PostgreSQL ${v?.version ?? "?"})` } };
  } finally {
    await handle.close();
  }
}

/**
 * PostgreSQL: a read-only transaction takes the inventory and exports its snapshot, and pg_dump copies that same
 * snapshot: the counts in the manifest are those of the copy, however busy the site is meanwhile.
 */
async function copyPostgres(o: BackupOptions & { databaseUrl: string }, dir: string): Promise<DatabaseCopy> {
  const handle = await openDatabase({ databaseUrl: o.databaseUrl, dataDir: o.dataDir, poolSize: 1 });
  try {
    const [server] = rowsOf<{ version: string; num: number }>(await handle.db.execute(sql`select current_setting('server_version') as version, current_setting('server_version_num')::int as num`));
    const major = Math.floor(server!.num / 10_000);
    // `15.20 (Debian 15.20-0+deb12u1)`: the number is enough.
    const serverVersion = server!.version.split(" ")[0]!;
    const dumper = await toolVersion("pg_dump", o.env ?? process.env, { major, what: `the server (PostgreSQL ${serverVersion})` });
    const file = "database.pgdump";
    return await handle.db.transaction(
      async (tx: Tx) => {
        const [snap] = rowsOf<{ id: string }>(await tx.execute(sql`select pg_export_snapshot() as id`));
        const inventory = await takeInventory(tx);
        const keys = await photoKeys(tx);
        const present = rowsOf<{ name: string }>(await tx.execute(sql`select nspname as name from pg_namespace where nspname in (${inHayaSchemas}) order by 1`));
        // Extensions are not part of a schema's dump: those that Haya's tables use (btree_gist, pg_trgm) are named.
        const extensions = rowsOf<{ name: string }>(
          await tx.execute(sql`select e.extname as name from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname in (${inHayaSchemas}) order by 1`),
        );
        await pgDump({ databaseUrl: o.databaseUrl, file: path.join(dir, file), snapshot: snap!.id, schemas: present.map((r) => r.name), extensions: extensions.map((r) => r.name), env: o.env ?? process.env });
        return { inventory, keys, database: { kind: "postgres" as const, file, source: describeDatabase(o.databaseUrl), serverVersion, dumpVersion: dumper.text } };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  } finally {
    await handle.close();
  }
}

/** Makes a backup in `folder`, then removes the oldest beyond `keep`. Returns its folder and manifest. */
export async function createBackup(o: BackupOptions): Promise<{ dir: string; manifest: Manifest }> {
  const log = o.log ?? (() => {});
  const started = new Date();
  const name = backupName(started);
  const final = path.join(o.folder, name);
  if (fs.existsSync(final)) throw new BackupError(`${final} already exists: a backup was made this very second`);
  // Another name until it is complete: a folder named haya-<time> is always a whole backup.
  const dir = path.join(o.folder, `.${name}.partial`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    log(o.databaseUrl ? `Backing up the PostgreSQL database ${describeDatabase(o.databaseUrl)}` : `Backing up the embedded database in ${o.dataDir}`);
    const copy = o.databaseUrl ? await copyPostgres({ ...o, databaseUrl: o.databaseUrl }, dir) : await copyPglite(o, dir);
    const dbFile = path.join(dir, copy.database.file);
    const dbBytes = fs.statSync(dbFile).size;
    log(`  database: ${describeBytes(dbBytes)} (${copy.database.dumpVersion ?? copy.database.serverVersion}); ${describeCounts(copy.inventory.tables)}`);
    const photos = await savePhotos(o.originals, copy.keys, dir);
    log(`  photos: ${photos.count.toLocaleString("en")} originals, ${describeBytes(photos.bytes)} (${o.originalsName})`);
    if (photos.missing.length > 0) {
      log(`  warning: ${photos.missing.length} photos the database names are not in storage (deleted meanwhile, or lost earlier): ${photos.missing.slice(0, 3).join(", ")}${photos.missing.length > 3 ? "…" : ""}`);
    }
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: started.toISOString(),
      haya: VERSION,
      database: copy.database,
      ...copy.inventory,
      photos: { storage: o.originalsName, count: photos.count, bytes: photos.bytes, missing: photos.missing },
      files: { [copy.database.file]: { bytes: dbBytes, sha256: await sha256File(dbFile) }, ...photos.files },
    };
    writeManifest(dir, manifest);
    fs.renameSync(dir, final);
    log(`Backup made: ${final} (${describeBytes(dbBytes + photos.bytes)}, ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s)`);
    const removed = pruneBackups(o.folder, o.keep, name);
    if (removed.length > 0) log(`Removed ${removed.length} older backup${removed.length === 1 ? "" : "s"} (BACKUP_KEEP=${o.keep}): ${removed.join(", ")}`);
    return { dir: final, manifest };
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

/**
 * Keeps the newest `keep` backups in `folder` (0: all of them) and never `current`; also removes what a backup that
 * died halfway left (a .partial folder over a day old). Only folders that are Haya backups are touched.
 */
export function pruneBackups(folder: string, keep: number, current: string): string[] {
  const entries = fs.readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory());
  const dayAgo = Date.now() - 86_400_000;
  for (const e of entries) {
    const p = path.join(folder, e.name);
    if (/^\.haya-.*\.partial$/.test(e.name) && fs.statSync(p).mtimeMs < dayAgo) fs.rmSync(p, { recursive: true, force: true });
  }
  if (keep <= 0) return [];
  const backups = entries
    .map((e) => e.name)
    .filter((n) => BACKUP_NAME.test(n) && fs.existsSync(path.join(folder, n, MANIFEST)))
    .sort()
    .reverse();
  const old = backups.filter((n) => n !== current).slice(Math.max(0, keep - 1));
  for (const n of old) fs.rmSync(path.join(folder, n), { recursive: true, force: true });
  return old;
}
