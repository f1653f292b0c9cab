// SQL of the sandbox transfer provider's side: its recipients and transfers, as Paystack keeps them on its own side.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxRecipients, sandboxTransfers } from "../../db/schema";

export type SandboxTransfer = typeof sandboxTransfers.$inferSelect;

export async function saveRecipient(db: Db, r: typeof sandboxRecipients.$inferInsert): Promise<void> {
  await db.insert(sandboxRecipients).values(r).onConflictDoNothing();
}

export async function recipientByCode(db: Db, recipientCode: string) {
  const [row] = await db.select().from(sandboxRecipients).where(eq(sandboxRecipients.recipientCode, recipientCode));
  return row;
}

/** Records a transfer once: a reference already used answers the transfer made with it. */
export async function insertTransfer(db: Db, t: typeof sandboxTransfers.$inferInsert): Promise<SandboxTransfer> {
  const [row] = await db.insert(sandboxTransfers).values(t).onConflictDoNothing().returning();
  return row ?? (await transferByReference(db, t.reference))!;
}

export async function transferByReference(db: Db, reference: string): Promise<SandboxTransfer | undefined> {
  const [row] = await db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, reference));
  return row;
}
