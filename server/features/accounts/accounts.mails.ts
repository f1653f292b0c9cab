// The e-mails accounts send: verify an address, reset a password, and a heads-up when someone signs up with a taken address.
export interface MailSender {
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

interface Person {
  name: string;
  email: string;
}

function compose(lines: string[], action: { label: string; url: string }, after: string[]) {
  return [...lines, "", `${action.label}: ${action.url}`, "", ...after, "", "— Haya, Nigeria's rental marketplace"].join("\n");
}

export function accountMails(mail: MailSender) {
  return {
    verifyEmail: (user: Person, url: string) =>
      mail.send({
        to: user.email,
        subject: "Verify your email for Haya",
        text: compose(
          [`Hello ${user.name},`, "", "Please confirm that this is your email address. You need a verified address to list items on Haya."],
          { label: "Verify your email", url },
          ["The link works for 24 hours. If you did not ask for this, you can ignore this email."],
        ),
      }),
    resetPassword: (user: Person, url: string) =>
      mail.send({
        to: user.email,
        subject: "Reset your Haya password",
        text: compose(
          [`Hello ${user.name},`, "", "Someone asked to reset the password of your Haya account. If it was you, choose a new password here."],
          { label: "Reset your password", url },
          ["The link works once, for 1 hour. If you did not ask for this, ignore this email: your password stays the same."],
        ),
      }),
    signUpWithTakenEmail: (user: Person, url: string) =>
      mail.send({
        to: user.email,
        subject: "Someone tried to join Haya with your email",
        text: compose(
          [`Hello ${user.name},`, "", "Someone tried to create a new Haya account with this email address, which already has one."],
          { label: "If it was you, sign in", url },
          ["Forgot your password? Use 'Forgot password?' on the sign-in page. If it was not you, you can ignore this email."],
        ),
      }),
  };
}
