// The date runs' database template (vitest.dates.config.ts globalSetup): migrated, not seeded. Each file seeds its own
// copy as of its moved today (db.ts), and is spared making and migrating a database.
import { makeTemplatesOf } from "./db-templates";

export default function makeMigratedTemplate(): Promise<() => Promise<void>> {
  return makeTemplatesOf(["empty"]);
}
