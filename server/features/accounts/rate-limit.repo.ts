// SQL for the attempt counters: one atomic upsert per attempt (of all its keys at once), safe with several server processes.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rateLimits } from "../../db/schema";

/**
 * Counts one attempt under each key, in the window that key is in (a new window starts when the old one has ended), in
 * one statement: one round trip and one commit however many keys an attempt counts against. Keys go in a fixed order,
 * so that two attempts sharing keys never wait on each other in a circle.
 */
export async function countAttempts(db: Db, entries: { key: string; windowMs: number }[], now: Date): Promise<Map<string, { count: number; resetAt: Date }>> {
  const at = now.toISOString();
  const rows = await db
    .insert(rateLimits)
    .values([...entries].sort((a, b) => (a.key < b.key ? -1 : 1)).map(({ key, windowMs }) => ({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
  return new Map(rows.map((r) => [r.key, { count: r.count, resetAt: r.resetAt }]));
}

export async function clearAttempts(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Ended windows are only clutter: dropped now and then. */
export async function deleteEndedWindows(db: Db, now: Date) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`);
}

