// Refunds from owing to paid: a cancellation's refund is owed inside the cancellation's transaction (bookings hook), sent
// to the provider after commit, retried with back-off when the provider refuses or cannot be reached, and closed by the
// provider's refund webhooks.
import type { Db, Tx } from "../../db/client";
import type { Log } from "../../http/logger";
import type { BookingMove } from "../bookings/bookings.service";
import { refundFor, type Canceller } from "../bookings/refunds";
import { cashLines, post, refundOwedLines } from "./ledger";
import * as repo from "./payments.repo";
import type { PaymentProvider } from "./provider";

/** Waits before the next attempt after `attempts` failed ones: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 360) * 60_000;
}

export function createRefunder(db: Db, deps: { providerOf: (name: string) => PaymentProvider; log: Log; now: () => Date }) {
  const { log, now } = deps;

  /** Owes the renter a cancelled booking's refund (refunds.ts), from the payment that confirmed it. Inside the move's transaction. */
  async function oweOnCancel(tx: Db, move: BookingMove): Promise<void> {
    const { booking } = move;
    if (move.to !== "cancelled" || !booking.refundKobo || move.from === null) return;
    const payment = await repo.appliedPayment(tx, booking.id);
    if (!payment) {
      log("warn", "cancelled booking has a refund but no payment", { bookingId: booking.id, refundKobo: booking.refundKobo });
      return;
    }
    const split = refundFor({ status: move.from, startDate: booking.startDate, quote: booking }, move.actor as Canceller, move.at);
    // The same policy on the same inputs as the booking's stored refund: a difference is a bug, and the cancellation rolls back.
    if (split.refundKobo !== booking.refundKobo)
      throw new Error(`Refund of booking ${booking.id}: ${split.refundKobo} kobo computed, ${booking.refundKobo} stored`);
    const refund = await repo.insertRefund(tx, {
      bookingId: booking.id,
      paymentId: payment.id,
      reason: "cancellation",
      amountKobo: split.refundKobo,
      createdAt: move.at,
      updatedAt: move.at,
      nextAttemptAt: move.at,
    });
    await post(tx, { kind: "refund_owed", bookingId: booking.id, paymentId: payment.id, refundId: refund.id, lines: refundOwedLines(booking, split), at: move.at });
  }

  /** Sends one refund if it is due and nobody else is sending it; a failure is recorded for the sweep to retry. */
  async function send(refundId: number, at: Date = now()): Promise<"sent" | "processed" | "failed" | "skipped"> {
    const claimed = await repo.claimRefund(db, refundId, at);
    if (!claimed) return "skipped";
    try {
      const receipt = await deps.providerOf(claimed.provider).refund({ reference: claimed.reference, amountKobo: claimed.amountKobo });
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const current = await repo.lockRefund(tx, refundId);
        // A refund webhook may have closed it while the call was on its way back.
        const status = current?.status === "processed" ? "processed" : receipt.status;
        await repo.updateRefund(tx, refundId, { status, providerRefundId: receipt.providerRefundId, lastError: null, updatedAt: at });
        await post(tx, { kind: "refund_paid", bookingId: claimed.bookingId, paymentId: claimed.paymentId, refundId, lines: cashLines(claimed.amountKobo, -1), at });
      });
      log("info", "refund sent", { refundId, bookingId: claimed.bookingId, amountKobo: claimed.amountKobo, status: receipt.status });
      return receipt.status;
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      await repo.updateRefund(db, refundId, {
        status: "failed",
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(claimed.attempts)),
        updatedAt: at,
      });
      log("warn", "refund not sent; it will be retried", { refundId, bookingId: claimed.bookingId, attempts: claimed.attempts, error });
      return "failed";
    }
  }

  /** Paystack's refund.processed / refund.failed: closes the refund, or puts its money back as owed and sends it again. */
  async function onProviderRefund(q: { reference: string; providerRefundId: string | null; processed: boolean }): Promise<string> {
    const at = now();
    return db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const refund = await repo.refundForWebhook(tx, q);
      if (!refund) return "ignored: no refund sent for this charge";
      if (q.processed) {
        if (refund.status === "processed") return "unchanged";
        await repo.updateRefund(tx, refund.id, { status: "processed", updatedAt: at, ...(q.providerRefundId ? { providerRefundId: q.providerRefundId } : {}) });
        return "processed";
      }
      // Only a refund whose cash-out was posted can be returned; one still being sent is settled by its sender.
      if (refund.status !== "sent" && refund.status !== "processed") return `ignored: refund is ${refund.status}`;
      await repo.updateRefund(tx, refund.id, { status: "failed", lastError: "The provider reported the refund as failed", nextAttemptAt: at, updatedAt: at });
      await post(tx, { kind: "refund_returned", bookingId: refund.bookingId, paymentId: refund.paymentId, refundId: refund.id, lines: cashLines(refund.amountKobo, 1), at });
      return "failed: to be sent again";
    });
  }

  return { oweOnCancel, send, onProviderRefund };
}
export type Refunder = ReturnType<typeof createRefunder>;
