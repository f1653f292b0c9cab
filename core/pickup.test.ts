// Pick-up times as instants in Lagos, the hour's notice a pick-up today needs, and how a deadline cut short by the
// pick-up is written.
import { afterEach, describe, expect, it } from "vitest";
import { PICKUP_TIMES } from "./dates";
import { hoursText, PICKUP_NOTICE_HOURS } from "./fees";
import { m } from "./paraglide/messages";
import { overwriteGetLocale } from "./paraglide/runtime";
import { deadlineText, pickupAt, pickupMinutes, pickupRefusal, pickupTimesOn } from "./pickup";

// What pickupRefusal says, in English (it speaks the request's language).
const PICKUPS_OVER_TODAY = m.err_pickups_over_today(
  { hours: hoursText(PICKUP_NOTICE_HOURS), last: PICKUP_TIMES.at(-1)! },
  { locale: "en" },
);

afterEach(() => overwriteGetLocale(() => "en"));

describe("pickupAt", () => {
  it("reads every pick-up time on a 24-hour clock, Noon as 12:00", () => {
    expect(PICKUP_TIMES.map(pickupMinutes).map((m) => m / 60)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(() => pickupMinutes("Midnight")).toThrow(RangeError);
  });

  it("is the time on the Lagos day, an hour ahead of UTC, across the year end", () => {
    expect(pickupAt("2026-12-31", "8:00 AM").toISOString()).toBe("2026-12-31T07:00:00.000Z");
    expect(pickupAt("2027-01-01", "5:00 PM").toISOString()).toBe("2027-01-01T16:00:00.000Z");
    expect(pickupAt("2028-02-29", "Noon").toISOString()).toBe("2028-02-29T11:00:00.000Z");
  });
});

describe("the hour's notice", () => {
  const lagos = (iso: string) => new Date(`${iso}+01:00`);

  it("offers today only the times at least an hour ahead, and every time on later days", () => {
    expect(pickupTimesOn("2026-11-23", lagos("2026-11-23T07:00:00"))).toEqual([...PICKUP_TIMES]);
    expect(pickupTimesOn("2026-11-23", lagos("2026-11-23T10:00:00"))).toEqual(PICKUP_TIMES.slice(3));
    expect(pickupTimesOn("2026-11-23", lagos("2026-11-23T10:00:01"))).toEqual(PICKUP_TIMES.slice(4));
    expect(pickupTimesOn("2026-11-23", lagos("2026-11-23T16:00:00"))).toEqual(["5:00 PM"]);
    expect(pickupTimesOn("2026-11-23", lagos("2026-11-23T16:00:01"))).toEqual([]);
    // 23:30 on 31 December: nothing is left today, all of tomorrow (next year) is open.
    expect(pickupTimesOn("2026-12-31", lagos("2026-12-31T23:30:00"))).toEqual([]);
    expect(pickupTimesOn("2027-01-01", lagos("2026-12-31T23:30:00"))).toEqual([...PICKUP_TIMES]);
  });

  it("refuses a time too soon on the time, or on the start date once no time is left that day", () => {
    const today = { startDate: "2026-11-23", pickupTime: "8:00 AM" };
    expect(pickupRefusal(today, lagos("2026-11-23T07:00:00"))).toBeUndefined();
    expect(pickupRefusal(today, lagos("2026-11-23T07:00:01"))).toEqual({ field: "pickupTime", message: "A pick-up today must be at least 1 hour from now: choose 9:00 AM or later" });
    expect(pickupRefusal(today, lagos("2026-11-23T21:00:00"))).toEqual({ field: "startDate", message: PICKUPS_OVER_TODAY });
    expect(PICKUPS_OVER_TODAY).toBe("No pick-up time is left today (a pick-up is at least 1 hour away, the last at 5:00 PM): choose a start date from tomorrow on");
  });
});

describe("deadlineText", () => {
  it("names the pick-up when the timer ends there", () => {
    const b = { startDate: "2026-11-24", pickupTime: "8:00 AM" };
    expect(deadlineText({ ...b, expiresAt: new Date("2026-11-24T07:00:00Z") })).toBe("24 Nov 2026, 08:00 (Lagos time), the pick-up time");
    expect(deadlineText({ ...b, expiresAt: "2026-11-23T22:00:00.000Z" })).toBe("23 Nov 2026, 23:00 (Lagos time)");
    expect(deadlineText({ ...b, expiresAt: new Date("2026-11-24T07:00:00Z") }, "pcm")).toBe("24 Nov 2026, 08:00 (Lagos time), wey be di pick-up time");
  });

  // The server points the messages at the request's language (server/http/i18n/messages-locale.ts); here, at Pidgin.
  it("refuses in the messages' language", () => {
    overwriteGetLocale(() => "pcm");
    const late = new Date("2026-11-23T07:00:01+01:00");
    expect(pickupRefusal({ startDate: "2026-11-23", pickupTime: "8:00 AM" }, late)).toEqual({
      field: "pickupTime",
      message: "Pick-up today suppose dey at least 1 hour from now: choose 9:00 AM or later",
    });
    expect(deadlineText({ startDate: "2026-11-24", pickupTime: "8:00 AM", expiresAt: "2026-11-23T22:00:00.000Z" })).toBe("23 Nov 2026, 23:00 (na Lagos time)");
  });
});
