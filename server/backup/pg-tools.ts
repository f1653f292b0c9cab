// PostgreSQL's own client programs (pg_dump, pg_restore, psql) for a backup and a restore: found on PATH, checked for
// a version that can read the server (or the archive), and given the connection without putting its password on a
// command line that other users of the machine can read.
import { spawn } from "node:child_process";
import { BackupError } from "./manifest";

export type Env = NodeJS.ProcessEnv;

/** The URL for libpq without its password, and the environment that carries the password instead. */
function connection(databaseUrl: string, env: Env): { url: string; env: Env } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  // Notices (a schema that is not there to drop) are not the operator's concern; warnings and errors are.
  return { url: url.toString(), env: { ...env, ...(password !== undefined && { PGPASSWORD: password }), PGOPTIONS: "-c client_min_messages=warning", PGCONNECT_TIMEOUT: "10" } };
}

/** `db.example.com:5432/haya`: what a message may say about a database. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(tool: string, args: string[], env: Env): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (e: NodeJS.ErrnoException) => reject(e.code === "ENOENT" ? missing(tool) : e));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const missing = (tool: string) =>
  new BackupError(`${tool} was not found: install PostgreSQL's client programs, as new as the server (Debian and Ubuntu: sudo apt-get install postgresql-client), or put their folder first on PATH`);

/** The last lines a program wrote to stderr that say what went wrong. */
function why(r: Ran): string {
  const lines = r.stderr.split("\n").map((l) => l.trim()).filter(Boolean);
  const errors = lines.filter((l) => /error|fatal|could not|failed|denied|abort/i.test(l));
  return (errors.length > 0 ? errors : lines).slice(-3).join(" / ") || `exit code ${r.code}`;
}

export interface ToolVersion {
  /** `pg_dump 15.20` */
  text: string;
  major: number;
}

/** `pg_dump --version` says `pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)`. */
export function parseToolVersion(tool: string, output: string): ToolVersion {
  const m = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(output);
  if (!m) throw new BackupError(`${tool} --version said "${output.trim()}", not a PostgreSQL version`);
  return { text: `${tool} ${m[1]}${m[2] ?? ""}`, major: Number(m[1]) };
}

/** The tool's version, refused when older than `atLeast` (the server's major version, or the archive's). */
export async function toolVersion(tool: string, env: Env, atLeast: { major: number; what: string }): Promise<ToolVersion> {
  const r = await run(tool, ["--version"], env);
  const v = parseToolVersion(tool, r.stdout);
  if (v.major < atLeast.major) {
    throw new BackupError(
      `${v.text} is older than ${atLeast.what}: install PostgreSQL ${atLeast.major}'s client programs (sudo apt-get install postgresql-client-${atLeast.major}) and put them first on PATH (PATH=/usr/lib/postgresql/${atLeast.major}/bin:$PATH)`,
    );
  }
  return v;
}

/**
 * pg_dump of Haya's schemas (and the extensions they use) as of `snapshot`, a snapshot exported by the transaction that
 * took the inventory, so that the manifest's counts are those of the copy. Custom format: compressed, and pg_restore
 * checks it.
 */
export async function pgDump(o: { databaseUrl: string; file: string; snapshot: string; schemas: string[]; extensions: string[]; env: Env }) {
  const c = connection(o.databaseUrl, o.env);
  const args = ["--format=custom", `--file=${o.file}`, `--snapshot=${o.snapshot}`, "--lock-wait-timeout=120s", "--no-password"];
  for (const s of o.schemas) args.push(`--schema=${s}`);
  for (const e of o.extensions) args.push(`--extension=${e}`);
  args.push(`--dbname=${c.url}`);
  const r = await run("pg_dump", args, c.env);
  if (r.code !== 0) throw new BackupError(`pg_dump failed: ${why(r)}`);
}

/** pg_restore's table of contents of an archive: it fails on a file that is not one. */
export async function pgRestoreList(file: string, env: Env): Promise<string> {
  const r = await run("pg_restore", ["--list", file], env);
  if (r.code !== 0) throw new BackupError(`pg_restore cannot read ${file}: ${why(r)}`);
  return r.stdout;
}

/**
 * Restores the archive in one transaction: pg_restore writes the SQL, psql runs it after `prelude` between one BEGIN and
 * one COMMIT, and stops at the first error, so that the database has either all of the backup or none of it.
 * `list`: the entries to restore (pg_restore --use-list). Objects get the restoring user as owner, and no grants.
 */
export async function pgRestore(o: { databaseUrl: string; file: string; list: string; prelude?: string; env: Env }) {
  const c = connection(o.databaseUrl, o.env);
  const restore = spawn("pg_restore", ["--no-owner", "--no-privileges", `--use-list=${o.list}`, "--file=-", o.file], { env: c.env, stdio: ["ignore", "pipe", "pipe"] });
  const psqlArgs = ["--no-psqlrc", "--quiet", "--set=ON_ERROR_STOP=1", "--single-transaction", "--no-password", `--dbname=${c.url}`];
  if (o.prelude) psqlArgs.push(`--command=${o.prelude}`);
  psqlArgs.push("--file=-");
  const psql = spawn("psql", psqlArgs, { env: c.env, stdio: ["pipe", "ignore", "pipe"] });
  // psql commits when its input ends, so its input ends only once pg_restore has written all of it; pg_restore failing
  // halfway stops psql instead, and the server rolls back what it had.
  restore.stdout.pipe(psql.stdin, { end: false });
  let psqlEnded = false;
  let restoreFailedFirst = false;
  psql.on("exit", () => (psqlEnded = true));
  restore.on("close", (code) => {
    if (code === 0) return void psql.stdin.end();
    // psql stopping at an SQL error breaks pg_restore's pipe: then psql's error is the one to tell.
    restoreFailedFirst = !psqlEnded;
    psql.kill("SIGTERM");
  });
  psql.stdin.on("error", () => {});
  const finished = (child: typeof restore | typeof psql, tool: string) =>
    new Promise<Ran>((resolve, reject) => {
      let stderr = "";
      child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
      child.on("error", (e: NodeJS.ErrnoException) => reject(e.code === "ENOENT" ? missing(tool) : e));
      child.on("close", (code) => resolve({ code, stdout: "", stderr }));
    });
  const [r, p] = await Promise.all([finished(restore, "pg_restore"), finished(psql, "psql")]);
  if (restoreFailedFirst) throw new BackupError(`pg_restore failed, and the restore was rolled back, so the database is as it was: ${why(r)}`);
  if (p.code !== 0) throw new BackupError(`the restore failed and was rolled back, so the database is as it was: ${why(p)}`);
}
