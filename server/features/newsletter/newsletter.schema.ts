// What the newsletter sign-up accepts: one e-mail address.
import { z } from "zod";
import { m } from "../../../core/paraglide/messages";

export const newsletterSchema = z.object({
  email: z
    .string({ error: () => m.err_email_required() })
    .trim()
    .min(1, { error: () => m.err_email_required() })
    .max(254, { error: () => m.err_email_too_long() })
    .pipe(z.email({ error: () => m.err_email_invalid_example() })),
});
