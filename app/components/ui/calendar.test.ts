// The range calendar's tap rules (nextRange): a tap for the start, one for the end, a third starts over; never across an
// unavailable day, and then the choice stays and the person is told why.
import { describe, expect, it } from "vitest";
import { nextRange, type DayRange } from "./calendar";

const none: DayRange = { start: null, end: null };
const closed = new Set(["2026-12-10"]);

describe("nextRange", () => {
  it("the first tap chooses the start (one day until an end is chosen)", () => {
    expect(nextRange(none, "2026-12-01", closed)).toEqual({ range: { start: "2026-12-01", end: null } });
  });

  it("the second tap chooses the end; the start again is that one day", () => {
    expect(nextRange({ start: "2026-12-01", end: null }, "2026-12-03", closed)).toEqual({ range: { start: "2026-12-01", end: "2026-12-03" } });
    expect(nextRange({ start: "2026-12-01", end: null }, "2026-12-01", closed)).toEqual({ range: { start: "2026-12-01", end: "2026-12-01" } });
  });

  it("a second tap before the start makes the range between the two", () => {
    expect(nextRange({ start: "2026-12-05", end: null }, "2026-12-02", closed)).toEqual({ range: { start: "2026-12-02", end: "2026-12-05" } });
  });

  it("a third tap starts over, wherever it falls", () => {
    const whole = { start: "2026-12-01", end: "2026-12-03" };
    expect(nextRange(whole, "2026-12-02", closed)).toEqual({ range: { start: "2026-12-02", end: null } });
    expect(nextRange(whole, "2026-12-01", closed)).toEqual({ range: { start: "2026-12-01", end: null } });
    expect(nextRange(whole, "2026-12-20", closed)).toEqual({ range: { start: "2026-12-20", end: null } });
  });

  it("a range across an unavailable day is refused with the reason; the choice stays as it was", () => {
    const from = { start: "2026-12-08", end: null };
    expect(nextRange(from, "2026-12-12", closed)).toEqual({ range: from, refused: "Those dates would include Thu 10 Dec, which is not available. Choose dates on one side of it." });
    expect(nextRange({ start: "2026-12-12", end: null }, "2026-12-08", closed).refused).toContain("Thu 10 Dec");
    // Right up to it, on either side, is fine.
    expect(nextRange(from, "2026-12-09", closed)).toEqual({ range: { start: "2026-12-08", end: "2026-12-09" } });
    expect(nextRange({ start: "2026-12-11", end: null }, "2026-12-12", closed)).toEqual({ range: { start: "2026-12-11", end: "2026-12-12" } });
  });

  it("across a month's and a year's end", () => {
    expect(nextRange({ start: "2026-12-30", end: null }, "2027-01-02", new Set(["2027-01-01"])).refused).toContain("Fri 1 Jan");
    expect(nextRange({ start: "2026-12-30", end: null }, "2027-01-02", closed)).toEqual({ range: { start: "2026-12-30", end: "2027-01-02" } });
  });
});
