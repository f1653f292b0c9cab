// The feed writer, read back by an independent parser (ical.js): events and their all-day dates, line ends and folding at
// 75 octets (a multi-byte character never split), and text escaping.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { dayRuns, escapeText, foldLine, writeCalendar } from "./ical-writer";

const NOW = new Date("2026-12-01T09:30:15.123Z");

function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents("vevent").map((c) => {
    const e = new ICAL.Event(c);
    return { uid: e.uid, summary: e.summary, start: e.startDate.toString(), end: e.endDate.toString(), allDay: e.startDate.isDate, stamp: c.getFirstPropertyValue("dtstamp")!.toString() };
  });
}

describe("writeCalendar", () => {
  it("writes one all-day event per range, DTEND the day after the last, read back by ical.js", () => {
    const text = writeCalendar({
      name: "Haya: Honda generator",
      now: NOW,
      events: [
        { uid: "booked-7-2026-12-30-2027-01-02@haya.ng", summary: "Booked", first: "2026-12-30", last: "2027-01-02" },
        { uid: "blocked-7-2027-02-28-2027-02-28@haya.ng", summary: "Blocked", first: "2027-02-28", last: "2027-02-28" },
      ],
    });
    expect(parse(text)).toEqual([
      { uid: "booked-7-2026-12-30-2027-01-02@haya.ng", summary: "Booked", start: "2026-12-30", end: "2027-01-03", allDay: true, stamp: "2026-12-01T09:30:15Z" },
      { uid: "blocked-7-2027-02-28-2027-02-28@haya.ng", summary: "Blocked", start: "2027-02-28", end: "2027-03-01", allDay: true, stamp: "2026-12-01T09:30:15Z" },
    ]);
    expect(text).toContain("DTSTART;VALUE=DATE:20261230\r\nDTEND;VALUE=DATE:20270103\r\n");
    const root = new ICAL.Component(ICAL.parse(text));
    expect(root.getFirstPropertyValue("version")).toBe("2.0");
    expect(root.getFirstPropertyValue("prodid")).toBe("-//Haya//Calendar sync//EN");
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe("Haya: Honda generator");
  });

  it("ends every line with CRLF, never a bare LF, and an empty calendar is still a calendar", () => {
    const text = writeCalendar({ name: "Empty", now: NOW, events: [] });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(parse(text)).toEqual([]);
  });

  it("folds lines at 75 octets without splitting a character, and the parser joins them back", () => {
    const summary = `Booked: ${"Ọkọ̀ ayọ́kẹ́lẹ́ Toyota Camry, ".repeat(6)}`;
    const text = writeCalendar({ name: "Haya", now: NOW, events: [{ uid: "u@haya.ng", summary, first: "2026-12-02", last: "2026-12-02" }] });
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(text).toMatch(/\r\n [^ ]/);
    // Every folded piece is whole UTF-8: nothing decodes to the replacement character.
    expect(Buffer.from(text, "utf8").toString("utf8")).not.toContain("\uFFFD");
    expect(parse(text)[0]!.summary).toBe(summary);
  });

  it("escapes commas, semicolons, backslashes and newlines in text, and drops other control characters", () => {
    const name = "Ada's cars; vans, trucks\\buses\nand\u0007 more";
    const text = writeCalendar({ name, now: NOW, events: [{ uid: "a,b;c@haya.ng", summary: name, first: "2026-12-02", last: "2026-12-02" }] });
    // X-WR-CALNAME is an extension property, which parsers keep as written: the escaped text itself is checked.
    expect(text).toContain("X-WR-CALNAME:Ada's cars\\; vans\\, trucks\\\\buses\\nand more\r\n");
    expect(parse(text)[0]).toMatchObject({ uid: "a,b;c@haya.ng", summary: "Ada's cars; vans, trucks\\buses\nand more" });
  });
});

describe("foldLine and escapeText", () => {
  it("leaves a line of 75 octets alone and folds the 76th onto a continuation", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine("x".repeat(75 + 74 + 1))).toBe(`${"x".repeat(75)}\r\n ${"x".repeat(74)}\r\n x`);
    // 74 ASCII octets then a 2-octet letter: it would end at octet 76, so it starts the next line.
    expect(foldLine(`${"x".repeat(74)}ẹ`)).toBe(`${"x".repeat(74)}\r\n ẹ`);
  });

  it("escapes in the order that keeps a backslash from escaping twice", () => {
    expect(escapeText("a\\,b")).toBe("a\\\\\\,b");
    expect(escapeText("line\r\nnext\rthird")).toBe("line\\nnext\\nthird");
  });
});

describe("dayRuns", () => {
  it("joins consecutive days into ranges, across a month and a year", () => {
    expect(dayRuns(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-03", "2027-02-28", "2027-03-01"])).toEqual([
      ["2026-12-30", "2027-01-01"],
      ["2027-01-03", "2027-01-03"],
      ["2027-02-28", "2027-03-01"],
    ]);
    expect(dayRuns([])).toEqual([]);
  });
});
