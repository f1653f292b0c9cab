// One way for the whole app to send e-mail: SMTP when SMTP_URL is set, otherwise the outbox table (read at /dev/outbox).
// A send with a `key` (the job that sends it) is delivered at most once: a retried or repeated job skips a key already
// delivered. Into the outbox that is exact (the key and the message are written in one transaction); through SMTP the
// key is written once the server has accepted the message, so only a crash in between could send it twice.
import type { Transporter } from "nodemailer";
import type { Db } from "../../db/client";
import type { Log } from "../../logger";
import { claimDelivery, getOutboxMessage, insertOutbox, listOutbox, wasDelivered, type OutboxMessage, type OutboxSummary } from "./mail.repo";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra headers, kept in the outbox and sent through SMTP: a non-essential e-mail's one-click unsubscribe
   * (`List-Unsubscribe: <https://…/unsubscribe?token=…>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058).
   */
  headers?: Record<string, string>;
}

/**
 * Whether an e-mail of a kind (notifications' kinds: "review", "booking_declined", …) goes to a person, and the headers
 * it then carries (the unsubscribe link of a kind they may turn off): notifications.mailChoice, given to the features
 * that send such e-mails. Unset: every e-mail goes, without headers.
 */
export type MailChoice = (userId: string, kind: string) => Promise<{ send: boolean; headers: Record<string, string> }>;

export interface SendOptions {
  /** Deliver at most once under this key (a job's id, and the mail's place among the job's mails). */
  key?: string;
}

export interface Mailer {
  send(mail: Mail, opts?: SendOptions): Promise<void>;
  transport: "smtp" | "outbox";
}

export function createMailer(opts: { db: Db; smtpUrl?: string; from: string; log?: Log }): Mailer {
  const log: Log = opts.log ?? (() => {});
  if (!opts.smtpUrl) {
    return {
      transport: "outbox",
      async send(mail, { key } = {}) {
        const id = await opts.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          if (key && !(await claimDelivery(tx, key))) return undefined;
          return insertOutbox(tx, mail);
        });
        if (id === undefined) log("info", "mail already delivered", { key, subject: mail.subject });
        else log("info", "mail kept in the outbox", { id, subject: mail.subject, page: `/dev/outbox/${id}` });
      },
    };
  }
  // Mail is sent while someone waits for a page (sign-up, password reset): nodemailer's defaults (2 min to connect,
  // 10 min idle) would hold the request far too long. Settings in the URL's query (?connectionTimeout=…) still win.
  // nodemailer loads with the first mail: a process that sends none (or keeps mail in the outbox) holds none of it.
  const smtpUrl = opts.smtpUrl;
  let smtpOnce: Promise<Transporter> | undefined;
  const smtp = () =>
    (smtpOnce ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from: opts.from }),
    ));
  return {
    transport: "smtp",
    async send(mail, { key } = {}) {
      if (key && (await wasDelivered(opts.db, key))) {
        log("info", "mail already delivered", { key, subject: mail.subject });
        return;
      }
      try {
        const info = await (await smtp()).sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) });
        log("info", "mail sent", { subject: mail.subject, messageId: info.messageId });
        if (key) await claimDelivery(opts.db, key);
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
