// Admin tests' bookings: a paid one, and a completed one whose owner claimed ₦4,000 of its ₦10,000 deposit and
// whose renter disputed it (through the real claims service, with real photos).
import { lagosMidnight } from "../../core/dates";
import type { PaymentsHarness } from "./payments";
import { blankPng } from "./png";

const HOUR = 3_600_000;
export const DEPOSIT = 1_000_000;

/** A paid booking by `renter` of a listing of `owner`, confirmed, starting in 5 days. */
export async function paidBooking(h: PaymentsHarness, owner = "owner") {
  const b = await h.booking({ start: 5, end: 6, depositKobo: DEPOSIT, owner });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  await h.payments.answerSandbox(reference, "success");
  await h.payments.settle(reference);
  return { b, reference };
}

export async function disputedClaim(h: PaymentsHarness) {
  const b = await h.booking({ start: 1, end: 2, depositKobo: DEPOSIT });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  await h.payments.answerSandbox(reference, "success");
  await h.payments.settle(reference);
  await h.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
  const returnedAt = new Date(lagosMidnight(b.endDate) + 12 * HOUR);
  await h.services.bookings.markReturned(b.id, "owner", { now: returnedAt });
  const photo = new Uint8Array(blankPng(64, 48));
  const at = async <T>(ms: number, fn: () => Promise<T>) => {
    h.setClock(new Date(returnedAt.getTime() + ms));
    try {
      return await fn();
    } finally {
      h.setClock(undefined);
    }
  };
  const claim = await at(HOUR, () =>
    h.services.claims.file({ bookingId: b.id, userId: "owner", amountKobo: 400_000, description: "The lens came back scratched and the cap is missing.", photos: [photo] }),
  );
  await at(2 * HOUR, () => h.services.claims.answer({ bookingId: b.id, userId: "renter", accept: false, text: "It was scratched when I picked it up: see my photo.", photos: [photo] }));
  return { b, claimId: claim.id };
}
