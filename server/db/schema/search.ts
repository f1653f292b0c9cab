// Search (server/features/search): words for "did you mean", searches per day, and popular search texts.
import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Words of published listings, for "did you mean" when a search matches nothing (a trigram lookup). */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

/** Searches made per Lagos day (browse and the API, first pages only): the dashboard's search-to-booking conversion. */
export const searchDays = pgTable("search_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  searches: integer("searches").notNull().default(0),
});

/** How often each search text (lower-cased, spaces collapsed) found something: the header's popular suggestions. */
export const searchQueries = pgTable(
  "search_queries",
  {
    query: text("query").primaryKey(),
    searches: integer("searches").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_queries_prefix_idx").on(t.query.op("text_pattern_ops"), t.searches.desc())],
);
