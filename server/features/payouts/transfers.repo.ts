// SQL of payouts by transfer: each booking's money for its owner as the ledger holds it (owner_payable), the payouts
// made from it and their lines, and which payouts are due to be sent or checked with the provider.
import { and, desc, eq, lte, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { payoutAccounts, payoutLines, payouts, users } from "../../db/schema";

export type PayoutRow = typeof payouts.$inferSelect;

/** One booking of an owner that has touched the ledger, with what the owner earned and still has from it. */
export interface OwnerBooking {
  bookingId: number;
  title: string;
  status: string;
  startDate: string;
  endDate: string;
  /**
   * As the ledger holds them (core/owner-earnings.ts): the rental paid (after any discount, with extensions), what a
   * cancellation gave back of it, Haya's commission on the rest, a settled deposit claim, and what the owner earned
   * after all that (the owner_payable credits), with a delivery fee and a late fee paid through Haya: net = rental −
   * refund − commission + delivery + claim + late fee.
   */
  rentalKobo: number;
  refundKobo: number;
  commissionKobo: number;
  claimKobo: number;
  /** The delivery fee the owner keeps (decision 058): paid with the booking, given back by a cancellation; not in rentalKobo or refundKobo. */
  deliveryKobo: number;
  lateFeeKobo: number;
  netKobo: number;
  /** What is still the owner's and not yet paid out or on its way: −(all owner_payable lines). */
  balanceKobo: number;
  /** On its way (payouts not settled) and paid (payouts that arrived). */
  inTransitKobo: number;
  paidKobo: number;
  completedAt: Date | null;
  cancelledAt: Date | null;
  /** The booking's deposit claim, if any: open or disputed holds the payout; settled releases it then. */
  claimStatus: string | null;
  claimSettledAt: Date | null;
}

/** Every booking of the owner with ledger lines, newest rental first. */
export async function ownerBookings(db: Tx, ownerId: string): Promise<OwnerBooking[]> {
  return rowsOf<
    Omit<OwnerBooking, "deliveryKobo"> & {
      deliveryFeeKobo: number;
      paid: boolean;
      refunded: boolean;
    }
  >(
    await db.execute(sql`
      select b.id::int as "bookingId", l.title, b.delivery_fee_kobo::float8 as "deliveryFeeKobo",
        count(*) filter (where e.kind = 'payment') > 0 as "paid", count(*) filter (where e.kind = 'refund_owed' and e.account = 'owner_payable') > 0 as "refunded", b.status::text as status, b.start_date::text as "startDate", b.end_date::text as "endDate",
        -- A payment credits the owner and Haya's commission with the rental between them; a refund takes back its
        -- share of each; a claim and a late fee credit the owner. Only owner_payable lines make the net and the balance.
        coalesce(-sum(e.amount_kobo) filter (where e.kind = 'payment'), 0)::float8 as "rentalKobo",
        coalesce(sum(e.amount_kobo) filter (where e.kind = 'refund_owed'), 0)::float8 as "refundKobo",
        coalesce(-sum(e.amount_kobo) filter (where e.account = 'haya_commission'), 0)::float8 as "commissionKobo",
        coalesce(-sum(e.amount_kobo) filter (where e.kind = 'claim_paid'), 0)::float8 as "claimKobo",
        coalesce(-sum(e.amount_kobo) filter (where e.kind = 'late_fee'), 0)::float8 as "lateFeeKobo",
        coalesce(-sum(e.amount_kobo) filter (where e.account = 'owner_payable' and e.kind in ('payment', 'refund_owed', 'claim_paid', 'late_fee')), 0)::float8 as "netKobo",
        coalesce(-sum(e.amount_kobo) filter (where e.account = 'owner_payable'), 0)::float8 as "balanceKobo",
        coalesce((select sum(pl.amount_kobo) from payout_lines pl join payouts p on p.id = pl.payout_id
                  where pl.booking_id = b.id and p.status in ('pending', 'sending', 'sent')), 0)::float8 as "inTransitKobo",
        coalesce((select sum(pl.amount_kobo) from payout_lines pl join payouts p on p.id = pl.payout_id
                  where pl.booking_id = b.id and p.status = 'success'), 0)::float8 as "paidKobo",
        (select max(ev.at) from booking_events ev where ev.booking_id = b.id and ev.to_status = 'completed') as "completedAt",
        (select max(ev.at) from booking_events ev where ev.booking_id = b.id and ev.to_status = 'cancelled') as "cancelledAt",
        (select c.status from deposit_claims c where c.booking_id = b.id) as "claimStatus",
        (select c.settled_at from deposit_claims c where c.booking_id = b.id) as "claimSettledAt"
      from bookings b
      join listings l on l.id = b.listing_id
      join ledger_entries e on e.booking_id = b.id and e.account in ('owner_payable', 'haya_commission')
      where b.owner_id = ${ownerId}
      group by b.id, l.title
      having count(*) filter (where e.account = 'owner_payable') > 0
      order by b.start_date desc, b.id desc`),
  ).map(({ deliveryFeeKobo, paid, refunded, ...r }) => {
    // The ledger holds the delivery fee in the owner's lines with the rental (ledger.ts): told apart here by the booking's fee.
    const paidDelivery = paid ? deliveryFeeKobo : 0;
    const refundedDelivery = refunded ? deliveryFeeKobo : 0;
    return {
      ...r,
      rentalKobo: r.rentalKobo - paidDelivery,
      refundKobo: r.refundKobo - refundedDelivery,
      deliveryKobo: paidDelivery - refundedDelivery,
      completedAt: r.completedAt ? new Date(r.completedAt) : null,
      cancelledAt: r.cancelledAt ? new Date(r.cancelledAt) : null,
      claimSettledAt: r.claimSettledAt ? new Date(r.claimSettledAt) : null,
    };
  });
}

/** Locks the person's row: payouts of one owner are made one at a time. */
export async function lockOwner(tx: Tx, ownerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, ownerId))
    .for("update");
  return !!row;
}

export async function payoutAccountOf(db: Tx, ownerId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, ownerId));
  return row;
}

export async function insertPayout(
  tx: Tx,
  p: typeof payouts.$inferInsert,
  lines: { bookingId: number; amountKobo: number }[],
): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(p).returning();
  await tx.insert(payoutLines).values(lines.map((l) => ({ payoutId: row!.id, ...l })));
  return row!;
}

export async function linesOf(
  db: Tx,
  payoutId: number,
): Promise<{ bookingId: number; amountKobo: number }[]> {
  return db
    .select({ bookingId: payoutLines.bookingId, amountKobo: payoutLines.amountKobo })
    .from(payoutLines)
    .where(eq(payoutLines.payoutId, payoutId))
    .orderBy(payoutLines.bookingId);
}

export async function payoutByReference(db: Tx, reference: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference));
  return row;
}

export async function lockPayout(tx: Tx, id: number): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for("update");
  return row;
}

export async function updatePayout(db: Tx, id: number, set: Partial<typeof payouts.$inferInsert>) {
  await db.update(payouts).set(set).where(eq(payouts.id, id));
}

/**
 * Takes a payout to send: only one sender gets it (pending and due, or left `sending` for `stuckMs` by a sender that
 * died). The provider is called outside any transaction, so the row says `sending` meanwhile instead of staying locked.
 */
export async function claimPayout(
  db: Tx,
  id: number,
  at: Date,
  stuckMs: number,
): Promise<PayoutRow | undefined> {
  const stuck = new Date(at.getTime() - stuckMs);
  const [row] = await db
    .update(payouts)
    .set({ status: "sending", attempts: sql`${payouts.attempts} + 1`, updatedAt: at })
    .where(
      and(
        eq(payouts.id, id),
        or(
          and(eq(payouts.status, "pending"), lte(payouts.nextAttemptAt, at)),
          and(eq(payouts.status, "sending"), lte(payouts.updatedAt, stuck)),
        ),
      ),
    )
    .returning();
  return row;
}

/** Payouts the sweep should act on: due to be sent, stuck while sending, or sent and waiting past `quietMs` for news. */
export async function payoutsDue(db: Tx, at: Date, stuckMs: number, quietMs: number, limit = 100) {
  return db
    .select({ id: payouts.id, status: payouts.status })
    .from(payouts)
    .where(
      or(
        and(eq(payouts.status, "pending"), lte(payouts.nextAttemptAt, at)),
        and(
          eq(payouts.status, "sending"),
          lte(payouts.updatedAt, new Date(at.getTime() - stuckMs)),
        ),
        and(eq(payouts.status, "sent"), lte(payouts.updatedAt, new Date(at.getTime() - quietMs))),
      ),
    )
    .orderBy(payouts.nextAttemptAt)
    .limit(limit);
}

export async function payoutsOf(db: Tx, ownerId: string, limit = 100): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.ownerId, ownerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** Owners with a payout account whose payouts are not held: the daily run's candidates. */
export async function ownersWithAccounts(db: Tx, at: Date): Promise<string[]> {
  const rows = await db
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(
      or(sql`${payoutAccounts.payoutsHeldUntil} is null`, lte(payoutAccounts.payoutsHeldUntil, at)),
    );
  return rows.map((r) => r.userId);
}

export async function payoutById(db: Tx, id: number): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}
