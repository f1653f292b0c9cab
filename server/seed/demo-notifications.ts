// The demo's notifications: the services the seed replays the demo people's history through (bookings, payouts, the
// claim, the messages) tell them what happened as they would have at the time, through the real notifications
// service on the seed's clock; what is older than two days the person has read since.
import { sql } from "drizzle-orm";
import { createNotificationsService } from "../features/notifications/notifications.service";
import { getOrCreateSecret } from "../features/accounts/accounts.repo";
import type { Db } from "../db/client";

const DAY = 86_400_000;

/** The notifications service for a replay whose moments come from `now` (its clock). */
export function demoNotifications(db: Db, now: () => Date) {
  return createNotificationsService(db, { secret: () => getOrCreateSecret(db, "unsubscribe"), siteUrl: "http://localhost:3000", now });
}

/** Marks the demo people's notifications older than two days before `now` as read (an hour after each came). */
export async function readOldDemoNotifications(db: Db, userIds: string[], now: Date): Promise<void> {
  const before = new Date(now.getTime() - 2 * DAY).toISOString();
  for (const id of userIds)
    await db.execute(sql`update notifications set read_at = created_at + interval '1 hour' where user_id = ${id} and read_at is null and created_at < ${before}`);
}
