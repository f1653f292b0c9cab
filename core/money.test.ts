import { describe, expect, it } from "vitest";
import { formatNaira, nairaToKobo, percentOf, shortNaira } from "./money";

describe("formatNaira", () => {
  it("shows whole naira with thousands separators", () => {
    expect(formatNaira(2_500_000)).toBe("₦25,000");
    expect(formatNaira(75_000_000)).toBe("₦750,000");
    expect(formatNaira(80_000)).toBe("₦800");
  });
  it("shows kobo only when there are some", () => {
    expect(formatNaira(56_250)).toBe("₦562.50");
  });
  it("takes a percentage in whole kobo, halves rounding up", () => {
    expect(percentOf(7_500_000, 10)).toBe(750_000);
    expect(percentOf(750_000, 7.5)).toBe(56_250);
    expect(percentOf(333, 7.5)).toBe(25); // 24.975
    expect(percentOf(10, 5)).toBe(1); // 0.5
  });
  it("stays exact for amounts whose product with the rate passes 2^53", () => {
    // 999,999,950 kobo × 179 days × 9,999 units at 15%: exactly …342.5, which rounds up.
    const kobo = 999_999_950 * 179 * 9_999;
    expect(percentOf(kobo, 15)).toBe(Number((BigInt(kobo) * 15n + 50n) / 100n));
    expect(percentOf(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it("converts naira to integer kobo", () => {
    expect(nairaToKobo(25_000)).toBe(2_500_000);
  });
});

describe("shortNaira", () => {
  it("writes a calendar's short prices in whole naira", () => {
    expect([80_000, 4_000_000, 4_250_000, 25_000_050, 120_000_000, 1_000_000_000].map(shortNaira)).toEqual(["₦800", "₦40k", "₦42.5k", "₦250k", "₦1.2m", "₦10m"]);
  });
});
