// What the contact and support forms accept.
import { z } from "zod";
import { CONTACT_TOPICS } from "../../../core/contact";

export const contactSchema = z.object({
  name: z.string().trim().min(2, "Enter your name").max(100, "Name is too long"),
  email: z
    .string()
    .trim()
    .max(254, "That email address is too long")
    .pipe(z.email({ message: "Enter a valid email address, like name@example.com" })),
  topic: z.enum(CONTACT_TOPICS, { message: "Choose a topic" }),
  message: z
    .string()
    .trim()
    .min(10, "Tell us a little more (at least 10 characters)")
    .max(5000, "Keep your message under 5,000 characters"),
});
export type ContactInput = z.infer<typeof contactSchema>;
