// Calendar sync's background work on the job queue: one imported calendar's fetch (written with the calendar when an
// owner adds it, and by the sweep), and the sweep every 5 minutes that hands on each calendar due for its refresh.
import type { JobHandler } from "../../jobs/queue";
import type { Log } from "../../logger";
import type { CalendarsService } from "./calendars.service";

export function calendarJobs(calendars: CalendarsService, log: Log): Record<"calendar-fetch" | "calendar-sweep", JobHandler> {
  return {
    "calendar-fetch": (data) => calendars.refresh(Number((data as { importId: unknown }).importId)),
    async "calendar-sweep"() {
      const due = await calendars.sweep();
      if (due > 0) log("info", "calendars due for a refresh", { due });
    },
  };
}
