// GET /calendar/<token>.ics: a listing's secret iCal feed (features/calendars) for another platform or a calendar app
// to import. The token is the only key: an unknown or replaced one answers 404, like a path that never existed.
import type { Handler } from "hono";
import type { Services } from "../services";

const FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export function calendarFeed(services: Services): Handler {
  return async (c) => {
    const token = FILE.exec(c.req.param("file") ?? "")?.[1];
    const text = token ? await services.calendars.feed(token) : undefined;
    // Private: the address is a secret, so no shared cache keeps a copy; importers fetch it again each time.
    const common = { "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" };
    if (text === undefined) return c.text("Calendar not found", 404, { ...common, "Cache-Control": "no-store" });
    return c.body(text, 200, { ...common, "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="haya-calendar.ics"' });
  };
}
