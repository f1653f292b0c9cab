// Messages (server/features/messages): conversations between a renter and an owner, their messages and photos, and
// the blocks between people.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { listings } from "./listings";

/**
 * A conversation between a renter and an owner about one listing: the renter's questions before booking (booking_id
 * null, at most one per renter and listing) or one booking's own (at most one per booking). Unread counters and the
 * last e-mail reminder are kept per side so the inbox needs no count over messages.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "restrict" }),
    bookingId: bigint("booking_id", { mode: "number" }).references(() => bookings.id, { onDelete: "restrict" }),
    renterId: text("renter_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last message's first characters (masked as its readers see it), for the inbox. */
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    renterUnread: integer("renter_unread").notNull().default(0),
    ownerUnread: integer("owner_unread").notNull().default(0),
    /** When each side was last e-mailed about unread messages here (at most one e-mail an hour). */
    renterEmailedAt: timestamp("renter_emailed_at", { withTimezone: true }),
    ownerEmailedAt: timestamp("owner_emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_booking_key").on(t.bookingId).where(sql`booking_id IS NOT NULL`),
    uniqueIndex("conversations_inquiry_key").on(t.listingId, t.renterId).where(sql`booking_id IS NULL`),
    index("conversations_renter_idx").on(t.renterId, t.lastMessageAt.desc(), t.id.desc()),
    index("conversations_owner_idx").on(t.ownerId, t.lastMessageAt.desc(), t.id.desc()),
    check("conversations_two_people", sql`${t.renterId} <> ${t.ownerId}`),
  ],
);

/** One message: its text as written (masked when read, while the two have no confirmed booking) and its photos. */
export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    /** True when the text holds a phone number, e-mail address or account number (masked until a confirmed booking). */
    hasContact: boolean("has_contact").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.id.desc())],
);

/** Photos sent with a message (the private photo pipeline's WebP sizes under storage_key). */
export const messagePhotos = pgTable(
  "message_photos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (t) => [index("message_photos_message_idx").on(t.messageId)],
);

/** A person who blocked another: neither can message the other while it stands. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
    check("user_blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
