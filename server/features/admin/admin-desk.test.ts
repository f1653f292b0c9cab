// The admin side's look-up and money desk on the services (PGlite, and PostgreSQL with TEST_DATABASE_URL): a claim
// decision posts the owner's part and owes the rest back, balanced, with exactly one audit row; support cannot decide
// money; the look-up finds each kind; a booking's file is one audit row per look, with its messages as written; a
// failed refund and a failed payout are retried through their services and audited; the operator's cancel refunds
// what an owner's cancel would.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lagosMidnight } from "../../../core/dates";
import { DAMAGE_CLAIM_HOURS } from "../../../core/fees";
import { rowsOf } from "../../db/rows";
import { ConflictError, ForbiddenError, InvalidError } from "../../errors";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";
import { DEPOSIT, disputedClaim, paidBooking } from "../../testing/claims";
import type { Operator } from "./admin-operators.service";
import { SANDBOX_SETTLE_MS } from "../payouts/sandbox-transfers";
import { formatNaira } from "../../../core/money";
import { messagesFollowRequest } from "../../http/i18n/messages-locale";
import { requestLocale } from "../../http/i18n/request-locale";
import { cancelPreview } from "./admin-desk.service";

const HOUR = 3_600_000;
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);
const admin: Operator = { id: "ada", role: "admin" };
const support: Operator = { id: "sade", role: "support" };
let h: PaymentsHarness;

beforeAll(async () => {
  h = await paymentsHarness();
  await h.db.execute(sql`insert into users (id, name, email, role, two_factor_enabled) values ('ada', 'Ada Admin', 'ada@example.com', 'admin', true), ('sade', 'Sade Support', 'sade@example.com', 'support', true)`);
});

async function at<T>(when: Date, fn: () => Promise<T>): Promise<T> {
  h.setClock(when);
  try {
    return await fn();
  } finally {
    h.setClock(undefined);
  }
}
const audit = async (action: string, subjectId?: string) =>
  rowsOf<{ actor: string; reason: string; after: unknown }>(
    await h.db.execute(sql`select actor_id as actor, reason, after from audit_log where action = ${action} ${subjectId ? sql`and subject_id = ${subjectId}` : sql``} order by id`),
  );

describe("disputed claims", () => {
  it("an admin's decision posts the owner's part and owes the rest back, balanced, with exactly one audit row", async () => {
    const { b, claimId } = await disputedClaim(h);
    expect((await h.services.adminDesk.disputedClaims()).map((c) => c.id)).toContain(claimId);
    const page = await h.services.adminDesk.claim(admin, claimId);
    expect(page.claim).toMatchObject({ status: "disputed", answerText: expect.stringContaining("scratched") });
    expect(page.claim.photos.map((p) => p.stage).sort()).toEqual(["claim", "claim_answer"]);
    expect(await audit("claim.view", String(claimId))).toHaveLength(1);

    const v = await h.services.adminDesk.decideClaim(admin, claimId, { amountKobo: 250_000, note: "Both photos show old scratches; the cap is missing." });
    expect(v).toMatchObject({ status: "settled", settledAmountKobo: 250_000 });
    const postings = await h.postingsOf(b.id);
    expect(postings).toContainEqual({ kind: "claim_paid", lines: { deposits_held: 250_000, owner_payable: -250_000 } });
    expect((await h.refundsOf(b.id)).filter((r) => r.reason === "deposit")).toMatchObject([{ amountKobo: DEPOSIT - 250_000 }]);
    await h.expectBalanced();
    const rows = await audit("claim.decide", String(claimId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: "ada", reason: "Both photos show old scratches; the cap is missing.", after: { status: "settled", settledAmountKobo: 250_000 } });
    // Decided once: a second decision finds no disputed claim and writes nothing.
    await expect(h.services.adminDesk.decideClaim(admin, claimId, { amountKobo: 0, note: "Again, to be sure." })).rejects.toThrow(/No such disputed claim/);
    expect(await audit("claim.decide", String(claimId))).toHaveLength(1);
  });

  it("support cannot decide; an amount over the claim or a missing reason is refused; nothing changes", async () => {
    const { b, claimId } = await disputedClaim(h);
    const before = await h.postingsOf(b.id);
    await expect(h.services.adminDesk.decideClaim(support, claimId, { amountKobo: 0, note: "Support tries to decide this." })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.services.adminDesk.decideClaim(admin, claimId, { amountKobo: 400_001, note: "More than was claimed." })).rejects.toThrow(/most the owner can get is the ₦4,000 claimed/);
    await expect(h.services.adminDesk.decideClaim(admin, claimId, { amountKobo: -1, note: "Negative amount here." })).rejects.toBeInstanceOf(InvalidError);
    await expect(h.services.adminDesk.decideClaim(admin, claimId, { amountKobo: 100, note: "" })).rejects.toBeInstanceOf(InvalidError);
    expect(await h.postingsOf(b.id)).toEqual(before);
    expect(await audit("claim.decide", String(claimId))).toEqual([]);
    expect((await h.services.claims.byId(claimId))?.status).toBe("disputed");
  });
});

describe("look-up and files", () => {
  it("finds a person by e-mail, phone and id, a listing by title words and id, a booking by id and a payment by reference", async () => {
    const { b, reference } = await paidBooking(h);
    await h.db.execute(sql`update users set phone = '+2348031234567' where id = 'renter'`);
    const find = (q: string) => h.services.adminDesk.lookup({ q });
    expect((await find("RENTER@example.com")).people.map((p) => p.id)).toEqual(["renter"]);
    expect((await find("0803 123 4567")).people.map((p) => p.id)).toEqual(["renter"]);
    expect((await find("renter2")).people[0]!.id).toBe("renter2");
    expect((await find("canon r5")).listings.map((l) => l.id)).toContain(b.listingId);
    expect((await find(String(b.listingId))).listings.map((l) => l.id)).toContain(b.listingId);
    expect((await find(`#${b.id}`)).bookings.map((x) => x.id)).toEqual([b.id]);
    expect((await find(reference)).payments).toMatchObject([{ reference, bookingId: b.id, status: "success" }]);
    await expect(find("   ")).rejects.toBeInstanceOf(InvalidError);
    // LIKE's wildcards are only characters: '%%' finds no one.
    expect((await find("%%")).people).toEqual([]);
  });

  it("a booking's file: history, balanced journals, payments and its messages as written; one audit row per look", async () => {
    const { b, reference } = await paidBooking(h);
    await h.db.execute(sql`insert into conversations (listing_id, booking_id, renter_id, owner_id) values (${b.listingId}, ${b.id}, 'renter', 'owner')`);
    await h.db.execute(sql`insert into messages (conversation_id, sender_id, body, has_contact)
      select id, 'renter', 'Call me on 0803 123 4567', true from conversations where booking_id = ${b.id}`);
    const file = await h.services.adminDesk.booking(admin, b.id);
    expect(file.events.map((e) => e.to)).toEqual(["awaiting_payment", "confirmed"]);
    expect(file.payments).toMatchObject([{ reference, status: "success" }]);
    expect(file.journals.length).toBeGreaterThan(0);
    expect(file.journals.every((j) => j.sumKobo === 0)).toBe(true);
    expect(file.messages).toMatchObject([{ senderId: "renter", body: "Call me on 0803 123 4567" }]);
    expect(file.cancel).toMatchObject({ refundKobo: b.totalKobo, text: `The renter gets back everything they paid, ${formatNaira(b.totalKobo)} (the full refund of an owner's cancellation).` });
    messagesFollowRequest();
    expect(requestLocale.run("pcm", () => cancelPreview({ status: "requested", totalKobo: 0 }))).toEqual({ refundKobo: 0, text: "Nobody never pay, so no refund." });
    expect(await audit("booking.view", String(b.id))).toHaveLength(1);
    await h.services.adminDesk.booking(support, b.id);
    expect((await audit("booking.view", String(b.id))).map((r) => r.actor)).toEqual(["ada", "sade"]);
    await h.services.adminDesk.person(support, "renter");
    expect((await audit("person.view", "renter")).map((r) => r.actor)).toEqual(["sade"]);
  });
});

describe("money fixes", () => {
  it("the operator's cancel refunds what an owner's cancel would, with its audit row; support is refused", async () => {
    const { b } = await paidBooking(h);
    await expect(h.services.adminDesk.cancelBooking(support, b.id, { reason: "Owner asked us" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(h.services.adminDesk.cancelBooking(admin, b.id, { reason: "" })).rejects.toBeInstanceOf(InvalidError);
    // The refund the confirmation showed is checked: another amount refuses the cancel.
    await expect(h.services.adminDesk.cancelBooking(admin, b.id, { reason: "Owner cannot hand over" }, b.totalKobo - 1)).rejects.toBeInstanceOf(ConflictError);
    expect(await h.statusOf(b.id)).toBe("confirmed");
    const done = await h.services.adminDesk.cancelBooking(admin, b.id, { reason: "Owner cannot hand over" }, b.totalKobo);
    expect(done).toEqual({ id: b.id, status: "cancelled", refundKobo: b.totalKobo });
    expect((await h.refundsOf(b.id)).map((r) => r.amountKobo)).toEqual([b.totalKobo]);
    const [row] = await audit("booking.cancel", String(b.id));
    expect(row).toMatchObject({ actor: "ada", reason: "Owner cannot hand over", after: { status: "cancelled", refundKobo: b.totalKobo } });
    const history = await h.services.bookings.history(b.id);
    expect(history.at(-1)).toMatchObject({ toStatus: "cancelled", actor: "admin", note: "Cancelled by Haya's team: Owner cannot hand over" });
    await h.expectBalanced();
  });

  it("a failed refund is retried through the payments service (due now, sent) and audited; only a failed one", async () => {
    const { b, reference } = await paidBooking(h);
    // The sandbox refuses a refund of a charge with nothing left to refund: the cancel's refund fails at the provider.
    await h.db.execute(sql`update sandbox_charges set refunded_kobo = amount_kobo where reference = ${reference}`);
    await h.services.adminDesk.cancelBooking(admin, b.id, { reason: "Listing was wrong" });
    for (let i = 0; i < 50 && (await h.refundsOf(b.id))[0]?.status !== "failed"; i++) await new Promise((r) => setTimeout(r, 50));
    const [refund] = await h.refundsOf(b.id);
    expect(refund).toMatchObject({ status: "failed", attempts: 1 });
    await h.db.execute(sql`update sandbox_charges set refunded_kobo = 0 where reference = ${reference}`);
    await expect(h.services.adminDesk.retryRefund(support, refund!.id, { reason: "Try again" })).rejects.toBeInstanceOf(ForbiddenError);
    const r = await h.services.adminDesk.retryRefund(admin, refund!.id, { reason: "Provider is back" });
    expect(r).toMatchObject({ id: refund!.id, bookingId: b.id });
    expect(["sent", "processed"]).toContain(r.outcome);
    expect((await h.refundsOf(b.id))[0]!.status).toMatch(/sent|processed/);
    expect(await audit("refund.retry", String(refund!.id))).toMatchObject([{ actor: "ada", reason: "Provider is back", after: { status: "due" } }]);
    await expect(h.services.adminDesk.retryRefund(admin, refund!.id, { reason: "Again" })).rejects.toBeInstanceOf(ConflictError);
    expect(await audit("refund.retry", String(refund!.id))).toHaveLength(1);
    await h.expectBalanced();
  });

  it("a failed payout's money goes out again in a new payout, audited; a second retry finds nothing to pay", async () => {
    const owner = "payee-retry";
    await h.db.execute(sql`insert into users (id, name, email) values (${owner}, 'Chidi Okafor', 'chidi@example.com')`);
    await h.db.execute(sql`insert into payout_accounts (user_id, provider, bank_code, bank_name, account_number, account_name, recipient_code)
      values (${owner}, 'sandbox', '058', 'Guaranty Trust Bank', '0123459999', 'OKAFOR CHIDI', 'RCP_retry')`);
    await h.db.execute(sql`insert into sandbox_recipients (recipient_code, bank_code, account_number) values ('RCP_retry', '058', '0123459999')`);
    const b = await h.booking({ start: 1, end: 2, owner });
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await h.payments.answerSandbox(reference, "success");
    await h.payments.settle(reference);
    await h.services.bookings.markPickedUp(b.id, owner, { now: new Date(lagosMidnight(b.startDate)) });
    const returnedAt = new Date(lagosMidnight(b.endDate) + 12 * HOUR);
    await h.services.bookings.markReturned(b.id, owner, { now: returnedAt });
    const freeAt = after(returnedAt, DAMAGE_CLAIM_HOURS * HOUR);
    const first = await at(freeAt, () => h.services.transfers.withdraw(owner));
    await at(after(freeAt, 2 * SANDBOX_SETTLE_MS + 1), () => h.services.transfers.onTransferEvent("sandbox", first.reference));
    const payouts = async () => rowsOf<{ id: number; status: string }>(await h.db.execute(sql`select id::int, status from payouts where owner_id = ${owner} order by id`));
    expect(await payouts()).toEqual([{ id: first.id, status: "failed" }]);
    // The owner's bank account fixed (the sandbox declines accounts ending 9999).
    await h.db.execute(sql`update sandbox_recipients set account_number = '0123456789' where recipient_code = 'RCP_retry'`);
    await expect(h.services.adminDesk.retryPayout(support, first.id, { reason: "Bank fixed" })).rejects.toBeInstanceOf(ForbiddenError);
    const r = await at(after(freeAt, HOUR), () => h.services.adminDesk.retryPayout(admin, first.id, { reason: "Bank account fixed" }));
    expect(r).toMatchObject({ id: first.id, status: "sent", amountKobo: first.amountKobo });
    expect(await payouts()).toEqual([
      { id: first.id, status: "failed" },
      { id: r.newPayoutId, status: "sent" },
    ]);
    expect(await audit("payout.retry", String(first.id))).toMatchObject([{ actor: "ada", after: { newPayoutId: r.newPayoutId } }]);
    await expect(at(after(freeAt, HOUR), () => h.services.adminDesk.retryPayout(admin, first.id, { reason: "Again" }))).rejects.toBeInstanceOf(ConflictError);
    expect(await audit("payout.retry", String(first.id))).toHaveLength(1);
    await h.expectBalanced();
  });
});
