// Deposit claims: within CLAIM_WINDOW_HOURS of the return, a completed booking's owner may claim part or all of its
// caution deposit (what happened, and photos); the renter is told at once and accepts or disputes within
// CLAIM_ANSWER_HOURS. Accepted, or no answer in time: the claimed amount is the owner's and the rest of the deposit is
// refunded. Disputed: it waits for an operator's decision (decide; `npm run claims`). While a claim is open the payments
// sweep leaves the deposit alone, and the owner's payout of that booking waits (payouts/transfers.service.ts).
//
// Settling is one transaction with the booking locked: claim_paid (deposits_held → owner_payable) and the rest owed
// back as the deposit's refund (refund_owed), sent after commit like any refund.
import { lateFeeAccrued } from "../../../core/late-returns";
import { CLAIM_ANSWER_HOURS, CLAIM_PHOTOS_MAX, CLAIM_REASONS, CLAIM_TEXT_MAX, CLAIM_TEXT_MIN, CLAIM_WINDOW_HOURS, type ClaimReason } from "../../../core/claims";
import { lagosTime } from "../../../core/dates";
import { formatNaira } from "../../../core/money";
import type { Db, Tx } from "../../db/client";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import type { JobSender } from "../../jobs/queue";
import { errorText, type Log } from "../../logger";
import { conditionPhotoUrl } from "../bookings/booking-photos.service";
import type { Mail } from "../mail/mail.service";
import { depositRefundLines, post } from "../payments/ledger";
import * as payRepo from "../payments/payments.repo";
import { claimMail } from "./claims.mails";
import * as repo from "./claims.repo";
import { askedKobo } from "./late-fees.repo";
import { m } from "../../../core/paraglide/messages";

const HOUR = 3_600_000;

/** Where a claim's photos are kept: the booking photos' store (checked, re-encoded, private to the booking's two sides). */
export interface ClaimPhotoStore {
  /** Throws InvalidError (field `photos`) for anything but a usable photo. */
  save(bookingId: number, bytes: Uint8Array): Promise<{ key: string; width: number; height: number }>;
  remove(key: string): Promise<void>;
}

export interface ClaimsDeps {
  photos: ClaimPhotoStore;
  /** Sends a refund owed by a settlement now (the payments sweep retries it otherwise). */
  sendRefund: (refundId: number) => Promise<unknown>;
  jobs?: JobSender | undefined;
  sendMail: (mail: Mail) => Promise<void>;
  siteUrl: string;
  log?: Log | undefined;
  now?: (() => Date) | undefined;
  /** Inside the claim's transaction, at each of its steps: its sides' notifications. */
  onEvent?: ((tx: Tx, e: { type: "filed" | "disputed" | "settled"; claimId: number; bookingId: number; ownerId: string; renterId: string; amountKobo: number; restKobo?: number }) => Promise<void>) | undefined;
}

export interface ClaimView {
  id: number;
  amountKobo: number;
  description: string;
  reason: ClaimReason;
  status: "open" | "disputed" | "settled";
  answerBy: string;
  answer: "accepted" | "disputed" | "lapsed" | null;
  answerText: string | null;
  settledAmountKobo: number | null;
  decisionNote: string | null;
  createdAt: string;
  settledAt: string | null;
  /** `url`: the photo at 640 px on the booking's private photo route (only the booking's two sides are served). */
  photos: { id: number; stage: "claim" | "claim_answer"; width: number; height: number; createdAt: string; url: string }[];
}

const text = (v: string | undefined) => (v ?? "").trim();

/**
 * Why a late-return claim of `amountKobo` cannot be made: at most the late fee run up, less what the owner asked the
 * renter to pay of it through Haya (requests waiting or paid, decision 057); undefined when it can.
 */
async function lateClaimError(conn: Tx, b: Parameters<typeof lateFeeAccrued>[0] & { id: number }, amountKobo: number, at: Date): Promise<Record<string, string> | undefined> {
  const fee = lateFeeAccrued(b, at);
  if (fee === 0) return { reason: m.err_claim_no_late_fee() };
  const left = fee - (await askedKobo(conn, b.id));
  if (left <= 0) return { reason: m.err_late_fee_covered() };
  if (amountKobo > left) return { amount: m.err_claim_late_most({ amount: formatNaira(left) }) };
}

export function createClaimsService(db: Db, deps: ClaimsDeps) {
  const log: Log = deps.log ?? (() => {});
  const now = deps.now ?? (() => new Date());

  /** Stores the photos before any transaction (re-encoding takes time); removed again if what they belong to is not saved. */
  async function storePhotos(bookingId: number, files: Uint8Array[]) {
    if (files.length > CLAIM_PHOTOS_MAX) throw new InvalidError(m.err_claim_photos_max({ max: CLAIM_PHOTOS_MAX }), { photos: m.err_claim_photos_max({ max: CLAIM_PHOTOS_MAX }) });
    const stored: { key: string; width: number; height: number }[] = [];
    try {
      for (const f of files) stored.push(await deps.photos.save(bookingId, f));
    } catch (e) {
      await dropPhotos(stored);
      throw e;
    }
    return stored;
  }
  const dropPhotos = (stored: { key: string }[]) => Promise.all(stored.map((p) => deps.photos.remove(p.key).catch(() => {})));

  /** Mails written in the transaction as jobs when there is a queue, else sent after commit. */
  async function mailIn(tx: Tx, mails: Mail[], later: Mail[]) {
    if (deps.jobs) for (const m of mails) await deps.jobs.send("mail", m, tx);
    else later.push(...mails);
  }
  const sendLater = (mails: Mail[]) =>
    Promise.all(mails.map((m) => deps.sendMail(m).catch((e: unknown) => log("error", "claim email not sent", { error: errorText(e) }))));

  /** The claimed or decided amount to the owner, the rest of the deposit owed back; the claim settled. Inside the booking's lock. */
  async function settle(tx: Tx, claim: repo.ClaimRow, booking: { id: number; depositKobo: number; ownerId: string; renterId: string }, amountKobo: number, at: Date, mails: Mail[]) {
    const payment = await payRepo.appliedPayment(tx, booking.id);
    if (!payment) throw new ConflictError(m.err_claim_no_payment());
    if (amountKobo > 0)
      await post(tx, {
        kind: "claim_paid",
        bookingId: booking.id,
        paymentId: payment.id,
        lines: [
          { account: "deposits_held", amountKobo },
          { account: "owner_payable", amountKobo: -amountKobo },
        ],
        at,
      });
    const rest = booking.depositKobo - amountKobo;
    let refundId: number | undefined;
    if (rest > 0) {
      const refund = await payRepo.insertDepositRefund(tx, { bookingId: booking.id, paymentId: payment.id, amountKobo: rest, createdAt: at, updatedAt: at, nextAttemptAt: at });
      if (!refund) throw new ConflictError(m.err_deposit_refunded());
      refundId = refund.id;
      await post(tx, { kind: "refund_owed", bookingId: booking.id, paymentId: payment.id, refundId, lines: depositRefundLines(rest), at });
    }
    await repo.updateClaim(tx, claim.id, { status: "settled", settledAmountKobo: amountKobo, settledAt: at, updatedAt: at });
    await deps.onEvent?.(tx, { type: "settled", claimId: claim.id, bookingId: booking.id, ownerId: booking.ownerId, renterId: booking.renterId, amountKobo, restKobo: rest });
    const [owner, renter] = await Promise.all([repo.personOf(tx, booking.ownerId), repo.personOf(tx, booking.renterId)]);
    const facts = { bookingId: booking.id, amountKobo, restKobo: rest, siteUrl: deps.siteUrl };
    if (owner) mails.push(claimMail("settled-owner", owner, facts));
    if (renter) mails.push(claimMail("settled-renter", renter, facts));
    log("info", "deposit claim settled", { claimId: claim.id, bookingId: booking.id, amountKobo, refundKobo: rest });
    return refundId;
  }

  /** After commit: the settlement's refund sent, the mails sent where there is no queue. */
  async function afterSettle(refundId: number | undefined, later: Mail[]) {
    await sendLater(later);
    if (refundId !== undefined) await deps.sendRefund(refundId).catch((e: unknown) => log("error", "claim refund not sent; the payments sweep retries it", { refundId, error: errorText(e) }));
  }

  /** A claim as its sides see it, from its row: its photos as addresses on the booking's private photo route. */
  async function viewOf(claim: repo.ClaimRow): Promise<ClaimView> {
    const photos = await repo.claimPhotos(db, claim.bookingId);
    return {
      id: claim.id,
      amountKobo: claim.amountKobo,
      description: claim.description,
      reason: claim.reason as ClaimReason,
      status: claim.status as ClaimView["status"],
      answerBy: claim.answerBy.toISOString(),
      answer: claim.answer as ClaimView["answer"],
      answerText: claim.answerText,
      settledAmountKobo: claim.settledAmountKobo,
      decisionNote: claim.decisionNote,
      createdAt: claim.createdAt.toISOString(),
      settledAt: claim.settledAt?.toISOString() ?? null,
      photos: photos.map((p) => ({
        id: p.id,
        stage: p.stage as "claim" | "claim_answer",
        width: p.width,
        height: p.height,
        createdAt: p.createdAt.toISOString(),
        url: conditionPhotoUrl(claim.bookingId, p.id, 640),
      })),
    };
  }

  /** The booking's claim as its owner or renter sees it (`viewerId` null: an operator); undefined when there is none. */
  async function view(bookingId: number, viewerId: string | null): Promise<ClaimView | undefined> {
    const [claim, b] = await Promise.all([repo.claimOf(db, bookingId), viewerId === null ? undefined : repo.bookingOf(db, bookingId)]);
    if (!claim) return undefined;
    if (viewerId !== null && (!b || (b.ownerId !== viewerId && b.renterId !== viewerId))) return undefined;
    return viewOf(claim);
  }

  /** Until when the owner of booking `b` (with no claim yet) may still claim; null when they cannot now. */
  async function claimableUntil(b: NonNullable<Awaited<ReturnType<typeof repo.bookingOf>>>): Promise<{ until: string; maxKobo: number } | null> {
    if (b.status !== "completed" || b.depositKobo <= 0) return null;
    const [refunded, returned] = await Promise.all([payRepo.hasDepositRefund(db, b.id), repo.completedAt(db, b.id)]);
    if (refunded || !returned) return null;
    const until = new Date(returned.getTime() + CLAIM_WINDOW_HOURS * HOUR);
    return until > now() ? { until: until.toISOString(), maxKobo: b.depositKobo } : null;
  }

  return {
    /** The owner's claim: validated, photos stored, then saved with the renter told, in one transaction with the booking locked. */
    async file(input: { bookingId: number; userId: string; amountKobo: number; description: string; photos: Uint8Array[]; reason?: string | undefined }): Promise<ClaimView> {
      const description = text(input.description);
      const reason = input.reason ?? "damage";
      const errors: Record<string, string> = {};
      if (!(CLAIM_REASONS as readonly string[]).includes(reason)) errors.reason = m.err_claim_reason();
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) errors.amount = m.err_claim_amount();
      if (description.length < CLAIM_TEXT_MIN || description.length > CLAIM_TEXT_MAX) errors.description = description.length > CLAIM_TEXT_MAX ? m.err_keep_under({ max: CLAIM_TEXT_MAX }) : m.err_claim_text({ min: CLAIM_TEXT_MIN });
      // A late return needs no photo: the hour it came back says it.
      if (input.photos.length === 0 && reason !== "late_return") errors.photos = m.err_claim_photo();
      const at = now();
      // Who and when first (a cheap read), so that a stranger learns nothing from the input's errors.
      const peek = await repo.bookingOf(db, input.bookingId);
      if (!peek || (peek.ownerId !== input.userId && peek.renterId !== input.userId)) throw new NotFoundError(m.err_booking_not_found());
      if (peek.ownerId !== input.userId) throw new ForbiddenError(m.err_renter_cannot_claim());
      if (peek.depositKobo > 0 && input.amountKobo > peek.depositKobo) errors.amount = m.err_claim_most({ amount: formatNaira(peek.depositKobo) });
      if (reason === "late_return" && !errors.amount) {
        const error = await lateClaimError(db, peek, input.amountKobo, at);
        if (error) Object.assign(errors, error);
      }
      if (Object.keys(errors).length > 0) throw new InvalidError(Object.values(errors)[0]!, errors);
      const stored = await storePhotos(input.bookingId, input.photos);
      const later: Mail[] = [];
      try {
        const claim = await db.transaction(async (t) => {
          const tx = t as unknown as Tx;
          const b = (await repo.lockBooking(tx, input.bookingId))!;
          if (b.status !== "completed") throw new ConflictError(m.err_claim_not_returned());
          if (b.depositKobo <= 0) throw new ConflictError(m.err_claim_no_deposit());
          if (await repo.claimOf(tx, b.id)) throw new ConflictError(m.err_already_claimed());
          // Again under the lock: a late fee request (late-fees.service) may have taken part of the fee meanwhile.
          const late = reason === "late_return" ? await lateClaimError(tx, b, input.amountKobo, at) : undefined;
          if (late) throw new InvalidError(Object.values(late)[0]!, late);
          const returned = (await repo.completedAt(tx, b.id))!;
          const until = new Date(returned.getTime() + CLAIM_WINDOW_HOURS * HOUR);
          // Past the window, or the deposit is already owed back (the sweep got there first): too late either way.
          if (at >= until || (await payRepo.hasDepositRefund(tx, b.id))) throw new ConflictError(m.err_claim_too_late({ hours: CLAIM_WINDOW_HOURS, date: lagosTime(until) }));
          const row = await repo.insertClaim(tx, {
            bookingId: b.id,
            ownerId: b.ownerId,
            amountKobo: input.amountKobo,
            description,
            reason,
            answerBy: new Date(at.getTime() + CLAIM_ANSWER_HOURS * HOUR),
            createdAt: at,
            updatedAt: at,
          });
          await repo.insertPhotos(tx, stored.map((p) => ({ bookingId: b.id, userId: input.userId, stage: "claim", storageKey: p.key, width: p.width, height: p.height, createdAt: at })));
          await deps.onEvent?.(tx, { type: "filed", claimId: row.id, bookingId: b.id, ownerId: b.ownerId, renterId: b.renterId, amountKobo: row.amountKobo });
          const renter = await repo.personOf(tx, b.renterId);
          if (renter) await mailIn(tx, [claimMail("filed", renter, { bookingId: b.id, amountKobo: row.amountKobo, answerBy: row.answerBy, siteUrl: deps.siteUrl })], later);
          return row;
        });
        await sendLater(later);
        log("info", "deposit claim filed", { claimId: claim.id, bookingId: claim.bookingId, amountKobo: claim.amountKobo });
        return (await view(claim.bookingId, input.userId))!;
      } catch (e) {
        await dropPhotos(stored);
        throw e;
      }
    },

    /** The renter's answer: accept (settled now) or dispute (text of at least CLAIM_TEXT_MIN, photos optional). */
    async answer(input: { bookingId: number; userId: string; accept: boolean; text?: string; photos: Uint8Array[] }): Promise<ClaimView> {
      const why = text(input.text);
      const peek = await repo.bookingOf(db, input.bookingId);
      if (!peek || (peek.ownerId !== input.userId && peek.renterId !== input.userId)) throw new NotFoundError(m.err_booking_not_found());
      if (peek.renterId !== input.userId) throw new ForbiddenError(m.err_only_renter_answers_claim());
      if (!(await repo.claimOf(db, input.bookingId))) throw new NotFoundError(m.err_no_claim());
      if (!input.accept && (why.length < CLAIM_TEXT_MIN || why.length > CLAIM_TEXT_MAX)) throw new InvalidError(m.err_dispute_text({ min: CLAIM_TEXT_MIN }), { text: m.err_dispute_text({ min: CLAIM_TEXT_MIN }) });
      const at = now();
      const stored = input.accept ? [] : await storePhotos(input.bookingId, input.photos);
      const later: Mail[] = [];
      try {
        const refundId = await db.transaction(async (t) => {
          const tx = t as unknown as Tx;
          const b = (await repo.lockBooking(tx, input.bookingId))!;
          const claim = (await repo.claimOf(tx, b.id))!;
          if (claim.status !== "open") throw new ConflictError(m.err_claim_not_open());
          if (at >= claim.answerBy) throw new ConflictError(m.err_claim_answer_too_late({ date: lagosTime(claim.answerBy) }));
          await repo.updateClaim(tx, claim.id, { answer: input.accept ? "accepted" : "disputed", answerText: why || null, answeredAt: at, updatedAt: at, ...(input.accept ? {} : { status: "disputed" }) });
          if (input.accept) return settle(tx, claim, b, claim.amountKobo, at, later);
          await repo.insertPhotos(tx, stored.map((p) => ({ bookingId: b.id, userId: input.userId, stage: "claim_answer", storageKey: p.key, width: p.width, height: p.height, createdAt: at })));
          await deps.onEvent?.(tx, { type: "disputed", claimId: claim.id, bookingId: b.id, ownerId: b.ownerId, renterId: b.renterId, amountKobo: claim.amountKobo });
          const owner = await repo.personOf(tx, b.ownerId);
          if (owner) await mailIn(tx, [claimMail("disputed", owner, { bookingId: b.id, amountKobo: claim.amountKobo, siteUrl: deps.siteUrl })], later);
          log("info", "deposit claim disputed", { claimId: claim.id, bookingId: b.id });
          return undefined;
        });
        await afterSettle(refundId, later);
        return (await view(input.bookingId, input.userId))!;
      } catch (e) {
        await dropPhotos(stored);
        throw e;
      }
    },

    /**
     * An operator's decision on a disputed claim (the admin side builds its screen; until then `npm run claims`):
     * the owner gets `amountKobo` (0 … the amount claimed), the renter the rest of the deposit.
     */
    async decide(claimId: number, input: { amountKobo: number; note: string; by: string; inTx?: (tx: Tx, before: repo.ClaimRow) => Promise<void> }): Promise<ClaimView> {
      const note = text(input.note);
      if (note.length < 5) throw new InvalidError(m.err_claim_note(), { note: m.err_claim_note() });
      const at = now();
      const later: Mail[] = [];
      const found = await repo.claimById(db, claimId);
      if (!found) throw new NotFoundError(m.err_no_such_claim());
      const refundId = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const b = (await repo.lockBooking(tx, found.bookingId))!;
        const claim = (await repo.claimOf(tx, b.id))!;
        if (claim.status !== "disputed") throw new ConflictError(m.err_claim_decide_disputed({ status: claim.status }));
        if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo < 0 || input.amountKobo > claim.amountKobo)
          throw new InvalidError(m.err_claim_decide_range({ amount: formatNaira(claim.amountKobo) }), { amount: m.err_out_of_range() });
        await repo.updateClaim(tx, claim.id, { decidedBy: input.by, decisionNote: note, updatedAt: at });
        const refund = await settle(tx, claim, b, input.amountKobo, at, later);
        // The admin side's audit row: it stands or falls with the decision.
        await input.inTx?.(tx, claim);
        return refund;
      });
      await afterSettle(refundId, later);
      return (await view(found.bookingId, null))!;
    },

    /** Open claims not answered in time count as accepted (the payments sweep runs this every minute). */
    async sweep(at: Date = now()): Promise<number[]> {
      const settled: number[] = [];
      for (const id of await repo.lapsedClaims(db, at)) {
        const later: Mail[] = [];
        try {
          const refundId = await db.transaction(async (t) => {
            const tx = t as unknown as Tx;
            const found = (await repo.claimById(tx, id))!;
            const b = (await repo.lockBooking(tx, found.bookingId))!;
            const claim = (await repo.claimOf(tx, b.id))!;
            if (claim.status !== "open" || claim.answerBy > at) return undefined;
            await repo.updateClaim(tx, claim.id, { answer: "lapsed", answeredAt: at, updatedAt: at });
            settled.push(id);
            return settle(tx, claim, b, claim.amountKobo, at, later);
          });
          await afterSettle(refundId, later);
        } catch (e) {
          log("error", "lapsed claim not settled; the next sweep tries again", { claimId: id, error: errorText(e) });
        }
      }
      return settled;
    },

    view,

    /**
     * The claim and, for the owner, whether and how much they can still claim: for the booking's two sides (NotFoundError
     * for anyone else). One read of the booking and one of its claim.
     */
    async stateFor(bookingId: number, userId: string) {
      const [b, claim] = await Promise.all([repo.bookingOf(db, bookingId), repo.claimOf(db, bookingId)]);
      if (!b || (b.ownerId !== userId && b.renterId !== userId)) throw new NotFoundError(m.err_booking_not_found());
      const until = !claim && b.ownerId === userId ? await claimableUntil(b) : null;
      // The late fee less what the owner asked the renter to pay of it through Haya (decision 057).
      const lateFee = until ? lateFeeAccrued(b, now()) - (await askedKobo(db, b.id)) : 0;
      return { claim: claim ? await viewOf(claim) : null, claimableUntil: until?.until ?? null, maxClaimKobo: until?.maxKobo ?? null, lateFeeKobo: lateFee > 0 ? lateFee : null };
    },

    disputed: () => repo.disputedClaims(db),

    /** A claim by its id, for an operator (the admin side's claim page), with its booking's id. */
    async byId(claimId: number): Promise<(ClaimView & { bookingId: number }) | undefined> {
      const claim = await repo.claimById(db, claimId);
      return claim ? { ...(await viewOf(claim)), bookingId: claim.bookingId } : undefined;
    },
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
