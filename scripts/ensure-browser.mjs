// Before `npm test`: the browser tests need a Chromium. Found (scripts/browser.mjs): nothing to do. Not found: install
// one where this machine can — Playwright's own download, else Debian's package when running as root — and otherwise
// stop at once with one line saying what to install, instead of hundreds of failed tests later.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { findChromium } from "./browser.mjs";

const HOW = "Install Chromium (Debian: sudo apt-get install chromium-headless-shell, or chromium; elsewhere: npx playwright install chromium), or set CHROMIUM_PATH to a Chrome or Chromium program.";

function run(command, args, timeoutMs) {
  const r = spawnSync(command, args, { stdio: "inherit", timeout: timeoutMs, env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return r.status === 0;
}

let found = findChromium(process.env, { shell: true });
if (found?.error) {
  console.error(`npm test: ${found.error}. ${HOW}`);
  process.exit(1);
}
if (!found) {
  console.log("npm test: no Chromium on this machine for the browser tests; installing one…");
  // Playwright's installer needs its download site; give up on it quickly where that is out of reach.
  run(process.execPath, ["node_modules/@playwright/test/cli.js", "install", "chromium"], 5 * 60_000);
  found = findChromium(process.env, { shell: true });
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (!found && root && fs.existsSync("/usr/bin/apt-get")) {
    // The headless shell: all the tests need, and the quicker of Debian's two (scripts/browser.mjs).
    if (run("apt-get", ["update", "-qq"], 5 * 60_000)) run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], 10 * 60_000);
    found = findChromium(process.env, { shell: true });
  }
  if (!found) {
    console.error(`npm test: the browser tests need Chromium and none could be installed here. ${HOW}`);
    process.exit(1);
  }
}
console.log(`npm test: browser tests use ${found.path} (${found.source})`);
