// Refunds through Paystack (a local fake): what each cancellation gives back and how the ledger takes it from each
// account, the refund sent after the cancellation commits, retried after a provider error, and closed or reopened by
// Paystack's refund webhooks. The ledger balances after every case.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { rowsOf } from "../../db/rows";
import type { FakePaystack } from "../../testing/fake-paystack";
import { paystackHarness, type PaymentsHarness } from "../../testing/payments";
import { retryDelayMs } from "./refunding";

let h: PaymentsHarness, fake: FakePaystack, hook: string;
beforeAll(async () => void ({ h, fake, hook } = await paystackHarness()));

/** A booking of 3 days at ₦25,000 with a ₦10,000 deposit, starting `start` days from today, paid through Paystack. */
async function paid(start: number) {
  const b = await h.booking({ start, end: start + 2 });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  fake.complete(reference, "success");
  await fake.sendWebhook(hook, fake.chargeEvent(reference));
  expect(await h.statusOf(b.id)).toBe("confirmed");
  return { b, reference };
}

const providerIdOf = async (refundId: number) =>
  rowsOf<{ id: string | null }>(await h.db.execute(sql`select provider_refund_id as id from refunds where id = ${refundId}`))[0]!.id;

/** Makes the database refuse updates of this booking's refunds leaving `sending` when `when` holds (null: lifts it). */
async function failRefundWrites(bookingId: number, when: string | null) {
  const name = `fail_refund_writes_${bookingId}`;
  if (when === null) {
    await h.db.execute(sql.raw(`drop trigger ${name} on refunds`));
    await h.db.execute(sql.raw(`drop function ${name}()`));
    return;
  }
  await h.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin
      if old.booking_id = ${bookingId} and old.status = 'sending' and (${when}) then raise exception 'simulated write failure'; end if;
      return new; end $$`),
  );
  await h.db.execute(sql.raw(`create trigger ${name} before update on refunds for each row execute function ${name}()`));
}

/** The refund sent to Paystack once the cancellation has committed (its after-hook runs in the background). */
async function refundSettled(bookingId: number, status = "sent") {
  await vi.waitFor(async () => expect((await h.refundsOf(bookingId)).map((r) => r.status)).toEqual([status]));
}

/** `paid(start)`, then cancelled by `actor`, its one refund sent to Paystack and left `status` by that first attempt. */
async function cancelled(start: number, actor: "renter" | "owner", status = "sent") {
  const { b, reference } = await paid(start);
  await h.services.bookings.cancel(b.id, { actor, userId: actor });
  await refundSettled(b.id, status);
  const [refund] = await h.refundsOf(b.id);
  return { b, reference, refund: refund! };
}

describe("refunds on cancellation", () => {
  it("the renter ≥ 48 h before: everything back, every account reversed", async () => {
    const { b, reference } = await cancelled(10, "renter");
    expect(b.totalKobo).toBe(7_500_000 + 750_000 + 56_200 + 1_000_000);
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
    const { b } = await cancelled(1, "renter");
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
    const { b } = await cancelled(1, "owner");
    expect(await h.refundsOf(b.id)).toMatchObject([{ amountKobo: b.totalKobo }]);
    expect(await h.balance(b.id, "provider_cash")).toBe(0);
    await h.expectBalanced();
  });

  it("a refused refund is retried by the sweep, after its back-off, and sent once", async () => {
    fake.failRefunds(1);
    const { b, reference, refund } = await cancelled(10, "renter", "failed");
    expect(refund).toMatchObject({ attempts: 1 });
    expect(h.logs.some((l) => l.msg === "refund not sent; it will be retried")).toBe(true);
    // Nothing left the provider's balance yet.
    expect(await h.balance(b.id, "provider_cash")).toBe(b.totalKobo);
    // Not due yet: the sweep leaves it.
    expect((await h.payments.sweep(new Date())).refunds).toEqual({});
    const due = new Date(Date.now() + retryDelayMs(1) + 1_000);
    expect((await h.payments.sweep(due)).refunds).toEqual({ [refund.id]: "sent" });
    expect(await h.refundsOf(b.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
    expect(await h.balance(b.id, "provider_cash")).toBe(0);
    expect((await h.payments.sweep(due)).refunds).toEqual({});
    await h.expectBalanced();
  });

  it("Paystack's refund.processed closes the refund; refund.failed puts the money back as owed and it is sent again", async () => {
    const { b, reference } = await cancelled(10, "owner");
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

  it("a refund.failed heard again after the refund was re-sent changes nothing: one refund_returned, no third send", async () => {
    const { b, reference } = await cancelled(1, "renter");
    const back = 3_750_000 + 1_000_000;
    const failed = fake.refundEvent(reference, "failed");
    expect(await fake.sendWebhook(hook, failed)).toMatchObject({ status: 200, body: { outcome: "failed: to be sent again" } });
    expect((await h.payments.sweep(new Date())).refunds).toMatchObject({ [(await h.refundsOf(b.id))[0]!.id]: "sent" });
    // The same delivery again (Paystack retries), then the same event about the first attempt under another body.
    expect(await fake.sendWebhook(hook, failed)).toMatchObject({ status: 200, body: { outcome: expect.stringMatching(/^(ignored|unchanged)/) } });
    const reworded = { ...failed, data: { ...failed.data, id: String(failed.data.id) } };
    expect(await fake.sendWebhook(hook, reworded)).toMatchObject({ status: 200, body: { outcome: expect.stringMatching(/^ignored/) } });
    expect(await h.refundsOf(b.id)).toMatchObject([{ status: "sent", attempts: 2, amountKobo: back }]);
    expect((await h.payments.sweep(new Date(Date.now() + 7 * 3_600_000))).refunds).toEqual({});
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(2);
    expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment", "refund_owed", "refund_paid", "refund_returned", "refund_paid"]);
    expect(await h.balance(b.id, "provider_cash")).toBe(b.totalKobo - back);
    expect(await h.balance(b.id, "refunds_payable")).toBe(0);
    await h.expectBalanced();
  });

  it("a refund.failed that came before Haya knew the refund's id, delivered again once it does, still reopens the refund", async () => {
    const { b, reference, refund } = await cancelled(10, "owner");
    const id = await providerIdOf(refund.id);
    // As if the event raced Haya's write of Paystack's refund id: it matches nothing, and is kept as ignored.
    await h.db.execute(sql`update refunds set provider_refund_id = null where id = ${refund.id}`);
    const failed = fake.refundEvent(reference, "failed");
    expect(await fake.sendWebhook(hook, failed)).toMatchObject({ status: 200, body: { outcome: expect.stringMatching(/^ignored/) } });
    await h.db.execute(sql`update refunds set provider_refund_id = ${id} where id = ${refund.id}`);
    // Paystack delivers it again: now it applies, once.
    expect(await fake.sendWebhook(hook, failed)).toMatchObject({ status: 200, body: { outcome: "failed: to be sent again" } });
    expect(await fake.sendWebhook(hook, failed)).toMatchObject({ status: 200, body: { outcome: expect.stringMatching(/^(ignored|unchanged)/) } });
    expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment", "refund_owed", "refund_paid", "refund_returned"]);
    // And it goes out again.
    await h.payments.sweep(new Date());
    expect(await h.refundsOf(b.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
    await h.expectBalanced();
  });

  it("a refund event that comes while its refund is still being recorded is answered 503, so Paystack delivers it again", async () => {
    const { b, reference, refund } = await cancelled(10, "owner");
    const id = await providerIdOf(refund.id);
    // Paystack answered, but Haya's sender has not written the id yet.
    await h.db.execute(sql`update refunds set status = 'sending', provider_refund_id = null where id = ${refund.id}`);
    const processed = fake.refundEvent(reference, "processed");
    expect(await fake.sendWebhook(hook, processed)).toMatchObject({ status: 503, body: { outcome: "retry: the refund is still being recorded" } });
    await h.db.execute(sql`update refunds set status = 'sent', provider_refund_id = ${id} where id = ${refund.id}`);
    expect(await fake.sendWebhook(hook, processed)).toMatchObject({ status: 200, body: { outcome: "processed" } });
    expect(await h.refundsOf(b.id)).toMatchObject([{ status: "processed" }]);
    await h.expectBalanced();
  });

  it("a refund Paystack accepted but whose answer was lost is marked failed, then found at Paystack and adopted: sent once", async () => {
    fake.loseRefundAnswers(1);
    const { b, reference, refund } = await cancelled(1, "renter", "failed");
    const due = new Date(Date.now() + retryDelayMs(1) + 1_000);
    expect((await h.payments.sweep(due)).refunds).toEqual({ [refund.id]: "sent" });
    const sent = fake.refunds.filter((r) => r.reference === reference);
    expect(sent).toHaveLength(1);
    expect(await providerIdOf(refund.id)).toBe(String(sent[0]!.id));
    expect(h.logs.some((l) => l.msg === "refund found at the provider and adopted")).toBe(true);
    expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment", "refund_owed", "refund_paid"]);
    await h.expectBalanced();
  });

  for (const [what, failing] of [
    ["only Haya's record of the result", "new.status in ('sent', 'processed')"],
    ["every write after the call (a crash)", "true"],
  ] as const)
    it(`Paystack accepted the refund, then ${what} failed: not marked failed, and after 15 minutes adopted, not sent again`, async () => {
      const { b, reference } = await paid(1);
      await failRefundWrites(b.id, failing);
      try {
        await h.services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
        await vi.waitFor(() => expect(h.logs.some((l) => l.level === "error" && l.fields?.bookingId === b.id)).toBe(true));
      } finally {
        await failRefundWrites(b.id, null);
      }
      const [refund] = await h.refundsOf(b.id);
      expect(refund).toMatchObject({ status: "sending", attempts: 1 });
      expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
      // Neither failed nor due before its 15 minutes are up.
      expect((await h.payments.sweep(new Date(Date.now() + 6 * 60_000))).refunds).toEqual({ [refund!.id]: "skipped" });
      expect((await h.payments.sweep(new Date(Date.now() + 16 * 60_000))).refunds).toEqual({ [refund!.id]: "sent" });
      const sent = fake.refunds.filter((r) => r.reference === reference);
      expect(sent).toHaveLength(1);
      expect(await providerIdOf(refund!.id)).toBe(String(sent[0]!.id));
      expect(await h.refundsOf(b.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
      expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment", "refund_owed", "refund_paid"]);
      await h.expectBalanced();
    });

  it("cancelling an unpaid booking owes nothing", async () => {
    const b = await h.booking();
    await h.services.bookings.cancel(b.id, { actor: "renter", userId: "renter" });
    expect(await h.refundsOf(b.id)).toEqual([]);
    expect(await h.postingsOf(b.id)).toEqual([]);
  });
});
