// Searching with dates (issue 18, item 1): only listings with a unit free and open on every day are found, within their
// minimum and maximum days, and each card's total is what booking it costs. Days are picked from today (Lagos) onwards,
// so the tests hold on any day and at any hour (npm run test:dates moves the clock to month and year ends).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, formatDay, todayInLagos } from "../../../core/dates";
import { BOOKING_WINDOW_DAYS } from "../../../core/listing-limits";
import { m } from "../../../core/paraglide/messages";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { InvalidError } from "../../errors";
import { bookingsFixture, type ListingOpts } from "../../testing/bookings";
import { createBookingsService } from "../bookings/bookings.service";
import { HOLDING_STATUSES } from "../../../core/booking-states";
import { searchListings, type CursorKey } from "./search.repo";
import { searchQuerySchema, type Sort } from "./search.schema";
import { searchDateErrors } from "./search-dates";
import { MAX_SEARCH_DAYS, searchDatesOf } from "./search-dates.schema";
import { createSearchService, toFilters, type SearchService } from "./search.service";
import { PAST_START, SEARCH_DATE_MESSAGES } from "../../testing/english";

/** The refusal of an end date past the booking window whose last day is `last`. */
const beyondWindow = (last: string) => m.err_booking_window({ days: BOOKING_WINDOW_DAYS, last: formatDay(last) });

let db: Db;
let listing: (o?: ListingOpts) => Promise<number>;
let search: SearchService;
const q = (input: Record<string, unknown>) => searchQuerySchema.parse(input);
/** Far enough ahead that today's pick-up notice never matters; each test takes days of its own. */
const day = (n: number) => addDaysIso(todayInLagos(), 10 + n);

beforeAll(async () => {
  const f = await bookingsFixture();
  db = f.db;
  listing = f.listing;
  search = createSearchService(db, { cacheCounts: false });
});

async function book(listingId: number, start: string, end: string, status: string, units = 1) {
  await db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, pickup_time, units, status, days,
      price_per_day_kobo, rental_kobo, discount_pct, discount_kobo, service_fee_kobo, vat_kobo, deposit_kobo, total_kobo,
      owner_commission_kobo, owner_payout_kobo, booking_mode)
    values (${listingId}, 'renter', 'owner', ${start}, ${end}, 'Noon', ${units}, ${status}, ${end}::date - ${start}::date + 1,
      2500000, 2500000, 0, 0, 125000, 9375, 0, 2634375, 250000, 2250000, 'request')`);
}

/** Every listing found for the dates (all pages), in price order. */
async function found(startDate: string, endDate?: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const r = await search.search(q({ startDate, endDate, sort: "price-asc", limit: 50, cursor }));
    ids.push(...r.items.map((i) => i.id));
    cursor = r.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

describe("a search with dates", () => {
  it.each(HOLDING_STATUSES)("hides a listing with a %s booking on any one day of the range, and only for those days", async (status) => {
    const [first, middle, last] = [await listing(), await listing(), await listing()];
    await book(first, day(-3), day(0), status);
    await book(middle, day(1), day(1), status);
    await book(last, day(2), day(9), status);
    const inRange = await found(day(0), day(2));
    for (const id of [first, middle, last]) expect(inRange).not.toContain(id);
    expect(await found(day(3))).toEqual(expect.arrayContaining([first, middle]));
    expect(await found(day(-1))).toEqual(expect.arrayContaining([middle, last]));
  });

  it.each(["cancelled", "declined", "expired", "completed"])("still shows a listing whose only booking for the days is %s", async (status) => {
    const id = await listing();
    await book(id, day(20), day(22), status);
    expect(await found(day(20), day(22))).toContain(id);
  });

  it("counts units day by day: shown while a unit is left on every day, hidden when one day is full", async () => {
    const id = await listing({ units: 3 });
    await book(id, day(30), day(30), "confirmed", 2);
    await book(id, day(32), day(32), "requested", 2);
    expect(await found(day(30), day(32))).toContain(id);
    await book(id, day(32), day(34), "awaiting_payment", 1);
    expect(await found(day(30), day(32))).not.toContain(id);
    expect(await found(day(30), day(31))).toContain(id);
    // A cancelled booking gives its units back.
    await book(id, day(31), day(31), "cancelled", 3);
    expect(await found(day(31))).toContain(id);
  });

  it("hides a listing its owner blocked, or an imported calendar closed, on any day of the range", async () => {
    const blocked = await listing();
    const imported = await listing();
    await db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${blocked}, ${day(42)})`);
    const [cal] = rowsOf<{ id: number }>(await db.execute(sql`insert into calendar_imports (listing_id, name, url, status) values (${imported}, 'Airbnb', 'https://example.com/a.ics', 'ok') returning id::int as id`));
    await db.execute(sql`insert into calendar_import_days (import_id, day) values (${cal!.id}, ${day(40)})`);
    const range = await found(day(40), day(42));
    expect(range).not.toContain(blocked);
    expect(range).not.toContain(imported);
    expect(await found(day(41))).toEqual(expect.arrayContaining([blocked, imported]));
  });

  it("keeps to each listing's minimum and maximum days", async () => {
    const id = await listing({ minDays: 3, maxDays: 5 });
    expect(await found(day(50), day(51))).not.toContain(id);
    expect(await found(day(50), day(52))).toContain(id);
    expect(await found(day(50), day(54))).toContain(id);
    expect(await found(day(50), day(55))).not.toContain(id);
  });

  // Issue 38, item 8: a listing the dates leave out for being too few days is said, not left out silently.
  it("counts, by minimum, what the dates leave out only for being too few days: free from the start for its minimum", async () => {
    const inEpe = async (o: ListingOpts = {}) => {
      const id = await listing(o);
      await db.execute(sql`update listings set city = 'Epe' where id = ${id}`);
      return id;
    };
    const [three] = [await inEpe({ minDays: 3 }), await inEpe({ minDays: 3 }), await inEpe({ minDays: 7, maxDays: 10 }), await inEpe()];
    // Booked on its third day, closed on its sixth, or not published: none of these would be found for its minimum.
    const booked = await inEpe({ minDays: 3 });
    await book(booked, day(72), day(72), "confirmed");
    const closed = await inEpe({ minDays: 6 });
    await db.execute(sql`insert into listing_blocked_dates (listing_id, day) values (${closed}, ${day(75)})`);
    await inEpe({ minDays: 3, status: "draft" });

    const epe = { location: "Epe", startDate: day(70), endDate: day(71) };
    expect(await search.longerRentals(q(epe))).toEqual([
      { minDays: 3, count: 2 },
      { minDays: 7, count: 1 },
    ]);
    // The other filters hold as in the search: none of them books instantly.
    expect(await search.longerRentals(q({ ...epe, instant: "true" }))).toEqual([]);
    // As many days as the minimum: the listing is found, and no longer counted.
    expect((await search.search(q({ ...epe, endDate: day(72), limit: 50 }))).items.map((i) => i.id)).toContain(three);
    expect(await search.longerRentals(q({ ...epe, endDate: day(72) }))).toEqual([{ minDays: 7, count: 1 }]);
    expect(await search.longerRentals(q({ location: "Epe" }))).toEqual([]);
  });

  it("leaves out a minimum whose days would end past the last day bookings open, and refused dates", async () => {
    for (const minDays of [5, 30]) {
      const id = await listing({ minDays, maxDays: 30 });
      await db.execute(sql`update listings set city = 'Badagry' where id = ${id}`);
    }
    const start = addDaysIso(todayInLagos(), 170);
    expect(await search.longerRentals(q({ location: "Badagry", startDate: start }))).toEqual([{ minDays: 5, count: 1 }]);
    expect(await search.longerRentals(q({ location: "Badagry", startDate: addDaysIso(todayInLagos(), -1) }))).toEqual([]);
  });

  it("prices each card for the dates exactly as the booking is priced, and then hides the booked listing", async () => {
    const id = await listing({ weeklyPct: 10, monthlyPct: 20, depositKobo: 5_000_000, maxDays: 60 });
    const [start, end] = [day(60), day(67)];
    const r = await search.search(q({ startDate: start, endDate: end, pickupTime: "9:00 AM", limit: 50 }));
    const card = r.items.find((i) => i.id === id)!;
    expect(card.pricePerDayKobo).toBe(2_500_000);
    const booking = await createBookingsService(db).createBooking({ listingId: id, startDate: start, endDate: end, pickupTime: "9:00 AM", units: 1, renterId: "renter" });
    expect(card.quote).toEqual({ startDate: start, endDate: end, pickupTime: "9:00 AM", days: 8, totalKobo: booking.totalKobo, depositKobo: 5_000_000 });
    expect(booking.discountPct).toBe(10);
    expect(await found(start, end)).not.toContain(id);
  });

  it("changes nothing without dates: every published listing, booked or not, without a total", async () => {
    const r = await search.search(q({ limit: 50 }));
    expect(r.items.every((i) => i.quote === undefined)).toBe(true);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from listings where status = 'published'`));
    expect(r.total.count).toBe(row!.n);
  });

  it("counts what it shows, and pages by cursor through the free listings exactly once", async () => {
    const range = [day(0), day(2)] as const;
    const all = await found(...range);
    const r = await search.search(q({ startDate: range[0], endDate: range[1], limit: 50 }));
    expect(r.total.count).toBe(all.length);
    const paged: number[] = [];
    let cursor: string | undefined;
    do {
      const p = await search.search(q({ startDate: range[0], endDate: range[1], sort: "newest", limit: 2, cursor }));
      paged.push(...p.items.map((i) => i.id));
      expect(p.items.every((i) => i.quote?.days === 3)).toBe(true);
      cursor = p.nextCursor ?? undefined;
    } while (cursor);
    expect([...paged].sort()).toEqual([...all].sort());
  });

  // A page that collects sorts its matches first and tests the dates on them in order (search.repo.ts splitWhere); a walk
  // tests them on every row it passes: both must give the same pages, without the booked and blocked listings above.
  const strategyCases: [string, Sort, Record<string, unknown>][] = [
    ...(["price-asc", "price-desc", "newest", "rating"] as const).map((sort): [string, Sort, Record<string, unknown>] => [sort, sort, {}]),
    ["relevance, a word", "relevance", { search: "camera" }],
    ["a word by price", "price-asc", { search: "camera" }],
    ["nearest first from Lagos", "distance", { near: "Lagos" }],
    ["a word nearest first from Lagos", "distance", { search: "camera", near: "Lagos" }],
  ];
  it.each(strategyCases)("finds the same listings whichever strategy answers (%s)", async (_name, sort, input) => {
    // Places for the distance order: a few towns' worth, so that many listings share a distance (ties go by id).
    if (sort === "distance") await db.execute(sql`update listings set latitude = 6.45 + (id % 4) * 0.05, longitude = 3.39 + (id % 3) * 0.05 where latitude is null`);
    const f = toFilters(q({ startDate: day(0), endDate: day(2), sort, ...input }));
    const ids = async (tuning?: { countCap: number; walkRows: number }) => {
      const out: number[] = [];
      let after: CursorKey | undefined;
      do {
        const page = await searchListings(db, f, sort, after, 3, undefined, tuning);
        out.push(...page.items.map((i) => i.id));
        after = page.nextKey;
      } while (after);
      return out;
    };
    const collected = await ids();
    expect(collected.length).toBeGreaterThan(3);
    expect(collected).toEqual(expect.arrayContaining(await found(day(0), day(2))));
    for (const walkRows of [2, 5, 40]) expect(await ids({ countCap: 2, walkRows })).toEqual(collected);
  });

  it("holds a listing's turnaround days after each booking and before one that follows (issue 36)", async () => {
    const id = await listing({ turnaroundDays: 2 });
    await book(id, day(50), day(51), "confirmed");
    // Rentals of d…e hold d…e + 2: the two days after the booking, and any range ending within 2 days before it, are out.
    for (const [start, end] of [[day(52), day(52)], [day(53), day(55)], [day(47), day(48)], [day(49), day(49)]]) expect(await found(start!, end)).not.toContain(id);
    expect(await found(day(54), day(55))).toContain(id);
    expect(await found(day(46), day(47))).toContain(id);
  });
});

describe("the dates asked for", () => {
  it("reads the home page's older names, an end date defaulting to the start, and a blank date as none", () => {
    expect(searchDatesOf(q({ date: "2030-01-05", time: "Noon" }))).toEqual({ startDate: "2030-01-05", endDate: "2030-01-05", days: 1, pickupTime: "Noon" });
    expect(searchDatesOf(q({ startDate: "2030-01-05", endDate: "2030-01-07", date: "2030-02-01" }))).toMatchObject({ startDate: "2030-01-05", days: 3 });
    expect(searchDatesOf(q({ date: "", time: "Noon" }))).toBeUndefined();
  });

  it.each([
    [{ startDate: "2030-02-30" }, "startDate", SEARCH_DATE_MESSAGES.badDate],
    [{ startDate: "5 Jan" }, "startDate", SEARCH_DATE_MESSAGES.badDate],
    [{ date: "2030-13-01" }, "date", SEARCH_DATE_MESSAGES.badDate],
    [{ startDate: "2030-01-05", pickupTime: "midnight" }, "pickupTime", SEARCH_DATE_MESSAGES.badTime],
    [{ endDate: "2030-01-05" }, "startDate", SEARCH_DATE_MESSAGES.startMissing],
    [{ startDate: "2030-01-05", endDate: "2030-01-04" }, "endDate", SEARCH_DATE_MESSAGES.endBeforeStart],
    [{ startDate: "2030-01-01", endDate: addDaysIso("2030-01-01", MAX_SEARCH_DAYS) }, "endDate", SEARCH_DATE_MESSAGES.tooLong],
  ])("refuses %j, naming %s", (input, field, message) => {
    const r = searchQuerySchema.safeParse(input);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([[field, message]]);
  });

  it("takes the longest rental there is", () => {
    expect(searchQuerySchema.safeParse({ startDate: "2030-01-01", endDate: addDaysIso("2030-01-01", MAX_SEARCH_DAYS - 1) }).success).toBe(true);
  });

  // 11:30 in Lagos on 31 March (UTC 10:30): tomorrow is April.
  const now = new Date("2030-03-31T10:30:00Z");
  const dates = (startDate: string, endDate = startDate, pickupTime?: string) => searchDatesOf(q({ startDate, endDate, pickupTime }))!;
  it.each([
    ["yesterday", dates("2030-03-30"), { startDate: PAST_START }],
    ["today at noon, half an hour away", dates("2030-03-31", "2030-04-01", "Noon"), { pickupTime: "A pick-up today must be at least 1 hour from now: choose 1:00 PM or later" }],
    ["the last day bookings open, plus one", dates("2030-04-01", addDaysIso("2030-03-31", 181)), { endDate: beyondWindow("2030-09-27") }],
  ])("refuses %s as of 11:30 on 31 March", (_name, d, fields) => {
    expect(searchDateErrors(d, now)).toEqual(fields);
  });

  it.each([
    ["today at 1 PM", dates("2030-03-31", "2030-03-31", "1:00 PM")],
    ["today without a time", dates("2030-03-31")],
    ["tomorrow, 1 April, at 8 AM", dates("2030-04-01", "2030-04-01", "8:00 AM")],
    ["today to the last day bookings open", dates("2030-03-31", addDaysIso("2030-03-31", 180), "5:00 PM")],
  ])("takes %s", (_name, d) => {
    expect(searchDateErrors(d, now)).toEqual({});
  });

  it("refuses today without a time once no pick-up is left, after 4 PM", () => {
    expect(searchDateErrors(dates("2030-03-31"), new Date("2030-03-31T15:30:00Z"))).toEqual({ startDate: expect.stringMatching(/No pick-up time is left today/) });
  });

  it("makes the service refuse, with the field, rather than search", async () => {
    const at = createSearchService(db, { now: () => now, cacheCounts: false });
    await expect(at.search(q({ startDate: "2030-03-30" }))).rejects.toThrow(InvalidError);
    await expect(at.search(q({ startDate: "2030-03-30" }))).rejects.toMatchObject({ fields: { startDate: PAST_START } });
    expect((await at.search(q({ startDate: "2030-04-02" }))).items.length).toBeGreaterThan(0);
  });
});
