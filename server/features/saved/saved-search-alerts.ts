// The saved searches' alert emails (the saved-search-alerts job, hourly): for each search with alerts on whose last
// alert is ALERT_EVERY_HOURS old (or that never had one), the listings first published since its `seen_through` that
// match it, found by the search service itself (so "matches" means what browse shows). In one transaction, under the
// search's lock: the email is written as a mail job and `seen_through` and `last_alerted_at` move on, so a listing is
// announced once, one email a day at most, none when nothing is new (then only `seen_through` moves). A search whose
// dates have passed can never match again: its alerts are turned off, once, rather than tried and refused every hour.
// A search is run only when a listing was published since it last looked: a quiet hour runs none.
import { ALERT_EVERY_HOURS, ALERT_LISTINGS_MAX } from "../../../core/saved";
import type { Db, Tx } from "../../db/client";
import { InvalidError } from "../../errors";
import { errorText, type Log } from "../../logger";
import type { JobSender } from "../../jobs/queue";
import type { Mail, SendOptions } from "../mail/mail.service";
import type { SearchQuery } from "../search/search.schema";
import type { SearchService } from "../search/search.service";
import { searchDateErrors } from "../search/search-dates";
import { searchDatesOf } from "../search/search-dates.schema";
import { alertMail } from "./saved-search.mails";
import { parseQuery } from "./saved-search-query";
import * as repo from "./saved-searches.repo";

const HOUR = 3_600_000;
/**
 * Listings published in the last few minutes are left for the next alert: a publish still committing (its
 * published_at taken before its commit) would otherwise fall behind a `seen_through` already moved past it.
 */
export const SETTLE_MS = 5 * 60_000;
/** Due searches read per query. */
const BATCH = 200;

/**
 * Whether the search's dates can never be booked again as of `at`: a start before today, or its pick-up day or time
 * gone (browse refuses them for good). An end beyond the booking window is only not open yet: that search waits.
 */
export function datesPassed(q: SearchQuery, at: Date): boolean {
  const dates = searchDatesOf(q);
  return dates !== undefined && Object.keys(searchDateErrors(dates, at)).some((field) => field !== "endDate");
}

/** What the alerts need of the saved searches' dependencies (saved-searches.service.ts's extend them). */
export interface AlertDeps {
  /** A search service of its own (no per-process count cache, no daily search count): what "matches" means on browse. */
  search: SearchService;
  /** The job queue: each alert email is a job written in the transaction that moves its search on. Unset (tests): sent after it commits. */
  jobs?: JobSender | undefined;
  sendMail?: ((mail: Mail, opts?: SendOptions) => Promise<void>) | undefined;
}

export interface AlertsContext {
  db: Db;
  deps: AlertDeps;
  now: () => Date;
  log: Log;
  origin: string;
  unsubscribeToken: (id: number, conn: Tx) => Promise<string>;
}

/** Sends the alert emails due now; answers how many were sent. */
export async function sendAlerts({ db, deps, now, log, origin, unsubscribeToken }: AlertsContext): Promise<number> {
  const at = now();
  const through = new Date(at.getTime() - SETTLE_MS);
  const alertedBefore = new Date(at.getTime() - ALERT_EVERY_HOURS * HOUR);
  // The newest listing on offer published by `through` (one index entry): a search that has looked past it has nothing
  // new to find and is not run, so a quiet hour runs no search at all. Strictly before: the database keeps microseconds.
  const newest = await repo.newestPublished(db, through);
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const due = await repo.dueAlerts(db, alertedBefore, afterId, BATCH);
    if (due.length === 0) break;
    const idle: number[] = [];
    for (const s of due) {
      afterId = s.id;
      if (s.seenThrough >= through) continue;
      try {
        const q = parseQuery(s.query);
        if (datesPassed(q, at)) {
          await repo.alertsOff(db, s.id);
          log("info", "saved search alerts off: its dates have passed", { savedSearchId: s.id });
        } else if (!newest || newest < s.seenThrough) idle.push(s.id);
        else if (await alertOne(s, q)) sent++;
      } catch (e) {
        // One search's fault (its query no longer valid, an outage) leaves it as it was, for the next run; the others go on.
        log(e instanceof InvalidError ? "warn" : "error", "saved search alert not sent", { savedSearchId: s.id, error: errorText(e) });
      }
    }
    // Nothing new for them: they have looked through `through` all the same, as a search that found nothing has.
    await repo.markSeenAll(db, idle, through);
    if (due.length < BATCH) break;
  }
  return sent;

  async function alertOne(s: repo.SavedSearchRow, q: SearchQuery): Promise<boolean> {
    const found = await deps.search.search({ ...q, sort: "newest", cursor: undefined, limit: ALERT_LISTINGS_MAX }, { publishedAfter: s.seenThrough, publishedThrough: through, viewerId: s.userId });
    const mail = await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const f = await repo.lockSavedSearch(tx, s.id);
      // Changed since it was read (another run, alerts turned off, deleted): left alone.
      if (!f || !f.alerts || f.seenThrough.getTime() !== s.seenThrough.getTime() || (f.lastAlertedAt && f.lastAlertedAt > alertedBefore)) return undefined;
      if (found.items.length === 0 || f.gone) {
        await repo.markSeen(tx, s.id, through, null);
        return undefined;
      }
      const token = await unsubscribeToken(s.id, tx);
      const unsubscribePath = `/unsubscribe?token=${encodeURIComponent(token)}`;
      const m = {
        ...alertMail({ to: f.email, name: f.name, language: f.language, label: f.label, query: f.query, items: found.items, total: found.total.count, siteUrl: origin, unsubscribePath }),
        // The mail client's one-click POST goes to the unprefixed address (the only one the forgery check lets through).
        headers: { "List-Unsubscribe": `<${origin}${unsubscribePath}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
      await repo.markSeen(tx, s.id, through, at);
      if (deps.jobs) await deps.jobs.send("mail", m, tx);
      return m;
    });
    if (!mail) return false;
    if (!deps.jobs && deps.sendMail)
      await deps.sendMail(mail, { key: `saved-search:${s.id}:${through.toISOString()}` }).catch((e: unknown) => log("error", "saved search alert not sent", { savedSearchId: s.id, error: errorText(e) }));
    return true;
  }
}
