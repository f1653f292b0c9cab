// The SMS outbox (text messages kept in the database instead of sent, for /dev/outbox and tests) and the record of which
// messages have been delivered, by the key of the job that sent them (as mail.repo.ts does for e-mail).
import { desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { smsDeliveries, smsOutbox } from "../../db/schema";

type Conn = Db | Tx;
export type SmsOutboxMessage = typeof smsOutbox.$inferSelect;

/** Records `key` as delivered; false when it already was (the caller must not send again). */
export async function claimSmsDelivery(db: Conn, key: string): Promise<boolean> {
  const rows = await (db as Db).insert(smsDeliveries).values({ key }).onConflictDoNothing().returning({ key: smsDeliveries.key });
  return rows.length === 1;
}

export async function wasSmsDelivered(db: Conn, key: string): Promise<boolean> {
  const rows = await (db as Db).select({ key: smsDeliveries.key }).from(smsDeliveries).where(eq(smsDeliveries.key, key));
  return rows.length === 1;
}

export async function insertSmsOutbox(db: Conn, sms: { to: string; body: string }): Promise<number> {
  const [row] = await (db as Db).insert(smsOutbox).values({ to: sms.to, body: sms.body }).returning({ id: smsOutbox.id });
  return row!.id;
}

/** Newest first; `to` (E.164) narrows to one number. */
export function listSmsOutbox(db: Conn, { to, limit }: { to?: string | undefined; limit: number }): Promise<SmsOutboxMessage[]> {
  return (db as Db)
    .select()
    .from(smsOutbox)
    .where(to === undefined ? undefined : eq(smsOutbox.to, to))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
