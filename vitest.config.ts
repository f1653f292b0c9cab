// Vitest: services, repos and HTTP routes on a fresh embedded database (and PostgreSQL when TEST_DATABASE_URL is set).
import os from "node:os";
import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [paraglideVitePlugin({ project: "./project.inlang", outdir: "./core/paraglide" })],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@core": fileURLToPath(new URL("./core", import.meta.url)) } },
  test: {
    include: ["core/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One worker more than the machine has cores (at most 8): a fifth to a third of a two-core machine sat idle with one
    // per core, while files waited on timers, child servers and the job queue.
    maxWorkers: Math.min(os.availableParallelism() + 1, 8),
    // Each worker imports the server's modules once for all its files, not once per file (7 minutes to 3 on two
    // cores). Each file still has a database of its own; what a file changes globally is put back before the next
    // (server/testing/pristine-globals.mjs), and module state a test sets is set by each test that needs it.
    isolate: false,
    // The databases each test file copies, migrated and seeded once per run (server/testing/db-templates.ts).
    globalSetup: ["server/testing/db-templates.ts"],
    // A no-op unless HAYA_TODAY is set: then every clock reads as of that instant (npm run test:dates).
    setupFiles: ["scripts/fixed-today.mjs", "server/testing/pristine-globals.mjs"],
    // Modules transformed once are kept on disk (node_modules/.experimental-vitest-cache, keyed by content and
    // config) for the next run: `npm test` runs vitest twice (the unit and date suites, the latter in four projects)
    // and CI twice more on PostgreSQL, each of which transformed the same 600-odd modules anew (65-110 s of CPU a run).
    experimental: { fsModuleCache: true },
  },
});
