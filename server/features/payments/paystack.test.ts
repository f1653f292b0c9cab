// Paying through Paystack (a local fake speaking its documented API), with webhooks over real HTTP: success, failure, an
// abandoned checkout and the booking's expiry, duplicate and reordered events, forged signatures, and money that does
// not match. The ledger balances after every case.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { sweepBookings } from "../bookings/sweeper";
import { paystackHarness, type PaymentsHarness } from "../../testing/payments";
import type { FakePaystack } from "../../testing/fake-paystack";
import { signBody } from "./provider";

let h: PaymentsHarness, fake: FakePaystack, hook: string;
beforeAll(async () => void ({ h, fake, hook } = await paystackHarness()));

async function checkout(o: Parameters<PaymentsHarness["booking"]>[0] = {}) {
  const b = await h.booking(o);
  const { url, reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  return { b, url, reference };
}

const eventCount = async (reference: string) =>
  rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from payment_events where reference = ${reference} and source = 'webhook'`))[0]!.n;

describe("Paystack checkout", () => {
  it("initializes the documented transaction and sends the renter to Paystack's page", async () => {
    const { b, url, reference } = await checkout();
    const t = fake.transactions.get(reference)!;
    expect(url).toMatch(/^https:\/\/checkout\.paystack\.test\//);
    expect(t).toMatchObject({ email: "renter@example.com", amount: b.totalKobo, currency: "NGN", callbackUrl: `${h.services.siteUrl}/payments/return?reference=${reference}` });
    expect(t.metadata).toMatchObject({ bookingId: b.id });
  });

  it("a success webhook confirms the booking once; duplicates and a late failure change nothing", async () => {
    const { b, reference } = await checkout();
    fake.complete(reference, "success");
    const event = fake.chargeEvent(reference);
    expect(await fake.sendWebhook(hook, event)).toMatchObject({ status: 200, body: { received: true, outcome: "success" } });
    expect(await fake.sendWebhook(hook, event)).toMatchObject({ status: 200 });
    expect(await h.statusOf(b.id)).toBe("confirmed");
    // Reordered: a failure for the same charge arrives after its success.
    const failed = { event: "charge.failed", data: { ...event.data, status: "failed" } };
    expect(await fake.sendWebhook(hook, failed)).toMatchObject({ status: 200 });
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment"]);
    expect(await h.balance(b.id, "provider_cash")).toBe(b.totalKobo);
    expect(rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from booking_events where booking_id = ${b.id} and to_status = 'confirmed'`))[0]!.n).toBe(1);
    expect(await eventCount(reference)).toBe(3);
    await h.expectBalanced();
  });

  it("a failure leaves the booking waiting; a success after it is accepted", async () => {
    const { b, reference } = await checkout();
    fake.complete(reference, "failed");
    await fake.sendWebhook(hook, fake.chargeEvent(reference));
    expect(await h.paymentOf(reference)).toMatchObject({ status: "failed" });
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
    expect(await h.postingsOf(b.id)).toEqual([]);
    // The renter tries again on the same page: while Paystack says it is under way, the return is "pending", never
    // "failed" (which would tell them nothing was charged and invite a second payment).
    fake.transactions.get(reference)!.status = "ongoing";
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "pending" });
    // And it goes through.
    fake.complete(reference, "success");
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    expect(await h.statusOf(b.id)).toBe("confirmed");
    await h.expectBalanced();
  });

  it("a forged or missing signature is refused with 401 and changes nothing", async () => {
    const { b, reference } = await checkout();
    fake.complete(reference, "success");
    const event = fake.chargeEvent(reference);
    expect((await fake.sendWebhook(hook, event, signBody(JSON.stringify(event), "not-the-key"))).status).toBe(401);
    expect((await fake.sendWebhook(hook, event, "")).status).toBe(401);
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
    expect(await h.paymentOf(reference)).toMatchObject({ status: "initialized" });
    expect(await eventCount(reference)).toBe(0);
  });

  it("an unknown reference is acknowledged, logged and ignored", async () => {
    const res = await fake.sendWebhook(hook, { event: "charge.success", data: { reference: "haya-0-unknown", amount: 100, currency: "NGN", status: "success", id: 1 } });
    expect(res).toEqual({ status: 200, body: { received: true, outcome: "ignored: unknown reference" } });
    expect(h.logs.some((l) => l.msg === "payment webhook for an unknown reference ignored")).toBe(true);
  });

  it("the webhook's own amount is never trusted: what verify reports is", async () => {
    const { b, reference } = await checkout();
    // A correctly signed event claiming success while Paystack says the charge is still open.
    await fake.sendWebhook(hook, { event: "charge.success", data: { reference, amount: b.totalKobo, currency: "NGN", status: "success", id: 9 } });
    expect(await h.paymentOf(reference)).toMatchObject({ status: "initialized" });
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
  });

  for (const [what, paid] of [
    ["a smaller amount", { amount: 100 }],
    ["another currency", { currency: "USD" }],
  ] as const) {
    it(`${what} is never accepted: the payment is flagged and the booking stays unpaid`, async () => {
      const { b, reference } = await checkout();
      fake.complete(reference, "success", paid);
      await fake.sendWebhook(hook, fake.chargeEvent(reference));
      expect(await h.paymentOf(reference)).toMatchObject({ status: "flagged", applied: false });
      expect((await h.paymentOf(reference)).note).toMatch(/expected/);
      expect(await h.statusOf(b.id)).toBe("awaiting_payment");
      expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "flagged" });
      expect(await h.postingsOf(b.id)).toEqual([]);
      expect(h.logs.some((l) => l.level === "error" && l.fields?.reference === reference)).toBe(true);
      await h.expectBalanced();
    });
  }

  it("abandoned, then expired: the dates are released, and a late success is refunded in full", async () => {
    const { b, reference } = await checkout({ start: 20, end: 22 });
    // The renter left Paystack's page: verify still says abandoned, nothing changes.
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "pending" });
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect((await sweepBookings(h.db, later)).expired).toContain(b.id);
    expect((await h.payments.sweep(later)).abandoned.length).toBeGreaterThan(0);
    expect(await h.paymentOf(reference)).toMatchObject({ status: "abandoned" });
    // Someone else can book the released dates.
    const again = await h.services.bookings.createBooking({ listingId: b.listingId, renterId: "renter2", startDate: b.startDate, endDate: addDaysIso(b.startDate, 1), pickupTime: "9:00 AM", units: 1 });
    expect(again.status).toBe("awaiting_payment");

    fake.complete(reference, "success");
    expect(await fake.sendWebhook(hook, fake.chargeEvent(reference))).toMatchObject({ status: 200, body: { outcome: "refunded" } });
    expect(await h.statusOf(b.id)).toBe("expired");
    expect(await h.refundsOf(b.id)).toMatchObject([{ amountKobo: b.totalKobo, reason: "late_payment", status: "sent" }]);
    expect(fake.refunds.filter((r) => r.reference === reference)).toMatchObject([{ amount: b.totalKobo }]);
    expect(await h.postingsOf(b.id)).toEqual([
      { kind: "late_payment", lines: { provider_cash: b.totalKobo, refunds_payable: -b.totalKobo } },
      { kind: "refund_paid", lines: { refunds_payable: b.totalKobo, provider_cash: -b.totalKobo } },
    ]);
    expect(await h.payments.summary(b.id)).toMatchObject({ paid: null, refunds: [{ amountKobo: b.totalKobo, status: "sent" }] });
    // The same success heard again refunds nothing more.
    await fake.sendWebhook(hook, fake.chargeEvent(reference));
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
    await h.expectBalanced();
  });

  it("a second paid attempt for a booking already confirmed is refunded", async () => {
    const b = await h.booking();
    const one = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    const two = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    fake.complete(one.reference, "success");
    fake.complete(two.reference, "success");
    expect(await h.payments.settle(one.reference)).toEqual({ bookingId: b.id, status: "success" });
    expect(await h.payments.settle(two.reference)).toEqual({ bookingId: b.id, status: "refunded" });
    expect(await h.payments.summary(b.id)).toMatchObject({ paid: { reference: one.reference }, refunds: [{ amountKobo: b.totalKobo }] });
    await h.expectBalanced();
  });

  it("a provider that does not answer the checkout is a clear error, and the attempt is marked failed", async () => {
    const b = await h.booking();
    const down = await paymentsHarnessWithDeadPaystack();
    const e = await down.payments.startCheckout({ bookingId: b.id, renterId: "renter" }).catch((x: unknown) => x);
    expect((e as Error).message).toBe("We could not reach the payment provider. Please try again in a minute.");
    const rows = rowsOf<{ status: string }>(await h.db.execute(sql`select status from payments where booking_id = ${b.id}`));
    expect(rows).toEqual([{ status: "failed" }]);
    expect(await h.statusOf(b.id)).toBe("awaiting_payment");
  });
});

/** The same database, with Paystack's address pointing at nothing. */
async function paymentsHarnessWithDeadPaystack() {
  const { createServices } = await import("../../services");
  return createServices(h.db, { paystack: { secretKey: fake.secretKey, baseUrl: "http://127.0.0.1:9" } });
}
