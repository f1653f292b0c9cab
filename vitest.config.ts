// Vitest: services, repos and HTTP routes on a fresh embedded database (and PostgreSQL when TEST_DATABASE_URL is set).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@core": fileURLToPath(new URL("./core", import.meta.url)) } },
  test: {
    include: ["core/**/*.test.ts", "server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A no-op unless HAYA_TODAY is set: then every clock reads as of that instant (npm run test:dates).
    setupFiles: ["scripts/fixed-today.mjs"],
  },
});
