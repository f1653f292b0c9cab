// A backup is one folder, haya-<UTC time>/: the database's copy, the photo originals under media/ (as in DATA_DIR/media),
// and manifest.json, which says what the database held and the size and SHA-256 of every file. It is written last, under
// a temporary name renamed at the end: a folder with the final name is complete.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const FORMAT = "haya-backup/1";
export const MANIFEST = "manifest.json";
/** `haya-20261125T020000Z`: sorts by time, and is a valid file name everywhere. */
export const BACKUP_NAME = /^haya-\d{8}T\d{6}Z$/;

export class BackupError extends Error {}

/** What the database held, as the manifest says and a restore checks (inventory.ts takes and compares it). */
export interface Inventory {
  /** By `schema.table`: rows, and the sum of the first 60 bits of each row's MD5 (order-free, so any copy agrees). */
  tables: Record<string, { rows: number; checksum: string }>;
  /** By `schema.sequence`: the last value handed out (null before the first), so new ids follow the restored ones. */
  sequences: Record<string, string | null>;
  migrations: { applied: number; latest: string | null; when: number | null };
}

export interface Manifest extends Inventory {
  format: typeof FORMAT;
  createdAt: string;
  /** The Haya (package.json version) that made it. */
  haya: string;
  database: {
    kind: "pglite" | "postgres";
    /** The database's copy, beside the manifest. */
    file: string;
    /** Where it came from, without any password: host and database, or the DATA_DIR. */
    source: string;
    /** PostgreSQL's version (the server's; PGlite's own for the embedded database). */
    serverVersion: string;
    /** PostgreSQL: the pg_dump that made the copy; pg_restore must be as new. */
    dumpVersion?: string;
  };
  photos: { storage: string; count: number; bytes: number; missing: string[] };
  /** Every file of the backup but this one, by path relative to the backup's folder. */
  files: Record<string, { bytes: number; sha256: string }>;
}

export function backupName(at: Date): string {
  return `haya-${at.toISOString().replace(/[-:]|\.\d+/g, "")}`;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

export function writeManifest(dir: string, manifest: Manifest) {
  const file = path.join(dir, MANIFEST);
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/**
 * The manifest of a complete, undamaged backup: every file it lists is there with its size and checksum. Anything else
 * throws BackupError saying what is wrong, before a restore touches anything.
 */
export async function readBackup(dir: string): Promise<Manifest> {
  const refuse = (why: string) => new BackupError(`${dir} cannot be restored: ${why}. Nothing was changed.`);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw refuse("there is no such folder (give the path of a haya-<time> folder that npm run backup made)");
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw refuse(`it has no ${MANIFEST}, so it is not a Haya backup or its copy is incomplete`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  } catch {
    throw refuse(`its ${MANIFEST} is damaged (not JSON)`);
  }
  if (manifest?.format !== FORMAT || typeof manifest.files !== "object" || !manifest.database?.file || !manifest.files[manifest.database.file]) {
    throw refuse(`its ${MANIFEST} is not one this Haya reads (${FORMAT})`);
  }
  const problems: string[] = [];
  for (const [name, want] of Object.entries(manifest.files)) {
    const p = path.join(dir, name);
    if (path.relative(dir, p).startsWith("..")) throw refuse(`its ${MANIFEST} names a file outside it (${name})`);
    if (!fs.existsSync(p)) problems.push(`${name} is missing`);
    else if (fs.statSync(p).size !== want.bytes) problems.push(`${name} has ${count(fs.statSync(p).size, "byte")}, not the ${count(want.bytes, "byte")} it had (a truncated copy?)`);
    else if ((await sha256File(p)) !== want.sha256) problems.push(`${name} is damaged (its SHA-256 is not the one it had)`);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join("; ");
    throw refuse(`${count(problems.length, "file")} damaged or missing: ${shown}${problems.length > 5 ? `; and ${problems.length - 5} more` : ""}`);
  }
  return manifest;
}

/** "1,204 bookings, 1,100 payments, 5,400 ledger lines…": the counts an operator looks for. */
export function describeCounts(tables: Manifest["tables"]): string {
  const n = (t: string) => tables[`public.${t}`]?.rows ?? 0;
  return [
    count(n("users"), "person", "people"),
    count(n("listings"), "listing"),
    count(n("bookings"), "booking"),
    count(n("payments"), "payment"),
    count(n("ledger_entries"), "ledger line"),
  ].join(", ");
}

export function describeBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
