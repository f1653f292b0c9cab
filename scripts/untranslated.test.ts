// Every text a page shows comes from the message catalogues, in both languages (issue 21, decision 038): a word written
// straight into a page's JSX is a word a Pidgin reader gets in English. The files still to translate are listed here by
// area; a file leaves the list when its last text has moved to a catalogue, and the list must only shrink.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { untranslatedTexts } from "./untranslated";

const APP = join(import.meta.dirname, "..", "app");

/** Developer tools and the payment provider's stand-in: English only, like their URLs (app/routes.ts). */
const ENGLISH_ONLY = ["routes/dev-outbox.tsx", "routes/checkout-sandbox.tsx"];

/** Files whose texts are not yet all in the catalogues, by area (each area's catalogue is messages/<area>/). */
const TO_TRANSLATE = [
  // bookings

  // rentals

  // listing

  // people

  // info
  "routes/info/privacy.tsx",
  "routes/info/terms.tsx",

];

const pages = (readdirSync(APP, { recursive: true }) as string[]).filter((f) => f.endsWith(".tsx") && !/\.(test|spec)\.tsx$/.test(f) && !f.includes("+types"));
const untranslated = Object.fromEntries(pages.map((f) => [f, untranslatedTexts(f, readFileSync(join(APP, f), "utf8"))]));

describe("texts the pages show", () => {
  test("come from the catalogues, except in the files still to translate", () => {
    const waiting = new Set([...ENGLISH_ONLY, ...TO_TRANSLATE]);
    expect(Object.entries(untranslated).filter(([f, texts]) => !waiting.has(f) && texts.length > 0)).toEqual([]);
  });

  test("the list of files still to translate names only files that still have English of their own", () => {
    expect(TO_TRANSLATE.filter((f) => !(f in untranslated) || untranslated[f]!.length === 0)).toEqual([]);
  });

  test("the check finds words in JSX, in shown expressions and in spoken attributes, and not in names or code", () => {
    const source = [
      "const a = <p className=\"mt-2 text-sm\">Save changes</p>;",
      "const b = <p>{busy ? \"Saving…\" : m.save()}</p>;",
      "const c = <input placeholder=\"Your name\" aria-label={m.name()} />;",
      "const d = <a href=\"/x\">{m.go()} · Haya &middot; WhatsApp</a>;",
      "const e = <img alt={`Photo ${n} of ${count}`} src={`/p/${n}.jpg`} />;",
    ].join("\n");
    expect(untranslatedTexts("x.tsx", source)).toEqual(["1: Save changes", "2: Saving…", "3: Your name", "5: Photo of"]);
  });
});
