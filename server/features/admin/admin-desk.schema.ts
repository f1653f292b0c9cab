// What the admin side's look-up and money pages take in (forms and the API share these).
import { m } from "../../../core/paraglide/messages";
import { z } from "zod";

/** The look-up box: an e-mail, phone number, id, title words or a payment's reference. */
export const lookupSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: () => m.err_admin_lookup_empty() })
    .max(200, { error: () => m.err_admin_lookup_long() }),
});

/** An amount in naira as a person types it ("12,500", "₦12500.50"), to kobo; undefined when it is not one. */
export function nairaInput(v: string): number | undefined {
  const n = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(v.replace(/[₦,\s]/g, ""));
  if (!n) return undefined;
  return Number(n[1]) * 100 + Number((n[2] ?? "").padEnd(2, "0"));
}

const note = z
  .string({ error: () => m.err_write_reason() })
  .trim()
  .min(5, { error: () => m.err_admin_note_short() })
  .max(2000, { error: () => m.err_keep_reason_under({ max: 2000 }) });

/** A decision on a disputed claim from the API: kobo to the owner (0 … the claim) and the reason both sides read. */
export const claimDecisionSchema = z.object({
  amountKobo: z
    .number({ error: () => m.err_admin_amount_kobo() })
    .int({ error: () => m.err_admin_whole_kobo() })
    .min(0, { error: () => m.err_admin_amount_negative() }),
  note,
});

/** The same from the admin side's form: the amount in naira. */
export const claimDecisionFormSchema = z.object({
  amount: z
    .string({ error: () => m.err_admin_amount_naira() })
    .trim()
    .min(1, { error: () => m.err_admin_amount_naira_zero() })
    .transform((v, ctx) => {
      const kobo = nairaInput(v);
      if (kobo === undefined)
        ctx.addIssue({
          code: "custom",
          message: m.err_admin_amount_format(),
        });
      return kobo ?? 0;
    }),
  note,
});

/** The reason an operator gives for a money fix (a cancel, a retry): required, for the audit log. */
export const moneyReasonSchema = z.object({
  reason: z
    .string({ error: () => m.err_write_reason() })
    .trim()
    .min(3, { error: () => m.err_reason_audit_log() })
    .max(1000, { error: () => m.err_keep_reason_under({ max: 1000 }) }),
});
