// SQL for the attempt counters: one atomic upsert per attempt, safe with several server processes.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";

/** Counts one attempt in the window that `key` is in (a new window starts when the old one has ended). */
export async function countAttempt(db: Db, key: string, windowMs: number, now: Date) {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row!;
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Ended windows are only clutter: dropped now and then. */
export async function deleteEndedWindows(db: Db, now: Date) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`);
}

