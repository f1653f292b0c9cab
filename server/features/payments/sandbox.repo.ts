// SQL of the sandbox provider's side: its own charges (sandbox_charges), as a real provider keeps them, and what its checkout page shows.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { payments, sandboxCharges } from "../../db/schema";
import { bookingForCheckout, ofCharge } from "./payments.repo";

export type SandboxCharge = typeof sandboxCharges.$inferSelect;

export async function insertCharge(db: Tx, values: typeof sandboxCharges.$inferInsert) {
  await db.insert(sandboxCharges).values(values);
}

export async function chargeByReference(db: Tx, reference: string): Promise<SandboxCharge | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
  return row;
}

/** Answers a pending charge once; a second click finds it answered and changes nothing. */
export async function answerCharge(db: Tx, reference: string, status: "success" | "failed", at: Date): Promise<SandboxCharge | undefined> {
  const [row] = await db
    .update(sandboxCharges)
    .set({ status, paidAt: status === "success" ? at : null })
    .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, "pending")))
    .returning();
  return row;
}

/** Refunds part of a successful charge; undefined when it was not paid or the amount passes what is left. */
export async function refundCharge(db: Tx, reference: string, amountKobo: number): Promise<SandboxCharge | undefined> {
  const [row] = await db
    .update(sandboxCharges)
    .set({ refundedKobo: sql`${sandboxCharges.refundedKobo} + ${amountKobo}` })
    .where(
      and(
        eq(sandboxCharges.reference, reference),
        eq(sandboxCharges.status, "success"),
        sql`${sandboxCharges.refundedKobo} + ${amountKobo} <= ${sandboxCharges.amountKobo}`,
      ),
    )
    .returning();
  return row;
}

/**
 * What the sandbox checkout page shows: the charge, and the booking's item and dates (as a checkout reads them); for a
 * charge that pays several bookings (a cart's), the first of them and how many more.
 */
export async function sandboxCheckoutView(db: Tx, reference: string) {
  const [charge] = await db
    .select({ reference: sandboxCharges.reference, amountKobo: sandboxCharges.amountKobo, status: sandboxCharges.status })
    .from(sandboxCharges)
    .where(eq(sandboxCharges.reference, reference));
  const paid = await db.select({ bookingId: payments.bookingId }).from(payments).where(ofCharge(reference)).orderBy(asc(payments.bookingId));
  const booking = charge && paid[0] && (await bookingForCheckout(db, paid[0].bookingId));
  if (!charge || !booking) return undefined;
  const title = paid.length > 1 ? `${booking.title} and ${paid.length - 1} more ${paid.length === 2 ? "booking" : "bookings"}` : booking.title;
  return { ...charge, bookingId: booking.id, title, startDate: booking.startDate, endDate: booking.endDate };
}
