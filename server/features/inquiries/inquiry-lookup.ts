// Added by the messages pages (msgui), outside the messages service (server/features/messages, another engineer's): the
// id of a renter's conversation about a listing, if they already have one, so that 'Message owner' opens it straight
// away instead of a blank question. Only a read; to fold into the messages service (as `inquiryOf`) when convenient.
import type { Db } from "../../db/client";
import { inquiryOf } from "../messages/messages.repo";

export function createInquiryLookup(db: Db) {
  return {
    /** The renter's conversation about the listing before any booking; null when they have not asked yet. */
    async inquiryOf(renterId: string, listingId: number): Promise<number | null> {
      return (await inquiryOf(db, listingId, renterId))?.id ?? null;
    },
  };
}
