// SQL of the header's badges: the counts beside the bell, Messages and the cart, each as its own feature counts it.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { linesCountValue } from "../cart/cart.repo";
import { unreadTotalValue } from "../messages/messages.conversations.repo";
import { unreadCountValue } from "../notifications/notifications.repo";

export interface Badges {
  unreadNotifications: number;
  unreadMessages: number;
  cartLines: number;
}

/** The three counts in one statement: the header is on every signed-in page, and each statement is a round trip. */
export async function badgesOf(db: Db, userId: string): Promise<Badges> {
  const [row] = rowsOf<Badges>(
    await db.execute(sql`select ${unreadCountValue(userId)} as "unreadNotifications", ${unreadTotalValue(userId)} as "unreadMessages",
      ${linesCountValue(userId)} as "cartLines"`),
  );
  return row!;
}
