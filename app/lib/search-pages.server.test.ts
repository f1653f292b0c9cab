// A results page's search: the pages the address asks for, and dates the search refuses as of its own clock said beside
// their field (never an error page), however the page's clock and the service's disagree (a pick-up at the notice's edge).
import { describe, expect, it } from "vitest";
import type { PageContext } from "../../server/http/page-context";
import { addDaysIso, todayInLagos } from "@core/dates";
import { searchQuerySchema } from "../../server/features/search/search.schema";
import { apiHarness } from "../../server/testing/http";
import { NO_RESULTS, searchPages } from "./search-pages.server";
import { PAST_START } from "../../server/testing/english";

// The search service's clock runs three days ahead of the page's.
const ahead = new Date(Date.now() + 3 * 86_400_000);
const h = await apiHarness({ seed: true, now: () => ahead });
const context = { services: h.services, session: null, meta: { ip: "10.0.0.1", headers: new Headers() } } as unknown as PageContext;
const query = (q: Record<string, string>) => searchQuerySchema.parse(q);

describe("searchPages", () => {
  it("shows the pages the address asks for from its cursor", async () => {
    const one = await searchPages(context, query({ limit: "5" }), new URLSearchParams());
    const two = await searchPages(context, query({ limit: "5" }), new URLSearchParams("pages=2"));
    expect(one.dateErrors).toBeUndefined();
    expect(one.result.items).toHaveLength(5);
    expect(two.result.items.map((i) => i.id).slice(0, 5)).toEqual(one.result.items.map((i) => i.id));
    expect(two.result.items).toHaveLength(10);
    expect(two.stretch).toEqual({ start: null, pages: 2 });
    const from = await searchPages(context, query({ limit: "5", cursor: one.result.nextCursor! }), new URLSearchParams("pages=1"));
    expect(from.result.items.map((i) => i.id)).toEqual(two.result.items.slice(5).map((i) => i.id));
    expect(from.stretch).toEqual({ start: one.result.nextCursor, pages: 1 });
  });

  it("says which dates the search refuses as of its own clock, with no results", async () => {
    // Tomorrow for the page, gone by for the search.
    const tomorrow = addDaysIso(todayInLagos(), 1);
    const refused = await searchPages(context, query({ startDate: tomorrow, pickupTime: "Noon" }), new URLSearchParams("pages=3"));
    expect(refused.dateErrors).toEqual({ startDate: PAST_START });
    expect(refused.result).toEqual(NO_RESULTS);
    expect(refused.stretch).toEqual({ start: null, pages: 1 });
  });
});
