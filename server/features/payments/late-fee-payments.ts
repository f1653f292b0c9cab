// Paying a late fee the owner asked for beyond the deposit (claims/late-fees.service, decision 057): a checkout for the
// request's amount, and a verified success applied to the request (never to the booking's status) with its own posting:
// all of it the owner's, no commission, service fee or VAT. A success for a request no longer waiting (paid by another
// attempt, or withdrawn) is not applied: the caller refunds it in full, as a late or duplicate payment.
import type { Db } from "../../db/client";
import { ConflictError } from "../../errors";
import type { Booking } from "../bookings/bookings.schema";
import * as fees from "../claims/late-fees.repo";
import { lateFeeLines, post } from "./ledger";
import * as repo from "./payments.repo";
import { m } from "../../../core/paraglide/messages";

/** The booking's late fee request that a checkout is about to be opened for: the one waiting for payment. */
export async function lateFeeToPay(db: Db, bookingId: number): Promise<fees.LateFeeRow> {
  const f = await fees.openOf(db, bookingId);
  if (!f) throw new ConflictError(m.err_late_fee_none());
  return f;
}

/** Applies a verified success (amount already checked) to the request of payment `p`, inside apply's transaction with the booking locked. */
export async function payLateFee(tx: Db, booking: Booking, p: repo.Payment, paid: Parameters<typeof repo.updatePayment>[2], at: Date): Promise<boolean> {
  const f = p.lateFeeId === null ? undefined : await fees.lockLateFee(tx, booking.id, p.lateFeeId);
  if (!f || f.status !== "requested") return false;
  await repo.updatePayment(tx, p.id, { ...paid, applied: true });
  await post(tx, { kind: "late_fee", bookingId: booking.id, paymentId: p.id, lines: lateFeeLines(f.amountKobo), at });
  await fees.updateLateFee(tx, f.id, { status: "paid", paidAt: paid.paidAt ?? at, updatedAt: at });
  return true;
}
