// What visitors send (server/features/contact, server/features/newsletter): contact messages and newsletter sign-ups.
import { pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased so that the same address is only ever stored once. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** open until an operator marks it done (with or without a reply by e-mail). */
  status: text("status").notNull().default("open"),
  repliedAt: timestamp("replied_at", { withTimezone: true }),
  doneAt: timestamp("done_at", { withTimezone: true }),
});
