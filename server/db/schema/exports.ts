// A person's copies of their own data (server/features/exports, issue 37 item 4): each archive asked for, made in the
// background, downloadable by its owner for 24 hours, then deleted. The ZIP itself is a private file in the media
// originals (`exports/…`, never under `originals/`, which is all /media reads); the row says where and until when.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const dataExports = pgTable(
  "data_exports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** pending (asked, being made), ready (its file can be downloaded until expires_at), expired (the file is deleted). */
    status: text("status").notNull().default("pending"),
    /** The ZIP's key in the media originals while it is ready; null before and after. */
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    /** readyAt + 24 hours: no download after it, and the sweep deletes the file. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.id.desc()),
    // One at a time per person: a second ask while one is being made answers with that one.
    uniqueIndex("data_exports_pending_key").on(t.userId).where(sql`status = 'pending'`),
    index("data_exports_ready_idx").on(t.expiresAt).where(sql`status = 'ready'`),
    check("data_exports_status_known", sql`${t.status} IN ('pending', 'ready', 'expired')`),
  ],
);
