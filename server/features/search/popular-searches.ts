// Popular searches for the header's suggestions: the texts of first-page searches that found something, counted in
// memory per process and added to search_queries at most once a minute in one upsert (minute-counts.ts), as
// search-days.ts counts searches. A search costs no write of its own. Each person (account, else address) counts once a
// day per text: one client repeating a text cannot make it everyone's suggestion.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Log } from "../../logger";
import { minuteCounts } from "./minute-counts";

/** Distinct texts held between flushes: beyond it a minute's rare texts are dropped (popular ones recur). */
const MAX_PENDING = 5_000;
/** (person, text) pairs remembered for the day; past it the day starts afresh (a few repeats count again, no more). */
const MAX_ASKED = 50_000;

/**
 * How a search text is kept and compared: lower case, spaces collapsed, at most 100 characters. Undefined for a text
 * that must never be suggested to others: one with an address or a long number (a phone number, an account).
 */
export function normaliseSearchText(text: string): string | undefined {
  // Cut by characters, not UTF-16 units: half an emoji would make the whole minute's batch invalid JSON for the database.
  const t = Array.from(text.toLowerCase().replace(/\s+/g, " ").trim()).slice(0, 100).join("");
  // A phone or account number however it is spaced ("0803 123 4567", "+234-803-…"), and search operators ("a or b",
  // "-word", quotes) that let a text match everything while carrying anything else along.
  if (t.length < 2 || /@|\d[\d\s().+-]{5,}\d|https?:|www\.|(^|\s)(or(\s|$)|-\S)|"/.test(t)) return undefined;
  return t;
}

export function popularSearches(db: Db, opts: { log?: Log; flushMs?: number; now?: () => Date } = {}) {
  const asked = new Set<string>();
  let askedOn = "";
  const texts = minuteCounts(
    async (rows) => {
      await db.execute(sql`
        insert into search_queries (query, searches, last_searched_at)
        select t.q, t.n, now() from json_to_recordset(${JSON.stringify(rows.map(([q, n]) => ({ q, n })))}::json) as t(q text, n int)
        on conflict (query) do update set searches = search_queries.searches + excluded.searches, last_searched_at = excluded.last_searched_at`);
    },
    { log: opts.log, flushMs: opts.flushMs, maxKeys: MAX_PENDING, failed: "popular searches not saved" },
  );
  return {
    /**
     * A first page of results that found something for `text`, asked by `asker` (an account id or an address; none for
     * Haya's own searches); saved with the others at most a minute later. A text counts once a day per asker.
     */
    record(text: string, asker?: string): void {
      const q = normaliseSearchText(text);
      if (!q) return;
      if (asker !== undefined) {
        const day = (opts.now?.() ?? new Date()).toISOString().slice(0, 10);
        if (day !== askedOn || asked.size >= MAX_ASKED) {
          asked.clear();
          askedOn = day;
        }
        const key = `${asker}\u0000${q}`;
        if (asked.has(key)) return;
        asked.add(key);
      }
      texts.count(q);
    },
    /** Saves what is counted now (tests, and a process stopping). */
    flush: texts.flush,
  };
}
export type PopularSearches = ReturnType<typeof popularSearches>;
