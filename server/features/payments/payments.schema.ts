// What comes in from payment providers and pages: webhook events (Paystack's shape, which the sandbox copies) and the
// sandbox page's answer.
import { z } from "zod";
import { m } from "../../../core/paraglide/messages";

/** A provider's event; only the fields Haya reads are checked, the rest is kept in payment_events as received. */
export const webhookEventSchema = z.object({
  event: z.string().min(1),
  data: z
    .object({
      reference: z.string().optional(),
      /** Refund events name the charge this way. */
      transaction_reference: z.string().optional(),
      id: z.union([z.string(), z.number()]).optional(),
    })
    .passthrough(),
});

/** The button pressed on the sandbox checkout page. */
export const sandboxAnswerSchema = z.object({ outcome: z.enum(["success", "failed"], { error: () => m.err_sandbox_answer() }) });

/** /payments/return's query: ours (?reference=) or Paystack's (?trxref=&reference=). */
export const returnQuerySchema = z
  .object({ reference: z.string().min(1).max(200).optional(), trxref: z.string().min(1).max(200).optional() })
  .transform((q) => q.reference ?? q.trxref)
  .pipe(z.string({ error: () => m.err_payment_link_incomplete() }));
