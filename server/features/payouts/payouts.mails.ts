// The e-mail an owner gets when their payout account changes: where payouts now go (bank and last four digits), the
// hold, and what to do if they did not make the change.
import { lagosTime } from "../../../core/dates";
import { formatNaira } from "../../../core/money";
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

export const PAYOUT_PAID_SUBJECT = "Your payout has arrived";
export const PAYOUT_FAILED_SUBJECT = "Your payout did not go through";
export const PAYOUT_REVERSED_SUBJECT = "Your payout was sent back";

/** What the owner is told when a payout settles: arrived, failed (why, and that the money is available again), or sent back. */
export function payoutOutcomeMail(
  person: { name: string; email: string },
  payout: { amountKobo: number; feeKobo: number; bankName: string; accountLast4: string; reference: string },
  outcome: "success" | "failed" | "reversed",
  reason: string | null,
  siteUrl: string,
): Mail {
  const sent = formatNaira(payout.amountKobo - payout.feeKobo);
  const where = `${payout.bankName}, account ending ${payout.accountLast4}`;
  const subject = outcome === "success" ? PAYOUT_PAID_SUBJECT : outcome === "failed" ? PAYOUT_FAILED_SUBJECT : PAYOUT_REVERSED_SUBJECT;
  const why = reason ? ` The bank's reason: ${reason}.` : "";
  const paragraphs =
    outcome === "success"
      ? [`${sent} has been paid to ${where} (reference ${payout.reference}; transfer fee ${formatNaira(payout.feeKobo)}).`]
      : [
          outcome === "failed"
            ? `Your payout of ${sent} to ${where} did not go through.${why}`
            : `Your payout of ${sent} to ${where} reached the bank, which sent it back to us.${why}`,
          `The ${formatNaira(payout.amountKobo)} is back in your available balance. Check your payout account, then withdraw again from Earnings in My Rentals.`,
        ];
  return {
    to: person.email,
    subject,
    ...renderMail({
      title: subject,
      greeting: `Hello ${person.name},`,
      paragraphs,
      action: { label: "See your earnings", url: `${siteUrl}/my-rentals?tab=earnings` },
      footer: "You get this email when a payout to your bank account is paid, fails or is sent back.",
    }),
  };
}
