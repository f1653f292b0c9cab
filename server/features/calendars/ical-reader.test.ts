// Imported calendars to Lagos days: all-day and timed events, time zones, repeating events and their exceptions,
// cancelled events, the window, and files that are not calendars.
import { describe, expect, it } from "vitest";
import { CalendarReadError } from "./calendar-problems";
import { readCalendarDays } from "./ical-reader";

const WINDOW = { from: "2026-12-01", to: "2027-11-30" };
const ics = (...events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
const vevent = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261120T080000Z", ...lines, "END:VEVENT"].join("\r\n");
const read = (...events: string[]) => readCalendarDays(ics(...events), WINDOW);

describe("readCalendarDays", () => {
  it("reads all-day events with DTEND exclusive, without DTEND as one day, and with a DURATION", async () => {
    expect(await read(vevent("a", "DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261227"))).toEqual(["2026-12-24", "2026-12-25", "2026-12-26"]);
    expect(await read(vevent("b", "DTSTART;VALUE=DATE:20270101"))).toEqual(["2027-01-01"]);
    expect(await read(vevent("c", "DTSTART;VALUE=DATE:20270227", "DURATION:P3D"))).toEqual(["2027-02-27", "2027-02-28", "2027-03-01"]);
  });

  it("reads timed events by the Lagos days they touch: UTC, a zone the file defines, and floating times by their clock", async () => {
    // 23:30 UTC on the 9th is 00:30 on the 10th in Lagos; until 01:00 UTC on the 11th (02:00 Lagos).
    expect(await read(vevent("utc", "DTSTART:20261209T233000Z", "DTEND:20261211T010000Z"))).toEqual(["2026-12-10", "2026-12-11"]);
    // Ending at 00:00 Lagos (23:00 UTC) does not touch the next day.
    expect(await read(vevent("midnight", "DTSTART:20261215T080000Z", "DTEND:20261216T230000Z"))).toEqual(["2026-12-15", "2026-12-16"]);
    // 20:00 in New York (UTC-5 in December) is 02:00 the next day in Lagos.
    const newYork = ["BEGIN:VTIMEZONE", "TZID:America/New_York", "BEGIN:STANDARD", "DTSTART:19701101T020000", "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU", "TZOFFSETFROM:-0400", "TZOFFSETTO:-0500", "END:STANDARD", "BEGIN:DAYLIGHT", "DTSTART:19700308T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU", "TZOFFSETFROM:-0500", "TZOFFSETTO:-0400", "END:DAYLIGHT", "END:VTIMEZONE"].join("\r\n");
    expect(await read(newYork, vevent("ny", "DTSTART;TZID=America/New_York:20261220T200000", "DTEND;TZID=America/New_York:20261220T210000"))).toEqual(["2026-12-21"]);
    expect(await read(vevent("floating", "DTSTART:20261222T230000", "DTEND:20261222T235900"))).toEqual(["2026-12-22"]);
    // A zero-length event still marks its day.
    expect(await read(vevent("zero", "DTSTART:20261223T100000Z", "DTEND:20261223T100000Z"))).toEqual(["2026-12-23"]);
  });

  it("expands repeating events within the window, without the dates taken out, with moved and cancelled occurrences", async () => {
    const weekly = vevent("w", "DTSTART;VALUE=DATE:20261205", "DTEND;VALUE=DATE:20261206", "RRULE:FREQ=WEEKLY;COUNT=4", "EXDATE;VALUE=DATE:20261212");
    expect(await read(weekly)).toEqual(["2026-12-05", "2026-12-19", "2026-12-26"]);
    const moved = vevent("w", "RECURRENCE-ID;VALUE=DATE:20261219", "DTSTART;VALUE=DATE:20261220", "DTEND;VALUE=DATE:20261222");
    const cancelled = vevent("w", "RECURRENCE-ID;VALUE=DATE:20261226", "DTSTART;VALUE=DATE:20261226", "STATUS:CANCELLED");
    expect(await read(weekly, moved, cancelled)).toEqual(["2026-12-05", "2026-12-20", "2026-12-21"]);
  });

  it("expands an endless rule only to the end of the window, and one that started years ago from where the window starts", async () => {
    const days = await read(vevent("monthly", "DTSTART;VALUE=DATE:20150101", "RRULE:FREQ=MONTHLY;BYMONTHDAY=1"));
    expect(days[0]).toBe("2026-12-01");
    expect(days.at(-1)).toBe("2027-11-01");
    expect(days).toHaveLength(12);
    expect(await read(vevent("daily", "DTSTART:20261201T090000Z", "DTEND:20261201T100000Z", "RRULE:FREQ=DAILY"))).toHaveLength(365);
  });

  it("refuses a rule that repeats too often to expand, instead of running for ever", async () => {
    await expect(read(vevent("s", "DTSTART:20261201T090000Z", "RRULE:FREQ=SECONDLY"))).rejects.toThrow(CalendarReadError);
  });

  it("leaves out cancelled events and days outside the window, and merges overlapping events", async () => {
    expect(await read(vevent("x", "DTSTART;VALUE=DATE:20261210", "STATUS:CANCELLED"))).toEqual([]);
    expect(await read(vevent("past", "DTSTART;VALUE=DATE:20261128", "DTEND;VALUE=DATE:20261203"), vevent("far", "DTSTART;VALUE=DATE:20271129", "DTEND;VALUE=DATE:20280105"))).toEqual(["2026-12-01", "2026-12-02", "2027-11-29", "2027-11-30"]);
    expect(await read(vevent("a", "DTSTART;VALUE=DATE:20261210", "DTEND;VALUE=DATE:20261212"), vevent("b", "DTSTART;VALUE=DATE:20261211", "DTEND;VALUE=DATE:20261213"))).toEqual(["2026-12-10", "2026-12-11", "2026-12-12"]);
  });

  it("reads a file with a byte-order mark and LF line ends, and an empty calendar as no days", async () => {
    expect(await readCalendarDays(`\uFEFF${ics(vevent("a", "DTSTART;VALUE=DATE:20261224")).replace(/\r\n/g, "\n")}`, WINDOW)).toEqual(["2026-12-24"]);
    expect(await read()).toEqual([]);
  });

  it("refuses what is not a calendar: a web page, broken text, a date that does not exist", async () => {
    await expect(readCalendarDays("<!doctype html><title>Sign in</title>", WINDOW)).rejects.toThrow(new CalendarReadError("not-calendar"));
    await expect(readCalendarDays("BEGIN:VCALENDAR\r\nthis is not\r\n", WINDOW)).rejects.toThrow(CalendarReadError);
    await expect(read(vevent("bad", "DTSTART;VALUE=DATE:2026AB45"))).rejects.toThrow(CalendarReadError);
  });
});
