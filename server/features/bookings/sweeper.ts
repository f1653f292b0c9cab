// The bookings' timers, a job the queue runs every minute (bookings.jobs.ts): requests the owner did not answer and
// bookings not paid in time expire, and rentals whose return the owner did not mark complete two days after their end date.
//
// Each rule is one UPDATE … WHERE status = … RETURNING statement with its history rows (bookings.repo sweepRule), in a
// transaction with the moves' inTx hooks (their e-mails written as jobs), so a sweep is idempotent (a moved booking no
// longer matches) and two sweeps at once cannot move a booking twice: a row another sweep is moving is locked, and once
// that commits it no longer matches, so it is skipped. Each move is recorded and announced once, whoever sweeps.
import { sql } from "drizzle-orm";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { AUTO_COMPLETE_DAYS, type BookingStatus, type Transition } from "../../../core/booking-states";
import * as repo from "./bookings.repo";
import { SWEEP_NOTES } from "./history-notes";
import type { BookingMove } from "./bookings.service";
import { sweepExtensions } from "./extensions.service";

export interface SweepResult {
  /** Bookings moved to expired (requests unanswered, payments not made). */
  expired: number[];
  /** Active bookings completed on their own. */
  completed: number[];
  /** Extensions that expired (extensions.service sweepExtensions). */
  extensions: number[];
}

/** Hears each booking a sweep moved, once that move has committed: bookings.announceMove (e-mails). */
export type Announce = (move: BookingMove) => void;

/** A system move of the sweep: `booking` as it now is, moved by `transition` from `from`. */
const sweptMove = (booking: BookingMove["booking"], from: BookingStatus, transition: Transition, at: Date): BookingMove => ({
  booking,
  from,
  to: booking.status,
  transition,
  actor: "system",
  actorId: null,
  at,
});

export interface SweepOptions {
  /** These bookings and no others (the /dev/sweep tool, which lets end-to-end tests see one booking's time run out). */
  only?: number[];
  /** Inside each rule's transaction, for each booking it moved: the bookings' inTx hooks (e-mails written as jobs). */
  inTx?: (tx: Db, move: BookingMove) => Promise<void>;
}

/** One sweep as of `now`: each rule in a transaction of its own, its moves announced once it has committed. */
export async function sweepBookings(db: Db, now: Date = new Date(), announce?: Announce, opts: SweepOptions = {}): Promise<SweepResult> {
  const at = now.toISOString();
  const only = opts.only
    ? sql` and id in (${sql.join(opts.only.length ? opts.only.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`
    : sql``;
  const due = sql`expires_at <= ${at}::timestamptz${only}`;
  const run = async (rule: Parameters<typeof repo.sweepRule>[1], transition: Transition): Promise<number[]> => {
    const { ids, moves } = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const ids = await repo.sweepRule(tx, rule);
      const moves = ids.length && (opts.inTx || announce) ? (await repo.getBookings(tx, ids)).map((b) => sweptMove(b, rule.from, transition, now)) : [];
      if (opts.inTx) for (const move of moves) await opts.inTx(tx, move);
      return { ids, moves };
    });
    if (announce) for (const move of moves) announce(move);
    return ids;
  };
  const unanswered = await run({ from: "requested", to: "expired", due, at: now, note: SWEEP_NOTES.unanswered }, "expire");
  const unpaid = await run({ from: "awaiting_payment", to: "expired", due, at: now, note: SWEEP_NOTES.unpaid }, "expire");
  // Before the completions: an unpaid extension gives its days back first, so the rental completes by its own end date.
  const extensions = await sweepExtensions(db, now, opts.only);
  // End date 24 Dec completes from 26 Dec 00:00 Lagos: the end date is at least AUTO_COMPLETE_DAYS before today there.
  const lastEndDate = addDaysIso(todayInLagos(now), -AUTO_COMPLETE_DAYS);
  const completed = await run(
    { from: "active", to: "completed", due: sql`end_date <= ${lastEndDate}::date${only}`, at: now, note: SWEEP_NOTES.autoCompleted },
    "autoComplete",
  );
  return { expired: [...unanswered, ...unpaid], completed, extensions };
}
