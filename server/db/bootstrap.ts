// Start-up of the database: open it, apply migrations, and load the demo data (catalogue and demo people) into an empty catalogue.
import { openDatabase, type DatabaseHandle, type OpenOptions } from "./client";
import { runMigrations } from "./migrate";
import { isCatalogueEmpty } from "./seed/demo";
import { seedDemoData } from "./seed/demo-people";
import type { MediaStorage } from "../features/media/storage";
import { fillMissingCoordinates } from "../features/listings/coordinates.repo";

export async function bootstrapDatabase(
  /** `originals`: where the demo data's photo originals go (the demo claim's photo). */
  opts: OpenOptions & { seedOnEmpty: boolean; migrate?: boolean; originals?: MediaStorage },
  log: (msg: string, fields?: Record<string, unknown>) => void = () => {},
): Promise<DatabaseHandle> {
  const handle = await openDatabase(opts);
  if (opts.migrate !== false) await migrateUntimed(opts, handle);
  if (opts.seedOnEmpty && (await isCatalogueEmpty(handle.db))) {
    const started = Date.now();
    const counts = await seedDemoData(handle.db, { originals: opts.originals });
    log("seeded demo data", { ...counts, ms: Date.now() - started });
  }
  // Listings from before places had coordinates, or from a bulk load, get their city's ('Near me'); by the migrating process only.
  if (opts.migrate !== false) {
    const started = Date.now();
    const filled = await fillMissingCoordinates(handle.db);
    if (filled > 0) log("placed listings at their cities", { listings: filled, ms: Date.now() - started });
  }
  return handle;
}

/**
 * Migrations take as long as they take (an index over a million listings: 10-30 s). On PostgreSQL the pool's client-side
 * query timeout, made for requests, would end one after DB_STATEMENT_TIMEOUT_MS and stop the start-up, so they run on a
 * connection of their own without it; PGlite has no timeouts (and one connection).
 */
async function migrateUntimed(opts: OpenOptions, handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== "postgres" || !opts.timeouts) return runMigrations(handle);
  const own = await openDatabase({ ...opts, timeouts: undefined, poolSize: 1, onQuery: undefined });
  try {
    await runMigrations(own);
  } finally {
    await own.close();
  }
}
