// How bookings' days and counts are written on the booking page and the My Rentals cards.
import { formatDay } from "@core/dates";

/** "12 Dec 2026 – 14 Dec 2026", or one day when the booking is for one. */
export function dateRange(startDate: string, endDate: string): string {
  return startDate === endDate ? formatDay(startDate) : `${formatDay(startDate)} – ${formatDay(endDate)}`;
}
