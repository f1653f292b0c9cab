// Late returns (issue 36, item 4): when a rented item is due back, whether it is overdue, and the late fee it has run up.
//
// Decisions:
// - An item is due back by 8 PM (Lagos) on the booking's end date: the end date is the last day the renter has it (the
//   calendar, the hold rule and the next renter's pick-up on the day after all count it so), and 8 PM leaves a day's
//   last pick-up (5 PM) time to come back.
// - The late fee accrues per started day after that: a minute late is one day, 24 hours and a minute two. It is the
//   listing's late fee as it was when booked (bookings.late_fee_per_day_kobo), for each unit.
// - A listing's late fee is at most twice its daily price; unset (null, on the listing and so on its bookings), it is
//   the daily price.
import { lagosMidnight } from "./dates";

/** The hour (Lagos, 24-hour clock) on the end date by which the item is due back. */
export const RETURN_BY_HOUR = 20;
/** A listing's late fee per day is at most this many times its daily price. */
export const LATE_FEE_MAX_TIMES = 2;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The moment a booking ending on `endDate` is due back. */
export function returnDueAt(endDate: string): Date {
  return new Date(lagosMidnight(endDate) + RETURN_BY_HOUR * HOUR_MS);
}

/** Days begun after `due` by `at`: 0 on time, 1 from a minute late to 24 hours, and so on. */
export function lateDays(due: Date, at: Date): number {
  const late = at.getTime() - due.getTime();
  return late > 0 ? Math.ceil(late / DAY_MS) : 0;
}

/**
 * The late fee a booking has run up by `at` (now, or the hour its item came back): its late fee per day and unit for
 * each day begun after it was due.
 */
export function lateFeeKobo(b: LateFeeTerms & { endDate: string; units: number }, at: Date): number {
  return lateDays(returnDueAt(b.endDate), at) * lateFeeADay(b);
}

/** What sets a late fee: the daily price, and the fee of its own if there is one. */
export interface LateFeeTerms {
  pricePerDayKobo: number;
  lateFeePerDayKobo: number | null;
}

/** The late fee per day and unit of a listing or a booking: its own, else its daily price. */
export function lateFeePerDay(t: LateFeeTerms): number {
  return t.lateFeePerDayKobo ?? t.pricePerDayKobo;
}

/** What a booking runs up for each day begun late: its late fee per day for every unit it holds. */
export const lateFeeADay = (b: LateFeeTerms & { units: number }): number => lateFeePerDay(b) * b.units;

/**
 * The late fee a booking has run up by `at`: while its item is out (active), until `at`; once back, until the hour its
 * owner marked; nothing for any other booking, nor for one that completed on its own (no hour).
 */
export function lateFeeAccrued(b: LateFeeTerms & { status: string; endDate: string; units: number; returnedAt: Date | null }, at: Date): number {
  if (b.status === "active") return lateFeeKobo(b, at);
  return b.status === "completed" && b.returnedAt ? lateFeeKobo(b, b.returnedAt) : 0;
}
