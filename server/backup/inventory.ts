// What a database holds, for a backup's manifest and for checking a restore against it: every table's row count and a
// checksum of its rows, the sequences' positions, the migration level, and which photo originals the rows refer to.
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { migrationJournal } from "../db/migrate";
import { rowsOf } from "../db/rows";
import { isDemoPhotoKey } from "../features/media/demo-art";
import { isSafeKey } from "../features/media/storage";
import { BackupError, type Inventory } from "./manifest";

/**
 * Haya's schemas: its tables (public), drizzle's record of migrations, and the job queue (pg-boss 12's `job_queue`, and
 * pg-boss 10's `pgboss` where an older Haya left it: the next start moves its jobs, server/jobs/pgboss-10-to-12.ts).
 */
const HAYA_SCHEMAS = ["public", "drizzle", "job_queue", "pgboss"] as const;

/** `in (${inHayaSchemas})` */
export const inHayaSchemas = sql.join(
  HAYA_SCHEMAS.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Run inside a transaction (the snapshot a backup copies): the text of a row depends on a few session settings, fixed
 * here so that the checksums of a copy made elsewhere agree.
 */
export async function takeInventory(tx: Tx): Promise<Inventory> {
  for (const setting of [sql`set local timezone = 'UTC'`, sql`set local datestyle = 'ISO, YMD'`, sql`set local intervalstyle = 'postgres'`, sql`set local extra_float_digits = 1`, sql`set local bytea_output = 'hex'`]) {
    await tx.execute(setting);
  }
  // Unlogged tables (the attempt counters, decision 015) hold only what a database crash may lose anyway, and an
  // embedded database's copy comes back without their rows: neither counted nor checked.
  const names = rowsOf<{ schema: string; name: string }>(
    await tx.execute(sql`select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and c.relpersistence = 'p' and not c.relispartition and n.nspname in (${inHayaSchemas}) order by 1, 2`),
  );
  if (!names.some((t) => t.schema === "drizzle" && t.name === "__drizzle_migrations")) {
    throw new BackupError("this database has no Haya tables (never started with this DATABASE_URL or DATA_DIR?)");
  }
  const tables: Inventory["tables"] = {};
  for (const { schema, name } of names) {
    const [row] = rowsOf<{ rows: string; checksum: string }>(
      await tx.execute(sql`select count(*)::text as rows, coalesce(sum(('x' || substr(md5(row(r.*)::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
        from ${sql.identifier(schema)}.${sql.identifier(name)} as r`),
    );
    tables[`${schema}.${name}`] = { rows: Number(row!.rows), checksum: row!.checksum };
  }
  const sequences: Inventory["sequences"] = {};
  const seqs = rowsOf<{ name: string; last: string | null }>(
    await tx.execute(sql`select schemaname || '.' || sequencename as name, last_value::text as last from pg_sequences where schemaname in (${inHayaSchemas}) order by 1`),
  );
  for (const s of seqs) sequences[s.name] = s.last;
  const [applied] = rowsOf<{ n: number; when: string | null }>(
    await tx.execute(sql`select count(*)::int as n, max(created_at)::text as "when" from drizzle.__drizzle_migrations`),
  );
  const when = applied?.when == null ? null : Number(applied.when);
  const latest = when === null ? null : (migrationJournal().find((m) => m.when === when)?.tag ?? `unknown (${when})`);
  return { tables, sequences, migrations: { applied: applied?.n ?? 0, latest, when } };
}

/**
 * The keys (under `originals/` in media storage) of the uploaded photos the database refers to: listing photos, avatars
 * bookings' condition photos (the evidence of a deposit claim) and messages' photos.
 */
export async function photoKeys(tx: Tx): Promise<string[]> {
  const rows = rowsOf<{ key: string }>(
    await tx.execute(
      sql`select storage_key as key from listing_photos union select image as key from users where image is not null union select storage_key as key from booking_photos union select storage_key as key from message_photos order by 1`,
    ),
  );
  // Demo photos are drawn from their keys, and an avatar may be another site's address (a social sign-in's picture).
  return rows.map((r) => r.key).filter((k) => isSafeKey(k) && !isDemoPhotoKey(k));
}

/** What differs between the inventory a backup recorded and a restored database's, one line each; empty when they agree. */
export function compareInventory(want: Inventory, got: Inventory): string[] {
  const out: string[] = [];
  for (const name of new Set([...Object.keys(want.tables), ...Object.keys(got.tables)])) {
    const w = want.tables[name];
    const g = got.tables[name];
    if (!w) out.push(`${name}: a table the backup does not have`);
    else if (!g) out.push(`${name}: missing (${w.rows} rows in the backup)`);
    else if (w.rows !== g.rows) out.push(`${name}: ${g.rows} rows, the backup has ${w.rows}`);
    else if (w.checksum !== g.checksum) out.push(`${name}: the rows differ from the backup's`);
  }
  for (const [name, last] of Object.entries(want.sequences)) {
    if (got.sequences[name] !== last) out.push(`sequence ${name}: at ${got.sequences[name] ?? "nothing"}, the backup's at ${last ?? "nothing"}`);
  }
  if (want.migrations.applied !== got.migrations.applied) out.push(`migrations: ${got.migrations.applied} applied, the backup has ${want.migrations.applied}`);
  return out;
}

/** Refuses a backup made by a newer Haya: its tables are ahead of this code, which would run on them without knowing it. */
export function checkMigrationLevel(m: Inventory["migrations"]) {
  const journal = migrationJournal();
  const newest = journal.at(-1);
  if ((m.when ?? 0) > (newest?.when ?? 0) || m.applied > journal.length) {
    throw new BackupError(
      `this backup's database is at migration ${m.latest ?? "?"} (${m.applied} applied), newer than this Haya's ${newest?.tag ?? "none"}: update Haya to the version that made it, then restore. Nothing was changed.`,
    );
  }
}
