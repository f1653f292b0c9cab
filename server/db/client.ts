// Opens Haya's database: embedded PGlite in DATA_DIR, or a PostgreSQL server when DATABASE_URL is set.
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
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
 * Drizzle's transaction takes a connection from the pool and sends BEGIN before its try/finally: when BEGIN fails (the
 * connection died, or timed out), the connection is never given back, and after a few such failures the pool is empty
 * for good and the server never recovers from an outage. Here a failed BEGIN gives it back (as broken) itself.
 */
function releaseWhenBeginFails(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    const answer = query(...args);
    if (!/^begin\b/i.test(text ?? "") || !(answer instanceof Promise)) return answer;
    return answer.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  };
}

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
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const max = opts.poolSize ?? 10;
    return { db, kind: "postgres", close: () => pool.end(), pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }) };
  }
  const extensions = { btree_gist, pg_trgm };
  const load = opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {};
  if (opts.dataDir === "memory://") {
    const client = await PGlite.create({ extensions, ...load });
    return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: "pglite", close: () => client.close(), pglite: client };
  }
  const release = lockDataDir(opts.dataDir);
  let client: PGlite;
  try {
    const dir = path.join(opts.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions, ...load });
  } catch (e) {
    release();
    throw e;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close().finally(release), pglite: client };
}
