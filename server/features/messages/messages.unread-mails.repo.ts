// SQL of the unread e-mails: which sides are due one, what the e-mail says (under the conversation's lock), and marking
// the side e-mailed.
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { ConversationSide } from "../../../core/messages";
import { contactsShownSql, dateOrNull } from "./messages.conversations.repo";

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
  /** The reader's users.language: the e-mail's, and its links'. */
  readerLanguage: string;
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
    await tx.execute(sql`select ${unread} as unread, ${emailed} as "emailedAt", r.id as "readerId", r.name as "readerName", r.email as "readerEmail", r.language as "readerLanguage",
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
    emailedAt: dateOrNull(r.emailedAt),
    oldestUnreadAt: dateOrNull(r.oldestUnreadAt),
    newestAt: dateOrNull(r.newestAt),
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
