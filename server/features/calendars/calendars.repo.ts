// SQL for calendar sync: the listing's feed token, the days its feed shows, and imported calendars with their days.
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { calendarFeeds, calendarImportDays, calendarImports, listings } from "../../db/schema";
import { HOLDING_STATUSES } from "../../../core/booking-states";
import type { CalendarImport } from "./calendars.schema";

/** Booking statuses that hold units, as a SQL list. */
const holding = sql.join(
  HOLDING_STATUSES.map((st) => sql`${st}`),
  sql`, `,
);

/** The owner's listing (not deleted) with its row locked for this transaction, as every change of its closed days takes it. */
export async function lockOwnListing(tx: Tx, ownerId: string, listingId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from listings where id = ${listingId} and owner_id = ${ownerId} and status <> 'deleted' for update`),
  );
  return rows.length > 0;
}

export async function isOwnListing(db: Db, ownerId: string, listingId: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from listings where id = ${listingId} and owner_id = ${ownerId} and status <> 'deleted'`));
  return rows.length > 0;
}

// ── The feed ──

export async function feedToken(db: Db, listingId: number): Promise<string | undefined> {
  const [row] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.listingId, listingId));
  return row?.token;
}

/** The listing's token: `token` when it had none, else the one it has (two first views at once agree). */
export async function ensureFeedToken(db: Db, listingId: number, token: string): Promise<string> {
  await db.insert(calendarFeeds).values({ listingId, token }).onConflictDoNothing({ target: calendarFeeds.listingId });
  return (await feedToken(db, listingId))!;
}

/** Replaces the listing's token: the old address stops working at once. */
export async function replaceFeedToken(tx: Tx, listingId: number, token: string): Promise<void> {
  await tx
    .insert(calendarFeeds)
    .values({ listingId, token })
    .onConflictDoUpdate({ target: calendarFeeds.listingId, set: { token, createdAt: new Date() } });
}

/** The listing a token opens (any status but deleted). */
export async function listingOfToken(db: Db, token: string): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db
    .select({ id: listings.id, title: listings.title })
    .from(calendarFeeds)
    .innerJoin(listings, eq(listings.id, calendarFeeds.listingId))
    .where(and(eq(calendarFeeds.token, token), sql`${listings.status} <> 'deleted'`));
  return row;
}

// ── Imported calendars ──

const IMPORT_COLUMNS = sql`i.id::int as id, i.name, i.url, i.status, i.error,
  to_char(i.fetched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "fetchedAt",
  to_char(i.synced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "syncedAt"`;

/**
 * The listing's imported calendars in the order they were added, each with how many days from `today` on it closes, and
 * which of those days a booking on Haya also holds, its turnaround days included (booked in both places: one of the two
 * has to move).
 */
export async function importsOf(db: Db, listingId: number, today: string): Promise<CalendarImport[]> {
  return rowsOf<CalendarImport>(
    await db.execute(sql`select ${IMPORT_COLUMNS},
        (select count(*)::int from calendar_import_days d where d.import_id = i.id and d.day >= ${today}::date) as days,
        coalesce((select array_agg(distinct to_char(d.day, 'YYYY-MM-DD') order by to_char(d.day, 'YYYY-MM-DD'))
          from calendar_import_days d join bookings b on b.listing_id = i.listing_id and b.status in (${holding})
            and d.day between b.start_date and b.end_date + l.turnaround_days
          where d.import_id = i.id and d.day >= ${today}::date), '{}') as clashes
      from calendar_imports i join listings l on l.id = i.listing_id where i.listing_id = ${listingId} order by i.id`),
  );
}

export async function countImports(tx: Tx, listingId: number): Promise<{ count: number; hasUrl: (url: string) => boolean }> {
  const rows = await tx.select({ url: calendarImports.url }).from(calendarImports).where(eq(calendarImports.listingId, listingId));
  return { count: rows.length, hasUrl: (url) => rows.some((r) => r.url === url) };
}

export async function insertImport(tx: Tx, values: { listingId: number; name: string; url: string; nextFetchAt: Date }): Promise<number> {
  const [row] = await tx.insert(calendarImports).values(values).returning({ id: calendarImports.id });
  return row!.id;
}

/** Deletes the import (its days go with it); whether there was one. */
export async function deleteImport(tx: Tx, listingId: number, importId: number): Promise<boolean> {
  const rows = await tx
    .delete(calendarImports)
    .where(and(eq(calendarImports.id, importId), eq(calendarImports.listingId, listingId)))
    .returning({ id: calendarImports.id });
  return rows.length > 0;
}

/** What a refresh needs: the address and the listing (undefined: removed since, or its listing deleted). */
export async function importToFetch(db: Db, importId: number): Promise<{ id: number; listingId: number; url: string } | undefined> {
  const [row] = rowsOf<{ id: number; listingId: number; url: string }>(
    await db.execute(sql`select i.id::int as id, i.listing_id::int as "listingId", i.url from calendar_imports i
      join listings l on l.id = i.listing_id where i.id = ${importId} and l.status <> 'deleted'`),
  );
  return row;
}

/**
 * A successful fetch: `days` become exactly the import's days, with the listing locked as for any change of its closed
 * days. False when the import was removed meanwhile.
 */
export async function recordSuccess(db: Db, importId: number, days: string[], at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owner] = rowsOf<{ id: number }>(
      await tx.execute(sql`select l.id from listings l join calendar_imports i on i.listing_id = l.id where i.id = ${importId} for update of l`),
    );
    if (!owner) return false;
    await tx.delete(calendarImportDays).where(eq(calendarImportDays.importId, importId));
    if (days.length) await tx.insert(calendarImportDays).values(days.map((day) => ({ importId, day }))).onConflictDoNothing();
    await tx.update(calendarImports).set({ status: "ok", error: null, fetchedAt: at, syncedAt: at }).where(eq(calendarImports.id, importId));
    return true;
  });
}

/** A failed fetch: said on the import; its days stay as the last good fetch left them. */
export async function recordFailure(db: Db, importId: number, error: string, at: Date): Promise<void> {
  await db.update(calendarImports).set({ status: "failed", error, fetchedAt: at }).where(eq(calendarImports.id, importId));
}

/**
 * Up to `limit` imports due for a refresh, moved `minutes` ahead in the same statement: two sweeps at once (or a sweep
 * and a slow one) never take the same import, and one whose refresh dies is simply due again later.
 */
export async function claimDue(db: Db, at: Date, minutes: number, limit: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`update calendar_imports set next_fetch_at = ${at}::timestamptz + make_interval(mins => ${minutes})
      where id in (select i.id from calendar_imports i join listings l on l.id = i.listing_id
                   where i.next_fetch_at <= ${at}::timestamptz and l.status <> 'deleted'
                   order by i.next_fetch_at limit ${limit} for update of i skip locked)
      returning id::int as id`),
  );
  return rows.map((r) => r.id);
}

/** Imported days from `from` to `to`, each with the names of the calendars that close it (the manage page's month). */
export async function importedDays(db: Db, listingId: number, from: string, to: string): Promise<{ day: string; names: string[] }[]> {
  return rowsOf<{ day: string; names: string[] }>(
    await db.execute(sql`select d.day::text as day, array_agg(i.name order by i.id) as names
      from calendar_import_days d join calendar_imports i on i.id = d.import_id
      where i.listing_id = ${listingId} and d.day between ${from}::date and ${to}::date
      group by d.day order by d.day`),
  );
}
