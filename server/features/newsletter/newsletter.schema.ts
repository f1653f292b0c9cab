// What the newsletter sign-up accepts: one e-mail address.
import { z } from "zod";

export const newsletterSchema = z.object({
  email: z
    .string({ message: "Enter your email address" })
    .trim()
    .min(1, "Enter your email address")
    .max(254, "That email address is too long")
    .pipe(z.email({ message: "Enter a valid email address, like name@example.com" })),
});
