// ── Calendar sync (server/features/calendars): a listing's iCal feed out, its owner's other calendars in ──
import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, pgView, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { listings } from "./listings";

/**
 * The secret address of a listing's iCal feed (`/calendar/<token>.ics`): 256 random bits, kept as they are so that the
 * owner can copy the address again; a new token (regenerating the link) replaces the old one, which then answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    listingId: bigint("listing_id", { mode: "number" })
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_key").on(t.token)],
);

/** An owner's external iCal address whose events close the listing's days (their own calendar, another platform). */
export const calendarImports = pgTable(
  "calendar_imports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** pending (never fetched yet), ok (the last fetch was read), failed (the last fetch was not; its days are kept). */
    status: text("status").notNull().default("pending"),
    /** Why the last fetch failed, as the owner is told it; null after a success. */
    error: text("error"),
    /** The last fetch, successful or not, and the last successful one. */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    syncedAt: timestamp("synced_at", { withTimezone: true }),
    /** When the refresh sweep fetches it next (calendars.jobs.ts). */
    nextFetchAt: timestamp("next_fetch_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("calendar_imports_listing_url_key").on(t.listingId, t.url),
    index("calendar_imports_due_idx").on(t.nextFetchAt),
    check("calendar_imports_status_known", sql`${t.status} IN ('pending', 'ok', 'failed')`),
  ],
);

/**
 * The days an imported calendar closes, as its last successful fetch gave them (today and the year ahead): kept apart
 * from the owner's own blocked days, so that a refresh replaces exactly what that calendar gave. The booking rules treat
 * them as blocked.
 */
export const calendarImportDays = pgTable(
  "calendar_import_days",
  {
    importId: bigint("import_id", { mode: "number" })
      .notNull()
      .references(() => calendarImports.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.day] })],
);

/**
 * Every day a listing is closed to bookings: blocked by its owner or by one of their imported calendars. The booking
 * rules (bookings.repo.ts findClash) and the item page's calendar read this, so the two kinds of day can never differ there.
 * `union all`: a day closed both ways appears twice (readers ask whether a day is closed, or select distinct), and the
 * planner can push a listing's id into each branch's index — a plain `union` is deduplicated first, so a search with
 * dates hashed every closed day of the range (100,000 at a million listings) before its first row.
 */
export const listingClosedDays = pgView("listing_closed_days", {
  listingId: bigint("listing_id", { mode: "number" }).notNull(),
  day: date("day", { mode: "string" }).notNull(),
}).as(
  sql`select listing_id, day from listing_blocked_dates union all select i.listing_id, d.day from calendar_import_days d join calendar_imports i on i.id = d.import_id`,
);
