// The emails of a deposit claim: the renter told of a claim (and by when to answer), the owner of a dispute, both of
// the settlement (what the owner gets, what the renter gets back); and the renter asked to pay, through Haya, the late
// fee the deposit did not cover (late-fees.service). Each in its reader's language (users.language).
import { lagosTime } from "../../../core/dates";
import { formatNaira } from "../../../core/money";
import { m } from "../../../core/paraglide/messages";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";

type Kind = "filed" | "disputed" | "settled-owner" | "settled-renter" | "late-fee";

export function claimMail(
  kind: Kind,
  person: { name: string; email: string; language?: unknown },
  f: { bookingId: number; amountKobo: number; restKobo?: number; answerBy?: Date; lateDays?: number; siteUrl: string },
): Mail {
  const locale = mailLocale(person.language);
  const url = mailUrl(f.siteUrl, `/bookings/${f.bookingId}#${kind === "late-fee" ? "late-fee" : "claim"}`, locale);
  const amount = formatNaira(f.amountKobo);
  const id = f.bookingId;
  const see = () => m.mail_ext_declined_action({}, { locale });
  const content: Record<Kind, () => { subject: string; paragraphs: string[]; label: string; footer?: string }> = {
    filed: () => ({
      subject: m.mail_claim_filed_subject({}, { locale }),
      paragraphs: [
        m.mail_claim_filed_text({ id, amount }, { locale }),
        m.mail_claim_filed_answer({ by: f.answerBy ? lagosTime(f.answerBy) : m.mail_the_deadline({}, { locale }) }, { locale }),
      ],
      label: m.mail_claim_see({}, { locale }),
    }),
    disputed: () => ({ subject: m.mail_claim_disputed_subject({}, { locale }), paragraphs: [m.mail_claim_disputed_text({ id, amount }, { locale })], label: see() }),
    "settled-owner": () => ({ subject: m.mail_claim_owner_subject({}, { locale }), paragraphs: [m.mail_claim_owner_text({ id, amount }, { locale })], label: see() }),
    "late-fee": () => ({
      subject: m.mail_late_fee_subject({}, { locale }),
      paragraphs: [m.mail_late_fee_text({ id, amount, days: m.bookings_days({ count: f.lateDays ?? 1 }, { locale }) }, { locale })],
      label: m.mail_late_fee_action({}, { locale }),
      footer: m.mail_late_fee_footer({}, { locale }),
    }),
    "settled-renter": () => {
      const text = m.mail_claim_renter_text({ id, amount }, { locale });
      return {
        subject: m.mail_claim_renter_subject({}, { locale }),
        paragraphs: [f.restKobo ? m.mail_claim_renter_rest({ text, rest: formatNaira(f.restKobo) }, { locale }) : text],
        label: see(),
      };
    },
  };
  const c = content[kind]();
  return {
    to: person.email,
    subject: c.subject,
    ...renderMail({ title: c.subject, greeting: hello(person.name, locale), paragraphs: c.paragraphs, action: { label: c.label, url }, footer: c.footer ?? m.mail_claim_footer({}, { locale }), locale }),
  };
}
