// SQL of phone numbers proved by SMS code: the codes (only their HMAC kept) and the number on the account.
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { phoneCodes, users } from "../../db/schema";

type Conn = Db | Tx;
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type CodePurpose = "verify" | "sign_in";

/** The newest code for a number and purpose (used or not): when it was sent tells whether another may go yet. */
export async function latestCode(db: Conn, phone: string, purpose: CodePurpose): Promise<PhoneCodeRow | undefined> {
  const [row] = await (db as Db).select().from(phoneCodes).where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose))).orderBy(desc(phoneCodes.id)).limit(1);
  return row;
}

/** Codes for one number and purpose are written one at a time: two taps at once cannot both pass the minute's wait. */
export async function lockNumber(tx: Tx, phone: string, purpose: CodePurpose): Promise<void> {
  await (tx as unknown as Db).execute(sql`select pg_advisory_xact_lock(hashtextextended(${`phone-code:${purpose}:${phone}`}, 0))`);
}

/** The newest code, locked: two checks of the same code are taken in turn (a code works once). */
export async function latestCodeForUpdate(tx: Tx, phone: string, purpose: CodePurpose): Promise<PhoneCodeRow | undefined> {
  const [row] = await (tx as unknown as Db)
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose)))
    .orderBy(desc(phoneCodes.id))
    .limit(1)
    .for("update");
  return row;
}

/** A new code; every older unused code for the number and purpose ends with it (only the newest SMS works). */
export async function insertCode(tx: Tx, c: { phone: string; purpose: CodePurpose; userId: string | null; codeHash: string; expiresAt: Date; at: Date }): Promise<void> {
  const d = tx as unknown as Db;
  await d.update(phoneCodes).set({ usedAt: c.at }).where(and(eq(phoneCodes.phone, c.phone), eq(phoneCodes.purpose, c.purpose), isNull(phoneCodes.usedAt)));
  await d.insert(phoneCodes).values({ phone: c.phone, purpose: c.purpose, userId: c.userId, codeHash: c.codeHash, expiresAt: c.expiresAt, createdAt: c.at });
}

export async function countWrongTry(tx: Tx, id: number): Promise<number> {
  const [row] = await (tx as unknown as Db).update(phoneCodes).set({ attempts: sql`${phoneCodes.attempts} + 1` }).where(eq(phoneCodes.id, id)).returning({ attempts: phoneCodes.attempts });
  return row?.attempts ?? 0;
}

export async function useCode(tx: Tx, id: number, at: Date): Promise<void> {
  await (tx as unknown as Db).update(phoneCodes).set({ usedAt: at }).where(eq(phoneCodes.id, id));
}

/** Codes past their day are of no use to anyone: removed now and then. */
export async function deleteOldCodes(db: Conn, before: Date): Promise<void> {
  await (db as Db).delete(phoneCodes).where(sql`${phoneCodes.createdAt} < ${before}`);
}

/** The account a verified number signs in to (not deleted). */
export async function userOfPhone(db: Conn, phone: string) {
  const [row] = await (db as Db)
    .select({ id: users.id, twoFactorEnabled: users.twoFactorEnabled, bannedAt: users.bannedAt, language: users.language })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.phoneNumberVerified, true), isNull(users.deletedAt)));
  return row;
}

/** The language the person's texts are written in. */
export async function languageOf(db: Conn, userId: string): Promise<string> {
  const [row] = await (db as Db).select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? "en";
}

export async function phoneOf(db: Conn, userId: string): Promise<string | null> {
  const [row] = await (db as Db).select({ phone: users.phoneNumber }).from(users).where(and(eq(users.id, userId), eq(users.phoneNumberVerified, true)));
  return row?.phone ?? null;
}

/**
 * The number becomes this account's: it leaves any other account first (whoever proves a number holds it now — numbers
 * are recycled by the networks). The profile's contact number is filled with it when empty.
 */
export async function setVerifiedPhone(tx: Tx, userId: string, phone: string, at: Date): Promise<void> {
  const d = tx as unknown as Db;
  await d.update(users).set({ phoneNumber: null, phoneNumberVerified: false, updatedAt: at }).where(and(eq(users.phoneNumber, phone), ne(users.id, userId)));
  await d
    .update(users)
    .set({ phoneNumber: phone, phoneNumberVerified: true, phone: sql`coalesce(${users.phone}, ${phone})`, updatedAt: at })
    .where(eq(users.id, userId));
}

export async function clearPhone(db: Conn, userId: string, at: Date): Promise<void> {
  await (db as Db).update(users).set({ phoneNumber: null, phoneNumberVerified: false, updatedAt: at }).where(eq(users.id, userId));
}
