// The commit-msg hook (.githooks/commit-msg, installed by npm install): refuses a commit whose subject is empty or
// longer than 72 characters, so that `git log --oneline` stays readable (CONTRIBUTING.md). CI checks the same.
import fs from "node:fs";
import path from "node:path";

export const MAX_SUBJECT = 72;

/**
 * The subject git shows for `message` (`%s`, `--oneline`): its first paragraph, lines joined by spaces, once git has
 * taken out the comment lines and everything below the scissors of `commit --verbose`.
 */
export function subjectOf(message) {
  const lines = [];
  for (const line of message.split(/\r?\n/)) {
    if (/^# -+ >8 -+$/.test(line)) break;
    if (!line.startsWith("#")) lines.push(line);
  }
  const first = lines.findIndex((line) => line.trim() !== "");
  if (first === -1) return "";
  const end = lines.findIndex((line, i) => i > first && line.trim() === "");
  return lines
    .slice(first, end === -1 ? undefined : end)
    .map((line) => line.trim())
    .join(" ");
}

/** What is wrong with a commit's subject, or undefined when nothing is. */
export function subjectProblem(subject) {
  if (!subject.trim()) return "the subject is empty";
  const length = [...subject].length;
  if (length > MAX_SUBJECT) return `the subject is ${length} characters, over ${MAX_SUBJECT}`;
  return undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: node scripts/commit-msg.mjs <file with the commit message>");
    process.exit(2);
  }
  const subject = subjectOf(fs.readFileSync(file, "utf8"));
  const problem = subjectProblem(subject);
  if (problem) {
    console.error(`Commit refused: ${problem} (CONTRIBUTING.md): say what the commit does in the subject, why in the body.`);
    console.error(`  ${subject}\nTo write it again: git commit -e -F ${file}`);
    process.exit(1);
  }
}
