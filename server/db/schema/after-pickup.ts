// ── After the pick-up (features/bookings, features/claims): condition photos, deposit claims, extensions, late fees ──
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";

/**
 * Condition photos of a booking, added by its renter or owner: at pick-up and at return (the evidence of a claim), with
 * a claim, and with the renter's answer to it. Stored as listing photos are (media storage key and size).
 */
export const bookingPhotos = pgTable(
  "booking_photos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** pickup, return, claim (the owner's, with a deposit claim) or claim_answer (the renter's, with their answer). */
    stage: text("stage").notNull(),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_photos_booking_idx").on(t.bookingId, t.createdAt),
    check("booking_photos_stage_known", sql`${t.stage} IN ('pickup', 'return', 'claim', 'claim_answer')`),
  ],
);

/**
 * An owner's claim on a completed booking's caution deposit (at most one per booking), made within DAMAGE_CLAIM_HOURS
 * of the return: the renter accepts or disputes it within CLAIM_ANSWER_HOURS; no answer counts as accepted; a dispute
 * waits for an operator's decision. Settled: the amount decided goes to the owner, the rest of the deposit back.
 */
export const depositClaims = pgTable(
  "deposit_claims",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    description: text("description").notNull(),
    /** damage, or late_return (core/claims.ts CLAIM_REASONS). */
    reason: text("reason").notNull().default("damage"),
    /** open (waiting for the renter), disputed (waiting for an operator), settled. */
    status: text("status").notNull().default("open"),
    answerBy: timestamp("answer_by", { withTimezone: true }).notNull(),
    /** accepted, disputed, or lapsed (no answer in time); null while open. */
    answer: text("answer"),
    answerText: text("answer_text"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** What the owner gets in the end: the claim, or what an operator decided. */
    settledAmountKobo: bigint("settled_amount_kobo", { mode: "number" }),
    decidedBy: text("decided_by"),
    decisionNote: text("decision_note"),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("deposit_claims_booking_key").on(t.bookingId),
    index("deposit_claims_open_idx").on(t.answerBy).where(sql`status = 'open'`),
    check("deposit_claims_amount_positive", sql`${t.amountKobo} > 0`),
    check("deposit_claims_status_known", sql`${t.status} IN ('open', 'disputed', 'settled')`),
    check("deposit_claims_reason_known", sql`${t.reason} IN ('damage', 'late_return')`),
  ],
);

/**
 * A renter's request to keep an active booking longer: new days after its end, quoted like a booking (no deposit), held
 * from the owner's acceptance until paid or the payment window runs out, then part of the booking.
 */
export const bookingExtensions = pgTable(
  "booking_extensions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** The booking's end date when asked, and the one asked for. */
    fromEndDate: date("from_end_date", { mode: "string" }).notNull(),
    toEndDate: date("to_end_date", { mode: "string" }).notNull(),
    days: integer("days").notNull(),
    /** requested, awaiting_payment, paid, declined, expired, withdrawn. */
    status: text("status").notNull().default("requested"),
    rentalKobo: bigint("rental_kobo", { mode: "number" }).notNull(),
    serviceFeeKobo: bigint("service_fee_kobo", { mode: "number" }).notNull(),
    vatKobo: bigint("vat_kobo", { mode: "number" }).notNull(),
    totalKobo: bigint("total_kobo", { mode: "number" }).notNull(),
    ownerCommissionKobo: bigint("owner_commission_kobo", { mode: "number" }).notNull(),
    ownerPayoutKobo: bigint("owner_payout_kobo", { mode: "number" }).notNull(),
    /** The owner's answer, then the payment, are due by this instant. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_extensions_booking_idx").on(t.bookingId),
    // One extension waiting at a time per booking.
    uniqueIndex("booking_extensions_open_key").on(t.bookingId).where(sql`status IN ('requested', 'awaiting_payment')`),
    check("booking_extensions_days", sql`${t.days} = ${t.toEndDate} - ${t.fromEndDate} AND ${t.days} > 0`),
    check("booking_extensions_status_known", sql`${t.status} IN ('requested', 'awaiting_payment', 'paid', 'declined', 'expired', 'withdrawn')`),
  ],
);

/**
 * An owner's request that the renter pay, through Haya, the late fee a returned booking ran up beyond what its deposit
 * covered (decision 057): requested until paid or withdrawn by the owner. One waiting at a time per booking.
 */
export const bookingLateFees = pgTable(
  "booking_late_fees",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    /** The days begun late when asked (core/late-returns.ts lateDays), as the renter is told them. */
    lateDays: integer("late_days").notNull(),
    /** requested, paid, withdrawn. */
    status: text("status").notNull().default("requested"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_late_fees_booking_idx").on(t.bookingId),
    uniqueIndex("booking_late_fees_open_key").on(t.bookingId).where(sql`status = 'requested'`),
    check("booking_late_fees_amount_positive", sql`${t.amountKobo} > 0`),
    check("booking_late_fees_status_known", sql`${t.status} IN ('requested', 'paid', 'withdrawn')`),
  ],
);
