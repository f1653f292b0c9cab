// The saved_searches table's SQL: a person's searches (newest first), the cap, alerts on and off, and the alert job's
// look-ups (which are due, and one locked with its person for the email).
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { shownColumn } from "../catalogue/shown-names";

type Conn = Db | Tx;

export interface SavedSearchRow {
  id: number;
  userId: string;
  query: string;
  label: string;
  alerts: boolean;
  seenThrough: Date;
  lastAlertedAt: Date | null;
  createdAt: Date;
}

const COLUMNS = sql`id::int as id, user_id as "userId", query, label, alerts, seen_through as "seenThrough",
  last_alerted_at as "lastAlertedAt", created_at as "createdAt"`;

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const rowOf = (r: SavedSearchRow): SavedSearchRow => ({
  ...r,
  seenThrough: asDate(r.seenThrough),
  lastAlertedAt: r.lastAlertedAt === null ? null : asDate(r.lastAlertedAt),
  createdAt: asDate(r.createdAt),
});

/**
 * The names a label shows, in the reader's language (the label is written once, in the language of the person saving
 * it): the category's, and the subcategory's when it belongs to that category.
 */
export async function categoryNames(db: Conn, category: string, subcategory: string | undefined): Promise<{ category: string; subcategory: string | null } | undefined> {
  const [row] = rowsOf<{ category: string; subcategory: string | null }>(
    await db.execute(sql`select ${shownColumn("c", "name")} as category,
        (select ${shownColumn("s", "name")} from subcategories s where s.category_id = c.id and s.slug = ${subcategory ?? ""}) as subcategory
      from categories c where c.slug = ${category}`),
  );
  return row;
}

/** Locks the person's row, so that two saves at once cannot both pass the cap; answers how many they have. */
export async function lockCount(tx: Tx, userId: string): Promise<number> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
  const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from saved_searches where user_id = ${userId}`));
  return row?.n ?? 0;
}

/** The new row, or undefined when the person already saved this query. */
export async function insertSavedSearch(tx: Conn, s: { userId: string; query: string; label: string; alerts: boolean; at: Date }): Promise<SavedSearchRow | undefined> {
  const [row] = rowsOf<SavedSearchRow>(
    await tx.execute(sql`insert into saved_searches (user_id, query, label, alerts, seen_through, created_at)
      values (${s.userId}, ${s.query}, ${s.label}, ${s.alerts}, ${s.at.toISOString()}, ${s.at.toISOString()})
      on conflict (user_id, query) do nothing returning ${COLUMNS}`),
  );
  return row && rowOf(row);
}

export async function listSavedSearches(db: Conn, userId: string): Promise<SavedSearchRow[]> {
  return rowsOf<SavedSearchRow>(await db.execute(sql`select ${COLUMNS} from saved_searches where user_id = ${userId} order by created_at desc, id desc`)).map(rowOf);
}

export async function findSavedSearch(db: Conn, id: number): Promise<SavedSearchRow | undefined> {
  const [row] = rowsOf<SavedSearchRow>(await db.execute(sql`select ${COLUMNS} from saved_searches where id = ${id}`));
  return row && rowOf(row);
}

/** Alerts on or off for one of the person's searches; undefined when it is not theirs (or does not exist). */
export async function setAlerts(db: Conn, userId: string, id: number, alerts: boolean): Promise<SavedSearchRow | undefined> {
  const [row] = rowsOf<SavedSearchRow>(await db.execute(sql`update saved_searches set alerts = ${alerts} where id = ${id} and user_id = ${userId} returning ${COLUMNS}`));
  return row && rowOf(row);
}

/** Alerts off without naming the person: the one-click unsubscribe (its token names the search), or dates now past. */
export async function alertsOff(db: Conn, id: number): Promise<SavedSearchRow | undefined> {
  const [row] = rowsOf<SavedSearchRow>(await db.execute(sql`update saved_searches set alerts = false where id = ${id} returning ${COLUMNS}`));
  return row && rowOf(row);
}

export async function deleteSavedSearch(db: Conn, userId: string, id: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`delete from saved_searches where id = ${id} and user_id = ${userId} returning id`)).length === 1;
}

/** Searches with alerts on whose last alert was at or before `alertedBefore` (or never), by id after `afterId`. */
export async function dueAlerts(db: Conn, alertedBefore: Date, afterId: number, limit: number): Promise<SavedSearchRow[]> {
  return rowsOf<SavedSearchRow>(
    await db.execute(sql`select ${COLUMNS} from saved_searches
      where alerts and (last_alerted_at is null or last_alerted_at <= ${alertedBefore.toISOString()}) and id > ${afterId}
      order by id limit ${limit}`),
  ).map(rowOf);
}

export type DueSearch = SavedSearchRow & { email: string; name: string; language: string; gone: boolean };

/** When the newest listing on offer up to `through` was published (listings_pub_newest_idx: one entry read); none: undefined. */
export async function newestPublished(db: Conn, through: Date): Promise<Date | undefined> {
  const [row] = rowsOf<{ at: unknown }>(
    await db.execute(sql`select published_at as at from listings where status = 'published' and published_at <= ${through.toISOString()}
      order by published_at desc nulls last, id desc limit 1`),
  );
  return row && asDate(row.at);
}

/** Searches (alerts on) that had nothing new to find have seen listings up to `through`; never moved back. */
export async function markSeenAll(db: Conn, ids: number[], through: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`update saved_searches set seen_through = ${through.toISOString()}
    where id = any(${`{${ids.join(",")}}`}::bigint[]) and alerts and seen_through < ${through.toISOString()}`);
}

/** One search locked for its alert, with its person (gone: deleted or banned, who get no email). */
export async function lockSavedSearch(tx: Tx, id: number): Promise<DueSearch | undefined> {
  const [row] = rowsOf<DueSearch>(
    await tx.execute(sql`select s.id::int as id, s.user_id as "userId", s.query, s.label, s.alerts, s.seen_through as "seenThrough",
        s.last_alerted_at as "lastAlertedAt", s.created_at as "createdAt", u.email, u.name, u.language,
        (u.deleted_at is not null or u.banned_at is not null) as gone
      from saved_searches s join users u on u.id = s.user_id where s.id = ${id} for update of s`),
  );
  return row && { ...rowOf(row), email: row.email, name: row.name, language: row.language, gone: row.gone };
}

/** The search's listings up to `through` are seen; `alertedAt`: an email went about them now. */
export async function markSeen(tx: Tx, id: number, through: Date, alertedAt: Date | null): Promise<void> {
  await tx.execute(
    alertedAt
      ? sql`update saved_searches set seen_through = ${through.toISOString()}, last_alerted_at = ${alertedAt.toISOString()} where id = ${id}`
      : sql`update saved_searches set seen_through = ${through.toISOString()} where id = ${id}`,
  );
}
