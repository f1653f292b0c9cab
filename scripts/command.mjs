// `npm run backup|restore|admin|claims|db:seed`: runs one of Haya's command-line tools (server/commands/<name>.ts).
// In a checkout with the development tools installed it runs the sources through tsx, so a change needs no build; where
// they are not (a release, or a server installed with npm install --omit=dev) it runs the bundle `npm run build` made
// (build/commands/<name>.js), with nothing else to install.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { pathToFileURL } from "node:url";

const [name, ...args] = process.argv.slice(2);
const source = `server/commands/${name}.ts`;
const bundle = `build/commands/${name}.js`;
const tsx = "node_modules/.bin/tsx";

if (!name || !/^[a-z-]+$/.test(name)) {
  console.error("usage: node scripts/command.mjs <backup|admin|claims|seed> [arguments]");
  process.exit(2);
}
if (fs.existsSync(source) && fs.existsSync(tsx)) {
  const run = spawnSync(tsx, [source, ...args], { stdio: "inherit" });
  process.exit(run.status ?? 1);
} else if (fs.existsSync(bundle)) {
  // The tool reads its arguments from process.argv as if it had been started itself.
  process.argv.splice(2, 1);
  await import(pathToFileURL(fs.realpathSync(bundle)).href);
} else {
  console.error(`Cannot run ${name}: there is no build (build/commands/${name}.js) and no development tools to run the sources. Run npm run build, or npm install.`);
  process.exit(1);
}
