// One payment for several bookings (a cart's instant lines, from different owners): one Paystack charge for their sum,
// each booking confirmed and posted to the ledger on its own, duplicate and reordered events changing nothing, a part
// whose booking ended before the money came refunded alone (a partial refund of the one charge), a charge that is not
// the parts' sum flagged on every part, and only the renter's own bookings awaiting payment taken.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import { ConflictError, NotFoundError } from "../../errors";
import type { FakePaystack } from "../../testing/fake-paystack";
import { paystackHarness, type PaymentsHarness } from "../../testing/payments";

let h: PaymentsHarness, fake: FakePaystack, hook: string;
beforeAll(async () => void ({ h, fake, hook } = await paystackHarness()));

/** Three instant bookings of the renter's, from two owners. */
async function three(start = 10) {
  return Promise.all([h.booking({ start, end: start + 1 }), h.booking({ owner: "owner2", start, end: start + 1 }), h.booking({ start, end: start + 2, depositKobo: 0 })]);
}

describe("one payment for several bookings", () => {
  it("charges their sum once, confirms each with its own ledger posting, and hears duplicates and a late failure without change", async () => {
    const bs = await three();
    const sum = bs.reduce((s, b) => s + b.totalKobo, 0);
    const { reference, amountKobo } = await h.payments.startCheckoutOfMany({ bookingIds: bs.map((b) => b.id), renterId: "renter" });
    expect(amountKobo).toBe(sum);
    expect(fake.transactions.get(reference)).toMatchObject({ amount: sum, currency: "NGN", email: "renter@example.com" });
    fake.complete(reference, "success");
    const event = fake.chargeEvent(reference);
    expect(await fake.sendWebhook(hook, event)).toMatchObject({ status: 200, body: { outcome: "success" } });
    expect(await fake.sendWebhook(hook, event)).toMatchObject({ status: 200 });
    await fake.sendWebhook(hook, { event: "charge.failed", data: { ...event.data, status: "failed" } });
    for (const b of bs) {
      expect(await h.statusOf(b.id)).toBe("confirmed");
      expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment"]);
      expect(await h.balance(b.id, "provider_cash")).toBe(b.totalKobo);
      expect(await h.payments.summary(b.id)).toMatchObject({ paid: { amountKobo: b.totalKobo } });
    }
    expect(await h.payments.settle(reference)).toEqual({ bookingId: Math.min(...bs.map((b) => b.id)), status: "success", bookings: 3 });
    await h.expectBalanced();
  });

  it("refunds alone the part of a booking that ended before the money came, from the one charge", async () => {
    const bs = await three(20);
    const { reference } = await h.payments.startCheckoutOfMany({ bookingIds: bs.map((b) => b.id), renterId: "renter" });
    // The first booking is cancelled by its renter while the payment page is open.
    await h.services.bookings.cancel(bs[0]!.id, { actor: "renter", userId: "renter" });
    fake.complete(reference, "success");
    await fake.sendWebhook(hook, fake.chargeEvent(reference));
    expect(await h.statusOf(bs[0]!.id)).toBe("cancelled");
    expect(await h.statusOf(bs[1]!.id)).toBe("confirmed");
    expect(await h.statusOf(bs[2]!.id)).toBe("confirmed");
    expect(await h.refundsOf(bs[0]!.id)).toMatchObject([{ amountKobo: bs[0]!.totalKobo, reason: "late_payment", status: "sent" }]);
    expect(fake.refunds.filter((r) => r.reference === reference)).toMatchObject([{ amount: bs[0]!.totalKobo }]);
    expect(await h.refundsOf(bs[1]!.id)).toEqual([]);
    await h.expectBalanced();
  });

  it("sends one refund of a shared charge at a time: another part's waits while one is in flight", async () => {
    const bs = await three(25);
    const { reference } = await h.payments.startCheckoutOfMany({ bookingIds: bs.map((b) => b.id), renterId: "renter" });
    fake.complete(reference, "success");
    await fake.sendWebhook(hook, fake.chargeEvent(reference));
    // Two renters' cancellations owe two refunds of the one charge.
    await h.services.bookings.cancel(bs[0]!.id, { actor: "owner", userId: "owner" });
    await h.services.bookings.cancel(bs[1]!.id, { actor: "owner", userId: "owner2" });
    // Each is sent after its cancellation commits; one that found the other in flight is sent by the next sweep.
    await expect
      .poll(async () => {
        await h.payments.sweep();
        return [...(await h.refundsOf(bs[0]!.id)), ...(await h.refundsOf(bs[1]!.id))].map((r) => r.status);
      })
      .toEqual(["sent", "sent"]);
    const [a] = await h.refundsOf(bs[0]!.id);
    const [b] = await h.refundsOf(bs[1]!.id);
    // With one of them in flight (a sender that has not come back), the other is not taken.
    await h.db.execute(sql`update refunds set status = 'pending', provider_refund_id = null where id = ${b!.id}`);
    await h.db.execute(sql`update refunds set status = 'sending', updated_at = now() where id = ${a!.id}`);
    expect(await h.payments.sendRefund(b!.id)).toBe("skipped");
    await h.db.execute(sql`update refunds set status = 'sent' where id = ${a!.id}`);
    expect(await h.payments.sendRefund(b!.id)).toBe("sent");
  });

  it("flags every part when the charge is not their sum, and confirms none", async () => {
    const bs = await three(30);
    const { reference } = await h.payments.startCheckoutOfMany({ bookingIds: bs.map((b) => b.id), renterId: "renter" });
    const t = fake.transactions.get(reference)!;
    t.amount -= 100;
    fake.complete(reference, "success");
    await fake.sendWebhook(hook, fake.chargeEvent(reference));
    const parts = rowsOf<{ status: string }>(await h.db.execute(sql`select status from payments where charge_reference = ${reference}`));
    expect(parts.map((p) => p.status)).toEqual(["flagged", "flagged", "flagged"]);
    for (const b of bs) expect(await h.statusOf(b.id)).toBe("awaiting_payment");
    await h.expectBalanced();
  });

  it("takes only the renter's own bookings that await payment, and says which one cannot be paid", async () => {
    const [mine, paidAlready] = await Promise.all([h.booking({ start: 40, end: 41 }), h.booking({ start: 40, end: 41 })]);
    const other = await h.services.bookings.createBooking({ listingId: (await h.booking({ start: 50, end: 51 })).listingId, renterId: "renter2", startDate: mine.startDate, endDate: mine.endDate, pickupTime: "9:00 AM", units: 1 });
    await expect(h.payments.startCheckoutOfMany({ bookingIds: [mine.id, other.id], renterId: "renter" })).rejects.toThrow(NotFoundError);
    await h.services.bookings.cancel(paidAlready.id, { actor: "renter", userId: "renter" });
    await expect(h.payments.startCheckoutOfMany({ bookingIds: [mine.id, paidAlready.id], renterId: "renter" })).rejects.toThrow(ConflictError);
    await expect(h.payments.startCheckoutOfMany({ bookingIds: [], renterId: "renter" })).rejects.toThrow(NotFoundError);
    const rows = rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from payments where booking_id in (${mine.id}, ${other.id}, ${paidAlready.id})`));
    expect(rows[0]!.n).toBe(0);
  });
});
