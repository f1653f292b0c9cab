// Builds Haya when build/ is missing or was made from other sources, so `npm start` always serves current code, and
// never builds when the build is up to date. "Up to date" is a hash of the sources' contents recorded by `npm run build`
// (`--mark`), not file times: a fresh checkout or a copied build has new times but the same code. A release
// (`npm run release`, build/release.json) is always built.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const marker = "build/server.js";
const record = "build/sources.sha256";
const sources = ["app", "core", "server", "public", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function files(p) {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs.readdirSync(p).sort().flatMap((f) => files(path.join(p, f)));
}

function sourcesHash() {
  const hash = createHash("sha256");
  for (const f of sources.flatMap(files)) {
    if (/\.test\.tsx?$/.test(f)) continue; // tests are not part of the build
    hash.update(f).update("\0").update(fs.readFileSync(f)).update("\0");
  }
  return hash.digest("hex");
}

if (fs.existsSync("build/release.json")) {
  // A release (npm run release): built where the sources were, and carrying none to build from here.
} else if (process.argv.includes("--mark")) {
  fs.writeFileSync(record, `${sourcesHash()}\n`);
} else {
  const built = fs.existsSync(marker) && fs.existsSync(record) ? fs.readFileSync(record, "utf8").trim() : undefined;
  const reason = !fs.existsSync(marker) ? "no build yet" : built === undefined ? "the build records no sources" : built !== sourcesHash() ? "the sources changed since the last build" : undefined;
  if (reason) {
    console.log(`Building Haya (${reason})…`);
    if (!fs.existsSync("node_modules/@react-router/dev")) {
      console.error("Cannot build: the build tools are not installed (npm install --omit=dev leaves them out). Build where they are (npm run build) and copy build/ here, or run npm install.");
      process.exit(1);
    }
    execSync("npm run build", { stdio: "inherit" });
  }
}
