// A booking's whole file for the admin side, read-only: the booking and its two sides, its status history, its ledger
// lines, payments, refunds, late fee requests, payout lines, and its conversation's messages as written (never masked here).
import { alias } from "drizzle-orm/pg-core";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  bookingEvents,
  bookingLateFees,
  bookings,
  conversations,
  ledgerEntries,
  listings,
  messages,
  payments,
  payoutLines,
  payouts,
  refunds,
  users,
} from "../../db/schema";

const renter = alias(users, "renter");
const owner = alias(users, "owner");

export async function bookingFile(db: Db, id: number) {
  const [booking] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      listingId: bookings.listingId,
      title: listings.title,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      pickupTime: bookings.pickupTime,
      units: bookings.units,
      totalKobo: bookings.totalKobo,
      depositKobo: bookings.depositKobo,
      refundKobo: bookings.refundKobo,
      cancelledBy: bookings.cancelledBy,
      createdAt: bookings.createdAt,
      renter: { id: renter.id, name: renter.name, email: renter.email },
      owner: { id: owner.id, name: owner.name, email: owner.email },
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(renter, eq(renter.id, bookings.renterId))
    .innerJoin(owner, eq(owner.id, bookings.ownerId))
    .where(eq(bookings.id, id));
  if (!booking) return undefined;
  // One at a time: PGlite has one connection, and a caller may hold a transaction.
  const events = await db
    .select({
      id: bookingEvents.id,
      from: bookingEvents.fromStatus,
      to: bookingEvents.toStatus,
      actor: bookingEvents.actor,
      actorId: bookingEvents.actorId,
      at: bookingEvents.at,
      note: bookingEvents.note,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  const ledger = await db
    .select({
      id: ledgerEntries.id,
      journalId: ledgerEntries.journalId,
      kind: ledgerEntries.kind,
      account: ledgerEntries.account,
      amountKobo: ledgerEntries.amountKobo,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, id))
    .orderBy(asc(ledgerEntries.id));
  const paid = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      provider: payments.provider,
      status: payments.status,
      applied: payments.applied,
      amountKobo: payments.amountKobo,
      paidAt: payments.paidAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.bookingId, id))
    .orderBy(asc(payments.id));
  const owed = await db
    .select({
      id: refunds.id,
      reason: refunds.reason,
      amountKobo: refunds.amountKobo,
      status: refunds.status,
      attempts: refunds.attempts,
      lastError: refunds.lastError,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(eq(refunds.bookingId, id))
    .orderBy(asc(refunds.id));
  const lateFees = await db
    .select({ id: bookingLateFees.id, amountKobo: bookingLateFees.amountKobo, status: bookingLateFees.status, requestedAt: bookingLateFees.requestedAt })
    .from(bookingLateFees)
    .where(eq(bookingLateFees.bookingId, id))
    .orderBy(asc(bookingLateFees.id));
  const paidOut = await db
    .select({
      payoutId: payouts.id,
      reference: payouts.reference,
      status: payouts.status,
      amountKobo: payoutLines.amountKobo,
      failureReason: payouts.failureReason,
      createdAt: payouts.createdAt,
    })
    .from(payoutLines)
    .innerJoin(payouts, eq(payouts.id, payoutLines.payoutId))
    .where(eq(payoutLines.bookingId, id))
    .orderBy(asc(payouts.id));
  const said = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: users.name,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(conversations.bookingId, id))
    .orderBy(asc(messages.id));
  return {
    booking,
    events,
    ledger,
    payments: paid,
    refunds: owed,
    lateFees,
    payouts: paidOut,
    messages: said,
  };
}

export type BookingFile = NonNullable<Awaited<ReturnType<typeof bookingFile>>>;

/** Journals of the booking's ledger lines, each with its sum (zero when balanced). */
export function journalsOf(lines: BookingFile["ledger"]) {
  const byId = new Map<
    string,
    {
      journalId: string;
      kind: string;
      createdAt: Date;
      lines: { account: string; amountKobo: number }[];
      sumKobo: number;
    }
  >();
  for (const l of lines) {
    const j = byId.get(l.journalId) ?? {
      journalId: l.journalId,
      kind: l.kind,
      createdAt: l.createdAt,
      lines: [],
      sumKobo: 0,
    };
    j.lines.push({ account: l.account, amountKobo: l.amountKobo });
    j.sumKobo += l.amountKobo;
    byId.set(l.journalId, j);
  }
  return [...byId.values()];
}
