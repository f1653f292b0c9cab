// The mail outbox (e-mails kept in the database instead of sent, for the /dev/outbox pages and tests) and the record of
// which e-mails have been delivered, by the key of the job that sent them.
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailDeliveries, mailOutbox } from "../../db/schema";

export type OutboxMessage = typeof mailOutbox.$inferSelect;
export type OutboxSummary = Pick<OutboxMessage, "id" | "to" | "subject" | "createdAt">;

/** Records `key` as delivered; false when it already was (the caller must not send again). */
export async function claimDelivery(db: Db, key: string): Promise<boolean> {
  const rows = await db.insert(mailDeliveries).values({ key }).onConflictDoNothing().returning({ key: mailDeliveries.key });
  return rows.length === 1;
}

/** Whether an e-mail with this key has been delivered. */
export async function wasDelivered(db: Db, key: string): Promise<boolean> {
  const rows = await db.select({ key: mailDeliveries.key }).from(mailDeliveries).where(eq(mailDeliveries.key, key));
  return rows.length === 1;
}

export async function insertOutbox(db: Db, mail: { to: string; subject: string; text: string; html?: string | undefined; headers?: Record<string, string> | undefined }): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Newest first. `to` matches the recipient whatever its case (the lower(to) index serves it). */
export async function listOutbox(db: Db, { to, limit }: { to?: string | undefined; limit: number }): Promise<OutboxSummary[]> {
  return db
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(to === undefined ? undefined : sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function getOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
