/** The newest commit whose subject runs over 72 characters, and its date (scripts/ci/commit-subjects.mjs). */
export const FLOOR: { commit: string; date: string };
/** The commits of `cwd` that CI checks, and which they are; undefined where there is no git history. */
export function commitsToCheck(cwd: string, since?: string, floor?: { commit: string; date: string }): { commits: { commit: string; subject: string }[]; which: string } | undefined;
