// The commit habit (CONTRIBUTING.md): the subject check, the hook npm install sets up, and CI's pass over new commits.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { commitsToCheck } from "./ci/commit-subjects.mjs";
import { subjectOf, subjectProblem } from "./commit-msg.mjs";

const REPO = path.join(import.meta.dirname, "..");
const subject = (length: number) => "Split the schema by domain ".repeat(10).slice(0, length);

describe("a commit's subject", () => {
  test("of 72 characters passes, of 73 fails", () => {
    expect(subjectProblem(subjectOf(`${subject(72)}\n\nWhy, at any length: ${"x".repeat(300)}\n`))).toBeUndefined();
    expect(subjectProblem(subjectOf(`${subject(73)}\n`))).toBe("the subject is 73 characters, over 72");
  });

  test("counts characters, not bytes", () => {
    expect(subjectProblem(`Show ₦ in quotes ${"₦".repeat(55)}`)).toBeUndefined();
  });

  test("empty, or only comments and blank lines, fails", () => {
    expect(subjectProblem(subjectOf(""))).toBe("the subject is empty");
    expect(subjectProblem(subjectOf("\n   \n# Please enter the commit message for your changes.\n#\n"))).toBe("the subject is empty");
  });

  test("is read as git reads it: comments, the body and what is below the scissors left out", () => {
    const message = [
      "",
      "# a comment line, as git writes them, of any length ".repeat(3),
      "Split the schema by domain",
      "",
      `The body says why, and may run long: ${"x".repeat(200)}`,
      "# ------------------------ >8 ------------------------",
      "diff --git a/x b/x",
    ].join("\n");
    expect(subjectOf(message)).toBe("Split the schema by domain");
  });

  test("is the whole first paragraph, as git log --oneline shows it", () => {
    expect(subjectOf("Split the schema\nby domain\n\nWhy.")).toBe("Split the schema by domain");
    expect(subjectProblem(subjectOf(`${subject(40)}\n${subject(40)}\n`))).toMatch(/81 characters/);
  });
});

describe("in a repository", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-commit-msg-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  // The hook runs `node` from PATH: this test's own Node first.
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
  const git = (cwd: string, ...args: string[]) => spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@haya.test", ...args], { cwd, env, encoding: "utf8" });
  const copy = (to: string, ...files: string[]) => {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
      fs.copyFileSync(path.join(REPO, file), path.join(to, file));
      fs.chmodSync(path.join(to, file), fs.statSync(path.join(REPO, file)).mode);
    }
  };
  const FILES = [".githooks/commit-msg", "scripts/commit-msg.mjs", "scripts/install-hooks.mjs", "scripts/ci/commit-subjects.mjs"];
  const installHooks = (cwd: string) => spawnSync(process.execPath, ["scripts/install-hooks.mjs"], { cwd, env, encoding: "utf8" });

  test("npm install's prepare sets the hook, which refuses a subject over 72 characters", () => {
    const repo = path.join(dir, "clone");
    fs.mkdirSync(repo);
    git(repo, "init", "-q");
    copy(repo, ...FILES);
    expect(installHooks(repo).status).toBe(0);
    expect(git(repo, "config", "core.hooksPath").stdout.trim()).toBe(".githooks");
    git(repo, "add", ".");
    const refused = git(repo, "commit", "-q", "-m", subject(73));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("Commit refused: the subject is 73 characters, over 72");
    expect(git(repo, "commit", "-q", "-m", subject(72), "-m", "Why.").status).toBe(0);
  });

  test("prepare does nothing, and fails nothing, without git history", () => {
    const tarball = path.join(dir, "tarball");
    copy(tarball, ...FILES);
    const run = installHooks(tarball);
    expect([run.status, run.stdout, run.stderr]).toEqual([0, "", ""]);
  });

  test("prepare leaves another hooks folder in place", () => {
    const repo = path.join(dir, "husky");
    fs.mkdirSync(repo);
    git(repo, "init", "-q");
    git(repo, "config", "core.hooksPath", ".husky");
    copy(repo, ...FILES);
    expect(installHooks(repo).stdout).toMatch(/already \.husky; left as it is/);
    expect(git(repo, "config", "core.hooksPath").stdout.trim()).toBe(".husky");
  });

  test("CI checks the commits after the floor, and those committed after its date where the floor is not beneath HEAD", () => {
    const repo = path.join(dir, "history");
    fs.mkdirSync(repo);
    git(repo, "init", "-q");
    const commit = (message: string, date: string) => {
      const run = spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@haya.test", "commit", "-q", "--allow-empty", "--no-verify", "-m", message], {
        cwd: repo,
        env: { ...env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
      });
      expect(run.status).toBe(0);
      return execFileSync("git", ["rev-parse", "HEAD"], { cwd: repo, encoding: "utf8" }).trim();
    };
    commit(subject(200), "2026-01-01T00:00:00Z");
    const floor = { commit: commit(subject(100), "2026-01-02T00:00:00Z"), date: "2026-01-02T00:00:00Z" };
    commit(subject(72), "2026-01-03T00:00:00Z");
    commit(subject(73), "2026-01-04T00:00:00Z");
    const checked = (found: ReturnType<typeof commitsToCheck>) => found?.commits.map((c) => c.subject.length);
    expect(checked(commitsToCheck(repo, undefined, floor))).toEqual([73, 72]);
    expect(checked(commitsToCheck(repo, undefined, { commit: "0".repeat(40), date: floor.date }))).toEqual([73, 72]);
    expect(checked(commitsToCheck(repo, "HEAD~1", floor))).toEqual([73]);
    expect(commitsToCheck(path.join(dir, "tarball"), undefined, floor)).toBeUndefined();

    const ci = spawnSync(process.execPath, [path.join(REPO, "scripts/ci/commit-subjects.mjs")], { cwd: repo, env: { ...env, COMMIT_SUBJECTS_SINCE: floor.commit }, encoding: "utf8" });
    expect(ci.status).toBe(1);
    expect(ci.stderr).toMatch(/1 of the 2 commits after [0-9a-f]{40} break the habit[^]*the subject is 73 characters, over 72/);
  });
});
