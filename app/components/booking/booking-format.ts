// How bookings' days, times and photos are written on the booking page and the My Rentals cards.
import { formatDay } from "~/lib/dates";

/** "12 Dec 2026 – 14 Dec 2026", or one day when the booking is for one. */
export function dateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? formatDay(startDate) : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

// Lagos time whatever the server's or browser's zone, so the server's HTML and the hydrated page agree.
const LAGOS_TIME = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Africa/Lagos" });

/** "23 Nov 2026, 15:50" in Africa/Lagos (WAT). */
export function lagosTime(at: Date | string): string {
  return LAGOS_TIME.format(typeof at === "string" ? new Date(at) : at);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
