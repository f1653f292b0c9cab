import { describe, expect, it } from "vitest";
import { rentalLines } from "./quote-lines";

describe("rentalLines", () => {
  it("is one line when every day costs the daily price", () => {
    expect(rentalLines({ pricePerDayKobo: 25_000_00, days: 3, units: 1, dayPrices: null })).toEqual([["₦25,000 × 3 days", "₦75,000"]]);
  });

  it("groups the days by price in the order the prices first come, and the lines add up to the rental", () => {
    const dayPrices = [
      { date: "2026-12-11", pricePerDayKobo: 25_000_00 },
      { date: "2026-12-12", pricePerDayKobo: 40_000_00 },
      { date: "2026-12-13", pricePerDayKobo: 25_000_00 },
    ];
    expect(rentalLines({ pricePerDayKobo: 25_000_00, days: 3, units: 2, dayPrices })).toEqual([
      ["₦25,000 × 2 days × 2 units", "₦100,000"],
      ["₦40,000 × 1 day × 2 units", "₦80,000"],
    ]);
  });
});
