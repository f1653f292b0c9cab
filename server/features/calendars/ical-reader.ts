// Reads an imported iCalendar file (ical.js) into the Lagos days its events cover within a window: all-day events by
// their dates (DTEND exclusive), timed ones by every Lagos day they touch, repeating ones (RRULE, RDATE, EXDATE and
// changed occurrences) expanded, cancelled ones left out.
import ICAL from "ical.js";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { CalendarReadError, calendarProblem } from "./calendar-problems";

/**
 * Occurrences looked at across one file (about a second of work): a rule repeating every minute for years stops here
 * instead of the process. Every YIELD_EVERY of them the reader lets the server's other work run.
 */
const OCCURRENCE_BUDGET = 50_000;
const YIELD_EVERY = 1_000;

type Time = ICAL.Time;

/** The Lagos day of a time: a DATE as written, a floating time (no zone, or one the file does not define) by its clock, else its instant. */
function lagosDay(t: Time): string {
  const wallClock = () => `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
  if (t.isDate || t.zone === ICAL.Timezone.localTimezone || t.zone?.tzid === "floating") return wallClock();
  return todayInLagos(t.toJSDate());
}

/** The days from `start` up to its exclusive `end` (an all-day event's DTEND, or a timed event's end instant). */
function daysBetween(start: Time, end: Time): [first: string, last: string] {
  const first = lagosDay(start);
  if (end.compare(start) <= 0) return [first, first];
  if (end.isDate) return [first, addDaysIso(lagosDay(end), -1)];
  // A timed event ending at 00:00 does not touch the day that starts then.
  const last = lagosDay(end);
  const endsAtMidnight = lagosDay(end.clone().adjust(0, 0, 0, -1)) !== last;
  return [first, endsAtMidnight ? addDaysIso(last, -1) : last];
}

const isCancelled = (c: ICAL.Component) => String(c.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

/**
 * The days within [from, to] (ISO dates, inclusive) on which the file's events fall, sorted. Throws CalendarReadError
 * for a file that is not an iCalendar or repeats too much.
 */
export async function readCalendarDays(text: string, window: { from: string; to: string }): Promise<string[]> {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new CalendarReadError(calendarProblem.notCalendar);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(body));
  } catch {
    throw new CalendarReadError(calendarProblem.unreadable);
  }
  if (root.name !== "vcalendar") throw new CalendarReadError(calendarProblem.notCalendar);

  const days = new Set<string>();
  const add = ([first, last]: [string, string]) => {
    const a = first < window.from ? window.from : first;
    const b = last > window.to ? window.to : last;
    for (let d = a; d <= b; d = addDaysIso(d, 1)) days.add(d);
  };

  // Changed occurrences (RECURRENCE-ID) belong to the event of the same UID; one without its event stands alone.
  const components = root.getAllSubcomponents("vevent");
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const c of components) {
    if (!c.hasProperty("recurrence-id")) continue;
    const uid = String(c.getFirstPropertyValue("uid") ?? "");
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), c]);
  }
  const masters = new Set(components.filter((c) => !c.hasProperty("recurrence-id")).map((c) => String(c.getFirstPropertyValue("uid") ?? "")));

  let budget = OCCURRENCE_BUDGET;
  // Occurrences are compared with this (cheaper than a Lagos day each); the day after the window's end, in any zone.
  const stop = ICAL.Time.fromDateString(addDaysIso(window.to, 2));
  try {
    for (const c of components) {
      const uid = String(c.getFirstPropertyValue("uid") ?? "");
      const isException = c.hasProperty("recurrence-id");
      if (isException && masters.has(uid)) continue;
      if (!c.hasProperty("dtstart")) continue;
      const event = new ICAL.Event(c);
      if (!isException) for (const x of exceptions.get(uid) ?? []) event.relateException(x);
      if (!event.isRecurring() || isException) {
        if (!isCancelled(c)) add(daysBetween(event.startDate, event.endDate));
        continue;
      }
      // A cancelled series is cancelled in every occurrence, its changed ones included.
      if (isCancelled(c)) continue;
      const it = event.iterator();
      for (let next = it.next(); next; next = it.next()) {
        if (--budget < 0) throw new CalendarReadError(calendarProblem.repeats);
        if (budget % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
        if (next.compare(stop) > 0) break;
        const o = event.getOccurrenceDetails(next);
        if (isCancelled(o.item.component)) continue;
        add(daysBetween(o.startDate, o.endDate));
      }
    }
  } catch (e) {
    if (e instanceof CalendarReadError) throw e;
    // ical.js throws plain errors for values it cannot read (a date of "2026-13-45", a broken rule).
    throw new CalendarReadError(calendarProblem.unreadable);
  }
  return [...days].sort();
}
