// Paying owners: a booking's money becomes the owner's to withdraw DAMAGE_CLAIM_HOURS after its return (at once for
// what an owner keeps from a cancellation); a payout takes the whole available balance (at least MIN_PAYOUT_KOBO, less
// the transfer fee) to the owner's payout account, by the owner's Withdraw or the daily payout run.
//
// Money moves in the ledger at each step (ledger.ts: payout_sent, payout_paid, payout_failed, payout_reversed). A payout
// is made in one transaction under the owner's lock, sent after commit with Haya's reference as the provider's
// idempotency key, and settled only by what the provider answers when asked (verify): a webhook is a trigger, as for
// charges, so forged, repeated or reordered events settle a payout once. A payout whose answer was lost is asked about
// before it is sent again; one that hears nothing is asked about by the sweep.
import { DAMAGE_CLAIM_HOURS } from "../../../core/fees";
import { formatNaira } from "../../../core/money";
import { lagosTime } from "../../../core/dates";
import { MIN_PAYOUT_KOBO, transferFeeKobo } from "../../../core/payouts";
import { randomBytes } from "node:crypto";
import type { Db, Tx } from "../../db/client";
import { ConflictError, NotFoundError, UnprocessableError } from "../../errors";
import type { JobSender } from "../../jobs/queue";
import { errorText, type Log } from "../../logger";
import type { RateLimiter } from "../accounts/rate-limit";
import type { Mail } from "../mail/mail.service";
import { payoutLines, post } from "../payments/ledger";
import { retryDelayMs } from "../payments/refunding";
import { ProviderError } from "../payments/provider";
import { payoutOutcomeMail } from "./payouts.mails";
import * as repo from "./transfers.repo";
import { TransferRefused, type TransferProvider, type TransferState } from "./transfer-provider";
import { m } from "../../../core/paraglide/messages";

/** A payout left `sending` this long was abandoned by a process that died: it is asked about, then sent again. */
export const STUCK_MS = 15 * 60_000;
/** A sent payout with no webhook for this long is asked about (GET /transfer/verify). */
export const QUIET_MS = 10 * 60_000;

export const belowMinimum = (availableKobo: number) =>
  availableKobo === 0
    ? m.err_payout_nothing_yet({ hours: DAMAGE_CLAIM_HOURS })
    : m.err_payout_below_minimum({ available: formatNaira(availableKobo), min: formatNaira(MIN_PAYOUT_KOBO) });
export const heldMessage = (until: Date) => m.err_payout_held({ date: lagosTime(until) });

/**
 * When a booking's money is the owner's to withdraw; null while it is not yet known (not completed, or a claim on its
 * deposit is open or disputed). A settled claim releases it when it settled, if that is after the claim window.
 */
export function availableFrom(b: Pick<repo.OwnerBooking, "status" | "completedAt" | "cancelledAt" | "claimStatus" | "claimSettledAt">): Date | null {
  if (b.status === "completed" && b.completedAt) {
    if (b.claimStatus === "open" || b.claimStatus === "disputed") return null;
    const windowEnd = b.completedAt.getTime() + DAMAGE_CLAIM_HOURS * 3_600_000;
    return new Date(Math.max(windowEnd, b.claimSettledAt?.getTime() ?? 0));
  }
  if (b.status === "cancelled" && b.cancelledAt) return b.cancelledAt;
  return null;
}

export interface TransfersDeps {
  provider: TransferProvider;
  /** Withdraw is rate limited per person (each one is a call to the provider). */
  limiter?: RateLimiter | undefined;
  jobs?: JobSender | undefined;
  sendMail: (mail: Mail) => Promise<void>;
  /** The owner's name and e-mail, for the outcome e-mail (read in the payout's transaction: PGlite has one connection). */
  personOf: (tx: Tx, userId: string) => Promise<{ name: string; email: string; language?: string } | undefined>;
  siteUrl: string;
  log?: Log | undefined;
  now?: (() => Date) | undefined;
  /** Inside the payout's transaction, once it has arrived (success), failed or come back (reversed): the owner's notification. */
  onOutcome?: ((tx: Tx, e: { payoutId: number; ownerId: string; status: "success" | "failed" | "reversed"; amountKobo: number; reason: string | null }) => Promise<void>) | undefined;
}

export function createTransfersService(db: Db, deps: TransfersDeps) {
  const log: Log = deps.log ?? (() => {});
  const now = deps.now ?? (() => new Date());
  const { provider } = deps;

  /** The owner's bookings whose money is available at `at`, with how much of each. */
  async function availableParts(tx: Tx, ownerId: string, at: Date) {
    return (await repo.ownerBookings(tx, ownerId))
      .filter((b) => b.balanceKobo > 0 && (availableFrom(b)?.getTime() ?? Infinity) <= at.getTime())
      .map((b) => ({ bookingId: b.bookingId, amountKobo: b.balanceKobo }));
  }

  /** Makes a payout of everything available, in one transaction under the owner's lock; the transfer is sent after commit. */
  async function makePayout(ownerId: string, trigger: "withdraw" | "run", at: Date, inTx?: Tx, expectKobo?: number): Promise<repo.PayoutRow> {
    const make = async (tx: Tx) => {
      await repo.lockOwner(tx, ownerId);
      const account = await repo.payoutAccountOf(tx, ownerId);
      if (!account) throw new UnprocessableError(m.err_no_payout_account(), {});
      if (account.payoutsHeldUntil && account.payoutsHeldUntil > at) throw new ConflictError(heldMessage(account.payoutsHeldUntil));
      const parts = await availableParts(tx, ownerId, at);
      const total = parts.reduce((s, p) => s + p.amountKobo, 0);
      if (total < MIN_PAYOUT_KOBO) throw new ConflictError(belowMinimum(total));
      // The owner confirmed an amount: a balance that moved since (a refund, another payout) is shown again, not sent.
      if (expectKobo !== undefined && total !== expectKobo) throw new ConflictError(m.err_payout_amount_changed({ amount: formatNaira(total) }));
      const payout = await repo.insertPayout(
        tx,
        {
          ownerId,
          reference: `haya-po-${randomBytes(10).toString("hex")}`,
          provider: account.provider,
          recipientCode: account.recipientCode,
          bankName: account.bankName,
          accountLast4: account.accountNumber.slice(-4),
          amountKobo: total,
          feeKobo: transferFeeKobo(total),
          trigger,
          createdAt: at,
          updatedAt: at,
          nextAttemptAt: at,
        },
        parts,
      );
      await post(tx, { kind: "payout_sent", bookingId: parts[0]!.bookingId, payoutId: payout.id, lines: payoutLines(parts, "owner_payable", "payouts_in_transit"), at });
      log("info", "payout made", { payoutId: payout.id, ownerId, amountKobo: total, trigger });
      return payout;
    };
    return inTx ? make(inTx) : db.transaction((t) => make(t as unknown as Tx));
  }

  /**
   * Applies what the provider says of a payout, once, under its lock: arrived, failed (the money is the owner's
   * available balance again) or sent back; still on its way, it is `sent`. The owner is e-mailed of each outcome.
   */
  async function apply(payoutId: number, state: TransferState, at: Date): Promise<string> {
    let mail: Mail | undefined;
    const outcome = await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const p = await repo.lockPayout(tx, payoutId);
      if (!p) return "ignored: no such payout";
      const open = p.status === "pending" || p.status === "sending" || p.status === "sent";
      if (state.status === "not_found") return `unchanged: the provider has no transfer (${p.status})`;
      if (state.status === "pending") {
        if (!open) return `unchanged: ${p.status}`;
        await repo.updatePayout(tx, p.id, { status: "sent", transferCode: state.transferCode ?? p.transferCode, failureReason: null, updatedAt: at });
        return "sent";
      }
      if (state.status === "success" && !open) return `unchanged: ${p.status}`;
      if (state.status === "failed" && !open) return `unchanged: ${p.status}`;
      if (state.status === "reversed" && !open && p.status !== "success") return `unchanged: ${p.status}`;
      const parts = await repo.linesOf(tx, p.id);
      const postAs = (kind: "payout_paid" | "payout_failed" | "payout_reversed", from: "payouts_in_transit" | "provider_cash", to: "provider_cash" | "owner_payable") =>
        post(tx, { kind, bookingId: parts[0]!.bookingId, payoutId: p.id, lines: payoutLines(parts, from, to), at });
      // Failed: never arrived, the in-transit money is the owner's again. Reversed: it arrived (posted as paid if the
      // success was never heard), then came back to Haya's balance, the owner's again.
      if (state.status === "failed") await postAs("payout_failed", "payouts_in_transit", "owner_payable");
      else {
        if (open) await postAs("payout_paid", "payouts_in_transit", "provider_cash");
        if (state.status === "reversed") await postAs("payout_reversed", "provider_cash", "owner_payable");
      }
      // The bank's own words, as the bank wrote them; without any, each reader's page, mail and bell say what happened in
      // their language (the status says failed or sent back).
      const reason = state.status === "success" ? null : (state.reason ?? null);
      await repo.updatePayout(tx, p.id, { status: state.status, transferCode: state.transferCode ?? p.transferCode, failureReason: reason, completedAt: at, updatedAt: at });
      await deps.onOutcome?.(tx, { payoutId: p.id, ownerId: p.ownerId, status: state.status, amountKobo: state.status === "success" ? p.amountKobo - p.feeKobo : p.amountKobo, reason });
      const person = await deps.personOf(tx, p.ownerId);
      if (person) {
        mail = payoutOutcomeMail(person, p, state.status, reason, deps.siteUrl);
        if (deps.jobs) await deps.jobs.send("mail", mail, tx);
      }
      log(state.status === "success" ? "info" : "warn", `payout ${state.status}`, { payoutId: p.id, ownerId: p.ownerId, reason });
      return state.status;
    });
    if (mail && !deps.jobs) await deps.sendMail(mail).catch((e: unknown) => log("error", "payout email not sent", { payoutId, error: errorText(e) }));
    return outcome;
  }

  /**
   * Sends one payout if it is due and nobody else is sending it. A payout tried before is first asked about (its answer
   * may have been lost after the provider took it); the provider's refusal fails it (money back); no answer leaves it
   * to be tried again with back-off, under the same reference.
   */
  async function send(payoutId: number, at: Date = now()): Promise<string> {
    const claimed = await repo.claimPayout(db, payoutId, at, STUCK_MS);
    if (!claimed) return "skipped";
    let state: TransferState;
    try {
      const earlier = claimed.attempts > 1 ? await provider.verifyTransfer(claimed.reference) : undefined;
      state =
        earlier && earlier.status !== "not_found"
          ? earlier
          : await provider.transfer({
              reference: claimed.reference,
              amountKobo: claimed.amountKobo - claimed.feeKobo,
              recipientCode: claimed.recipientCode,
              reason: `Haya payout ${claimed.reference}`,
            });
    } catch (e) {
      if (e instanceof TransferRefused) return apply(payoutId, { status: "failed", transferCode: null, reason: e.message }, at);
      const error = errorText(e);
      await repo.updatePayout(db, payoutId, { status: "pending", failureReason: error.slice(0, 500), nextAttemptAt: new Date(at.getTime() + retryDelayMs(claimed.attempts)), updatedAt: at });
      log(e instanceof ProviderError ? "warn" : "error", "payout not sent; it will be asked about and tried again", { payoutId, attempts: claimed.attempts, error });
      return "retry";
    }
    return apply(payoutId, state, at);
  }

  /** Asks the provider about a payout and applies the answer (the sweep's check of a quiet one, and every webhook). */
  async function reconcile(payout: repo.PayoutRow, at: Date): Promise<string> {
    const state = await provider.verifyTransfer(payout.reference);
    const outcome = await apply(payout.id, state, at);
    // Still on its way: the next check waits QUIET_MS again.
    if (outcome === "sent") await repo.updatePayout(db, payout.id, { updatedAt: at });
    return outcome;
  }

  return {
    /** The owner's Withdraw: a payout of everything available, sent at once. */
    /** `expectKobo`: the balance the owner saw and confirmed; when given, any other amount is refused (ConflictError). */
    async withdraw(ownerId: string, opts: { expectKobo?: number | undefined } = {}): Promise<repo.PayoutRow> {
      await deps.limiter?.attempt([["payoutWithdraw", ownerId]]);
      const at = now();
      const payout = await makePayout(ownerId, "withdraw", at, undefined, opts.expectKobo);
      await send(payout.id, at);
      return (await repo.payoutByReference(db, payout.reference))!;
    },

    send,

    /**
     * An operator's retry of a failed payout: its money went back to the owner's balance when it failed, so a new payout
     * of everything available now (that money included) is made, under the owner's lock, with `inTx` (the audit row) in
     * the same transaction, then sent. ConflictError when it is not failed, or nothing is left to pay (a later payout
     * already took the money).
     */
    async retryFailed(payoutId: number, inTx?: (tx: Tx, made: repo.PayoutRow, failed: repo.PayoutRow) => Promise<void>): Promise<repo.PayoutRow> {
      const at = now();
      const made = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const failed = await repo.lockPayout(tx, payoutId);
        if (!failed) throw new NotFoundError(m.err_no_such_payout());
        if (failed.status !== "failed") throw new ConflictError(m.err_payout_retry_failed_only({ status: failed.status }));
        const payout = await makePayout(failed.ownerId, "run", at, tx);
        await inTx?.(tx, payout, failed);
        return payout;
      });
      await send(made.id, at);
      return (await repo.payoutById(db, made.id))!;
    },

    /**
     * A transfer.* webhook of `providerName` about `reference`: the provider is asked, and its answer applied. The
     * webhook's own contents are never used.
     */
    async onTransferEvent(providerName: string, reference: string | null): Promise<string> {
      const payout = reference ? await repo.payoutByReference(db, reference) : undefined;
      if (!payout || payout.provider !== providerName) return "ignored: unknown transfer reference";
      return reconcile(payout, now());
    },

    /** Every minute: payouts due are sent (or sent again), stuck ones asked about, quiet ones checked with the provider. */
    async sweep(at: Date = now()): Promise<Record<number, string>> {
      const done: Record<number, string> = {};
      for (const { id, status } of await repo.payoutsDue(db, at, STUCK_MS, QUIET_MS))
        try {
          if (status === "sent") {
            const p = await repo.payoutById(db, id);
            if (p) done[id] = await reconcile(p, at);
          } else done[id] = await send(id, at);
        } catch (e) {
          log("error", "payout sweep: one payout failed; the next sweep tries again", { payoutId: id, error: errorText(e) });
        }
      return done;
    },

    /** The daily payout run: every owner with an account and at least the minimum available is paid. */
    async run(at: Date = now()): Promise<number[]> {
      const made: number[] = [];
      for (const ownerId of await repo.ownersWithAccounts(db, at))
        try {
          const payout = await makePayout(ownerId, "run", at);
          made.push(payout.id);
          await send(payout.id, at);
        } catch (e) {
          if (!(e instanceof ConflictError)) log("error", "payout run: an owner's payout failed", { ownerId, error: errorText(e) });
        }
      return made;
    },
  };
}
export type TransfersService = ReturnType<typeof createTransfersService>;
