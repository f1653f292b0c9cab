// The header's suggestions: categories and subcategories whose names or synonyms start with what was typed (from the
// vocabulary, in memory), then popular searches that start with it (search_queries, searched at least 3 times).
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { normaliseSearchText } from "./popular-searches";
import { termWords, type NamedTarget, type Vocabulary } from "./search-words";
import { vocabularyOf } from "./search-words.repo";
import type { Suggestion } from "./suggestions.schema";

const MAX_CATEGORIES = 4;
const MAX_POPULAR = 4;
/** A text becomes a suggestion for others once this many first pages found something for it. */
export const POPULAR_AT = 3;

/** Categories and subcategories a term names, the closest completions first (exact, then shortest term). */
export function namedSuggestions(typed: string, vocab: Vocabulary): Suggestion[] {
  const raw = typed.toLowerCase().replace(/['’]/g, "").split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ");
  if (raw.length < 2) return [];
  const whole = termWords(typed).join(" ");
  const best = new Map<string, { target: NamedTarget; rank: number }>();
  for (const [key, term] of vocab.terms) {
    const rank = key === raw || key === whole ? 0 : key.startsWith(raw) || key.startsWith(whole) ? key.length : ` ${key}`.includes(` ${raw}`) ? 100 + key.length : -1;
    if (rank < 0) continue;
    for (const target of term.targets) {
      const id = `${target.categorySlug}/${target.subcategorySlug ?? ""}`;
      const seen = best.get(id);
      if (!seen || rank < seen.rank) best.set(id, { target, rank });
    }
  }
  return [...best.values()]
    .sort((a, b) => a.rank - b.rank || a.target.name.localeCompare(b.target.name))
    .slice(0, MAX_CATEGORIES)
    .map(({ target: t }): Suggestion =>
      t.subcategorySlug
        ? { kind: "subcategory", label: t.name, detail: t.categoryName, href: `/${t.categorySlug}/${t.subcategorySlug}` }
        : { kind: "category", label: t.name, detail: null, href: `/${t.categorySlug}` },
    );
}

/**
 * The next string after every string that starts with `prefix`, in byte order (as text_pattern_ops compares); undefined
 * when its last character is the last code point there is (no text can follow it, so nothing is suggested).
 */
const after = (prefix: string): string | undefined => {
  const cps = [...prefix];
  const last = cps.pop()!.codePointAt(0)!;
  if (last >= 0x10ffff) return undefined;
  // Surrogate code points are not characters: the next one after U+D7FF is U+E000.
  const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
  return cps.join("") + String.fromCodePoint(next);
};

/** Popular search texts that start with the typed text, most searched first: a range scan of search_queries_prefix_idx. */
export async function popularSuggestions(db: Db, typed: string): Promise<Suggestion[]> {
  const prefix = normaliseSearchText(typed);
  const end = prefix ? after(prefix) : undefined;
  if (!prefix || !end) return [];
  const rows = rowsOf<{ query: string }>(
    await db.execute(sql`
      select query from search_queries
      where query ~>=~ ${prefix} and query ~<~ ${end} and searches >= ${POPULAR_AT}
      order by searches desc, query limit ${MAX_POPULAR}`),
  );
  return rows.map((r): Suggestion => ({ kind: "search", label: r.query, detail: null, href: `/browse?search=${encodeURIComponent(r.query)}` }));
}

export function createSuggestionsService(db: Db) {
  return {
    async suggest(typed: string): Promise<Suggestion[]> {
      const [vocab, popular] = await Promise.all([vocabularyOf(db), popularSuggestions(db, typed)]);
      const named = namedSuggestions(typed, vocab);
      // A popular text that is just a name already suggested would be the same choice twice.
      const names = new Set(named.map((s) => s.label.toLowerCase()));
      return [...named, ...popular.filter((p) => !names.has(p.label))];
    },
  };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
