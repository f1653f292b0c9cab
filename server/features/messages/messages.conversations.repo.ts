// SQL of conversations: finding and creating them (a renter's questions about a listing, or a booking's own), who sees
// contact details, each side's view of one, the inbox's pages and the per-side unread counters.
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { ConversationSide } from "../../../core/messages";
import { CONTACT_SHOWN_STATUSES } from "../../../core/contact-masking";

/** Booking statuses after which the two people have done business on Haya: contact details are shown between them. */
// The booking page shows phone numbers by the same rule (core/contact-masking.ts).
export const CONFIRMED_STATUSES = CONTACT_SHOWN_STATUSES;
// Literals, not parameters, as before: the same SQL text (constants, nothing from a request).
const confirmedSql = sql.raw(CONFIRMED_STATUSES.map((s) => `'${s}'`).join(", "));

/** A timestamp column as a Date (null stays null); the messages repos share it. */
export const dateOrNull = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string);

export interface ConversationRow {
  id: number;
  listingId: number;
  bookingId: number | null;
  renterId: string;
  ownerId: string;
  lastMessageAt: Date;
  renterUnread: number;
  ownerUnread: number;
}

const CONV = sql`c.id::int as id, c.listing_id::int as "listingId", c.booking_id::int as "bookingId", c.renter_id as "renterId",
  c.owner_id as "ownerId", c.last_message_at as "lastMessageAt", c.renter_unread as "renterUnread", c.owner_unread as "ownerUnread"`;

function conv(r: Record<string, unknown>): ConversationRow {
  return { ...(r as unknown as ConversationRow), lastMessageAt: dateOrNull(r.lastMessageAt)! };
}

export async function conversationById(
  tx: Tx,
  id: number,
  lock = false,
): Promise<ConversationRow | undefined> {
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`select ${CONV} from conversations c where c.id = ${id} ${lock ? sql`for update` : sql``}`,
    ),
  );
  return r ? conv(r) : undefined;
}

export async function inquiryOf(
  tx: Tx,
  listingId: number,
  renterId: string,
): Promise<ConversationRow | undefined> {
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`select ${CONV} from conversations c where c.listing_id = ${listingId} and c.renter_id = ${renterId} and c.booking_id is null`,
    ),
  );
  return r ? conv(r) : undefined;
}

export async function conversationOfBooking(
  tx: Tx,
  bookingId: number,
): Promise<ConversationRow | undefined> {
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select ${CONV} from conversations c where c.booking_id = ${bookingId}`),
  );
  return r ? conv(r) : undefined;
}

/** Creates the conversation, or finds the one its unique key already holds (two first messages at once make one). */
export async function createConversation(
  tx: Tx,
  row: { listingId: number; bookingId: number | null; renterId: string; ownerId: string; at: Date },
): Promise<ConversationRow> {
  const target =
    row.bookingId === null
      ? sql`(listing_id, renter_id) where booking_id is null`
      : sql`(booking_id) where booking_id is not null`;
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`insert into conversations as c (listing_id, booking_id, renter_id, owner_id, last_message_at, created_at)
      values (${row.listingId}, ${row.bookingId}, ${row.renterId}, ${row.ownerId}, ${row.at.toISOString()}, ${row.at.toISOString()})
      on conflict ${target} do nothing returning ${CONV}`),
  );
  if (r) return conv(r);
  const found =
    row.bookingId === null
      ? await inquiryOf(tx, row.listingId, row.renterId)
      : await conversationOfBooking(tx, row.bookingId);
  if (!found) throw new Error("conversation vanished between insert and read");
  return found;
}

/** A published listing with its owner, for a renter's first question. */
export async function listingForInquiry(
  tx: Tx,
  listingId: number,
): Promise<{ id: number; ownerId: string; title: string; published: boolean } | undefined> {
  const [r] = rowsOf<{ id: number; ownerId: string; title: string; published: boolean }>(
    await tx.execute(sql`select l.id::int as id, l.owner_id as "ownerId", l.title, (l.status = 'published' and u.deleted_at is null) as published
      from listings l join users u on u.id = l.owner_id where l.id = ${listingId}`),
  );
  return r;
}

export async function bookingParties(
  tx: Tx,
  bookingId: number,
): Promise<{ id: number; listingId: number; renterId: string; ownerId: string } | undefined> {
  const [r] = rowsOf<{ id: number; listingId: number; renterId: string; ownerId: string }>(
    await tx.execute(
      sql`select id::int as id, listing_id::int as "listingId", renter_id as "renterId", owner_id as "ownerId" from bookings where id = ${bookingId}`,
    ),
  );
  return r;
}

/** Whether the two have a booking in a confirmed state between them (either one the renter). */
export const contactsShownSql = (a: SQL, b: SQL) => sql`exists (select 1 from bookings b
  where ((b.renter_id = ${a} and b.owner_id = ${b}) or (b.renter_id = ${b} and b.owner_id = ${a}))
    and b.status in (${confirmedSql}))`;

export async function contactsShown(tx: Tx, a: string, b: string): Promise<boolean> {
  const [r] = rowsOf<{ shown: boolean }>(
    await tx.execute(sql`select ${contactsShownSql(sql`${a}`, sql`${b}`)} as shown`),
  );
  return r?.shown ?? false;
}

export interface ConversationDetail extends ConversationRow {
  listingTitle: string;
  listingPhotoKey: string | null;
  otherId: string;
  otherName: string;
  otherImage: string | null;
  contactsShown: boolean;
  blockedByMe: boolean;
  blockedByThem: boolean;
}

/** The conversation as `me` sees it (the other person, the listing, blocks, whether contacts show), in one query. */
export function conversationDetail(tx: Tx, id: number, me: string): Promise<ConversationDetail | undefined> {
  return detailWhere(tx, sql`c.id = ${id}`, me);
}

/** The booking's conversation as `me` sees it (conversationDetail), when there is one and it is theirs. */
export function bookingConversationDetail(tx: Tx, bookingId: number, me: string): Promise<ConversationDetail | undefined> {
  return detailWhere(tx, sql`c.booking_id = ${bookingId}`, me);
}

async function detailWhere(tx: Tx, where: SQL, me: string): Promise<ConversationDetail | undefined> {
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select ${CONV}, l.title as "listingTitle",
        (select p.storage_key from listing_photos p where p.listing_id = l.id order by p.position limit 1) as "listingPhotoKey",
        u.id as "otherId", u.name as "otherName", u.image as "otherImage",
        ${contactsShownSql(sql`c.renter_id`, sql`c.owner_id`)} as "contactsShown",
        exists (select 1 from user_blocks k where k.blocker_id = ${me} and k.blocked_id = u.id) as "blockedByMe",
        exists (select 1 from user_blocks k where k.blocker_id = u.id and k.blocked_id = ${me}) as "blockedByThem"
      from conversations c join listings l on l.id = c.listing_id
        join users u on u.id = case when c.renter_id = ${me} then c.owner_id else c.renter_id end
      where ${where} and (c.renter_id = ${me} or c.owner_id = ${me})`),
  );
  return r
    ? { ...(r as unknown as ConversationDetail), lastMessageAt: dateOrNull(r.lastMessageAt)! }
    : undefined;
}

export interface SummaryRow {
  id: number;
  listingId: number;
  bookingId: number | null;
  listingTitle: string;
  listingPhotoKey: string | null;
  otherId: string;
  otherName: string;
  otherImage: string | null;
  preview: string;
  lastMessageAt: Date;
  /** The instant to the microsecond (UTC, ISO), for the keyset cursor: a Date would round it to the millisecond. */
  lastMessageExact: string;
  unread: number;
}

/**
 * `me`'s conversations, newest activity first, after the cursor (last_message_at, id) when given: one keyset walk down
 * each side's index (as renter, as owner), merged; then the page's people and listings.
 */
export async function inboxPage(
  tx: Tx,
  me: string,
  limit: number,
  before?: { at: string; id: number },
): Promise<SummaryRow[]> {
  const after = (side: "renter" | "owner") => {
    const col = side === "renter" ? sql`renter_id` : sql`owner_id`;
    const unread = side === "renter" ? sql`renter_unread` : sql`owner_unread`;
    const keyset = before
      ? sql`and (last_message_at, id) < (${before.at}::timestamptz, ${before.id})`
      : sql``;
    return sql`(select id, listing_id, booking_id, renter_id, owner_id, last_message_at, last_message_preview, ${unread} as unread
      from conversations where ${col} = ${me} and last_message_preview <> '' ${keyset} order by last_message_at desc, id desc limit ${limit})`;
  };
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select c.id::int as id, c.listing_id::int as "listingId", c.booking_id::int as "bookingId", l.title as "listingTitle",
        (select p.storage_key from listing_photos p where p.listing_id = l.id order by p.position limit 1) as "listingPhotoKey",
        u.id as "otherId", u.name as "otherName", u.image as "otherImage", c.last_message_preview as preview,
        c.last_message_at as "lastMessageAt", to_char(c.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lastMessageExact", c.unread
      from (select * from (${after("renter")} union all ${after("owner")}) s order by last_message_at desc, id desc limit ${limit}) c
        join listings l on l.id = c.listing_id
        join users u on u.id = case when c.renter_id = ${me} then c.owner_id else c.renter_id end
      order by c.last_message_at desc, c.id desc`),
  );
  return rows.map((r) => ({
    ...(r as unknown as SummaryRow),
    lastMessageAt: dateOrNull(r.lastMessageAt)!,
  }));
}

/**
 * The sum of `me`'s unread counters, over their conversations with something unread only, as a value another query
 * can select (the inbox's page, the header's badges: features/badges).
 */
export const unreadTotalValue = (me: string) => sql`(coalesce((select sum(renter_unread) from conversations where renter_id = ${me} and renter_unread > 0), 0)
      + coalesce((select sum(owner_unread) from conversations where owner_id = ${me} and owner_unread > 0), 0))::int`;

/** The sum of `me`'s unread counters (unreadTotalValue). */
export async function unreadTotal(tx: Tx, me: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(await tx.execute(sql`select ${unreadTotalValue(me)} as n`));
  return r?.n ?? 0;
}

/** After a message: the conversation's last activity and preview, and one more unread for the side that did not send it. */
export async function recordMessage(
  tx: Tx,
  conversationId: number,
  recipient: ConversationSide,
  at: Date,
  preview: string,
): Promise<void> {
  const unread =
    recipient === "renter"
      ? sql`renter_unread = renter_unread + 1`
      : sql`owner_unread = owner_unread + 1`;
  await tx.execute(
    sql`update conversations set last_message_at = ${at.toISOString()}, last_message_preview = ${preview}, ${unread} where id = ${conversationId}`,
  );
}

/** Resets `side`'s unread counter (written only when there was something unread). */
export async function markRead(
  tx: Tx,
  conversationId: number,
  side: ConversationSide,
): Promise<void> {
  const q =
    side === "renter"
      ? sql`update conversations set renter_unread = 0 where id = ${conversationId} and renter_unread > 0`
      : sql`update conversations set owner_unread = 0 where id = ${conversationId} and owner_unread > 0`;
  await tx.execute(q);
}
