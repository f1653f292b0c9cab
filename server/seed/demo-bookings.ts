// The demo renter's bookings of the demo owner's listings, one or more in every booking state, made by replaying each
// booking's life through the real services on a clock that runs from weeks ago up to the seed's now: requests, answers,
// sandbox payments (with their ledger postings), pick-ups, returns, cancellations with their refunds, and the timers'
// sweeps, so that the data is shaped exactly as a running Haya would have left it.
//
// Later steps of the demo (tracker issue 15, item 7) hang on the bookings' keys: payouts for the `paidOut…` bookings, a
// damage claim on `completedRecently` (its 48 hours are still open), reviews still to write on every completed one.
import { addDaysIso, lagosMidnight, todayInLagos } from "../../core/dates";
import type { PickupTime } from "../../core/dates";
import { createBookingsService, type BookingMove } from "../features/bookings/bookings.service";
import { sweepBookings } from "../features/bookings/sweeper";
import { createPaymentsService } from "../features/payments/payments.service";
import type { Db } from "../db/client";
import { demoNotifications } from "./demo-notifications";
import type { DemoListingKey } from "./data/demo-people";

const MINUTE = 60_000;
type OwnerMove = "accept" | "decline" | "pickUp" | "return";
const HOUR = 60 * MINUTE;

/** What happens to a booking, in order, each at its own moment. */
type Action =
  | { do: "book" }
  /** The owner's answer to a request, and the pick-up and return they mark. */
  | { do: "owner"; move: OwnerMove }
  | { do: "renterCancels" }
  | { do: "pay" }
  /** The bookings' timers as the server's sweep runs them (expiry, automatic completion). */
  | { do: "bookingTimers" }
  /** The payments' sweep: refunds sent, caution deposits owed DAMAGE_CLAIM_HOURS after the return. */
  | { do: "paymentsSweep" };

export type DemoBookingKey =
  | "requested"
  | "awaitingPayment"
  | "confirmed"
  | "active"
  | "overdue"
  | "paidOutLater"
  | "payoutPaidLater"
  | "payoutFailedLater"
  | "completedAutomatically"
  | "completedRecently"
  | "claimOpen"
  | "cancelled"
  | "declined"
  | "expired";

interface Plan {
  key: DemoBookingKey;
  listing: DemoListingKey;
  /** First and last rental day, in days from the seed's today in Lagos. */
  days: [number, number];
  pickupTime: PickupTime;
  steps: { at: Date; action: Action }[];
}

/** `hours` after 00:00 in Lagos, `day` days from `today`. */
const lagos = (today: string, day: number, hours: number) => new Date(lagosMidnight(addDaysIso(today, day)) + hours * HOUR);

/**
 * Every booking's life. Each moment is before `now`, whatever its time of day: past days are whole days before today,
 * and the recent moments count back from `now` itself.
 */
export function demoBookingPlans(now: Date): Plan[] {
  const today = todayInLagos(now);
  const at = (day: number, hours: number) => lagos(today, day, hours);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const step = (when: Date, action: Action) => ({ at: when, action });
  const book = (when: Date) => step(when, { do: "book" });
  const act = (when: Date, a: OwnerMove | "renterCancels") => step(when, a === "renterCancels" ? { do: a } : { do: "owner", move: a });
  const pay = (when: Date) => step(when, { do: "pay" });
  const timers = (when: Date) => step(when, { do: "bookingTimers" });
  const paymentsSweep = (when: Date) => step(when, { do: "paymentsSweep" });
  /** A request accepted and paid, picked up on its first day and returned on its last at `returnHour`; its deposit owed 48 h on. */
  const rentedAndReturned = (created: number, [first, last]: [number, number], returnHour: number) => [
    book(at(created, 10)),
    act(at(created, 12), "accept"),
    pay(at(created, 13)),
    act(at(first, 9.5), "pickUp"),
    act(at(last, returnHour), "return"),
    paymentsSweep(new Date(at(last, returnHour).getTime() + 48 * HOUR + MINUTE)),
  ];
  return [
    { key: "requested", listing: "camry", days: [7, 9], pickupTime: "10:00 AM", steps: [book(ago(2))] },
    { key: "awaitingPayment", listing: "generator", days: [4, 5], pickupTime: "9:00 AM", steps: [book(ago(5)), act(ago(1), "accept")] },
    { key: "confirmed", listing: "highlander", days: [10, 12], pickupTime: "11:00 AM", steps: [book(at(-3, 10)), pay(at(-3, 10.1))] },
    { key: "active", listing: "camera", days: [-1, 2], pickupTime: "9:00 AM", steps: [book(at(-6, 11)), pay(at(-6, 11.1)), act(at(-1, 9.5), "pickUp")] },
    {
      // Due back by 8 PM yesterday and not returned: overdue, its late fee running (issue 36). The bookings' timers would
      // complete it on its own at tonight's midnight, as any booking whose owner has not marked the return in two days.
      key: "overdue",
      listing: "highlander",
      days: [-4, -1],
      pickupTime: "10:00 AM",
      steps: [book(at(-9, 10)), pay(at(-9, 10.1)), act(at(-4, 10.5), "pickUp")],
    },
    { key: "paidOutLater", listing: "camry", days: [-9, -6], pickupTime: "9:00 AM", steps: rentedAndReturned(-16, [-9, -6], 18) },
    { key: "payoutPaidLater", listing: "generator", days: [-20, -18], pickupTime: "9:00 AM", steps: rentedAndReturned(-27, [-20, -18], 17) },
    {
      key: "payoutFailedLater",
      listing: "highlander",
      days: [-14, -12],
      pickupTime: "10:00 AM",
      steps: [book(at(-21, 9)), pay(at(-21, 9.1)), act(at(-14, 10.5), "pickUp"), act(at(-12, 16), "return"), paymentsSweep(at(-10, 16.1))],
    },
    {
      // The owner never marked the return: the bookings' timers completed it two Lagos midnights after the end date.
      key: "completedAutomatically",
      listing: "canopy",
      days: [-30, -28],
      pickupTime: "8:00 AM",
      steps: [book(at(-40, 10)), act(at(-40, 11), "accept"), pay(at(-40, 12)), act(at(-30, 8.5), "pickUp"), timers(at(-26, 0.1)), paymentsSweep(at(-24, 0.2))],
    },
    {
      // Returned yesterday evening: within the 48 hours in which the owner may claim for damage, deposit still held.
      key: "completedRecently",
      listing: "canopy",
      days: [-3, -1],
      pickupTime: "9:00 AM",
      steps: [book(at(-10, 10)), act(at(-10, 14), "accept"), pay(at(-10, 15)), act(at(-3, 9.5), "pickUp"), act(at(-1, 19), "return")],
    },
    {
      // Returned 30 hours ago: the owner has claimed from its deposit (demo-claims.ts), and the renter has not answered yet.
      key: "claimOpen",
      listing: "generator",
      days: [-3, -2],
      pickupTime: "9:00 AM",
      steps: [book(at(-12, 10)), act(at(-12, 11), "accept"), pay(at(-12, 12)), act(at(-3, 9.5), "pickUp"), act(ago(30), "return")],
    },
    {
      // Cancelled by the renter 38 hours before the start: a late cancellation, half the rental and the whole deposit back.
      key: "cancelled",
      listing: "highlander",
      days: [1, 2],
      pickupTime: "10:00 AM",
      steps: [book(at(-5, 10)), pay(at(-5, 10.1)), act(at(-1, 10), "renterCancels"), paymentsSweep(at(-1, 10.1))],
    },
    { key: "declined", listing: "canopy", days: [3, 4], pickupTime: "Noon", steps: [book(at(-2, 10)), act(at(-2, 15), "decline")] },
    {
      // The owner did not answer within 24 hours.
      key: "expired",
      listing: "camry",
      days: [14, 15],
      pickupTime: "10:00 AM",
      steps: [book(at(-5, 9)), timers(at(-4, 9.1))],
    },
  ];
}

/**
 * Replays the plans' steps in time order on `db` (the seed's transaction), the services' clock set to each step's moment.
 * Returns each booking's id by key. Every moment must be before `now`: a plan that would reach past it is a bug here.
 */
export async function replayDemoBookings(
  db: Db,
  opts: { now: Date; renterId: string; ownerId: string; listingIds: Record<DemoListingKey, number> },
): Promise<Record<DemoBookingKey, number>> {
  let clock = new Date(0);
  const now = () => clock;
  // Neither has mail hooks: the demo's history sends no e-mails. Each move notifies the people it concerns (in app).
  const bookings = createBookingsService(db, { now });
  bookings.addHooks({ inTx: demoNotifications(db, now).onBookingMove });
  const payments = createPaymentsService(db, { bookings, now });
  const ids: Partial<Record<DemoBookingKey, number>> = {};
  const plans = demoBookingPlans(opts.now);
  const steps = plans
    .flatMap((plan) => plan.steps.map((s) => ({ ...s, plan })))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { at, action, plan } of steps) {
    if (at.getTime() > opts.now.getTime()) throw new RangeError(`Demo booking ${plan.key}: ${action.do} at ${at.toISOString()} is after the seed's now`);
    clock = at;
    const id = () => {
      const bookingId = ids[plan.key];
      if (bookingId === undefined) throw new Error(`Demo booking ${plan.key}: ${action.do} before it was booked`);
      return bookingId;
    };
    switch (action.do) {
      case "book": {
        const today = todayInLagos(opts.now);
        const booking = await bookings.createBooking({
          listingId: opts.listingIds[plan.listing],
          renterId: opts.renterId,
          startDate: addDaysIso(today, plan.days[0]),
          endDate: addDaysIso(today, plan.days[1]),
          pickupTime: plan.pickupTime,
          units: 1,
        });
        ids[plan.key] = booking.id;
        break;
      }
      case "owner":
        await bookings.transition(id(), action.move, { actor: "owner", userId: opts.ownerId });
        break;
      case "renterCancels": {
        // Inside a transaction of our own, with the move left unannounced: the payments' after-commit hook would send
        // the refund in the background, while the seed goes on; the payments sweep that follows sends it instead.
        const moves: BookingMove[] = [];
        await db.transaction((tx) => bookings.cancel(id(), { actor: "renter", userId: opts.renterId }, { tx: tx as unknown as Db, moves }));
        break;
      }
      case "pay": {
        // The renter's checkout on the sandbox, their Pay, and the return page's verification: the payment's posting.
        const { reference } = await payments.startCheckout({ bookingId: id(), renterId: opts.renterId });
        await payments.answerSandbox(reference, "success");
        const settled = await payments.settle(reference);
        if (settled.status !== "success") throw new Error(`Demo booking ${plan.key}: payment ${settled.status}`);
        break;
      }
      case "bookingTimers":
        await sweepBookings(db, at, undefined, { only: [id()], inTx: bookings.recordMove });
        break;
      case "paymentsSweep":
        await payments.sweep(at);
        break;
    }
  }
  for (const plan of plans) if (ids[plan.key] === undefined) throw new Error(`Demo booking ${plan.key} was never booked`);
  return ids as Record<DemoBookingKey, number>;
}
