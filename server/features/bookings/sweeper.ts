// The bookings' timers, run inside the server process: requests the owner did not answer and bookings not paid in time
// expire, and rentals whose return the owner did not mark complete two days after their end date.
//
// Each rule is one UPDATE … WHERE status = … RETURNING statement with its history rows (bookings.repo sweepRule), so a
// sweep is idempotent (a moved booking no longer matches) and several server processes may sweep at once: a row
// another sweeper is moving is locked, and once that commits it no longer matches, so it is skipped. The process that
// moved a booking is the only one to see its id, so each move is announced (its e-mails sent) once, whoever sweeps.
import { sql } from "drizzle-orm";
import { addDaysIso, todayInLagos } from "../../../app/lib/dates";
import type { Db } from "../../db/client";
import { every } from "../../every";
import { errorText, type Log } from "../../http/logger";
import { AUTO_COMPLETE_DAYS, type BookingStatus, type Transition } from "./booking-states";
import * as repo from "./bookings.repo";
import type { BookingMove } from "./bookings.service";

export interface SweepResult {
  /** Bookings moved to expired (requests unanswered, payments not made). */
  expired: number[];
  /** Active bookings completed on their own. */
  completed: number[];
}

/** Hears each booking a sweep moved, once that move has committed: bookings.announceMove (e-mails). */
export type Announce = (move: BookingMove) => void;

/** The rows `ids` as they now are, handed to `announce` as the system's `transition` from `from`. */
async function announceSwept(db: Db, ids: number[], from: BookingStatus, transition: Transition, at: Date, announce: Announce) {
  for (const booking of await repo.getBookings(db, ids))
    announce({ booking, from, to: booking.status, transition, actor: "system", actorId: null, at });
}

/**
 * One sweep as of `now`. `only`: these bookings and no others (the /dev/sweep tool, which lets end-to-end tests see one
 * booking's time run out without moving everyone else's).
 */
export async function sweepBookings(
  db: Db,
  now: Date = new Date(),
  announce?: Announce,
  opts: { only?: number[] } = {},
): Promise<SweepResult> {
  const at = now.toISOString();
  const only = opts.only
    ? sql` and id in (${sql.join(opts.only.length ? opts.only.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`
    : sql``;
  const due = sql`expires_at <= ${at}::timestamptz${only}`;
  const unanswered = await repo.sweepRule(db, {
    from: "requested",
    to: "expired",
    due,
    at: now,
    note: "The owner did not answer in time",
  });
  const unpaid = await repo.sweepRule(db, {
    from: "awaiting_payment",
    to: "expired",
    due,
    at: now,
    note: "The booking was not paid in time",
  });
  // End date 24 Dec completes from 26 Dec 00:00 Lagos: the end date is at least AUTO_COMPLETE_DAYS before today there.
  const lastEndDate = addDaysIso(todayInLagos(now), -AUTO_COMPLETE_DAYS);
  const completed = await repo.sweepRule(db, {
    from: "active",
    to: "completed",
    due: sql`end_date <= ${lastEndDate}::date${only}`,
    at: now,
    note: "Completed automatically: the return was not marked within two days of the end date",
  });
  if (announce) {
    await announceSwept(db, unanswered, "requested", "expire", now, announce);
    await announceSwept(db, unpaid, "awaiting_payment", "expire", now, announce);
    await announceSwept(db, completed, "active", "autoComplete", now, announce);
  }
  return { expired: [...unanswered, ...unpaid], completed };
}

/** Sweeps every `everyMs` (see `every`: never overlapping, a failed sweep logged and retried at the next tick) until the returned function is called. */
export function startSweeper(
  db: Db,
  opts: { everyMs?: number; log: Log; now?: () => Date; announce?: Announce },
): () => void {
  const now = opts.now ?? (() => new Date());
  return every(
    opts.everyMs ?? 60_000,
    async () => {
      const r = await sweepBookings(db, now(), opts.announce);
      if (r.expired.length > 0 || r.completed.length > 0)
        opts.log("info", "bookings swept", { expired: r.expired, completed: r.completed });
    },
    (error) => opts.log("error", "bookings sweep failed", { error: errorText(error) }),
  );
}
