// The owner's payout as pages show it agrees with the ledger in every booking state: the shared rule (core/owner-earnings.ts)
// against the ledger's own postings, then the demo owner's bookings (one in every state) as the booking page, the
// Requests cards and the Earnings tab show them against the ledger's rows.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { OwnerEarnings } from "../../../core/owner-earnings";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { seedDemoPeople, type DemoPeople } from "../../seed/demo-people";
import { createServices } from "../../services";
import { freshDatabase } from "../../testing/db";
import { lateFeeLines, paymentLines, refundOwedLines, type Posting } from "../payments/ledger";
import { bookingEarnings, type EarningFacts } from "./booking-earnings";
import { BOOKING_STATUSES, type BookingStatus } from "../../../core/booking-states";
import { quoteBooking } from "../../../core/quote";
import { cancellationRefund } from "./refunds";

/** What the owner_payable lines of these postings credit the owner, and what haya_commission keeps. */
const credited = (lines: Posting["lines"][]) => ({
  net: 0 - lines.flat().filter((l) => l.account === "owner_payable").reduce((s, l) => s + l.amountKobo, 0),
  commission: 0 - lines.flat().filter((l) => l.account === "haya_commission").reduce((s, l) => s + l.amountKobo, 0),
});

/** The figures add up as a page shows them: rental − refund − commission + claim + late fee = net. */
const addsUp = (e: OwnerEarnings) => e.rentalKobo - e.refundKobo - e.commissionKobo + e.claimKobo + e.lateFeeKobo === e.netKobo;

describe("the owner's earnings rule", () => {
  // Odd amounts: a 5% commission and a 50% refund that do not divide evenly, and a discount.
  const quote = quoteBooking({ startDate: "2026-12-10", endDate: "2026-12-16", units: 1, pricePerDayKobo: 1_234_567, weeklyDiscountPct: 7, monthlyDiscountPct: 0, cautionDepositKobo: 500_000 });
  const booking = (status: BookingStatus) => ({ ...quote, status, startDate: "2026-12-10" });
  const none: EarningFacts = { cancellation: null, extensions: [], claimKobo: 0, lateFeeKobo: 0 };
  const extension = { rentalKobo: 1_234_567, ownerCommissionKobo: 61_728, ownerPayoutKobo: 1_172_839 };
  const cancelled = (from: BookingStatus, actor: string, at: string): EarningFacts => ({ ...none, cancellation: { from, actor, at: new Date(at) } });
  const claim: Posting["lines"] = [{ account: "owner_payable", amountKobo: -250_000 }];
  /** A paid booking's cancellation as the ledger posts it: the payment, then the refund as refunding.ts owes it. */
  const paidThenCancelled = (actor: string, at: string): [EarningFacts, Posting["lines"][]] => {
    const facts = cancelled("confirmed", actor, at);
    return [facts, [paymentLines(quote), refundOwedLines(quote, cancellationRefund({ startDate: "2026-12-10", quote }, facts.cancellation!))]];
  };

  /** Each state with the postings the ledger makes for it (for one not yet paid: what its payment will post). */
  const cases: [string, BookingStatus, EarningFacts, Posting["lines"][] | null][] = [
    ["waiting for the owner", "requested", none, [paymentLines(quote)]],
    ["waiting for payment", "awaiting_payment", none, [paymentLines(quote)]],
    ["paid", "confirmed", none, [paymentLines(quote)]],
    ["picked up, with an extension paid", "active", { ...none, extensions: [extension] }, [paymentLines(quote), paymentLines({ ...extension, totalKobo: 1_234_567, serviceFeeKobo: 0, vatKobo: 0, depositKobo: 0, discountKobo: 0 })]],
    ["returned", "completed", none, [paymentLines(quote)]],
    ["returned, a deposit claim settled", "completed", { ...none, claimKobo: 250_000 }, [paymentLines(quote), claim]],
    ["returned late, the deposit claimed and the rest of the late fee paid", "completed", { ...none, claimKobo: 250_000, lateFeeKobo: 1_234_567 }, [paymentLines(quote), claim, lateFeeLines(1_234_567)]],
    ["declined", "declined", none, null],
    ["expired", "expired", none, null],
    ["cancelled before payment", "cancelled", cancelled("awaiting_payment", "renter", "2026-12-01T09:00:00Z"), null],
    ["cancelled by the renter 9 days ahead", "cancelled", ...paidThenCancelled("renter", "2026-12-01T09:00:00Z")],
    ["cancelled by the renter the day before", "cancelled", ...paidThenCancelled("renter", "2026-12-09T09:00:00Z")],
    ["cancelled by the owner", "cancelled", ...paidThenCancelled("owner", "2026-12-09T09:00:00Z")],
    ["cancelled by Haya the day before (refunds as the owner's)", "cancelled", ...paidThenCancelled("admin", "2026-12-09T09:00:00Z")],
  ];

  it.each(cases)("%s: the payout shown is what the ledger credits the owner", (_, status, facts, postings) => {
    const shown = bookingEarnings(booking(status), facts);
    if (postings === null) {
      expect(shown).toBeNull();
      return;
    }
    const ledger = credited(postings);
    expect(shown).not.toBeNull();
    expect(shown!.netKobo).toBe(ledger.net);
    expect(shown!.commissionKobo).toBe(ledger.commission);
    expect(addsUp(shown!)).toBe(true);
  });

  it("takes a late cancellation's refund and its commission off, and none of an owner's or Haya's", () => {
    const rental = quote.rentalKobo - quote.discountKobo;
    const late = bookingEarnings(booking("cancelled"), cancelled("confirmed", "renter", "2026-12-09T09:00:00Z"))!;
    expect(late.refundKobo).toBe(Math.ceil(rental / 2));
    expect(late.netKobo).toBeLessThan(quote.ownerPayoutKobo / 2 + 1);
    expect(late.netKobo).toBeGreaterThan(quote.ownerPayoutKobo / 2 - 1);
    for (const actor of ["owner", "admin"]) expect(bookingEarnings(booking("cancelled"), cancelled("confirmed", actor, "2026-12-09T09:00:00Z"))).toMatchObject({ refundKobo: rental, commissionKobo: 0, netKobo: 0 });
  });
});

describe("the demo owner's bookings, as pages show them and as the ledger has them", () => {
  let db: Db;
  let people: DemoPeople;
  const now = new Date();
  beforeAll(async () => {
    db = (await freshDatabase()).db;
    people = (await seedDemoPeople(db, { now }))!;
  });

  it("say the same payout on the booking page, the Requests card and the Earnings tab as the ledger, in every state", async () => {
    const services = createServices(db, { now: () => now });
    const ledger = new Map(
      rowsOf<{ id: number; net: number }>(
        await db.execute(sql`select booking_id::int as id, -sum(amount_kobo)::float8 as net from ledger_entries
          where account = 'owner_payable' and kind in ('payment', 'refund_owed', 'claim_paid', 'late_fee') group by booking_id`),
      ).map((r) => [r.id, r.net]),
    );
    const cards = new Map((await services.bookingViews.asOwner(people.owner)).map((c) => [c.id, c]));
    const lines = new Map((await services.earnings.earnings(people.owner)).lines.map((l) => [l.bookingId, l]));
    const seen = new Set<string>();
    const listingTotals = new Map<number, number>();
    for (const [key, id] of Object.entries(people.bookings)) {
      const view = (await services.bookingViews.view(id, people.owner))!;
      const b = view.booking;
      seen.add(b.status);
      if (b.status === "completed" || b.status === "cancelled") listingTotals.set(b.listingId, (listingTotals.get(b.listingId) ?? 0) + (ledger.get(id) ?? 0));
      const page = await services.bookingViews.ownerEarnings(b);
      // Not paid yet: what its payment will credit the owner; never paid: nothing.
      const expected = ledger.get(id) ?? (b.status === "requested" || b.status === "awaiting_payment" ? -paymentLines(b).find((l) => l.account === "owner_payable")!.amountKobo : 0);
      expect(page?.netKobo ?? 0, `${key} (${b.status}): the booking page`).toBe(expected);
      expect(cards.get(id)?.ownerPayoutKobo, `${key}: its Requests card`).toBe(expected);
      const line = lines.get(id);
      if (ledger.has(id)) {
        expect(line, `${key}: its Earnings line`).toMatchObject({ rentalKobo: page!.rentalKobo, refundKobo: page!.refundKobo, commissionKobo: page!.commissionKobo, claimKobo: page!.claimKobo, lateFeeKobo: page!.lateFeeKobo, netKobo: expected });
        expect(addsUp(line!), `${key}: its Earnings line adds up`).toBe(true);
      } else expect(line, `${key}: no Earnings line without money`).toBeUndefined();
      if (page) expect(addsUp(page), `${key}: the booking page adds up`).toBe(true);
    }
    expect(seen).toEqual(new Set(BOOKING_STATUSES));
    // My Listings' "Total earnings": what the ledger credited for the bookings that are over, a cancellation's kept half included.
    for (const l of await services.listings.listMine(people.owner)) expect(l.totalEarningsKobo, l.title).toBe(listingTotals.get(l.id) ?? 0);

    // The late cancellation keeps half the rental less its commission: not the quote's payout (issue 38, item 1).
    const cancelled = (await services.bookingViews.view(people.bookings.cancelled, people.owner))!.booking;
    const kept = await services.bookingViews.ownerEarnings(cancelled);
    expect(kept!.netKobo).not.toBe(cancelled.ownerPayoutKobo);
    expect(kept).toMatchObject({ refundKobo: (cancelled.rentalKobo - cancelled.discountKobo) / 2, netKobo: cancelled.ownerPayoutKobo / 2 });
  });
});
