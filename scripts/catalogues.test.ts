// The message catalogues (messages/en.json and messages/pcm.json, decision 038) hold the same messages, none empty and
// each with the same placeholders in both languages, and every message the code calls (`m.some_key(…)`) is in them: a
// page can never show a message that one language lacks. A Pidgin message is not its English copied (issue 38, item 14),
// but for the few named below that are the same in both.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { LOCALES } from "../core/locales";
import { catalogueOf, textsOf, type Catalogue, type Message } from "./catalogues";

const ROOT = join(import.meta.dirname, "..");

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

/**
 * The messages whose Pidgin is their English, each with why: the words are the same in both languages. Everything else
 * that reads the same in both has no words at all (punctuation and placeholders: ".", "{title}: {message}").
 */
export const SAME_IN_PIDGIN: Record<string, string> = {
  footer_haya: "a name",
  header_help: "'help' is the Pidgin word too (footer_support's Pidgin is 'Help')",
  header_messages: "Pidgin says 'messages' too, as the header's unread count does ('Messages, {count} you never read')",
  people_messages_title: "the same page as header_messages",
  account_notifications_title: "Pidgin says 'notifications' too, as the header's bell does ('Notifications, {count} you never read')",
  people_verified_email: "'email' is the Pidgin word too (the seed's field is 'Email')",
  bookings_days: "days are counted in the same words ('for {days} days' in Pidgin sentences too)",
  listing_days: "as bookings_days",
  rentals_days: "as bookings_days",
  mail_hours: "hours are counted in the same words, as days are",
  mail_greeting: "'Hello {name},' is how a Pidgin letter opens too",
  calendar_weekdays: "day names stay English on Pidgin pages, as month names do: Pidgin is written with English day names (decision 038)",
  rentals_weekdays: "as calendar_weekdays",
  account_session_from: "'from' is the Pidgin word too, before an address",
};

/** Whether a text has any words: letters outside its placeholders. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ""));

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

  test("a Pidgin message is not its English copied, but for the few named as the same in both", () => {
    const same = Object.keys(catalogues.en).filter((k) => JSON.stringify(catalogues.en[k]) === JSON.stringify(catalogues.pcm[k]) && textsOf(catalogues.en[k]!).some(hasWords));
    expect(same.filter((k) => !(k in SAME_IN_PIDGIN)), "Pidgin messages that are their English: translate them, or name them in SAME_IN_PIDGIN with why").toEqual([]);
    expect(Object.keys(SAME_IN_PIDGIN).filter((k) => !same.includes(k)), "named as the same in both, but they are not (any more)").toEqual([]);
    expect(Object.keys(SAME_IN_PIDGIN).length, "a short list").toBeLessThanOrEqual(20);
  });

  test("the check names a message the catalogues lack, with its line", () => {
    const keys = new Set(["header_help"]);
    const source = 'import { m } from "@core/paraglide/messages";\nconst a = m.header_help();\n<p>{m.header_helpp()}</p> {item.name}';
    expect(unknownKeys("x.tsx", source, keys)).toEqual(["x.tsx:3: header_helpp"]);
    expect(unknownKeys("y.ts", "const m = /a/.exec(s); m.index;", keys)).toEqual([]);
  });
});
