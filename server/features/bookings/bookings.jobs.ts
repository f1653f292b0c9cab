// The bookings' background work on the job queue: the e-mails of a move (written as a job in the move's own
// transaction, so a crash between the commit and the e-mail loses nothing), the caution-deposit e-mail, and the
// every-minute sweep of the bookings' timers.
import type { Db } from "../../db/client";
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { BookingMove } from "./bookings.service";
import { sweepBookings } from "./sweeper";

/** A move as a job's JSON: the booking's instants as ISO text. */
export function moveJob(move: BookingMove): object {
  return { ...move, at: move.at.toISOString() };
}

/** A move back from a job's JSON, with its instants as Dates again. */
export function moveOf(data: unknown): BookingMove {
  const m = data as BookingMove & { at: string; booking: Record<string, unknown> };
  const booking = { ...m.booking } as Record<string, unknown>;
  for (const key of ["expiresAt", "createdAt", "updatedAt"]) if (typeof booking[key] === "string") booking[key] = new Date(booking[key]);
  return { ...m, at: new Date(m.at), booking: booking as unknown as BookingMove["booking"] };
}

export interface BookingJobsDeps {
  db: Db;
  log: Log;
  /** A move's e-mails, each sent at most once under `key` and its place; throws when any could not be sent (retried). */
  sendMoveMails: (move: BookingMove, key: string) => Promise<void>;
  sendDepositMail: (bookingId: number, key: string) => Promise<void>;
  /** Inside each sweep rule's transaction (the bookings' inTx hooks), and after it commits. */
  recordMove: (tx: Db, move: BookingMove) => Promise<void>;
  announceMove: (move: BookingMove) => void;
}

export function bookingJobs(deps: BookingJobsDeps): Record<"booking-mails" | "deposit-mail" | "bookings-sweep", JobHandler> {
  return {
    "booking-mails": (data, jobId) => deps.sendMoveMails(moveOf(data), jobId),
    "deposit-mail": (data, jobId) => deps.sendDepositMail((data as { bookingId: number }).bookingId, jobId),
    async "bookings-sweep"() {
      const r = await sweepBookings(deps.db, new Date(), deps.announceMove, { inTx: deps.recordMove });
      if (r.expired.length > 0 || r.completed.length > 0 || r.extensions.length > 0)
        deps.log("info", "bookings swept", { expired: r.expired, completed: r.completed, extensions: r.extensions });
    },
  };
}
