// Paying for an extension of a booking (features/bookings/extensions.service): a checkout for the extension's total, and
// a verified success applied to the extension (never to the booking's status) with its own payment posting.
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError } from "../../errors";
import type { Booking } from "../bookings/bookings.schema";
import * as ext from "../bookings/extensions.repo";
import { paymentLines, post } from "./ledger";
import * as repo from "./payments.repo";
import { m } from "../../../core/paraglide/messages";

/** Why an extension's checkout cannot start, by its status. */
function notPayable(status: string): string {
  switch (status) {
    case "requested":
      return m.err_ext_pay_not_accepted();
    case "paid":
      return m.err_ext_pay_already_paid();
    case "expired":
      return m.err_ext_pay_expired();
    default:
      return m.err_ext_pay_status({ status: status.replace("_", " ") });
  }
}

/** The extension of the renter's booking that a checkout is about to be opened for: accepted, within its time to pay. */
export async function extensionToPay(db: Db, bookingId: number, extensionId: number, at: Date): Promise<ext.Extension> {
  const e = await ext.getExtension(db, extensionId);
  if (!e || e.bookingId !== bookingId) throw new NotFoundError(m.err_extension_not_found());
  if (e.status !== "awaiting_payment") throw new ConflictError(notPayable(e.status));
  if (e.expiresAt && e.expiresAt.getTime() <= at.getTime()) throw new ConflictError(notPayable("expired"));
  return e;
}

/**
 * Applies a verified success (amount already checked) to the extension of payment `p`, inside apply's transaction with the
 * booking locked: when the extension still waits for its payment and the rental is still in progress, the payment is
 * applied, posted to the ledger as the extension's money (no deposit) and the extension is paid. False: it came too late
 * (the caller refunds it in full, as for a booking).
 */
export async function payExtension(
  tx: Db,
  booking: Booking,
  p: repo.Payment,
  paid: Parameters<typeof repo.updatePayment>[2],
  at: Date,
): Promise<boolean> {
  const e = p.extensionId === null ? undefined : await ext.lockExtension(tx, booking.id, p.extensionId);
  if (!e || e.status !== "awaiting_payment" || booking.status !== "active" || booking.endDate !== e.toEndDate) return false;
  await repo.updatePayment(tx, p.id, { ...paid, applied: true });
  await post(tx, { kind: "payment", bookingId: booking.id, paymentId: p.id, lines: paymentLines({ ...e, depositKobo: 0, discountKobo: 0 }), at });
  await ext.updateExtension(tx, e.id, { status: "paid", expiresAt: null, updatedAt: at });
  return true;
}
