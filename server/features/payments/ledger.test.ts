// The ledger's one writer refuses what would not balance, and the refund split gives back exactly the refund.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { bookingsFixture } from "../../testing/bookings";
import { createBookingsService } from "../bookings/bookings.service";
import { refundFor } from "../bookings/refunds";
import { quoteBooking } from "../../../core/quote";
import { paymentLines, post, refundOwedLines } from "./ledger";

let db: Db;
let bookingId: number;
beforeAll(async () => {
  const f = await bookingsFixture();
  db = f.db;
  const day = addDaysIso(todayInLagos(), 3);
  const b = await createBookingsService(db).createBooking({ listingId: await f.listing(), renterId: "renter", startDate: day, endDate: day, pickupTime: "9:00 AM", units: 1 });
  bookingId = b.id;
});

const rows = async () => rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ledger_entries`))[0]!.n;

describe("post", () => {
  it("refuses an unbalanced, fractional or empty posting and writes nothing", async () => {
    await expect(post(db, { kind: "payment", bookingId, lines: [{ account: "provider_cash", amountKobo: 100 }, { account: "owner_payable", amountKobo: -99 }] })).rejects.toThrow("Unbalanced payment posting: its lines sum to 1 kobo");
    await expect(post(db, { kind: "payment", bookingId, lines: [{ account: "provider_cash", amountKobo: 0.5 }, { account: "owner_payable", amountKobo: -0.5 }] })).rejects.toThrow(/not whole kobo/);
    await expect(post(db, { kind: "payment", bookingId, lines: [{ account: "provider_cash", amountKobo: 0 }] })).rejects.toThrow(/empty/);
    expect(await rows()).toBe(0);
  });

  it("writes a balanced posting as one journal, leaving out zero lines", async () => {
    const journal = await post(db, { kind: "payment", bookingId, lines: [{ account: "provider_cash", amountKobo: 100 }, { account: "vat_payable", amountKobo: 0 }, { account: "owner_payable", amountKobo: -100 }] });
    expect(rowsOf(await db.execute(sql`select account, amount_kobo::float8 as amount from ledger_entries where journal_id = ${journal} order by id`))).toEqual([
      { account: "provider_cash", amount: 100 },
      { account: "owner_payable", amount: -100 },
    ]);
  });
});

describe("refundOwedLines", () => {
  it("gives back exactly the refund, for odd amounts and every rule", () => {
    const quote = { days: 3, units: 1, pricePerDayKobo: 333_333, dayPrices: null, rentalKobo: 999_999, discountPct: 0, discountKobo: 0, serviceFeeKobo: 100_000, vatKobo: 7_500, depositKobo: 12_345, totalKobo: 1_119_844, ownerCommissionKobo: 50_000, ownerPayoutKobo: 949_999 };
    const start = "2026-12-10";
    for (const [by, now] of [["renter", "2026-12-01T00:00:00Z"], ["renter", "2026-12-09T12:00:00Z"], ["owner", "2026-12-09T12:00:00Z"]] as const) {
      const r = refundFor({ status: "confirmed", startDate: start, quote }, by, new Date(now));
      const lines = refundOwedLines(quote, r);
      expect(lines.reduce((s, l) => s + l.amountKobo, 0), `${by} ${now}`).toBe(0);
      expect(lines.find((l) => l.account === "refunds_payable")!.amountKobo).toBe(-r.refundKobo);
      for (const l of lines) expect(Number.isInteger(l.amountKobo)).toBe(true);
    }
  });
});

describe("whole-naira totals (decision 042)", () => {
  it("charge what the ledger records: payment and refund postings balance to the kobo for awkward prices", async () => {
    const start = "2026-12-10";
    for (const pricePerDayKobo of [10_001, 333_333, 999_999, 1_234_567])
      for (const [end, cautionDepositKobo] of [["2026-12-11", 0], ["2026-12-16", 4_999], ["2027-01-12", 1_500_001]] as const) {
        const q = quoteBooking({ startDate: start, endDate: end, units: 3, pricePerDayKobo, weeklyDiscountPct: 7, monthlyDiscountPct: 13, cautionDepositKobo });
        const at = JSON.stringify({ pricePerDayKobo, end, cautionDepositKobo });
        const paid = paymentLines(q);
        expect(paid.find((l) => l.account === "provider_cash")!.amountKobo % 100, at).toBe(0);
        expect(paid.reduce((s, l) => s + l.amountKobo, 0), at).toBe(0);
        for (const [by, now] of [["renter", "2026-12-01T00:00:00Z"], ["renter", "2026-12-09T12:00:00Z"], ["owner", "2026-12-09T12:00:00Z"]] as const) {
          const lines = refundOwedLines(q, refundFor({ status: "confirmed", startDate: start, quote: q }, by, new Date(now)));
          expect(lines.reduce((s, l) => s + l.amountKobo, 0), `${at} ${by} ${now}`).toBe(0);
        }
      }
    // The writer itself takes such a payment.
    const q = quoteBooking({ startDate: start, endDate: "2026-12-16", units: 1, pricePerDayKobo: 999_999, weeklyDiscountPct: 7, monthlyDiscountPct: 0, cautionDepositKobo: 4_999 });
    await expect(post(db, { kind: "payment", bookingId, lines: paymentLines(q) })).resolves.toBeTypeOf("string");
  });
});
