// GET /calendar/<token>.ics: a listing's secret iCal feed (features/calendars) for another platform or a calendar app
// to import. The token is the only key: an unknown or replaced one answers 404, like a path that never existed.
import type { Handler } from "hono";
import type { Services } from "../services";

export function calendarFeed(services: Services): Handler {
  return async (c) => {
    const file = c.req.param("file") ?? "";
    // The service refuses anything but a token's shape before it reads the database.
    const text = file.endsWith(".ics") ? await services.calendars.feed(file.slice(0, -4)) : undefined;
    // Private: the address is a secret, so no shared cache keeps a copy; importers fetch it again each time.
    const common = { "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };
    if (text === undefined) return c.text("Calendar not found", 404, { ...common, "Cache-Control": "no-store" });
    return c.body(text, 200, { ...common, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="haya-calendar.ics"' });
  };
}
