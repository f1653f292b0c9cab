// The rules of paying for a booking: one checkout per attempt, a provider's verified answer applied once (a success is
// final, a failure after it changes nothing, a success after a failure counts), money that does not match never
// accepted, late money refunded, cancellations refunded, caution deposits given back DAMAGE_CLAIM_HOURS after the
// return, and every kobo posted to the ledger (ledger.ts).
//
// Webhooks are only a trigger: after the signature check, a charge event makes Haya ask the provider (verify) and apply
// that answer, never the event's own contents, so forged, duplicate or reordered events cannot move money (decision 008).
import { createHash, randomBytes } from "node:crypto";
import { DAMAGE_CLAIM_HOURS } from "../../../core/fees";
import type { Db, Tx } from "../../db/client";
import { ConflictError, NotFoundError } from "../../errors";
import { errorText, type Log } from "../../logger";
import { type BookingMove, type BookingsService } from "../bookings/bookings.service";
import { paidNote } from "../bookings/history-notes";
import { extensionToPay, payExtension } from "./extension-payments";
import { lateFeeToPay, payLateFee } from "./late-fee-payments";
import { cashLines, paymentLines, post } from "./ledger";
import { webhookEventSchema } from "./payments.schema";
import * as repo from "./payments.repo";
import { paystackProvider, type PaystackOptions } from "./paystack";
import type { PaymentProvider, ProviderName, VerifiedCharge } from "./provider";
import { createRefunder, RETRY_LATER } from "./refunding";
import { answerSandboxCharge, sandboxProvider } from "./sandbox";
import { sandboxCheckoutView } from "./sandbox.repo";
import { m } from "../../../core/paraglide/messages";

export interface PaymentsDeps {
  bookings: BookingsService;
  /** PAYSTACK_SECRET_KEY and PAYSTACK_BASE_URL; unset: payments go through the sandbox. */
  paystack?: PaystackOptions | undefined;
  /**
   * Haya's own address (ServiceOptions.baseUrl: PUBLIC_URL, or http://localhost:PORT), the only place the sandbox
   * delivers its webhooks; never the address a request came in on. Unset (tests): the sandbox sends none, and the return
   * page's verify settles the payment.
   */
  baseUrl?: string | undefined;
  /** The site's configured origin, where renters come back to from a checkout (default: baseUrl, else http://localhost:3000). */
  siteUrl?: string;
  /** Inside the transaction that owes a booking's caution deposit back (the renter's e-mail written as a job). */
  depositOwedInTx?: (tx: Tx, bookingId: number) => Promise<void>;
  /** Told (after commit, never awaited) of each booking whose caution deposit a sweep has just owed: the renter's e-mail. */
  onDepositOwed?: (bookingId: number) => void | Promise<void>;
  log?: Log;
  now?: () => Date;
}

/** Why a checkout cannot start, by the booking's status. */
function notPayable(status: string): string {
  switch (status) {
    case "requested":
      return m.err_pay_not_accepted();
    case "confirmed":
    case "active":
    case "completed":
      return m.err_pay_already_paid();
    case "expired":
      return m.err_pay_expired();
    default:
      return m.err_pay_status({ status });
  }
}

/** A success and a flagged payment are final; anything else may still become a success. */
const isFinal = (status: string) => status === "success" || status === "flagged";

/** What settling a payment found, as the return page tells the renter (`refunded`: money for a booking no longer open). */
export type Settled = "success" | "failed" | "pending" | "refunded" | "flagged";

/** A final payment as the renter is told of it: a success that did not confirm its booking is being refunded. */
const shownFinal = (p: repo.Payment): Settled => (p.status === "flagged" ? "flagged" : p.applied ? "success" : "refunded");

export function createPaymentsService(db: Db, deps: PaymentsDeps) {
  const log: Log = deps.log ?? (() => {});
  const now = deps.now ?? (() => new Date());
  const sandbox = sandboxProvider(db);
  const paystack = deps.paystack ? paystackProvider(deps.paystack) : undefined;
  /** New checkouts go to Paystack when it is configured; the sandbox still verifies its own older charges. */
  const active: PaymentProvider = paystack ?? sandbox;
  const providerOf = (name: string): PaymentProvider => {
    if (name === "paystack" && paystack) return paystack;
    if (name === "sandbox") return sandbox;
    throw new Error(`Payment provider ${name} is not configured`);
  };
  const refunder = createRefunder(db, { providerOf, log, now, depositOwedInTx: deps.depositOwedInTx });
  const base = deps.baseUrl?.replace(/\/+$/, "");
  /** Where the renter comes back to after paying: the configured site, never the Host of the request that started it. */
  const siteUrl = (deps.siteUrl ?? base ?? "http://localhost:3000").replace(/\/+$/, "");
  const webhookUrlOf = (name: ProviderName) => (base ? `${base}/api/v1/payments/webhooks/${name}` : "");

  deps.bookings.addHooks({
    inTx: (tx, move) => refunder.oweOnCancel(tx, move),
    async after(move) {
      if (move.to !== "cancelled") return;
      for (const id of await repo.pendingRefundsOf(db, move.booking.id)) await refunder.send(id);
    },
  });

  /** Applies what the provider verified to the payment, in one transaction with its booking locked; then announces and refunds. */
  async function apply(reference: string, verified: VerifiedCharge) {
    const at = now();
    const moves: BookingMove[] = [];
    let refundId: number | undefined;
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const unlocked = await repo.paymentByReference(tx, reference);
      if (!unlocked) throw new NotFoundError(m.err_payment_not_found());
      // The booking first, then the payment: the order of a cancellation (booking, then its payment), so neither waits on the other in a circle.
      const booking = (await repo.lockBooking(tx, unlocked.bookingId))!;
      const p = (await repo.paymentByReference(tx, reference, true))!;
      const done = async (status: Settled, outcome: string) => {
        await repo.recordEvent(tx, { provider: p.provider, source: "verify", eventType: `verify:${verified.status}`, reference, paymentId: p.id, payload: JSON.stringify(verified), outcome });
        return { bookingId: p.bookingId, status };
      };
      if (isFinal(p.status)) return done(shownFinal(p), "unchanged: already final");
      // Still open at the provider (a renter may try again on the same checkout after a failure): never "failed" here.
      if (verified.status === "pending") return done("pending", "unchanged: not finished");
      if (verified.status === "failed") {
        await repo.updatePayment(tx, p.id, { status: "failed", providerTransactionId: verified.transactionId, updatedAt: at });
        return done("failed", "failed");
      }
      if (verified.amountKobo !== p.amountKobo || verified.currency !== p.currency) {
        const note = `Paid ${verified.amountKobo} ${verified.currency}, expected ${p.amountKobo} ${p.currency}`;
        await repo.updatePayment(tx, p.id, { status: "flagged", note, providerTransactionId: verified.transactionId, updatedAt: at });
        log("error", "payment flagged: amount or currency does not match", { reference, bookingId: p.bookingId, note });
        return done("flagged", "flagged");
      }
      const paid = { status: "success" as const, providerTransactionId: verified.transactionId, paidAt: verified.paidAt ?? at, updatedAt: at };
      // An extension's payment pays the extension, never the booking's own move (extension-payments.ts).
      if (p.extensionId !== null) {
        if (await payExtension(tx, booking, p, paid, at)) return done("success", "applied: extension paid");
      } else if (p.lateFeeId !== null) {
        if (await payLateFee(tx, booking, p, paid, at)) return done("success", "applied: late fee paid");
      } else if (booking.status === "awaiting_payment") {
        await repo.updatePayment(tx, p.id, { ...paid, applied: true });
        await post(tx, { kind: "payment", bookingId: booking.id, paymentId: p.id, lines: paymentLines(booking), at });
        await deps.bookings.transition(booking.id, "pay", { actor: "system", userId: null }, { tx, moves, now: at, note: paidNote(reference) });
        return done("success", "applied: booking confirmed");
      }
      // Money for a booking that expired, was cancelled or was already paid by another attempt (or for an extension or a
      // late fee no longer waiting for it): all of it goes back.
      await repo.updatePayment(tx, p.id, { ...paid, applied: false });
      const refund = await repo.insertRefund(tx, { bookingId: booking.id, paymentId: p.id, reason: "late_payment", amountKobo: p.amountKobo, createdAt: at, updatedAt: at, nextAttemptAt: at });
      refundId = refund.id;
      await post(tx, { kind: "late_payment", bookingId: booking.id, paymentId: p.id, refundId: refund.id, lines: cashLines(p.amountKobo, 1), at });
      log("warn", "payment for a booking that no longer waits for one: refunding in full", { reference, bookingId: booking.id, bookingStatus: booking.status });
      return done("refunded", `refunding: booking is ${booking.status}`);
    });
    for (const move of moves) deps.bookings.announceMove(move);
    if (refundId !== undefined) await refunder.send(refundId);
    return result;
  }

  /**
   * Where a payment stands, asking the provider when it is not final. `bookings`: how many bookings the charge paid, when
   * it paid several (a cart's one payment; `bookingId` is then its first).
   */
  async function settle(reference: string): Promise<{ bookingId: number; status: Settled; bookings?: number }> {
    const payment = await repo.paymentByReference(db, reference);
    if (payment) {
      if (isFinal(payment.status)) return { bookingId: payment.bookingId, status: shownFinal(payment) };
      return apply(reference, await providerOf(payment.provider).verify(reference));
    }
    const parts = await repo.paymentsOfCharge(db, reference);
    if (parts.length === 0) throw new NotFoundError(m.err_payment_not_found());
    const open = parts.filter((p) => !isFinal(p.status));
    const verified = open.length ? await providerOf(parts[0]!.provider).verify(reference) : undefined;
    // Each booking's part is applied as its own payment (its own transaction, ledger posting and move): the whole charge
    // must be what the parts add up to, else every part is flagged for a person to look at.
    const whole = parts.reduce((sum, p) => sum + p.amountKobo, 0);
    const statuses: Settled[] = [];
    for (const p of parts) {
      if (!verified || isFinal(p.status)) statuses.push(shownFinal(p));
      else statuses.push((await apply(p.reference, verified.amountKobo === whole ? { ...verified, amountKobo: p.amountKobo } : verified)).status);
    }
    const status = statuses.find((x) => x !== "success") ?? "success";
    return { bookingId: parts[0]!.bookingId, status, bookings: parts.length };
  }

  const reply = (status: number, body: object) => ({ status, body });
  /** Where transfer.* events go (the payouts' transfers service registers itself: Paystack sends every event to one address). */
  let transferEvents: ((provider: string, reference: string | null) => Promise<string>) | undefined;

  return {
    /**
     * Starts a checkout for the renter's booking awaiting payment, for its accepted extension `extensionId`, or for the
     * late fee its owner asked for (`lateFee`): a new reference and payments row, and the provider's page.
     */
    async startCheckout(input: { bookingId: number; renterId: string; extensionId?: number; lateFee?: boolean }): Promise<{ url: string; reference: string }> {
      const b = await repo.bookingForCheckout(db, input.bookingId);
      if (!b || b.renterId !== input.renterId) throw new NotFoundError(m.err_booking_not_found());
      const extension = input.extensionId === undefined ? undefined : await extensionToPay(db, b.id, input.extensionId, now());
      const lateFee = input.lateFee ? await lateFeeToPay(db, b.id) : undefined;
      const own = !extension && !lateFee;
      if (own && b.status !== "awaiting_payment") throw new ConflictError(notPayable(b.status));
      if (own && b.expiresAt && b.expiresAt.getTime() <= now().getTime()) throw new ConflictError(notPayable("expired"));
      const amountKobo = extension?.totalKobo ?? lateFee?.amountKobo ?? b.totalKobo;
      const reference = `haya-${b.id}-${randomBytes(8).toString("hex")}`;
      const payment = await repo.insertPayment(db, { bookingId: b.id, extensionId: extension?.id ?? null, lateFeeId: lateFee?.id ?? null, provider: active.name, reference, amountKobo, currency: "NGN", createdAt: now(), updatedAt: now() });
      try {
        const { url } = await active.initialize({
          reference,
          amountKobo,
          currency: "NGN",
          email: b.email,
          callbackUrl: `${siteUrl}/payments/return?reference=${encodeURIComponent(reference)}`,
          webhookUrl: webhookUrlOf(active.name),
          metadata: { bookingId: b.id, paymentId: payment.id },
        });
        return { url, reference };
      } catch (e) {
        await repo.updatePayment(db, payment.id, { status: "failed", note: "The provider did not open the checkout", updatedAt: now() });
        log("error", "checkout not started", { bookingId: b.id, reference, error: errorText(e) });
        throw new ConflictError(m.err_provider_down());
      }
    },

    /**
     * One payment for several of the renter's bookings awaiting payment (a cart's instant lines, or requests their
     * owners accepted): one charge at the provider for their sum, and a payments row per booking with its own part, so
     * that each booking is confirmed, posted to the ledger and refunded on its own.
     */
    async startCheckoutOfMany(input: { bookingIds: number[]; renterId: string }): Promise<{ url: string; reference: string; amountKobo: number }> {
      const ids = [...new Set(input.bookingIds)].sort((a, b) => a - b);
      if (ids.length === 0) throw new NotFoundError(m.err_booking_not_found());
      const list: NonNullable<Awaited<ReturnType<typeof repo.bookingForCheckout>>>[] = [];
      for (const id of ids) {
        const b = await repo.bookingForCheckout(db, id);
        if (!b || b.renterId !== input.renterId) throw new NotFoundError(m.err_booking_not_found());
        if (b.status !== "awaiting_payment") throw new ConflictError(m.err_titled({ title: b.title, message: notPayable(b.status) }));
        if (b.expiresAt && b.expiresAt.getTime() <= now().getTime()) throw new ConflictError(m.err_titled({ title: b.title, message: notPayable("expired") }));
        list.push(b);
      }
      const amountKobo = list.reduce((sum, b) => sum + b.totalKobo, 0);
      const reference = `haya-cart-${randomBytes(10).toString("hex")}`;
      const parts = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const rows: repo.Payment[] = [];
        for (const b of list)
          rows.push(await repo.insertPayment(tx, { bookingId: b.id, extensionId: null, provider: active.name, reference: `haya-${b.id}-${randomBytes(8).toString("hex")}`, chargeReference: reference, amountKobo: b.totalKobo, currency: "NGN", createdAt: now(), updatedAt: now() }));
        return rows;
      });
      try {
        const { url } = await active.initialize({
          reference,
          amountKobo,
          currency: "NGN",
          email: list[0]!.email,
          callbackUrl: `${siteUrl}/payments/return?reference=${encodeURIComponent(reference)}`,
          webhookUrl: webhookUrlOf(active.name),
          metadata: { bookingIds: ids.join(","), paymentIds: parts.map((p) => p.id).join(",") },
        });
        return { url, reference, amountKobo };
      } catch (e) {
        for (const p of parts) await repo.updatePayment(db, p.id, { status: "failed", note: "The provider did not open the checkout", updatedAt: now() });
        log("error", "checkout of several bookings not started", { bookingIds: ids, reference, error: errorText(e) });
        throw new ConflictError(m.err_provider_down());
      }
    },

    settle,

    /** Sends one refund now if it is due (after the commit that owed it; the sweep retries it otherwise). */
    sendRefund: (refundId: number) => refunder.send(refundId),
    /** A failed refund made due now (an operator's retry), in the caller's transaction; send it after commit with sendRefund. */
    retryFailedRefund: (tx: Tx, refundId: number) => refunder.retryFailed(tx, refundId),

    /** Hands the provider's transfer.success / transfer.failed / transfer.reversed events (signature checked) to `handler`. */
    onTransferEvent(handler: (provider: string, reference: string | null) => Promise<string>) {
      transferEvents = handler;
    },

    /** The booking a payment reference is for (NotFoundError when there is none). */
    async bookingOf(reference: string): Promise<number> {
      const payment = (await repo.paymentByReference(db, reference)) ?? (await repo.paymentsOfCharge(db, reference))[0];
      if (!payment) throw new NotFoundError(m.err_payment_not_found());
      return payment.bookingId;
    },

    /** A provider's webhook: 401 without its signature, 200 once handled (or ignored), so that the provider stops resending. */
    async handleWebhook(provider: ProviderName, rawBody: string, headers: Headers): Promise<{ status: number; body: object }> {
      const p = provider === "paystack" ? paystack : sandbox;
      if (!p) return reply(404, { error: "not_found", message: "Paystack is not configured" });
      if (!(await p.checkSignature(rawBody, headers))) {
        log("warn", "payment webhook with a bad signature", { provider });
        return reply(401, { error: "invalid_signature", message: "The signature does not match" });
      }
      let parsed;
      try {
        parsed = webhookEventSchema.safeParse(JSON.parse(rawBody));
      } catch {
        parsed = undefined;
      }
      if (!parsed?.success) return reply(400, { error: "invalid_request", message: "The body is not a webhook event" });
      const { event, data } = parsed.data;
      const bodyHash = createHash("sha256").update(rawBody).digest("hex");
      const reference = data.reference ?? data.transaction_reference ?? null;
      const recordIn = (tx: Tx, outcome: string, paymentId: number | null) =>
        repo.recordEvent(tx, { provider, source: "webhook", eventType: event, reference, paymentId, bodyHash, payload: rawBody, outcome });
      const record = async (outcome: string, paymentId: number | null = null) => {
        await recordIn(db, outcome, paymentId);
        return reply(200, { received: true, outcome });
      };
      if (event.startsWith("transfer.")) {
        if (!transferEvents) return record("ignored: payouts are not set up");
        return record(await transferEvents(provider, reference));
      }
      // The charge's payment, or the first of a charge that paid several bookings (its reference is the charge's).
      const payment = reference ? ((await repo.paymentByReference(db, reference)) ?? (await repo.paymentsOfCharge(db, reference))[0]) : undefined;
      if (!reference || !payment || payment.provider !== provider) {
        log("info", "payment webhook for an unknown reference ignored", { provider, event, reference });
        return record("ignored: unknown reference");
      }
      if (event === "charge.success" || event === "charge.failed") {
        const { status } = await settle(reference);
        return record(status, payment.id);
      }
      if (event === "refund.processed" || event === "refund.failed") {
        const outcome = await refunder.onProviderRefund({
          reference,
          providerRefundId: data.id === undefined ? null : String(data.id),
          processed: event === "refund.processed",
          // Kept in the refund's own transaction: the audit row commits with what it did.
          record: (tx, outcome) => recordIn(tx, outcome, payment.id),
        });
        // Any answer but 2xx makes Paystack deliver the event again later.
        return reply(outcome === RETRY_LATER ? 503 : 200, { received: outcome !== RETRY_LATER, outcome });
      }
      return record("ignored: event not used", payment.id);
    },

    /** The booking's receipt: the payment that confirmed it, and its refunds (`deposit`: the caution deposit given back after the return). */
    async summary(bookingId: number): Promise<{
      paid: { amountKobo: number; at: string; provider: string; reference: string } | null;
      refunds: { amountKobo: number; status: string; at: string; deposit: boolean }[];
    }> {
      const r = await repo.receiptOf(db, bookingId);
      return {
        paid: r.paid ? { amountKobo: r.paid.amountKobo, at: (r.paid.at ?? new Date(0)).toISOString(), provider: r.paid.provider, reference: r.paid.reference } : null,
        refunds: r.refunds.map((f) => ({ amountKobo: f.amountKobo, status: f.status, at: f.at.toISOString(), deposit: f.reason === "deposit" })),
      };
    },

    /**
     * Initialized payments of bookings that no longer wait for one become abandoned; completed bookings' caution deposits
     * are owed once DAMAGE_CLAIM_HOURS have passed since the return (`deposits`: those bookings); refunds due are (re)sent.
     */
    async sweep(at: Date = now()): Promise<{ abandoned: number[]; deposits: number[]; refunds: Record<number, string> }> {
      const abandoned = await repo.abandonStale(db, at);
      const deposits: number[] = [];
      for (const bookingId of await repo.depositsDue(db, at, DAMAGE_CLAIM_HOURS))
        try {
          if ((await refunder.oweDeposit(bookingId, at)) !== undefined) {
            deposits.push(bookingId);
            if (deps.onDepositOwed) void Promise.resolve().then(() => deps.onDepositOwed!(bookingId)).catch(() => {});
          }
        } catch (e) {
          // One booking's failure leaves the others' deposits and every refund due to go; the next sweep tries it again.
          log("error", "caution deposit refund not owed; the next sweep tries again", { bookingId, error: errorText(e) });
        }
      const refunds: Record<number, string> = {};
      for (const id of await repo.refundsDue(db, at)) refunds[id] = await refunder.send(id, at);
      return { abandoned, deposits, refunds };
    },

    /** What the sandbox page shows for a reference; NotFoundError when there is no such charge or the sandbox is off. */
    async sandboxCheckout(reference: string) {
      const view = paystack ? undefined : await sandboxCheckoutView(db, reference);
      if (!view) throw new NotFoundError(m.err_payment_not_found());
      return view;
    },

    /**
     * The renter's Pay or Decline on the sandbox page: the charge is answered and its webhook sent to Haya's own address;
     * then the return page, as a path on this same site (never an address stored from a request).
     */
    async answerSandbox(reference: string, outcome: "success" | "failed"): Promise<{ returnUrl: string }> {
      const answered = paystack ? undefined : await answerSandboxCharge(db, reference, outcome, { log, now: now(), webhookUrl: webhookUrlOf("sandbox") });
      if (!answered) throw new NotFoundError(m.err_payment_not_found());
      return answered;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
