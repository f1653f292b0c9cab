import { describe, expect, it } from "vitest";
import { dayPriceWords, pricesByDayLines } from "./day-price-words.server";

describe("prices by day in words", () => {
  it("names the weekdays from Monday, and says nothing without a weekend price or special dates", () => {
    expect(dayPriceWords().weekdays).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(pricesByDayLines({ weekendPriceKobo: null, weekendDays: [5, 6, 7], dayPrices: [] })).toBeNull();
  });

  it("lists the weekend price on its days and each special range, one day or several", () => {
    const lines = pricesByDayLines({
      weekendPriceKobo: 40_000_00,
      weekendDays: [6],
      dayPrices: [
        { startDate: "2026-12-24", endDate: "2026-12-26", pricePerDayKobo: 60_000_00 },
        { startDate: "2027-01-01", endDate: "2027-01-01", pricePerDayKobo: 55_000_50 },
      ],
    });
    expect(lines).toEqual({ term: "Prices by day", lines: ["₦40,000 on Saturday", "24 Dec 2026 – 26 Dec 2026: ₦60,000", "1 Jan 2027: ₦55,000.50"] });
  });
});
