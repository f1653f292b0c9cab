// The e-mails accounts send: verify an address, reset a password, and a heads-up when someone signs up with a taken address.
// Each in the person's language (users.language, read with the user by better-auth: auth.ts), links to its pages.
import type { Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, renderMail, type MailContent } from "../mail/mail.templates";

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

interface Person {
  name: string;
  email: string;
  /** users.language (en, pcm); English when absent. */
  language?: unknown;
}

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Each e-mail's words: subject, paragraphs, button and small print (message functions, called in the reader's language). */
const LETTERS: Record<"verify" | "reset" | "taken", { subject: Words; paragraphs: Words[]; action: Words; footer: Words }> = {
  verify: { subject: m.mail_verify_subject, paragraphs: [m.mail_verify_text], action: m.mail_verify_action, footer: m.mail_verify_footer },
  reset: { subject: m.mail_reset_subject, paragraphs: [m.mail_reset_text], action: m.mail_reset_action, footer: m.mail_reset_footer },
  taken: { subject: m.mail_taken_subject, paragraphs: [m.mail_taken_text, m.mail_taken_forgot], action: m.mail_taken_action, footer: m.mail_taken_footer },
};

export function accountMails(mail: MailSender) {
  const send = (kind: keyof typeof LETTERS, user: Person, url: string) => {
    const locale = mailLocale(user.language);
    const words = LETTERS[kind];
    const say = (w: Words) => w({}, { locale });
    const subject = say(words.subject);
    const content: MailContent = { title: subject, greeting: hello(user.name, locale), paragraphs: words.paragraphs.map(say), action: { label: say(words.action), url }, footer: say(words.footer), locale };
    return mail.send({ to: user.email, subject, ...renderMail(content) });
  };
  return {
    verifyEmail: (user: Person, url: string) => send("verify", user, url),
    resetPassword: (user: Person, url: string) => send("reset", user, url),
    signUpWithTakenEmail: (user: Person, url: string) => send("taken", user, url),
  };
}
