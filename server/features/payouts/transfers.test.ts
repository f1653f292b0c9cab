// Payouts by transfer, against Paystack's local fake and the sandbox: a booking's money moves from pending to available
// (DAMAGE_CLAIM_HOURS after the return) to on its way to paid; failures and reversals put it back; duplicated, reordered
// and forged webhooks, a lost answer and a webhook that never comes all end with each payout settled once and the
// ledger summing to zero.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lagosMidnight } from "../../../core/dates";
import { DAMAGE_CLAIM_HOURS } from "../../../core/fees";
import { MIN_PAYOUT_KOBO, transferFeeKobo } from "../../../core/payouts";
import { ConflictError, UnprocessableError } from "../../errors";
import { rowsOf } from "../../db/rows";
import type { FakePaystack } from "../../testing/fake-paystack";
import { paymentsHarness, paystackHarness, type PaymentsHarness } from "../../testing/payments";
import { SANDBOX_SETTLE_MS } from "./sandbox-transfers";
import { QUIET_MS } from "./transfers.service";

// Why the sandbox's bank declines a transfer (its account number ends in 9999).
const SANDBOX_DECLINED = "Sandbox: the receiving bank declined the transfer";

const HOUR = 3_600_000;
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

let h: PaymentsHarness, fake: FakePaystack, hook: string;
beforeAll(async () => {
  ({ h, fake, hook } = await paystackHarness());
});

let owners = 0;
/** A new owner with a payout account at the provider (the fake's recipient, or the sandbox's with this account number). */
async function newOwner(harness: PaymentsHarness, opts: { accountNumber?: string; heldUntil?: Date } = {}) {
  const id = `payee-${++owners}-${Math.random().toString(36).slice(2, 6)}`;
  const accountNumber = opts.accountNumber ?? "0123456789";
  const recipientCode = `RCP_test_${id}`;
  await harness.db.execute(sql`insert into users (id, name, email) values (${id}, 'Chidi Okafor', ${`${id}@example.com`})`);
  await harness.db.execute(sql`insert into payout_accounts (user_id, provider, bank_code, bank_name, account_number, account_name, recipient_code, payouts_held_until)
    values (${id}, ${harness === h ? "paystack" : "sandbox"}, '058', 'Guaranty Trust Bank', ${accountNumber}, 'OKAFOR CHIDI', ${recipientCode}, ${opts.heldUntil ?? null})`);
  if (harness === h)
    fake.recipients.push({ recipient_code: recipientCode, type: "nuban", name: "OKAFOR CHIDI", account_number: accountNumber, bank_code: "058", currency: "NGN" });
  else await harness.db.execute(sql`insert into sandbox_recipients (recipient_code, bank_code, account_number) values (${recipientCode}, '058', ${accountNumber})`);
  return id;
}

/** A booking of the owner's, paid, picked up and returned at noon on its end day: answers it and the return's instant. */
async function completed(harness: PaymentsHarness, owner: string) {
  const b = await harness.booking({ start: 1, end: 2, owner });
  const { reference } = await harness.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  if (harness === h) {
    fake.complete(reference, "success");
    await fake.sendWebhook(hook, fake.chargeEvent(reference));
  } else await harness.payments.answerSandbox(reference, "success");
  await harness.payments.settle(reference);
  await harness.services.bookings.markPickedUp(b.id, owner, { now: new Date(lagosMidnight(b.startDate)) });
  const returnedAt = new Date(lagosMidnight(b.endDate) + 12 * HOUR);
  await harness.services.bookings.markReturned(b.id, owner, { now: returnedAt });
  return { b, returnedAt, freeAt: after(returnedAt, DAMAGE_CLAIM_HOURS * HOUR) };
}

/** Runs `fn` with the services' clock at `when`. */
async function at<T>(harness: PaymentsHarness, when: Date, fn: () => Promise<T>): Promise<T> {
  harness.setClock(when);
  try {
    return await fn();
  } finally {
    harness.setClock(undefined);
  }
}

const payoutsOf = async (harness: PaymentsHarness, owner: string) =>
  rowsOf<{ id: number; reference: string; status: string; amount: number; fee: number; reason: string | null }>(
    await harness.db.execute(
      sql`select id::int, reference, status, amount_kobo::float8 as amount, fee_kobo::float8 as fee, failure_reason as reason from payouts where owner_id = ${owner} order by id`,
    ),
  );
const kindsOf = async (harness: PaymentsHarness, payoutId: number) =>
  rowsOf<{ kind: string }>(await harness.db.execute(sql`select distinct kind, min(id) from ledger_entries where payout_id = ${payoutId} group by kind order by min(id)`)).map((r) => r.kind);

describe("payouts through Paystack Transfers", () => {
  it("pending until DAMAGE_CLAIM_HOURS after the return, then available; Withdraw sends it less the fee; transfer.success settles it once", async () => {
    const owner = await newOwner(h);
    const { b, freeAt } = await completed(h, owner);
    const net = b.ownerPayoutKobo;

    const early = await at(h, after(freeAt, -60_000), () => h.services.earnings.earnings(owner));
    expect(early).toMatchObject({ pendingKobo: net, availableKobo: 0, canWithdraw: false });
    await expect(at(h, after(freeAt, -60_000), () => h.services.transfers.withdraw(owner))).rejects.toBeInstanceOf(ConflictError);

    const ready = await at(h, freeAt, () => h.services.earnings.earnings(owner));
    expect(ready).toMatchObject({ pendingKobo: 0, availableKobo: net, canWithdraw: true, feeKobo: transferFeeKobo(net) });
    expect(ready.lines).toMatchObject([{ bookingId: b.id, state: "available", netKobo: net }]);

    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    expect(payout).toMatchObject({ status: "sent", amountKobo: net, feeKobo: transferFeeKobo(net), trigger: "withdraw" });
    expect(fake.transfers.get(payout.reference)).toMatchObject({ amount: net - transferFeeKobo(net), status: "pending" });
    expect(await h.balance(b.id, "owner_payable")).toBe(0);
    expect(await h.balance(b.id, "payouts_in_transit")).toBe(-net);
    expect((await h.services.earnings.earnings(owner)).onItsWayKobo).toBe(net);

    const success = fake.settleTransfer(payout.reference, "success");
    expect((await fake.sendWebhook(hook, success)).body).toMatchObject({ outcome: "success" });
    expect((await fake.sendWebhook(hook, success)).body).toMatchObject({ outcome: "unchanged: success" });
    expect(await payoutsOf(h, owner)).toMatchObject([{ status: "success" }]);
    expect(await kindsOf(h, payout.id)).toEqual(["payout_sent", "payout_paid"]);
    expect(await h.balance(b.id, "payouts_in_transit")).toBe(0);
    const done = await h.services.earnings.earnings(owner);
    expect(done).toMatchObject({ availableKobo: 0, onItsWayKobo: 0, paidOutKobo: net });
    expect(done.lines[0]!.state).toBe("paid");
    const outbox = rowsOf<{ subject: string }>(await h.db.execute(sql`select subject from mail_outbox where "to" = ${`${owner}@example.com`}`));
    expect(outbox.map((m) => m.subject)).toContain("Your payout has arrived");
    await h.expectBalanced();
  });

  it("a failed transfer puts the money back as available and says why; the event again, or a success after it, changes nothing", async () => {
    const owner = await newOwner(h);
    const { b, freeAt } = await completed(h, owner);
    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    const failed = fake.settleTransfer(payout.reference, "failed", "Account is dormant");
    expect((await fake.sendWebhook(hook, failed)).body).toMatchObject({ outcome: "failed" });
    expect((await fake.sendWebhook(hook, failed)).body).toMatchObject({ outcome: "unchanged: failed" });
    expect(await payoutsOf(h, owner)).toMatchObject([{ status: "failed", reason: "Account is dormant" }]);
    expect(await h.balance(b.id, "owner_payable")).toBe(-b.ownerPayoutKobo);
    expect((await at(h, freeAt, () => h.services.earnings.earnings(owner))).availableKobo).toBe(b.ownerPayoutKobo);
    expect(await kindsOf(h, payout.id)).toEqual(["payout_sent", "payout_failed"]);
    // Withdrawn again: a new payout with a new reference.
    const again = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    expect(again.reference).not.toBe(payout.reference);
    await h.expectBalanced();
  });

  it("failed with no reason from the bank: nothing is made up in its name; the mail and the bell say it in the owner's words", async () => {
    const owner = await newOwner(h);
    const { freeAt } = await completed(h, owner);
    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    expect((await fake.sendWebhook(hook, fake.settleTransfer(payout.reference, "failed"))).body).toMatchObject({ outcome: "failed" });
    expect(await payoutsOf(h, owner)).toMatchObject([{ status: "failed", reason: null }]);
    const [mail] = rowsOf<{ text: string }>(await h.db.execute(sql`select text from mail_outbox where "to" = ${`${owner}@example.com`} and subject = 'Your payout did not go through'`));
    expect(mail?.text).not.toContain("The bank");
    const [bell] = rowsOf<{ body: string }>(await h.db.execute(sql`select body from notifications where user_id = ${owner} and kind = 'payout_failed'`));
    expect(bell?.body).toBe("The bank did not accept it. The money is in your available balance again.");
  });

  it("reversed after it arrived, with the events heard in the wrong order and twice: paid then reversed, posted once each", async () => {
    const owner = await newOwner(h);
    const { b, freeAt } = await completed(h, owner);
    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    const success = fake.settleTransfer(payout.reference, "success");
    const reversed = fake.settleTransfer(payout.reference, "reversed", "Beneficiary bank sent it back");
    expect((await fake.sendWebhook(hook, reversed)).body).toMatchObject({ outcome: "reversed" });
    expect((await fake.sendWebhook(hook, success)).body).toMatchObject({ outcome: "unchanged: reversed" });
    expect((await fake.sendWebhook(hook, reversed)).body).toMatchObject({ outcome: "unchanged: reversed" });
    expect(await kindsOf(h, payout.id)).toEqual(["payout_sent", "payout_paid", "payout_reversed"]);
    expect(await h.balance(b.id, "owner_payable")).toBe(-b.ownerPayoutKobo);
    expect((await h.services.earnings.earnings(owner)).paidOutKobo).toBe(0);
    await h.expectBalanced();
  });

  it("a forged or unsigned transfer event is refused with 401 and changes nothing", async () => {
    const owner = await newOwner(h);
    const { freeAt } = await completed(h, owner);
    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    const event = fake.settleTransfer(payout.reference, "failed");
    fake.settleTransfer(payout.reference, "success");
    expect((await fake.sendWebhook(hook, event, "0".repeat(128))).status).toBe(401);
    expect(await payoutsOf(h, owner)).toMatchObject([{ status: "sent" }]);
    // Even with a good signature, a webhook's claim is not believed: the provider is asked, and it says success.
    expect((await fake.sendWebhook(hook, event)).body).toMatchObject({ outcome: "success" });
  });

  it("a webhook that never comes: the sweep asks the provider after QUIET_MS and settles it", async () => {
    const owner = await newOwner(h);
    const { freeAt } = await completed(h, owner);
    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    fake.settleTransfer(payout.reference, "success");
    expect((await h.services.transfers.sweep(after(freeAt, QUIET_MS - 60_000)))[payout.id]).toBeUndefined();
    expect((await h.services.transfers.sweep(after(freeAt, QUIET_MS)))[payout.id]).toBe("success");
    expect(await payoutsOf(h, owner)).toMatchObject([{ status: "success" }]);
    await h.expectBalanced();
  });

  it("refused by Paystack (balance too low): failed at once, nothing sent, the money available again", async () => {
    const owner = await newOwner(h);
    const { b, freeAt } = await completed(h, owner);
    fake.refuseTransfers(1);
    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    expect(payout).toMatchObject({ status: "failed", failureReason: "Your balance is not enough to fulfil this request" });
    expect(fake.transfers.has(payout.reference)).toBe(false);
    expect(await h.balance(b.id, "owner_payable")).toBe(-b.ownerPayoutKobo);
    await h.expectBalanced();
  });

  it("an answer lost on the way: the next attempt finds the transfer at Paystack and adopts it, never sending twice", async () => {
    const owner = await newOwner(h);
    const { freeAt } = await completed(h, owner);
    fake.loseTransferAnswers(1);
    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    expect(payout.status).toBe("pending");
    const calls = fake.calls.filter((c) => c === "POST /transfer").length;
    const swept = await h.services.transfers.sweep(after(freeAt, 10 * 60_000));
    expect(swept[payout.id]).toBe("sent");
    expect(fake.calls.filter((c) => c === "POST /transfer").length).toBe(calls);
    fake.settleTransfer(payout.reference, "success");
    expect((await fake.sendWebhook(hook, fake.settleTransfer(payout.reference, "success"))).body).toMatchObject({ outcome: "success" });
    await h.expectBalanced();
  });

  it("a 500 makes no transfer: retried later under the same reference, once the provider says it has none", async () => {
    const owner = await newOwner(h);
    const { freeAt } = await completed(h, owner);
    fake.failTransferCalls(1);
    const payout = await at(h, freeAt, () => h.services.transfers.withdraw(owner));
    expect(payout.status).toBe("pending");
    expect((await h.services.transfers.sweep(after(freeAt, 10 * 60_000)))[payout.id]).toBe("sent");
    expect(fake.transfers.get(payout.reference)).toBeDefined();
  });

  it("two Withdraws at once make one payout; below the minimum, without an account, or on hold, none", async () => {
    const owner = await newOwner(h);
    const { b, freeAt } = await completed(h, owner);
    const both = await Promise.allSettled([0, 1].map(() => at(h, freeAt, () => h.services.transfers.withdraw(owner))));
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((both.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toBeInstanceOf(ConflictError);
    expect(await payoutsOf(h, owner)).toMatchObject([{ amount: b.ownerPayoutKobo }]);

    const noAccount = `no-account-${owners++}`;
    await h.db.execute(sql`insert into users (id, name, email) values (${noAccount}, 'Ada', ${`${noAccount}@example.com`})`);
    await expect(h.services.transfers.withdraw(noAccount)).rejects.toBeInstanceOf(UnprocessableError);

    const held = await newOwner(h, { heldUntil: new Date(Date.now() + 24 * HOUR) });
    await expect(h.services.transfers.withdraw(held)).rejects.toThrow(/on hold until/);
    expect(MIN_PAYOUT_KOBO).toBe(100_000);
  });

  it("a Withdraw confirmed for another amount than the balance sends nothing and says the amount there is now", async () => {
    const owner = await newOwner(h);
    const { b, freeAt } = await completed(h, owner);
    await expect(at(h, freeAt, () => h.services.transfers.withdraw(owner, { expectKobo: b.ownerPayoutKobo + 100 }))).rejects.toThrow(
      new RegExp(`has changed to ₦${(b.ownerPayoutKobo / 100).toLocaleString("en-NG")} since you opened this page\\. Nothing was sent`),
    );
    expect(await payoutsOf(h, owner)).toEqual([]);
    const sent = await at(h, freeAt, () => h.services.transfers.withdraw(owner, { expectKobo: b.ownerPayoutKobo }));
    expect(sent).toMatchObject({ amountKobo: b.ownerPayoutKobo, feeKobo: transferFeeKobo(b.ownerPayoutKobo) });
  });

  it("the daily run pays every owner with at least the minimum available, and nobody twice", async () => {
    const a = await newOwner(h);
    const { freeAt } = await completed(h, a);
    const made = await h.services.transfers.run(freeAt);
    expect((await payoutsOf(h, a)).map((p) => p.id).filter((id) => made.includes(id))).toHaveLength(1);
    expect((await h.services.transfers.run(freeAt)).filter((id) => made.includes(id))).toEqual([]);
    expect((await payoutsOf(h, a)).filter((p) => p.status !== "failed")).toHaveLength(1);
  });
});

describe("payouts through the sandbox", () => {
  let s: PaymentsHarness;
  beforeAll(async () => {
    s = await paymentsHarness();
  });

  it("arrives after SANDBOX_SETTLE_MS; an account ending 9999 is declined, one ending 8888 is sent back; the ledger sums to zero", async () => {
    const plain = await newOwner(s, { accountNumber: "0123456789" });
    const declined = await newOwner(s, { accountNumber: "0123459999" });
    const returned = await newOwner(s, { accountNumber: "0123458888" });
    const outcomes: Record<string, string> = {};
    for (const [owner, name] of [
      [plain, "plain"],
      [declined, "declined"],
      [returned, "returned"],
    ] as const) {
      const { freeAt } = await completed(s, owner);
      const payout = await at(s, freeAt, () => s.services.transfers.withdraw(owner));
      expect(payout.status).toBe("sent");
      await at(s, after(freeAt, 2 * SANDBOX_SETTLE_MS + 1), () => s.services.transfers.onTransferEvent("sandbox", payout.reference));
      outcomes[name] = (await payoutsOf(s, owner))[0]!.status;
    }
    expect(outcomes).toEqual({ plain: "success", declined: "failed", returned: "reversed" });
    expect((await payoutsOf(s, declined))[0]!.reason).toBe(SANDBOX_DECLINED);
    // Each owner is told once, in the outcome's transaction, however often the provider's event comes.
    for (const owner of [plain, declined, returned]) await s.services.transfers.onTransferEvent("sandbox", (await payoutsOf(s, owner))[0]!.reference);
    const told = async (owner: string) => (await s.services.notifications.list(owner, { limit: 5 })).items.filter((i) => i.kind.startsWith("payout_")).map((i) => [i.kind, i.link]);
    expect(await told(plain)).toEqual([["payout_sent", "/my-rentals?tab=earnings"]]);
    expect(await told(declined)).toEqual([["payout_failed", "/my-rentals?tab=earnings"]]);
    expect(await told(returned)).toEqual([["payout_failed", "/my-rentals?tab=earnings"]]);
    await s.expectBalanced();
  });
});
