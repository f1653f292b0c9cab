// Bundles the Node process (server/start.ts → build/server.js) and every command-line tool (server/commands/*.ts →
// build/commands/*.js: backup and restore, admin, claims, the seed) so that a release runs them without the sources, tsx
// or any other development dependency. Packages stay external (npm install --omit=dev installs them); code the entries
// share is split into build/chunks/ once rather than copied into each.
import { build } from "esbuild";
import fs from "node:fs";

const COMMANDS = ["backup", "admin", "claims", "seed"];

fs.rmSync("build/commands", { recursive: true, force: true });
fs.rmSync("build/chunks", { recursive: true, force: true });
await build({
  entryPoints: { server: "server/start.ts", ...Object.fromEntries(COMMANDS.map((c) => [`commands/${c}`, `server/commands/${c}.ts`])) },
  outdir: "build",
  chunkNames: "chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
