// The e-mail that a person's copy of their data is ready: until when, and the way to /account's download section (the
// download itself asks for their session), in their language.
import { lagosTime } from "../../../core/dates";
import { m } from "../../../core/paraglide/messages";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";

export function exportReadyMail(a: { to: string; name: string; language: unknown; expiresAt: Date; siteUrl: string }): Mail {
  const locale = mailLocale(a.language);
  const subject = m.mail_export_ready_subject({}, { locale });
  return {
    to: a.to,
    subject,
    ...renderMail({
      title: subject,
      greeting: hello(a.name, locale),
      paragraphs: [m.mail_export_ready_text({ until: lagosTime(a.expiresAt) }, { locale }), m.mail_export_ready_signed_in({}, { locale })],
      action: { label: m.mail_export_ready_action({}, { locale }), url: mailUrl(a.siteUrl, "/account#data-export", locale) },
      footer: m.mail_export_ready_footer({}, { locale }),
      locale,
    }),
  };
}
