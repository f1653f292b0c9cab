// /account's payout account forms: step 1 looks the account up (its name comes back to show), step 2 saves it with the
// password. Both go through the payouts service, as PUT /api/v1/me/payout-account does.
import { data } from "react-router";
import { redirect } from "~/lib/links";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import type { RequestMeta } from "../../../server/features/accounts/auth-requests";
import { checkAccountSchema, savePayoutAccountSchema } from "../../../server/features/payouts/payouts.schema";
import type { AccountCheck, PayoutsService } from "../../../server/features/payouts/payouts.service";
import { fromZod, type Values } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";

/** What step 1 answers: the account as its bank named it, for the person to confirm. */
export interface PayoutChecked {
  ok: true;
  intent: "payout-check";
  message: string;
  checked: AccountCheck;
}

export async function checkPayoutAction(payouts: PayoutsService, userId: string, values: Values) {
  const parsed = checkAccountSchema.safeParse(values);
  if (!parsed.success) return fromZod(values, parsed.error);
  const checked = await payouts.check(userId, parsed.data);
  return data<PayoutChecked>(
    { ok: true, intent: "payout-check", message: m.account_payout_found({ bank: checked.bankName }), checked },
    // An account number and a name: never kept by any cache.
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function savePayoutAction(payouts: PayoutsService, session: CurrentSession, meta: RequestMeta, values: Values) {
  const parsed = savePayoutAccountSchema.safeParse(values);
  if (!parsed.success) return fromZod(values, parsed.error);
  const { changed } = await payouts.save(session, parsed.data, meta);
  return redirect(`/account?saved=${changed ? "payout-change" : "payout-add"}#payout-account`);
}
