// Caution deposits back after the return: the payments sweep owes a completed, paid booking's deposit once
// DAMAGE_CLAIM_HOURS have passed since it completed (marked returned by the owner or completed by the bookings sweeper),
// exactly once however many sweep at once, with its posting out of deposits_held, and sends it like any refund
// (Paystack's fake and the sandbox). Bookings without a deposit, unpaid or cancelled owe nothing more.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { lagosMidnight } from "../../../core/dates";
import { DAMAGE_CLAIM_HOURS } from "../../../core/fees";
import { rowsOf } from "../../db/rows";
import type { FakePaystack } from "../../testing/fake-paystack";
import { paymentsHarness, paystackHarness, type PaymentsHarness } from "../../testing/payments";
import { retryDelayMs } from "./refunding";

const HOUR = 3_600_000;
const DEPOSIT = 1_000_000;
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

let h: PaymentsHarness, fake: FakePaystack, hook: string;
let sandbox: PaymentsHarness;
beforeAll(async () => {
  ({ h, fake, hook } = await paystackHarness());
  sandbox = await paymentsHarness();
});

/** A booking from tomorrow to the day after (₦10,000 deposit unless told), paid through Paystack's fake. */
async function paid(o: { depositKobo?: number } = {}) {
  const b = await h.booking({ start: 1, end: 2, ...o });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  fake.complete(reference, "success");
  await fake.sendWebhook(hook, fake.chargeEvent(reference));
  expect(await h.statusOf(b.id)).toBe("confirmed");
  return { b, reference };
}

/** Picked up on its start day (as of 00:00 Lagos, whatever the clock says now). */
const pickedUp = (harness: PaymentsHarness, b: { id: number; startDate: string }) =>
  harness.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });

/** Picked up, then marked returned by the owner at `at` (by default, noon on its end day). */
async function returned(harness: PaymentsHarness, b: { id: number; startDate: string; endDate: string }, at = new Date(lagosMidnight(b.endDate) + 12 * HOUR)) {
  await pickedUp(harness, b);
  await harness.services.bookings.markReturned(b.id, "owner", { now: at });
  expect(await harness.statusOf(b.id)).toBe("completed");
  return at;
}

const depositRefunds = async (harness: PaymentsHarness, bookingId: number) => (await harness.refundsOf(bookingId)).filter((r) => r.reason === "deposit");

describe("caution deposit refunds (Paystack)", () => {
  it("owed exactly once DAMAGE_CLAIM_HOURS after the owner marked the return, not a minute before; sent; deposits_held back to zero", async () => {
    const { b, reference } = await paid();
    const at = await returned(h, b);
    expect(DAMAGE_CLAIM_HOURS).toBe(48);

    const early = await h.payments.sweep(after(at, 47 * HOUR + 59 * 60_000));
    expect(early.deposits).not.toContain(b.id);
    expect(await h.refundsOf(b.id)).toEqual([]);
    expect(await h.balance(b.id, "deposits_held")).toBe(-DEPOSIT);

    const due = await h.payments.sweep(after(at, DAMAGE_CLAIM_HOURS * HOUR));
    expect(due.deposits).toContain(b.id);
    const [refund] = await h.refundsOf(b.id);
    expect(await h.refundsOf(b.id)).toMatchObject([{ reason: "deposit", amountKobo: DEPOSIT, status: "sent", attempts: 1 }]);
    expect(due.refunds[refund!.id]).toBe("sent");
    expect(fake.refunds.filter((r) => r.reference === reference)).toMatchObject([{ amount: DEPOSIT }]);

    const [payment, owed, out] = await h.postingsOf(b.id);
    expect(payment!.kind).toBe("payment");
    expect(owed).toEqual({ kind: "refund_owed", lines: { deposits_held: DEPOSIT, refunds_payable: -DEPOSIT } });
    expect(out).toEqual({ kind: "refund_paid", lines: { refunds_payable: DEPOSIT, provider_cash: -DEPOSIT } });
    expect(await h.balance(b.id, "deposits_held")).toBe(0);
    expect(await h.balance(b.id, "refunds_payable")).toBe(0);
    expect(await h.balance(b.id, "provider_cash")).toBe(b.totalKobo - DEPOSIT);
    // The rest stays where the payment put it: the owner's payout, Haya's commission, fee and VAT.
    expect(await h.balance(b.id, "owner_payable")).toBe(-b.ownerPayoutKobo);

    const summary = await h.payments.summary(b.id);
    expect(summary.refunds).toEqual([{ amountKobo: DEPOSIT, status: "sent", at: summary.refunds[0]!.at, deposit: true }]);

    // The renter is told, once, with a link to the booking.
    const mails = async () =>
      rowsOf<{ to: string; text: string }>(await h.db.execute(sql`select "to", text from mail_outbox where subject like 'Your caution deposit for %' and text like ${`%/bookings/${b.id}%`}`));
    await vi.waitFor(async () => expect(await mails()).toHaveLength(1));
    const [mail] = await mails();
    const [renter] = rowsOf<{ email: string }>(await h.db.execute(sql`select email from users where id = ${b.renterId}`));
    expect(mail!.to).toBe(renter!.email);
    expect(mail!.text).toContain("is being refunded in full");

    // Later sweeps owe nothing more.
    const later = await h.payments.sweep(after(at, 30 * 24 * HOUR));
    expect(later.deposits).not.toContain(b.id);
    expect(await h.refundsOf(b.id)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
    expect(await h.postingsOf(b.id)).toHaveLength(3);
    await h.expectBalanced();
  });

  it("counts from the bookings sweeper's auto-completion too", async () => {
    const { b, reference } = await paid();
    await pickedUp(h, b);
    const swept = after(new Date(), 5 * 24 * HOUR);
    expect((await h.services.bookingTimers.sweep(swept, [b.id])).completed).toEqual([b.id]);
    const [completed] = rowsOf<{ at: string }>(await h.db.execute(sql`select at from booking_events where booking_id = ${b.id} and to_status = 'completed'`));
    const at = new Date(completed!.at);

    await h.payments.sweep(after(at, DAMAGE_CLAIM_HOURS * HOUR - 60_000));
    expect(await h.refundsOf(b.id)).toEqual([]);
    await h.payments.sweep(after(at, DAMAGE_CLAIM_HOURS * HOUR));
    expect(await h.refundsOf(b.id)).toMatchObject([{ reason: "deposit", amountKobo: DEPOSIT, status: "sent" }]);
    expect(fake.refunds.filter((r) => r.reference === reference)).toMatchObject([{ amount: DEPOSIT }]);
    expect(await h.balance(b.id, "deposits_held")).toBe(0);
    await h.expectBalanced();
  });

  it("several sweeps at once owe it once and send it once", async () => {
    const { b, reference } = await paid();
    const at = await returned(h, b);
    const due = after(at, DAMAGE_CLAIM_HOURS * HOUR);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => h.payments.sweep(due)));
    expect(results.filter((r) => r.deposits.includes(b.id))).toHaveLength(1);
    expect(h.logs.filter((l) => l.level === "error" && l.fields?.bookingId === b.id)).toEqual([]);
    expect(await depositRefunds(h, b.id)).toMatchObject([{ amountKobo: DEPOSIT, status: "sent" }]);
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
    expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment", "refund_owed", "refund_paid"]);
    expect(await h.balance(b.id, "deposits_held")).toBe(0);
    await h.expectBalanced();
  });

  it("the database refuses a second deposit refund for a booking", async () => {
    const { b } = await paid();
    const at = await returned(h, b);
    await h.payments.sweep(after(at, DAMAGE_CLAIM_HOURS * HOUR));
    const [refund] = await depositRefunds(h, b.id);
    await expect(
      h.db.execute(sql`insert into refunds (booking_id, payment_id, reason, amount_kobo) select booking_id, payment_id, 'deposit', amount_kobo from refunds where id = ${refund!.id}`),
    ).rejects.toThrow();
    await expect(h.db.execute(sql`update refunds set reason = 'other' where id = ${refund!.id}`)).rejects.toThrow();
    expect(await h.refundsOf(b.id)).toHaveLength(1);
  });

  it("a refused deposit refund is retried after its back-off and sent once", async () => {
    const { b, reference } = await paid();
    const at = await returned(h, b);
    fake.failRefunds(1);
    const due = after(at, DAMAGE_CLAIM_HOURS * HOUR);
    await h.payments.sweep(due);
    expect(await depositRefunds(h, b.id)).toMatchObject([{ status: "failed", attempts: 1 }]);
    expect(await h.balance(b.id, "deposits_held")).toBe(0);
    expect(await h.balance(b.id, "refunds_payable")).toBe(-DEPOSIT);
    await h.payments.sweep(after(due, retryDelayMs(1) + 1_000));
    expect(await depositRefunds(h, b.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
    expect(await h.balance(b.id, "refunds_payable")).toBe(0);
    await h.expectBalanced();
  });

  it("no deposit: nothing is owed after the return", async () => {
    const { b } = await paid({ depositKobo: 0 });
    const at = await returned(h, b);
    expect((await h.payments.sweep(after(at, 7 * 24 * HOUR))).deposits).not.toContain(b.id);
    expect(await h.refundsOf(b.id)).toEqual([]);
    expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment"]);
    await h.expectBalanced();
  });

  it("a cancelled booking's deposit comes back with its cancellation refund only", async () => {
    const { b, reference } = await paid();
    await h.services.bookings.cancel(b.id, { actor: "owner", userId: "owner" });
    await vi.waitFor(async () => expect(await h.refundsOf(b.id)).toMatchObject([{ reason: "cancellation", amountKobo: b.totalKobo, status: "sent" }]));
    await h.payments.sweep(after(new Date(), 7 * 24 * HOUR));
    expect(await h.refundsOf(b.id)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.reference === reference)).toMatchObject([{ amount: b.totalKobo }]);
    expect(await h.balance(b.id, "deposits_held")).toBe(0);
    expect(await h.balance(b.id, "provider_cash")).toBe(0);
    await h.expectBalanced();
  });

  it("unpaid bookings owe nothing: one never paid, and one completed with no payment behind it", async () => {
    const unpaid = await h.booking({ start: 1, end: 2 });
    await h.services.bookings.cancel(unpaid.id, { actor: "renter", userId: "renter" });
    // Moved by the state machine alone (no payments row): there is no charge to refund from.
    const b = await h.booking({ start: 1, end: 2 });
    await h.services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
    const at = await returned(h, b);
    const r = await h.payments.sweep(after(at, 7 * 24 * HOUR));
    expect(r.deposits).not.toContain(b.id);
    for (const id of [unpaid.id, b.id]) {
      expect(await h.refundsOf(id)).toEqual([]);
      expect(await h.postingsOf(id)).toEqual([]);
    }
    await h.expectBalanced();
  });
});

describe("caution deposit refunds (sandbox)", () => {
  it("sent to the sandbox 48 hours after the return: the charge's refunded amount is the deposit", async () => {
    const b = await sandbox.booking({ start: 1, end: 2 });
    const { reference } = await sandbox.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await sandbox.payments.answerSandbox(reference, "success");
    expect(await sandbox.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    const at = await returned(sandbox, b);

    await sandbox.payments.sweep(after(at, DAMAGE_CLAIM_HOURS * HOUR - 60_000));
    expect(await sandbox.refundsOf(b.id)).toEqual([]);
    const r = await sandbox.payments.sweep(after(at, DAMAGE_CLAIM_HOURS * HOUR));
    expect(r.deposits).toEqual([b.id]);
    expect(await sandbox.refundsOf(b.id)).toMatchObject([{ reason: "deposit", amountKobo: DEPOSIT, status: "processed" }]);
    const [charge] = rowsOf<{ refunded: number }>(await sandbox.db.execute(sql`select refunded_kobo::float8 as refunded from sandbox_charges where reference = ${reference}`));
    expect(charge!.refunded).toBe(DEPOSIT);
    expect((await sandbox.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment", "refund_owed", "refund_paid"]);
    expect(await sandbox.balance(b.id, "deposits_held")).toBe(0);
    expect(await sandbox.balance(b.id, "refunds_payable")).toBe(0);
    expect((await sandbox.payments.summary(b.id)).refunds).toMatchObject([{ amountKobo: DEPOSIT, deposit: true, status: "processed" }]);
    await sandbox.expectBalanced();
  });
});
