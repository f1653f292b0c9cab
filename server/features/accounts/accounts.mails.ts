// The e-mails accounts send: verify an address, reset a password, and a heads-up when someone signs up with a taken address.
import type { Mail } from "../mail/mail.service";
import { renderMail, type MailContent } from "../mail/mail.templates";

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

interface Person {
  name: string;
  email: string;
}

export function accountMails(mail: MailSender) {
  const send = (to: string, subject: string, content: Omit<MailContent, "title">) => mail.send({ to, subject, ...renderMail({ title: subject, ...content }) });
  return {
    verifyEmail: (user: Person, url: string) =>
      send(user.email, "Verify your email for Haya", {
        greeting: `Hello ${user.name},`,
        paragraphs: ["Please confirm that this is your email address. You need a verified address to list items on Haya."],
        action: { label: "Verify your email", url },
        footer: "The link works for 24 hours. If you did not ask for this, you can ignore this email.",
      }),
    resetPassword: (user: Person, url: string) =>
      send(user.email, "Reset your Haya password", {
        greeting: `Hello ${user.name},`,
        paragraphs: ["Someone asked to reset the password of your Haya account. If it was you, choose a new password with this link."],
        action: { label: "Reset your password", url },
        footer: "The link works once, for 1 hour. If you did not ask for this, ignore this email: your password stays the same.",
      }),
    signUpWithTakenEmail: (user: Person, url: string) =>
      send(user.email, "Someone tried to join Haya with your email", {
        greeting: `Hello ${user.name},`,
        paragraphs: [
          "Someone tried to create a new Haya account with this email address, which already has one.",
          "Forgot your password? Use 'Forgot password?' on the sign-in page.",
        ],
        action: { label: "Sign in to Haya", url },
        footer: "If it was not you, you can ignore this email: nothing has changed.",
      }),
  };
}
