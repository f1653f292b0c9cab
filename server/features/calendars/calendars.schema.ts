// Zod shapes of calendar sync: an imported calendar as an owner adds it (form and API alike), and as they see it.
import { z } from "zod";
import { CALENDAR_LIMITS } from "../../../core/calendar-limits";
import { m } from "../../../core/paraglide/messages";

const L = CALENDAR_LIMITS;

export const calendarImportInputSchema = z.object({
  name: z
    .string({ error: () => m.err_calendar_name() })
    .trim()
    .min(1, { error: () => m.err_calendar_name() })
    .max(L.nameMax, { error: () => m.err_calendar_name_max({ max: L.nameMax }) }),
  url: z
    .string({ error: () => m.err_calendar_url() })
    .trim()
    .min(1, { error: () => m.err_calendar_url() })
    .max(L.urlMax, { error: () => m.err_calendar_url_max({ max: L.urlMax }) }),
});
export type CalendarImportInput = z.output<typeof calendarImportInputSchema>;

export const calendarImportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().describe("The address as the owner gave it (webcal:// is fetched over https)"),
  status: z.enum(["pending", "ok", "failed"]).describe("pending: not fetched yet; ok: the last fetch was read; failed: it was not (see `error`), and the days of the last good fetch still count"),
  error: z.string().nullable().describe("Why the last fetch failed"),
  fetchedAt: z.string().nullable().describe("The last fetch, successful or not (ISO 8601, UTC)"),
  syncedAt: z.string().nullable().describe("The last successful fetch"),
  days: z.number().int().describe("Days from today on that this calendar closes"),
  clashes: z.array(z.iso.date()).describe("Days this calendar closes that a booking on Haya also holds (booked in both places): one of the two bookings has to move"),
});
export type CalendarImport = z.output<typeof calendarImportSchema>;

export const calendarSyncSchema = z.object({
  feedUrl: z.string().describe("The listing's secret iCal feed: booked and blocked days, for another platform or calendar to import"),
  imports: z.array(calendarImportSchema),
});
export type CalendarSync = z.output<typeof calendarSyncSchema>;
