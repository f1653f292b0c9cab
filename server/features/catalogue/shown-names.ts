// Category and subcategory words are stored in each language: `name`, `title` and `description` in English, and
// `name_pcm`, `title_pcm` and `description_pcm` in Nigerian Pidgin (server/db/schema/listings.ts). Every query that
// shows them reads the column of the language the request is answered in (decision 038): a page's URL (/pcm/…), the
// API's Accept-Language; English outside a request (jobs, scripts, tests that call services directly).
import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "../../../core/locales";
import { getLocale } from "../../../core/paraglide/runtime";

/**
 * The language category words are read in now: the request's (English outside one). Called, not bound once: the server
 * replaces Paraglide's getLocale at start-up with the request's (server/http/i18n/messages-locale.ts).
 */
export const readerLocale = (): Locale => getLocale();

/** The column of `alias` (a categories or subcategories row) holding `word` in `locale`: `c.name` or `c.name_pcm`. */
export function shownColumn(alias: string, word: "name" | "title" | "description", locale: Locale = readerLocale()): SQL {
  return sql.raw(`${alias}.${locale === "pcm" ? `${word}_pcm` : word}`);
}
