// `npm run release`: release/haya-<version>.tar.gz, the built Haya that a server runs without the sources or the build
// tools. Unpacked, `npm ci --omit=dev` then `npm start` serves it, and `npm run backup|restore|admin|claims|db:seed` work
// (docs/deploy.md). It holds build/ (the server, the command-line tools and the client's assets, bundled by
// `npm run build`), the migrations, package.json with the scripts a server runs and only the runtime dependencies, a
// lockfile of exactly those (the same versions as this checkout's), .npmrc, .env.example, README.md and the deploy guide.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8"));
const name = `haya-${pkg.version}`;
const out = path.resolve("release");
const stage = path.join(out, name);
const archive = path.join(out, `${name}.tar.gz`);

if (!fs.existsSync("build/server.js") || !fs.existsSync("build/commands")) {
  console.error("No build to release: run npm run build first (npm run release does).");
  process.exit(1);
}

fs.rmSync(stage, { recursive: true, force: true });
fs.rmSync(archive, { force: true });
fs.mkdirSync(stage, { recursive: true });
const copy = (from, to = from) => fs.cpSync(from, path.join(stage, to), { recursive: true });

copy("build");
copy("server/db/migrations");
for (const f of ["README.md", ".env.example", ".npmrc", "docs/deploy.md", "docs/operations.md", "scripts/check-node.mjs", "scripts/ensure-build.mjs", "scripts/command.mjs"]) copy(f);
const commit = (() => {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
})();
// A release is built: scripts/ensure-build.mjs never tries to build it again (there are no sources to build from).
fs.writeFileSync(path.join(stage, "build/release.json"), `${JSON.stringify({ name, version: pkg.version, commit, builtAt: new Date().toISOString() }, null, 2)}\n`);

// The scripts a server runs; the rest (tests, benchmarks, the build) need the sources.
const SERVER_SCRIPTS = ["prestart", "start", "db:seed", "backup", "restore", "claims", "admin"];
const released = { ...pkg, scripts: Object.fromEntries(SERVER_SCRIPTS.map((s) => [s, pkg.scripts[s]])) };
delete released.devDependencies;
fs.writeFileSync(path.join(stage, "package.json"), `${JSON.stringify(released, null, 2)}\n`);

// The lockfile of the runtime dependencies alone: npm drops the development ones from this checkout's lockfile and keeps
// every version it holds (asking the registry only for what it must know again), so `npm ci` installs what was tested.
fs.copyFileSync("package-lock.json", path.join(stage, "package-lock.json"));
execFileSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: stage, stdio: "inherit" });
const versions = (lock) => new Set(Object.entries(lock.packages).filter(([p]) => p).map(([p, v]) => `${p.slice(p.lastIndexOf("node_modules/") + 13)}@${v.version}`));
const ours = versions(JSON.parse(fs.readFileSync("package-lock.json", "utf8")));
const drifted = [...versions(JSON.parse(fs.readFileSync(path.join(stage, "package-lock.json"), "utf8")))].filter((v) => !ours.has(v));
if (drifted.length) {
  console.error(`The release's lockfile names versions this checkout's does not: ${drifted.join(", ")}. Run npm install here first.`);
  process.exit(1);
}

execFileSync("tar", ["-czf", archive, "-C", out, name]);
fs.rmSync(stage, { recursive: true, force: true });
const size = fs.statSync(archive).size;
console.log(`${path.relative(process.cwd(), archive)}: ${(size / 1024 / 1024).toFixed(1)} MB${commit ? `, commit ${commit.slice(0, 12)}` : ""}`);
