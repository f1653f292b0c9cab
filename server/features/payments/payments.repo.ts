// SQL for payments: checkout attempts, what providers told us, refunds, and receipts (the sandbox's own charges: sandbox.repo.ts).
import { and, asc, desc, eq, exists, getTableColumns, inArray, isNull, lte, notExists, or, sql, type Column } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { bookingEvents, bookings, depositClaims, ledgerEntries, listings, paymentEvents, payments, refunds, users } from "../../db/schema";

export type Payment = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** The booking a checkout is for, with what the provider needs (the renter's e-mail) and the page shows (the item). */
export async function bookingForCheckout(db: Tx, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      renterId: bookings.renterId,
      status: bookings.status,
      totalKobo: bookings.totalKobo,
      expiresAt: bookings.expiresAt,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      email: users.email,
      title: listings.title,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.renterId))
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The booking's row locked first, as bookings.transition does: payments and cancellations of one booking take turns. */
export async function lockBooking(tx: Tx, bookingId: number) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  return row;
}

export async function insertPayment(db: Tx, values: typeof payments.$inferInsert): Promise<Payment> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function paymentByReference(db: Tx, reference: string, lock = false): Promise<Payment | undefined> {
  const q = db.select().from(payments).where(eq(payments.reference, reference));
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

/** The provider's reference of a payment's charge: its own, or the one charge it shares with others (a cart's). */
export const chargeOf = sql<string>`coalesce(${payments.chargeReference}, ${payments.reference})`;

/** The payments of the charge `reference` (its own payment, or a cart's parts), in a form both indexes serve. */
export const ofCharge = (reference: string) => or(eq(payments.chargeReference, reference), and(isNull(payments.chargeReference), eq(payments.reference, reference)))!;

/** The payments of one charge that paid several bookings (a cart's), in booking order; none for another reference. */
export async function paymentsOfCharge(db: Tx, chargeReference: string): Promise<Payment[]> {
  return db.select().from(payments).where(eq(payments.chargeReference, chargeReference)).orderBy(asc(payments.bookingId));
}

export async function updatePayment(tx: Tx, id: number, values: Partial<typeof payments.$inferInsert>) {
  await tx.update(payments).set(values).where(eq(payments.id, id));
}

/**
 * The payments row of the success that confirmed a booking (`bookingId`: an id, or a booking column of an outer query);
 * an extension's payment (extension_id) paid for extra days, and a late fee's (late_fee_id) a late return, not the booking
 * with its deposit.
 */
const appliedTo = (bookingId: number | Column) =>
  and(eq(payments.bookingId, bookingId), eq(payments.status, "success"), eq(payments.applied, true), isNull(payments.extensionId), isNull(payments.lateFeeId));

/** The rows of a booking's caution deposit refund (one at most: refunds_deposit_idx). */
const depositRefundOf = (bookingId: number | Column) => and(eq(refunds.bookingId, bookingId), eq(refunds.reason, "deposit"));

/** The success that confirmed the booking, locked (a cancellation refunds from it). */
export async function appliedPayment(tx: Tx, bookingId: number): Promise<Payment | undefined> {
  const [row] = await tx.select().from(payments).where(appliedTo(bookingId)).for("update");
  return row;
}

export async function recordEvent(db: Tx, values: typeof paymentEvents.$inferInsert) {
  await db.insert(paymentEvents).values(values);
}

/**
 * Initialized payments whose booking no longer waits for one (expired, cancelled, or paid by another attempt), or whose
 * extension or late fee request no longer does.
 */
export async function abandonStale(db: Tx, at: Date): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`update payments p set status = 'abandoned', updated_at = ${at.toISOString()}::timestamptz
      from bookings b
      where b.id = p.booking_id and p.status = 'initialized' and (
        p.extension_id is null and p.late_fee_id is null and b.status <> 'awaiting_payment'
        or exists (select 1 from booking_extensions e where e.id = p.extension_id and e.status <> 'awaiting_payment')
        or exists (select 1 from booking_late_fees f where f.id = p.late_fee_id and f.status <> 'requested'))
      returning p.id::int as id`),
  );
  return rows.map((r) => r.id);
}

// ── Refunds ──

export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/** Whether the owner has claimed from the booking's caution deposit: the claim, not the sweep, then gives back the rest. */
export async function hasDepositClaim(tx: Tx, bookingId: number): Promise<boolean> {
  const [row] = await tx.select({ id: depositClaims.id }).from(depositClaims).where(eq(depositClaims.bookingId, bookingId)).limit(1);
  return row !== undefined;
}

/** Whether the booking's caution deposit is already owed (a plain read: it never waits on a sender updating that row). */
export async function hasDepositRefund(tx: Tx, bookingId: number): Promise<boolean> {
  const [row] = await tx.select({ id: refunds.id }).from(refunds).where(depositRefundOf(bookingId)).limit(1);
  return row !== undefined;
}

/** A booking's caution deposit owed; undefined when it already is (the unique index refunds_deposit_idx). */
export async function insertDepositRefund(tx: Tx, values: Omit<typeof refunds.$inferInsert, "reason">): Promise<RefundRow | undefined> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...values, reason: "deposit" })
    .onConflictDoNothing({ target: refunds.bookingId, where: sql`reason = 'deposit'` })
    .returning();
  return row;
}

/**
 * Completed bookings whose caution deposit is due back as of `at`: paid (an applied payment), a deposit, completed (the
 * history's `completed` row, by the owner or the sweeper) at least `hours` ago, and no deposit refund yet. Oldest first,
 * `limit` at a time.
 */
export async function depositsDue(db: Tx, at: Date, hours: number, limit = 100): Promise<number[]> {
  const completedBy = new Date(at.getTime() - hours * 3_600_000).toISOString();
  const completedAt = sql`max(${bookingEvents.at})`;
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(bookingEvents, and(eq(bookingEvents.bookingId, bookings.id), eq(bookingEvents.toStatus, "completed")))
    .where(
      and(
        eq(bookings.status, "completed"),
        sql`${bookings.depositKobo} > 0`,
        exists(db.select({ id: payments.id }).from(payments).where(appliedTo(bookings.id))),
        notExists(db.select({ id: refunds.id }).from(refunds).where(depositRefundOf(bookings.id))),
        notExists(db.select({ id: depositClaims.id }).from(depositClaims).where(eq(depositClaims.bookingId, bookings.id))),
      ),
    )
    .groupBy(bookings.id)
    .having(sql`${completedAt} <= ${completedBy}::timestamptz`)
    .orderBy(asc(completedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes a refund to send: only one sender gets it (pending or failed, due; or stuck `sending` for 15 minutes after a crash).
 * The provider is called outside any transaction, so the row says `sending` meanwhile instead of staying locked.
 */
export async function claimRefund(
  db: Db,
  id: number,
  at: Date,
): Promise<(RefundRow & { reference: string; provider: string; providerTransactionId: string | null }) | undefined> {
  const stuck = new Date(at.getTime() - 15 * 60_000);
  return db.transaction(async (t) => {
    const tx = t as unknown as Tx;
    // One refund of a charge at a time: a cart's charge pays several bookings, and a retry that asks the provider for
    // the charge's refunds (refunding.ts adoptable) must never find another part's refund of the same amount in flight.
    const [charge] = await tx.select({ reference: chargeOf }).from(refunds).innerJoin(payments, eq(payments.id, refunds.paymentId)).where(eq(refunds.id, id));
    if (!charge) return undefined;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refund:${charge.reference}`}, 0))`);
    const [row] = await tx
      .update(refunds)
      .set({ status: "sending", attempts: sql`${refunds.attempts} + 1`, updatedAt: at })
      .from(payments)
      .where(
        and(
          eq(refunds.id, id),
          eq(payments.id, refunds.paymentId),
          or(
            and(inArray(refunds.status, ["pending", "failed"]), lte(refunds.nextAttemptAt, at)),
            and(eq(refunds.status, "sending"), lte(refunds.updatedAt, stuck)),
          ),
          sql`not exists (select 1 from refunds r2 join payments p2 on p2.id = r2.payment_id
            where r2.id <> ${id} and r2.status = 'sending' and coalesce(p2.charge_reference, p2.reference) = ${charge.reference})`,
        ),
      )
      // The charge's reference, to the provider: a cart's payment shares one charge with its other bookings' payments.
      .returning({ ...getTableColumns(refunds), reference: chargeOf, provider: payments.provider, providerTransactionId: payments.providerTransactionId });
    return row;
  });
}

/** The provider's id of a refund, written as soon as the provider answers, while this attempt (`attempts`) still holds the row. */
export async function recordProviderRefundId(db: Tx, id: number, attempts: number, providerRefundId: string) {
  await db
    .update(refunds)
    .set({ providerRefundId })
    .where(and(eq(refunds.id, id), eq(refunds.status, "sending"), eq(refunds.attempts, attempts)));
}

/** Marks this attempt (`attempts`) of a refund failed, unless a webhook or another sender has settled the row meanwhile. */
export async function failRefundAttempt(db: Tx, id: number, attempts: number, values: Partial<typeof refunds.$inferInsert>) {
  await db
    .update(refunds)
    .set({ ...values, status: "failed" })
    .where(and(eq(refunds.id, id), eq(refunds.status, "sending"), eq(refunds.attempts, attempts)));
}

/** Whether another refund row already owns this provider refund id (so it cannot be adopted for this one). */
export async function providerRefundIdTaken(db: Tx, providerRefundId: string, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.providerRefundId, providerRefundId), sql`${refunds.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}

export async function lockRefund(tx: Tx, id: number): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for("update");
  return row;
}

export async function updateRefund(tx: Tx, id: number, values: Partial<typeof refunds.$inferInsert>) {
  await tx.update(refunds).set(values).where(eq(refunds.id, id));
}

/** Refunds to send now: new, failed and due again, or stuck sending. */
export async function refundsDue(db: Tx, at: Date): Promise<number[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(inArray(refunds.status, ["pending", "sending", "failed"]), lte(refunds.nextAttemptAt, at)))
    .orderBy(asc(refunds.id));
  return rows.map((r) => r.id);
}

export async function pendingRefundsOf(db: Tx, bookingId: number): Promise<number[]> {
  const rows = await db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, "pending")));
  return rows.map((r) => r.id);
}

/**
 * The refund a provider's refund webhook is about, locked: the one whose current provider refund id is the event's (an
 * event about an earlier, failed attempt matches nothing). Without an id, only a refund.processed can be placed: on
 * the charge's one refund that was sent.
 */
export async function refundForWebhook(tx: Tx, q: { providerRefundId: string | null; reference: string }): Promise<RefundRow | undefined> {
  const which = q.providerRefundId ? eq(refunds.providerRefundId, q.providerRefundId) : eq(refunds.status, "sent");
  const [row] = await tx
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(ofCharge(q.reference), which))
    .orderBy(desc(refunds.id))
    .limit(1)
    .for("update", { of: refunds });
  return row?.refund;
}

/** Whether a refund of this charge is being sent right now (its provider id may not be written yet). */
export async function refundInFlight(tx: Tx, reference: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(ofCharge(reference), eq(refunds.status, "sending")))
    .limit(1);
  return row !== undefined;
}

// ── Receipts ──

export async function receiptOf(db: Tx, bookingId: number) {
  const [paid] = await db
    .select({ amountKobo: payments.amountKobo, at: payments.paidAt, provider: payments.provider, reference: payments.reference })
    .from(payments)
    .where(appliedTo(bookingId));
  const refundRows = await db
    .select({ amountKobo: refunds.amountKobo, status: refunds.status, at: refunds.createdAt, reason: refunds.reason })
    .from(refunds)
    .where(eq(refunds.bookingId, bookingId))
    .orderBy(asc(refunds.id));
  return { paid, refunds: refundRows };
}

// ── The ledger's rows (ledger.ts is their one writer) ──

export async function insertLedgerLines(tx: Tx, lines: (typeof ledgerEntries.$inferInsert)[]) {
  await tx.insert(ledgerEntries).values(lines);
}
