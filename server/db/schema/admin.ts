// The admin side (server/features/admin): reports waiting for an operator, and the audit
// log of what operators did.
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** A report of a person, listing or message, waiting for an operator (the admin side's queue). */
export const reports = pgTable(
  "reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** user, listing or message. */
    subjectKind: text("subject_kind").notNull(),
    /** The reported user's id, or the listing's or message's id as text. */
    subjectId: text("subject_id").notNull(),
    /** The person the report is about (the listing's owner, the message's sender), for the queue. */
    subjectUserId: text("subject_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    details: text("details").notNull().default(""),
    /** open, then resolved or dismissed by an operator. */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** The operator who closed it, and what they did or why not. */
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolution: text("resolution"),
  },
  (t) => [
    index("reports_open_idx").on(t.createdAt).where(sql`status = 'open'`),
    uniqueIndex("reports_once_key").on(t.reporterId, t.subjectKind, t.subjectId).where(sql`status = 'open'`),
    check("reports_subject_known", sql`${t.subjectKind} IN ('user', 'listing', 'message')`),
    check("reports_status_known", sql`${t.status} IN ('open', 'resolved', 'dismissed')`),
  ],
);

/**
 * What operators did and which private data they looked at: who, what, when, before → after, why. Appended only: the
 * database refuses to change or delete a row (migration 0020's trigger), so the app cannot rewrite its own record.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the command line (`npm run admin`), which has no person signed in. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "restrict" }),
    /** The actor's role at the time (support, admin), or 'system' for the command line. */
    actorRole: text("actor_role").notNull(),
    /** What was done, e.g. role.grant, business.approve, listing.suspend, booking.view. */
    action: text("action").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_subject_idx").on(t.subjectKind, t.subjectId, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
  ],
);
