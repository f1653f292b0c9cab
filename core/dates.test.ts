// Lagos calendar dates at the awkward moments: the hour when Lagos (UTC+1) is already on the next day, month and year
// ends, 28 and 29 February. Also run as of several fixed todays by `npm run test:dates` (vitest.dates.config.ts), whose
// moved clock this file checks.
import { describe, expect, it } from "vitest";
import { addDaysIso, addMonths, atLagosWallTime, currentYearInLagos, daysOfMonth, isIsoDay, lagosMidnight, lagosWallTime, mondayOffset, PICKUP_TIMES, pickupTimeText, todayInLagos } from "./dates";

describe("Lagos wall time (a datetime-local field's value)", () => {
  it("reads and writes Lagos's date and time, an hour ahead of UTC all year, and names no moment for anything else", () => {
    expect(lagosWallTime(new Date("2026-12-05T20:30:00Z"))).toBe("2026-12-05T21:30");
    expect(lagosWallTime(new Date("2026-12-31T23:15:00Z"))).toBe("2027-01-01T00:15");
    expect(atLagosWallTime("2027-01-01T00:15").toISOString()).toBe("2026-12-31T23:15:00.000Z");
    for (const bad of ["", "yesterday", "2026-12-05", "2026-12-05T21:30:00Z", "2026-13-05T21:30"]) expect(Number.isNaN(atLagosWallTime(bad).getTime()), bad).toBe(true);
  });
});

describe("todayInLagos", () => {
  it.each([
    ["2026-11-30T22:30:00Z", "2026-11-30"], // 23:30 in Lagos: still the 30th
    ["2026-11-30T23:30:00Z", "2026-12-01"], // 00:30 in Lagos: a day (and a month) ahead of UTC
    ["2026-12-31T23:00:00Z", "2027-01-01"], // Lagos midnight exactly: the new year
    ["2027-02-28T23:59:59Z", "2027-03-01"],
    ["2028-02-28T23:30:00Z", "2028-02-29"],
  ])("at %s is %s", (at, day) => {
    expect(todayInLagos(new Date(at))).toBe(day);
  });

  it("the footer's year turns at Lagos midnight, an hour before UTC's", () => {
    expect(currentYearInLagos(new Date("2026-12-31T22:59:59Z"))).toBe(2026);
    expect(currentYearInLagos(new Date("2026-12-31T23:00:00Z"))).toBe(2027);
  });

  // Under `npm run test:dates`: the clock really reads as HAYA_TODAY, so the other files did run as of then.
  it.runIf(process.env.HAYA_TODAY)("reads the clock the dates check fixed (HAYA_TODAY)", () => {
    const lagos = new Date(Date.parse(process.env.HAYA_TODAY!) + 3_600_000).toISOString().slice(0, 10);
    expect(todayInLagos()).toBe(lagos);
    expect(Math.abs(Date.now() - Date.parse(process.env.HAYA_TODAY!))).toBeLessThan(60_000);
  });
});

describe("pickupTimeText", () => {
  it("says the seed's 'Noon' in each language and every clock time as it is", () => {
    expect(pickupTimeText("Noon", "en")).toBe("Noon");
    expect(pickupTimeText("Noon", "pcm")).toBe("12:00 PM");
    for (const t of PICKUP_TIMES.filter((t) => t !== "Noon")) expect([pickupTimeText(t, "en"), pickupTimeText(t, "pcm")]).toEqual([t, t]);
  });
});

describe("lagosMidnight", () => {
  it("is 23:00 UTC the evening before", () => {
    expect(new Date(lagosMidnight("2027-01-01")).toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(new Date(lagosMidnight("2028-03-01")).toISOString()).toBe("2028-02-29T23:00:00.000Z");
  });
});

describe("days and months", () => {
  it("adds days across month ends, the year end and February", () => {
    expect(addDaysIso("2026-11-28", 3)).toBe("2026-12-01");
    expect(addDaysIso("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysIso("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDaysIso("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDaysIso("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysIso("2028-02-29", 180)).toBe("2028-08-27");
  });

  it("knows 29 February only in leap years", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("2100-02-29")).toBe(false);
    expect(daysOfMonth("2027-02")).toHaveLength(28);
    expect(daysOfMonth("2028-02")).toHaveLength(29);
    expect(daysOfMonth("2026-12").at(-1)).toBe("2026-12-31");
  });

  it("steps months across the year end, and starts each grid on its Monday", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2027-01", -1)).toBe("2026-12");
    expect(addMonths("2026-11", 3)).toBe("2027-02");
    // 1 December 2026 is a Tuesday; 1 February 2027 a Monday; 1 November 2026 a Sunday.
    expect([mondayOffset("2026-12"), mondayOffset("2027-02"), mondayOffset("2026-11")]).toEqual([1, 0, 6]);
  });
});
