// The Availability section's server half: what its loader reads for a month, and the "blocked-dates" form post that
// replaces one month's blocked days (the listings service keeps days before today and beyond its window as they are).
import { z } from "zod";
import { isoDay } from "../../../server/features/listings/listings.schema";
import type { Services } from "../../../server/services";
import { todayInLagos } from "@core/dates";
import { invalid, fromError, type Values } from "~/lib/forms.server";
import { daysOfMonth, MONTH, monthTitle } from "@core/dates";
import { m } from "@core/paraglide/messages";
import { availabilityMonths, BLOCKED_DATES_INTENT, monthParam, type BlockedDatesResult } from "./components/availability";

/** The props of <AvailabilitySection> but `result`, for the month in `?month=` (this month when it is missing or out of range). */
export async function loadAvailability(services: Services, listingId: number, url: URL, today = todayInLagos()) {
  const month = monthParam(url.searchParams.get("month"), today);
  const days = daysOfMonth(month);
  // The form ticks the owner's own blocked days only; days their imported calendars close are shown beside them.
  const [blocked, imported] = await Promise.all([
    services.listings.ownBlockedDates(listingId, days[0]!, days.at(-1)!),
    services.calendars.importedDays(listingId, days[0]!, days.at(-1)!),
  ]);
  return { listingId, month, today, blocked, imported };
}

function blockedDatesForm(today: string) {
  const { first, last } = availabilityMonths(today);
  const range = m.listing_choose_month({ first: monthTitle(first), last: monthTitle(last) });
  return z
    .object({
      month: z.string({ error: range }).regex(MONTH, range).refine((month) => month >= first && month <= last, range),
      day: z.array(isoDay).max(31, m.listing_month_max_days()),
    })
    .refine((f) => f.day.every((d) => d.startsWith(`${f.month}-`)), { message: m.listing_blocked_day_in_month(), path: ["day"] });
}

const daysText = (n: number) => (n === 0 ? m.rentals_days_none() : m.rentals_days({ count: n }));

/** The manage page's action for intent "blocked-dates": the ticked `day`s become the month's blocked days. */
export async function saveBlockedDates(services: Services, ownerId: string, listingId: number, form: FormData) {
  const month = form.get("month");
  const day = [...new Set(form.getAll("day").filter((d) => typeof d === "string"))];
  // The ticked days go back to the form in one value, so a refusal shows them as they were.
  const values: Values = { intent: BLOCKED_DATES_INTENT, month: typeof month === "string" ? month : "", day: day.join(",") };
  const parsed = blockedDatesForm(todayInLagos()).safeParse({ month, day });
  if (!parsed.success) return invalid(values, { form: parsed.error.issues[0]?.message ?? m.listing_dates_unreadable() });
  const days = daysOfMonth(parsed.data.month);
  try {
    const blocked = await services.listings.setBlockedDates(ownerId, listingId, parsed.data.day, { from: days[0]!, to: days.at(-1)! });
    const count = blocked.filter((d) => d.startsWith(`${parsed.data.month}-`)).length;
    const result: BlockedDatesResult = { ok: true, intent: BLOCKED_DATES_INTENT, message: m.listing_blocked_saved({ days: daysText(count), month: monthTitle(parsed.data.month) }) };
    return result;
  } catch (e) {
    return fromError(values, e);
  }
}
