// What the console's look-up and money pages take in (forms and the API share these).
import { z } from "zod";

/** The look-up box: an e-mail, phone number, id, title words or a payment's reference. */
export const lookupSchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, "Type what to look for")
    .max(200, "Keep it under 200 characters"),
});

/** An amount in naira as a person types it ("12,500", "₦12500.50"), to kobo; undefined when it is not one. */
export function nairaInput(v: string): number | undefined {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(v.replace(/[₦,\s]/g, ""));
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

const note = z
  .string({ error: "Write the reason" })
  .trim()
  .min(5, "Say why in a few words, for both sides to read")
  .max(2000, "Keep the reason under 2000 characters");

/** A decision on a disputed claim from the API: kobo to the owner (0 … the claim) and the reason both sides read. */
export const claimDecisionSchema = z.object({
  amountKobo: z
    .number({ error: "Give the amount to the owner in kobo" })
    .int("Give whole kobo")
    .min(0, "The amount cannot be negative"),
  note,
});

/** The same from the console's form: the amount in naira. */
export const claimDecisionFormSchema = z.object({
  amount: z
    .string({ error: "Enter the amount for the owner, in naira" })
    .trim()
    .min(1, "Enter the amount for the owner, in naira (0 for nothing)")
    .transform((v, ctx) => {
      const kobo = nairaInput(v);
      if (kobo === undefined)
        ctx.addIssue({
          code: "custom",
          message: "Enter the amount in naira, like 12500 or 12,500.50",
        });
      return kobo ?? 0;
    }),
  note,
});

/** The reason an operator gives for a money fix (a cancel, a retry): required, for the audit log. */
export const moneyReasonSchema = z.object({
  reason: z
    .string({ error: "Write the reason" })
    .trim()
    .min(3, "Write the reason: it goes in the audit log")
    .max(1000, "Keep the reason under 1000 characters"),
});
