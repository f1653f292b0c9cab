// Where the end-to-end tests' Chromium is: CHROMIUM_PATH when set, else a Chrome or Chromium the system has, else the
// one Playwright's installer put in its cache. Read by playwright.config.ts and scripts/ensure-browser.mjs.
//
// For tests, a headless shell comes first (Debian's chromium-headless-shell: decision 036). Since Chromium 132 the full
// browser's --headless is the whole browser without a window, and each test's new browser context costs it about twice
// the time and CPU of the shell's on two cores: the browser suite ran at half speed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Headless shells: Chromium's old headless mode, a program of its own (Debian: chromium-headless-shell). */
const SHELLS = { linux: ["/usr/bin/chromium-headless-shell"] };

const SYSTEM = {
  linux: ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable", "/snap/bin/chromium"],
  darwin: ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", "/Applications/Chromium.app/Contents/MacOS/Chromium"],
  win32: [
    path.join(process.env.PROGRAMFILES ?? "C:\\Program Files", "Google", "Chrome", "Application", "chrome.exe"),
    path.join(process.env["PROGRAMFILES(X86)"] ?? "C:\\Program Files (x86)", "Google", "Chrome", "Application", "chrome.exe"),
    path.join(process.env.LOCALAPPDATA ?? os.homedir(), "Google", "Chrome", "Application", "chrome.exe"),
  ],
};

/** Playwright's own Chromium (installed by `npx playwright install chromium`), if it is there. */
function playwrightsOwn() {
  try {
    const { chromium } = require("playwright-core");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

const runnable = (p) => {
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * The Chromium to use: `{ path, source }`, or `{ error }` when CHROMIUM_PATH names a file that is not there, or
 * undefined when none is found. `shell`: a headless shell is preferred when the system has one (the browser tests);
 * without it, a full browser (Lighthouse measures what a phone's browser does).
 */
export function findChromium(env = process.env, { shell = false } = {}) {
  if (env.CHROMIUM_PATH) {
    return runnable(env.CHROMIUM_PATH) ? { path: env.CHROMIUM_PATH, source: "CHROMIUM_PATH" } : { error: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which is not a program this machine can run` };
  }
  for (const p of [...(shell ? (SHELLS[process.platform] ?? []) : []), ...(SYSTEM[process.platform] ?? [])]) if (runnable(p)) return { path: p, source: "system" };
  const own = playwrightsOwn();
  if (own && runnable(own)) return { path: own, source: "playwright" };
  return undefined;
}
