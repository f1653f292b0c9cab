// The cart as a renter uses it (issue 19): lines checked as bookings when added, each shown priced as now with whatever
// would stop it being booked, and checkout all or nothing — every line held, or none and each refused line named with
// its reason. Also under a storm: 50 carts of 3 lines racing over shared listings are each held whole or not at all, and
// no day of any listing is over-held. On both databases (PGlite runs one transaction at a time; PostgreSQL races).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso } from "../../../core/dates";
import { CART_LINES_MAX } from "../../../core/cart";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ConflictError, ForbiddenError, InvalidError, LinesConflictError, NotFoundError } from "../../errors";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import * as bookingsRepo from "../bookings/bookings.repo";
import { createBookingsService } from "../bookings/bookings.service";
import { createCartService, type CartService } from "./cart.service";
import { CART_EMPTY, DATES_TAKEN, OWN_LISTING } from "../../testing/english";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const CART_REFUSED = m.err_cart_refused({}, { locale: "en" });
const LINE_NOT_FOUND = m.err_cart_line_not_found({}, { locale: "en" });
const CART_FULL = m.err_cart_full({ max: CART_LINES_MAX }, { locale: "en" });
const LISTING_GONE = m.err_cart_listing_gone({}, { locale: "en" });
const LISTING_PAUSED = m.err_cart_listing_paused({}, { locale: "en" });

const TODAY = "2026-11-23";
const CARTS = 50;
const day = (n: number) => addDaysIso(TODAY, n);
let db: Db;
let listing: (o?: ListingOpts) => Promise<number>;
let cart: CartService;
let capped: CartService;
const people = Array.from({ length: CARTS }, (_, i) => `planner${i}`);

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture(people));
  // 07:00 in Lagos: a pick-up at 10:00 AM today is still far enough ahead.
  const now = () => new Date(`${TODAY}T06:00:00Z`);
  cart = createCartService(db, { bookings: createBookingsService(db, { now }), now, secret: async () => "a test key for visitors' carts" });
  capped = createCartService(db, { bookings: createBookingsService(db, { now, holds: { unverified: 3, verified: 10 } }), now });
});

const line = (listingId: number, start = 3, end = 4, units = 1) => ({ listingId, startDate: day(start), endDate: day(end), pickupTime: "10:00 AM", units });
const bookingsOf = async (renterId: string) =>
  rowsOf<{ listingId: number; status: string }>(await db.execute(sql`select listing_id::int as "listingId", status::text as status from bookings where renter_id = ${renterId} order by id`));
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(() => undefined, (x: unknown) => x);
  expect(e).toBeInstanceOf(LinesConflictError);
  return (e as LinesConflictError).lines;
};

describe("adding and showing lines", () => {
  it("shows each line with its owner, dates and quote, and the cart's totals; the same listing and dates again replaces its units", async () => {
    const hall = await listing({ mode: "request", units: 1 });
    const chairs = await listing({ owner: "owner2", mode: "instant", units: 5, depositKobo: 100_000 });
    await cart.add("renter", line(hall));
    const { created } = await cart.add("renter", line(chairs, 3, 4, 2));
    expect(created).toBe(true);
    expect((await cart.add("renter", line(chairs, 3, 4, 3))).created).toBe(false);
    const view = await cart.view("renter");
    expect(view.lines.map((l) => [l.listingId, l.units, l.ownerName, l.problems])).toEqual([
      [hall, 1, "owner", []],
      [chairs, 3, "owner2", []],
    ]);
    const [h, c] = view.lines;
    expect(h!.quote).toMatchObject({ days: 2, units: 1, rentalKobo: 5_000_000 });
    expect(c!.quote).toMatchObject({ days: 2, units: 3, rentalKobo: 15_000_000, depositKobo: 300_000 });
    expect(view.totals.totalKobo).toBe(h!.quote!.totalKobo + c!.quote!.totalKobo);
    expect(view.totals.depositKobo).toBe(300_000);
    expect(view.ready).toBe(true);
    expect(await cart.count("renter")).toBe(2);
  });

  it("refuses what could not be booked — its own listing, days taken, a past date, an unknown listing, too many units — and stores nothing", async () => {
    const mine = await listing({ owner: "renter2" });
    const taken = await listing();
    await db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${taken}, ${day(3)})`);
    const before = await cart.count("renter2");
    await expect(cart.add("renter2", line(mine))).rejects.toThrow(ForbiddenError);
    await expect(cart.add("renter2", line(mine))).rejects.toThrow(OWN_LISTING);
    await expect(cart.add("renter2", line(taken))).rejects.toThrow(ConflictError);
    await expect(cart.add("renter2", { ...line(taken), startDate: day(-2) })).rejects.toThrow(InvalidError);
    await expect(cart.add("renter2", line(999_999))).rejects.toThrow(NotFoundError);
    await expect(cart.add("renter2", line(taken, 5, 6, 2))).rejects.toThrow(InvalidError);
    await expect(cart.add("renter2", { listingId: taken, startDate: "soon" })).rejects.toThrow(InvalidError);
    expect(await cart.count("renter2")).toBe(before);
  });

  it(`holds at most ${CART_LINES_MAX} lines`, async () => {
    const ids = await Promise.all(Array.from({ length: CART_LINES_MAX + 1 }, () => listing()));
    for (const id of ids.slice(0, CART_LINES_MAX)) await cart.add("planner49", line(id, 40, 41));
    await expect(cart.add("planner49", line(ids.at(-1)!, 40, 41))).rejects.toThrow(CART_FULL);
    // Changing a line it already holds is no new line.
    await cart.add("planner49", line(ids[0]!, 40, 41, 1));
    await db.execute(sql`delete from cart_lines where user_id = 'planner49'`);
  });

  it("never lets one person see, change or remove another's line", async () => {
    const id = await listing();
    const { id: lineId } = await cart.add("renter", line(id, 20, 21));
    await expect(cart.remove("renter2", lineId)).rejects.toThrow(LINE_NOT_FOUND);
    await expect(cart.change("renter2", lineId, { startDate: day(22), endDate: day(23), pickupTime: "Noon", units: 1 })).rejects.toThrow(NotFoundError);
    expect((await cart.view("renter2")).lines.map((l) => l.id)).not.toContain(lineId);
    expect((await cart.view("renter")).lines.find((l) => l.id === lineId)).toMatchObject({ startDate: day(20) });
    await cart.remove("renter", lineId);
    expect((await cart.view("renter")).lines.map((l) => l.id)).not.toContain(lineId);
  });
});

describe("flags before checkout", () => {
  it("flags a changed price, a paused listing, a deleted one and days taken since — and checkout names each, holding nothing", async () => {
    const [priced, paused, gone, takenSince, fine] = await Promise.all([listing(), listing(), listing(), listing(), listing({ owner: "owner2" })]);
    for (const id of [priced, paused, gone, takenSince, fine]) await cart.add("planner0", line(id, 8, 9));
    await db.execute(sql`update listings set price_per_day_kobo = 3000000 where id = ${priced}`);
    await db.execute(sql`update listings set status = 'paused' where id = ${paused}`);
    await db.execute(sql`update listings set status = 'deleted' where id = ${gone}`);
    await db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${takenSince}, ${day(9)})`);

    const view = await cart.view("planner0");
    const kinds = Object.fromEntries(view.lines.map((l) => [l.listingId, l.problems.map((p) => p.kind)]));
    expect(kinds).toEqual({ [priced]: ["price"], [paused]: ["paused"], [gone]: ["gone"], [takenSince]: ["dates"], [fine]: [] });
    const price = view.lines.find((l) => l.listingId === priced)!;
    expect(price.problems[0]!.message).toMatch(/₦25,000 a day then, ₦30,000 a day now/);
    expect(price.quote!.rentalKobo).toBe(6_000_000);
    expect(view.lines.find((l) => l.listingId === paused)!.problems[0]!.message).toBe(LISTING_PAUSED);
    expect(view.lines.find((l) => l.listingId === gone)!.problems[0]!.message).toBe(LISTING_GONE);
    expect(view.ready).toBe(false);

    const lines = await refusal(cart.checkout("planner0"));
    const byListing = Object.fromEntries(lines.map((r) => [view.lines.find((l) => l.id === r.id)!.listingId, r.message]));
    expect(Object.keys(byListing).map(Number).sort()).toEqual([priced, paused, gone, takenSince].sort());
    expect(await bookingsOf("planner0")).toEqual([]);
    expect(await cart.count("planner0")).toBe(5);

    // Taking the new price, and removing the rest, makes it bookable.
    await cart.add("planner0", line(priced, 8, 9));
    for (const l of view.lines) if ([paused, gone, takenSince].includes(l.listingId)) await cart.remove("planner0", l.id);
    expect((await cart.view("planner0")).ready).toBe(true);
    const made = await cart.checkout("planner0");
    expect(made.map((m) => m.booking.listingId).sort()).toEqual([priced, fine].sort());
    expect(made.find((m) => m.booking.listingId === priced)!.booking.rentalKobo).toBe(6_000_000);
  });
});

describe("terms the renter accepted", () => {
  it("flags a new price per day even when the total comes out the same, and a listing that turned instant", async () => {
    const [same, turned] = await Promise.all([listing({ depositKobo: 500_000 }), listing({ mode: "request" })]);
    await cart.add("planner7", line(same, 8, 9));
    const { id: turnedLine } = await cart.add("planner7", line(turned, 8, 9));
    // ₦1,000 a day more over two days is ₦2,215 more with the fee and its VAT; ₦2,215 less deposit makes the same total.
    const before = (await cart.view("planner7")).lines[0]!.quote!.totalKobo;
    await db.execute(sql`update listings set price_per_day_kobo = 2600000, caution_deposit_kobo = caution_deposit_kobo - 221500 where id = ${same}`);
    expect((await cart.view("planner7")).lines[0]!.quote!.totalKobo).toBe(before);
    await db.execute(sql`update listings set booking_mode = 'instant' where id = ${turned}`);
    const view = await cart.view("planner7");
    expect(view.lines.map((l) => l.problems.map((p) => p.kind))).toEqual([["price"], ["price"]]);
    expect(view.lines[0]!.problems[0]!.message).toMatch(/₦25,000 a day then, ₦26,000 a day now/);
    expect(view.lines[1]!.problems[0]!.message).toBe(m.err_mode_now_instant());
    const lines = await refusal(cart.checkout("planner7"));
    expect(lines.map((l) => l.id)).toEqual([view.lines[0]!.id, turnedLine]);
    expect(await bookingsOf("planner7")).toEqual([]);
  });

  it("keeps a changed price flagged when the line's dates change, or all lines' dates", async () => {
    const id = await listing();
    const { id: lineId } = await cart.add("planner8", line(id, 8, 9));
    await db.execute(sql`update listings set price_per_day_kobo = 3000000 where id = ${id}`);
    await cart.change("planner8", lineId, { startDate: day(10), endDate: day(12), pickupTime: "Noon", units: 1 });
    let [moved] = (await cart.view("planner8")).lines;
    expect(moved!.problems.map((p) => p.kind)).toEqual(["price"]);
    expect(moved!.addedTotalKobo).toBeLessThan(moved!.quote!.totalKobo);
    await cart.applyDates("planner8", { startDate: day(14), endDate: day(15), pickupTime: "Noon" });
    [moved] = (await cart.view("planner8")).lines;
    expect(moved!.problems.map((p) => p.kind)).toEqual(["price"]);
    await expect(cart.checkout("planner8")).rejects.toThrow(LinesConflictError);
  });

  it("names every line that cannot be booked at once: a pick-up now past and days taken", async () => {
    const [a, b] = await Promise.all([listing(), listing()]);
    const { id: past } = await cart.add("planner9", line(a, 0, 0));
    const { id: taken } = await cart.add("planner9", line(b, 8, 8));
    await db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${b}, ${day(8)})`);
    const late = createCartService(db, { bookings: createBookingsService(db, { now: () => new Date(`${TODAY}T12:00:00Z`) }), now: () => new Date(`${TODAY}T12:00:00Z`) });
    expect((await refusal(late.checkout("planner9"))).map((l) => l.id)).toEqual([past, taken]);
  });
});

describe("checkout, all or nothing", () => {
  it("books every line for its owner — instant ones to pay, requests to answer — and empties the cart", async () => {
    const hall = await listing({ mode: "request" });
    const chairs = await listing({ owner: "owner2", mode: "instant", units: 200 });
    const generator = await listing({ mode: "instant" });
    await cart.add("planner1", line(hall, 12, 13));
    await cart.add("planner1", line(chairs, 12, 13, 150));
    await cart.add("planner1", line(generator, 12, 13));
    const made = await cart.checkout("planner1");
    expect(made.map((m) => [m.booking.listingId, m.booking.status, m.booking.units])).toEqual([
      [hall, "requested", 1],
      [chairs, "awaiting_payment", 150],
      [generator, "awaiting_payment", 1],
    ]);
    expect(new Set(made.map((m) => m.booking.ownerId))).toEqual(new Set(["owner", "owner2"]));
    expect(await cart.count("planner1")).toBe(0);
    await expect(cart.checkout("planner1")).rejects.toThrow(CART_EMPTY);
  });

  it("holds nothing when one line's days were just booked by someone else, and names that line", async () => {
    const a = await listing();
    const b = await listing();
    await cart.add("planner2", line(a, 14, 15));
    const { id: lost } = await cart.add("planner2", line(b, 14, 15));
    await cart.add("planner3", line(b, 15, 16));
    await cart.checkout("planner3");
    expect(await refusal(cart.checkout("planner2"))).toEqual([{ id: lost, message: DATES_TAKEN }]);
    expect(await bookingsOf("planner2")).toEqual([]);
    expect(await cart.count("planner2")).toBe(2);
  });

  it("never lets two lines of one listing over-hold it", async () => {
    const one = await listing({ units: 1 });
    await cart.add("planner4", line(one, 16, 17));
    const { id: second } = await cart.add("planner4", line(one, 17, 18));
    expect(await refusal(cart.checkout("planner4"))).toEqual([{ id: second, message: DATES_TAKEN }]);
    expect(await bookingsOf("planner4")).toEqual([]);
  });

  it("counts the whole cart against the cap of bookings waiting, and says so", async () => {
    const ids = await Promise.all([listing(), listing(), listing(), listing()]);
    for (const id of ids) await capped.add("planner5", line(id, 18, 19));
    await expect(capped.checkout("planner5")).rejects.toThrow(m.err_cart_over_cap({ cap: 3, waiting: 0, adding: 4 }));
    expect(await bookingsOf("planner5")).toEqual([]);
    expect(await capped.count("planner5")).toBe(4);
    // Three lines are within the cap; once they wait, one more line is the one-booking refusal.
    await capped.remove("planner5", (await capped.view("planner5")).lines[3]!.id);
    expect(await capped.checkout("planner5")).toHaveLength(3);
    await capped.add("planner5", line(ids[3]!, 18, 19));
    await expect(capped.checkout("planner5")).rejects.toThrow(m.err_too_many_waiting_unverified({ cap: 3 }));
  });

  it("'Apply these dates to all' moves every line to the same dates, one line per listing, each priced as now", async () => {
    const [x, y] = await Promise.all([listing(), listing({ mode: "instant" })]);
    await cart.add("planner6", line(x, 20, 20));
    await cart.add("planner6", line(x, 22, 22, 1));
    await cart.add("planner6", line(y, 24, 26));
    await cart.applyDates("planner6", { startDate: day(30), endDate: day(31), pickupTime: "Noon" });
    const view = await cart.view("planner6");
    expect(view.lines.map((l) => [l.listingId, l.startDate, l.endDate, l.pickupTime, l.quote?.days, l.problems])).toEqual([
      [x, day(30), day(31), "Noon", 2, []],
      [y, day(30), day(31), "Noon", 2, []],
    ]);
    await expect(cart.applyDates("planner6", { startDate: day(-1), endDate: day(0), pickupTime: "Noon" })).rejects.toThrow(InvalidError);
    await expect(cart.applyDates("nobody-with-a-cart", { startDate: day(30), endDate: day(31), pickupTime: "Noon" })).rejects.toThrow(CART_EMPTY);
  });
});

describe("a visitor's cart", () => {
  it("keeps lines in its cookie with the same checks and view as an account's, and joins the account's cart at sign-in: no line lost, none twice", async () => {
    const [hall, chairs, mine] = await Promise.all([listing(), listing({ owner: "owner2", units: 200, mode: "instant" }), listing({ owner: "planner10" })]);
    let cookie: string | undefined;
    ({ cookie } = await cart.visitor.add(cookie, line(hall, 20, 21)));
    const { cookie: two, id: chairsLine } = await cart.visitor.add(cookie, line(chairs, 20, 21, 100));
    cookie = await cart.visitor.change(two, chairsLine, { startDate: day(20), endDate: day(21), pickupTime: "Noon", units: 150 });
    ({ cookie } = await cart.visitor.add(cookie, line(mine, 22, 22)));
    await expect(cart.visitor.add(cookie, line(hall, -3, -2))).rejects.toThrow(InvalidError);
    expect(await cart.visitor.count(cookie)).toBe(3);
    const view = await cart.visitor.view(cookie);
    expect(view.lines.map((l) => [l.listingId, l.units, l.problems])).toEqual([
      [hall, 1, []],
      [chairs, 150, []],
      [mine, 1, []],
    ]);
    expect(await cart.visitor.view(`${cookie}x`)).toEqual({ lines: [], totals: expect.any(Object), ready: false });

    // The account already holds the hall for the same days (1 unit) and a generator.
    const generator = await listing();
    await cart.add("planner10", line(hall, 20, 21));
    await cart.add("planner10", line(generator, 20, 21));
    expect(await cart.mergeVisitor("planner10", cookie)).toBe(3);
    const merged = await cart.view("planner10");
    expect(merged.lines.map((l) => [l.listingId, l.units]).sort()).toEqual([[hall, 1], [generator, 1], [chairs, 150], [mine, 1]].sort());
    // Their own listing, chosen before they signed in, is theirs to remove.
    expect(merged.lines.find((l) => l.listingId === mine)!.problems.map((p) => p.kind)).toEqual(["own"]);
    // Merging the same cookie again (a second tab) changes nothing.
    await cart.mergeVisitor("planner10", cookie);
    expect(await cart.count("planner10")).toBe(4);
    await db.execute(sql`delete from cart_lines where user_id = 'planner10'`);
  });

  it("merges no more than twice the cap, however many cookies are replayed; a line for the same listing and dates still updates", async () => {
    const ids = await Promise.all(Array.from({ length: 2 * CART_LINES_MAX + 2 }, () => listing()));
    for (const id of ids.slice(0, 2 * CART_LINES_MAX - 1)) await db.execute(sql`insert into cart_lines (user_id, listing_id, start_date, end_date, pickup_time, units, price_per_day_kobo, total_kobo, booking_mode)
      values ('planner11', ${id}, ${day(40)}, ${day(40)}, 'Noon', 1, 2500000, 2768750, 'request')`);
    let cookie: string | undefined;
    for (const id of [ids[0]!, ...ids.slice(-3)]) ({ cookie } = await cart.visitor.add(cookie, line(id, 40, 40, 1)));
    expect(await cart.mergeVisitor("planner11", cookie)).toBe(2);
    expect(await cart.count("planner11")).toBe(2 * CART_LINES_MAX);
    await db.execute(sql`delete from cart_lines where user_id = 'planner11'`);
  });

  it("removes lines and applies dates to all in the cookie; another cookie's line ids are not its own", async () => {
    const [a, b] = await Promise.all([listing(), listing()]);
    let { cookie } = await cart.visitor.add(undefined, line(a, 20, 20));
    ({ cookie } = await cart.visitor.add(cookie, line(b, 24, 25)));
    cookie = await cart.visitor.applyDates(cookie, { startDate: day(30), endDate: day(31), pickupTime: "Noon" });
    expect((await cart.visitor.view(cookie)).lines.map((l) => [l.startDate, l.endDate, l.quote?.days])).toEqual([
      [day(30), day(31), 2],
      [day(30), day(31), 2],
    ]);
    await expect(cart.visitor.remove(cookie, 99)).rejects.toThrow(NotFoundError);
    cookie = await cart.visitor.remove(cookie, 1);
    expect((await cart.visitor.view(cookie)).lines.map((l) => l.listingId)).toEqual([b]);
  });
});

describe(`${CARTS} carts of 3 lines racing for overlapping items`, () => {
  it("holds each cart whole or not at all, and over-holds no day", async () => {
    // Six 1-unit listings and two of 3 units; each planner wants three of them for overlapping weekends.
    const small = await Promise.all(Array.from({ length: 6 }, () => listing({ mode: "instant" })));
    const big = await Promise.all(Array.from({ length: 2 }, () => listing({ mode: "request", units: 3 })));
    const all = [...small, ...big];
    // Each planner's cart holds this test's three lines only.
    await db.execute(sql`delete from cart_lines where user_id like 'planner%'`);
    for (const [i, p] of people.entries()) {
      const start = 50 + (i % 4);
      for (const k of [0, 1, 2]) await cart.add(p, line(all[(i + k * 3) % all.length]!, start, start + 1));
    }
    const results = await Promise.allSettled(people.map((p) => cart.checkout(p)));
    let whole = 0;
    for (const [i, r] of results.entries()) {
      const held = (await bookingsOf(people[i]!)).filter((b) => b.status !== "cancelled");
      if (r.status === "fulfilled") {
        whole++;
        expect(r.value).toHaveLength(3);
      } else {
        expect(r.reason).toBeInstanceOf(LinesConflictError);
        expect((r.reason as LinesConflictError).message).toBe(CART_REFUSED);
      }
      expect(held.filter((b) => all.includes(b.listingId))).toHaveLength(r.status === "fulfilled" ? 3 : 0);
    }
    expect(whole).toBeGreaterThan(0);
    expect(whole).toBeLessThan(CARTS);
    expect(await bookingsRepo.overHeldDays(db, undefined, day(49), day(56))).toEqual([]);
  });
});
