// Delivery and collection's fee rule (issue 36, decision 058) at its edges: the distance charged rounds straight-line km
// up to whole km; beyond the radius there is no fee (no delivery); within the free distance it is 0; else the flat fee
// plus the per-km fee on the rounded km. Then the fee in the quote (outside the service fee, VAT and commission), in the
// owner's earnings, and the windows a delivery starts at.
import { describe, expect, it } from "vitest";
import { PICKUP_TIMES } from "./dates";
import { chargedKm, DELIVERY_WINDOWS, DELIVERY_WINDOW_IDS, deliveryFeeKobo, deliversWithin, type DeliveryTerms } from "./delivery";
import { ownerEarnings } from "./owner-earnings";
import { pickupMinutes } from "./pickup";
import { quoteBooking, type QuoteInput } from "./quote";

/** ₦3,000 flat, within 25 km. */
const FLAT: DeliveryTerms = { radiusKm: 25, feeKobo: 3_000_00, perKmKobo: 0, freeWithinKm: 0 };
/** ₦2,000 plus ₦150 a km, within 40 km. */
const PER_KM: DeliveryTerms = { radiusKm: 40, feeKobo: 2_000_00, perKmKobo: 150_00, freeWithinKm: 0 };
/** Free within 5 km, else ₦2,000 plus ₦100 a km, within 30 km. */
const FREE_NEAR: DeliveryTerms = { radiusKm: 30, feeKobo: 2_000_00, perKmKobo: 100_00, freeWithinKm: 5 };

describe("chargedKm", () => {
  it("rounds the straight-line km up to whole km; 0 stays 0", () => {
    const cases: [number, number][] = [
      [0, 0],
      [0.001, 1],
      [0.5, 1],
      [1, 1],
      [1.01, 2],
      [10.248535844115025, 11], // Ikeja to Yaba
      [22.86460897008484, 23], // Ikeja to Lekki
      [25, 25],
      [105.86420731753297, 106], // Ikeja to Ibadan
    ];
    for (const [km, charged] of cases) expect(chargedKm(km), String(km)).toBe(charged);
  });

  it("a whole number a floating-point hair above itself is that number, not the next (25.0000000001 is 25 km)", () => {
    expect(chargedKm(25 + 1e-12)).toBe(25);
    expect(chargedKm(0.1 + 0.2 + 2.7)).toBe(3);
  });

  it("is never negative", () => {
    expect(chargedKm(-0)).toBe(0);
    expect(chargedKm(-3)).toBe(0);
  });

  it("is a whole number for any distance up to Nigeria's width", () => {
    for (let km = 0; km <= 1_300; km += 0.37) {
      const c = chargedKm(km);
      expect(Number.isInteger(c)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(km - 1e-9);
      expect(c - km).toBeLessThan(1);
    }
  });
});

describe("deliveryFeeKobo", () => {
  it("flat: the fee at 0 km, the same at exactly the radius, none just beyond", () => {
    expect(deliveryFeeKobo(FLAT, 0)).toBe(3_000_00);
    expect(deliveryFeeKobo(FLAT, 12.3)).toBe(3_000_00);
    expect(deliveryFeeKobo(FLAT, 25)).toBe(3_000_00);
    expect(deliveryFeeKobo(FLAT, 24.0001)).toBe(3_000_00);
    // 25.01 km is charged as 26 km: beyond a 25 km radius.
    expect(deliveryFeeKobo(FLAT, 25.01)).toBeNull();
    expect(deliveryFeeKobo(FLAT, 26)).toBeNull();
    expect(deliveryFeeKobo(FLAT, 500)).toBeNull();
  });

  it("per km: the flat fee plus the per-km fee on the km rounded up", () => {
    expect(deliveryFeeKobo(PER_KM, 0)).toBe(2_000_00);
    expect(deliveryFeeKobo(PER_KM, 0.2)).toBe(2_000_00 + 150_00);
    expect(deliveryFeeKobo(PER_KM, 1)).toBe(2_000_00 + 150_00);
    // Ikeja to Yaba, 10.25 km: 11 km charged.
    expect(deliveryFeeKobo(PER_KM, 10.248535844115025)).toBe(2_000_00 + 11 * 150_00);
    expect(deliveryFeeKobo(PER_KM, 11)).toBe(2_000_00 + 11 * 150_00);
    expect(deliveryFeeKobo(PER_KM, 11.000001)).toBe(2_000_00 + 12 * 150_00);
    expect(deliveryFeeKobo(PER_KM, 40)).toBe(2_000_00 + 40 * 150_00);
    expect(deliveryFeeKobo(PER_KM, 40.5)).toBeNull();
  });

  it("per km alone (no flat fee): 0 at 0 km, then the km rounded up times the rate", () => {
    const perKmOnly: DeliveryTerms = { radiusKm: 10, feeKobo: 0, perKmKobo: 99_99, freeWithinKm: 0 };
    expect(deliveryFeeKobo(perKmOnly, 0)).toBe(0);
    expect(deliveryFeeKobo(perKmOnly, 3.5)).toBe(4 * 99_99);
    expect(deliveryFeeKobo(perKmOnly, 10)).toBe(10 * 99_99);
    expect(deliveryFeeKobo(perKmOnly, 10.1)).toBeNull();
  });

  it("free within N km: 0 up to and at N km (rounded up), the full fee from the next km, none beyond the radius", () => {
    expect(deliveryFeeKobo(FREE_NEAR, 0)).toBe(0);
    expect(deliveryFeeKobo(FREE_NEAR, 4.2)).toBe(0);
    expect(deliveryFeeKobo(FREE_NEAR, 5)).toBe(0);
    // 5.01 km is charged as 6: past the free distance, the whole fee on all 6 km.
    expect(deliveryFeeKobo(FREE_NEAR, 5.01)).toBe(2_000_00 + 6 * 100_00);
    expect(deliveryFeeKobo(FREE_NEAR, 30)).toBe(2_000_00 + 30 * 100_00);
    expect(deliveryFeeKobo(FREE_NEAR, 30.2)).toBeNull();
  });

  it("free within the whole radius: free everywhere it delivers, still nothing beyond", () => {
    const allFree: DeliveryTerms = { radiusKm: 15, feeKobo: 5_000_00, perKmKobo: 200_00, freeWithinKm: 15 };
    for (const km of [0, 1, 7.5, 14.01, 15]) expect(deliveryFeeKobo(allFree, km), String(km)).toBe(0);
    expect(deliveryFeeKobo(allFree, 15.5)).toBeNull();
  });

  it("freeWithinKm 0 never makes a delivery free, even at 0 km", () => {
    expect(deliveryFeeKobo({ ...FREE_NEAR, freeWithinKm: 0 }, 0)).toBe(2_000_00);
  });

  it("the largest terms the listing form allows price exactly", () => {
    const most: DeliveryTerms = { radiusKm: 300, feeKobo: 1_000_000_00, perKmKobo: 100_000_00, freeWithinKm: 0 };
    const fee = deliveryFeeKobo(most, 299.5)!;
    expect(fee).toBe(1_000_000_00 + 300 * 100_000_00);
    expect(Number.isSafeInteger(fee)).toBe(true);
  });
});

describe("deliversWithin", () => {
  it("says whether the terms reach an address: up to the radius (rounded up), never without terms", () => {
    expect(deliversWithin(FLAT, 0)).toBe(true);
    expect(deliversWithin(FLAT, 25)).toBe(true);
    expect(deliversWithin(FLAT, 25.01)).toBe(false);
    expect(deliversWithin(null, 0)).toBe(false);
    expect(deliversWithin(undefined, 0)).toBe(false);
  });

  it("agrees with deliveryFeeKobo on every distance", () => {
    for (const terms of [FLAT, PER_KM, FREE_NEAR])
      for (let km = 0; km <= 45; km += 0.25) expect(deliversWithin(terms, km), `${JSON.stringify(terms)} ${km}`).toBe(deliveryFeeKobo(terms, km) !== null);
  });
});

describe("delivery windows", () => {
  it("start at a pick-up time (a delivery's pickupTime is its window's start): morning 8 AM, afternoon noon, evening 4 PM", () => {
    expect(DELIVERY_WINDOW_IDS).toEqual(["morning", "afternoon", "evening"]);
    for (const id of DELIVERY_WINDOW_IDS) expect(PICKUP_TIMES as readonly string[]).toContain(DELIVERY_WINDOWS[id].from);
    expect(DELIVERY_WINDOW_IDS.map((id) => pickupMinutes(DELIVERY_WINDOWS[id].from) / 60)).toEqual([8, 12, 16]);
  });
});

describe("the delivery fee in a quote", () => {
  const base: QuoteInput = {
    startDate: "2026-12-04",
    endDate: "2026-12-06",
    units: 2,
    pricePerDayKobo: 2_500_000,
    weeklyDiscountPct: 10,
    monthlyDiscountPct: 25,
    cautionDepositKobo: 1_000_000,
  };

  it("is added to the total and whole to the owner's payout; the service fee, VAT and commission do not change", () => {
    const pickup = quoteBooking(base);
    const fee = deliveryFeeKobo(PER_KM, 10.248535844115025)!;
    const delivered = quoteBooking({ ...base, deliveryFeeKobo: fee });
    expect(pickup.deliveryFeeKobo).toBe(0);
    expect(delivered.deliveryFeeKobo).toBe(3_650_00);
    expect(delivered).toEqual({
      ...pickup,
      deliveryFeeKobo: 3_650_00,
      totalKobo: pickup.totalKobo + 3_650_00,
      ownerPayoutKobo: pickup.ownerPayoutKobo + 3_650_00,
    });
    expect(delivered.totalKobo).toBe(delivered.rentalKobo - delivered.discountKobo + delivered.serviceFeeKobo + delivered.vatKobo + delivered.depositKobo + delivered.deliveryFeeKobo);
    expect(delivered.ownerPayoutKobo + delivered.ownerCommissionKobo).toBe(delivered.rentalKobo - delivered.discountKobo + delivered.deliveryFeeKobo);
  });

  it("is one fee for the booking, whatever the units and days", () => {
    for (const [units, endDate] of [[1, "2026-12-04"], [5, "2026-12-10"], [3, "2027-01-20"]] as const) {
      const q = quoteBooking({ ...base, units, endDate, deliveryFeeKobo: 2_000_00 });
      expect(q.totalKobo - quoteBooking({ ...base, units, endDate }).totalKobo).toBe(2_000_00);
    }
  });

  it("a free delivery (0) changes nothing", () => {
    expect(quoteBooking({ ...base, deliveryFeeKobo: 0 })).toEqual(quoteBooking(base));
  });

  it("keeps the total whole naira (decision 042): fees are whole naira (the listing rule), and a fee with kobo is refused", () => {
    for (const fee of [4 * 99_00, 2_000_00]) {
      const q = quoteBooking({ ...base, deliveryFeeKobo: fee });
      expect(q.totalKobo, `fee ${fee}`).toBe(q.rentalKobo - q.discountKobo + q.serviceFeeKobo + q.vatKobo + q.depositKobo + q.deliveryFeeKobo);
      expect(q.totalKobo % 100, `fee ${fee}: total ${q.totalKobo} kobo`).toBe(0);
    }
    for (const fee of [4 * 99_99, 2_000_50]) expect(() => quoteBooking({ ...base, deliveryFeeKobo: fee })).toThrow(RangeError);
  });

  it("refuses a fee that is negative or not whole kobo", () => {
    expect(() => quoteBooking({ ...base, deliveryFeeKobo: -1 })).toThrow(RangeError);
    expect(() => quoteBooking({ ...base, deliveryFeeKobo: 1.5 })).toThrow(RangeError);
  });
});

describe("the delivery fee in the owner's earnings", () => {
  const q = quoteBooking({ startDate: "2026-12-10", endDate: "2026-12-12", units: 1, pricePerDayKobo: 1_234_567, weeklyDiscountPct: 0, monthlyDiscountPct: 0, cautionDepositKobo: 500_000, deliveryFeeKobo: 3_650_00 });

  it("is kept whole, without commission, and added to the net", () => {
    const e = ownerEarnings(q);
    expect(e.deliveryKobo).toBe(3_650_00);
    expect(e.commissionKobo).toBe(q.ownerCommissionKobo);
    expect(e.rentalKobo).toBe(q.rentalKobo - q.discountKobo);
    expect(e.netKobo).toBe(q.ownerPayoutKobo);
    expect(e.netKobo).toBe(e.rentalKobo - e.refundKobo - e.commissionKobo + e.deliveryKobo + e.claimKobo);
  });

  it("given back by a cancellation, the owner keeps none of it (a late one: half the rental, less its commission)", () => {
    const all = ownerEarnings(q, { rentalRefundKobo: q.rentalKobo, deliveryRefundKobo: 3_650_00 });
    expect(all).toMatchObject({ deliveryKobo: 0, netKobo: 0, commissionKobo: 0 });
    const half = Math.ceil(q.rentalKobo / 2);
    const late = ownerEarnings(q, { rentalRefundKobo: half, deliveryRefundKobo: 3_650_00 });
    expect(late.deliveryKobo).toBe(0);
    expect(late.netKobo).toBe(late.rentalKobo - late.refundKobo - late.commissionKobo);
  });
});
