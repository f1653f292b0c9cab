// /dev/sweep moves bookings as of another time: with the developer tools off (always in production, whatever
// DEV_OUTBOX says) it is a 404 and moves nothing; with them on it expires the named booking.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { addDaysIso, todayInLagos } from "@core/dates";
import { createServices } from "../../../server/services";
import { bookingsFixture } from "../../../server/testing/bookings";
import type { Route } from "./+types/sweep";
import { action } from "./sweep";
import { testContext } from "../../../server/testing/page-context";

const { db, listing } = await bookingsFixture();
const services = createServices(db);

function sweep(devTools: boolean, at: Date, booking: number) {
  const body = new URLSearchParams({ at: at.toISOString(), booking: String(booking) });
  const request = new Request("http://haya.test/dev/sweep", { method: "POST", body });
  return action({ request, params: {}, context: testContext({ services, log: () => {}, devOutbox: true, devTools }) } as unknown as Route.ActionArgs);
}

const thrownStatus = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => (e as { init?: { status?: number } }).init?.status);
const statusOf = async (id: number) => (await services.bookings.history(id)).at(-1)!.toStatus;

describe("/dev/sweep", () => {
  it("is a 404 in production even with DEV_OUTBOX=true, and the booking is not moved", async () => {
    const devTools = loadConfig({ NODE_ENV: "production", DEV_OUTBOX: "true" }).devTools;
    const b = await services.bookings.createBooking({ listingId: await listing({ mode: "instant" }), renterId: "renter", startDate: addDaysIso(todayInLagos(), 20), endDate: addDaysIso(todayInLagos(), 21), pickupTime: "10:00 AM", units: 1 });
    expect(await thrownStatus(sweep(devTools, new Date(Date.now() + 3 * 3_600_000), b.id))).toBe(404);
    expect(await statusOf(b.id)).toBe("awaiting_payment");
  });

  it("with the developer tools (development, NODE_ENV=test) expires the named booking as of the time given", async () => {
    const devTools = loadConfig({ NODE_ENV: "test" }).devTools;
    const b = await services.bookings.createBooking({ listingId: await listing({ mode: "instant" }), renterId: "renter", startDate: addDaysIso(todayInLagos(), 20), endDate: addDaysIso(todayInLagos(), 21), pickupTime: "10:00 AM", units: 1 });
    await sweep(devTools, new Date(Date.now() + 3 * 3_600_000), b.id);
    expect(await statusOf(b.id)).toBe("expired");
  });
});
