// Counts by key kept in memory per process and saved at most once a minute by `save` (an upsert that adds, so processes
// never overwrite each other): what they count costs no write of its own. Searches per day (search-days.ts) and popular
// search texts (popular-searches.ts). What a process counted in its last minute is lost if it dies; a rate can bear that.
import type { Log } from "../../logger";

const FLUSH_MS = 60_000;

export interface MinuteCountsOptions {
  log?: Log | undefined;
  flushMs?: number | undefined;
  /** Distinct keys held between saves: beyond it new keys are dropped until the next save (kept ones still count). */
  maxKeys?: number | undefined;
  /** The warning logged when a save fails (the counts wait for the next one). */
  failed: string;
}

export function minuteCounts(save: (rows: [key: string, n: number][]) => Promise<void>, opts: MinuteCountsOptions) {
  const maxKeys = opts.maxKeys ?? Infinity;
  const pending = new Map<string, number>();
  let last = Date.now();
  let flushing: Promise<void> | undefined;

  const add = (key: string, n: number) => {
    if (pending.size >= maxKeys && !pending.has(key)) return;
    pending.set(key, (pending.get(key) ?? 0) + n);
  };

  async function flush(): Promise<void> {
    if (flushing) return flushing;
    const rows = [...pending.entries()];
    pending.clear();
    last = Date.now();
    if (rows.length === 0) return;
    flushing = (async () => {
      try {
        await save(rows);
      } catch (e) {
        // Put them back for the next minute: a database hiccup loses no count.
        for (const [key, n] of rows) add(key, n);
        opts.log?.("warn", opts.failed, { error: String(e) });
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  return {
    /** One more for `key`; saved with the others at most a minute later. */
    count(key: string): void {
      add(key, 1);
      if (Date.now() - last >= (opts.flushMs ?? FLUSH_MS)) void flush();
    },
    /** Saves what is counted now (readers that need it, tests, a process stopping). */
    flush,
  };
}
