// The words of a search: singulars, which words name a category (core/search-vocabulary.ts and the catalogue's own
// names), and how close a typo is to a real word. Pure functions: search-words.repo.ts reads the catalogue and the
// dictionary and turns a match into SQL.
import { AMBIGUOUS_NAME_PARTS, SEARCH_VOCABULARY, type VocabularyEntry } from "../../../core/search-vocabulary";

/** PostgreSQL's English stop words (snowball): websearch_to_tsquery drops them, so they never need a match or a fix. */
export const STOP_WORDS = new Set(
  ("i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself " +
    "they them their theirs themselves what which who whom this that these those am is are was were be been being have has had " +
    "having do does did doing a an the and but if or because as until while of at by for with about against between into through " +
    "during before after above below to from up down in out on off over under again further then once here there when where why how " +
    "all any both each few more most other some such no nor not only own same so than too very s t can will just don should now").split(" "),
);

const IRREGULAR: Record<string, string> = {
  buses: "bus", lenses: "lens", gases: "gas", houses: "house", knives: "knife", shelves: "shelf", children: "child",
  men: "man", women: "woman", people: "person", series: "series", species: "species", movies: "movie",
};
/** Words ending in s that are already singular. */
const SINGULAR_S = new Set(["gps", "ups", "bus", "gas", "lens", "news", "canvas", "atlas", "chaos", "yes", "its", "this", "has", "was"]);

/** The singular of a lower-case English word, by rule ("jeeps" → "jeep", "canopies" → "canopy", "boxes" → "box"). */
export function singular(word: string): string {
  const w = word.toLowerCase();
  // Own keys only: "constructor" or "toString" typed in a search are words, not the object's inherited members.
  const irregular = Object.hasOwn(IRREGULAR, w) ? IRREGULAR[w] : undefined;
  if (irregular) return irregular;
  if (SINGULAR_S.has(w) || w.length < 3 || !w.endsWith("s")) return w;
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (/(x|z|ch|sh|ss)es$/.test(w)) return w.slice(0, -2);
  if (/(ss|us|is)$/.test(w)) return w;
  return w.slice(0, -1);
}

/** The singular words of a piece of text, as terms are keyed: "Self-Drive Cars" → ["self", "drive", "car"]. */
export function termWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/** A category (subcategory null) or a subcategory, as a query word can name it. */
export interface NamedTarget {
  categoryId: number;
  subcategoryId: number | null;
  categorySlug: string;
  subcategorySlug: string | null;
  /** The subcategory's name, or the category's. */
  name: string;
  categoryName: string;
}

interface Term {
  targets: NamedTarget[];
  /** Other words to look for in titles and descriptions. */
  words: string[];
}

export interface Vocabulary {
  terms: Map<string, Term>;
  /** The longest term, in words. */
  maxWords: number;
  /** Every singular word the vocabulary and the catalogue's names hold: real words for the spelling fixer. */
  known: Set<string>;
  /** Entries' targets that no category or subcategory has (a test keeps this empty). */
  unknownTargets: string[];
}

/** Rows of the catalogue: each category with each of its subcategories (or none), named in the reader's language. */
export interface CatalogueNameRow {
  categoryId: number;
  categorySlug: string;
  categoryName: string;
  subcategoryId: number | null;
  subcategorySlug: string | null;
  subcategoryName: string | null;
  /** Other names that name them too, never shown (the English ones, for a search in Pidgin). */
  categoryAlias?: string | null;
  subcategoryAlias?: string | null;
}

/**
 * The terms that name each category and subcategory: its whole name, each part of a name that lists plurals
 * ("SUVs & Jeeps" → "suv", "jeep"; but not "Wedding & Luxury Cars", whose "wedding" is no category of its own),
 * and the reviewed vocabulary's terms.
 */
export function buildVocabulary(rows: CatalogueNameRow[], entries: VocabularyEntry[] = SEARCH_VOCABULARY): Vocabulary {
  const terms = new Map<string, Term>();
  const known = new Set<string>();
  const targetsBySlug = new Map<string, NamedTarget>();
  const add = (key: string, target: NamedTarget | undefined, words: string[] = []) => {
    if (!key) return;
    const term = terms.get(key) ?? { targets: [], words: [] };
    if (target && !term.targets.some((t) => t.categoryId === target.categoryId && t.subcategoryId === target.subcategoryId)) term.targets.push(target);
    for (const w of words) if (!term.words.includes(w)) term.words.push(w);
    terms.set(key, term);
    for (const w of key.split(" ")) known.add(w);
    for (const w of words.flatMap(termWords)) known.add(w);
  };
  const addName = (name: string, target: NamedTarget) => {
    add(termWords(name).join(" "), target);
    const parts = name.split(/\s*(?:&|,|\(|\))\s*/).filter(Boolean);
    if (parts.length > 1 && parts.every((p) => /s$/i.test(p.trim())))
      for (const p of parts) {
        const key = termWords(p).join(" ");
        if (!AMBIGUOUS_NAME_PARTS.includes(key)) add(key, target);
      }
  };
  for (const r of rows) {
    if (!targetsBySlug.has(r.categorySlug)) {
      const category: NamedTarget = { categoryId: r.categoryId, subcategoryId: null, categorySlug: r.categorySlug, subcategorySlug: null, name: r.categoryName, categoryName: r.categoryName };
      targetsBySlug.set(r.categorySlug, category);
      addName(r.categoryName, category);
      if (r.categoryAlias) addName(r.categoryAlias, category);
    }
    if (r.subcategoryId !== null && r.subcategorySlug && r.subcategoryName) {
      const sub: NamedTarget = { categoryId: r.categoryId, subcategoryId: r.subcategoryId, categorySlug: r.categorySlug, subcategorySlug: r.subcategorySlug, name: r.subcategoryName, categoryName: r.categoryName };
      targetsBySlug.set(`${r.categorySlug}/${r.subcategorySlug}`, sub);
      addName(r.subcategoryName, sub);
      if (r.subcategoryAlias) addName(r.subcategoryAlias, sub);
    }
  }
  const unknownTargets: string[] = [];
  for (const e of entries) {
    const targets = e.targets.map((slug) => targetsBySlug.get(slug));
    e.targets.forEach((slug, i) => targets[i] || unknownTargets.push(slug));
    for (const t of e.terms) {
      const key = termWords(t).join(" ");
      for (const target of targets) if (target) add(key, target, e.words);
      if (targets.every((x) => !x)) add(key, undefined, e.words);
    }
  }
  const maxWords = Math.max(1, ...[...terms.keys()].map((k) => k.split(" ").length));
  return { terms, maxWords, known, unknownTargets };
}

/** A run of query words that names categories: it matches them, or its own words (and synonyms) in the text. */
export interface NamedWords {
  typed: string;
  words: string[];
  categoryIds: number[];
  subcategoryIds: number[];
}

/** A search text split into what names categories and the rest, which matches as full text (websearch syntax). */
export interface TextMatch {
  rest: string;
  named: NamedWords[];
}

const hasWords = (token: string) => termWords(token.replace(/^-/, "")).some((w) => !STOP_WORDS.has(w));

/**
 * Finds the runs of words that name a category or subcategory, longest first ("car seat" before "car").
 * Quoted phrases and "or" keep websearch's meaning, so such a text is matched as typed; "-word" stays an exclusion.
 */
export function matchText(text: string, vocab: Vocabulary): TextMatch {
  if (/"/.test(text) || /(^|\s)or(\s|$)/i.test(text)) return { rest: text, named: [] };
  const tokens = text.split(/\s+/).filter(Boolean);
  const rest: string[] = [];
  const named: NamedWords[] = [];
  for (let i = 0; i < tokens.length; ) {
    let found: { n: number; term: Term } | undefined;
    for (let n = Math.min(vocab.maxWords, tokens.length - i); n >= 1 && !found; n--) {
      const span = tokens.slice(i, i + n);
      if (span.some((t) => t.startsWith("-"))) continue;
      const term = vocab.terms.get(span.flatMap(termWords).join(" "));
      if (term) found = { n, term };
    }
    if (!found) {
      rest.push(tokens[i]!);
      i += 1;
      continue;
    }
    const typed = tokens.slice(i, i + found.n).join(" ");
    named.push({
      typed,
      words: found.term.words,
      categoryIds: found.term.targets.filter((t) => t.subcategoryId === null).map((t) => t.categoryId),
      subcategoryIds: found.term.targets.flatMap((t) => (t.subcategoryId === null ? [] : [t.subcategoryId])),
    });
    i += found.n;
  }
  if (named.length === 0) return { rest: text, named };
  // Left-over words that websearch_to_tsquery would drop ("jeep for") must not become an empty query that matches nothing.
  return { rest: rest.some(hasWords) ? rest.join(" ") : "", named };
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours ("jepe" → "jeep" is 1). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

/** How many edits a typo of this length may have: a fix further away is a different word, or a fragment of nonsense. */
export const maxEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/** Words of a text the spelling fixer may change: plain a–z words of three letters or more, not stop words. */
export function correctableWords(text: string): string[] {
  const words = text
    .split(/\s+/)
    .filter((t) => t && !t.startsWith("-") && t.toLowerCase() !== "or")
    .flatMap((t) => t.toLowerCase().match(/[\p{L}\d]{3,}/gu) ?? [])
    .filter((w) => /^[a-z]+$/.test(w) && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 8);
}

/**
 * The best fix of one unknown word among candidates (dictionary words found by trigram, and the vocabulary's words):
 * fewest edits from the word or its singular, then the same first letter, then a vocabulary word, then the more
 * similar. Undefined when none is close enough.
 */
export function bestFix(typed: string, candidates: { word: string; similarity: number }[], vocab: Vocabulary): string | undefined {
  const forms = [...new Set([typed, singular(typed)])];
  const limit = maxEdits(typed.length);
  const scored = [
    ...candidates,
    ...[...vocab.known].filter((w) => /^[a-z]+$/.test(w) && Math.abs(w.length - typed.length) <= limit).map((word) => ({ word, similarity: 0 })),
  ]
    .filter((c) => c.word.length >= 3 && !forms.includes(c.word))
    .map((c) => ({ ...c, edits: Math.min(...forms.map((f) => editDistance(f, c.word))), vocab: vocab.known.has(c.word) }))
    .filter((c) => c.edits <= limit);
  scored.sort(
    (x, y) =>
      x.edits - y.edits ||
      Number(y.word[0] === typed[0]) - Number(x.word[0] === typed[0]) ||
      Number(y.vocab) - Number(x.vocab) ||
      y.similarity - x.similarity ||
      (x.word < y.word ? -1 : x.word > y.word ? 1 : 0),
  );
  return scored[0]?.word;
}
