// Notifications (server/features/notifications): the bell's notifications, and each person's choice of e-mail or SMS.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * An in-app notification: what happened (kind), words and a link for the bell and /notifications. `key` makes fan-out
 * idempotent: a retried event (a webhook, a job) writes its notification once.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** Which messages the title and body are, with their inputs, to say them in the reader's language (notifications.words.ts). */
    words: jsonb("words").$type<{ title?: { id: string; inputs: Record<string, string> }; body?: { id: string; inputs: Record<string, string> } }>(),
    link: text("link").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_key").on(t.userId, t.key),
    // Newest first by when it happened (the demo's replayed history writes rows out of date order).
    index("notifications_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`read_at IS NULL`),
  ],
);

/** A person's choice, per notification kind, of whether it also comes by e-mail (no row: the kind's default). */
export const notificationPrefs = pgTable(
  "notification_prefs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    email: boolean("email").notNull(),
    /** By SMS too, for the kinds that can go by SMS (core/notifications.ts); null: the default (on, once a number is verified). */
    sms: boolean("sms"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
