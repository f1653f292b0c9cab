// Newsletter sign-ups: a valid address is stored once; subscribing again is harmless.
import { z } from "zod";
import type { Db } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

export const newsletterSchema = z.object({
  email: z
    .string({ message: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(254, "That e-mail address is too long")
    .pipe(z.email({ message: "Enter a valid e-mail address, like name@example.com" })),
});

export function createNewsletterService(db: Db) {
  return {
    /** Returns whether the address was new. */
    async subscribe(email: string): Promise<{ created: boolean }> {
      const rows = await db
        .insert(newsletterSubscriptions)
        .values({ email: email.trim().toLowerCase() })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return { created: rows.length > 0 };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
