// The e-mails accounts send: verify an address, reset a password, a heads-up when someone signs up with a taken address,
// and a sign-in from a new device.
// Each in the person's language (users.language, read with the user by better-auth: auth.ts), links to its pages.
import type { Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import type { Mail } from "../mail/mail.service";
import { hello, mailLocale, renderMail, type MailContent } from "../mail/mail.templates";
import { lagosTime } from "../../../core/dates";
import { describeDevice } from "./sessions";

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
    /** A sign-in from a device the account has not used before (issue 37): what, when and where from, and where to end it. */
    newSignIn: (user: Person, signIn: { userAgent: string | null; at: Date; address: string | null }, url: string) => {
      const locale = mailLocale(user.language);
      const subject = m.mail_new_sign_in_subject({}, { locale });
      const text = m.mail_new_sign_in_text({ device: describeDevice(signIn.userAgent, locale), at: lagosTime(signIn.at), address: signIn.address || "?" }, { locale });
      const content: MailContent = {
        title: subject,
        greeting: hello(user.name, locale),
        paragraphs: [text, m.mail_new_sign_in_check({}, { locale })],
        action: { label: m.mail_new_sign_in_action({}, { locale }), url },
        footer: m.mail_new_sign_in_footer({}, { locale }),
        locale,
      };
      return mail.send({ to: user.email, subject, ...renderMail(content) });
    },
  };
}
