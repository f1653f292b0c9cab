// Reads and writes of where people are signed in (sessions.ts): better-auth's session rows, and the devices each person
// has signed in with (known_devices).
import { and, count, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { knownDevices, sessions, users } from "../../db/schema";

/** The person's sessions still usable at `now`: before their idle end and after `signedInAfter` (the absolute limit). */
export function liveSessions(db: Db, userId: string, now: Date, signedInAfter: Date) {
  return db
    .select({ id: sessions.id, token: sessions.token, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.createdAt, signedInAfter)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/** Deletes one of the person's sessions; answers how many went (0: not theirs, or ended already). */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<number> {
  return (await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))).returning({ id: sessions.id })).length;
}

/** Deletes every session of the person but the one with `keepToken`; answers how many went. */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<number> {
  return (await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken))).returning({ id: sessions.id })).length;
}

/** Keeps `device` among the person's devices: whether it was new, and whether they had any other before. */
export async function addKnownDevice(db: Db, userId: string, device: string): Promise<{ added: boolean; hadOthers: boolean }> {
  const [known] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, userId));
  const added = await db.insert(knownDevices).values({ userId, device }).onConflictDoNothing().returning({ device: knownDevices.device });
  return { added: added.length > 0, hadOthers: (known?.n ?? 0) > 0 };
}

/** Whether the person signs in with a second step (an authenticator app). */
export async function twoFactorOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on === true;
}
