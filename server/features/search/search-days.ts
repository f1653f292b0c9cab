// Searches per Lagos day, for the console's search-to-booking conversion. Counted in memory per process and added to
// search_days at most once a minute (an upsert that adds, so processes never overwrite each other): a search costs no
// write of its own. What a process counted in its last minute is lost if it dies; a rate, not money, can bear that.
import { sql } from "drizzle-orm";
import { todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Log } from "../../logger";

const FLUSH_MS = 60_000;

export function searchDayCounter(db: Db, opts: { log?: Log; now?: () => Date; flushMs?: number } = {}) {
  const pending = new Map<string, number>();
  let last = Date.now();
  let flushing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    if (flushing) return flushing;
    const rows = [...pending.entries()];
    pending.clear();
    last = Date.now();
    if (rows.length === 0) return;
    flushing = (async () => {
      try {
        for (const [day, n] of rows)
          await db.execute(sql`insert into search_days (day, searches) values (${day}, ${n}) on conflict (day) do update set searches = search_days.searches + excluded.searches`);
      } catch (e) {
        // Put them back for the next minute: a database hiccup loses no count.
        for (const [day, n] of rows) pending.set(day, (pending.get(day) ?? 0) + n);
        opts.log?.("warn", "search counts not saved", { error: String(e) });
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  return {
    /** One search (a first page of results); saved with the others at most a minute later. */
    count(): void {
      const day = todayInLagos(opts.now?.() ?? new Date());
      pending.set(day, (pending.get(day) ?? 0) + 1);
      if (Date.now() - last >= (opts.flushMs ?? FLUSH_MS)) void flush();
    },
    /** Saves what is counted now (the dashboard reads, and a process stopping). */
    flush,
  };
}
export type SearchDayCounter = ReturnType<typeof searchDayCounter>;
