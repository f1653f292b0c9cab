// Every text a page shows comes from the message catalogues, in both languages (issue 21, decision 038): a word written
// straight into a page's JSX is a word a Pidgin reader gets in English. Only the developer tools may have words of their own.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { untranslatedTexts } from "./untranslated";

const APP = join(import.meta.dirname, "..", "app");

/** Developer tools and the payment provider's stand-in: English only, like their URLs (app/routes.ts). */
const ENGLISH_ONLY = ["routes/dev/outbox.tsx", "routes/checkout/sandbox.$reference.tsx"];

const pages = (readdirSync(APP, { recursive: true }) as string[]).filter((f) => f.endsWith(".tsx") && !/\.(test|spec)\.tsx$/.test(f) && !f.includes("+types"));
const untranslated = Object.fromEntries(pages.map((f) => [f, untranslatedTexts(f, readFileSync(join(APP, f), "utf8"))]));

describe("texts the pages show", () => {
  test("come from the catalogues, on every page but the developer tools", () => {
    expect(pages.length).toBeGreaterThan(150);
    expect(Object.entries(untranslated).filter(([f, texts]) => !ENGLISH_ONLY.includes(f) && texts.length > 0)).toEqual([]);
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
