// SQL of identity checks: a person's latest, their attempts, the reuse of a number, the operators' review queue and list
// of reused numbers, and the sweep.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { identityChecks, users } from "../../db/schema";

export type IdentityCheck = typeof identityChecks.$inferSelect;
type Conn = Db | Tx;

export const latestCheck = async (db: Conn, userId: string) =>
  (await db.select().from(identityChecks).where(eq(identityChecks.userId, userId)).orderBy(desc(identityChecks.id)).limit(1))[0];

export const checkById = async (db: Conn, id: number, lock = false) => {
  const q = db.select().from(identityChecks).where(eq(identityChecks.id, id));
  return (await (lock ? q.for("update") : q))[0];
};

/** Attempts since `since` (all of them when unset): each one is a paid call, or would have been. */
export async function attemptsOf(db: Conn, userId: string, since?: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityChecks)
    .where(and(eq(identityChecks.userId, userId), since ? gte(identityChecks.createdAt, since) : undefined));
  return row?.n ?? 0;
}

/** Whether the number (by its keyed hash) is verified on an account other than `userId`. */
export async function verifiedElsewhere(db: Conn, idHash: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(and(eq(identityChecks.idHash, idHash), eq(identityChecks.status, "verified"), ne(identityChecks.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export const insertCheck = async (db: Conn, row: typeof identityChecks.$inferInsert) =>
  (await db.insert(identityChecks).values(row).returning())[0]!;

export const updateCheck = (db: Conn, id: number, set: Partial<typeof identityChecks.$inferInsert>) =>
  db.update(identityChecks).set(set).where(eq(identityChecks.id, id));

export const markIdVerified = (db: Conn, userId: string, at: Date | null) => db.update(users).set({ idVerifiedAt: at }).where(eq(users.id, userId));

/** The person a check is about; `lock`: their row is held until the transaction ends (one operator's change at a time). */
export async function personOf(db: Conn, userId: string, lock = false) {
  const q = db
    .select({ name: users.name, email: users.email, language: users.language, idVerifiedAt: users.idVerifiedAt, attemptsAllowed: users.identityAttemptsAllowed })
    .from(users)
    .where(eq(users.id, userId));
  return (await (lock ? q.for("update") : q))[0];
}

/** Raises the checks a person may make in all (an operator's 'Allow 5 more attempts'). */
export const setAttemptsAllowed = (db: Conn, userId: string, allowed: number) => db.update(users).set({ identityAttemptsAllowed: allowed }).where(eq(users.id, userId));

const held = alias(identityChecks, "held");
const holder = alias(users, "holder");

/**
 * Checks refused because their number is verified on another account, no operator has looked at yet, newest first:
 * who tried, and the account that holds the number verified (found by the keyed hash; null once it no longer does).
 */
export async function reusedFlags(db: Conn, limit: number) {
  return db
    .select({
      id: identityChecks.id,
      userId: identityChecks.userId,
      name: users.name,
      email: users.email,
      idType: identityChecks.idType,
      idLast4: identityChecks.idLast4,
      createdAt: identityChecks.createdAt,
      holderId: holder.id,
      holderName: holder.name,
      holderEmail: holder.email,
      holderVerifiedAt: holder.idVerifiedAt,
    })
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.userId))
    .leftJoin(held, and(eq(held.idHash, identityChecks.idHash), eq(held.status, "verified"), ne(held.userId, identityChecks.userId)))
    .leftJoin(holder, eq(holder.id, held.userId))
    .where(and(eq(identityChecks.flag, "reused"), isNull(identityChecks.flagDismissedAt)))
    .orderBy(desc(identityChecks.createdAt), desc(identityChecks.id))
    .limit(limit);
}

/** Marks a reused number's flag as looked at; answers the check's person, or undefined when there is no such open flag. */
export async function dismissReused(db: Conn, id: number, by: string, at: Date) {
  const [row] = await db
    .update(identityChecks)
    .set({ flagDismissedAt: at, flagDismissedBy: by })
    .where(and(eq(identityChecks.id, id), eq(identityChecks.flag, "reused"), isNull(identityChecks.flagDismissedAt)))
    .returning({ userId: identityChecks.userId });
  return row;
}

/** The checks an operator must decide, oldest first, with the person's name and email. */
export async function reviewQueue(db: Conn, limit: number) {
  return db
    .select({ check: identityChecks, name: users.name, email: users.email })
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.userId))
    .where(eq(identityChecks.status, "review"))
    .orderBy(identityChecks.createdAt, identityChecks.id)
    .limit(limit);
}

/** Pending checks nobody has asked the provider about since `before` (their job failed for good, or was lost). */
export const stalePending = (db: Conn, before: Date) =>
  db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(and(eq(identityChecks.status, "pending"), or(lt(identityChecks.lastTriedAt, before), and(isNull(identityChecks.lastTriedAt), lt(identityChecks.createdAt, before)))))
    .limit(100);

/** Decided checks whose selfie is still kept past `before` (decision + 30 days). */
export const expiredSelfies = (db: Conn, before: Date) =>
  db
    .select({ id: identityChecks.id, selfieKey: identityChecks.selfieKey })
    .from(identityChecks)
    .where(and(isNotNull(identityChecks.selfieKey), inArray(identityChecks.status, ["verified", "refused"]), lt(identityChecks.decidedAt, before)))
    .limit(500);

export const dropSelfie = (db: Conn, id: number) => db.update(identityChecks).set({ selfieKey: null }).where(eq(identityChecks.id, id));

export const isVerified = async (db: Conn, userId: string) =>
  Boolean((await db.select({ at: users.idVerifiedAt }).from(users).where(and(eq(users.id, userId), isNotNull(users.idVerifiedAt))))[0]);

