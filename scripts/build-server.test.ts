// The server's bundle keeps only the messages its own sources name (scripts/build-server.mjs: a word of a source that is
// a message's id). A message reached any other way, its id put together from parts or looked up by a variable, would be
// missing from the built server and fail there alone. So the server's code names each message it says: `m.<id>(…)`, or
// an id written out whole in a list (notifications.words.ts looks its words up from one).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..");
/** Looked up by a variable, from a list of ids written out whole (WORD_IDS). */
const LOOKS_UP_FROM_A_LIST = ["server/features/notifications/notifications.words.ts"];

const sources = ["server", "core"].flatMap((dir) =>
  (readdirSync(join(ROOT, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && !f.startsWith("paraglide") && !f.startsWith("testing"))
    .map((f) => `${dir}/${f}`),
);

test("the server's code names every message it says, never looks one up by a made-up id", () => {
  expect(sources.length).toBeGreaterThan(300);
  // Files that import the messages' `m` and index it by anything but a number (a regular expression's match is often `m`).
  const lookups = sources.filter((f) => {
    const text = readFileSync(join(ROOT, f), "utf8");
    return /import \{[^}]*\bm\b[^}]*\} from "[^"]*paraglide\/messages"/.test(text) && /\bm\[(?!\d)/.test(text);
  });
  expect(lookups).toEqual(LOOKS_UP_FROM_A_LIST);
  const words = readFileSync(join(ROOT, LOOKS_UP_FROM_A_LIST[0]!), "utf8");
  // The list the lookup reads is of ids written out whole, as the bundler's word scan finds them.
  expect(words).toMatch(/const WORD_IDS = \[\n(\s+"[a-z0-9_]+",\n)+\] as const;/);
});
