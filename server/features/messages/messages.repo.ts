// SQL of messages: conversations (a renter's questions about a listing, or a booking's own) with their per-side unread
// counters, messages and their photos, blocks, reports, and the unread e-mails' work list.
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { ConversationSide } from "../../../core/messages";

/** Booking statuses after which the two people have done business on Haya: contact details are shown between them. */
export const CONFIRMED_STATUSES = ["confirmed", "active", "completed"] as const;

const d = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

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
  return { ...(r as unknown as ConversationRow), lastMessageAt: d(r.lastMessageAt)! };
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
    and b.status in ('confirmed', 'active', 'completed'))`;

export async function contactsShown(tx: Tx, a: string, b: string): Promise<boolean> {
  const [r] = rowsOf<{ shown: boolean }>(
    await tx.execute(sql`select ${contactsShownSql(sql`${a}`, sql`${b}`)} as shown`),
  );
  return r?.shown ?? false;
}

/** Blocks between the two: whether `me` blocked `other`, and whether `other` blocked `me`. */
export async function blocksBetween(
  tx: Tx,
  me: string,
  other: string,
): Promise<{ byMe: boolean; byThem: boolean }> {
  const rows = rowsOf<{ blockerId: string }>(
    await tx.execute(sql`select blocker_id as "blockerId" from user_blocks
      where (blocker_id = ${me} and blocked_id = ${other}) or (blocker_id = ${other} and blocked_id = ${me})`),
  );
  return {
    byMe: rows.some((r) => r.blockerId === me),
    byThem: rows.some((r) => r.blockerId === other),
  };
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
export async function conversationDetail(
  tx: Tx,
  id: number,
  me: string,
): Promise<ConversationDetail | undefined> {
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select ${CONV}, l.title as "listingTitle",
        (select p.storage_key from listing_photos p where p.listing_id = l.id order by p.position limit 1) as "listingPhotoKey",
        u.id as "otherId", u.name as "otherName", u.image as "otherImage",
        ${contactsShownSql(sql`c.renter_id`, sql`c.owner_id`)} as "contactsShown",
        exists (select 1 from user_blocks k where k.blocker_id = ${me} and k.blocked_id = u.id) as "blockedByMe",
        exists (select 1 from user_blocks k where k.blocker_id = u.id and k.blocked_id = ${me}) as "blockedByThem"
      from conversations c join listings l on l.id = c.listing_id
        join users u on u.id = case when c.renter_id = ${me} then c.owner_id else c.renter_id end
      where c.id = ${id} and (c.renter_id = ${me} or c.owner_id = ${me})`),
  );
  return r
    ? { ...(r as unknown as ConversationDetail), lastMessageAt: d(r.lastMessageAt)! }
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
  return rows.map((r) => ({ ...(r as unknown as SummaryRow), lastMessageAt: d(r.lastMessageAt)! }));
}

/** The sum of `me`'s unread counters: over their conversations with something unread only. */
export async function unreadTotal(tx: Tx, me: string): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await tx.execute(sql`select (coalesce((select sum(renter_unread) from conversations where renter_id = ${me} and renter_unread > 0), 0)
      + coalesce((select sum(owner_unread) from conversations where owner_id = ${me} and owner_unread > 0), 0))::int as n`),
  );
  return r?.n ?? 0;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: string;
  body: string;
  hasContact: boolean;
  createdAt: Date;
  photos: { id: number; width: number; height: number }[];
}

const MSG = sql`m.id::int as id, m.conversation_id::int as "conversationId", m.sender_id as "senderId", m.body, m.has_contact as "hasContact",
  m.created_at as "createdAt",
  coalesce((select json_agg(json_build_object('id', p.id::int, 'width', p.width, 'height', p.height) order by p.id)
    from message_photos p where p.message_id = m.id), '[]') as photos`;

function msg(r: Record<string, unknown>): MessageRow {
  const photos =
    typeof r.photos === "string"
      ? (JSON.parse(r.photos) as MessageRow["photos"])
      : (r.photos as MessageRow["photos"]);
  return {
    ...(r as unknown as MessageRow),
    createdAt: d(r.createdAt)!,
    photos: photos.map((p) => ({ id: Number(p.id), width: p.width, height: p.height })),
  };
}

/** Up to `limit` messages before the id `before` (or the newest), newest first; one more tells whether there are earlier ones. */
export async function messagesPage(
  tx: Tx,
  conversationId: number,
  limit: number,
  before?: number,
): Promise<MessageRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select ${MSG} from messages m where m.conversation_id = ${conversationId} ${before ? sql`and m.id < ${before}` : sql``}
      order by m.id desc limit ${limit}`),
  );
  return rows.map(msg);
}

/** Up to `limit` messages after the id `after`, oldest first (a live stream's reconnection catches up with these). */
export async function messagesAfter(
  tx: Tx,
  conversationId: number,
  after: number,
  limit: number,
): Promise<MessageRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(
      sql`select ${MSG} from messages m where m.conversation_id = ${conversationId} and m.id > ${after} order by m.id limit ${limit}`,
    ),
  );
  return rows.map(msg);
}

export async function messageById(tx: Tx, id: number): Promise<MessageRow | undefined> {
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select ${MSG} from messages m where m.id = ${id}`),
  );
  return r ? msg(r) : undefined;
}

export async function insertMessage(
  tx: Tx,
  row: { conversationId: number; senderId: string; body: string; hasContact: boolean; at: Date },
): Promise<number> {
  const [r] = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into messages (conversation_id, sender_id, body, has_contact, created_at)
      values (${row.conversationId}, ${row.senderId}, ${row.body}, ${row.hasContact}, ${row.at.toISOString()}) returning id::int as id`),
  );
  return r!.id;
}

export async function insertPhoto(
  tx: Tx,
  row: { messageId: number; storageKey: string; width: number; height: number },
): Promise<number> {
  const [r] = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into message_photos (message_id, storage_key, width, height)
      values (${row.messageId}, ${row.storageKey}, ${row.width}, ${row.height}) returning id::int as id`),
  );
  return r!.id;
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

/** The storage key of a photo of a message in this conversation. */
export async function photoKey(
  tx: Tx,
  conversationId: number,
  photoId: number,
): Promise<string | undefined> {
  const [r] = rowsOf<{ key: string }>(
    await tx.execute(sql`select p.storage_key as key from message_photos p join messages m on m.id = p.message_id
      where p.id = ${photoId} and m.conversation_id = ${conversationId}`),
  );
  return r?.key;
}

export async function block(tx: Tx, blockerId: string, blockedId: string, at: Date): Promise<void> {
  await tx.execute(
    sql`insert into user_blocks (blocker_id, blocked_id, created_at) values (${blockerId}, ${blockedId}, ${at.toISOString()}) on conflict do nothing`,
  );
}

export async function unblock(tx: Tx, blockerId: string, blockedId: string): Promise<void> {
  await tx.execute(
    sql`delete from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
  );
}

export async function personExists(tx: Tx, id: string): Promise<boolean> {
  const [r] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from users where id = ${id} and deleted_at is null`),
  );
  return r !== undefined;
}

export async function listingOwner(tx: Tx, listingId: number): Promise<string | undefined> {
  const [r] = rowsOf<{ ownerId: string }>(
    await tx.execute(
      sql`select owner_id as "ownerId" from listings where id = ${listingId} and status = 'published'`,
    ),
  );
  return r?.ownerId;
}

/** A message's sender, when `reader` is one of its conversation's two people. */
export async function messageSenderFor(
  tx: Tx,
  messageId: number,
  reader: string,
): Promise<string | undefined> {
  const [r] = rowsOf<{ senderId: string }>(
    await tx.execute(sql`select m.sender_id as "senderId" from messages m join conversations c on c.id = m.conversation_id
      where m.id = ${messageId} and (c.renter_id = ${reader} or c.owner_id = ${reader})`),
  );
  return r?.senderId;
}

/** The report's id; undefined when the reporter has an open report of that subject already. */
export async function insertReport(
  tx: Tx,
  row: {
    reporterId: string;
    subjectKind: string;
    subjectId: string;
    subjectUserId: string | null;
    reason: string;
    details: string;
    at: Date;
  },
): Promise<number | undefined> {
  const [r] = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into reports (reporter_id, subject_kind, subject_id, subject_user_id, reason, details, created_at)
      values (${row.reporterId}, ${row.subjectKind}, ${row.subjectId}, ${row.subjectUserId}, ${row.reason}, ${row.details}, ${row.at.toISOString()})
      on conflict (reporter_id, subject_kind, subject_id) where status = 'open' do nothing returning id::int as id`),
  );
  return r?.id;
}

export interface UnreadMailDue {
  conversationId: number;
  side: ConversationSide;
}

/**
 * Sides with unread messages whose oldest unread one is at least `olderThan` old, not e-mailed about this conversation
 * since `emailedBefore`, and with a message from the other side since their last e-mail (never the same news twice). The oldest unread message is the n-th newest from the other side (n: the side's counter).
 */
export async function unreadMailsDue(
  tx: Tx,
  olderThan: Date,
  emailedBefore: Date,
  limit: number,
): Promise<UnreadMailDue[]> {
  const side = (s: ConversationSide) => {
    const unread = s === "renter" ? sql`c.renter_unread` : sql`c.owner_unread`;
    const emailed = s === "renter" ? sql`c.renter_emailed_at` : sql`c.owner_emailed_at`;
    const other = s === "renter" ? sql`c.owner_id` : sql`c.renter_id`;
    return sql`(select c.id::int as "conversationId", ${s} as side from conversations c
      where ${unread} > 0 and (${emailed} is null or (${emailed} <= ${emailedBefore.toISOString()}
          and (select max(m.created_at) from messages m where m.conversation_id = c.id and m.sender_id = ${other}) > ${emailed}))
        and (select m.created_at from messages m where m.conversation_id = c.id and m.sender_id = ${other}
             order by m.id desc offset ${unread} - 1 limit 1) <= ${olderThan.toISOString()}
      limit ${limit})`;
  };
  return rowsOf<UnreadMailDue>(await tx.execute(sql`${side("renter")} union all ${side("owner")}`));
}

export interface UnreadMailFacts {
  unread: number;
  emailedAt: Date | null;
  oldestUnreadAt: Date | null;
  /** The other side's newest message: an e-mail goes only when there is something new since the last one. */
  newestAt: Date | null;
  readerId: string;
  readerName: string;
  readerEmail: string;
  senderName: string;
  listingTitle: string;
  contactsShown: boolean;
  /** The newest unread messages (up to 3), newest first. */
  latest: { body: string; hasContact: boolean; photos: number }[];
}

/** Locks the conversation and answers what the unread e-mail to `side` needs, checked again under the lock. */
export async function lockUnreadMail(
  tx: Tx,
  conversationId: number,
  side: ConversationSide,
): Promise<UnreadMailFacts | undefined> {
  const unread = side === "renter" ? sql`c.renter_unread` : sql`c.owner_unread`;
  const emailed = side === "renter" ? sql`c.renter_emailed_at` : sql`c.owner_emailed_at`;
  const reader = side === "renter" ? sql`c.renter_id` : sql`c.owner_id`;
  const other = side === "renter" ? sql`c.owner_id` : sql`c.renter_id`;
  const [r] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select ${unread} as unread, ${emailed} as "emailedAt", r.id as "readerId", r.name as "readerName", r.email as "readerEmail",
        r.deleted_at is not null as "readerGone", s.name as "senderName", l.title as "listingTitle",
        ${contactsShownSql(sql`c.renter_id`, sql`c.owner_id`)} as "contactsShown",
        (select m.created_at from messages m where m.conversation_id = c.id and m.sender_id = ${other}
           order by m.id desc offset greatest(${unread}, 1) - 1 limit 1) as "oldestUnreadAt",
        (select max(m.created_at) from messages m where m.conversation_id = c.id and m.sender_id = ${other}) as "newestAt",
        coalesce((select json_agg(json_build_object('body', x.body, 'hasContact', x.has_contact, 'photos', x.photos)) from
          (select m.body, m.has_contact, (select count(*)::int from message_photos p where p.message_id = m.id) as photos
           from messages m where m.conversation_id = c.id and m.sender_id = ${other} order by m.id desc limit least(${unread}, 3)) x), '[]') as latest
      from conversations c join users r on r.id = ${reader} join users s on s.id = ${other} join listings l on l.id = c.listing_id
      where c.id = ${conversationId} for update of c`),
  );
  if (!r || r.readerGone) return undefined;
  const latest = typeof r.latest === "string" ? JSON.parse(r.latest) : r.latest;
  return {
    ...(r as unknown as UnreadMailFacts),
    emailedAt: d(r.emailedAt),
    oldestUnreadAt: d(r.oldestUnreadAt),
    newestAt: d(r.newestAt),
    latest: latest as UnreadMailFacts["latest"],
  };
}

export async function markEmailed(
  tx: Tx,
  conversationId: number,
  side: ConversationSide,
  at: Date,
): Promise<void> {
  const q =
    side === "renter"
      ? sql`update conversations set renter_emailed_at = ${at.toISOString()} where id = ${conversationId}`
      : sql`update conversations set owner_emailed_at = ${at.toISOString()} where id = ${conversationId}`;
  await tx.execute(q);
}
