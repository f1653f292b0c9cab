// GET /api/v1/listings with dates: free listings priced for the days, and a clear 400 (and nothing else) for dates that
// are malformed, reversed, too long, in the past or beyond the booking window. Days are taken from today in Lagos.
import { describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { MAX_SEARCH_DAYS } from "../../features/search/search-dates.schema";
import { apiHarness } from "../../testing/http";
import { apiV1Document } from "./v1";
import { PAST_START, SEARCH_DATE_MESSAGES } from "../../testing/english";

const h = await apiHarness({ seed: true });
const day = (n: number) => addDaysIso(todayInLagos(), n);
const get = async (query: Record<string, string>) => {
  const res = await h.call("GET", `/listings?${new URLSearchParams(query)}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("GET /api/v1/listings with dates", () => {
  it("answers free listings, each with its total for the days and its price per day", async () => {
    const { status, body } = await get({ startDate: day(10), endDate: day(12), pickupTime: "Noon", limit: "5" });
    expect(status).toBe(200);
    const items = body.items as { pricePerDayKobo: number; quote: { days: number; totalKobo: number; startDate: string } }[];
    expect(items.length).toBe(5);
    for (const i of items) {
      expect(i.quote).toMatchObject({ startDate: day(10), endDate: day(12), pickupTime: "Noon", days: 3 });
      expect(i.quote.totalKobo).toBeGreaterThan(3 * i.pricePerDayKobo);
    }
    const plain = await get({ limit: "5" });
    expect((plain.body.items as { quote?: unknown }[]).every((i) => i.quote === undefined)).toBe(true);
  });

  it.each([
    ["a date that does not exist", { startDate: "2031-02-29" }, "startDate", SEARCH_DATE_MESSAGES.badDate],
    ["a date in words", { startDate: "next friday" }, "startDate", SEARCH_DATE_MESSAGES.badDate],
    ["an end before the start", { startDate: day(12), endDate: day(10) }, "endDate", SEARCH_DATE_MESSAGES.endBeforeStart],
    ["an end without a start", { endDate: day(10) }, "startDate", SEARCH_DATE_MESSAGES.startMissing],
    ["more days than any booking", { startDate: day(1), endDate: day(MAX_SEARCH_DAYS + 1) }, "endDate", SEARCH_DATE_MESSAGES.tooLong],
    ["a start in the past", { startDate: day(-1), endDate: day(2) }, "startDate", PAST_START],
    ["an end beyond the booking window", { startDate: day(100), endDate: day(181) }, "endDate", expect.stringMatching(/^Bookings open 180 days ahead/)],
    ["an unknown pick-up time", { startDate: day(3), pickupTime: "7:00 PM" }, "pickupTime", SEARCH_DATE_MESSAGES.badTime],
  ])("refuses %s with a 400 naming the field", async (_name, query, field, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: "invalid_request", message: expect.any(String), fields: { [field]: message } });
  });

  it("documents the dates as query parameters", () => {
    const doc = apiV1Document() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    const names = doc.paths["/listings"]?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["startDate", "endDate", "pickupTime", "date", "time"]));
  });
});
