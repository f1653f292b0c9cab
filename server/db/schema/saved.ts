// Saved things (server/features/saved): listings saved with the heart, and saved searches with their alerts.
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { listings } from "./listings";

/** A listing a person saved with the heart (cards, item page); listed at /saved, newest first. */
export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: bigint("listing_id", { mode: "number" })
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index("favourites_user_created_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * A search a person saved from browse ('Save this search'). New listings matching it are emailed at most once a day:
 * those published after `seen_through`, which each alert moves forward, so a listing is announced once.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browse URL's query string, normalised (known keys in a fixed order, no cursor or page). */
    query: text("query").notNull(),
    /** How the search reads in /saved and in its email, e.g. 'jeep in Ibadan, 28-29 Nov'. */
    label: text("label").notNull(),
    alerts: boolean("alerts").notNull().default(true),
    /** Listings published up to this instant have been seen (or announced). */
    seenThrough: timestamp("seen_through", { withTimezone: true }).notNull().defaultNow(),
    lastAlertedAt: timestamp("last_alerted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_searches_user_query_key").on(t.userId, t.query),
    index("saved_searches_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);
