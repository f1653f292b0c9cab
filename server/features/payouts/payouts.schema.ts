// Zod shapes of payout accounts: what the /account form and PUT /api/v1/me/payout-account send (the same rules), and
// what the API answers (the number's last four digits only; never the recipient code, which is Haya's business).
import { z } from "zod";
import { maskAccountNumber, normaliseAccountNumber } from "../../../core/payouts";
import { PASSWORD_MAX } from "../accounts/accounts.schema";
import type { PayoutAccountRow } from "./payouts.repo";
import { m } from "../../../core/paraglide/messages";

const bankCode = z
  .string({ error: () => m.err_bank_choose() })
  .trim()
  .min(1, { error: () => m.err_bank_choose() })
  .max(12, { error: () => m.err_bank_choose() })
  .regex(/^[0-9A-Za-z]+$/, { error: () => m.err_bank_choose() })
  .describe("The bank's code, as GET /banks lists it (e.g. 058 for Guaranty Trust Bank)");

const accountNumber = z
  .string({ error: () => m.err_nuban() })
  .max(40, { error: () => m.err_nuban() })
  .transform(normaliseAccountNumber)
  .pipe(z.string().regex(/^\d{10}$/, { error: () => m.err_nuban() }))
  .describe("The 10-digit account number (NUBAN); spaces and dashes are ignored");

const currentPassword = z
  .string({ error: () => m.err_current_password_enter() })
  .min(1, { error: () => m.err_current_password_enter() })
  .max(PASSWORD_MAX, { error: () => m.err_wrong_current_password() })
  .describe("The signed-in person's password: changing where money goes needs it again");

/** Step 1 of the form: the account to look up. */
export const checkAccountSchema = z.object({ bankCode, accountNumber });
/** Step 2, and the API's PUT: the same account, confirmed with the password. */
export const savePayoutAccountSchema = checkAccountSchema.extend({ currentPassword });

export const bankSchema = z.object({ code: z.string(), name: z.string() }).meta({ id: "Bank" });

export const payoutAccountSchema = z
  .object({
    bankCode: z.string(),
    bankName: z.string(),
    accountName: z.string().describe("The account's name as the bank gave it when it was looked up"),
    accountNumberLast4: z.string().regex(/^\d{4}$/),
    maskedAccountNumber: z.string().describe("The number as shown anywhere but its owner's form: ••••••6789"),
    payoutsHeldUntil: z.iso.datetime().nullable().describe("After a change of account, no payout is sent before this instant; null: none held"),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "PayoutAccount" });
export type PayoutAccountView = z.infer<typeof payoutAccountSchema>;

/** A saved account as its owner and the API see it: the number masked. */
export function toPayoutAccount(row: PayoutAccountRow): PayoutAccountView {
  return {
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumberLast4: row.accountNumber.slice(-4),
    maskedAccountNumber: maskAccountNumber(row.accountNumber),
    payoutsHeldUntil: row.payoutsHeldUntil?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
