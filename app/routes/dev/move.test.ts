// /dev/move makes a party's move on their booking as of another time: a 404 without the developer tools (always in
// production), nothing for anyone but the booking's parties, and with the tools the owner's pick-up on a start day that
// has not come yet.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import { pickupAt } from "@core/pickup";
import { createServices } from "../../../server/services";
import { bookingsFixture } from "../../../server/testing/bookings";
import { addDaysIso, todayInLagos } from "@core/dates";
import type { Route } from "./+types/move";
import { action } from "./move";
import { testContext } from "../../../server/testing/page-context";

const { db, listing } = await bookingsFixture();
const services = createServices(db);
const testTools = loadConfig({ NODE_ENV: "test" }).devTools;

async function move(devTools: boolean, userId: string | null, at: Date, booking: number, intent = "pickUp") {
  const body = new URLSearchParams({ at: at.toISOString(), booking: String(booking), intent });
  const request = new Request("http://haya.test/dev/move", { method: "POST", body });
  const session = userId ? ({ user: { id: userId } } as CurrentSession) : null;
  const result = await action({ request, params: {}, context: testContext({ services, log: () => {}, devOutbox: true, devTools, session }) } as unknown as Route.ActionArgs);
  return result as unknown as { init: { status?: number } | null; data: unknown };
}

const thrownStatus = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => (e as { init?: { status?: number } }).init?.status);
const statusOf = async (id: number) => (await services.bookings.history(id)).at(-1)!.toStatus;

/** A paid booking starting in three days. */
async function confirmed() {
  const start = addDaysIso(todayInLagos(), 3);
  const b = await services.bookings.createBooking({ listingId: await listing({ mode: "instant" }), renterId: "renter", startDate: start, endDate: start, pickupTime: "10:00 AM", units: 1 });
  await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  return { ...b, pickup: pickupAt(start, "10:00 AM") };
}

describe("/dev/move", () => {
  it("is a 404 in production even with DEV_OUTBOX=true, and the booking is not moved", async () => {
    const b = await confirmed();
    const devTools = loadConfig({ NODE_ENV: "production", DEV_OUTBOX: "true" }).devTools;
    expect(await thrownStatus(move(devTools, "owner", b.pickup, b.id))).toBe(404);
    expect(await statusOf(b.id)).toBe("confirmed");
  });

  it("moves only for the booking's parties: 401 signed out, 404 for anyone else, 409 for a move the booking refuses", async () => {
    const b = await confirmed();
    expect((await move(testTools, null, b.pickup, b.id)).init?.status).toBe(401);
    expect((await move(testTools, "owner2", b.pickup, b.id)).init?.status).toBe(404);
    expect((await move(testTools, "renter", b.pickup, b.id)).init?.status).toBe(409);
    expect((await move(testTools, "owner", b.pickup, b.id, "midnight")).init?.status).toBe(400);
    expect(await statusOf(b.id)).toBe("confirmed");
  });

  it("with the developer tools, marks the pick-up as of the start day: not before it", async () => {
    const b = await confirmed();
    expect((await move(testTools, "owner", new Date(b.pickup.getTime() - 24 * 3_600_000), b.id)).data).toEqual({ error: "The item cannot be picked up before the start date" });
    expect((await move(testTools, "owner", b.pickup, b.id)).data).toEqual({ status: "active" });
    expect((await services.bookings.history(b.id)).at(-1)).toMatchObject({ toStatus: "active", actor: "owner", at: b.pickup });
  });
});
