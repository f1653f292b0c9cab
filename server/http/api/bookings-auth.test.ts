// Who may do what to a booking through /api/v1: its renter and its owner, signed in, from Haya's own pages. Anyone else
// learns nothing (404, as for an unused id), no session is a 401, a forged cross-site request a 403, bad input a 400
// naming the fields; and none of those changes the booking, its history, its payments or sends an e-mail.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { createBookingsService } from "../../features/bookings/bookings.service";
import { bookingsFixture } from "../../testing/bookings";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness();
const { call, join, db, services } = h;
const { listing } = await bookingsFixture([], { db });
const day = (n: number) => addDaysIso(todayInLagos(), n);

interface As {
  cookie?: string;
  headers?: Record<string, string>;
}
const FORGED: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
/** With the person's cookie, a write that says nothing of where it comes from is forged too (a script, not a page). */
const FORGED_WITH_COOKIE: Record<string, string>[] = [...FORGED, { origin: "" }];

type State = "requested" | "awaiting_payment" | "confirmed" | "active";

/** Bookings made a day ago: a pick-up today needs an hour's notice, so that is how one for today is made at any hour. */
const yesterday = createBookingsService(db, { now: () => new Date(Date.now() - 24 * 3_600_000) });

/**
 * A booking of a new listing of `owner`'s by `renter`, brought to `state` by its parties. Confirmed and active ones
 * start today (booked yesterday), so that the owner can mark the pick-up now; requests and unpaid ones start tomorrow,
 * with their timers running.
 */
async function bookingIn(state: State, owner: TestPerson, renter: TestPerson): Promise<number> {
  const listingId = await listing({ owner: owner.id, mode: state === "requested" ? "request" : "instant" });
  const start = state === "confirmed" || state === "active" ? 0 : 1;
  const b = await (start === 0 ? yesterday : services.bookings).createBooking({ listingId, renterId: renter.id, startDate: day(start), endDate: day(start + 1), pickupTime: "9:00 AM", units: 1 });
  if (state === "confirmed" || state === "active") await services.bookings.transition(b.id, "pay", { actor: "system", userId: null });
  if (state === "active") await services.bookings.markPickedUp(b.id, owner.id);
  return b.id;
}

const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await db.execute(query))[0]!.n;
const mails = () => count(sql`select count(*)::int as n from mail_outbox`);

/** The outbox once the e-mails of earlier moves (sent after they commit) have all arrived. */
async function settledMails(): Promise<number> {
  let last = -1;
  for (;;) {
    const n = await mails();
    if (n === last) return n;
    last = n;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Everything a refused request could have changed. */
async function snapshot(id: number) {
  return {
    booking: rowsOf(await db.execute(sql`select * from bookings where id = ${id}`)),
    history: rowsOf(await db.execute(sql`select * from booking_events where booking_id = ${id} order by id`)),
    payments: await count(sql`select count(*)::int as n from payments where booking_id = ${id}`),
    mails: await settledMails(),
  };
}

const statusOf = async (id: number) => (await services.bookings.history(id)).at(-1)!.toStatus;

const MOVES: [path: string, from: State, by: "owner" | "renter", to: string][] = [
  ["accept", "requested", "owner", "awaiting_payment"],
  ["decline", "requested", "owner", "declined"],
  ["cancel", "confirmed", "renter", "cancelled"],
  ["cancel", "requested", "owner", "cancelled"],
  ["pick-up", "confirmed", "owner", "active"],
  ["return", "active", "owner", "completed"],
  ["pay", "awaiting_payment", "renter", "awaiting_payment"],
];

describe("moves on someone's booking", () => {
  it.each(MOVES)("%s (%s, by the %s): 404 for anyone else, 401 without a session, 403 from another site, 400 for a bad id; only its party moves it", async (path, from, by, to) => {
    const owner = await join("Ada Obi");
    const renter = await join("Bola Ade");
    const stranger = await join("Chidi Eze");
    const id = await bookingIn(from, owner, renter);
    const party = by === "owner" ? owner : renter;
    const send = (as: As, bookingId: number | string = id) => call("POST", `/bookings/${bookingId}/${path}`, as);
    const before = await snapshot(id);

    const other = await send({ cookie: stranger.cookie });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "not_found", message: "Booking not found" });
    const unused = await send({ cookie: party.cookie }, id + 10_000);
    expect(unused.status).toBe(404);
    expect(await unused.json()).toEqual({ error: "not_found", message: "Booking not found" });
    const anonymous = await send({});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "unauthorized", message: "Sign in to do this" });
    for (const headers of FORGED_WITH_COOKIE) {
      const forged = await send({ cookie: party.cookie, headers });
      expect(forged.status, JSON.stringify(headers)).toBe(403);
      expect((await forged.json()).error).toBe("forbidden");
    }
    for (const bad of ["abc", "0", "1.5"]) {
      const res = await send({ cookie: party.cookie }, bad);
      expect(res.status, bad).toBe(400);
      expect(Object.keys((await res.json()).fields)).toEqual(["id"]);
    }
    expect(await snapshot(id)).toEqual(before);

    // The same request from the booking's party goes through: the refusals were about who asked.
    const ok = await send({ cookie: party.cookie });
    expect(ok.status).toBe(200);
    expect(await statusOf(id)).toBe(to);
    expect(await snapshot(id)).not.toEqual(before);
  });
});

describe("reading someone's booking", () => {
  it.each(["", "/cancellation"])("GET /bookings/{id}%s: 404 for anyone else, 401 without a session, 400 for a bad id", async (suffix) => {
    const owner = await join("Dayo Bello");
    const renter = await join("Efe Ojo");
    const stranger = await join("Funke Ade");
    const id = await bookingIn("confirmed", owner, renter);
    const other = await call("GET", `/bookings/${id}${suffix}`, { cookie: stranger.cookie });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "not_found", message: "Booking not found" });
    expect((await call("GET", `/bookings/${id}${suffix}`)).status).toBe(401);
    const bad = await call("GET", `/bookings/x${suffix}`, { cookie: renter.cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields)).toEqual(["id"]);
    for (const p of [owner, renter]) {
      const res = await call("GET", `/bookings/${id}${suffix}`, { cookie: p.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("GET /me/bookings: 401 without a session; another person sees none of these bookings, as renter or owner", async () => {
    const owner = await join("Gbenga Oni");
    const renter = await join("Hauwa Musa");
    await bookingIn("requested", owner, renter);
    expect((await call("GET", "/me/bookings")).status).toBe(401);
    const stranger = await join("Ike Nwosu");
    for (const as of ["renter", "owner"]) {
      const res = await call("GET", `/me/bookings?as=${as}`, { cookie: stranger.cookie });
      expect(await res.json()).toEqual({ bookings: [] });
    }
  });
});

describe("booking and quoting", () => {
  const BAD = { listingId: "seven", startDate: "2026-02-30", endDate: "soon", pickupTime: "midnight", units: 0 };

  it("POST /bookings: 401 without a session, 403 from another site, 400 naming every bad field, 415 for a form; nothing is booked or mailed", async () => {
    const owner = await join("Jide Ola");
    const renter = await join("Kemi Ade");
    const listingId = await listing({ owner: owner.id });
    const good = { listingId, startDate: day(2), endDate: day(3), pickupTime: "Noon", units: 1 };
    const bookings = () => count(sql`select count(*)::int as n from bookings where listing_id = ${listingId}`);
    const before = await settledMails();

    expect((await call("POST", "/bookings", { body: good })).status).toBe(401);
    for (const headers of FORGED) expect((await call("POST", "/bookings", { cookie: renter.cookie, body: good, headers })).status).toBe(403);
    const bad = await call("POST", "/bookings", { cookie: renter.cookie, body: BAD });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(["endDate", "listingId", "pickupTime", "startDate", "units"]);
    const form = await call("POST", "/bookings", { cookie: renter.cookie, body: "listingId=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    expect(await bookings()).toBe(0);
    expect(await settledMails()).toBe(before);

    expect((await call("POST", "/bookings", { cookie: renter.cookie, body: good })).status).toBe(201);
    expect(await bookings()).toBe(1);
  });

  it("POST /bookings/quote: 403 from another site and 400 naming every bad field", async () => {
    const listingId = await listing({ owner: (await join("Lola Bankole")).id });
    const good = { listingId, startDate: day(2), endDate: day(3), pickupTime: "Noon", units: 1 };
    for (const headers of FORGED) expect((await call("POST", "/bookings/quote", { body: good, headers })).status).toBe(403);
    const bad = await call("POST", "/bookings/quote", { body: BAD });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(["endDate", "listingId", "pickupTime", "startDate", "units"]);
    expect((await call("POST", "/bookings/quote", { body: good })).status).toBe(200);
  });
});
