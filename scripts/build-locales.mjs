// Builds the browser's code once more for each language but English, after `react-router build` built English's
// (decision 044): a page then downloads its own language's messages and not the other's. Each build's assets go into
// build/client/assets (named by their contents, so what the languages share, React and every message-free module, is
// one file), and the route manifest that names that language's modules into build/server/assets.<locale>.json, which
// the server gives that language's pages (server/serve.ts). The server bundle stays English's build: it speaks both.
// For the byte budgets (tests/e2e/budgets.spec.ts), each language's manifest and its chunks' lasting names
// (vite.config.ts's haya:chunk-names) are also kept as build/server/assets.<locale>.json and chunks.<locale>.json,
// English's too, so that they are read without importing the server bundle.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { BASE_LOCALE, LOCALES } from "../core/locales.ts";

// The package's bin (not among its exports): beside its package.json.
const cli = path.join(path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")), "bin.cjs");
const assets = path.join("build", "client", "assets");
const english = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)).assets;
/** Keeps what the budgets read of one language's build (`dir`, its build directory). */
function keepForBudgets(locale, dir, manifest) {
  fs.writeFileSync(path.join("build", "server", `assets.${locale}.json`), JSON.stringify(manifest));
  fs.renameSync(path.join(dir, "chunk-names.json"), path.join("build", "server", `chunks.${locale}.json`));
}
keepForBudgets(BASE_LOCALE, "build", english);

for (const locale of LOCALES) {
  if (locale === BASE_LOCALE) continue;
  const dir = path.join("build", `.${locale}`);
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync(process.execPath, [cli, "build"], { stdio: "inherit", env: { ...process.env, HAYA_CLIENT_LOCALE: locale, HAYA_BUILD_DIRECTORY: dir } });

  let added = 0;
  for (const name of fs.readdirSync(path.join(dir, "client", "assets"))) {
    const from = path.join(dir, "client", "assets", name);
    const to = path.join(assets, name);
    if (!fs.existsSync(to)) {
      fs.copyFileSync(from, to);
      added++;
    } else if (!fs.readFileSync(from).equals(fs.readFileSync(to))) {
      throw new Error(`${name}: the ${locale} build and the ${BASE_LOCALE} build wrote different files under one name`);
    }
  }

  const manifest = (await import(pathToFileURL(path.resolve(dir, "server", "index.js")).href)).assets;
  const ids = (m) => Object.keys(m.routes).sort().join();
  if (ids(manifest) !== ids(english)) throw new Error(`the ${locale} build's routes are not the ${BASE_LOCALE} build's`);
  if (manifest.version === english.version) throw new Error(`the ${locale} build's manifest is the ${BASE_LOCALE} build's: was its client built for ${locale}?`);
  keepForBudgets(locale, dir, manifest);
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`${locale}: ${added} assets of its own, manifest ${manifest.version}`);
}
// The server bundles imported above may have started timers; nothing more is to be done.
process.exit(0);
