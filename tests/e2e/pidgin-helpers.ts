// What of a Pidgin page is English (issue 38, item 14): the page's words — its text, what screen readers say of it
// (aria-label, alt, title, placeholder…), the choices of its lists and its title — checked against the catalogues
// (messages/**/{en,pcm}.json). A text is English when it is a message's English and no message's Pidgin, or when it
// has a word that the English catalogue uses and the Pidgin one never does ('the', 'is', 'cannot'…). What people
// wrote (titles, descriptions, names, reviews, messages) and the demo catalogue's category names are theirs, not the
// site's: the strings the page's loaders send in those fields are taken out first.
import type { Page } from "@playwright/test";
import { LOCALE_NAMES } from "../../core/locales";
import { catalogueOf, textsOf } from "../../scripts/catalogues";

const en = catalogueOf("en");
const pcm = catalogueOf("pcm");
const texts = (c: typeof en) => Object.values(c).flatMap(textsOf);

/** Where a user's words stood: a placeholder's stand-in, so that "Save am: {title}" still reads as the message. */
const THEIRS = "\u2063";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;
const norm = (s: string) => s.replace(/\s+/g, " ").trim();

/** A message's text as a pattern: its placeholders match anything, the rest as written. */
const patternOf = (text: string) => new RegExp(`^${text.split(/\{\w+\}/).map(escape).join("(.+?)")}$`, "u");

const wordsOf = (s: string) => s.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];

/** Month and day names: Pidgin pages write dates as English ones do, on purpose (decision 038). */
const DATE_WORDS = (() => {
  const days = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, i + 1)));
  const formats = (["long", "short"] as const).flatMap((style) => [{ month: style }, { weekday: style }]);
  return formats.flatMap((f) => days.map((d) => new Intl.DateTimeFormat("en-NG", { ...f, timeZone: "UTC" }).format(d).toLowerCase()));
})();

/**
 * Words of the English catalogue that its Pidgin never uses: a sure sign of English on a Pidgin page. The languages'
 * own names (the switch offers 'English' on a Pidgin page) and dates' words are left out.
 */
export const ENGLISH_WORDS = (() => {
  const pidgin = new Set(texts(pcm).flatMap((t) => wordsOf(t.replace(/\{\w+\}/g, " "))));
  const names = new Set([...Object.values(LOCALE_NAMES).map((n) => n.toLowerCase()), ...DATE_WORDS]);
  return new Set(texts(en).flatMap((t) => wordsOf(t.replace(/\{\w+\}/g, " "))).filter((w) => w.length > 1 && !pidgin.has(w) && !names.has(w)));
})();

/**
 * The messages a whole text can be, in each language: exact, or with their placeholders filled, each with how much of it
 * is fixed words (a text is the message that fits it most closely: "Save am: {title}" over "Save {title}").
 */
const patterns = (c: typeof en) =>
  [...new Set(texts(c).map(norm))].map((t) => ({ re: patternOf(t), fixed: letters(t.replace(/\{\w+\}/g, "")), filled: /\{\w+\}/.test(t) })).filter((p) => p.fixed > 0);
const EN_PATTERNS = patterns(en);
const PCM_PATTERNS = patterns(pcm);
/** How closely the messages fit `t` at best: an exact text wholly, a filled one by its fixed words (0: none fits). */
const fit = (ps: ReturnType<typeof patterns>, t: string) => Math.max(0, ...ps.filter((p) => p.re.test(t)).map((p) => (p.filled ? p.fixed : Infinity)));

/** English phrases of words that Pidgin has too, but says otherwise ('Photo 1 for di 3', '4 star over 5'). */
const ENGLISH_PHRASES = ["out of"];
const says = (text: string, phrase: string) => new RegExp(`(?<!\\p{L})${phrase}(?!\\p{L})`, "iu").test(text);
for (const p of ENGLISH_PHRASES) if (texts(pcm).some((t) => says(t, p))) throw new Error(`the Pidgin catalogue says "${p}"`);

/** Why `text` (a page's text, user content taken out) is English, or undefined. */
export function englishIn(text: string): string | undefined {
  const t = norm(text);
  if (!letters(t.replaceAll(THEIRS, ""))) return undefined;
  // An English message fits it better than any Pidgin one (a filled English message only when enough of it is words:
  // "{n} of {total}" would fit any text with "of" in it).
  const english = fit(EN_PATTERNS.filter((p) => !p.filled || p.fixed >= 4), t);
  if (english > fit(PCM_PATTERNS, t)) return english === Infinity ? "an English message" : "an English message, filled in";
  const words = [...wordsOf(t).filter((w) => ENGLISH_WORDS.has(w)), ...ENGLISH_PHRASES.filter((p) => says(t, p))];
  return words.length ? `English words: ${[...new Set(words)].join(", ")}` : undefined;
}

/**
 * Loader fields that hold what people wrote (a deposit claim's answer and an operator's decision among them), the
 * catalogue's stored names (their Pidgin is checked by category-names.spec.ts) and a
 * payout's failure as the bank wrote it (decision 038).
 */
const THEIR_FIELDS = new Set(["title", "description", "name", "businessName", "ownerName", "renterName", "author", "body", "content", "listingTitle", "location", "preview", "text", "pickupNotes", "features", "included", "alt", "email", "city", "state", "failureReason", "bio", "answerText", "decisionNote"]);
/**
 * Except where a page's loader says something in the site's words under such a name: a notification's title and body
 * (said in the reader's language from its stored message), the account's notification kinds.
 */
const OURS = [/^notifications\/index\.items\.\d+\.(title|body)$/, /^account\/index\.notificationPrefs\./, /^[^./]+\/[^.]+\.meta\./, /\.on\.title$/, /^browse\/index\.longer\./];
/** A testimonial's job ('Nurse') is what its writer said of themselves. */
const THEIRS_TOO = [/\.testimonials\.\d+\.role$/];

/** What the page says, where, and what people wrote on it (from its loaders' data). */
async function wordsOnPage(page: Page) {
  return page.evaluate(
    ({ fields, ours, theirsToo }) => {
      const norm = (s: string) => s.replace(/\s+/g, " ").trim();
      const shown: { where: string; text: string }[] = [];
      const name = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}>`;
      for (const el of document.body.querySelectorAll("*")) {
        if (el.closest("script, style, noscript, template, svg") || !el.checkVisibility()) continue;
        if ([...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
          shown.push({ where: name(el), text: norm((el as HTMLElement).innerText ?? el.textContent ?? "") });
        for (const a of ["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "alt", "title", "placeholder"]) {
          const v = el.getAttribute(a);
          if (v?.trim()) shown.push({ where: `${name(el)}[${a}]`, text: norm(v) });
        }
      }
      for (const o of document.querySelectorAll("select option")) if (o.closest("select")?.checkVisibility()) shown.push({ where: "<option>", text: norm(o.textContent ?? "") });
      shown.push({ where: "<title>", text: document.title });

      const theirs: string[] = [];
      const keep = (path: string) => !ours.some((r) => new RegExp(r).test(path));
      const walk = (v: unknown, path: string, field: string | undefined): void => {
        if (typeof v === "string") {
          if (((field && fields.includes(field)) || theirsToo.some((r) => new RegExp(r).test(path))) && keep(path) && v.trim().length > 1) theirs.push(v.trim());
        } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`, field));
        else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k, k);
      };
      const router = (window as unknown as { __reactRouterDataRouter?: { state: { loaderData: unknown } } }).__reactRouterDataRouter;
      walk(router?.state.loaderData, "", undefined);
      return { shown, theirs };
    },
    { fields: [...THEIR_FIELDS], ours: OURS.map((r) => r.source), theirsToo: THEIRS_TOO.map((r) => r.source) },
  );
}

/**
 * "where: text (why)" for each English text on the page. `theirs` collects what people wrote as the test goes from page
 * to page (a listing's title seen on My Rentals is theirs in a notification's words too).
 */
export async function englishOnPage(page: Page, theirs: Set<string>): Promise<string[]> {
  const found = await wordsOnPage(page);
  for (const t of found.theirs) theirs.add(t);
  // The longest first, so that a title is taken out whole before a name within it.
  const known = [...theirs].sort((a, b) => b.length - a.length);
  const problems = new Set<string>();
  for (const { where, text } of found.shown) {
    let t = text;
    for (const s of known) if (t.includes(s)) t = t.replaceAll(s, THEIRS);
    const why = englishIn(t);
    if (why) problems.add(`${where}: ${JSON.stringify(text.length > 100 ? `${text.slice(0, 97)}…` : text)} (${why})`);
  }
  return [...problems];
}
