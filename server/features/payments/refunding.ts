// Refunds from owing to paid: a cancellation's refund is owed inside the cancellation's transaction (bookings hook), and a
// completed booking's caution deposit by the payments sweep once DAMAGE_CLAIM_HOURS have passed since the return; each
// is sent to the provider after commit, retried with back-off when the provider refuses or cannot be reached, and
// closed by the provider's refund webhooks.
import type { Db, Tx } from "../../db/client";
import { ConflictError, NotFoundError } from "../../errors";
import { errorText, type Log } from "../../logger";
import type { BookingMove } from "../bookings/bookings.service";
import { cancellationRefund } from "../bookings/refunds";
import { cashLines, depositRefundLines, post, refundOwedLines } from "./ledger";
import * as repo from "./payments.repo";
import { ProviderError, type PaymentProvider, type RefundReceipt } from "./provider";
import { m } from "../../../core/paraglide/messages";

type Claimed = NonNullable<Awaited<ReturnType<typeof repo.claimRefund>>>;

/** A refund webhook that came while its refund was still being recorded: the provider is asked to deliver it again. */
export const RETRY_LATER = "retry: the refund is still being recorded";

/** Waits before the next attempt after `attempts` failed ones: 1, 2, 4 … minutes, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 360) * 60_000;
}

export function createRefunder(
  db: Db,
  deps: {
    providerOf: (name: string) => PaymentProvider;
    log: Log;
    now: () => Date;
    /** Inside the transaction that owes a caution deposit back (the renter's e-mail, as a job that commits with it). */
    depositOwedInTx?: (tx: Tx, bookingId: number) => Promise<void>;
  },
) {
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
    const split = cancellationRefund({ startDate: booking.startDate, quote: booking }, { from: move.from, actor: move.actor, at: move.at });
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

  /**
   * Owes a completed booking's caution deposit back in full (the sweep found it due: DAMAGE_CLAIM_HOURS after the
   * return), with its posting out of deposits_held, in one transaction with the booking locked. At most once per
   * booking: under the lock a second sweeper reads the first one's row and stops there, and the unique index
   * refunds_deposit_idx holds even without it. Returns the new refund's id, or undefined when nothing is owed.
   */
  async function oweDeposit(bookingId: number, at: Date = now()): Promise<number | undefined> {
    return db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const booking = await repo.lockBooking(tx, bookingId);
      // Only a completed booking: a cancelled one gave its deposit back with the cancellation's refund.
      if (booking?.status !== "completed" || booking.depositKobo <= 0) return undefined;
      // Read before anything else is locked or inserted: a sender of this deposit's refund may be updating its row and
      // waiting for this booking's lock (its ledger lines' foreign keys); an insert or the payment's lock would wait on it in turn.
      if (await repo.hasDepositRefund(tx, bookingId)) return undefined;
      // A claim on the deposit settles it itself (features/claims): the part not claimed goes back then.
      if (await repo.hasDepositClaim(tx, bookingId)) return undefined;
      const payment = await repo.appliedPayment(tx, bookingId);
      if (!payment) return undefined;
      const refund = await repo.insertDepositRefund(tx, { bookingId, paymentId: payment.id, amountKobo: booking.depositKobo, createdAt: at, updatedAt: at, nextAttemptAt: at });
      if (!refund) return undefined;
      await post(tx, { kind: "refund_owed", bookingId, paymentId: payment.id, refundId: refund.id, lines: depositRefundLines(booking.depositKobo), at });
      await deps.depositOwedInTx?.(tx, bookingId);
      log("info", "caution deposit refund owed", { bookingId, refundId: refund.id, amountKobo: booking.depositKobo });
      return refund.id;
    });
  }

  /** A refund the provider already holds for this charge, of this amount, not failed and not another row's: adopted instead of sent again. */
  async function adoptable(provider: PaymentProvider, claimed: Claimed): Promise<RefundReceipt | undefined> {
    for (const r of await provider.refundsOf({ reference: claimed.reference, transactionId: claimed.providerTransactionId })) {
      if (r.status === "failed" || r.amountKobo !== claimed.amountKobo) continue;
      if (await repo.providerRefundIdTaken(db, r.providerRefundId, claimed.id)) continue;
      return { status: r.status, providerRefundId: r.providerRefundId };
    }
    return undefined;
  }

  /**
   * Sends one refund if it is due and nobody else is sending it. Only the provider's refusal (or its silence) marks it
   * failed, for the sweep to retry; once the provider has accepted it, a failure of Haya's own write leaves it `sending`
   * with the provider's id, and every later attempt first asks the provider for the charge's refunds and adopts the one
   * it holds: a refund is never sent twice because Haya lost track of it.
   */
  async function send(refundId: number, at: Date = now()): Promise<"sent" | "processed" | "failed" | "unrecorded" | "skipped"> {
    const claimed = await repo.claimRefund(db, refundId, at);
    if (!claimed) return "skipped";
    const fields = { refundId, bookingId: claimed.bookingId, amountKobo: claimed.amountKobo, attempts: claimed.attempts };
    let receipt: RefundReceipt;
    let adopted = false;
    try {
      const provider = deps.providerOf(claimed.provider);
      const earlier = claimed.attempts > 1 ? await adoptable(provider, claimed) : undefined;
      adopted = earlier !== undefined;
      receipt = earlier ?? (await provider.refund({ reference: claimed.reference, amountKobo: claimed.amountKobo }));
    } catch (e) {
      const error = errorText(e);
      if (!(e instanceof ProviderError)) {
        // Not the provider's answer: whether the refund left is not known. It stays `sending`, is taken again after 15
        // minutes, and the provider is asked first.
        log("error", "refund attempt broke off; it will be checked with the provider and retried", { ...fields, error });
        return "unrecorded";
      }
      await repo.failRefundAttempt(db, refundId, claimed.attempts, {
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(at.getTime() + retryDelayMs(claimed.attempts)),
        updatedAt: at,
      });
      log("warn", "refund not sent; it will be retried", { ...fields, error });
      return "failed";
    }
    try {
      // The provider's id first, on its own: a refund.failed or a later attempt can then find this refund even if what follows fails.
      if (receipt.providerRefundId) await repo.recordProviderRefundId(db, refundId, claimed.attempts, receipt.providerRefundId);
      const status = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const current = await repo.lockRefund(tx, refundId);
        // A refund webhook (or a sender that took over a stuck row) settled it while the call was on its way back.
        if (current?.status !== "sending" || current.attempts !== claimed.attempts) return current?.status ?? "skipped";
        await repo.updateRefund(tx, refundId, { status: receipt.status, providerRefundId: receipt.providerRefundId, lastError: null, updatedAt: at });
        await post(tx, { kind: "refund_paid", bookingId: claimed.bookingId, paymentId: claimed.paymentId, refundId, lines: cashLines(claimed.amountKobo, -1), at });
        return receipt.status;
      });
      log("info", adopted ? "refund found at the provider and adopted" : "refund sent", { ...fields, status, providerRefundId: receipt.providerRefundId });
      return status as "sent" | "processed" | "failed" | "skipped";
    } catch (e) {
      log("error", "refund accepted by the provider but not recorded; the next attempt adopts it", {
        ...fields,
        providerRefundId: receipt.providerRefundId,
        error: errorText(e),
      });
      return "unrecorded";
    }
  }

  /**
   * Paystack's refund.processed / refund.failed, about the refund whose current provider id the event names (one about an
   * earlier attempt changes nothing): closes the refund, or puts its money back as owed and lets the sweep send it again.
   * Heard twice, an event changes state once: a processed refund stays processed, and a failed one has let its id go, so
   * the same event no longer matches. The event is recorded (`record`) in the same transaction.
   */
  async function onProviderRefund(q: {
    reference: string;
    providerRefundId: string | null;
    processed: boolean;
    record: (tx: Tx, outcome: string) => Promise<void>;
  }): Promise<string> {
    const at = now();
    return db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const outcome = await (async (): Promise<string> => {
        if (!q.processed && !q.providerRefundId) {
          log("error", "refund.failed without a refund id: not applied, for a person to check", { reference: q.reference });
          return "ignored: no refund id";
        }
        const refund = await repo.refundForWebhook(tx, q);
        if (!refund)
          // A refund of this charge is being sent and its id may be written any moment: ask the provider to deliver the
          // event again later (a non-2xx answer) rather than lose it.
          return (await repo.refundInFlight(tx, q.reference)) ? RETRY_LATER : "ignored: no current refund with this id";
        if (q.processed && refund.status === "processed") return "unchanged";
        const cashOutPosted = refund.status === "sent" || refund.status === "processed";
        const postPaid = () =>
          post(tx, { kind: "refund_paid", bookingId: refund.bookingId, paymentId: refund.paymentId, refundId: refund.id, lines: cashLines(refund.amountKobo, -1), at });
        if (q.processed) {
          // Sending (the provider was quicker than its sender's write) or failed after a broken-off attempt: the cash-out is posted here.
          if (!cashOutPosted) await postPaid();
          await repo.updateRefund(tx, refund.id, { status: "processed", lastError: null, updatedAt: at });
          return "processed";
        }
        if (refund.status === "failed" || refund.status === "pending") {
          await repo.updateRefund(tx, refund.id, { providerRefundId: null, updatedAt: at });
          return `unchanged: refund is ${refund.status}`;
        }
        // The id is let go: this attempt is over, and an event about it heard again matches nothing.
        await repo.updateRefund(tx, refund.id, {
          status: "failed",
          providerRefundId: null,
          lastError: `The provider reported refund ${q.providerRefundId} as failed`,
          nextAttemptAt: at,
          updatedAt: at,
        });
        if (cashOutPosted)
          await post(tx, { kind: "refund_returned", bookingId: refund.bookingId, paymentId: refund.paymentId, refundId: refund.id, lines: cashLines(refund.amountKobo, 1), at });
        return "failed: to be sent again";
      })();
      await q.record(tx, outcome);
      return outcome;
    });
  }

  /**
   * An operator's retry of a failed refund: due again now (its back-off waived), inside the caller's transaction (which
   * writes the audit row); the caller sends it after commit, through `send`, which asks the provider first as ever.
   */
  async function retryFailed(tx: Tx, refundId: number, at: Date = now()) {
    const refund = await repo.lockRefund(tx, refundId);
    if (!refund) throw new NotFoundError(m.err_no_such_refund());
    if (refund.status !== "failed") throw new ConflictError(m.err_refund_retry_failed_only({ status: refund.status }));
    await repo.updateRefund(tx, refundId, { nextAttemptAt: at, updatedAt: at });
    return refund;
  }

  return { oweOnCancel, oweDeposit, send, onProviderRefund, retryFailed };
}
export type Refunder = ReturnType<typeof createRefunder>;
