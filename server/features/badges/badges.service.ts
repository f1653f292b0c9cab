// The header's badges on every signed-in page: unread notifications (the bell), unread messages and the cart's lines.
import type { Db } from "../../db/client";
import * as repo from "./badges.repo";

export type { Badges } from "./badges.repo";

export function createBadgesService(db: Db) {
  return {
    /** The signed-in person's three counts, read together. */
    of: (userId: string): Promise<repo.Badges> => repo.badgesOf(db, userId),
  };
}
export type BadgesService = ReturnType<typeof createBadgesService>;
