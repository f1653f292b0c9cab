// One way for the whole app to send e-mail: SMTP when SMTP_URL is set, otherwise the outbox table (read at /dev/outbox).
import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import type { Log } from "../../http/logger";
import { getOutboxMessage, insertOutbox, listOutbox, type OutboxMessage, type OutboxSummary } from "./mail.repo";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  transport: "smtp" | "outbox";
}

export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log?: Log }): Mailer {
  const log: Log = opts.log ?? (() => {});
  if (!opts.smtpUrl) {
    return {
      transport: "outbox",
      async send(mail) {
        const id = await insertOutbox(opts.db, mail);
        log("info", "mail kept in the outbox", { id, subject: mail.subject, page: `/dev/outbox/${id}` });
      },
    };
  }
  // Mail is sent while someone waits for a page (sign-up, password reset): nodemailer's defaults (2 min to connect,
  // 10 min idle) would hold the request far too long. Settings in the URL's query (?connectionTimeout=…) still win.
  const smtp = nodemailer.createTransport(
    { url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: opts.from },
  );
  return {
    transport: "smtp",
    async send(mail) {
      try {
        const info = await smtp.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        log("info", "mail sent", { subject: mail.subject, messageId: info.messageId });
      } catch (err) {
        // The caller decides what a failed send means (retry, tell the person); the operator needs the reason.
        log("error", "mail not sent", { to: mail.to, subject: mail.subject, error: String(err) });
        throw err;
      }
    },
  };
}

/** Reads the outbox for the /dev/outbox pages. */
export function createOutboxService(db: Db) {
  return {
    list(filter: { to?: string | undefined; limit?: number } = {}): Promise<OutboxSummary[]> {
      return listOutbox(db, { to: filter.to, limit: filter.limit ?? 100 });
    },
    get(id: number): Promise<OutboxMessage | undefined> {
      return getOutboxMessage(db, id);
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
