// The admin side's look-up and money desk: find people, listings, bookings and payments; read a person's or a booking's
// whole file (each look audited); decide disputed deposit claims; retry a failed refund or payout; cancel a booking
// as the operator. Money is admins' only. Every action is one audit row in the action's own transaction (the claims,
// payments, transfers and bookings services take the row as an in-transaction hook); views are audited before they
// are answered.
import { m } from "../../../core/paraglide/messages";
import { formatNaira } from "../../../core/money";
import type { Db, Tx } from "../../db/client";
import { ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import type { BookingPhotosService } from "../bookings/booking-photos.service";
import type { BookingMove, BookingsService } from "../bookings/bookings.service";
import { cancelledByHayaNote } from "../bookings/history-notes";
import type { ClaimsService } from "../claims/claims.service";
import type { PhotoFormat } from "../media/media.service";
import type { Operator, OperatorsService } from "./admin-operators.service";
import type { PaymentsService } from "../payments/payments.service";
import type { TransfersService } from "../payouts/transfers.service";
import { bookingFile, journalsOf } from "./admin-booking-file.repo";
import { claimDecisionSchema, lookupSchema, moneyReasonSchema } from "./admin-desk.schema";
import * as lookup from "./admin-lookup.repo";
import { activeEndedBy } from "./admin-overdue.repo";
import { isOverdue } from "../../../core/booking-states";
import { todayInLagos } from "../../../core/dates";
import { lateDays, lateFeeKobo, returnDueAt } from "../../../core/late-returns";

export interface AdminDeskDeps {
  operators: Pick<OperatorsService, "record">;
  claims: Pick<ClaimsService, "disputed" | "byId" | "decide">;
  bookings: Pick<BookingsService, "cancelAsOperator" | "announceMove">;
  payments: Pick<PaymentsService, "retryFailedRefund" | "sendRefund">;
  transfers: Pick<TransfersService, "retryFailed">;
  photos: Pick<BookingPhotosService, "listForOperator" | "variantForOperator">;
}

function parsed<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
  },
  input: unknown,
): T {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = String(issue?.path[0] ?? "form");
  throw new InvalidError(issue?.message ?? m.err_check_form(), {
    [field]: issue?.message ?? m.err_check_form(),
  });
}

const adminOnly = (op: Operator) => {
  if (op.role !== "admin") throw new ForbiddenError(m.err_admin_only_money());
};

/** What cancelling a booking now does, in words, and the refund it gives (the owner-cancel policy); null: it cannot be cancelled. */
export function cancelPreview(b: {
  status: string;
  totalKobo: number;
}): { refundKobo: number; text: string } | null {
  if (b.status === "confirmed")
    return {
      refundKobo: b.totalKobo,
      text: m.admin_booking_cancel_refund({ amount: formatNaira(b.totalKobo) }),
    };
  if (b.status === "requested" || b.status === "awaiting_payment")
    return { refundKobo: 0, text: m.admin_booking_cancel_nothing() };
  return null;
}

export function createAdminDeskService(db: Db, deps: AdminDeskDeps) {
  const record = deps.operators.record;

  return {
    /** One box, grouped results. */
    async lookup(input: unknown) {
      const { q } = parsed(lookupSchema, input);
      const people = await lookup.findPeople(db, q);
      const listings = await lookup.findListings(db, q);
      const bookings = await lookup.findBookings(db, q);
      const money = await lookup.findPayments(db, q);
      return {
        q,
        people,
        listings,
        bookings,
        ...(Array.isArray(money) ? { payments: [], payouts: [] } : money),
      };
    },

    /** A person's file; the look is an audit row ('person.view'). */
    async person(op: Operator, id: string) {
      const file = await lookup.personFile(db, id);
      if (!file) throw new NotFoundError(m.err_no_such_person());
      await record(db, op, { action: "person.view", subjectKind: "user", subjectId: id });
      return file;
    },

    /** A booking's whole file (history, ledger by journal, money, messages as written); the look is an audit row ('booking.view'). */
    async booking(op: Operator, id: number) {
      const file = Number.isSafeInteger(id) && id > 0 ? await bookingFile(db, id) : undefined;
      if (!file) throw new NotFoundError(m.err_no_such_booking_admin());
      await record(db, op, {
        action: "booking.view",
        subjectKind: "booking",
        subjectId: String(id),
      });
      return { ...file, journals: journalsOf(file.ledger), cancel: cancelPreview(file.booking) };
    },

    disputedClaims: () => deps.claims.disputed(),

    /** Rentals past their return time and not marked returned, the longest overdue first, with the late fee so far. */
    async overdue(now: Date = new Date()) {
      const rows = await activeEndedBy(db, todayInLagos(now), 500);
      return rows
        .filter((b) => isOverdue({ status: "active", endDate: b.endDate }, now))
        .map((b) => {
          const dueAt = returnDueAt(b.endDate);
          return { ...b, dueAt, daysLate: lateDays(dueAt, now), lateFeeAccruedKobo: lateFeeKobo(b, now) };
        });
    },

    /** A disputed (or settled) claim with both sides' words and every photo of its booking; the look is audited ('claim.view'). */
    async claim(op: Operator, claimId: number) {
      const claim =
        Number.isSafeInteger(claimId) && claimId > 0 ? await deps.claims.byId(claimId) : undefined;
      if (!claim) throw new NotFoundError(m.err_no_such_disputed_claim());
      const file = (await bookingFile(db, claim.bookingId))!;
      const photos = await deps.photos.listForOperator(claim.bookingId);
      await record(db, op, {
        action: "claim.view",
        subjectKind: "claim",
        subjectId: String(claimId),
      });
      return { claim, booking: file.booking, photos };
    },

    /** One of a booking's photos for the admin side; each look is audited ('claim.view', naming the photo). */
    async photo(
      op: Operator,
      bookingId: number,
      photoId: number,
      width: number,
      format: PhotoFormat,
    ) {
      const variant = await deps.photos.variantForOperator(bookingId, photoId, width, format);
      if (variant)
        await record(db, op, {
          action: "claim.view",
          subjectKind: "booking",
          subjectId: String(bookingId),
          after: { photoId },
        });
      return variant;
    },

    /** An admin's decision: the owner gets `amountKobo` (₦0 … the claim), the renter the rest; the ledger, e-mails and audit row in one transaction. */
    async decideClaim(op: Operator, claimId: number, input: unknown) {
      adminOnly(op);
      const { amountKobo, note } = parsed(claimDecisionSchema, input);
      const claim = await deps.claims.byId(claimId);
      if (!claim || claim.status !== "disputed") throw new NotFoundError(m.err_no_such_disputed_claim());
      if (amountKobo > claim.amountKobo) {
        const message = m.err_admin_owner_most({ amount: formatNaira(claim.amountKobo) });
        throw new InvalidError(message, { amount: message });
      }
      return deps.claims.decide(claimId, {
        amountKobo,
        note,
        by: op.id,
        inTx: (tx, before) =>
          record(tx as unknown as Db, op, {
            action: "claim.decide",
            subjectKind: "claim",
            subjectId: String(claimId),
            before: { status: before.status, amountKobo: before.amountKobo },
            after: { status: "settled", settledAmountKobo: amountKobo, bookingId: claim.bookingId },
            reason: note,
          }),
      });
    },

    /** A failed refund due again now and sent (the provider is asked first, as every attempt does). */
    async retryRefund(op: Operator, refundId: number, input: unknown) {
      adminOnly(op);
      const { reason } = parsed(moneyReasonSchema, input);
      const refund = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const r = await deps.payments.retryFailedRefund(tx, refundId);
        await record(tx as unknown as Db, op, {
          action: "refund.retry",
          subjectKind: "refund",
          subjectId: String(refundId),
          before: { status: r.status, attempts: r.attempts, lastError: r.lastError },
          after: { status: "due" },
          reason,
        });
        return r;
      });
      const outcome = await deps.payments.sendRefund(refundId);
      return { id: refundId, bookingId: refund.bookingId, amountKobo: refund.amountKobo, outcome };
    },

    /** A failed payout's money paid out again in a new payout of the owner's available balance. */
    async retryPayout(op: Operator, payoutId: number, input: unknown) {
      adminOnly(op);
      const { reason } = parsed(moneyReasonSchema, input);
      const made = await deps.transfers.retryFailed(payoutId, (tx, payout, failed) =>
        record(tx as unknown as Db, op, {
          action: "payout.retry",
          subjectKind: "payout",
          subjectId: String(payoutId),
          before: { status: failed.status, failureReason: failed.failureReason },
          after: { newPayoutId: payout.id, amountKobo: payout.amountKobo },
          reason,
        }),
      );
      return {
        id: payoutId,
        newPayoutId: made.id,
        status: made.status,
        amountKobo: made.amountKobo,
      };
    },

    /**
     * Cancels a booking as the operator (actor admin, the owner-cancel refund), with the reason in its history and the
     * audit log. `expectRefundKobo`: the refund the confirmation showed; a different one now refuses (ConflictError).
     */
    async cancelBooking(
      op: Operator,
      bookingId: number,
      input: unknown,
      expectRefundKobo?: number,
    ) {
      adminOnly(op);
      const { reason } = parsed(moneyReasonSchema, input);
      const moves: BookingMove[] = [];
      const booking = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const b = await deps.bookings.cancelAsOperator(bookingId, op.id, {
          tx,
          moves,
          note: cancelledByHayaNote(reason),
          ...(expectRefundKobo === undefined ? {} : { expectRefundKobo }),
        });
        await record(tx, op, {
          action: "booking.cancel",
          subjectKind: "booking",
          subjectId: String(bookingId),
          before: { status: moves[0]?.from ?? null },
          after: { status: b.status, refundKobo: b.refundKobo },
          reason,
        });
        return b;
      });
      for (const move of moves) deps.bookings.announceMove(move);
      return { id: booking.id, status: booking.status, refundKobo: booking.refundKobo ?? 0 };
    },
  };
}
export type AdminDeskService = ReturnType<typeof createAdminDeskService>;
