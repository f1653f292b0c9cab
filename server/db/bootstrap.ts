// Start-up of the database: open it, apply migrations, and load the demo data (catalogue and demo people) into an empty catalogue.
import { openDatabase, type DatabaseHandle, type OpenOptions } from "./client";
import { runMigrations } from "./migrate";
import { isCatalogueEmpty } from "./seed/demo";
import { seedDemoData } from "./seed/demo-people";

export async function bootstrapDatabase(
  opts: OpenOptions & { seedOnEmpty: boolean; migrate?: boolean },
  log: (msg: string, fields?: Record<string, unknown>) => void = () => {},
): Promise<DatabaseHandle> {
  const handle = await openDatabase(opts);
  if (opts.migrate !== false) await runMigrations(handle);
  if (opts.seedOnEmpty && (await isCatalogueEmpty(handle.db))) {
    const started = Date.now();
    const counts = await seedDemoData(handle.db);
    log("seeded demo data", { ...counts, ms: Date.now() - started });
  }
  return handle;
}
