// `npm start`'s build step: nothing to do when the build was made from these sources (whatever the files' times), a
// build when they changed, and one clear line when the build tools are missing (a production install).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const script = path.resolve("scripts/ensure-build.mjs");
let dir = "";

function project() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-ensure-build-"));
  fs.mkdirSync(path.join(dir, "server"));
  fs.mkdirSync(path.join(dir, "build"));
  fs.writeFileSync(path.join(dir, "server/index.ts"), "export const a = 1;\n");
  fs.writeFileSync(path.join(dir, "build/server.js"), "// built\n");
  execFileSync(process.execPath, [script, "--mark"], { cwd: dir });
  return dir;
}
const run = () => spawnSync(process.execPath, [script], { cwd: dir, encoding: "utf8" });

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("ensure-build", () => {
  it("does nothing when the build was made from these sources, even if every file looks newer", () => {
    project();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, "server/index.ts"), later, later);
    const r = run();
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
  });

  it("builds when a source changed, saying why; without the build tools it stops with one clear line", () => {
    project();
    fs.writeFileSync(path.join(dir, "server/index.ts"), "export const a = 2;\n");
    const r = run();
    expect(r.stdout).toContain("Building Haya (the sources changed since the last build)");
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^Cannot build: the build tools are not installed/);
  });

  it("a test file changing is not a reason to build", () => {
    project();
    fs.writeFileSync(path.join(dir, "server/index.test.ts"), "it('x', () => {});\n");
    expect(run().stdout).toBe("");
  });

  it("a release (npm run release) is built: it has no sources to build from and never tries", () => {
    project();
    fs.rmSync(path.join(dir, "server"), { recursive: true });
    fs.rmSync(path.join(dir, "build/sources.sha256"));
    fs.writeFileSync(path.join(dir, "build/release.json"), "{}\n");
    const r = run();
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("");
  });
});
