import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir, lockFileOf } from "./pglite-lock";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "haya-lock-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const folder = (name: string) => path.join(tmp, name);

describe("one process at a time in an embedded database folder", () => {
  it("is refused while another live process holds the folder, naming it", () => {
    fs.mkdirSync(folder("held"));
    fs.writeFileSync(lockFileOf(folder("held")), `${process.ppid}\n`);
    expect(() => lockDataDir(folder("held"))).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(folder("held"))).toThrow(`is in use by process ${process.ppid}`);
    expect(fs.readFileSync(lockFileOf(folder("held")), "utf8")).toBe(`${process.ppid}\n`);
  });

  it("takes over the lock of a process that died (kill -9, a power cut)", () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    fs.mkdirSync(folder("stale"));
    fs.writeFileSync(lockFileOf(folder("stale")), `${dead}\n`);
    const release = lockDataDir(folder("stale"));
    expect(fs.readFileSync(lockFileOf(folder("stale")), "utf8")).toBe(`${process.pid}\n`);
    release();
    expect(fs.existsSync(lockFileOf(folder("stale")))).toBe(false);
  });

  it("lets this process hold it more than once, and lets go after the last release", () => {
    const first = lockDataDir(folder("mine"));
    const second = lockDataDir(folder("mine"));
    first();
    first();
    expect(fs.readFileSync(lockFileOf(folder("mine")), "utf8")).toBe(`${process.pid}\n`);
    second();
    expect(fs.existsSync(lockFileOf(folder("mine")))).toBe(false);
  });
});
