// Refunds through Paystack (a local fake): what each cancellation gives back and how the ledger takes it from each
// account, the refund sent after the cancellation commits, retried after a provider error, and closed or reopened by
// Paystack's refund webhooks. The ledger balances after every case.
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { FakePaystack } from "../../testing/fake-paystack";
import { paystackHarness, type PaymentsHarness } from "../../testing/payments";
import { retryDelayMs } from "./refunding";

let h: PaymentsHarness, fake: FakePaystack, hook: string;
beforeAll(async () => void ({ h, fake, hook } = await paystackHarness()));

/** A booking of 3 days at ₦25,000 with a ₦10,000 deposit, starting `start` days from today, paid through Paystack. */
async function paid(start: number) {
  const b = await h.booking({ start, end: start + 2 });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter", origin: h.origin });
  fake.complete(reference, "success");
  await fake.sendWebhook(hook, fake.chargeEvent(reference));
  expect(await h.statusOf(b.id)).toBe("confirmed");
  return { b, reference };
}

/** The refund sent to Paystack once the cancellation has committed (its after-hook runs in the background). */
async function refundSettled(bookingId: number, status = "sent") {
  await vi.waitFor(async () => expect((await h.refundsOf(bookingId)).map((r) => r.status)).toEqual([status]));
}

describe("refunds on cancellation", () => {
  it("the renter ≥ 48 h before: everything back, every account reversed", async () => {
    const { b, reference } = await paid(10);
    await h.services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
    await refundSettled(b.id);
    expect(b.totalKobo).toBe(7_500_000 + 750_000 + 56_250 + 1_000_000);
    expect(fake.refunds.filter((r) => r.reference === reference)).toMatchObject([{ amount: b.totalKobo }]);
    const [, owed, out] = await h.postingsOf(b.id);
    expect(owed).toEqual({
      kind: "refund_owed",
      lines: { owner_payable: b.ownerPayoutKobo, haya_commission: b.ownerCommissionKobo, haya_service_fee: b.serviceFeeKobo, vat_payable: b.vatKobo, deposits_held: b.depositKobo, refunds_payable: -b.totalKobo },
    });
    expect(out).toEqual({ kind: "refund_paid", lines: { refunds_payable: b.totalKobo, provider_cash: -b.totalKobo } });
    for (const account of ["provider_cash", "owner_payable", "haya_commission", "haya_service_fee", "vat_payable", "deposits_held", "refunds_payable"])
      expect(await h.balance(b.id, account), account).toBe(0);
    expect(await h.payments.summary(b.id)).toMatchObject({ paid: { amountKobo: b.totalKobo }, refunds: [{ amountKobo: b.totalKobo, status: "sent" }] });
    await h.expectBalanced();
  });

  it("the renter < 48 h before: half the rental and the deposit back; fees kept; the owner keeps the other half less its commission", async () => {
    const { b } = await paid(1);
    await h.services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
    await refundSettled(b.id);
    const back = 3_750_000 + 1_000_000;
    expect(await h.refundsOf(b.id)).toMatchObject([{ amountKobo: back, reason: "cancellation" }]);
    const [, owed] = await h.postingsOf(b.id);
    // Kept rental ₦37,500: commission on it ₦1,875 (5%), the owner ₦35,625.
    expect(owed).toEqual({ kind: "refund_owed", lines: { owner_payable: 7_125_000 - 3_562_500, haya_commission: 187_500, deposits_held: 1_000_000, refunds_payable: -back } });
    expect(await h.balance(b.id, "owner_payable")).toBe(-3_562_500);
    expect(await h.balance(b.id, "haya_commission")).toBe(-187_500);
    expect(await h.balance(b.id, "haya_service_fee")).toBe(-b.serviceFeeKobo);
    expect(await h.balance(b.id, "vat_payable")).toBe(-b.vatKobo);
    expect(await h.balance(b.id, "deposits_held")).toBe(0);
    expect(await h.balance(b.id, "provider_cash")).toBe(b.totalKobo - back);
    await h.expectBalanced();
  });

  it("the owner cancels: everything back, even the day before", async () => {
    const { b } = await paid(1);
    await h.services.bookings.cancel(b.id, { actor: "owner", userId: "owner" });
    await refundSettled(b.id);
    expect(await h.refundsOf(b.id)).toMatchObject([{ amountKobo: b.totalKobo }]);
    expect(await h.balance(b.id, "provider_cash")).toBe(0);
    await h.expectBalanced();
  });

  it("a refused refund is retried by the sweep, after its back-off, and sent once", async () => {
    const { b, reference } = await paid(10);
    fake.failRefunds(1);
    await h.services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
    await refundSettled(b.id, "failed");
    const [refund] = await h.refundsOf(b.id);
    expect(refund).toMatchObject({ attempts: 1 });
    expect(h.logs.some((l) => l.msg === "refund not sent; it will be retried")).toBe(true);
    // Nothing left the provider's balance yet.
    expect(await h.balance(b.id, "provider_cash")).toBe(b.totalKobo);
    // Not due yet: the sweep leaves it.
    expect((await h.payments.sweep(new Date())).refunds).toEqual({});
    const due = new Date(Date.now() + retryDelayMs(1) + 1_000);
    expect((await h.payments.sweep(due)).refunds).toEqual({ [refund!.id]: "sent" });
    expect(await h.refundsOf(b.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
    expect(await h.balance(b.id, "provider_cash")).toBe(0);
    expect((await h.payments.sweep(due)).refunds).toEqual({});
    await h.expectBalanced();
  });

  it("Paystack's refund.processed closes the refund; refund.failed puts the money back as owed and it is sent again", async () => {
    const { b, reference } = await paid(10);
    await h.services.bookings.cancel(b.id, { actor: "owner", userId: "owner" });
    await refundSettled(b.id);
    expect(await fake.sendWebhook(hook, fake.refundEvent(reference, "failed"))).toMatchObject({ status: 200, body: { outcome: "failed: to be sent again" } });
    expect(await h.balance(b.id, "provider_cash")).toBe(b.totalKobo);
    expect(await h.balance(b.id, "refunds_payable")).toBe(-b.totalKobo);
    await h.payments.sweep(new Date());
    expect(await h.refundsOf(b.id)).toMatchObject([{ status: "sent", attempts: 2 }]);

    const processed = fake.refundEvent(reference, "processed");
    expect(await fake.sendWebhook(hook, processed)).toMatchObject({ status: 200, body: { outcome: "processed" } });
    expect(await fake.sendWebhook(hook, processed)).toMatchObject({ status: 200, body: { outcome: "unchanged" } });
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(2);
    expect(await h.refundsOf(b.id)).toMatchObject([{ status: "processed" }]);
    expect(await h.balance(b.id, "provider_cash")).toBe(0);
    expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment", "refund_owed", "refund_paid", "refund_returned", "refund_paid"]);
    await h.expectBalanced();
  });

  it("cancelling an unpaid booking owes nothing", async () => {
    const b = await h.booking();
    await h.services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
    expect(await h.refundsOf(b.id)).toEqual([]);
    expect(await h.postingsOf(b.id)).toEqual([]);
  });
});
