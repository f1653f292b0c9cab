// The quote arithmetic: days, long-rental discounts, fees rounded down to whole naira, deposit, exact at the largest booking.
import { describe, expect, it } from "vitest";
import { percentOf } from "./money";
import { quoteBooking, rentalDays, type Quote, type QuoteInput } from "./quote";

const base: QuoteInput = {
  startDate: "2026-12-04",
  endDate: "2026-12-06",
  units: 1,
  pricePerDayKobo: 2_500_000,
  weeklyDiscountPct: 10,
  monthlyDiscountPct: 25,
  cautionDepositKobo: 0,
};

/** Exact half-up percentage with BigInt, independent of the code under test. */
function exactPct(kobo: number, pct: number): number {
  const tenths = BigInt(Math.round(pct * 10));
  return Number((2n * BigInt(kobo) * tenths + 1000n) / 2000n);
}

function expectConsistent(q: Quote): void {
  expect(q.totalKobo).toBe(
    q.rentalKobo - q.discountKobo + q.serviceFeeKobo + q.vatKobo + q.depositKobo,
  );
  expect(q.ownerPayoutKobo + q.ownerCommissionKobo).toBe(q.rentalKobo - q.discountKobo);
  const { dayPrices, ...amounts } = q;
  for (const v of Object.values(amounts)) expect(Number.isSafeInteger(v)).toBe(true);
  // Days priced one by one sum to the rental.
  if (dayPrices) expect(dayPrices.reduce((s, d) => s + d.pricePerDayKobo, 0) * q.units).toBe(q.rentalKobo);
}

function endAfter(days: number): string {
  const d = new Date("2026-12-01T00:00:00Z");
  d.setUTCDate(d.getUTCDate() + days - 1);
  return d.toISOString().slice(0, 10);
}

describe("rentalDays", () => {
  it("counts both dates: one day, Friday to Sunday, across months and a leap day", () => {
    expect(rentalDays("2026-12-24", "2026-12-24")).toBe(1);
    expect(rentalDays("2026-12-04", "2026-12-06")).toBe(3);
    expect(rentalDays("2026-12-30", "2027-01-02")).toBe(4);
    expect(rentalDays("2028-02-28", "2028-03-01")).toBe(3);
  });

  it("refuses an end before the start and anything that is not an ISO calendar date", () => {
    expect(() => rentalDays("2026-12-06", "2026-12-05")).toThrow(RangeError);
    for (const bad of [
      "2026-2-01",
      "06/12/2026",
      "2026-02-30",
      "2026-13-01",
      "",
      "2026-12-01T00:00:00Z",
    ]) {
      expect(() => rentalDays(bad, "2026-12-31")).toThrow(RangeError);
      expect(() => rentalDays("2026-01-01", bad)).toThrow(RangeError);
    }
  });
});

describe("quoteBooking", () => {
  it("gives the /pricing page's worked example to the kobo", () => {
    // ₦25,000/day × 3 days, ₦50,000 deposit: ₦75,000 + ₦7,500 + ₦562 (₦562.50 rounded down) + ₦50,000 = ₦133,062;
    // owner ₦71,250.
    const q = quoteBooking({ ...base, cautionDepositKobo: 5_000_000 });
    expect(q).toEqual({
      days: 3,
      units: 1,
      pricePerDayKobo: 2_500_000,
      dayPrices: null,
      rentalKobo: 7_500_000,
      discountPct: 0,
      discountKobo: 0,
      serviceFeeKobo: 750_000,
      vatKobo: 56_200,
      depositKobo: 5_000_000,
      deliveryFeeKobo: 0,
      totalKobo: 13_306_200,
      ownerCommissionKobo: 375_000,
      ownerPayoutKobo: 7_125_000,
    });
  });

  it("prices a one-day booking", () => {
    const q = quoteBooking({
      ...base,
      startDate: "2026-12-24",
      endDate: "2026-12-24",
      pricePerDayKobo: 1_000_000,
    });
    expect([q.days, q.rentalKobo, q.serviceFeeKobo, q.vatKobo, q.totalKobo]).toEqual([
      1, 1_000_000, 100_000, 7_500, 1_107_500,
    ]);
    expectConsistent(q);
  });

  it.each([
    [6, 0],
    [7, 10],
    [29, 10],
    [30, 25],
    [180, 25],
  ])("%i days get a %i%% discount (weekly from 7 days, monthly from 30)", (days, pct) => {
    const q = quoteBooking({
      ...base,
      startDate: "2026-12-01",
      endDate: endAfter(days),
      pricePerDayKobo: 1_000_000,
    });
    expect(q.days).toBe(days);
    expect(q.discountPct).toBe(pct);
    expect(q.rentalKobo).toBe(days * 1_000_000);
    expect(q.discountKobo).toBe((days * 1_000_000 * pct) / 100);
    // Fee and commission are taken on the discounted rental.
    expect(q.serviceFeeKobo).toBe((days * 1_000_000 * (100 - pct)) / 1000);
    expect(q.ownerCommissionKobo).toBe((days * 1_000_000 * (100 - pct)) / 2000);
    expectConsistent(q);
  });

  it("uses the monthly discount as set from 30 days, even when it is smaller than the weekly one", () => {
    const q = quoteBooking({
      ...base,
      startDate: "2026-12-01",
      endDate: endAfter(30),
      weeklyDiscountPct: 20,
      monthlyDiscountPct: 0,
    });
    expect(q.discountKobo).toBe(0);
  });

  it("multiplies rental and deposit by the units booked", () => {
    const q = quoteBooking({
      ...base,
      units: 200,
      pricePerDayKobo: 50_000,
      cautionDepositKobo: 20_000,
    });
    // 200 chairs × ₦500 × 3 days = ₦300,000; deposit ₦200 a chair.
    expect(q.rentalKobo).toBe(30_000_000);
    expect(q.depositKobo).toBe(4_000_000);
    expect(q.serviceFeeKobo).toBe(3_000_000);
    expect(q.vatKobo).toBe(225_000);
    expect(q.totalKobo).toBe(30_000_000 + 3_000_000 + 225_000 + 4_000_000);
    expect(q.ownerPayoutKobo).toBe(28_500_000);
    expectConsistent(q);
  });

  it("keeps the deposit out of fees, VAT and the owner's payout", () => {
    const without = quoteBooking(base);
    const withDeposit = quoteBooking({ ...base, cautionDepositKobo: 10_000_000 });
    expect(withDeposit.totalKobo - without.totalKobo).toBe(10_000_000);
    expect(withDeposit.serviceFeeKobo).toBe(without.serviceFeeKobo);
    expect(withDeposit.ownerPayoutKobo).toBe(without.ownerPayoutKobo);
  });

  it("rounds the discount's and the commission's half kobo up", () => {
    // 2 days × 5 kobo: commission 0.5 → 1.
    const commission = quoteBooking({
      ...base,
      startDate: "2026-12-01",
      endDate: "2026-12-02",
      pricePerDayKobo: 5,
    });
    expect([commission.ownerCommissionKobo, commission.ownerPayoutKobo]).toEqual([1, 9]);
    // 7 days × 1 kobo at 50% = 3.5 → 4 off (the half goes to the renter).
    const discount = quoteBooking({
      ...base,
      startDate: "2026-12-01",
      endDate: "2026-12-07",
      pricePerDayKobo: 1,
      weeklyDiscountPct: 50,
    });
    expect([discount.rentalKobo, discount.discountKobo]).toEqual([7, 4]);
    for (const q of [commission, discount]) expectConsistent(q);
  });

  it("rounds the service fee and its VAT down to whole naira, so the total is whole naira", () => {
    // ₦9,000 × 2 days + ₦150,000 deposit: fee ₦1,800, VAT ₦135, total ₦169,935, all exact already.
    const even = quoteBooking({ ...base, endDate: "2026-12-05", pricePerDayKobo: 900_000, cautionDepositKobo: 15_000_000 });
    expect([even.serviceFeeKobo, even.vatKobo, even.totalKobo]).toEqual([180_000, 13_500, 16_993_500]);
    // ₦9,999 × 7 days, 10% off: rental ₦62,993.70; 10% fee ₦6,299.37 gives up ₦0.07 to reach the naira below, so the
    // fee is ₦6,299.30 and rental + fee = ₦69,293; VAT 7.5% of it, ₦472.4475, is ₦472.
    const odd = quoteBooking({ ...base, startDate: "2026-12-01", endDate: "2026-12-07", pricePerDayKobo: 999_900 });
    expect([odd.rentalKobo - odd.discountKobo, odd.serviceFeeKobo, odd.vatKobo, odd.totalKobo]).toEqual([
      6_299_370, 629_930, 47_200, 6_976_500,
    ]);
    // A deposit with kobo (₦1,234.56) is made up by the fee too: ₦25,000 × 3 = ₦75,000; fee ₦7,500 − ₦0.56.
    const deposit = quoteBooking({ ...base, cautionDepositKobo: 123_456 });
    expect([deposit.serviceFeeKobo, deposit.vatKobo, deposit.totalKobo]).toEqual([749_944, 56_200, 8_429_600]);
    for (const q of [even, odd, deposit]) expectConsistent(q);
  });

  it("gives a whole-naira total, never over the published rates, for awkward prices and day counts", () => {
    // Prices with kobo and odd naira, day counts across the weekly and monthly discounts, deposits with kobo.
    for (const pricePerDayKobo of [10_000, 10_001, 12_345, 99_999, 123_456, 333_333, 900_000, 999_999, 1_234_567])
      for (const days of [1, 2, 3, 6, 7, 11, 29, 30, 31, 97, 180])
        for (const [units, cautionDepositKobo] of [[1, 0], [3, 4_999], [7, 1_500_001]] as const) {
          const q = quoteBooking({ startDate: "2026-12-01", endDate: endAfter(days), units, pricePerDayKobo, weeklyDiscountPct: 7, monthlyDiscountPct: 13, cautionDepositKobo });
          const at = JSON.stringify({ pricePerDayKobo, days, units, cautionDepositKobo });
          expect(q.totalKobo % 100, at).toBe(0);
          expect(q.vatKobo % 100, at).toBe(0);
          // Fee ≤ 10% of the rental after the discount < fee + ₦1, and VAT ≤ 7.5% of the fee < VAT + ₦1, exactly.
          const discounted = q.rentalKobo - q.discountKobo;
          expect(q.serviceFeeKobo * 10 <= discounted && discounted < (q.serviceFeeKobo + 100) * 10, at).toBe(true);
          expect(q.vatKobo * 1000 <= q.serviceFeeKobo * 75 && q.serviceFeeKobo * 75 < (q.vatKobo + 100) * 1000, at).toBe(true);
          expectConsistent(q);
        }
  });

  it("is exact at the largest booking a listing allows: ₦10,000,000/day × 180 days × 10,000 units", () => {
    const q = quoteBooking({
      startDate: "2026-12-01",
      endDate: endAfter(180),
      units: 10_000,
      pricePerDayKobo: 1_000_000_000,
      weeklyDiscountPct: 0,
      monthlyDiscountPct: 0,
      cautionDepositKobo: 2_000_000_000,
    });
    expect(q.rentalKobo).toBe(1_800_000_000_000_000);
    expect(q.serviceFeeKobo).toBe(180_000_000_000_000);
    expect(q.vatKobo).toBe(13_500_000_000_000);
    expect(q.depositKobo).toBe(20_000_000_000_000);
    expect(q.totalKobo).toBe(2_013_500_000_000_000);
    expect(q.ownerCommissionKobo).toBe(90_000_000_000_000);
    expectConsistent(q);
  });

  it("stays exact near the limit where kobo × percent overflows a double (and a half still rounds up)", () => {
    // 999,999,950 × 179 × 9,999 = 1,789,820,910,508,950 kobo; 15% = …342.5 exactly, so …343.
    const q = quoteBooking({
      startDate: "2026-12-01",
      endDate: endAfter(179),
      units: 9_999,
      pricePerDayKobo: 999_999_950,
      weeklyDiscountPct: 10,
      monthlyDiscountPct: 15,
      cautionDepositKobo: 0,
    });
    expect(q.discountKobo).toBe(268_473_136_576_343);
    const discounted = q.rentalKobo - q.discountKobo;
    // The fee: 10% of the discounted rental, less what takes rental + fee to the naira below.
    const fee = BigInt(discounted) / 10n - ((BigInt(discounted) + BigInt(discounted) / 10n) % 100n);
    expect(q.serviceFeeKobo).toBe(Number(fee));
    expect(q.vatKobo).toBe(Number(((fee * 75n) / 100_000n) * 100n));
    expect(q.totalKobo % 100).toBe(0);
    expect(q.ownerCommissionKobo).toBe(exactPct(discounted, 5));
    expectConsistent(q);
  });

  it("takes other fee rates when given them", () => {
    const q = quoteBooking(base, { serviceFeePct: 12.5, vatPct: 7.5, commissionPct: 8 });
    expect([q.serviceFeeKobo, q.vatKobo, q.ownerCommissionKobo]).toEqual([
      937_500, 70_300, 600_000,
    ]);
    expectConsistent(q);
  });

  it("refuses nonsense with a RangeError", () => {
    const bad: Partial<QuoteInput>[] = [
      { endDate: "2026-12-03" },
      { startDate: "04/12/2026" },
      { units: 0 },
      { units: 1.5 },
      { pricePerDayKobo: -1 },
      { pricePerDayKobo: 100.5 },
      { cautionDepositKobo: -5 },
      { startDate: "2026-12-01", endDate: "2026-12-31", monthlyDiscountPct: 101 },
      { startDate: "2026-12-01", endDate: "2026-12-08", weeklyDiscountPct: -1 },
      { pricePerDayKobo: Number.MAX_SAFE_INTEGER },
      { pricePerDayKobo: 3_000_000_000_000_000 }, // rental safe, total with fees not
    ];
    for (const b of bad)
      expect(() => quoteBooking({ ...base, ...b }), JSON.stringify(b)).toThrow(RangeError);
  });
});

describe("percentOf at the largest amounts", () => {
  it("matches an exact half-up calculation across the whole range", () => {
    let seed = 42;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let i = 0; i < 5_000; i++) {
      const kobo = Math.floor((next() / 2_147_483_647) * 2_000_000_000_000_000) + (i % 7);
      const pct = [5, 7.5, 10, 50, 15, 33, 90, 12.5, 100][i % 9] ?? 0;
      expect(percentOf(kobo, pct)).toBe(exactPct(kobo, pct));
    }
    expect(percentOf(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe("every combination: day prices × discounts × delivery × fee × VAT (issue 36)", () => {
  // Lengths across the discount thresholds (6/7 days, 29/30), with and without weekend and custom prices, with kobo in the
  // prices (rounding), units, deposits and delivery fees (free, flat, per km): each line exact and the lines adding up.
  const lengths = [1, 2, 6, 7, 29, 30];
  const dayRules = [
    {},
    { weekendPriceKobo: 3_100_050, weekendDays: [6, 7] },
    { weekendPriceKobo: 3_000_000, weekendDays: [5, 6, 7], dayPrices: [{ startDate: "2026-12-24", endDate: "2026-12-26", pricePerDayKobo: 5_555_555 }] },
  ];
  const deliveries = [0, 5_000_00, 2_000_00 + 11 * 150_00];
  it("sums the days at their prices, discounts the sum, charges fee and VAT on it, adds the deposit and delivery whole, in whole naira", () => {
    let checked = 0;
    for (const days of lengths)
      for (const rules of dayRules)
        for (const deliveryFeeKobo of deliveries)
          for (const [units, deposit] of [[1, 0], [3, 1_000_050]] as const) {
            const input: QuoteInput = { ...base, pricePerDayKobo: 2_500_025, endDate: addDays(base.startDate, days - 1), units, cautionDepositKobo: deposit, deliveryFeeKobo, ...rules };
            const q = quoteBooking(input);
            const what = JSON.stringify({ days, rules, deliveryFeeKobo, units });
            const perDay = q.dayPrices ? q.dayPrices.reduce((s, d) => s + d.pricePerDayKobo, 0) : days * q.pricePerDayKobo;
            expect(q.rentalKobo, what).toBe(perDay * units);
            expect(q.discountPct, what).toBe(days >= 30 ? 25 : days >= 7 ? 10 : 0);
            expect(q.discountKobo, what).toBe(exactPct(q.rentalKobo, q.discountPct));
            expect(q.deliveryFeeKobo, what).toBe(deliveryFeeKobo);
            expect(q.totalKobo, what).toBe(q.rentalKobo - q.discountKobo + q.serviceFeeKobo + q.vatKobo + q.depositKobo + q.deliveryFeeKobo);
            expect(q.totalKobo % 100, what).toBe(0);
            // No fee, VAT or commission on the delivery: the owner has it whole.
            expect(q.ownerPayoutKobo + q.ownerCommissionKobo, what).toBe(q.rentalKobo - q.discountKobo + deliveryFeeKobo);
            expect(q.serviceFeeKobo, what).toBe(quoteBooking({ ...input, deliveryFeeKobo: 0 }).serviceFeeKobo);
            expect(q.vatKobo, what).toBe(quoteBooking({ ...input, deliveryFeeKobo: 0 }).vatKobo);
            checked++;
          }
    expect(checked).toBe(lengths.length * dayRules.length * deliveries.length * 2);
  });
});

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
