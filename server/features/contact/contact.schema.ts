// What the contact and support forms accept.
import { z } from "zod";
import { CONTACT_TOPICS } from "../../../core/contact";
import { m } from "../../../core/paraglide/messages";

export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: () => m.err_enter_name() })
    .max(100, { error: () => m.err_name_too_long() }),
  email: z
    .string()
    .trim()
    .max(254, { error: () => m.err_email_too_long() })
    .pipe(z.email({ error: () => m.err_email_invalid_example() })),
  topic: z.enum(CONTACT_TOPICS, { error: () => m.err_choose_topic() }),
  message: z
    .string()
    .trim()
    .min(10, { error: () => m.err_tell_us_more({ min: 10 }) })
    .max(5000, { error: () => m.people_message_too_long({ max: "5,000" }) }),
});
export type ContactInput = z.infer<typeof contactSchema>;
