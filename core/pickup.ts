// When a booking's pick-up is, as an instant, and how soon one may be booked (issue 14, item 8): a pick-up needs
// PICKUP_NOTICE_HOURS' notice, so a booking that starts today takes only the times still far enough ahead in Lagos, and
// the timers of a booking waiting for an answer or a payment never run past its pick-up (booking-states deadlineFor).
import { lagosMidnight, lagosTime, PICKUP_TIMES, pickupTimeText, type PickupTime } from "./dates";
import { hoursText, PICKUP_NOTICE_HOURS } from "./fees";
import type { Locale } from "./locales";
import { m } from "./paraglide/messages";

export type { PickupTime };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const CLOCK = /^(\d{1,2}):(\d{2}) (AM|PM)$/;

/** Minutes after midnight of one of PICKUP_TIMES ("Noon" is 12:00, "1:00 PM" 13:00); RangeError for anything else. */
export function pickupMinutes(time: string): number {
  if (!(PICKUP_TIMES as readonly string[]).includes(time)) throw new RangeError(`Not a pick-up time: ${JSON.stringify(time)}`);
  if (time === "Noon") return 12 * 60;
  const [, h, min, half] = CLOCK.exec(time)!;
  return ((Number(h) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(min);
}

/** The instant of a pick-up: `time` on the Lagos day `startDate` (Lagos is UTC+1 all year). */
export function pickupAt(startDate: string, time: string): Date {
  return new Date(lagosMidnight(startDate) + pickupMinutes(time) * MINUTE_MS);
}

/** Whether a pick-up at `time` on `day` is at least PICKUP_NOTICE_HOURS after `now`. */
export function pickupInTime(day: string, time: string, now: Date): boolean {
  return pickupAt(day, time).getTime() >= now.getTime() + PICKUP_NOTICE_HOURS * HOUR_MS;
}

/** The pick-up times still open on `day` as of `now`: all of them on a later day, those far enough ahead today. */
export function pickupTimesOn(day: string, now: Date): PickupTime[] {
  return PICKUP_TIMES.filter((t) => pickupInTime(day, t, now));
}

const LAST = PICKUP_TIMES[PICKUP_TIMES.length - 1]!;
/** Said when no pick-up time is left today (the item page, and a booking for today refused), in the request's language. */
export const noPickupLeftToday = () => m.err_pickups_over_today({ hours: hoursText(PICKUP_NOTICE_HOURS), last: LAST });

/**
 * Why a pick-up at `pickupTime` on `startDate` cannot be booked as of `now`, and which field to change: the time when a
 * later one is still open that day, the start date when none is; undefined when it is far enough ahead.
 */
export function pickupRefusal(b: { startDate: string; pickupTime: string }, now: Date): { field: "startDate" | "pickupTime"; message: string } | undefined {
  if (pickupInTime(b.startDate, b.pickupTime, now)) return undefined;
  const open = pickupTimesOn(b.startDate, now);
  if (!open.length) return { field: "startDate", message: noPickupLeftToday() };
  return { field: "pickupTime", message: m.err_pickup_too_soon({ hours: hoursText(PICKUP_NOTICE_HOURS), first: pickupTimeText(open[0]!) }) };
}

interface Timed {
  expiresAt: Date | string;
  startDate: string;
  pickupTime: string;
}

/** Whether a booking's running timer ends at its pick-up, before its usual length (booking-states deadlineFor). */
export function dueAtPickup(b: Timed): boolean {
  return new Date(b.expiresAt).getTime() === pickupAt(b.startDate, b.pickupTime).getTime();
}

/**
 * A booking's running timer as pages and e-mails write it: "24 Nov 2026, 08:00 (Lagos time), the pick-up time", in
 * `locale` (the request's by default).
 */
export function deadlineText(b: Timed, locale?: Locale): string {
  const time = lagosTime(b.expiresAt);
  return dueAtPickup(b) ? m.mail_deadline_pickup({ time }, { locale }) : m.mail_deadline({ time }, { locale });
}
