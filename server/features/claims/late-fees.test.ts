// A late fee beyond the deposit (decision 057): once a late rental is back, its owner may ask the renter to pay, through
// Haya, what of the late fee the deposit claim did not take; the renter pays it as an extension is paid. Through the real
// services on the payments harness (the sandbox provider): the limits, the ledger, retried and reordered provider
// answers (a second success is refunded in full), a withdrawal, and the owner's earnings and payout.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lagosMidnight } from "../../../core/dates";
import { DAMAGE_CLAIM_HOURS } from "../../../core/fees";
import { returnDueAt } from "../../../core/late-returns";
import { rowsOf } from "../../db/rows";
import { signBody } from "../payments/provider";
import { SANDBOX_SIGNATURE_HEADER, sandboxSecret } from "../payments/sandbox";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";

const HOUR = 3_600_000;
const TEXT = "It came back three days after the time we agreed.";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
  await h.db.execute(sql`insert into users (id, name, email) values ('stranger', 'stranger', 'stranger@example.com')`);
});

/**
 * A ₦25,000-a-day rental for days 1–2 with a ₦60,000 deposit, paid, picked up, and back `lateHours` after its return
 * time (73 hours: 4 days begun, a ₦100,000 late fee); the clock an hour after it came back.
 */
async function returned(lateHours = 73, owner = "owner") {
  h.setClock(undefined);
  const b = await h.booking({ start: 1, end: 2, depositKobo: 6_000_000, owner });
  await paid(b.id);
  await h.services.bookings.markPickedUp(b.id, owner, { now: new Date(lagosMidnight(b.startDate) + 10 * HOUR) });
  const back = new Date(returnDueAt(b.endDate).getTime() + lateHours * HOUR);
  h.setClock(new Date(back.getTime() + HOUR));
  await h.services.bookings.markReturned(b.id, owner, { returnedAt: back });
  return b;
}
/** A checkout (the booking's own, or its late fee's) paid in the sandbox and settled. */
async function paid(bookingId: number, lateFee?: true) {
  const { reference } = await h.payments.startCheckout({ bookingId, renterId: "renter", ...(lateFee ? { lateFee } : {}) });
  await h.payments.answerSandbox(reference, "success");
  return { reference, settled: await h.payments.settle(reference) };
}
const claimLate = (bookingId: number, amountKobo: number) => h.services.claims.file({ bookingId, userId: "owner", amountKobo, description: TEXT, photos: [], reason: "late_return" });
const ask = (bookingId: number, amountKobo: number, userId = "owner") => h.services.lateFees.ask(bookingId, userId, amountKobo);
const reject = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as Error);
const requestRow = async (bookingId: number) =>
  rowsOf<{ status: string; amount: number; days: number }>(await h.db.execute(sql`select status, amount_kobo::float8 as amount, late_days as days from booking_late_fees where booking_id = ${bookingId} order by id`));
const lateFeePostings = async (bookingId: number) => (await h.postingsOf(bookingId)).filter((p) => p.kind === "late_fee");

describe("asking for the late fee beyond the deposit", () => {
  it("up to the fee less the late-return claim, only by the owner, whole kobo above 0, one waiting at a time", async () => {
    const b = await returned();
    await claimLate(b.id, 6_000_000);
    expect(await h.services.lateFees.askableFor(b.id, "owner")).toMatchObject({ accruedKobo: 10_000_000, coveredKobo: 6_000_000, maxKobo: 4_000_000 });
    expect(await h.services.lateFees.askableFor(b.id, "renter")).toBeNull();

    for (const bad of [0, -100, 1.5, Number.NaN]) expect(await reject(ask(b.id, bad)), String(bad)).toBeInstanceOf(InvalidError);
    const over = await reject(ask(b.id, 4_000_001));
    expect(over).toBeInstanceOf(InvalidError);
    expect((over as InvalidError).fields).toEqual({ amountKobo: "You can ask for at most ₦40,000: the late fee not yet claimed or asked for" });
    expect(await reject(ask(b.id, 100, "renter"))).toBeInstanceOf(ForbiddenError);
    expect(await reject(ask(b.id, 100, "stranger"))).toBeInstanceOf(NotFoundError);
    expect(await requestRow(b.id)).toEqual([]);

    const asked = await ask(b.id, 4_000_000);
    expect(asked).toMatchObject({ amountKobo: 4_000_000, lateDays: 4, status: "requested", paidAt: null });
    expect((await reject(ask(b.id, 1)))?.message).toBe("A late fee request is already waiting for the renter's payment");
    expect(await h.services.lateFees.askableFor(b.id, "owner")).toBeNull();
    // Both sides see it on the booking.
    for (const who of ["owner", "renter"]) expect((await h.services.bookingViews.view(b.id, who))?.lateFeeRequest).toMatchObject({ amountKobo: 4_000_000, lateDays: 4, status: "requested" });
  });

  it("tells the renter: the bell and an email, in their language", async () => {
    const b = await returned();
    await h.db.execute(sql`update users set language = 'pcm' where id = 'renter'`);
    try {
      await ask(b.id, 2_500_000);
    } finally {
      await h.db.execute(sql`update users set language = 'en' where id = 'renter'`);
    }
    const bell = rowsOf<{ title: string; body: string; link: string }>(await h.db.execute(sql`select title, body, link from notifications where user_id = 'renter' and link = ${`/bookings/${b.id}#late-fee`}`));
    expect(bell).toEqual([{ title: "The owner asks you to pay a late fee", body: "₦25,000 for the late return. Pay it on the booking's page.", link: `/bookings/${b.id}#late-fee` }]);
    const mails = rowsOf<{ subject: string; text: string }>(await h.db.execute(sql`select subject, text from mail_outbox where "to" = 'renter@example.com' and text like ${`%/bookings/${b.id}#late-fee%`}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Late fee wey you go pay for your booking");
    expect(mails[0]!.text).toContain(`Booking ${b.id} come back 4 days late`);
    expect(mails[0]!.text).toContain("₦25,000");
  });

  it("only once the owner marked it back late, within the claim window, and never over what the fee and the claim leave", async () => {
    // Still out: the fee is still growing.
    h.setClock(undefined);
    const out = await h.booking({ start: 1, end: 2, depositKobo: 6_000_000 });
    await paid(out.id);
    expect((await reject(ask(out.id, 100)))?.message).toBe("You can ask for the late fee once you have marked the hour the item came back");
    // Back on time.
    const onTime = await returned(-1);
    expect((await reject(ask(onTime.id, 100)))?.message).toBe("It came back on time: there is no late fee to ask for");
    // The whole fee asked for first: a late-return claim on the deposit can take nothing more of it.
    const b = await returned();
    await ask(b.id, 10_000_000);
    expect((await reject(claimLate(b.id, 100)))?.message).toBe("The late fee is already covered, by the deposit claim or your earlier requests");
    expect((await h.services.claims.stateFor(b.id, "owner")).lateFeeKobo).toBeNull();
    // Past the 48 hours after the return.
    const late = await returned();
    h.setClock(new Date(Date.now() + 400 * HOUR));
    expect((await reject(ask(late.id, 100)))).toBeInstanceOf(ConflictError);
    h.setClock(undefined);
  });

  it("withdrawn by its owner while unpaid: nothing is owed, and money that still comes is refunded in full", async () => {
    const b = await returned();
    await ask(b.id, 3_000_000);
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter", lateFee: true });
    expect(await reject(h.services.lateFees.withdraw(b.id, "renter"))).toBeInstanceOf(ForbiddenError);
    expect(await h.services.lateFees.withdraw(b.id, "owner")).toMatchObject({ status: "withdrawn", amountKobo: 3_000_000 });
    expect((await reject(h.services.lateFees.withdraw(b.id, "owner")))?.message).toBe("No late fee is waiting for payment on this booking");
    expect((await reject(h.services.lateFees.checkout(b.id, "renter")))?.message).toBe("No late fee is waiting for payment on this booking");
    await h.payments.answerSandbox(reference, "success");
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "refunded" });
    expect((await h.refundsOf(b.id)).filter((r) => r.reason === "late_payment")).toMatchObject([{ amountKobo: 3_000_000 }]);
    expect(await lateFeePostings(b.id)).toEqual([]);
    expect((await requestRow(b.id)).map((r) => r.status)).toEqual(["withdrawn"]);
    await h.expectBalanced();
    // Withdrawn, the owner may ask again.
    expect((await ask(b.id, 1_000_000)).status).toBe("requested");
  });
});

describe("paying the late fee", () => {
  it("a checkout for the request's amount by the renter only; paid: all of it the owner's, posted once, the ledger balanced", async () => {
    const b = await returned();
    await claimLate(b.id, 6_000_000);
    await ask(b.id, 4_000_000);
    expect(await reject(h.services.lateFees.checkout(b.id, "owner"))).toBeInstanceOf(ForbiddenError);
    expect(await reject(h.services.lateFees.checkout(b.id, "stranger"))).toBeInstanceOf(NotFoundError);
    expect(await reject(h.payments.startCheckout({ bookingId: b.id, renterId: "renter2", lateFee: true }))).toBeInstanceOf(NotFoundError);

    const { url } = await h.services.lateFees.checkout(b.id, "renter");
    const reference = new URL(url).pathname.split("/").pop()!;
    expect(rowsOf<{ amount: number }>(await h.db.execute(sql`select amount_kobo::float8 as amount from payments where reference = ${reference} and late_fee_id is not null`))).toEqual([{ amount: 4_000_000 }]);
    // Waiting for the renter's answer at the provider, the sweep leaves it open (its booking waits for no payment).
    const [open] = rowsOf<{ id: number }>(await h.db.execute(sql`select id::int from payments where reference = ${reference}`));
    expect((await h.payments.sweep()).abandoned).not.toContain(open!.id);
    await h.payments.answerSandbox(reference, "success");
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    expect(await lateFeePostings(b.id)).toEqual([{ kind: "late_fee", lines: { provider_cash: 4_000_000, owner_payable: -4_000_000 } }]);
    expect(await requestRow(b.id)).toEqual([{ status: "paid", amount: 4_000_000, days: 4 }]);
    expect((await h.services.bookingViews.view(b.id, "renter"))?.lateFeeRequest).toMatchObject({ status: "paid", paidAt: expect.any(String) });
    // The booking's receipt is still its own payment; its status does not move.
    expect((await h.payments.summary(b.id)).paid?.reference).not.toBe(reference);
    expect(await h.statusOf(b.id)).toBe("completed");
    // Told again (the return page reloaded; the provider's webhooks retried and out of order, a failure after the
    // success): nothing more.
    expect(await h.payments.settle(reference)).toEqual({ bookingId: b.id, status: "success" });
    const secret = await sandboxSecret(h.db);
    for (const event of ["charge.success", "charge.failed", "charge.success"]) {
      const body = JSON.stringify({ event, data: { reference, status: event.slice(7) } });
      const answer = await h.payments.handleWebhook("sandbox", body, new Headers({ [SANDBOX_SIGNATURE_HEADER]: signBody(body, secret) }));
      expect(answer, event).toEqual({ status: 200, body: { received: true, outcome: "success" } });
    }
    expect(await lateFeePostings(b.id)).toHaveLength(1);
    expect((await h.refundsOf(b.id)).filter((r) => r.reason === "late_payment")).toEqual([]);
    expect((await reject(h.services.lateFees.checkout(b.id, "renter")))?.message).toBe("No late fee is waiting for payment on this booking");
    // Fully covered now: nothing more to ask for.
    expect((await reject(ask(b.id, 1)))?.message).toBe("The late fee is already covered, by the deposit claim or your earlier requests");
    await h.expectBalanced();
  });

  it("a failure, then two checkouts both paid and heard in the reverse order: the first heard pays it, the other is refunded in full", async () => {
    const b = await returned();
    await ask(b.id, 2_000_000);
    const failed = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter", lateFee: true });
    await h.payments.answerSandbox(failed.reference, "failed");
    expect((await h.payments.settle(failed.reference)).status).toBe("failed");
    const first = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter", lateFee: true });
    const second = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter", lateFee: true });
    await h.payments.answerSandbox(first.reference, "success");
    await h.payments.answerSandbox(second.reference, "success");
    expect(await h.payments.settle(second.reference)).toEqual({ bookingId: b.id, status: "success" });
    expect(await h.payments.settle(first.reference)).toEqual({ bookingId: b.id, status: "refunded" });
    expect(await h.payments.settle(first.reference)).toEqual({ bookingId: b.id, status: "refunded" });
    expect(await h.paymentOf(second.reference)).toMatchObject({ status: "success", applied: true });
    expect(await h.paymentOf(first.reference)).toMatchObject({ status: "success", applied: false });
    expect(await lateFeePostings(b.id)).toHaveLength(1);
    expect((await h.refundsOf(b.id)).filter((r) => r.reason === "late_payment")).toMatchObject([{ amountKobo: 2_000_000 }]);
    expect(await h.balance(b.id, "owner_payable")).toBeLessThan(0);
    await h.expectBalanced();
  });

  it("counts in the owner's earnings and is paid out with them", async () => {
    // An owner of their own with a payout account at the sandbox, so that the payout below is theirs alone.
    await h.db.execute(sql`insert into users (id, name, email) values ('payee', 'Chidi Okafor', 'payee@example.com')`);
    await h.db.execute(sql`insert into payout_accounts (user_id, provider, bank_code, bank_name, account_number, account_name, recipient_code)
      values ('payee', 'sandbox', '058', 'Guaranty Trust Bank', '0123456789', 'OKAFOR CHIDI', 'RCP_test_payee')`);
    await h.db.execute(sql`insert into sandbox_recipients (recipient_code, bank_code, account_number) values ('RCP_test_payee', '058', '0123456789')`);
    const b = await returned(73, "payee");
    // Marked returned an hour after it came back (returned()): the claim window runs from then.
    const backAt = new Date(returnDueAt(b.endDate).getTime() + 74 * HOUR);
    const before = (await h.services.earnings.earnings("payee")).lines.find((l) => l.bookingId === b.id)!;
    await h.services.lateFees.ask(b.id, "payee", 1_500_000);
    await paid(b.id, true);
    const line = (await h.services.earnings.earnings("payee")).lines.find((l) => l.bookingId === b.id)!;
    expect(line.lateFeeKobo).toBe(1_500_000);
    expect(line.netKobo).toBe(before.netKobo + 1_500_000);
    expect(line.rentalKobo - line.refundKobo - line.commissionKobo + line.claimKobo + line.lateFeeKobo).toBe(line.netKobo);
    const page = await h.services.bookingViews.ownerEarnings((await h.services.bookingViews.view(b.id, "payee"))!.booking);
    expect(page).toMatchObject({ lateFeeKobo: 1_500_000, netKobo: line.netKobo });
    const csv = await h.services.earnings.statementCsv("payee");
    expect(csv).toMatch(new RegExp(`,Booking ${b.id},[^\\r]*,15000\\.00,${(line.netKobo / 100).toFixed(2)},`));

    // Once the claim window is over, the payout carries the rental's share and the late fee together.
    h.setClock(new Date(backAt.getTime() + (DAMAGE_CLAIM_HOURS + 1) * HOUR));
    try {
      await h.payments.sweep();
      const payout = await h.services.transfers.withdraw("payee");
      expect(payout.amountKobo).toBe(line.netKobo);
    } finally {
      h.setClock(undefined);
    }
    expect(await h.balance(b.id, "owner_payable")).toBe(0);
    await h.expectBalanced();
  });
});
