// Which Chromium `npm test` uses: CHROMIUM_PATH when set (and refused clearly when it is not a program), else one found
// on the machine. (Installing one when there is none: scripts/ensure-browser.mjs, tried by hand with the system's
// Chromium hidden: Playwright's download, then Debian's package as root, then one line saying what to install.)
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { findChromium } from "./browser.mjs";

describe("findChromium", () => {
  it("takes CHROMIUM_PATH first", () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toEqual({ path: process.execPath, source: "CHROMIUM_PATH" });
  });

  it("says so when CHROMIUM_PATH is not a program", () => {
    expect(findChromium({ CHROMIUM_PATH: "/nowhere/chromium" })).toEqual({ error: "CHROMIUM_PATH is /nowhere/chromium, which is not a program this machine can run" });
  });

  it("otherwise finds the machine's own or Playwright's, as a program that exists", () => {
    const found = findChromium({});
    if (found && "source" in found) expect(["system", "playwright"]).toContain(found.source);
  });

  it("gives the tests a headless shell where the machine has one, and Lighthouse a full browser", () => {
    const shell = "/usr/bin/chromium-headless-shell";
    if (process.platform !== "linux" || !fs.existsSync(shell)) return;
    expect(findChromium({}, { shell: true })).toEqual({ path: shell, source: "system" });
    expect(findChromium({})?.path).not.toBe(shell);
    expect(findChromium({ CHROMIUM_PATH: process.execPath }, { shell: true })).toEqual({ path: process.execPath, source: "CHROMIUM_PATH" });
  });
});
