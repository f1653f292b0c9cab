// Deposit claims end to end on the services: filed by the owner within the window with a photo, accepted, disputed and
// decided, ignored (counts as accepted), too late, too much, by the renter or a stranger (refused); the deposit sweep
// leaves a claimed deposit alone; settling posts the claim to the owner and refunds the rest; the owner's payout of the
// booking waits while a claim is open; the ledger sums to zero after each.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLAIM_ANSWER_HOURS } from "../../../core/claims";
import { lagosMidnight } from "../../../core/dates";
import { DAMAGE_CLAIM_HOURS } from "../../../core/fees";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import { rowsOf } from "../../db/rows";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";
import { createClaimsService, type ClaimPhotoStore, type ClaimsService } from "./claims.service";

const HOUR = 3_600_000;
const DEPOSIT = 1_000_000;
const PHOTO = new Uint8Array([1, 2, 3]);
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

let h: PaymentsHarness;
let clock: Date | undefined;
let claims: ClaimsService;
const stored = new Set<string>();
/** A photo store that keeps keys only: the photo pipeline has its own tests; a file of one zero byte is "not a photo". */
const photos: ClaimPhotoStore = {
  async save(bookingId, bytes) {
    if (bytes.length === 1 && bytes[0] === 0) throw new InvalidError("This file is not a photo", { photos: "This file is not a photo" });
    const key = `bookings/${bookingId}/${Math.random().toString(36).slice(2)}`;
    stored.add(key);
    return { key, width: 800, height: 600 };
  },
  async remove(key) {
    stored.delete(key);
  },
};
const mails: { to: string; subject: string }[] = [];

beforeAll(async () => {
  h = await paymentsHarness();
  claims = createClaimsService(h.db, {
    photos,
    sendRefund: h.payments.sendRefund,
    sendMail: async (m) => void mails.push({ to: m.to, subject: m.subject }),
    siteUrl: "http://localhost:3000",
    now: () => clock ?? new Date(),
  });
});

/** A booking with a ₦10,000 deposit, paid in the sandbox, picked up and returned at noon on its last day. */
async function returned() {
  const b = await h.booking({ start: 1, end: 2, depositKobo: DEPOSIT });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  await h.payments.answerSandbox(reference, "success");
  await h.payments.settle(reference);
  await h.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
  const at = new Date(lagosMidnight(b.endDate) + 12 * HOUR);
  await h.services.bookings.markReturned(b.id, "owner", { now: at });
  return { b, returnedAt: at };
}

const claimAt = (when: Date, input: Parameters<ClaimsService["file"]>[0]) => {
  clock = when;
  return claims.file(input).finally(() => (clock = undefined));
};
const answerAt = (when: Date, input: Parameters<ClaimsService["answer"]>[0]) => {
  clock = when;
  return claims.answer(input).finally(() => (clock = undefined));
};
/** Until when `userId` may still claim on the booking, and how much (null: they cannot now), as the booking page is told. */
async function until(bookingId: number, userId: string) {
  const s = await claims.stateFor(bookingId, userId);
  return s.claimableUntil ? { until: s.claimableUntil, maxKobo: s.maxClaimKobo } : null;
}
const depositRefunds = async (bookingId: number) => (await h.refundsOf(bookingId)).filter((r) => r.reason === "deposit");
const WHAT = "The left wing mirror came back cracked and the lens cap is missing.";

describe("deposit claims", () => {
  it("accepted by the renter: the claim goes to the owner, the rest of the deposit back to the renter, each posted once", async () => {
    const { b, returnedAt } = await returned();
    const claim = await claimAt(after(returnedAt, 2 * HOUR), { bookingId: b.id, userId: "owner", amountKobo: 400_000, description: WHAT, photos: [PHOTO] });
    expect(claim).toMatchObject({ status: "open", amountKobo: 400_000, photos: [{ stage: "claim" }] });
    expect(new Date(claim.answerBy).getTime()).toBe(after(returnedAt, 2 * HOUR + CLAIM_ANSWER_HOURS * HOUR).getTime());
    expect(mails.at(-1)).toEqual({ to: "renter@example.com", subject: "The owner has claimed from your caution deposit" });

    // Past the 48 hours, the deposit sweep leaves a claimed deposit alone.
    expect((await h.payments.sweep(after(returnedAt, DAMAGE_CLAIM_HOURS * HOUR + HOUR))).deposits).not.toContain(b.id);
    expect(await depositRefunds(b.id)).toEqual([]);
    // And the owner's money for it waits for the claim.
    expect((await h.services.earnings.earnings("owner")).lines.find((l) => l.bookingId === b.id)?.state).toBe("pending");

    const done = await answerAt(after(returnedAt, 5 * HOUR), { bookingId: b.id, userId: "renter", accept: true, photos: [] });
    expect(done).toMatchObject({ status: "settled", answer: "accepted", settledAmountKobo: 400_000 });
    // Owed at the settlement's instant (ahead of the real clock here): the payments sweep of that moment sends it.
    await h.payments.sweep(after(returnedAt, 5 * HOUR));
    expect(await depositRefunds(b.id)).toMatchObject([{ amountKobo: 600_000, status: "processed" }]);
    expect(await h.balance(b.id, "deposits_held")).toBe(0);
    expect(await h.balance(b.id, "owner_payable")).toBe(-(b.ownerPayoutKobo + 400_000));
    expect((await h.postingsOf(b.id)).map((p) => p.kind)).toEqual(["payment", "claim_paid", "refund_owed", "refund_paid"]);
    await expect(answerAt(after(returnedAt, 6 * HOUR), { bookingId: b.id, userId: "renter", accept: true, photos: [] })).rejects.toBeInstanceOf(ConflictError);
    await h.expectBalanced();
  });

  it("disputed, then decided by an operator; deciding an open claim or more than was claimed is refused", async () => {
    const { b, returnedAt } = await returned();
    const claim = await claimAt(after(returnedAt, HOUR), { bookingId: b.id, userId: "owner", amountKobo: DEPOSIT, description: WHAT, photos: [PHOTO, PHOTO] });
    await expect(claims.decide(claim.id, { amountKobo: 100_000, note: "Too early", by: "admin" })).rejects.toBeInstanceOf(ConflictError);
    await expect(answerAt(after(returnedAt, 2 * HOUR), { bookingId: b.id, userId: "renter", accept: false, text: "too short", photos: [] })).rejects.toBeInstanceOf(InvalidError);
    const disputed = await answerAt(after(returnedAt, 2 * HOUR), {
      bookingId: b.id,
      userId: "renter",
      accept: false,
      text: "The mirror was already cracked at pick-up; see my photo from that morning.",
      photos: [PHOTO],
    });
    expect(disputed).toMatchObject({ status: "disputed", answer: "disputed" });
    expect(disputed.photos.map((p) => p.stage)).toEqual(["claim", "claim", "claim_answer"]);
    expect(mails.at(-1)).toEqual({ to: "owner@example.com", subject: "The renter disputes your deposit claim" });
    // A dispute does not lapse: the sweep leaves it for the operator.
    expect(await claims.sweep(after(returnedAt, 100 * HOUR))).not.toContain(claim.id);

    await expect(claims.decide(claim.id, { amountKobo: DEPOSIT + 1, note: "More than claimed", by: "admin" })).rejects.toBeInstanceOf(InvalidError);
    const decided = await claims.decide(claim.id, { amountKobo: 250_000, note: "Both photos show a crack; the lens cap is gone.", by: "admin" });
    expect(decided).toMatchObject({ status: "settled", settledAmountKobo: 250_000, decisionNote: "Both photos show a crack; the lens cap is gone." });
    expect(await depositRefunds(b.id)).toMatchObject([{ amountKobo: 750_000 }]);
    await h.expectBalanced();
  });

  it("ignored: when the time to answer runs out, the sweep settles it as claimed", async () => {
    const { b, returnedAt } = await returned();
    const claim = await claimAt(after(returnedAt, HOUR), { bookingId: b.id, userId: "owner", amountKobo: DEPOSIT, description: WHAT, photos: [PHOTO] });
    const due = after(returnedAt, HOUR + CLAIM_ANSWER_HOURS * HOUR);
    expect(await claims.sweep(after(due, -60_000))).not.toContain(claim.id);
    await expect(answerAt(due, { bookingId: b.id, userId: "renter", accept: true, photos: [] })).rejects.toThrow(/time to answer this claim ended/);
    expect(await claims.sweep(due)).toContain(claim.id);
    expect(await claims.view(b.id, "renter")).toMatchObject({ status: "settled", answer: "lapsed", settledAmountKobo: DEPOSIT });
    // The whole deposit went to the owner: no refund.
    expect(await depositRefunds(b.id)).toEqual([]);
    expect(await claims.sweep(after(due, HOUR))).toEqual([]);
    await h.expectBalanced();
  });

  it("refused: too late, above the deposit, without a photo or words, twice, by the renter, by a stranger, before the return", async () => {
    const { b, returnedAt } = await returned();
    const ok = { bookingId: b.id, userId: "owner", amountKobo: 100_000, description: WHAT, photos: [PHOTO] };
    const late = await claimAt(after(returnedAt, DAMAGE_CLAIM_HOURS * HOUR), ok).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(ConflictError);
    expect((late as Error).message).toMatch(/^The 48 hours to claim from the deposit ended on /);
    const early = after(returnedAt, HOUR);
    const invalid = async (input: Partial<typeof ok>) => (await claimAt(early, { ...ok, ...input }).catch((e: unknown) => e)) as InvalidError;
    expect((await invalid({ amountKobo: DEPOSIT + 1 })).fields).toEqual({ amount: "The most you can claim is ₦10,000, the whole deposit" });
    expect((await invalid({ photos: [] })).fields).toEqual({ photos: "Add at least one photo of the damage" });
    expect((await invalid({ description: "Broken." })).fields).toEqual({ description: "Say what happened in at least 20 characters" });
    expect((await invalid({ photos: [new Uint8Array([0])] })).fields).toEqual({ photos: "This file is not a photo" });
    await expect(claimAt(early, { ...ok, userId: "renter" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(claimAt(early, { ...ok, userId: "owner2" })).rejects.toBeInstanceOf(NotFoundError);
    expect(await claims.view(b.id, "owner")).toBeUndefined();
    const before = stored.size;
    await claimAt(early, ok);
    expect(stored.size).toBe(before + 1);
    await expect(claimAt(early, ok)).rejects.toThrow("You have already claimed from this deposit");
    // The refused second claim's photo was not kept.
    expect(stored.size).toBe(before + 1);
    expect(await claims.view(b.id, "owner2")).toBeUndefined();

    const notReturned = await h.booking({ start: 5, end: 6, depositKobo: DEPOSIT });
    await expect(claims.file({ ...ok, bookingId: notReturned.id })).rejects.toBeInstanceOf(ConflictError);
  });

  it("no claim: the deposit comes back whole when the window closes, as before", async () => {
    const { b, returnedAt } = await returned();
    clock = after(returnedAt, DAMAGE_CLAIM_HOURS * HOUR);
    expect(await until(b.id, "owner")).toBeNull();
    clock = after(returnedAt, HOUR);
    expect(await until(b.id, "owner")).toEqual({ until: after(returnedAt, DAMAGE_CLAIM_HOURS * HOUR).toISOString(), maxKobo: DEPOSIT });
    expect(await until(b.id, "renter")).toBeNull();
    clock = undefined;
    expect((await h.payments.sweep(after(returnedAt, DAMAGE_CLAIM_HOURS * HOUR))).deposits).toContain(b.id);
    expect(await depositRefunds(b.id)).toMatchObject([{ amountKobo: DEPOSIT }]);
    const [count] = rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from deposit_claims where booking_id = ${b.id}`));
    expect(count!.n).toBe(0);
    await h.expectBalanced();
  });
});
