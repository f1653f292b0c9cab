// SQL for payout accounts: a person's account, and saving one under a lock on the person's row, so that two saves at
// once are applied one after the other and each sees the account the other left.
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { payoutAccounts, users } from "../../db/schema";

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type NewPayoutAccount = Pick<PayoutAccountRow, "userId" | "provider" | "bankCode" | "bankName" | "accountNumber" | "accountName" | "recipientCode">;

export async function findByUser(db: Db, userId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

/**
 * Saves `next` as the person's payout account. `holdUntil(previous)` says until when payouts wait (null: no hold, and
 * an existing hold is kept); `inTx` runs in the same transaction with the account before and after (the change e-mail
 * is written there as a job). Answers both.
 */
export function save(
  db: Db,
  next: NewPayoutAccount,
  now: Date,
  holdUntil: (previous: PayoutAccountRow | undefined) => Date | null,
  inTx: (tx: Tx, previous: PayoutAccountRow | undefined, saved: PayoutAccountRow) => Promise<void>,
): Promise<{ previous: PayoutAccountRow | undefined; saved: PayoutAccountRow }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, next.userId)).for("update");
    const [previous] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.userId, next.userId));
    const hold = holdUntil(previous);
    const held = hold ?? previous?.payoutsHeldUntil ?? null;
    const [saved] = previous
      ? await tx
          .update(payoutAccounts)
          .set({ ...next, payoutsHeldUntil: held, updatedAt: now })
          .where(eq(payoutAccounts.userId, next.userId))
          .returning()
      : await tx
          .insert(payoutAccounts)
          .values({ ...next, payoutsHeldUntil: held, createdAt: now, updatedAt: now })
          .returning();
    await inTx(tx, previous, saved!);
    return { previous, saved: saved! };
  });
}
