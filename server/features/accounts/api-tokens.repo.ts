// SQL for personal API tokens: a person's list, the count cap, revocation, and the lookup by hash on each API call.
import { and, asc, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiTokens, users } from "../../db/schema";

const listColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};
export type TokenRow = Awaited<ReturnType<typeof listActive>>[number];

/** Neither revoked nor past its expiry at `now`. */
const active = (now: Date) => and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** A person's tokens that still work, oldest first. */
export function listActive(db: Db, userId: string, now: Date) {
  return db.select(listColumns).from(apiTokens).where(and(eq(apiTokens.userId, userId), active(now))).orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

/**
 * Adds a token unless the person already holds `max` active ones: counted under a lock on the person's row, so that two
 * creations at once cannot both slip under the cap. Answers the new row, or undefined when the cap is reached.
 */
export function insertCapped(
  db: Db,
  row: { userId: string; name: string; tokenHash: string; prefix: string; scopes: string[]; expiresAt: Date | null },
  max: number,
  now: Date,
): Promise<TokenRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for("update");
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(and(eq(apiTokens.userId, row.userId), active(now)));
    if ((held?.n ?? 0) >= max) return undefined;
    const [created] = await tx
      .insert(apiTokens)
      .values({ ...row, createdAt: now })
      .returning(listColumns);
    return created;
  });
}

/** Revokes one of the person's own tokens; false when it is not theirs, or already revoked. */
export async function revoke(db: Db, userId: string, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** The token with this hash and the person it acts for (a deleted account's tokens match nothing). */
export async function findByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      scopes: apiTokens.scopes,
      lastUsedAt: apiTokens.lastUsedAt,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      user: { id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified, image: users.image },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(users.deletedAt)));
  return row;
}

/** Records a use, unless another request recorded one in the last minute (the condition keeps concurrent calls to one write). */
export async function touch(db: Db, id: number, now: Date) {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), sql`${apiTokens.lastUsedAt} < ${minuteAgo.toISOString()}::timestamptz`)));
}
