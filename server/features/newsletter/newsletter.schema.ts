// What the newsletter sign-up accepts: one e-mail address.
import { z } from "zod";

export const newsletterSchema = z.object({
  email: z
    .string({ message: "Enter your e-mail address" })
    .trim()
    .min(1, "Enter your e-mail address")
    .max(254, "That e-mail address is too long")
    .pipe(z.email({ message: "Enter a valid e-mail address, like name@example.com" })),
});
