// The e-mail an owner gets when their payout account changes: where payouts now go (bank and last four digits), the
// hold, and what to do if they did not make the change; and a payout's outcome. In the owner's language (users.language).
import { lagosTime } from "../../../core/dates";
import { formatNaira } from "../../../core/money";
import { m } from "../../../core/paraglide/messages";
import { PAYOUT_CHANGE_HOLD_HOURS } from "../../../core/payouts";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";
import type { PayoutAccountRow } from "./payouts.repo";

export function payoutChangedMail(
  person: { name: string; email: string; language?: unknown },
  change: { previous: Pick<PayoutAccountRow, "bankName" | "accountNumber">; saved: Pick<PayoutAccountRow, "bankName" | "accountNumber" | "payoutsHeldUntil"> },
  siteUrl: string,
): Mail {
  const { previous, saved } = change;
  const locale = mailLocale(person.language);
  const subject = m.mail_payout_changed_subject({}, { locale });
  const hours = PAYOUT_CHANGE_HOLD_HOURS;
  return {
    to: person.email,
    subject,
    ...renderMail({
      title: subject,
      greeting: hello(person.name, locale),
      paragraphs: [
        m.mail_payout_changed_text({ bank: saved.bankName, last4: saved.accountNumber.slice(-4), oldBank: previous.bankName, oldLast4: previous.accountNumber.slice(-4) }, { locale }),
        saved.payoutsHeldUntil ? m.mail_payout_changed_hold_until({ hours, time: lagosTime(saved.payoutsHeldUntil) }, { locale }) : m.mail_payout_changed_hold({ hours }, { locale }),
        m.mail_payout_changed_warn({}, { locale }),
      ],
      action: { label: m.mail_payout_changed_action({}, { locale }), url: mailUrl(siteUrl, "/account#payout-account", locale) },
      footer: m.mail_payout_changed_footer({}, { locale }),
      locale,
    }),
  };
}

/** What the owner is told when a payout settles: arrived, failed (why, and that the money is available again), or sent back. */
export function payoutOutcomeMail(
  person: { name: string; email: string; language?: unknown },
  payout: { amountKobo: number; feeKobo: number; bankName: string; accountLast4: string; reference: string },
  outcome: "success" | "failed" | "reversed",
  reason: string | null,
  siteUrl: string,
): Mail {
  const locale = mailLocale(person.language);
  const amount = formatNaira(payout.amountKobo - payout.feeKobo);
  const where = m.mail_payout_where({ bank: payout.bankName, last4: payout.accountLast4 }, { locale });
  const subject = (outcome === "success" ? m.mail_payout_paid_subject : outcome === "failed" ? m.mail_payout_failed_subject : m.mail_payout_reversed_subject)({}, { locale });
  const why = (text: string) => (reason ? m.mail_payout_reason({ text, reason }, { locale }) : text);
  const paragraphs =
    outcome === "success"
      ? [m.mail_payout_paid_text({ amount, where, reference: payout.reference, fee: formatNaira(payout.feeKobo) }, { locale })]
      : [
          why((outcome === "failed" ? m.mail_payout_failed_text : m.mail_payout_reversed_text)({ amount, where }, { locale })),
          m.mail_payout_back({ amount: formatNaira(payout.amountKobo) }, { locale }),
        ];
  return {
    to: person.email,
    subject,
    ...renderMail({
      title: subject,
      greeting: hello(person.name, locale),
      paragraphs,
      action: { label: m.mail_payout_action({}, { locale }), url: mailUrl(siteUrl, "/my-rentals?tab=earnings", locale) },
      footer: m.mail_payout_footer({}, { locale }),
      locale,
    }),
  };
}
