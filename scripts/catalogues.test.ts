// The message catalogues (messages/en.json and messages/pcm.json, decision 038) hold the same messages, none empty and
// each with the same placeholders in both languages, and every message the code calls (`m.some_key(…)`) is in them: a
// page can never show a message that one language lacks.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { LOCALES } from "../core/locales";

const ROOT = join(import.meta.dirname, "..");

/** A message: plain text, or variants chosen by selectors (plurals) in inlang's message format. */
type Message = string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];
type Catalogue = Record<string, Message>;

/** The catalogue files of each language (project.inlang/settings.json: one pattern per area, e.g. messages/accounts/). */
const PATTERNS = (JSON.parse(readFileSync(join(ROOT, "project.inlang", "settings.json"), "utf8")) as { "plugin.inlang.messageFormat": { pathPattern: string | string[] } })["plugin.inlang.messageFormat"].pathPattern;

/** A language's messages from all its files; a key in two files is an error (the second would silently win). */
const catalogueOf = (locale: string): Catalogue => {
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
const textsOf = (m: Message): string[] => (typeof m === "string" ? [m] : m.flatMap((v) => Object.values(v.match)));

/** The placeholders a text fills in: "{count} items" → ["count"]. */
const placeholdersOf = (m: Message) => [...new Set(textsOf(m).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!)))].sort();

/**
 * How code takes the messages (one convention, so that `m.` in a file without it is some other `m`): pages through the
 * @core alias, the server by a relative path to the same core/paraglide.
 */
const IMPORTS_MESSAGES = /^import \{ m \} from "(@core|(\.\.\/)+core)\/paraglide\/messages";$/m;

/** "file:line: key" for each message the source calls as `m.key` that `keys` lacks. */
export function unknownKeys(file: string, source: string, keys: Set<string>): string[] {
  const found: string[] = [];
  if (!IMPORTS_MESSAGES.test(source)) return found;
  source.split("\n").forEach((line, i) => {
    for (const [, key] of line.matchAll(/\bm\.([a-z][a-z0-9_]*)\b/g)) if (!keys.has(key!)) found.push(`${file}:${i + 1}: ${key}`);
  });
  return found;
}

/** Every file of `dir` whose messages are checked: the app's code, not its tests or generated files. */
const sourceFiles = (dir: string) =>
  (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .map((f) => join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.includes("+types") && !f.includes("paraglide"));

const catalogues = Object.fromEntries(LOCALES.map((l) => [l, catalogueOf(l)])) as Record<(typeof LOCALES)[number], Catalogue>;

describe("the message catalogues", () => {
  test("every language has every message, none empty, and no message of its own", () => {
    const keys = new Set(LOCALES.flatMap((l) => Object.keys(catalogues[l])));
    expect(keys.size).toBeGreaterThan(50);
    for (const l of LOCALES) {
      const missing = [...keys].filter((k) => !(k in catalogues[l]));
      const empty = Object.entries(catalogues[l]).filter(([, m]) => textsOf(m).length === 0 || textsOf(m).some((t) => t.trim() === "")).map(([k]) => k);
      expect({ locale: l, missing, empty }).toEqual({ locale: l, missing: [], empty: [] });
    }
  });

  test("a message fills in the same placeholders in every language", () => {
    const differ = Object.keys(catalogues.en).filter((k) => LOCALES.some((l) => k in catalogues[l] && placeholdersOf(catalogues[l][k]!).join() !== placeholdersOf(catalogues.en[k]!).join()));
    expect(differ).toEqual([]);
  });

  test("every message the code calls is in the catalogues", () => {
    const keys = new Set(Object.keys(catalogues.en));
    const files = [...sourceFiles("app"), ...sourceFiles("core"), ...sourceFiles("server")];
    expect(files.filter((f) => IMPORTS_MESSAGES.test(readFileSync(join(ROOT, f), "utf8"))).length).toBeGreaterThan(10);
    expect(files.flatMap((f) => unknownKeys(f, readFileSync(join(ROOT, f), "utf8"), keys))).toEqual([]);
  });

  test("the check names a message the catalogues lack, with its line", () => {
    const keys = new Set(["header_help"]);
    const source = 'import { m } from "@core/paraglide/messages";\nconst a = m.header_help();\n<p>{m.header_helpp()}</p> {item.name}';
    expect(unknownKeys("x.tsx", source, keys)).toEqual(["x.tsx:3: header_helpp"]);
    expect(unknownKeys("y.ts", "const m = /a/.exec(s); m.index;", keys)).toEqual([]);
  });
});
