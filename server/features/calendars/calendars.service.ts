// Calendar sync: each listing's secret iCal feed of its booked and blocked days, and its owner's external calendars
// (their own, another platform's) whose events close days on Haya, refreshed by the job queue (decision 019).
// Every owner method acts for the listing's owner only: anyone else's listing (or a deleted one) is "not found".
import { randomBytes } from "node:crypto";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { ConflictError, InvalidError, NotFoundError, zodFields } from "../../errors";
import type { JobSender } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { RateLimiter } from "../accounts/rate-limit";
import { BLOCKABLE_DAYS } from "../../../core/listing-limits";
import * as repo from "./calendars.repo";
import { CALENDAR_LIMITS, REFRESH_MINUTES } from "../../../core/calendar-limits";
import { calendarImportInputSchema, type CalendarImport, type CalendarSync } from "./calendars.schema";
import { calendarUrl, CalendarFetchError, checkHost, fetchCalendar, type FetchLimits } from "./ical-fetch";
import { CalendarReadError, addressProblemText, calendarProblemText } from "./calendar-problems";
import { dayRuns, writeCalendar, type DayEvent } from "./ical-writer";
import { m } from "../../../core/paraglide/messages";

/** The feed's first day: a month back, so a calendar that imports it still shows what just happened. */
const FEED_DAYS_BACK = 30;
/** Imports claimed per statement, and statements per sweep: past 10,000 due at once, the rest wait five minutes. */
const SWEEP_BATCH = 500;
const SWEEP_BATCHES = 20;

/** The feed's token: 256 random bits, URL-safe (43 characters). */
const newToken = () => randomBytes(32).toString("base64url");
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** An import as its owner reads it: why its last fetch failed, in their language. */
const inWords = (i: CalendarImport): CalendarImport => (i.error === null ? i : { ...i, error: calendarProblemText(i.error) });

export interface CalendarsDeps {
  /** Days on which every unit of the listing is held by a booking (booking-views: fullDays). */
  fullDays(listingId: number, from: string, to: string): Promise<string[]>;
  /** Days the owner blocked themselves (listings: ownBlockedDates), not those their imported calendars close. */
  ownBlockedDays(listingId: number, from: string, to: string): Promise<string[]>;
  /** The site's origin: feed addresses and event UIDs are built on it. */
  siteUrl: string;
  limiter?: RateLimiter;
  /** The job queue: a new calendar's first fetch and each refresh are jobs. Unset (tests): fetched right away. */
  jobs?: JobSender;
  fetch?: FetchLimits;
  now?: () => Date;
  log?: Log;
}

export function createCalendarsService(db: Db, deps: CalendarsDeps) {
  const now = deps.now ?? (() => new Date());
  const log: Log = deps.log ?? (() => {});
  const feedUrl = (token: string) => `${deps.siteUrl}/calendar/${token}.ics`;
  const uidHost = new URL(deps.siteUrl).hostname;

  async function own(ownerId: string, listingId: number) {
    if (!(Number.isSafeInteger(listingId) && listingId > 0 && (await repo.isOwnListing(db, ownerId, listingId)))) throw new NotFoundError(m.err_listing_not_found());
  }

  /** Fetches and reads one imported calendar, and records what came of it; the owner reads the outcome on their page. */
  async function refresh(importId: number): Promise<void> {
    // A job's data is whatever was written: anything but an id has nothing to fetch.
    if (!Number.isSafeInteger(importId)) return;
    const target = await repo.importToFetch(db, importId);
    if (!target) return;
    const at = now();
    const today = todayInLagos(at);
    const host = new URL(target.url.replace(/^webcals?:/i, "https:")).host;
    try {
      const text = await fetchCalendar(target.url, deps.fetch);
      // ical.js (with its recurrence rules, ~0.7 MB of code) loads with the first calendar read, not with every process.
      const { readCalendarDays } = await import("./ical-reader");
      const days = await readCalendarDays(text, { from: today, to: addDaysIso(today, BLOCKABLE_DAYS) });
      if (await repo.recordSuccess(db, importId, days, at)) log("info", "calendar imported", { importId, listingId: target.listingId, host, days: days.length });
    } catch (e) {
      if (!(e instanceof CalendarFetchError || e instanceof CalendarReadError)) throw e;
      await repo.recordFailure(db, importId, e.message, at);
      // The host only: the address itself is often a secret (another platform's export link).
      log("warn", "calendar import failed", { importId, listingId: target.listingId, host, reason: e.message });
    }
  }

  /** Fetches now (the queue's job), or, without a queue, right away. */
  async function fetchSoon(ids: number[]) {
    if (deps.jobs) for (const importId of ids) await deps.jobs.send("calendar-fetch", { importId });
    else for (const importId of ids) await refresh(importId);
  }

  return {
    /** The listing's feed address (made on first use) and its imported calendars, for its owner. */
    async sync(ownerId: string, listingId: number): Promise<CalendarSync> {
      await own(ownerId, listingId);
      const token = (await repo.feedToken(db, listingId)) ?? (await repo.ensureFeedToken(db, listingId, newToken()));
      return { feedUrl: feedUrl(token), imports: (await repo.importsOf(db, listingId, todayInLagos(now()))).map(inWords) };
    },

    /** A new secret feed address; the old one answers 404 from now on. */
    async regenerateFeed(ownerId: string, listingId: number): Promise<string> {
      const token = newToken();
      await db.transaction(async (tx) => {
        if (!(await repo.lockOwnListing(tx, ownerId, listingId))) throw new NotFoundError(m.err_listing_not_found());
        await repo.replaceFeedToken(tx, listingId, token);
      });
      return feedUrl(token);
    },

    /**
     * The iCalendar text of the feed a token opens, or undefined: one all-day event per run of booked days (every unit
     * held) and per run of days the owner blocked, from a month back to a year ahead. Nothing about renters, and not the
     * days imported from other calendars (a platform that imports this feed and exports its own would otherwise keep
     * its own days closed for ever).
     */
    async feed(token: string): Promise<string | undefined> {
      if (!FEED_TOKEN.test(token)) return undefined;
      const listing = await repo.listingOfToken(db, token);
      if (!listing) return undefined;
      const at = now();
      const today = todayInLagos(at);
      const [from, to] = [addDaysIso(today, -FEED_DAYS_BACK), addDaysIso(today, BLOCKABLE_DAYS)];
      const [booked, blocked] = await Promise.all([deps.fullDays(listing.id, from, to), deps.ownBlockedDays(listing.id, from, to)]);
      const events = (kind: "booked" | "blocked", summary: string, days: string[]): DayEvent[] =>
        // The range is in the UID: the same range keeps its UID at every fetch; a changed one is a new event.
        dayRuns(days).map(([first, last]) => ({ uid: `${kind}-${listing.id}-${first}-${last}@${uidHost}`, summary, first, last }));
      return writeCalendar({
        name: `Haya: ${listing.title || "Untitled listing"}`,
        now: at,
        events: [...events("booked", "Booked", booked), ...events("blocked", "Blocked", blocked)].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0)),
      });
    },

    /** Adds an external calendar to the listing and fetches it at once (then every 30 minutes). */
    async addImport(ownerId: string, listingId: number, input: unknown): Promise<CalendarImport> {
      const parsed = calendarImportInputSchema.safeParse(input);
      if (!parsed.success) {
        const fields = zodFields(parsed.error, "form");
        throw new InvalidError(Object.values(fields)[0] ?? m.err_check_calendar(), fields);
      }
      const { name, url } = parsed.data;
      await own(ownerId, listingId);
      const checked = calendarUrl(url, deps.fetch);
      const problem = typeof checked === "string" ? checked : await checkHost(checked, deps.fetch);
      if (problem) {
        const refusal = addressProblemText(problem);
        throw new InvalidError(refusal, { url: refusal });
      }
      await deps.limiter?.attempt([["calendarImportAccount", ownerId]]);
      const importId = await db.transaction(async (tx) => {
        if (!(await repo.lockOwnListing(tx, ownerId, listingId))) throw new NotFoundError(m.err_listing_not_found());
        const existing = await repo.countImports(tx, listingId);
        if (existing.hasUrl(url)) throw new InvalidError(m.err_calendar_already(), { url: m.err_calendar_already() });
        if (existing.count >= CALENDAR_LIMITS.importsMax)
          throw new ConflictError(m.err_calendar_imports_max({ max: CALENDAR_LIMITS.importsMax }));
        const id = await repo.insertImport(tx, { listingId, name, url, nextFetchAt: new Date(now().getTime() + REFRESH_MINUTES * 60_000) });
        // The first fetch is a job written with the calendar: it happens even if this process stops now.
        if (deps.jobs) await deps.jobs.send("calendar-fetch", { importId: id }, tx);
        return id;
      });
      if (!deps.jobs) await refresh(importId);
      const added = (await repo.importsOf(db, listingId, todayInLagos(now()))).map(inWords).find((i) => i.id === importId);
      return added!;
    },

    /** Removes an external calendar: the days it closed open again at once. */
    async removeImport(ownerId: string, listingId: number, importId: number): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockOwnListing(tx, ownerId, listingId))) throw new NotFoundError(m.err_listing_not_found());
        if (!(Number.isSafeInteger(importId) && (await repo.deleteImport(tx, listingId, importId)))) throw new NotFoundError(m.err_calendar_not_found());
      });
    },

    /** Imported days from `from` to `to`, each with the names of the calendars that close it. */
    importedDays(listingId: number, from: string, to: string) {
      return repo.importedDays(db, listingId, from, to);
    },

    /** One refresh (the `calendar-fetch` job). */
    refresh,

    /** Hands every imported calendar due for a refresh to the queue (the `calendar-sweep` job, every 5 minutes). */
    async sweep(): Promise<number> {
      let due = 0;
      for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
        const ids = await repo.claimDue(db, now(), REFRESH_MINUTES, SWEEP_BATCH);
        await fetchSoon(ids);
        due += ids.length;
        if (ids.length < SWEEP_BATCH) break;
      }
      return due;
    },
  };
}
export type CalendarsService = ReturnType<typeof createCalendarsService>;
