// What the /dev/outbox pages accept in their URL: a recipient to filter by, a message id.
import { ID_MAX } from "../../../core/ids";
import { z } from "zod";

export const outboxFilterSchema = z.object({
  // Blank (the form sent with an empty box) means no filter.
  to: z
    .string()
    .trim()
    .max(254, "An email address has at most 254 characters")
    .optional()
    .transform((v) => v || undefined),
});

/** A serial id: digits only (no "1e3", no sign) and within PostgreSQL's integer. */
export const outboxIdSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(ID_MAX));
