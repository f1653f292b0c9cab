// The frame of Haya's command-line tools (`npm run admin`, `claims`, `db:seed`): Haya's settings (the environment, then
// ./.env), its database migrated, a refusal the operator can act on in one line, and the exit code.
import fs from "node:fs";
import { loadConfig, type Config } from "../config";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { DatabaseAheadError, runMigrations } from "../db/migrate";
import { ConflictError, InvalidError, NotFoundError } from "../errors";

/** Runs `command` on the database and exits with its code (1 on an error, printed in one line when it is a refusal). */
export async function runCli(command: (handle: DatabaseHandle, config: Config) => Promise<number>): Promise<never> {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let code = 0;
  try {
    await runMigrations(handle);
    code = await command(handle, config);
  } catch (e) {
    console.error(e instanceof NotFoundError || e instanceof ConflictError || e instanceof InvalidError || e instanceof DatabaseAheadError ? (e as Error).message : e);
    code = 1;
  } finally {
    await handle.close();
  }
  process.exit(code);
}
