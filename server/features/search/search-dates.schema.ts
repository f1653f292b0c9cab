// The dates of a search (startDate, endDate, pickupTime), as the browse and category pages and GET /api/v1/listings read
// them: the checks that hold whatever day it is. Those that hang on today (not in the past, within the booking window,
// the pick-up far enough ahead) are search-dates.ts's, run by the service with its clock.
import { z } from "zod";
import { isIsoDay, PICKUP_TIMES, type PickupTime } from "../../../core/dates";
import { rentalDays } from "../../../core/quote";
import { BOOKING_WINDOW_DAYS } from "../../../core/listing-limits";
import { m } from "../../../core/paraglide/messages";

/** The longest rental anyone can book: from today to the last day bookings open (today + 180), both counted. */
export const MAX_SEARCH_DAYS = BOOKING_WINDOW_DAYS + 1;

/** An empty form box (the hero's date left blank) is no date. */
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const isoDay = z.preprocess(blank, z.string().trim().refine(isIsoDay, { error: () => m.err_real_date() }).optional());
const pickupTime = z.preprocess(blank, z.enum(PICKUP_TIMES, { error: () => m.err_one_of({ options: PICKUP_TIMES.join(", ") }) }).optional());

/** Spread into the search query's object: each field's description is the API's documentation of it. */
export const searchDateFields = {
  startDate: isoDay.describe(
    "First rental day (ISO date, Africa/Lagos; today or later): only listings with a unit free and open on every day from `startDate` to `endDate`, for that many days, and each card's `quote` is the total for those days",
  ),
  endDate: isoDay.describe(`Last rental day (ISO date, Africa/Lagos); defaults to \`startDate\`; at most ${MAX_SEARCH_DAYS} days in all`),
  pickupTime: pickupTime.describe("Pick-up time on `startDate` (Africa/Lagos); a pick-up today must be at least an hour away"),
  date: isoDay.describe("Older name of `startDate` (the home page's links)"),
  time: pickupTime.describe("Older name of `pickupTime` (the home page's links)"),
};

type DateFields = { startDate?: string | undefined; endDate?: string | undefined; pickupTime?: PickupTime | undefined; date?: string | undefined; time?: PickupTime | undefined };

export interface SearchDates {
  startDate: string;
  endDate: string;
  days: number;
  pickupTime: PickupTime | undefined;
}

/** The dates asked for, older names included (`date`, `time`); undefined without a start date. Assumes a parsed query. */
export function searchDatesOf(q: DateFields): SearchDates | undefined {
  const startDate = q.startDate ?? q.date;
  if (!startDate) return undefined;
  const endDate = q.endDate ?? startDate;
  const days = isIsoDay(startDate) && isIsoDay(endDate) && endDate >= startDate ? rentalDays(startDate, endDate) : 0;
  return { startDate, endDate, days, pickupTime: q.pickupTime ?? q.time };
}

/** The search query's check of its dates as a whole (a superRefine of the object). */
export function checkSearchDateFields(q: DateFields, ctx: z.RefinementCtx): void {
  if (q.endDate && !(q.startDate ?? q.date)) {
    ctx.addIssue({ code: "custom", path: ["startDate"], message: m.err_start_date_too() });
    return;
  }
  // Zod runs this even when a field failed: a date that is no date was named there already.
  const dates = searchDatesOf(q);
  if (!dates || !isIsoDay(dates.startDate) || !isIsoDay(dates.endDate)) return;
  if (dates.endDate < dates.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: m.err_end_before_start() });
  else if (dates.days > MAX_SEARCH_DAYS) ctx.addIssue({ code: "custom", path: ["endDate"], message: m.err_rental_days_max({ days: MAX_SEARCH_DAYS }) });
}
