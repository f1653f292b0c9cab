// Identity checks of people (server/features/identity, issue 37 item 1): each attempt with a NIN, driver's licence or
// passport number and a selfie. The number is never kept whole: its last 4 digits to show, and a keyed hash (HMAC with
// an app secret) to find the same number verified on another account. The selfie is a private file, deleted 30 days
// after the decision.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const identityChecks = pgTable(
  "identity_checks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** nin, drivers_licence, passport. */
    idType: text("id_type").notNull(),
    idLast4: text("id_last4").notNull(),
    /** HMAC-SHA256 of type and whole number with the app secret "identity-number": reuse is found without keeping the number. */
    idHash: text("id_hash").notNull(),
    /** pending (the provider is asked, or will be), review (an operator must decide), verified, refused. */
    status: text("status").notNull().default("pending"),
    /** Why Haya refused it or sent it to review (not_found, not_test_number, invalid, name, face, reused, attempts): said in the reader's language. */
    reasonCode: text("reason_code"),
    /** An operator's reason for refusing, in their words. */
    reason: text("reason"),
    /** The whole number sealed (AES-256-GCM, app secret "identity-seal") only until the provider has answered, then null. */
    idSealed: text("id_sealed"),
    /** reused (the number is verified on another account), attempts (5 in all): flagged for an operator. */
    flag: text("flag"),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    /** What the provider answered (names, date of birth, face match), never the number itself. */
    providerAnswer: jsonb("provider_answer"),
    verifiedName: text("verified_name"),
    verifiedDob: text("verified_dob"),
    nameMatches: boolean("name_matches"),
    faceScore: real("face_score"),
    /** The selfie's key in the media originals (identity/…); null once deleted. */
    selfieKey: text("selfie_key"),
    /** Calls made to the provider (a failed one is retried by the job queue, then by the sweep). */
    tries: integer("tries").notNull().default(0),
    lastTriedAt: timestamp("last_tried_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The operator who decided a reviewed check. */
    decidedBy: text("decided_by"),
    /** When an operator marked the check's flag as looked at (their note is in the audit log), and who: off the console's list. */
    flagDismissedAt: timestamp("flag_dismissed_at", { withTimezone: true }),
    flagDismissedBy: text("flag_dismissed_by"),
  },
  (t) => [
    index("identity_checks_user_idx").on(t.userId, t.id.desc()),
    // A number verifies one account: a second account's verified check of the same number cannot be written.
    uniqueIndex("identity_checks_verified_hash_key").on(t.idHash).where(sql`status = 'verified'`),
    index("identity_checks_status_idx").on(t.status, t.createdAt),
    // The console's list of numbers reused from another account that no operator has looked at yet.
    index("identity_checks_reused_idx").on(t.createdAt).where(sql`flag = 'reused' and flag_dismissed_at is null`),
    index("identity_checks_selfie_idx").on(t.decidedAt).where(sql`selfie_key is not null`),
    check("identity_checks_status_known", sql`${t.status} IN ('pending', 'review', 'verified', 'refused')`),
    check("identity_checks_type_known", sql`${t.idType} IN ('nin', 'drivers_licence', 'passport')`),
  ],
);
