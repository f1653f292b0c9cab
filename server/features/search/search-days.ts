// Searches per Lagos day, for the admin side's search-to-booking conversion: counted in memory per process and added to
// search_days at most once a minute (minute-counts.ts), so a search costs no write of its own.
import { sql } from "drizzle-orm";
import { todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import type { Log } from "../../logger";
import { minuteCounts } from "./minute-counts";

export function searchDayCounter(db: Db, opts: { log?: Log; now?: () => Date; flushMs?: number } = {}) {
  const days = minuteCounts(
    async (rows) => {
      for (const [day, n] of rows)
        await db.execute(sql`insert into search_days (day, searches) values (${day}, ${n}) on conflict (day) do update set searches = search_days.searches + excluded.searches`);
    },
    { log: opts.log, flushMs: opts.flushMs, failed: "search counts not saved" },
  );
  return {
    /** One search (a first page of results); saved with the others at most a minute later. */
    count(): void {
      days.count(todayInLagos(opts.now?.() ?? new Date()));
    },
    /** Saves what is counted now (the dashboard reads, and a process stopping). */
    flush: days.flush,
  };
}
export type SearchDayCounter = ReturnType<typeof searchDayCounter>;
