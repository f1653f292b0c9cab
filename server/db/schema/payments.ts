// ── Payments (server/features/payments): checkouts with a provider, refunds, and the double-entry ledger ──
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bookingExtensions, bookingLateFees } from "./after-pickup";
import { bookings } from "./bookings";
import { payouts } from "./payouts";

export const paymentStatus = pgEnum("payment_status", ["initialized", "success", "failed", "abandoned", "flagged"]);

export const refundStatus = pgEnum("refund_status", ["pending", "sending", "sent", "processed", "failed"]);

/** One checkout attempt: a unique reference given to the provider, for the booking's total as frozen when it started. */
export const payments = pgTable(
  "payments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** "sandbox" or "paystack". */
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    /**
     * The provider's reference of the charge when it paid several bookings at once (a cart's checkout: one payment, a
     * row per booking with its own part); null when the charge is this payment's own `reference`.
     */
    chargeReference: text("charge_reference"),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("NGN"),
    status: paymentStatus("status").notNull().default("initialized"),
    /** A success that confirmed its booking; false for one that arrived after the booking ended (refunded in full). */
    applied: boolean("applied").notNull().default(false),
    providerTransactionId: text("provider_transaction_id"),
    /** Set when this payment is for an extension of the booking (its extra days), not for the booking itself. */
    extensionId: bigint("extension_id", { mode: "number" }).references(() => bookingExtensions.id, { onDelete: "restrict" }),
    /** Set when this payment is for a late fee the owner asked for beyond the deposit (decision 057). */
    lateFeeId: bigint("late_fee_id", { mode: "number" }).references(() => bookingLateFees.id, { onDelete: "restrict" }),
    /** Why a payment was flagged (amount or currency not what was asked), for a person to review. */
    note: text("note").notNull().default(""),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_reference_idx").on(t.reference),
    index("payments_charge_reference_idx").on(t.chargeReference).where(sql`${t.chargeReference} is not null`),
    index("payments_booking_idx").on(t.bookingId),
    check("payments_amount_nonnegative", sql`${t.amountKobo} >= 0`),
  ],
);

/** Every webhook and verification heard from a provider, as received: the audit trail of what moved a payment. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider").notNull(),
    /** "webhook" or "verify". */
    source: text("source").notNull(),
    eventType: text("event_type").notNull(),
    reference: text("reference"),
    paymentId: bigint("payment_id", { mode: "number" }).references(() => payments.id, { onDelete: "restrict" }),
    /** SHA-256 of the raw body: the same delivery heard twice has the same hash. */
    bodyHash: text("body_hash"),
    payload: text("payload").notNull(),
    /** What Haya did with it (applied, unchanged, ignored, flagged…). */
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_events_reference_idx").on(t.reference, t.receivedAt)],
);

/**
 * Money owed back to a renter, from one payment: a cancellation's refund (refunds.ts), a payment that came too late, or
 * a completed booking's caution deposit (DAMAGE_CLAIM_HOURS after the return; at most one per booking).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    paymentId: bigint("payment_id", { mode: "number" })
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    /** "cancellation", "late_payment" or "deposit" (the caution deposit of a completed booking). */
    reason: text("reason").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    status: refundStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerRefundId: text("provider_refund_id"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("refunds_booking_idx").on(t.bookingId),
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_due_idx").on(t.nextAttemptAt).where(sql`status IN ('pending', 'sending', 'failed')`),
    // A booking's deposit is owed once, however many sweepers find it at once.
    uniqueIndex("refunds_deposit_idx").on(t.bookingId).where(sql`reason = 'deposit'`),
    check("refunds_amount_positive", sql`${t.amountKobo} > 0`),
    check("refunds_reason_known", sql`${t.reason} IN ('cancellation', 'late_payment', 'deposit')`),
  ],
);

/**
 * The double-entry ledger: one row per account touched by a posting (journal), signed kobo, every journal summing to
 * zero (features/payments/ledger.ts is the one writer). Positive = money in or owed to Haya's side of that account.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    journalId: text("journal_id").notNull(),
    /** What the posting records: payment, late_payment, refund_owed, refund_paid, refund_returned, late_fee… (ledger.ts). */
    kind: text("kind").notNull(),
    account: text("account").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    paymentId: bigint("payment_id", { mode: "number" }).references(() => payments.id, { onDelete: "restrict" }),
    refundId: bigint("refund_id", { mode: "number" }).references(() => refunds.id, { onDelete: "restrict" }),
    payoutId: bigint("payout_id", { mode: "number" }).references(() => payouts.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_journal_idx").on(t.journalId),
    index("ledger_entries_payout_idx").on(t.payoutId).where(sql`payout_id IS NOT NULL`),
    index("ledger_entries_booking_idx").on(t.bookingId),
    check("ledger_entries_amount_nonzero", sql`${t.amountKobo} <> 0`),
  ],
);

/** The sandbox provider's own record of its charges (what a real provider keeps on its side). */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text("reference").notNull(),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    currency: text("currency").notNull().default("NGN"),
    /** pending (page not answered yet), success or failed. */
    status: text("status").notNull().default("pending"),
    refundedKobo: bigint("refunded_kobo", { mode: "number" }).notNull().default(0),
    email: text("email").notNull(),
    callbackUrl: text("callback_url").notNull(),
    webhookUrl: text("webhook_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sandbox_charges_reference_idx").on(t.reference),
    check("sandbox_charges_amounts", sql`${t.amountKobo} >= 0 AND ${t.refundedKobo} >= 0 AND ${t.refundedKobo} <= ${t.amountKobo}`),
  ],
);
