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
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or a transaction on it: repository functions that may run inside a caller's transaction take this. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; "memory://" keeps the database in memory (tests). */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    // JIT compilation pays off for long analytical queries, never for Haya's short ones (it added ~25 ms to searches).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, options: "-c jit=off" });
    // An idle connection the server closes (a restart, an administrator, a dropped test database) is dropped by the pool,
    // which opens another when needed; unheard, the pool's 'error' event would end the whole process.
    pool.on("error", () => {});
    // Numeric columns (ratings) come back as strings; bigint ids fit in a JS number.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const extensions = { btree_gist, pg_trgm };
  let client: PGlite;
  if (opts.dataDir === "memory://") {
    client = await PGlite.create({ extensions });
  } else {
    const dir = path.join(opts.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}
