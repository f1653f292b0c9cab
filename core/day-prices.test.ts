// Prices by day (issue 36, item 3): which price each day takes, and a quote summed day by day with the long-rental
// discount, fees, VAT and deposit after it, for every combination of weekend price, custom ranges, discounts and units.
import { describe, expect, it } from "vitest";
import { dayPricesBetween, daysAtEachPrice, firstOverlap, isoWeekday, priceOn, type DayPriceTerms } from "./day-prices";
import { quoteBooking, type QuoteInput } from "./quote";
import { chargedFees } from "./fees";
import { percentOf } from "./money";

const DAILY = 2_500_000; // ₦25,000
const SATURDAY = 4_000_000; // ₦40,000
const XMAS = 6_000_000; // ₦60,000
const hall: DayPriceTerms = {
  pricePerDayKobo: DAILY,
  weekendPriceKobo: SATURDAY,
  weekendDays: [6],
  dayPrices: [{ startDate: "2026-12-24", endDate: "2026-12-26", pricePerDayKobo: XMAS }],
};

describe("the price of a day", () => {
  it("knows the ISO weekday of a date: 2026-12-07 is a Monday, 2026-12-13 a Sunday, across a year end too", () => {
    expect(["2026-12-07", "2026-12-11", "2026-12-12", "2026-12-13", "2027-01-01"].map(isoWeekday)).toEqual([1, 5, 6, 7, 5]);
  });

  it("takes a custom range's price first, then the weekend price on a weekend day, else the daily price", () => {
    expect(priceOn("2026-12-10", hall)).toBe(DAILY); // a Thursday
    expect(priceOn("2026-12-12", hall)).toBe(SATURDAY); // a Saturday
    expect(priceOn("2026-12-13", hall)).toBe(DAILY); // a Sunday: not one of this owner's weekend days
    expect(priceOn("2026-12-26", hall)).toBe(XMAS); // a Saturday inside the Christmas range
    expect(priceOn("2026-12-24", hall)).toBe(XMAS);
    expect(priceOn("2026-12-27", hall)).toBe(DAILY);
  });

  it("uses Friday to Sunday when no days are given, and no weekend price when none is set or no day is ticked", () => {
    const t = { pricePerDayKobo: DAILY, weekendPriceKobo: SATURDAY };
    expect(["2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13", "2026-12-14"].map((d) => priceOn(d, t))).toEqual([DAILY, SATURDAY, SATURDAY, SATURDAY, DAILY]);
    expect(priceOn("2026-12-12", { pricePerDayKobo: DAILY, weekendPriceKobo: null })).toBe(DAILY);
    expect(priceOn("2026-12-12", { pricePerDayKobo: DAILY, weekendPriceKobo: SATURDAY, weekendDays: [] })).toBe(DAILY);
  });

  it("groups a rental's days by price in the order they come, or all at the daily price without any", () => {
    expect(daysAtEachPrice(dayPricesBetween("2026-12-11", "2026-12-14", hall), DAILY, 4)).toEqual([{ pricePerDayKobo: DAILY, days: 3 }, { pricePerDayKobo: SATURDAY, days: 1 }]);
    expect(daysAtEachPrice(null, DAILY, 5)).toEqual([{ pricePerDayKobo: DAILY, days: 5 }]);
  });

  it("lists the days with their prices", () => {
    const days = dayPricesBetween("2026-12-11", "2026-12-14", hall);
    expect(days).toEqual([
      { date: "2026-12-11", pricePerDayKobo: DAILY },
      { date: "2026-12-12", pricePerDayKobo: SATURDAY },
      { date: "2026-12-13", pricePerDayKobo: DAILY },
      { date: "2026-12-14", pricePerDayKobo: DAILY },
    ]);
  });

  it("finds overlapping ranges (a shared day counts), and none between ranges a day apart", () => {
    const r = (startDate: string, endDate: string) => ({ startDate, endDate, pricePerDayKobo: XMAS });
    expect(firstOverlap([r("2026-12-24", "2026-12-26"), r("2026-12-27", "2026-12-31")])).toBe(-1);
    expect(firstOverlap([r("2026-12-27", "2026-12-31"), r("2026-12-24", "2026-12-27")])).toBe(1);
    expect(firstOverlap([r("2027-04-03", "2027-04-06"), r("2026-12-24", "2026-12-26"), r("2026-12-25", "2026-12-25")])).toBe(2);
  });
});

describe("a quote summed day by day", () => {
  const input = (o: Partial<QuoteInput>): QuoteInput => ({
    startDate: "2026-12-10",
    endDate: "2026-12-13",
    units: 1,
    pricePerDayKobo: DAILY,
    weeklyDiscountPct: 10,
    monthlyDiscountPct: 20,
    cautionDepositKobo: 0,
    weekendPriceKobo: hall.weekendPriceKobo,
    weekendDays: hall.weekendDays,
    dayPrices: hall.dayPrices,
    ...o,
  });

  /** The expected lines from the days' prices, each rounded as quote.ts documents. */
  function expected(i: QuoteInput, prices: number[], discountPct: number) {
    const rentalKobo = prices.reduce((s, p) => s + p, 0) * i.units;
    const discountKobo = percentOf(rentalKobo, discountPct);
    const depositKobo = i.cautionDepositKobo * i.units;
    const { serviceFeeKobo, vatKobo } = chargedFees(rentalKobo - discountKobo, depositKobo, 10, 7.5);
    return { rentalKobo, discountKobo, serviceFeeKobo, vatKobo, depositKobo, totalKobo: rentalKobo - discountKobo + serviceFeeKobo + vatKobo + depositKobo };
  }

  // [what, input, each day's price, the discount that applies]
  const CASES: [string, Partial<QuoteInput>, number[], number][] = [
    ["Thursday to Sunday with a Saturday", {}, [DAILY, DAILY, SATURDAY, DAILY], 0],
    ["the same with 3 units and a ₦50,000 deposit each", { units: 3, cautionDepositKobo: 5_000_000 }, [DAILY, DAILY, SATURDAY, DAILY], 0],
    ["Christmas Eve to Boxing Day", { startDate: "2026-12-24", endDate: "2026-12-26" }, [XMAS, XMAS, XMAS], 0],
    ["a week over Christmas: the weekly discount on the summed days", { startDate: "2026-12-21", endDate: "2026-12-27" }, [DAILY, DAILY, DAILY, XMAS, XMAS, XMAS, DAILY], 10],
    ["30 days from 1 December: the monthly discount, 4 Saturdays (one in the Christmas range)", { startDate: "2026-12-01", endDate: "2026-12-30" },
      Array.from({ length: 30 }, (_, k) => { const d = `2026-12-${String(k + 1).padStart(2, "0")}`; return d >= "2026-12-24" && d <= "2026-12-26" ? XMAS : [5, 12, 19].includes(k + 1) ? SATURDAY : DAILY; }), 20],
    ["odd kobo: ₦333.33 a day and ₦777.77 on Saturdays, 9 days, 7 units", { pricePerDayKobo: 33_333, weekendPriceKobo: 77_777, dayPrices: [], startDate: "2026-12-07", endDate: "2026-12-15", units: 7 },
      [33_333, 33_333, 33_333, 33_333, 33_333, 77_777, 33_333, 33_333, 33_333], 10],
    ["no weekend price and no ranges: every day the daily price", { weekendPriceKobo: null, dayPrices: [] }, [DAILY, DAILY, DAILY, DAILY], 0],
  ];

  it.each(CASES)("%s", (_what, o, prices, discountPct) => {
    const i = input(o);
    const q = quoteBooking(i);
    expect(q).toMatchObject({ days: prices.length, units: i.units, discountPct, ...expected(i, prices, discountPct) });
    expect(q.totalKobo % 100).toBe(0);
    expect(q.ownerPayoutKobo + q.ownerCommissionKobo).toBe(q.rentalKobo - q.discountKobo);
    if (prices.every((p) => p === i.pricePerDayKobo)) expect(q.dayPrices).toBeNull();
    else expect(q.dayPrices!.map((d) => d.pricePerDayKobo)).toEqual(prices);
  });
});
