// Another commit of Haya, built to be measured beside this checkout: a temporary git worktree (under the system's temp
// folder) with its own dependencies and build. Nothing is kept between runs: `remove()` takes the worktree away again.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface OtherRef {
  dir: string;
  /** Its commit, abbreviated. */
  commit: string;
  remove: () => void;
}

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

/** The full commit `ref` names; throws when it names none. */
export function commitOf(ref: string): string {
  return git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
}

/** Runs `command` in `cwd` with this process's Node first on the PATH (npm's scripts then run on it too), output into `log`. */
function run(command: string, args: string[], cwd: string, log: string): Promise<void> {
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ""}` };
  const out = fs.openSync(log, "a");
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", out, out] });
  return new Promise((resolve, reject) =>
    child.on("exit", (code) => {
      fs.closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${code}); its output:\n${fs.readFileSync(log, "utf8").slice(-3000)}`));
    }),
  );
}

const sameFile = (a: string, b: string) => fs.existsSync(a) && fs.existsSync(b) && fs.readFileSync(a).equals(fs.readFileSync(b));

/**
 * `ref` checked out into a temporary worktree, its dependencies in place (this checkout's node_modules linked when its
 * package.json and package-lock.json are byte for byte these, else `npm install`), and built with its own `npm run build`.
 */
export async function buildOtherRef(ref: string, say: (line: string) => void): Promise<OtherRef> {
  const full = commitOf(ref);
  const commit = full.slice(0, 7);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `haya-bench-${commit}-`));
  const log = `${dir}.log`;
  const remove = () => {
    try {
      git("worktree", "remove", "--force", dir);
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
      git("worktree", "prune");
    }
    fs.rmSync(log, { force: true });
  };
  try {
    git("worktree", "add", "--detach", dir, full);
    if (["package.json", "package-lock.json"].every((f) => sameFile(f, path.join(dir, f)))) {
      say(`${commit}: same package.json and lockfile, linking this checkout's node_modules`);
      fs.symlinkSync(fs.realpathSync("node_modules"), path.join(dir, "node_modules"), "dir");
    } else {
      say(`${commit}: its package.json or lockfile differs, npm install there (a minute or two)…`);
      await run("npm", ["install", "--no-audit", "--no-fund"], dir, log);
    }
    say(`${commit}: npm run build…`);
    await run("npm", ["run", "build"], dir, log);
    return { dir, commit, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
