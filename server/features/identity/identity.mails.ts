// The email that tells a person their identity check's decision (verified, or refused and why), in their language.
import { m } from "../../../core/paraglide/messages";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";

export function identityDecidedMail(p: { name: string; email: string; language: unknown }, verified: boolean, reason: string, siteUrl: string): Mail {
  const locale = mailLocale(p.language);
  const subject = verified ? m.mail_identity_ok_subject({}, { locale }) : m.mail_identity_no_subject({}, { locale });
  return {
    to: p.email,
    subject,
    ...renderMail({
      title: subject,
      greeting: hello(p.name, locale),
      paragraphs: [verified ? m.mail_identity_ok_text({}, { locale }) : m.mail_identity_no_text({ reason }, { locale })],
      action: { label: m.mail_identity_action({}, { locale }), url: mailUrl(siteUrl, "/account/identity", locale) },
      locale,
    }),
  };
}
