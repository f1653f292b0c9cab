// The booking pages' moves on a real database: ids from the URL, a cancellation that refuses when the refund shown is no
// longer the refund, and someone else's booking answered as one that does not exist.
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "@core/dates";
import { fromError } from "~/lib/forms.server";
import { createServices, type Services } from "../../server/services";
import { bookingsFixture } from "../../server/testing/bookings";
import { bookingIdOf, moveBooking } from "./booking-actions.server";

let services: Services;
let listingId: number;
const by = (userId: string) => ({ userId });
/** What `data(…, { status })` threw. */
const statusOf = (e: unknown) => (e as { init?: { status?: number } }).init?.status;
/** The status a booking page answers a move's error with (forms.server `fromError`, which throws the 404 page). */
function pageStatusOf(e: unknown) {
  try {
    return statusOf(fromError({}, e));
  } catch (page) {
    return statusOf(page);
  }
}

beforeAll(async () => {
  const f = await bookingsFixture(["stranger"]);
  services = createServices(f.db);
  listingId = await f.listing();
});

let day = 10;
/** A one-day request for the listing's one unit, each on a day of its own. */
async function book() {
  const startDate = addDaysIso(todayInLagos(), day++);
  return services.bookings.createBooking({ listingId, startDate, endDate: startDate, pickupTime: "10:00 AM", units: 1, renterId: "renter" });
}

describe("bookingIdOf", () => {
  it("takes a positive whole number and answers anything else with the 404 page", () => {
    expect(bookingIdOf("42")).toBe(42);
    for (const raw of [undefined, "", "0", "-1", "abc", "1e3", "4.2", "1234567890123456"]) {
      let thrown: unknown;
      try {
        bookingIdOf(raw);
      } catch (e) {
        thrown = e;
      }
      expect(statusOf(thrown), String(raw)).toBe(404);
    }
  });
});

describe("moveBooking", () => {
  it("cancels only with the refund the person was shown, else refuses and changes nothing", async () => {
    const b = await book();
    await expect(moveBooking(services, by("renter"), b.id, "cancel", { refund: "500000" })).rejects.toThrow(
      "The refund has changed since you opened this page: cancelling now gives back ₦0. Nothing was cancelled.",
    );
    expect((await services.bookingViews.view(b.id, "renter"))?.booking.status).toBe("requested");
    await moveBooking(services, by("renter"), b.id, "cancel", { refund: "0" });
    expect((await services.bookingViews.view(b.id, "renter"))?.booking.status).toBe("cancelled");
  });

  it("answers a stranger's move as if the booking did not exist, and moves nothing", async () => {
    const b = await book();
    // What the pages answer with it (fromError): the 404 page, as for every other move of a stranger's.
    const cancel = await moveBooking(services, by("stranger"), b.id, "cancel", {}).catch((e: unknown) => e);
    expect(pageStatusOf(cancel)).toBe(404);
    expect(cancel).toMatchObject({ name: "NotFoundError" });
    await expect(moveBooking(services, by("stranger"), b.id, "accept", {})).rejects.toMatchObject({ name: "NotFoundError" });
    // The renter is not the owner: accepting their own request is not theirs to do either.
    await expect(moveBooking(services, by("renter"), b.id, "accept", {})).rejects.toMatchObject({ name: "NotFoundError" });
    expect((await services.bookingViews.view(b.id, "owner"))?.booking.status).toBe("requested");
  });

  it("makes the owner's moves as the owner, and starts the renter's checkout", async () => {
    const b = await book();
    await moveBooking(services, by("owner"), b.id, "accept", {});
    expect((await services.bookingViews.view(b.id, "owner"))?.actions).toEqual(["cancel"]);
    const url = await moveBooking(services, by("renter"), b.id, "pay", {});
    expect(url).toMatch(/^http:\/\/localhost:3000\/checkout\/sandbox\/haya-/);
    await expect(moveBooking(services, by("owner"), b.id, "pay", {})).rejects.toMatchObject({ name: "NotFoundError" });
  });
});
