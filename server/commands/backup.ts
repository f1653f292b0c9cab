// `npm run backup [-- <folder>]`, `npm run restore -- <backup> [--force]` and `npm run restore -- --check <backup>`, with
// the settings Haya runs with (the environment, then ./.env): DATABASE_URL or DATA_DIR, the S3_* settings, BACKUP_DIR, BACKUP_KEEP.
import { DrizzleQueryError } from "drizzle-orm/errors";
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { DatabaseInUseError } from "../db/pglite-lock";
import { describeOriginals, originalsStorage } from "../features/media/originals";
import { createBackup } from "../backup/backup";
import { BackupError, readBackup } from "../backup/manifest";
import { restoreBackup } from "../backup/restore";

const USAGE = `usage: npm run backup [-- <folder>]          a backup in <folder> (default BACKUP_DIR, ./backups)
       npm run restore -- <backup> [--force]    restore a backup folder into the empty database DATABASE_URL (or DATA_DIR) names
       npm run restore -- --check <backup>      only check that every file of a backup is there and whole`;

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const [command, ...args] = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const paths = args.filter((a) => !a.startsWith("--"));
const log = (line: string) => console.log(line);

try {
  const config = loadConfig();
  const originals = originalsStorage(config);
  const where = describeOriginals(config);
  const originalsName = where.storage === "s3" ? `bucket ${where.bucket}${where.prefix ? `/${where.prefix}` : ""} at ${where.endpoint}` : where.dir!;
  if (command === "backup") {
    if (flags.size > 0 || paths.length > 1) usage();
    await createBackup({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      originals,
      originalsName,
      folder: paths[0] ? path.resolve(paths[0]) : config.backups.dir,
      keep: config.backups.keep,
      log,
    });
  } else if (command === "restore") {
    if (paths.length !== 1 || [...flags].some((f) => f !== "--force" && f !== "--check")) usage();
    const backup = path.resolve(paths[0]!);
    if (flags.has("--check")) {
      const m = await readBackup(backup);
      log(`${backup}: whole (${Object.keys(m.files).length} files checked), a ${m.database.kind === "postgres" ? "PostgreSQL" : "embedded"} database of ${m.createdAt} at migration ${m.migrations.latest}`);
    } else {
      await restoreBackup({ backup, databaseUrl: config.databaseUrl, dataDir: config.dataDir, originals, force: flags.has("--force"), log });
    }
  } else {
    usage();
  }
  process.exit(0);
} catch (e) {
  // One line the operator can act on (a refusal, the database or bucket unreachable); the stack too with LOG_LEVEL=debug.
  const known = e instanceof BackupError || e instanceof DatabaseInUseError;
  // Drizzle's "Failed query: <sql>" wraps what the database said ("database "haya" does not exist").
  const said = e instanceof DrizzleQueryError && e.cause ? e.cause : e;
  console.error(`${command === "backup" ? "Backup" : "Restore"} failed: ${said instanceof Error ? said.message : String(said)}`);
  if (!known && process.env.LOG_LEVEL === "debug") console.error(e);
  process.exit(1);
}
