// Mail and SMS (server/features/mail, server/features/sms): what is kept instead of sent without a gateway, and which
// jobs' messages were already delivered.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** E-mails kept instead of sent when no SMTP_URL is set; readable at /dev/outbox outside production. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers the e-mail was sent with (List-Unsubscribe, List-Unsubscribe-Post), as SMTP would have. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(sql`lower(${t.to})`, t.id.desc())],
);

/** Text messages kept instead of sent when no SMS gateway (TERMII_API_KEY) is set; readable at /dev/outbox outside production. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_to_idx").on(t.to, t.id.desc())],
);

/** Text messages already delivered (to the gateway or the outbox), by the key of the job that sent them, as mail_deliveries. */
export const smsDeliveries = pgTable("sms_deliveries", {
  key: text("key").primaryKey(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mails already delivered (to SMTP or the outbox), by the key of the job that sent them: a job retried after a crash,
 * or run twice, finds its key here and does not send again (server/features/mail/mail.service.ts).
 */
export const mailDeliveries = pgTable("mail_deliveries", {
  key: text("key").primaryKey(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
});
