// Newsletter subscriptions: one row per address (stored lower-cased).
import type { Db } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

/** Stores the address unless it is there already; returns whether it was new. */
export async function insertSubscription(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
