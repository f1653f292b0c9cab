// The pages' dates (issue 18 item 1): a category page with dates lists only what is free on every day, priced for them,
// with 'Load More' on the same dates; dates that cannot be booked are said beside their field and left out; browse
// keeps the chosen dates in its form and says what is wrong with refused ones. Days are taken from today in Lagos.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "@core/dates";
import { rowsOf } from "../../../server/db/rows";
import { apiHarness } from "../../../server/testing/http";
import type { Route } from "../home/+types/$category";
import type { Route as BrowseRoute } from "./+types/index";
import { loader as browseLoader } from "./index";
import { loader as categoryLoader } from "~/routes/home/$category";
import { testContext } from "../../../server/testing/page-context";
import { PAST_START, SEARCH_DATE_MESSAGES } from "../../../server/testing/english";

const h = await apiHarness({ seed: true });
const context = testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session: null, meta: { ip: "10.0.0.1", headers: new Headers() } });
const day = (n: number) => addDaysIso(todayInLagos(), n);
const [target] = rowsOf<{ id: number; units: number; category: string }>(
  await h.db.execute(sql`select l.id::int as id, l.units, c.slug as category from listings l join categories c on c.id = l.category_id
    where l.status = 'published' and l.min_days = 1 order by l.id limit 1`),
);

async function categoryPage(query: Record<string, string>) {
  const request = new Request(`http://localhost/${target!.category}?${new URLSearchParams(query)}`);
  return categoryLoader({ request, params: { category: target!.category }, context } as unknown as Route.LoaderArgs);
}

/** Every item of the category for the query, following 'Load More' as the page builds it (the dates carried on). */
async function allItems(query: Record<string, string>) {
  let page = await categoryPage(query);
  const items = [...page.result.items];
  while (page.result.nextCursor) {
    page = await categoryPage({ ...page.chosen, cursor: page.result.nextCursor });
    items.push(...page.result.items);
  }
  return items;
}

describe("a category page with dates", () => {
  it("lists only the items free on every day, each with its total, page after page", async () => {
    const dates = { startDate: day(30), endDate: day(32), pickupTime: "10:00 AM" };
    const before = await allItems(dates);
    expect(before.map((i) => i.id)).toContain(target!.id);
    expect(before.every((i) => i.quote?.days === 3 && i.quote.pickupTime === "10:00 AM")).toBe(true);
    // All its units held on the middle day, by someone other than its owner.
    await h.db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, pickup_time, units, status, days,
        price_per_day_kobo, rental_kobo, discount_pct, discount_kobo, service_fee_kobo, vat_kobo, deposit_kobo, total_kobo,
        owner_commission_kobo, owner_payout_kobo, booking_mode)
      select l.id, (select id from users where id <> l.owner_id order by id limit 1), l.owner_id, ${day(31)}, ${day(31)}, 'Noon', l.units,
        'confirmed', 1, 100, 100, 0, 0, 5, 0, 0, 105, 10, 90, 'request'
      from listings l where l.id = ${target!.id}`);
    const after = await allItems(dates);
    expect(after.map((i) => i.id)).not.toContain(target!.id);
    expect(after.length).toBe(before.length - 1);
    // Without dates it is listed as always, without a total.
    const undated = await allItems({});
    expect(undated.map((i) => i.id)).toContain(target!.id);
    expect(undated.every((i) => i.quote === undefined)).toBe(true);
  });

  it("says what is wrong with dates that cannot be booked, and lists the items without them", async () => {
    const past = await categoryPage({ startDate: day(-1) });
    expect(past.errors).toEqual({ startDate: PAST_START });
    expect(past.asked).toEqual({ startDate: day(-1) });
    expect(past.chosen).toEqual({});
    expect(past.result.items.length).toBeGreaterThan(0);
    expect(past.result.items.every((i) => i.quote === undefined)).toBe(true);
    const reversed = await categoryPage({ startDate: day(5), endDate: day(4) });
    expect(reversed.errors).toEqual({ endDate: SEARCH_DATE_MESSAGES.endBeforeStart });
    expect(reversed.result.items.length).toBeGreaterThan(0);
  });

  it("orders the items nearest first from a chosen place, with their distances, on dates too; an unknown place is said beside its field", async () => {
    const all = await allItems({});
    const near = await allItems({ near: "Ibadan" });
    expect(near.map((i) => i.id).sort()).toEqual(all.map((i) => i.id).sort());
    const km = near.map((i) => i.distanceKm!);
    expect(km.every((d) => typeof d === "number")).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    const both = await categoryPage({ near: "Ibadan", startDate: day(10), endDate: day(11) });
    expect(both.chosen).toEqual({ near: "Ibadan", startDate: day(10), endDate: day(11) });
    expect(both.result.items.every((i) => i.quote !== undefined && i.distanceKm !== undefined)).toBe(true);
    const unknown = await categoryPage({ near: "Atlantis" });
    expect(Object.keys(unknown.errors)).toEqual(["near"]);
    expect(unknown.asked).toEqual({ near: "Atlantis" });
    expect(unknown.chosen).toEqual({});
    expect(unknown.result.items.length).toBeGreaterThan(0);
    expect(unknown.result.items.every((i) => i.distanceKm === undefined)).toBe(true);
  });

  it("takes the home page's older date and time names", async () => {
    const page = await categoryPage({ date: day(12), time: "Noon" });
    expect(page.errors).toEqual({});
    expect(page.result.items[0]?.quote).toMatchObject({ startDate: day(12), endDate: day(12), pickupTime: "Noon", days: 1 });
  });
});

describe("browse with dates", () => {
  const browse = (query: Record<string, string>) =>
    browseLoader({ request: new Request(`http://localhost/browse?${new URLSearchParams(query)}`), params: {}, context } as unknown as BrowseRoute.LoaderArgs);

  it("keeps the chosen dates for the form and prices every card for them", async () => {
    const page = await browse({ search: "", startDate: day(20), endDate: day(23), pickupTime: "2:00 PM" });
    expect(page.errors).toEqual({});
    expect(page.query).toMatchObject({ startDate: day(20), endDate: day(23), pickupTime: "2:00 PM" });
    expect(page.today).toBe(todayInLagos());
    expect(page.result.items.length).toBeGreaterThan(0);
    expect(page.result.items.every((i) => i.quote?.days === 4)).toBe(true);
  });

  it("fills the dates from the hero's older links", async () => {
    const page = await browse({ date: day(20), time: "Noon" });
    expect(page.result.items[0]?.quote).toMatchObject({ startDate: day(20), days: 1, pickupTime: "Noon" });
  });

  it("says what is wrong beside the field, shows no results, and keeps what was typed", async () => {
    const past = await browse({ startDate: day(-2), endDate: day(1) });
    expect(past.errors).toEqual({ startDate: PAST_START });
    expect(past.result.items).toEqual([]);
    expect(past.query).toMatchObject({ startDate: day(-2), endDate: day(1) });
    const reversed = await browse({ startDate: day(9), endDate: day(8) });
    expect(reversed.errors).toEqual({ endDate: SEARCH_DATE_MESSAGES.endBeforeStart });
    expect(reversed.result.items).toEqual([]);
  });
});
