// Reviews (server/features/reviews): two-way reviews of a completed booking.
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { listings } from "./listings";

/**
 * Two-way reviews of a completed booking (server/features/reviews): the renter's of the listing and its owner
 * (`author_role` renter, subject the owner), the owner's of the renter (`owner`, subject the renter); one per side.
 * Blind until both have written or the window closes: `published_at` stays null until then, `hidden_until` is the
 * window's end (14 days after completion), when the reviews sweep publishes what was written. Ratings count published
 * renter reviews only.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The reviewed person: the owner for a renter's review, the renter for an owner's. */
    subjectId: text("subject_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorRole: text("author_role").notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The review window's end (the booking's completion + 14 days): no review after it, and it publishes then. */
    hiddenUntil: timestamp("hidden_until", { withTimezone: true }).notNull(),
    /** Null while hidden; set when the other side has written too, or by the sweep once `hidden_until` passes. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** The reviewed person's one public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_author_role_known", sql`${t.authorRole} IN ('renter', 'owner')`),
    uniqueIndex("reviews_booking_side_key").on(t.bookingId, t.authorRole),
    index("reviews_listing_published_idx")
      .on(t.listingId, t.publishedAt.desc(), t.id.desc())
      .where(sql`author_role = 'renter' AND published_at IS NOT NULL`),
    index("reviews_subject_published_idx")
      .on(t.subjectId, t.publishedAt.desc(), t.id.desc())
      .where(sql`published_at IS NOT NULL`),
    index("reviews_hidden_idx")
      .on(t.hiddenUntil)
      .where(sql`published_at IS NULL`),
    index("reviews_rating_idx").on(t.rating, t.createdAt.desc()),
  ],
);
