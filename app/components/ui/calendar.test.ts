// The range calendar's click rules (nextRange).
import { describe, expect, it } from "vitest";
import { nextRange, type DayRange } from "./calendar";

const none: DayRange = { start: null, end: null };
const closed = new Set(["2026-12-10"]);

describe("nextRange", () => {
  it("the first click sets the start: one day", () => {
    expect(nextRange(none, "2026-12-01", closed)).toEqual({ start: "2026-12-01", end: null });
  });
  it("a later day sets the end, and a later one again moves it", () => {
    const r = nextRange({ start: "2026-12-01", end: null }, "2026-12-03", closed);
    expect(r).toEqual({ start: "2026-12-01", end: "2026-12-03" });
    expect(nextRange(r, "2026-12-05", closed)).toEqual({ start: "2026-12-01", end: "2026-12-05" });
    expect(nextRange(r, "2026-12-02", closed)).toEqual({ start: "2026-12-01", end: "2026-12-02" });
  });
  it("the start or the end clicked again clears the choice", () => {
    expect(nextRange({ start: "2026-12-01", end: null }, "2026-12-01", closed)).toEqual(none);
    expect(nextRange({ start: "2026-12-01", end: "2026-12-03" }, "2026-12-01", closed)).toEqual(none);
    expect(nextRange({ start: "2026-12-01", end: "2026-12-03" }, "2026-12-03", closed)).toEqual(none);
  });
  it("a day before the start starts again from it", () => {
    expect(nextRange({ start: "2026-12-05", end: "2026-12-08" }, "2026-12-02", closed)).toEqual({ start: "2026-12-02", end: null });
  });
  it("never across an unavailable day: the later day starts a new range", () => {
    expect(nextRange({ start: "2026-12-08", end: null }, "2026-12-12", closed)).toEqual({ start: "2026-12-12", end: null });
    expect(nextRange({ start: "2026-12-08", end: null }, "2026-12-09", closed)).toEqual({ start: "2026-12-08", end: "2026-12-09" });
    expect(nextRange({ start: "2026-12-11", end: null }, "2026-12-12", closed)).toEqual({ start: "2026-12-11", end: "2026-12-12" });
  });
});
