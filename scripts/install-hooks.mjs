// npm install's `prepare`: points git at .githooks/, the commit-msg check (CONTRIBUTING.md). Does nothing, and fails
// nothing, where there is no git or this folder is not its own repository (a release tarball, a package inside another
// project), or where the repository already uses other hooks; CI checks the subjects whatever is installed here.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const HOOKS = ".githooks";
const root = path.join(import.meta.dirname, "..");

/** What `git …` prints in the repo's folder, or undefined when git is missing or says no. */
function git(...args) {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

const top = git("rev-parse", "--show-toplevel");
const current = git("config", "--get", "core.hooksPath");
if (!top || fs.realpathSync(top) !== fs.realpathSync(root)) {
  // No git, or a checkout of another project that holds this one: its hooks are not Haya's to set.
} else if (current && current !== HOOKS) {
  console.log(`Git hooks: core.hooksPath is already ${current}; left as it is (the commit-msg check is ${HOOKS}/commit-msg).`);
} else if (current !== HOOKS && git("config", "core.hooksPath", HOOKS) === undefined) {
  console.log(`Git hooks: could not set core.hooksPath to ${HOOKS}; the commit-msg check is not installed.`);
}
