// Writes an iCalendar (RFC 5545) feed of all-day events: CRLF line ends, text escaped, lines folded at 75 octets.
import { addDaysIso } from "../../../core/dates";

/** One all-day event from `first` to `last` (ISO dates, both included). */
export interface DayEvent {
  uid: string;
  summary: string;
  first: string;
  last: string;
}

export interface CalendarText {
  /** The calendar's name (X-WR-CALNAME, which Google, Apple and Outlook show). */
  name: string;
  events: DayEvent[];
  /** DTSTAMP of every event: when the feed was made. */
  now: Date;
}

const PRODUCT = "-//Haya//Calendar sync//EN";

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newline are escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex -- control characters are what is being removed
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
}

/**
 * A content line folded (§3.1): no line longer than 75 octets, each continuation starting with one space; a UTF-8
 * character is never split across lines.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    // The first line may hold 75 octets; each continuation 74 after its leading space.
    const room = out.length === 0 ? 75 : 74;
    if (octets + size > room) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** YYYYMMDD of an ISO date (a DATE value). */
const dateValue = (iso: string) => iso.replaceAll("-", "");

/** YYYYMMDDTHHMMSSZ (a UTC DATE-TIME value, whole seconds). */
const utcValue = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export function writeCalendar({ name, events, now }: CalendarText): string {
  const stamp = utcValue(now);
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODUCT}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${escapeText(name)}`];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(e.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${dateValue(e.first)}`,
      // DTEND of an all-day event is the day after the last one (exclusive).
      `DTEND;VALUE=DATE:${dateValue(addDaysIso(e.last, 1))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** Consecutive days (sorted ISO dates, no repeats) as runs of [first, last]. */
export function dayRuns(days: readonly string[]): [first: string, last: string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && addDaysIso(run[1], 1) === day) run[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}
