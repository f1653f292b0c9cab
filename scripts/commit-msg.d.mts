/** The longest subject a commit may have (scripts/commit-msg.mjs). */
export const MAX_SUBJECT: number;
/** The subject git shows for a commit message: its first paragraph, comments and what is below the scissors left out. */
export function subjectOf(message: string): string;
/** What is wrong with a commit's subject (empty, or over MAX_SUBJECT characters), or undefined when nothing is. */
export function subjectProblem(subject: string): string | undefined;
