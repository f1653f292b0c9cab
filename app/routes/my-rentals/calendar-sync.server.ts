// The Calendar sync section's server half: its longer explanations in words (the browser carries none of them), and
// the manage page's form posts that make a new feed link, add an external calendar and remove one. Each answers by a redirect to the section (a page load shows the new state, with or without
// JavaScript) or with the form's errors and what was typed.

import type { Services } from "../../../server/services";
import { redirect } from "~/lib/links";
import { NotFoundError } from "../../../server/errors";
import { fromError, type Values } from "~/lib/forms.server";
import { manageHref } from "~/lib/listing-urls";
import { CALENDAR_INTENTS, type CalendarSyncWords } from "./components/calendar-sync";
import { m } from "@core/paraglide/messages";
import { REFRESH_MINUTES } from "@core/calendar-limits";

const INTENTS: readonly string[] = Object.values(CALENDAR_INTENTS);
export const isCalendarIntent = (intent: string) => INTENTS.includes(intent);

/** What the section explains, in the page's language, for the manage page's loader. */
export function calendarSyncWords(): CalendarSyncWords {
  return { description: m.rentals_sync_description(), feedHint: m.rentals_feed_hint(), importedNote: m.rentals_imported_note({ minutes: REFRESH_MINUTES }), urlHint: m.rentals_calendar_url_hint() };
}

const back = (id: number, saved: string) => redirect(`${manageHref(id)}?saved=${saved}#calendar-sync`);

/** The manage page's action for the calendar-… intents. */
export async function calendarAction(services: Services, ownerId: string, listingId: number, intent: string, values: Values) {
  const { calendars } = services;
  try {
    switch (intent) {
      case CALENDAR_INTENTS.link:
        await calendars.regenerateFeed(ownerId, listingId);
        return back(listingId, intent);
      case CALENDAR_INTENTS.add:
        await calendars.addImport(ownerId, listingId, { name: values.name ?? "", url: values.url ?? "" });
        return back(listingId, intent);
      default: {
        const importId = /^\d{1,15}$/.test(values.importId ?? "") ? Number(values.importId) : 0;
        await calendars.removeImport(ownerId, listingId, importId);
        return back(listingId, intent);
      }
    }
  } catch (e) {
    // A calendar already removed (a second tap, another tab) is no error: the page shows it gone.
    if (intent === CALENDAR_INTENTS.remove && e instanceof NotFoundError && e.message === m.err_calendar_not_found()) return back(listingId, intent);
    return fromError(values, e);
  }
}
