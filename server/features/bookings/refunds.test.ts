// The cancellation policy: owner, renter early and late (at the 48-hour boundary to the millisecond), unpaid, after pick-up.
import { describe, expect, it } from "vitest";
import { HOLDING_STATUSES } from "../../../core/booking-states";
import { quoteBooking } from "../../../core/quote";
import { refundFor, ruleIn } from "./refunds";

const START = "2026-12-24";
// ₦25,000/day × 9 days, 10% weekly discount, ₦50,000 deposit: rental ₦202,500 after discount, fee ₦20,250, VAT ₦1,518
// (₦1,518.75 rounded down to the naira).
const quote = quoteBooking({
  startDate: START,
  endDate: "2027-01-01",
  units: 1,
  pricePerDayKobo: 2_500_000,
  weeklyDiscountPct: 10,
  monthlyDiscountPct: 20,
  cautionDepositKobo: 5_000_000,
});
const confirmed = { status: "confirmed" as const, startDate: START, quote };
const START_MS = new Date("2026-12-24T00:00:00+01:00").getTime();
const BOUNDARY = new Date(START_MS - 48 * 3_600_000); // 2026-12-22 00:00 WAT

describe("refundFor", () => {
  it("uses the quote we expect", () => {
    expect([
      quote.rentalKobo - quote.discountKobo,
      quote.serviceFeeKobo,
      quote.vatKobo,
      quote.depositKobo,
    ]).toEqual([20_250_000, 2_025_000, 151_800, 5_000_000]);
  });

  it("gives everything back when the owner cancels, even after the start date", () => {
    for (const now of [new Date("2026-11-01T00:00:00Z"), new Date("2026-12-24T09:00:00+01:00")]) {
      expect(refundFor(confirmed, "owner", now)).toEqual({
        refundKobo: quote.totalKobo,
        rentalRefundKobo: 20_250_000,
        feesRefundKobo: 2_176_800,
        depositRefundKobo: 5_000_000,
        deliveryRefundKobo: 0,
        rule: "Full refund: the owner cancelled",
      });
    }
  });

  it("gives the renter everything back at exactly 48 hours before 00:00 WAT on the start date", () => {
    const r = refundFor(confirmed, "renter", BOUNDARY);
    expect(r.refundKobo).toBe(quote.totalKobo);
    expect([r.rentalRefundKobo, r.feesRefundKobo, r.depositRefundKobo]).toEqual([
      20_250_000, 2_176_800, 5_000_000,
    ]);
    expect(r.rule).toBe("Full refund: cancelled at least 48 hours before the start date");
    expect(refundFor(confirmed, "renter", new Date(BOUNDARY.getTime() - 1)).refundKobo).toBe(
      quote.totalKobo,
    );
  });

  it("gives the renter half the rental and the deposit, keeping the fees, one millisecond later", () => {
    const r = refundFor(confirmed, "renter", new Date(BOUNDARY.getTime() + 1));
    expect(r).toEqual({
      refundKobo: 10_125_000 + 5_000_000,
      rentalRefundKobo: 10_125_000,
      feesRefundKobo: 0,
      depositRefundKobo: 5_000_000,
      deliveryRefundKobo: 0,
      rule: "50% of the rental refunded: cancelled less than 48 hours before the start date; the service fee and VAT are kept; the caution deposit is refunded in full",
    });
  });

  it("reads the boundary in Lagos time, not UTC", () => {
    // 2026-12-21T23:30Z is 00:30 WAT on the 22nd: already inside the 48 hours.
    expect(refundFor(confirmed, "renter", new Date("2026-12-21T23:30:00Z")).feesRefundKobo).toBe(0);
    expect(refundFor(confirmed, "renter", new Date("2026-12-21T22:59:59Z")).feesRefundKobo).toBe(
      2_176_800,
    );
  });

  it("still refunds half the rental to a renter who cancels after the start date but before pick-up", () => {
    const r = refundFor(confirmed, "renter", new Date("2026-12-25T12:00:00+01:00"));
    expect([r.rentalRefundKobo, r.feesRefundKobo, r.depositRefundKobo]).toEqual([
      10_125_000, 0, 5_000_000,
    ]);
  });

  it("rounds an odd kobo of the 50% refund up, to the renter", () => {
    const odd = quoteBooking({
      startDate: START,
      endDate: START,
      units: 1,
      pricePerDayKobo: 1_000_001,
      weeklyDiscountPct: 0,
      monthlyDiscountPct: 0,
      cautionDepositKobo: 0,
    });
    const r = refundFor(
      { status: "confirmed", startDate: START, quote: odd },
      "renter",
      new Date(START_MS),
    );
    expect(r.rentalRefundKobo).toBe(500_001);
  });

  it.each(["requested", "awaiting_payment"] as const)(
    "refunds nothing on a %s booking: nothing was paid",
    (status) => {
      for (const by of ["renter", "owner"] as const) {
        expect(refundFor({ ...confirmed, status }, by, BOUNDARY)).toEqual({
          refundKobo: 0,
          rentalRefundKobo: 0,
          feesRefundKobo: 0,
          depositRefundKobo: 0,
          deliveryRefundKobo: 0,
          rule: "Nothing to refund: this booking has not been paid",
        });
      }
    },
  );

  it("refunds nothing after pick-up: the deposit is settled after the return", () => {
    for (const by of ["renter", "owner"] as const) {
      const r = refundFor({ ...confirmed, status: "active" }, by, new Date(START_MS + 3_600_000));
      expect([r.refundKobo, r.rentalRefundKobo, r.feesRefundKobo, r.depositRefundKobo]).toEqual([
        0, 0, 0, 0,
      ]);
      expect(r.rule).toBe(
        "No refund after pick-up; the caution deposit is settled after the item is returned",
      );
    }
  });

  it.each(["completed", "declined", "expired", "cancelled"] as const)(
    "refuses to price cancelling a %s booking",
    (status) => {
      expect(() => refundFor({ ...confirmed, status }, "renter", BOUNDARY)).toThrow(RangeError);
    },
  );

  it("never refunds more than was paid, and its parts add up", () => {
    for (const pricePerDayKobo of [1, 3, 5, 99, 2_500_001]) {
      for (const deposit of [0, 7]) {
        const q = quoteBooking({
          startDate: START,
          endDate: "2027-01-30",
          units: 3,
          pricePerDayKobo,
          weeklyDiscountPct: 15,
          monthlyDiscountPct: 33,
          cautionDepositKobo: deposit,
        });
        for (const status of HOLDING_STATUSES) {
          for (const by of ["renter", "owner"] as const) {
            for (const offsetH of [-100, -48, -47, 0, 30]) {
              const r = refundFor(
                { status, startDate: START, quote: q },
                by,
                new Date(START_MS + offsetH * 3_600_000),
              );
              expect(r.refundKobo).toBeLessThanOrEqual(q.totalKobo);
              expect(r.refundKobo).toBe(
                r.rentalRefundKobo + r.feesRefundKobo + r.depositRefundKobo,
              );
              for (const v of [r.rentalRefundKobo, r.feesRefundKobo, r.depositRefundKobo])
                expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
            }
          }
        }
      }
    }
  });
});

describe("ruleIn", () => {
  it("gives each policy line in English as refundFor writes it, and in Pidgin", () => {
    const late = new Date(BOUNDARY.getTime() + 1);
    const rules = [
      refundFor({ ...confirmed, status: "requested" }, "renter", BOUNDARY),
      refundFor({ ...confirmed, status: "active" }, "renter", BOUNDARY),
      refundFor(confirmed, "owner", BOUNDARY),
      refundFor(confirmed, "renter", BOUNDARY),
      refundFor(confirmed, "renter", late),
    ].map((r) => r.rule);
    expect(rules.map((r) => ruleIn(r, "en"))).toEqual(rules);
    expect(rules.map((r) => ruleIn(r, "pcm"))).toEqual([
      "No money to return: nobody don pay for dis booking",
      "No money go return after pick-up; di caution deposit go settle after di item come back",
      "Dem go return all di money: na di owner cancel am",
      "Dem go return all di money: dem cancel am at least 48 hours before di start day",
      "50% of di rent go return: dem cancel am less than 48 hours before di start day; di service fee and VAT no go return; all di caution deposit go return",
    ]);
    expect(ruleIn("Something else", "pcm")).toBe("Something else");
  });
});
