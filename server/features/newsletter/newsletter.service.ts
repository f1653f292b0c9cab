// Newsletter sign-ups: a valid address is stored once; subscribing again is harmless.
import type { Db } from "../../db/client";
import { insertSubscription } from "./newsletter.repo";

export function createNewsletterService(db: Db) {
  return {
    /** Returns whether the address was new. */
    async subscribe(email: string): Promise<{ created: boolean }> {
      return { created: await insertSubscription(db, email.toLowerCase()) };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
