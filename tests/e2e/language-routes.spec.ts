// Every page of the route table (app/routes.ts) in both languages, as a visitor opens it: English at its path, Pidgin at
// /pcm + its path, each with <html lang>, hreflang links to both and x-default, a redirect (to sign in) that keeps the
// language, and none of the shell's messages in the other language (the language lost somewhere between the URL and the
// render shows the English header on a Pidgin page).
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect } from "@playwright/test";
import routes from "../../app/routes";
import { apiCategories, apiListings, SITE, test } from "./helpers";

/** Every route's whole path (parents' paths joined) and file. */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((r) => {
    const path = [parent, r.path ?? ""].filter(Boolean).join("/");
    return [{ path, file: r.file }, ...flatten(r.children ?? [], path)];
  });
}

/**
 * The texts of the shell's messages (on every page: header, navigation, footer) that cannot be mistaken for data: no
 * placeholders, 12 characters or more, HTML-escaped. (Pages not yet translated still show English of their own.)
 */
function plainTexts(locale: string): Map<string, string> {
  const catalogue = JSON.parse(readFileSync(`messages/${locale}.json`, "utf8")) as Record<string, unknown>;
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  return new Map(Object.entries(catalogue).filter((e): e is [string, string] => typeof e[1] === "string" && /^(shell|header|nav|menu|footer|newsletter)_/.test(e[0]) && !e[1].includes("{") && e[1].length >= 12).map(([k, v]) => [k, escape(v)]));
}
const TEXTS = { en: plainTexts("en"), pcm: plainTexts("pcm") };
/** The messages of the other language (where its text differs) found in `html` as an element's text or an attribute. */
const otherLanguage = (html: string, locale: "en" | "pcm") => {
  const other = locale === "en" ? "pcm" : "en";
  return [...TEXTS[other]].filter(([k, text]) => TEXTS[locale].get(k) !== text && (html.includes(`>${text}<`) || html.includes(`="${text}"`))).map(([k]) => k);
};

const all = flatten(routes);
/** The pages, each of which also answers under /pcm (its path, or its layout's, starts with the optional segment "pcm?"). */
const pages = all.filter((r) => r.path.startsWith("pcm?") && r.file.endsWith(".tsx") && !r.file.endsWith("layout.tsx"));

test("the route table puts every page in both languages, and no developer tool", () => {
  expect(pages.length).toBeGreaterThan(40);
  const englishOnly = all.filter((r) => r.file.endsWith(".tsx") && !r.path.startsWith("pcm?")).map((r) => r.path);
  expect(englishOnly.filter((p) => !/^(dev\/|logout$|payments\/|checkout\/)/.test(p))).toEqual([]);
  expect(all.filter((r) => /^pcm\?\/dev\//.test(r.path))).toEqual([]);
});

test("every page renders in English and Pidgin, each naming both and keeping its language", async ({ request }) => {
  test.setTimeout(240_000);
  const [listing] = (await apiListings(request, { limit: 1 })).items;
  const category = (await apiCategories(request)).find((c) => c.subcategories.length > 0)!;
  const values: Record<string, string> = { id: String(listing!.id), category: category.slug, subcategory: category.subcategories[0]!.slug, step: "basics", "*": "no-such-page" };
  const concrete = (path: string) => `/${path.replace(/:(\w+)\??|\*/g, (m, name?: string) => values[name ?? "*"] ?? "0")}`.replace(/\/$/, "") || "/";
  const checked = new Set<string>();
  for (const r of pages) {
    const en = concrete(r.path.replace(/^pcm\?\/?/, ""));
    if (checked.has(en)) continue;
    checked.add(en);
    for (const locale of ["en", "pcm"] as const) {
      const url = locale === "en" ? en : en === "/" ? "/pcm" : `/pcm${en}`;
      const res = await request.get(url, { maxRedirects: 0 });
      const where = `${r.file} ${url}`;
      if ([302, 303].includes(res.status())) {
        // Pages for signed-in people send a visitor to sign in, in the same language.
        const to = res.headers()["location"]!;
        expect(to.startsWith("/pcm/") || to === "/pcm", `${where} → ${to}`).toBe(locale === "pcm");
        continue;
      }
      expect([200, 400, 404], where).toContain(res.status());
      const html = await res.text();
      expect(/<html lang="([^"]+)"/.exec(html)?.[1], where).toBe(locale);
      const alternate = (lang: string) => new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");
      expect([alternate("en"), alternate("pcm"), alternate("x-default")], where).toEqual([`${SITE}${en}`, `${SITE}${en === "/" ? "/pcm" : `/pcm${en}`}`, `${SITE}${en}`]);
      expect(otherLanguage(html, locale), where).toEqual([]);
    }
  }
});
