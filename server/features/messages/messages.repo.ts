// SQL of messages: their pages (before an id, after an id), one by id, writing one with its photos, and a photo's key.
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { dateOrNull } from "./messages.conversations.repo";

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
    createdAt: dateOrNull(r.createdAt)!,
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
