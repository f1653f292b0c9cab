// Popular searches for the header's suggestions: the texts of first-page searches that found something, counted in
// memory per process and added to search_queries at most once a minute in one upsert that adds (processes never
// overwrite each other), as search-days.ts counts searches. A search costs no write of its own.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Log } from "../../logger";

const FLUSH_MS = 60_000;
/** Distinct texts held between flushes: beyond it a minute's rare texts are dropped (popular ones recur). */
const MAX_PENDING = 5_000;

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

export function popularSearches(db: Db, opts: { log?: Log; flushMs?: number } = {}) {
  const pending = new Map<string, number>();
  let last = Date.now();
  let flushing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    if (flushing) return flushing;
    const rows = [...pending.entries()].map(([q, n]) => ({ q, n }));
    pending.clear();
    last = Date.now();
    if (rows.length === 0) return;
    flushing = (async () => {
      try {
        await db.execute(sql`
          insert into search_queries (query, searches, last_searched_at)
          select t.q, t.n, now() from json_to_recordset(${JSON.stringify(rows)}::json) as t(q text, n int)
          on conflict (query) do update set searches = search_queries.searches + excluded.searches, last_searched_at = excluded.last_searched_at`);
      } catch (e) {
        // Put them back for the next minute: a database hiccup loses no count.
        for (const { q, n } of rows) if (pending.size < MAX_PENDING || pending.has(q)) pending.set(q, (pending.get(q) ?? 0) + n);
        opts.log?.("warn", "popular searches not saved", { error: String(e) });
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  return {
    /** A first page of results that found something for `text`; saved with the others at most a minute later. */
    record(text: string): void {
      const q = normaliseSearchText(text);
      if (!q || (pending.size >= MAX_PENDING && !pending.has(q))) return;
      pending.set(q, (pending.get(q) ?? 0) + 1);
      if (Date.now() - last >= (opts.flushMs ?? FLUSH_MS)) void flush();
    },
    /** Saves what is counted now (tests, and a process stopping). */
    flush,
  };
}
export type PopularSearches = ReturnType<typeof popularSearches>;
