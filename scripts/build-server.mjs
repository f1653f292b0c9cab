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

// V8 keeps each module's source in memory as long as the process runs, and one character outside ASCII anywhere in a
// file (a '…' in a comment, a '₦' in a regular expression) makes it keep the whole file at two bytes a character: the
// messages' chunk and the pages' bundle (build/server/index.js, from `react-router build`) held 15.9 MB, 9.6 MB since.
// As \u escapes they mean the same in strings, regular expressions and comments (only a line's columns in the source
// map move).
const bundles = ["build/server/index.js", ...["build", "build/chunks", "build/commands"].flatMap((d) => fs.readdirSync(d).filter((f) => f.endsWith(".js")).map((f) => `${d}/${f}`))];
for (const file of bundles) {
  const text = fs.readFileSync(file, "utf8");
  const ascii = text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (ascii !== text) fs.writeFileSync(file, ascii);
}
