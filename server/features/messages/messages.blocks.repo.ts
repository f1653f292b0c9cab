// SQL of blocks and reports: who blocked whom, and a report's subject (a person, a listing, a message) and its filing.
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";

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
