// A late return's claim (issue 36, item 4): once a rental came back after its return time, its owner may claim from the
// caution deposit for the late fee it ran up, without photos; never more than that fee nor the deposit, and never for
// a rental back on time. A damage claim still needs its photos. The renter answers it as any claim.
import { beforeAll, describe, expect, it } from "vitest";
import { lagosMidnight } from "../../../core/dates";
import { returnDueAt } from "../../../core/late-returns";
import { InvalidError } from "../../errors";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";

const HOUR = 3_600_000;
const TEXT = "It came back a day and a bit after the time we agreed.";

let h: PaymentsHarness;
beforeAll(async () => {
  h = await paymentsHarness();
});

/** A ₦25,000-a-day rental for days 1–2 with a ₦60,000 deposit, paid, picked up, and back `lateHours` after its return time. */
async function returned(lateHours: number) {
  h.setClock(undefined);
  const b = await h.booking({ start: 1, end: 2, depositKobo: 6_000_000 });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  await h.payments.answerSandbox(reference, "success");
  await h.payments.settle(reference);
  await h.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate) + 10 * HOUR) });
  const back = new Date(returnDueAt(b.endDate).getTime() + lateHours * HOUR);
  h.setClock(new Date(back.getTime() + HOUR));
  await h.services.bookings.markReturned(b.id, "owner", { returnedAt: back });
  return b;
}
const file = (bookingId: number, amountKobo: number, reason?: string) => h.services.claims.file({ bookingId, userId: "owner", amountKobo, description: TEXT, photos: [], reason });
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(() => undefined, (x: unknown) => x);
  expect(e).toBeInstanceOf(InvalidError);
  return (e as InvalidError).fields;
};

describe("claiming a late return", () => {
  it("offers the fee as the most a late-return claim can be, and takes up to it without photos", async () => {
    const b = await returned(25);
    // Two days begun late at ₦25,000 (the daily price: no late fee of its own).
    expect(await h.services.claims.stateFor(b.id, "owner")).toMatchObject({ lateFeeKobo: 5_000_000, maxClaimKobo: 6_000_000 });
    expect(await refusal(file(b.id, 5_000_001, "late_return"))).toEqual({ amount: "For a late return you can claim at most the late fee it ran up, ₦50,000" });
    expect(await refusal(file(b.id, 5_000_000, "lateness"))).toMatchObject({ reason: "Choose why you claim: damage or loss, or a late return" });
    // Damage still needs photos.
    expect(await refusal(file(b.id, 1_000_000))).toMatchObject({ photos: expect.any(String) });
    const claim = await file(b.id, 5_000_000, "late_return");
    expect(claim).toMatchObject({ reason: "late_return", amountKobo: 5_000_000, status: "open", photos: [] });
    // Accepted by the renter: ₦50,000 to the owner, ₦10,000 of the deposit back, the ledger balanced.
    await h.services.claims.answer({ bookingId: b.id, userId: "renter", accept: true, photos: [] });
    expect((await h.services.claims.stateFor(b.id, "renter")).claim).toMatchObject({ status: "settled", settledAmountKobo: 5_000_000 });
    await h.expectBalanced();
    h.setClock(undefined);
  });

  it("is refused for a rental back on time, and never passes the deposit", async () => {
    const onTime = await returned(-1);
    expect(await h.services.claims.stateFor(onTime.id, "owner")).toMatchObject({ lateFeeKobo: null });
    expect(await refusal(file(onTime.id, 100_000, "late_return"))).toEqual({ reason: "It came back on time: there is no late fee to claim" });
    const veryLate = await returned(24 * 5 + 1);
    expect(await h.services.claims.stateFor(veryLate.id, "owner")).toMatchObject({ lateFeeKobo: 15_000_000 });
    expect(await refusal(file(veryLate.id, 6_000_001, "late_return"))).toEqual({ amount: "The most you can claim is ₦60,000, the whole deposit" });
    h.setClock(undefined);
  });
});
