// Who sees whose phone number (issue 38, item 13): once a booking is paid (confirmed, active, completed: the rule that
// unmasks messages) its renter and its owner each get the other's verified number with its WhatsApp link in
// GET /bookings/{id}; never before payment, never after an unpaid cancellation, never to anyone else or without a session.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { createBookingsService } from "../../features/bookings/bookings.service";
import { bookingsFixture } from "../../testing/bookings";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness();
const { call, join, db, services } = h;
const { listing } = await bookingsFixture([], { db });
const day = (n: number) => addDaysIso(todayInLagos(), n);
const SYSTEM = { actor: "system", userId: null } as const;
// Made a day ago, so that a booking starting today may be picked up now.
const yesterday = createBookingsService(db, { now: () => new Date(Date.now() - 24 * 3_600_000) });

type State = "requested" | "awaiting_payment" | "confirmed" | "active" | "completed" | "cancelled unpaid";

async function bookingIn(state: State, owner: TestPerson, renter: TestPerson): Promise<number> {
  const paid = state === "confirmed" || state === "active" || state === "completed";
  const listingId = await listing({ owner: owner.id, mode: state === "requested" ? "request" : "instant" });
  const b = await (paid ? yesterday : services.bookings).createBooking({ listingId, renterId: renter.id, startDate: day(paid ? 0 : 1), endDate: day(paid ? 0 : 2), pickupTime: "9:00 AM", units: 1 });
  if (paid) await services.bookings.transition(b.id, "pay", SYSTEM);
  if (state === "active" || state === "completed") await services.bookings.markPickedUp(b.id, owner.id);
  if (state === "completed") await services.bookings.markReturned(b.id, owner.id);
  if (state === "cancelled unpaid") await services.bookings.cancel(b.id, { actor: "renter", userId: renter.id });
  return b.id;
}

/** Two people with verified Nigerian numbers, and one more who is neither's. */
async function people() {
  const owner = await join("Ngozi Eze");
  const renter = await join("Tunde Bakare");
  const stranger = await join("Yemi Alade");
  // A number is one account's at a time (users_phone_number_key): the earlier tests' people give theirs up.
  await db.execute(sql`update users set phone_number = null, phone_number_verified = false where phone_number is not null`);
  const verify = (p: TestPerson, n: string) => db.execute(sql`update users set phone_number = ${n}, phone_number_verified = true where id = ${p.id}`);
  await verify(owner, "+2348031110001");
  await verify(renter, "+2347052220002");
  await verify(stranger, "+2349063330003");
  return { owner, renter, stranger };
}

const get = async (id: number, cookie?: string) => {
  const res = await call("GET", `/bookings/${id}`, cookie === undefined ? {} : { cookie });
  return { status: res.status, text: await res.text() };
};
const contactOf = (text: string) => (JSON.parse(text) as { contact: unknown }).contact;

describe("phone numbers on a booking", () => {
  it.each(["confirmed", "active", "completed"] as const)("%s (paid): each side gets the other's verified number and WhatsApp link", async (state) => {
    const { owner, renter } = await people();
    const id = await bookingIn(state, owner, renter);
    const asRenter = await get(id, renter.cookie);
    expect(asRenter.status).toBe(200);
    expect(contactOf(asRenter.text)).toMatchObject({ name: "Ngozi Eze", phone: "+2348031110001", whatsapp: "https://wa.me/2348031110001" });
    expect(asRenter.text).not.toContain("7052220002");
    const asOwner = await get(id, owner.cookie);
    expect(contactOf(asOwner.text)).toMatchObject({ name: "Tunde Bakare", phone: "+2347052220002", whatsapp: "https://wa.me/2347052220002" });
    expect(asOwner.text).not.toContain("8031110001");
  });

  it.each(["requested", "awaiting_payment", "cancelled unpaid"] as const)("%s (not paid): no number, no link, no e-mail for either side", async (state) => {
    const { owner, renter } = await people();
    const id = await bookingIn(state, owner, renter);
    for (const p of [owner, renter]) {
      const res = await get(id, p.cookie);
      expect(res.status).toBe(200);
      expect(contactOf(res.text)).toBeNull();
      expect(res.text).not.toMatch(/8031110001|7052220002|wa\.me|@example\.com/);
    }
  });

  it("a stranger and a caller without a session learn nothing, even of a paid booking", async () => {
    const { owner, renter, stranger } = await people();
    const id = await bookingIn("confirmed", owner, renter);
    for (const res of [await get(id, stranger.cookie), await get(id)]) {
      expect([401, 404]).toContain(res.status);
      expect(res.text).not.toMatch(/8031110001|7052220002|wa\.me/);
    }
    expect((await get(id)).status).toBe(401);
    expect((await get(id, stranger.cookie)).status).toBe(404);
  });

  it("shows only a verified number: an unproved profile number is never shown, nor a WhatsApp link for a foreign one", async () => {
    const { owner, renter } = await people();
    await db.execute(sql`update users set phone_number = null, phone_number_verified = false, phone = '08037779999' where id = ${owner.id}`);
    await db.execute(sql`update users set phone_number = '+447911123456' where id = ${renter.id}`);
    const id = await bookingIn("confirmed", owner, renter);
    const asRenter = await get(id, renter.cookie);
    expect(contactOf(asRenter.text)).toMatchObject({ phone: null, whatsapp: null });
    expect(asRenter.text).not.toContain("8037779999");
    expect(contactOf((await get(id, owner.cookie)).text)).toMatchObject({ phone: "+447911123456", whatsapp: null });
    // A business an operator verified: its phone reaches the renter when the owner has proved no mobile number.
    await db.execute(sql`update users set business_name = 'Eze Rentals', business_phone = '+2348124445555', business_status = 'verified' where id = ${owner.id}`);
    expect(contactOf((await get(id, renter.cookie)).text)).toMatchObject({ phone: "+2348124445555", whatsapp: "https://wa.me/2348124445555" });
  });
});
