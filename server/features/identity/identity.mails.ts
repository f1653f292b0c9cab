// The emails that tell a person about their identity check, in their language: its decision (verified, or refused and
// why), and that an operator has allowed them more attempts.
import type { Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail } from "../mail/mail.templates";

type Person = { name: string; email: string; language: unknown };

type Words = { subject: (locale: Locale) => string; text: (locale: Locale) => string };

function identityMail(p: Person, siteUrl: string, words: Words): Mail {
  const locale = mailLocale(p.language);
  const title = words.subject(locale);
  return {
    to: p.email,
    subject: title,
    ...renderMail({
      title,
      greeting: hello(p.name, locale),
      paragraphs: [words.text(locale)],
      action: { label: m.mail_identity_action({}, { locale }), url: mailUrl(siteUrl, "/account/identity", locale) },
      locale,
    }),
  };
}

export function identityDecidedMail(p: Person, verified: boolean, reason: string, siteUrl: string): Mail {
  return identityMail(
    p,
    siteUrl,
    verified
      ? { subject: (locale) => m.mail_identity_ok_subject({}, { locale }), text: (locale) => m.mail_identity_ok_text({}, { locale }) }
      : { subject: (locale) => m.mail_identity_no_subject({}, { locale }), text: (locale) => m.mail_identity_no_text({ reason }, { locale }) },
  );
}

export function identityMoreAttemptsMail(p: Person, siteUrl: string): Mail {
  return identityMail(p, siteUrl, { subject: (locale) => m.mail_identity_more_subject({}, { locale }), text: (locale) => m.mail_identity_more_text({}, { locale }) });
}
