// Payouts (server/features/payouts): owners' bank accounts, transfers to them, and the sandbox transfer provider's
// records.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";

/**
 * Where a person's payouts go (features/payouts): one Nigerian bank account each, its name as the bank resolved it, and
 * the provider's transfer recipient made for it. The full number is shown only on its owner's own form.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The provider that made the recipient (sandbox or paystack): a recipient is only good with its own provider. */
    provider: text("provider").notNull(),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    /** As the bank gave it when the account was resolved (never typed by the person). */
    accountName: text("account_name").notNull(),
    recipientCode: text("recipient_code").notNull(),
    /** After a change of account, no payout is sent before this instant (the owner is e-mailed meanwhile); null: none held. */
    payoutsHeldUntil: timestamp("payouts_held_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("payout_accounts_nuban", sql`${t.accountNumber} ~ '^[0-9]{10}$'`)],
);

/**
 * Money sent to an owner's bank account by transfer (features/payouts): the owner's available balance when it was made,
 * less the transfer fee, to the payout account of that moment. `reference` is Haya's, and the provider's idempotency key.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    reference: text("reference").notNull(),
    provider: text("provider").notNull(),
    recipientCode: text("recipient_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountLast4: text("account_last4").notNull(),
    /** What leaves the owner's balance: the transfer plus its fee. */
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
    feeKobo: bigint("fee_kobo", { mode: "number" }).notNull(),
    /** "withdraw" (the owner's button) or "run" (the daily payout run). */
    trigger: text("trigger").notNull(),
    /** pending → sending → sent (accepted, awaiting the outcome) → success | failed; success → reversed. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    transferCode: text("transfer_code"),
    /** Why a payout failed or was reversed, as its owner is told it; the last provider error while it is retried. */
    failureReason: text("failure_reason"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payouts_reference_key").on(t.reference),
    index("payouts_owner_idx").on(t.ownerId, t.createdAt.desc()),
    index("payouts_open_idx").on(t.nextAttemptAt).where(sql`status IN ('pending', 'sending', 'sent')`),
    check("payouts_amounts", sql`${t.amountKobo} > 0 AND ${t.feeKobo} >= 0 AND ${t.feeKobo} < ${t.amountKobo}`),
    check("payouts_status_known", sql`${t.status} IN ('pending', 'sending', 'sent', 'success', 'failed', 'reversed')`),
    check("payouts_trigger_known", sql`${t.trigger} IN ('withdraw', 'run')`),
  ],
);

/** Which bookings' money a payout carries, and how much of each. */
export const payoutLines = pgTable(
  "payout_lines",
  {
    payoutId: bigint("payout_id", { mode: "number" })
      .notNull()
      .references(() => payouts.id, { onDelete: "restrict" }),
    bookingId: bigint("booking_id", { mode: "number" })
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.bookingId] }), index("payout_lines_booking_idx").on(t.bookingId), check("payout_lines_positive", sql`${t.amountKobo} > 0`)],
);

/** The sandbox transfer provider's own records (what Paystack keeps on its side): recipients and transfers. */
export const sandboxRecipients = pgTable("sandbox_recipients", {
  recipientCode: text("recipient_code").primaryKey(),
  bankCode: text("bank_code").notNull(),
  accountNumber: text("account_number").notNull(),
});

export const sandboxTransfers = pgTable("sandbox_transfers", {
  reference: text("reference").primaryKey(),
  transferCode: text("transfer_code").notNull(),
  recipientCode: text("recipient_code").notNull(),
  amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
  /** What the transfer will come to (success, failed, or reversed after a success), decided by the recipient's number. */
  outcome: text("outcome").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Until then, verify answers pending. */
  settlesAt: timestamp("settles_at", { withTimezone: true }).notNull(),
});
