// Calendar dates in Africa/Lagos as ISO strings (2026-12-24), the unit every rental day is counted in.
import type { Locale } from "./locales";
import { m } from "../core/paraglide/messages";

export const PICKUP_TIMES = [
  "8:00 AM",
  "9:00 AM",
  "10:00 AM",
  "11:00 AM",
  "Noon",
  "1:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
] as const;
export type PickupTime = (typeof PICKUP_TIMES)[number];

/**
 * A pick-up time as people read it: the seed's 'Noon' is a word, said in the page's language (or `locale`'s: an e-mail's
 * or a text's); the others are clock times, the same in both. The stored value stays 'Noon'.
 */
export function pickupTimeText(time: string, locale?: Locale): string {
  return time === "Noon" ? m.book_time_noon({}, locale ? { locale } : {}) : time;
}

// Formatters are costly to build: make each once.
const DAY_LABEL = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const DAY_NAME = new Intl.DateTimeFormat("en-NG", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const MONTH_TITLE = new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "UTC" });

export function todayInLagos(now: Date = new Date()): string {
  // Africa/Lagos is UTC+1 all year (no daylight saving): the UTC date an hour later. Intl with a time zone costs
  // microseconds per call, and a page asks several times.
  return new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);
}

/** "2026-12-05T21:30": the Lagos date and time of `at`, as a datetime-local field holds it (UTC+1 all year). */
export function lagosWallTime(at: Date): string {
  return new Date(at.getTime() + 3_600_000).toISOString().slice(0, 16);
}

/** The moment a Lagos date and time ("2026-12-05T21:30", a datetime-local field's value) names; an invalid Date if none. */
export function atLagosWallTime(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(`${value}:00+01:00`) : new Date(NaN);
}

export function currentYearInLagos(now: Date = new Date()): number {
  return Number(todayInLagos(now).slice(0, 4));
}

export function formatDay(iso: string): string {
  return DAY_LABEL.format(new Date(`${iso}T00:00:00Z`));
}

// Lagos time whatever the server's or browser's zone, so the server's HTML, the hydrated page and e-mails agree.
const LAGOS_TIME = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Africa/Lagos" });

/** "23 Nov 2026, 15:50" (or "24 Nov 2026, 09:05": two-digit hours, as people read a 24-hour clock) in Africa/Lagos (WAT). */
export function lagosTime(at: Date | string): string {
  return LAGOS_TIME.format(typeof at === "string" ? new Date(at) : at);
}

/** The ISO date `n` days after `iso` (negative: before). */
export function addDaysIso(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of 00:00 UTC on an ISO calendar date; RangeError for anything else ("2026-02-30" too). */
export function isoDayUtcMs(iso: string): number {
  const m = ISO_DAY.exec(iso);
  if (!m) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${JSON.stringify(iso)}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== iso) throw new RangeError(`No such date: ${iso}`);
  return ms;
}

/** A real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isIsoDay(v: string): boolean {
  try {
    isoDayUtcMs(v);
    return true;
  } catch {
    return false;
  }
}

/** The instant 00:00 Africa/Lagos begins on an ISO date (Lagos is UTC+1 all year, no daylight saving). */
export function lagosMidnight(iso: string): number {
  return isoDayUtcMs(iso) - 3_600_000;
}

/** "2026-12-24" → "Thursday, 24 December 2026": how a calendar names a day to screen readers. */
const SHORT_DAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

/** "Mon 1 Dec": a calendar day in words, short (the booking panel's choice, the calendar's messages). */
export function shortDay(iso: string): string {
  return SHORT_DAY.format(new Date(`${iso}T00:00:00Z`));
}

export function dayName(iso: string): string {
  return DAY_NAME.format(new Date(`${iso}T00:00:00Z`));
}

/** A month written YYYY-MM. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** "2026-12" → "December 2026". */
export function monthTitle(month: string): string {
  return MONTH_TITLE.format(new Date(`${month}-01T00:00:00Z`));
}

/** The month `n` months after `month` ("YYYY-MM"). */
export function addMonths(month: string, n: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}

/** Every day of `month`, as ISO dates. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDaysIso(d, 1)) days.push(d);
  return days;
}

/** Empty cells before the 1st in a Monday-first week grid. */
export function mondayOffset(month: string): number {
  return (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;
}
