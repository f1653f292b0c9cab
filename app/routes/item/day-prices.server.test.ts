import { describe, expect, it } from "vitest";
import { LISTING_LIMITS } from "@core/listing-limits";
import { calendarPrices } from "./day-prices.server";

describe("calendarPrices", () => {
  it("is null when every day costs the daily price", () => {
    expect(calendarPrices({ pricePerDayKobo: 25_000_00 }, "2026-12-01", "2026-12-31")).toBeNull();
    expect(calendarPrices({ pricePerDayKobo: 25_000_00, weekendPriceKobo: null, weekendDays: [6], dayPrices: [] }, "2026-12-01", "2026-12-31")).toBeNull();
  });

  it("names each distinct price once and picks one per day: Saturdays and a Christmas range", () => {
    const terms = { pricePerDayKobo: 25_000_00, weekendPriceKobo: 40_000_00, weekendDays: [6], dayPrices: [{ startDate: "2026-12-24", endDate: "2026-12-26", pricePerDayKobo: 60_000_00 }] };
    // 18–27 December 2026: Friday 18, Saturday 19, … Thursday 24 to Saturday 26 at the Christmas price, Sunday 27.
    const c = calendarPrices(terms, "2026-12-18", "2026-12-27")!;
    expect(c.from).toBe("2026-12-18");
    expect(c.prices).toEqual([["₦25k", "₦25,000 a day"], ["₦40k", "₦40,000 a day"], ["₦60k", "₦60,000 a day"]]);
    expect(c.days).toBe("0100002220");
  });

  it("names every distinct price a listing can have with one base-36 letter", () => {
    // Each range's price, the weekend price and the daily price.
    expect(LISTING_LIMITS.dayPriceRangesMax + 2).toBeLessThanOrEqual(36);
  });
});
