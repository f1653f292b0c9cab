// The emails of an extension: the owner told of a request (and by when to answer), the renter of the answer (and, when
// accepted, by when to pay). Each in its reader's language (users.language), its link to the page in it.
import { formatDay, lagosTime } from "../../../core/dates";
import { formatNaira } from "../../../core/money";
import { m } from "../../../core/paraglide/messages";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";
import type { Extension } from "./extensions.repo";

export type ExtensionMailKind = "asked" | "accepted" | "declined";

export function extensionMail(kind: ExtensionMailKind, person: { name: string; email: string; language?: unknown }, f: { title: string; extension: Extension; siteUrl: string }): Mail {
  const e = f.extension;
  const locale = mailLocale(person.language);
  const url = mailUrl(f.siteUrl, `/bookings/${e.bookingId}#extension`, locale);
  const by = e.expiresAt ? m.mail_ext_by({ time: lagosTime(e.expiresAt) }, { locale }) : m.mail_the_deadline({}, { locale });
  const days = m.mail_ext_days({ days: e.days, day: formatDay(e.toEndDate) }, { locale });
  const id = e.bookingId;
  const ends = formatDay(e.fromEndDate);
  const content: Record<ExtensionMailKind, () => { subject: string; paragraphs: string[]; label: string }> = {
    asked: () => ({
      subject: m.mail_ext_asked_subject({ title: f.title }, { locale }),
      paragraphs: [
        m.mail_ext_asked_text({ id, days, amount: formatNaira(e.ownerPayoutKobo) }, { locale }),
        m.mail_ext_asked_answer({ by, day: ends }, { locale }),
      ],
      label: m.mail_ext_asked_action({}, { locale }),
    }),
    accepted: () => ({
      subject: m.mail_ext_accepted_subject({ title: f.title }, { locale }),
      paragraphs: [m.mail_ext_accepted_text({ id, days }, { locale }), m.mail_ext_accepted_pay({ amount: formatNaira(e.totalKobo), by, day: ends }, { locale })],
      label: m.mail_ext_accepted_action({}, { locale }),
    }),
    declined: () => ({
      subject: m.mail_ext_declined_subject({ title: f.title }, { locale }),
      paragraphs: [m.mail_ext_declined_text({ id, day: ends }, { locale })],
      label: m.mail_ext_declined_action({}, { locale }),
    }),
  };
  const c = content[kind]();
  return {
    to: person.email,
    subject: c.subject,
    ...renderMail({ title: c.subject, greeting: hello(person.name, locale), paragraphs: c.paragraphs, action: { label: c.label, url }, footer: m.mail_ext_footer({}, { locale }), locale }),
  };
}
