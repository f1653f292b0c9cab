// SQL for the words of a search: the catalogue's names (for the vocabulary), the text condition of a match, and the
// spelling fixer's dictionary lookups.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { Arms } from "./arms-page";
import { BASE_LOCALE, type Locale } from "../../../core/locales";
import { readerLocale, shownColumn } from "../catalogue/shown-names";
import { bestFix, buildVocabulary, correctableWords, singular, type CatalogueNameRow, type NamedWords, type TextMatch, type Vocabulary } from "./search-words";

/** Categories change only with a deploy or the seed: each process reads their names at most once a minute. */
const VOCABULARY_TTL_MS = 60_000;
const vocabularies = new WeakMap<Db, Map<Locale, { at: number; vocab: Promise<Vocabulary> }>>();

/**
 * The words that name categories for a search made in the reader's language: the catalogue's names in it (what
 * suggestions show), the reviewed English vocabulary, and on Pidgin pages the English names as well, which Pidgin
 * speakers type as often ("lorry" and "trucks" both find the Lorry dem).
 */
export function vocabularyOf(db: Db, locale: Locale = readerLocale()): Promise<Vocabulary> {
  const mine = vocabularies.get(db) ?? new Map<Locale, { at: number; vocab: Promise<Vocabulary> }>();
  vocabularies.set(db, mine);
  const hit = mine.get(locale);
  if (hit && Date.now() - hit.at < VOCABULARY_TTL_MS) return hit.vocab;
  const english = locale === BASE_LOCALE;
  const vocab = (async () =>
    buildVocabulary(
      rowsOf<CatalogueNameRow>(
        await db.execute(sql`
          select c.id as "categoryId", c.slug as "categorySlug", ${shownColumn("c", "name", locale)} as "categoryName",
                 s.id as "subcategoryId", s.slug as "subcategorySlug", ${shownColumn("s", "name", locale)} as "subcategoryName",
                 ${english ? sql`null` : sql`c.name`} as "categoryAlias", ${english ? sql`null` : sql`s.name`} as "subcategoryAlias"
          from categories c left join subcategories s on s.category_id = c.id
          order by c.position, s.position`),
      ),
    ))();
  mine.set(locale, { at: Date.now(), vocab });
  vocab.catch(() => mine.delete(locale));
  return vocab;
}

const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/**
 * The listing matches `m`: the rest as websearch text in `vector` (title and description, or the title alone), and
 * each named run by its category or subcategory OR by its words or synonyms in the title. A word that names a kind of
 * thing is not looked for in descriptions: "fridge" in "powers a fridge and a TV" is not a fridge for hire. Every
 * arm is served by an index (the full-text GIN indexes, the category and subcategory ones), so the planner ORs bitmaps.
 */
export function textCondition(m: TextMatch, vector: "search_vector" | "title_vector"): SQL {
  const v = sql.raw(`l.${vector}`);
  const parts: SQL[] = [];
  if (m.rest || m.named.length === 0) parts.push(sql`${v} @@ websearch_to_tsquery('english', ${m.rest})`);
  for (const n of m.named) {
    const arms = [titleArm(n)];
    if (n.subcategoryIds.length > 0) arms.push(sql`l.subcategory_id = any(${intArray(n.subcategoryIds)})`);
    if (n.categoryIds.length > 0) arms.push(sql`l.category_id = any(${intArray(n.categoryIds)})`);
    parts.push(sql`(${sql.join(arms, sql` or `)})`);
  }
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** The texts a named run looks for in titles, each once (phraseto_tsquery lower-cases them anyway). */
const titleWords = (n: NamedWords) => [...new Set([n.typed, ...n.words].map((a) => a.toLowerCase()))];

/**
 * A named run's words or synonyms in listing `l`'s title. Each once: the run as typed is often its own vocabulary word,
 * and 'generat' | 'generat' is estimated twice as common as 'generat', which turned a count's 6 ms bitmap into a 25 ms
 * scan of the table at a million listings.
 */
function titleArm(n: NamedWords): SQL {
  const alternatives = titleWords(n).map((a) => sql`phraseto_tsquery('english', ${a})`);
  return sql`l.title_vector @@ (${sql.join(alternatives, sql` || `)})`;
}

/**
 * The arms of the first named run that names subcategories or categories, one condition each: its title match, and
 * each subcategory and category alone (each served in price order by its (subcategory|category, price) index). A listing
 * matches the text when it matches one of the arms and `others`, the text without that run (undefined: nothing else).
 * `subcategoriesOnly`: no arm is a category (the distance order has an index by subcategory only).
 * Undefined when no run names any.
 */
export function namedArms(m: TextMatch | undefined): (Omit<Arms, "where"> & { others: TextMatch | undefined }) | undefined {
  const n = m?.named.find((r) => r.subcategoryIds.length + r.categoryIds.length > 0);
  if (!m || !n) return undefined;
  const named = m.named.filter((r) => r !== n);
  return {
    title: titleArm(n),
    titleWords: titleWords(n).join(" "),
    ids: [...n.subcategoryIds.map((id) => sql`l.subcategory_id = ${id}`), ...n.categoryIds.map((id) => sql`l.category_id = ${id}`)],
    subcategoriesOnly: n.categoryIds.length === 0,
    others: m.rest || named.length > 0 ? { rest: m.rest, named } : undefined,
  };
}

/**
 * The text with each unknown word replaced by the closest real word (of the listings' dictionary, search_words, or of
 * the vocabulary; `vocabularyOnly`: of the vocabulary alone), or undefined when nothing changed. A word is known when
 * it or its singular is in either.
 */
export async function correctSpelling(db: Db, text: string, vocab: Vocabulary, { vocabularyOnly = false } = {}): Promise<string | undefined> {
  const unknown = correctableWords(text).filter((w) => !vocab.known.has(w) && !vocab.known.has(singular(w)));
  // Vocabulary alone (every text search asks): a word no vocabulary word is close to ("perkins", "ikeja") has no fix to
  // check against the listings' words, so most searches ask the database nothing here.
  const words = vocabularyOnly ? unknown.filter((w) => bestFix(w, [], vocab) !== undefined) : unknown;
  if (words.length === 0) return undefined;
  const forms = sql`unnest(${`{${[...new Set(words.flatMap((w) => [w, singular(w)]))].join(",")}}`}::text[]) as t(form)`;
  const known = sql`exists (select 1 from search_words k where k.word = t.form) as known`;
  const rows = rowsOf<{ form: string; known: boolean; word: string | null; similarity: number | null }>(
    await db.execute(
      vocabularyOnly
        ? sql`select t.form, ${known}, null::text as word, null::float8 as similarity from ${forms}`
        : sql`
      select t.form, ${known}, c.word, c.similarity from ${forms}
      left join lateral (select w.word, similarity(w.word, t.form)::float8 as similarity from search_words w
                         where w.word % t.form order by similarity(w.word, t.form) desc, w.word limit 12) c on true`,
    ),
  );
  let corrected = text;
  for (const typed of words) {
    const mine = rows.filter((r) => r.form === typed || r.form === singular(typed));
    if (mine.some((r) => r.known)) continue;
    const fix = bestFix(
      typed,
      mine.flatMap((r) => (r.word ? [{ word: r.word, similarity: r.similarity ?? 0 }] : [])),
      vocab,
    );
    if (fix) corrected = corrected.replace(new RegExp(`(?<![\\p{L}\\d])${typed}(?![\\p{L}\\d])`, "giu"), fix);
  }
  return corrected !== text ? corrected : undefined;
}
