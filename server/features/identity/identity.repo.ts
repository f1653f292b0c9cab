// SQL of identity checks: a person's latest, their attempts, the reuse of a number, the review queue and the sweep.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
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

export async function personOf(db: Conn, userId: string) {
  const [row] = await db.select({ name: users.name, email: users.email, language: users.language, idVerifiedAt: users.idVerifiedAt }).from(users).where(eq(users.id, userId));
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

