// Where Haya's own files are, the same from the sources (server/…, run by tsx or Vitest) and from a bundle (build/server.js,
// build/commands/*.js), whatever the working directory: the folder of the nearest package.json above this module.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/** The folder that holds Haya's package.json (and build/, the migrations, .env). */
export function appRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return (root = dir);
}

/** Haya's version, from its package.json. */
export function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(appRoot(), "package.json"), "utf8")) as { version: string }).version;
}
