// The notifications table (one row per person per event, idempotent by key) and the per-kind e-mail choices.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { notificationPrefs, notifications } from "../../db/schema";
import type { StoredWords } from "./notifications.words";

type Conn = Db | Tx;
export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: string;
  key: string;
  title: string;
  body?: string;
  words?: StoredWords | null;
  link: string;
  createdAt?: Date;
}

/** Writes one notification unless the person already has one under this key; whether it was written. */
export async function insertNotification(db: Conn, n: NewNotification): Promise<boolean> {
  const rows = await (db as Db)
    .insert(notifications)
    .values({ userId: n.userId, kind: n.kind, key: n.key, title: n.title, body: n.body ?? "", words: n.words ?? null, link: n.link, ...(n.createdAt ? { createdAt: n.createdAt } : {}) })
    .onConflictDoNothing({ target: [notifications.userId, notifications.key] })
    .returning({ id: notifications.id });
  return rows.length === 1;
}

/**
 * Newest first by when each happened (ids follow the order rows were written, which a replayed or late event breaks),
 * then by id; after the notification `before` (an id of the person's) when given. `limit` + 1 read to know whether there
 * is more.
 */
export function listOf(db: Conn, userId: string, before: number | undefined, limit: number): Promise<NotificationRow[]> {
  const after =
    before === undefined
      ? undefined
      : sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from notifications c where c.id = ${before} and c.user_id = ${userId})`;
  return (db as Db)
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** The unread count as a value another query can select (the header's badges, features/badges). */
export const unreadCountValue = (userId: string) => sql`(select count(*)::int from notifications where user_id = ${userId} and read_at is null)`;

/** Served by the partial index of unread rows (notifications_unread_idx). */
export async function unreadCount(db: Conn, userId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await (db as Db).execute(sql`select ${unreadCountValue(userId)} as n`));
  return row?.n ?? 0;
}

/** Marks the person's own notifications read (others' ids match nothing); how many changed. */
export async function markRead(db: Conn, userId: string, ids: number[] | "all", at: Date): Promise<number> {
  if (ids !== "all" && ids.length === 0) return 0;
  const rows = await (db as Db)
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids === "all" ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Marks read the person's notifications that asked for something now done: those under `keys` (exact), or of `kind`
 * leading to `link`. How many changed.
 */
export async function markDone(db: Conn, userId: string, which: { keys: string[] } | { kind: string; link: string }, at: Date): Promise<number> {
  if ("keys" in which && which.keys.length === 0) return 0;
  const match = "keys" in which ? inArray(notifications.key, which.keys) : and(eq(notifications.kind, which.kind), eq(notifications.link, which.link));
  const rows = await (db as Db)
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), match))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationOf(db: Conn, userId: string, id: number): Promise<NotificationRow | undefined> {
  const [row] = await (db as Db).select().from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** The person's stored choices by kind (kinds without a row, or with a null SMS choice: the default). */
export async function prefsOf(db: Conn, userId: string): Promise<Map<string, { email: boolean; sms: boolean | null }>> {
  const rows = await (db as Db)
    .select({ kind: notificationPrefs.kind, email: notificationPrefs.email, sms: notificationPrefs.sms })
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId));
  return new Map(rows.map((r) => [r.kind, { email: r.email, sms: r.sms }]));
}

export async function prefOf(db: Conn, userId: string, kind: string): Promise<boolean | undefined> {
  const [row] = await (db as Db)
    .select({ email: notificationPrefs.email })
    .from(notificationPrefs)
    .where(and(eq(notificationPrefs.userId, userId), eq(notificationPrefs.kind, kind)));
  return row?.email;
}

/** Saves e-mail choices (each kind's row keeps its SMS choice). */
export async function savePrefs(db: Conn, userId: string, choices: [string, boolean][], at: Date): Promise<void> {
  if (choices.length === 0) return;
  await (db as Db)
    .insert(notificationPrefs)
    .values(choices.map(([kind, email]) => ({ userId, kind, email, updatedAt: at })))
    .onConflictDoUpdate({ target: [notificationPrefs.userId, notificationPrefs.kind], set: { email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` } });
}

/** Saves SMS choices (a new row takes e-mail's default: on). */
export async function saveSmsPrefs(db: Conn, userId: string, choices: [string, boolean][], at: Date): Promise<void> {
  if (choices.length === 0) return;
  await (db as Db)
    .insert(notificationPrefs)
    .values(choices.map(([kind, sms]) => ({ userId, kind, email: true, sms, updatedAt: at })))
    .onConflictDoUpdate({ target: [notificationPrefs.userId, notificationPrefs.kind], set: { sms: sql`excluded.sms`, updatedAt: sql`excluded.updated_at` } });
}

/**
 * Where an SMS of `kind` goes for this person, and in which language: their verified number, unless they turned that kind's SMS off, or are
 * banned or gone.
 */
export async function smsNumberFor(db: Conn, userId: string, kind: string): Promise<{ phone: string; language: string } | undefined> {
  const [row] = rowsOf<{ phone: string; language: string }>(
    await (db as Db).execute(sql`select u.phone_number as phone, u.language from users u
      left join notification_prefs p on p.user_id = u.id and p.kind = ${kind}
      where u.id = ${userId} and u.phone_number_verified and u.phone_number is not null and u.banned_at is null and u.deleted_at is null
        and coalesce(p.sms, true)`),
  );
  return row;
}

/** Confirmed bookings whose pick-up day is `day` (Lagos), with what their reminder says. */
export async function pickupsOn(db: Conn, day: string) {
  return rowsOf<{ id: number; renterId: string; ownerId: string; title: string; pickupTime: string; renterName: string }>(
    await (db as Db).execute(sql`select b.id::int as id, b.renter_id as "renterId", b.owner_id as "ownerId", l.title, b.pickup_time as "pickupTime", r.name as "renterName"
      from bookings b join listings l on l.id = b.listing_id join users r on r.id = b.renter_id
      where b.status = 'confirmed' and b.start_date = ${day}::date
        and not exists (select 1 from notifications n where n.user_id = b.renter_id and n.key = 'booking:' || b.id || ':pickup-tomorrow')
      order by b.id limit 1000`),
  );
}

/** A rental whose return a renter is told of (reminded, or told it is overdue): its listing, both sides, its late fee. */
export interface RentalOut {
  id: number;
  listingId: number;
  ownerId: string;
  renterId: string;
  renterName: string;
  renterEmail: string;
  renterLanguage: string | null;
  title: string;
  city: string;
  state: string;
  turnaroundDays: number;
  endDate: string;
  units: number;
  pricePerDayKobo: number;
  lateFeePerDayKobo: number | null;
}

/**
 * Active bookings ending on one of `endDates` whose renter has no notification keyed `booking:{id}:{told}` yet
 * (`return-24h`, `return-2h`, `overdue`): each is told once, however often the sweep runs.
 */
export async function rentalsOutUntold(db: Conn, endDates: string[], told: string): Promise<RentalOut[]> {
  if (endDates.length === 0) return [];
  return rowsOf<RentalOut>(
    await (db as Db).execute(sql`select b.id::int as id, b.listing_id::int as "listingId", b.owner_id as "ownerId", b.renter_id as "renterId",
        r.name as "renterName", r.email as "renterEmail", r.language as "renterLanguage", l.title, l.city, l.state, l.turnaround_days as "turnaroundDays",
        to_char(b.end_date, 'YYYY-MM-DD') as "endDate", b.units, b.price_per_day_kobo as "pricePerDayKobo", b.late_fee_per_day_kobo as "lateFeePerDayKobo"
      from bookings b join listings l on l.id = b.listing_id join users r on r.id = b.renter_id
      where b.status = 'active' and b.end_date in (${sql.join(endDates.map((d) => sql`${d}::date`), sql`, `)})
        and not exists (select 1 from notifications n where n.user_id = b.renter_id and n.key = 'booking:' || b.id || ':' || ${told})
      order by b.id limit 1000`),
  );
}

/**
 * The listing's next paid bookings whose pick-up falls from `from` to `to` (the days an overdue unit may still be out):
 * their renters are warned the item is not back yet.
 */
export async function nextBookings(db: Conn, listingId: number, from: string, to: string) {
  return rowsOf<{ id: number; renterId: string; startDate: string }>(
    await (db as Db).execute(sql`select b.id::int as id, b.renter_id as "renterId", to_char(b.start_date, 'YYYY-MM-DD') as "startDate"
      from bookings b where b.listing_id = ${listingId} and b.status = 'confirmed' and b.start_date between ${from}::date and ${to}::date
      order by b.start_date, b.id limit 20`),
  );
}

export async function userExists(db: Conn, userId: string): Promise<boolean> {
  return rowsOf(await (db as Db).execute(sql`select 1 from users where id = ${userId}`)).length === 1;
}

/** A booking's listing title and its two sides' names, for the words of its notifications. */
export async function bookingWords(db: Conn, bookingId: number): Promise<{ title: string; renterName: string; ownerName: string } | undefined> {
  const [row] = rowsOf<{ title: string; renterName: string; ownerName: string }>(
    await (db as Db).execute(sql`select l.title, r.name as "renterName", coalesce(o.business_name, o.name) as "ownerName"
      from bookings b join listings l on l.id = b.listing_id join users r on r.id = b.renter_id join users o on o.id = b.owner_id
      where b.id = ${bookingId}`),
  );
  return row;
}

/** Bookings whose answer (requested) or payment (awaiting_payment) is due between `from` and `until`. */
export async function expiringBookings(db: Conn, status: "requested" | "awaiting_payment", from: Date, until: Date) {
  return rowsOf<{ id: number; renterId: string; ownerId: string; title: string; expiresAt: Date | string }>(
    await (db as Db).execute(sql`select b.id::int as id, b.renter_id as "renterId", b.owner_id as "ownerId", l.title, b.expires_at as "expiresAt"
      from bookings b join listings l on l.id = b.listing_id
      where b.status = ${status} and b.expires_at > ${from.toISOString()}::timestamptz and b.expires_at <= ${until.toISOString()}::timestamptz
      order by b.expires_at limit 1000`),
  );
}
