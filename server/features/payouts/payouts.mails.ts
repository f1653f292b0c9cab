// The e-mail an owner gets when their payout account changes: where payouts now go (bank and last four digits), the
// hold, and what to do if they did not make the change.
import { lagosTime } from "../../../core/dates";
import { PAYOUT_CHANGE_HOLD_HOURS } from "../../../core/payouts";
import type { Mail } from "../mail/mail.service";
import { renderMail } from "../mail/mail.templates";
import type { PayoutAccountRow } from "./payouts.repo";

export const PAYOUT_CHANGED_SUBJECT = "Your payout account was changed";

export function payoutChangedMail(
  person: { name: string; email: string },
  change: { previous: Pick<PayoutAccountRow, "bankName" | "accountNumber">; saved: Pick<PayoutAccountRow, "bankName" | "accountNumber" | "payoutsHeldUntil"> },
  siteUrl: string,
): Mail {
  const { previous, saved } = change;
  const held = saved.payoutsHeldUntil ? ` until ${lagosTime(saved.payoutsHeldUntil)} (Lagos time)` : "";
  return {
    to: person.email,
    subject: PAYOUT_CHANGED_SUBJECT,
    ...renderMail({
      title: PAYOUT_CHANGED_SUBJECT,
      greeting: `Hello ${person.name},`,
      paragraphs: [
        `Your Haya payouts now go to ${saved.bankName}, account ending ${saved.accountNumber.slice(-4)}. Before, they went to ${previous.bankName}, account ending ${previous.accountNumber.slice(-4)}.`,
        `To keep your money safe, we hold payouts for ${PAYOUT_CHANGE_HOLD_HOURS} hours after a change${held}.`,
        "If you did not make this change, someone may know your password: change your password now, set your payout account back, and contact us so that we can stop any payout.",
      ],
      action: { label: "Review your payout account", url: `${siteUrl}/account#payout-account` },
      footer: "You get this email whenever the bank account your Haya payouts go to is changed.",
    }),
  };
}
