// CI: every commit since the habit began has a subject of at most 72 characters: the commit-msg hook's check
// (scripts/commit-msg.mjs), for commits made where it was not installed or was skipped (--no-verify).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { subjectProblem } from "../commit-msg.mjs";

/**
 * The newest commit whose subject runs longer, and its date: the commits after it are held to the habit, those before
 * are history. COMMIT_SUBJECTS_SINCE (a revision) checks the commits after another, such as a branch's base.
 */
export const FLOOR = { commit: "184597a2400d8d6407b40a53cf490ca2e779d733", date: "2026-11-27T12:08:31+00:00" };

/** What `git …` prints in `cwd`, or undefined when git is missing or says no. */
function git(cwd, ...args) {
  try {
    return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 64 << 20 });
  } catch {
    return undefined;
  }
}

/**
 * The commits of `cwd` to check, each `{ commit, subject }`, and which they are; undefined where there is no history
 * (no git, or a tarball). The commits after `since`; or, when the floor is not in this clone (a shallow one) or not
 * beneath HEAD (history rewritten), those committed after its date.
 */
export function commitsToCheck(cwd, since = process.env.COMMIT_SUBJECTS_SINCE, floor = FLOOR) {
  if (git(cwd, "rev-parse", "--verify", "--quiet", "HEAD") === undefined) return undefined;
  let range = since ? [`${since}..HEAD`] : [`${floor.commit}..HEAD`];
  let which = `after ${since ?? floor.commit.slice(0, 7)}`;
  if (!since && git(cwd, "merge-base", "--is-ancestor", floor.commit, "HEAD") === undefined) {
    // --since takes commits of that second too: the floor itself is history.
    range = [`--since=${new Date(Date.parse(floor.date) + 1000).toISOString()}`, "HEAD"];
    which = `committed after ${floor.date}`;
  }
  const out = git(cwd, "log", "--format=%H%x00%s%x00", ...range);
  if (out === undefined) throw new Error(`git log ${range.join(" ")} failed in ${cwd}`);
  const fields = out.split("\0");
  const commits = [];
  for (let i = 0; i + 1 < fields.length; i += 2) commits.push({ commit: fields[i].trim(), subject: fields[i + 1] });
  return { commits, which };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const found = commitsToCheck(process.cwd());
  if (!found) {
    console.log("commit subjects: no git history here, nothing to check");
  } else {
    const refused = found.commits.flatMap(({ commit, subject }) => {
      const problem = subjectProblem(subject);
      return problem ? [`  ${commit.slice(0, 10)}: ${problem}\n    ${subject}`] : [];
    });
    if (refused.length) {
      console.error(`commit subjects: ${refused.length} of the ${found.commits.length} commits ${found.which} break the habit (CONTRIBUTING.md):`);
      console.error(refused.join("\n"));
      console.error("Say what a commit does in its subject and why in its body; reword them with git rebase -i (`reword`).");
      process.exit(1);
    }
    console.log(`commit subjects: the ${found.commits.length} commits ${found.which} have subjects of at most 72 characters`);
  }
}
