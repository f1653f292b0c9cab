// Late fees beyond the deposit (decision 057): once the owner has marked the hour a late item came back, they may ask the
// renter to pay, through Haya, what of the late fee a late-return claim on the deposit does not take: one request waiting
// at a time, within CLAIM_WINDOW_HOURS of the return, withdrawn by the owner while unpaid. The renter is told (the bell
// and an email) and pays it as an extension is paid (payments/late-fee-payments.ts).
//
// What the late fee has already got is counted on both sides: a request stays under the fee less the late-return claim
// and the requests waiting or paid, and a late-return claim under the fee less the requests (claims.service).
import { CLAIM_WINDOW_HOURS } from "../../../core/claims";
import { lagosTime } from "../../../core/dates";
import { lateDays, lateFeeAccrued, returnDueAt } from "../../../core/late-returns";
import { formatNaira } from "../../../core/money";
import { m } from "../../../core/paraglide/messages";
import type { Db, Tx } from "../../db/client";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import type { JobSender } from "../../jobs/queue";
import { errorText, type Log } from "../../logger";
import type { Mail } from "../mail/mail.service";
import * as claims from "./claims.repo";
import { claimMail } from "./claims.mails";
import * as repo from "./late-fees.repo";

const HOUR = 3_600_000;

export interface LateFeesDeps {
  jobs?: JobSender | undefined;
  sendMail: (mail: Mail) => Promise<void>;
  siteUrl: string;
  log?: Log | undefined;
  now?: (() => Date) | undefined;
  /** The payments service's checkout (its late fee's): the renter's payment goes as an extension's does. */
  startCheckout: (input: { bookingId: number; renterId: string; lateFee: true }) => Promise<{ url: string; reference: string }>;
  /** Inside the request's transaction: the renter's notification. */
  onAsked?: ((tx: Tx, e: { lateFeeId: number; bookingId: number; renterId: string; amountKobo: number }) => Promise<void>) | undefined;
}

/** A request as the booking's two sides and the API see it. */
export interface LateFeeView {
  amountKobo: number;
  lateDays: number;
  status: "requested" | "paid" | "withdrawn";
  requestedAt: string;
  paidAt: string | null;
}

/** What the owner may ask for now: the fee, what the claim and earlier requests cover, the rest, and until when. */
export interface Askable {
  accruedKobo: number;
  coveredKobo: number;
  maxKobo: number;
  until: string;
}

type BookingFacts = NonNullable<Awaited<ReturnType<typeof claims.bookingOf>>>;

export const lateFeeView = (r: repo.LateFeeRow): LateFeeView => ({
  amountKobo: r.amountKobo,
  lateDays: r.lateDays,
  status: r.status as LateFeeView["status"],
  requestedAt: r.requestedAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
});

export function createLateFeesService(db: Db, deps: LateFeesDeps) {
  const log: Log = deps.log ?? (() => {});
  const now = deps.now ?? (() => new Date());

  /** What the owner of `b` may ask for at `at`, or the reason they cannot (ConflictError). */
  async function askable(conn: Tx, b: BookingFacts, at: Date): Promise<Askable> {
    if (b.status !== "completed" || !b.returnedAt) throw new ConflictError(m.err_late_fee_not_returned());
    const accrued = lateFeeAccrued(b, at);
    if (accrued === 0) throw new ConflictError(m.err_late_fee_on_time());
    const completed = (await claims.completedAt(conn, b.id)) ?? b.returnedAt;
    const until = new Date(completed.getTime() + CLAIM_WINDOW_HOURS * HOUR);
    if (at >= until) throw new ConflictError(m.err_late_fee_too_late({ hours: CLAIM_WINDOW_HOURS, date: lagosTime(until) }));
    const covered = (await repo.claimedKobo(conn, b.id)) + (await repo.askedKobo(conn, b.id));
    if (covered >= accrued) throw new ConflictError(m.err_late_fee_covered());
    return { accruedKobo: accrued, coveredKobo: covered, maxKobo: accrued - covered, until: until.toISOString() };
  }

  /** The booking's facts for `userId` when they are its owner: NotFound for a stranger, Forbidden for its renter. */
  async function ownersBooking(bookingId: number, userId: string): Promise<BookingFacts> {
    const b = await claims.bookingOf(db, bookingId);
    if (!b || (b.ownerId !== userId && b.renterId !== userId)) throw new NotFoundError(m.err_booking_not_found());
    if (b.ownerId !== userId) throw new ForbiddenError(m.err_late_fee_owner_asks());
    return b;
  }

  return {
    /** For the owner's form: what they may ask for now; null when they cannot (or are not the owner, or one waits). */
    async askableFor(bookingId: number, userId: string): Promise<Askable | null> {
      const b = await claims.bookingOf(db, bookingId);
      if (!b || b.ownerId !== userId || (await repo.openOf(db, bookingId))) return null;
      try {
        return await askable(db, b, now());
      } catch (e) {
        if (e instanceof ConflictError) return null;
        throw e;
      }
    },

    /** The owner asks the renter to pay `amountKobo` of the late fee: saved and the renter told, with the booking locked. */
    async ask(bookingId: number, userId: string, amountKobo: number): Promise<LateFeeView> {
      // Who first, so that a stranger learns nothing from the input's errors.
      await ownersBooking(bookingId, userId);
      if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) throw new InvalidError(m.err_late_fee_amount(), { amountKobo: m.err_late_fee_amount() });
      const at = now();
      const later: Mail[] = [];
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const b = (await claims.lockBooking(tx, bookingId))!;
        if (await repo.openOf(tx, b.id)) throw new ConflictError(m.err_late_fee_waiting());
        const { maxKobo } = await askable(tx, b, at);
        if (amountKobo > maxKobo) throw new InvalidError(m.err_late_fee_most({ amount: formatNaira(maxKobo) }), { amountKobo: m.err_late_fee_most({ amount: formatNaira(maxKobo) }) });
        const days = lateDays(returnDueAt(b.endDate), b.returnedAt!);
        const r = await repo.insertLateFee(tx, { bookingId: b.id, amountKobo, lateDays: days, status: "requested", requestedAt: at, updatedAt: at });
        await deps.onAsked?.(tx, { lateFeeId: r.id, bookingId: b.id, renterId: b.renterId, amountKobo });
        const renter = await claims.personOf(tx, b.renterId);
        if (renter) {
          const mail = claimMail("late-fee", renter, { bookingId: b.id, amountKobo, lateDays: days, siteUrl: deps.siteUrl });
          if (deps.jobs) await deps.jobs.send("mail", mail, tx);
          else later.push(mail);
        }
        return r;
      });
      for (const mail of later) await deps.sendMail(mail).catch((e: unknown) => log("error", "late fee email not sent", { error: errorText(e) }));
      log("info", "late fee asked for", { bookingId, lateFeeId: row.id, amountKobo });
      return lateFeeView(row);
    },

    /** The renter's checkout for the request waiting: the provider's page (ConflictError when none waits). */
    async checkout(bookingId: number, userId: string): Promise<{ url: string; reference: string }> {
      const b = await claims.bookingOf(db, bookingId);
      if (!b || (b.ownerId !== userId && b.renterId !== userId)) throw new NotFoundError(m.err_booking_not_found());
      if (b.renterId !== userId) throw new ForbiddenError(m.err_late_fee_renter_pays());
      return deps.startCheckout({ bookingId, renterId: userId, lateFee: true });
    },

    /** The owner withdraws the request waiting for payment; a payment arriving after it is refunded in full. */
    async withdraw(bookingId: number, userId: string): Promise<LateFeeView> {
      await ownersBooking(bookingId, userId);
      const at = now();
      const row = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await claims.lockBooking(tx, bookingId);
        const open = await repo.openOf(tx, bookingId, true);
        if (!open) throw new ConflictError(m.err_late_fee_none());
        await repo.updateLateFee(tx, open.id, { status: "withdrawn", updatedAt: at });
        return { ...open, status: "withdrawn", updatedAt: at };
      });
      log("info", "late fee request withdrawn", { bookingId, lateFeeId: row.id });
      return lateFeeView(row);
    },
  };
}
export type LateFeesService = ReturnType<typeof createLateFeesService>;
