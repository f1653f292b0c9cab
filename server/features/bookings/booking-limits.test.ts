// Abuse limits on booking: a renter may hold only so many bookings waiting for an answer or a payment (3 before their
// e-mail address is verified, 10 after), counted with their row locked so that a burst cannot slip past; and bookings
// and quotes are rate limited per account and per client address. A refusal says why and writes nothing.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import { rowsOf } from "../../db/rows";
import { ConflictError, NotFoundError, RateLimitedError } from "../../errors";
import { bookingsFixture } from "../../testing/bookings";
import { createRateLimiter, LIMITS } from "../accounts/rate-limit";
import { createBookingViews } from "./booking-views";
import { createBookingsService } from "./bookings.service";
import { m } from "../../../core/paraglide/messages";

const TODAY = "2026-11-23";
const NOW = new Date(`${TODAY}T09:00:00Z`);
const clock = { now: () => NOW, today: () => TODAY };
const { db, listing } = await bookingsFixture(["ada", "bola", "chidi", "dayo", "ebere", "femi", "gozie"]);
const holds = { unverified: 3, verified: 10 };
const service = createBookingsService(db, { ...clock, holds });

const ask = (listingId: number, renterId: string) => ({ listingId, renterId, startDate: addDaysIso(TODAY, 5), endDate: addDaysIso(TODAY, 6), pickupTime: "10:00 AM" as const, units: 1 });
const bookingsOf = async (renterId: string) =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bookings where renter_id = ${renterId}`))[0]!.n;
const verify = (id: string) => db.execute(sql`update users set email_verified = true where id = ${id}`);

/** Books a new listing (instant: awaiting payment; request: requested) for `renterId`. */
async function bookNew(renterId: string, mode: "instant" | "request" = "instant") {
  return service.createBooking(ask(await listing({ mode }), renterId));
}

describe("bookings waiting for an answer or a payment", () => {
  it("are capped at 3 before the e-mail is verified: the 4th is refused with the reason and not written", async () => {
    await bookNew("ada");
    await bookNew("ada", "request");
    await bookNew("ada");
    const refused = await bookNew("ada").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as Error).message).toBe(m.err_too_many_waiting_unverified({ cap: 3 }));
    expect((refused as Error).message).toMatch(/Verify your email address/);
    expect(await bookingsOf("ada")).toBe(3);
  });

  it("are capped at 10 once it is verified", async () => {
    await verify("bola");
    for (let i = 0; i < 10; i++) await bookNew("bola", i % 2 ? "request" : "instant");
    const refused = await bookNew("bola").catch((e: unknown) => e);
    expect((refused as Error).message).toBe(m.err_too_many_waiting_verified({ cap: 10 }));
    expect(await bookingsOf("bola")).toBe(10);
  });

  it("free a place when one is paid, cancelled or declined: only waiting bookings count", async () => {
    const [a, b, c] = [await bookNew("chidi"), await bookNew("chidi", "request"), await bookNew("chidi")];
    await expect(bookNew("chidi")).rejects.toThrow(ConflictError);
    await service.transition(a.id, "pay", { actor: "system", userId: null });
    await bookNew("chidi");
    await service.cancel(c.id, { actor: "renter", userId: "chidi" });
    await bookNew("chidi");
    await service.decline(b.id, "owner");
    await bookNew("chidi");
    await expect(bookNew("chidi")).rejects.toThrow(ConflictError);
  });

  it("hold under a burst: 12 bookings at once from one unverified renter, on 12 listings, make exactly 3", async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => listing({ mode: "instant" })));
    const results = await Promise.allSettled(ids.map((id) => service.createBooking(ask(id, "dayo"))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(ConflictError);
    expect(await bookingsOf("dayo")).toBe(3);
  });

  it("are not capped when no cap is set (the services' default in tests)", async () => {
    const open = createBookingsService(db, clock);
    for (let i = 0; i < 5; i++) await open.createBooking(ask(await listing({ mode: "instant" }), "ebere"));
    expect(await bookingsOf("ebere")).toBe(5);
  });
});

describe("rate limits", () => {
  it("count bookings per account: past the limit, RateLimitedError with a retry time, and nothing is looked up or written", async () => {
    const limited = createBookingsService(db, { ...clock, limiter: createRateLimiter(db, () => NOW) });
    // Attempts count whether they succeed or not (an unknown listing here).
    for (let i = 0; i < LIMITS.bookingAccount.limit; i++) await expect(limited.createBooking(ask(999_999, "femi"), { ip: `192.0.2.${i}` })).rejects.toThrow(NotFoundError);
    const over = await limited.createBooking(ask(await listing({ mode: "instant" }), "femi"), { ip: "192.0.2.200" }).catch((e: unknown) => e);
    expect(over).toBeInstanceOf(RateLimitedError);
    expect((over as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
    expect(await bookingsOf("femi")).toBe(0);
  });

  it("count bookings per client address, whichever accounts they come from", async () => {
    const limited = createBookingsService(db, { ...clock, limiter: createRateLimiter(db, () => NOW) });
    for (let i = 0; i < LIMITS.bookingIp.limit; i++) await expect(limited.createBooking(ask(999_999, `someone-${i}`), { ip: "198.51.100.7" })).rejects.toThrow(NotFoundError);
    await expect(limited.createBooking(ask(await listing({ mode: "instant" }), "gozie"), { ip: "198.51.100.7" })).rejects.toThrow(RateLimitedError);
    // Another address is not affected.
    await limited.createBooking(ask(await listing({ mode: "instant" }), "gozie"), { ip: "198.51.100.8" });
  });

  it("count quotes per account and per address", async () => {
    const views = createBookingViews(db, { now: () => NOW, limiter: createRateLimiter(db, () => NOW) });
    const id = await listing({ mode: "instant" });
    const quote = (renterId: string | undefined, ip: string) => views.quote({ listingId: id, startDate: addDaysIso(TODAY, 5), endDate: addDaysIso(TODAY, 6), pickupTime: "10:00 AM", units: 1 }, renterId, { ip });
    for (let i = 0; i < LIMITS.quoteAccount.limit; i++) await quote("quoter", `203.0.113.${i % 250}`);
    await expect(quote("quoter", "203.0.113.251")).rejects.toThrow(RateLimitedError);
    await expect(quote("someone-else", "203.0.113.251")).resolves.toMatchObject({ days: 2 });
  });
});
