// Tools that only a benchmark or a generator uses, kept out of `npm install` (Lighthouse and its Chrome launcher weigh
// 170 MB, lucide-static's 1,600 icons 66 MB for one committed file): installed into `.tools/` the first time they are
// needed, at the versions below, with the npm that runs this, and imported from there.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const TOOLS = { lighthouse: "12.8.2", "chrome-launcher": "1.2.1", "lucide-static": "1.62.0" } as const;
export type Tool = keyof typeof TOOLS;

const DIR = fileURLToPath(new URL("../.tools/", import.meta.url));

/** The folder of `tool`'s package, installed into .tools/ first if it is not there at its version. */
export function toolDir(tool: Tool): string {
  const dir = path.join(DIR, "node_modules", tool);
  const manifest = path.join(dir, "package.json");
  const installed = fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version : undefined;
  if (installed !== TOOLS[tool]) {
    fs.mkdirSync(DIR, { recursive: true });
    if (!fs.existsSync(path.join(DIR, "package.json"))) fs.writeFileSync(path.join(DIR, "package.json"), '{ "private": true }\n');
    console.error(`Installing ${tool}@${TOOLS[tool]} into .tools/ (once; npm install leaves it out) …`);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--no-save", "--prefix", DIR, `${tool}@${TOOLS[tool]}`], { stdio: ["ignore", "ignore", "inherit"] });
  }
  return dir;
}

/** `tool`'s main module, imported from .tools/ (installed first if need be). */
export async function importTool<T>(tool: Tool): Promise<T> {
  const entry = createRequire(path.join(toolDir(tool), "package.json")).resolve(tool);
  return (await import(entry)) as T;
}
