// The message catalogues as files (decision 038): each language's messages from every area's file, for the checks that
// read them (scripts/catalogues.test.ts, and the browser's Pidgin check, tests/e2e/pidgin-helpers.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "..");

/** A message: plain text, or variants chosen by selectors (plurals) in inlang's message format. */
export type Message = string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];
export type Catalogue = Record<string, Message>;

/** The catalogue files of each language (project.inlang/settings.json: one pattern per area, e.g. messages/accounts/). */
const PATTERNS = (JSON.parse(readFileSync(join(ROOT, "project.inlang", "settings.json"), "utf8")) as { "plugin.inlang.messageFormat": { pathPattern: string | string[] } })["plugin.inlang.messageFormat"].pathPattern;

/** A language's messages from all its files; a key in two files is an error (the second would silently win). */
export const catalogueOf = (locale: string): Catalogue => {
  const all: Catalogue = {};
  for (const pattern of [PATTERNS].flat()) {
    const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(ROOT, pattern.replace("{locale}", locale)), "utf8")) as Catalogue & { $schema?: string };
    for (const [k, v] of Object.entries(messages)) {
      if (k in all) throw new Error(`${k} is in two catalogue files of ${locale}`);
      all[k] = v;
    }
  }
  return all;
};

/** Each text of a message (a plain message's one text, or every variant of a plural). */
export const textsOf = (m: Message): string[] => (typeof m === "string" ? [m] : m.flatMap((v) => Object.values(v.match)));
