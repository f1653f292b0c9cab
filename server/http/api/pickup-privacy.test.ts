// The owner's pick-up notes may hold their address: the public listing (API and search) never carries them, nor does a
// booking before it is confirmed; its renter sees them once it is, and the owner always. Strangers see nothing at all.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { bookingsFixture } from "../../testing/bookings";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness();
const { call, join, db, services } = h;
const { listing } = await bookingsFixture([], { db });
const day = (n: number) => addDaysIso(todayInLagos(), n);
const NOTES = "Collect from 12 Herbert Macaulay Way, Yaba. Bring a valid ID.";

async function listedWithNotes(owner: TestPerson) {
  const id = await listing({ owner: owner.id, mode: "request" });
  await db.execute(sql`update listings set pickup_notes = ${NOTES} where id = ${id}`);
  return id;
}

const viewAs = async (p: TestPerson, id: number) => {
  const res = await call("GET", `/bookings/${id}`, { cookie: p.cookie });
  return { status: res.status, body: res.status === 200 ? await res.json() : undefined };
};

describe("pick-up notes stay private", () => {
  it("the public listing and search results carry the area, never the notes; the OpenAPI document has no such field", async () => {
    const owner = await join("Ada Obi");
    const id = await listedWithNotes(owner);
    const res = await call("GET", `/listings/${id}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("Herbert Macaulay");
    expect(JSON.parse(text).listing).toMatchObject({ city: "Yaba", state: "Lagos" });
    expect(JSON.parse(text).listing).not.toHaveProperty("pickupNotes");
    // Signed in as someone else, or as the owner, the public listing is the same.
    expect(await (await call("GET", `/listings/${id}`, { cookie: (await join("Stranger")).cookie })).text()).not.toContain("Herbert Macaulay");
    expect(await (await call("GET", "/listings?search=Canon")).text()).not.toContain("Herbert Macaulay");
    const doc = await (await call("GET", "/openapi.json")).json();
    const detail = JSON.stringify(doc.paths["/listings/{id}"].get.responses["200"]);
    expect(detail).toContain("cautionDepositKobo");
    expect(detail).not.toContain("pickupNotes");
  });

  it("a booking shows them to its owner from the start, to its renter only once confirmed, and to nobody else", async () => {
    const owner = await join("Ada Obi");
    const renter = await join("Bola Ade");
    const stranger = await join("Chidi Eze");
    const listingId = await listedWithNotes(owner);
    const made = await call("POST", "/bookings", { cookie: renter.cookie, body: { listingId, startDate: day(6), endDate: day(7), pickupTime: "10:00 AM", units: 1 } });
    expect(made.status).toBe(201);
    const { booking } = await made.json();
    expect(JSON.stringify(booking)).not.toContain("Herbert Macaulay");

    // Requested: the renter has not been accepted, let alone paid.
    expect((await viewAs(renter, booking.id)).body.listing).toMatchObject({ city: "Yaba", state: "Lagos", pickupNotes: null });
    expect((await viewAs(owner, booking.id)).body.listing.pickupNotes).toBe(NOTES);
    expect((await viewAs(stranger, booking.id)).status).toBe(404);
    expect((await call("GET", `/bookings/${booking.id}`)).status).toBe(401);

    // Accepted but unpaid: still not.
    expect((await call("POST", `/bookings/${booking.id}/accept`, { cookie: owner.cookie })).status).toBe(200);
    expect((await viewAs(renter, booking.id)).body.listing.pickupNotes).toBeNull();

    // Paid, so confirmed: the renter now knows where to go.
    await services.bookings.transition(booking.id, "pay", { actor: "system", userId: null });
    expect((await viewAs(renter, booking.id)).body.listing.pickupNotes).toBe(NOTES);
    expect((await viewAs(stranger, booking.id)).status).toBe(404);
    // The renter's list of bookings never carries them.
    expect(await (await call("GET", "/me/bookings", { cookie: renter.cookie })).text()).not.toContain("Herbert Macaulay");
  });

  it("a booking that was declined never shows them to its renter", async () => {
    const owner = await join("Ada Obi");
    const renter = await join("Bola Ade");
    const listingId = await listedWithNotes(owner);
    const made = await call("POST", "/bookings", { cookie: renter.cookie, body: { listingId, startDate: day(9), endDate: day(10), pickupTime: "10:00 AM", units: 1 } });
    const { booking } = await made.json();
    expect((await call("POST", `/bookings/${booking.id}/decline`, { cookie: owner.cookie })).status).toBe(200);
    expect((await viewAs(renter, booking.id)).body.listing.pickupNotes).toBeNull();
  });
});
