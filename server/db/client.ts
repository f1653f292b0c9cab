// Opens Haya's database: embedded PGlite in DATA_DIR, or a PostgreSQL server when DATABASE_URL is set.
// PGlite and its driver load only when the embedded database opens: a process on PostgreSQL would keep their ~0.5 MB of
// code in memory for nothing (issue 39, item 8).
import type { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { isPlanChanged } from "./faults";
import { lockDataDir } from "./pglite-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it: repository functions that may run inside a caller's transaction take this. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (for /metrics). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  /** The embedded database itself (backups copy its files). */
  pglite?: PGlite;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; "memory://" keeps the database in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL only (server settings): how long a statement, a wait for a lock, and getting a connection may take. */
  timeouts?: DatabaseTimeouts;
  /** PGlite only: a new database made from this copy of another's files (PGlite's dumpDataDir), in an empty folder. */
  loadDataDir?: Blob;
  /** Called for each statement sent through drizzle (BEGIN and COMMIT too on PostgreSQL): /metrics counts them by route. */
  onQuery?: () => void;
}

/**
 * A stuck query or an unreachable server is answered, not waited out: the statement is cancelled by the server (its
 * transaction rolls back), a lock wait ends, a request waiting for a free connection or a connection that cannot be
 * made gives up, and the caller gets an error server/db/faults.ts recognises. PGlite has none of these waits: it is one
 * connection in this process, with no other session to hold a lock and no network to lose.
 */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  /** Waiting for a free connection in the pool, and making a new one. */
  connectMs: number;
}

/** libpq's `options`: server settings every connection of the pool starts with. */
function sessionSettings(t: DatabaseTimeouts | undefined): string {
  // JIT compilation pays off for long analytical queries, never for Haya's short ones (it added ~25 ms to searches).
  const settings = ["jit=off"];
  if (t) {
    settings.push(`statement_timeout=${t.statementMs}`, `lock_timeout=${t.lockMs}`);
    // A session that stopped talking mid-transaction (a process frozen or cut off) lets go of its locks.
    settings.push(`idle_in_transaction_session_timeout=${Math.max(30_000, t.statementMs * 6)}`);
  }
  return settings.map((s) => `-c ${s}`).join(" ");
}

/**
 * Statements that begin with this comment are planned on every call (sent unnamed): searches, whose best plan depends on
 * the values (a common word or a rare one, a busy state or a quiet one). Prepared, PostgreSQL switches such a statement
 * to one generic plan after five calls on a connection, and at a million listings the generic plan of 'jeep' in
 * Vehicles in Oyo took 150 ms where the values' own plan takes 15 (docs/benchmarks.md).
 */
export const PLAN_EACH_TIME = "/* plan each time */";

/** `query` sent so that it is planned for its own values on every call (PLAN_EACH_TIME). */
export const planEachTime = (query: SQL): SQL => sql`${sql.raw(PLAN_EACH_TIME)} ${query}`;

/**
 * Every statement with parameters goes as a named prepared statement (its name: a hash of its text), so a connection
 * parses and plans it once, not on each call: drizzle sends them unnamed, and for Haya's short statements planning is
 * most of the database's work (a booking's availability check: 0.2 ms to plan, 0.03 ms to run). PostgreSQL keeps each
 * connection's plans and replans them itself when a table they read changes. Statements without parameters (DDL,
 * migrations, several statements in one string) go as they are.
 */
function preparedOnce(args: unknown[]): unknown[] {
  const [first, second, ...rest] = args;
  // client.query(text, values, …) or client.query({ text, values?, … }, values?, …): drizzle sends the second form.
  const config: { text?: unknown; values?: unknown; name?: unknown } | undefined =
    typeof first === "string" ? { text: first } : first && typeof first === "object" ? (first as object) : undefined;
  if (!config || typeof config.text !== "string" || config.name !== undefined) return args;
  if (config.text.startsWith(PLAN_EACH_TIME)) return args;
  const values = Array.isArray(second) ? second : config.values;
  if (!Array.isArray(values) || values.length === 0) return args;
  return [{ ...config, values, name: statementName(config.text) }, ...(Array.isArray(second) ? rest : args.slice(1))];
}

/** Names by text, so a statement's text is hashed once per process, not on every call (few distinct texts: bounded anyway). */
const names = new Map<string, string>();
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= 10_000) names.clear();
    name = `h${createHash("sha1").update(text).digest("base64url")}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Drizzle's transaction takes a connection from the pool and sends BEGIN before its try/finally: when BEGIN fails (the
 * connection died, or timed out), the connection is never given back, and after a few such failures the pool is empty
 * for good and the server never recovers from an outage. Here a failed BEGIN gives it back (as broken) itself.
 */
function releaseWhenBeginFails(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let prepare = true;
  // A table changed under a prepared statement (a migration by a newer process, in a rolling deploy) can leave it unable
  // to run ("cached plan must not change result type"): that one statement fails, and this connection stops preparing.
  const watch = (error: unknown) => {
    if (isPlanChanged(error)) prepare = false;
  };
  (client as { query: unknown }).query = (...given: unknown[]) => {
    const args = prepare ? preparedOnce(given) : given;
    const last = args.at(-1);
    if (typeof last === "function")
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        watch(error);
        return (last as (...a: unknown[]) => unknown)(error, ...rest);
      };
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    const answer = query(...args);
    if (answer instanceof Promise) answer.catch(watch);
    if (!/^begin\b/i.test(text ?? "") || !(answer instanceof Promise)) return answer;
    return answer.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  };
}

/**
 * PostgreSQL settings of the embedded database. Its shared buffers are part of this process's WebAssembly memory, all
 * touched as it starts and never given back: PGlite's 128 MB were half of an idle process (618 MB). The demo database
 * is ~65 MB on disk and a page reads a few MB of it; a block not in the buffers comes from the operating system's file
 * cache (or, in tests, from memory), not from the disk. Decision 046 has the figures.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB"];
const pgliteStart = (lite: typeof PGlite) => [...lite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ["-c", s])];

/** Drizzle's logger, used only to count statements (drizzle calls a no-op logger otherwise). */
const logger = (opts: OpenOptions) => (opts.onQuery ? { logQuery: opts.onQuery } : false);

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const t = opts.timeouts;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: sessionSettings(t),
      ...(t && {
        connectionTimeoutMillis: t.connectMs,
        // A connection that went silent (the network, not the server, failed) gets no cancel from the server: the
        // client gives up a little after the server would have.
        query_timeout: t.statementMs + 1_000,
        keepAlive: true,
      }),
    });
    // An idle connection the server closes (a restart, an administrator, a dropped test database) is dropped by the pool,
    // which opens another when needed; unheard, the pool's 'error' event would end the whole process.
    pool.on("error", () => {});
    // So would a connection lost while a request holds it between two statements: pg-pool listens only to idle ones. The
    // client is then unusable, its next query fails (a 503), and the pool drops it when it comes back.
    pool.on("connect", (client) => {
      client.on("error", () => {});
      releaseWhenBeginFails(client);
    });
    // Numeric columns (ratings) come back as strings; bigint ids fit in a JS number.
    const db = drizzlePg(pool, { schema, logger: logger(opts) }) as unknown as Db;
    const max = opts.poolSize ?? 10;
    return { db, kind: "postgres", close: () => pool.end(), pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }) };
  }
  const [{ PGlite }, { btree_gist }, { pg_trgm }, { drizzle: drizzlePglite }, { prepareStatementsOnce }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/btree_gist"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("./pglite-statements"),
  ]);
  // As on PostgreSQL (preparedOnce): statements with values parsed and planned once, the searches planned on each call.
  const prepared = (client: PGlite) => {
    prepareStatementsOnce(client, (text) => text.startsWith(PLAN_EACH_TIME));
    return client;
  };
  const extensions = { btree_gist, pg_trgm };
  const load = { startParams: pgliteStart(PGlite), ...(opts.loadDataDir && { loadDataDir: opts.loadDataDir }) };
  if (opts.dataDir === "memory://") {
    const client = prepared(await PGlite.create({ extensions, ...load }));
    return { db: drizzlePglite(client, { schema, logger: logger(opts) }) as unknown as Db, kind: "pglite", close: () => client.close(), pglite: client };
  }
  const release = lockDataDir(opts.dataDir);
  let client: PGlite;
  try {
    const dir = path.join(opts.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    client = prepared(await PGlite.create(dir, { extensions, ...load }));
  } catch (e) {
    release();
    throw e;
  }
  const db = drizzlePglite(client, { schema, logger: logger(opts) }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close().finally(release), pglite: client };
}
