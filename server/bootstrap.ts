// Start-up of the database: open it, apply migrations, and load the demo data (catalogue and demo people) into an empty catalogue.
// It stands above the services, not in db/: the seeds and the coordinates it fills in go through the features.
import { openDatabase, type DatabaseHandle, type OpenOptions } from "./db/client";
import { migrateUntimed } from "./db/migrate";
import { isCatalogueEmpty } from "./seed/demo";
import { seedDemoData } from "./seed/demo-people";
import type { MediaStorage } from "./features/media/storage";
import { fillMissingCoordinates } from "./features/listings/coordinates.repo";

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
