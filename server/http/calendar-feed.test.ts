// GET /calendar/<token>.ics over the whole HTTP app: an iCalendar that a parser reads, private to its holder, 404 for a
// token that is unknown or was replaced; and the manage page's calendar forms refused when posted from another website.
import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../core/dates";
import { rowsOf } from "../db/rows";
import { apiHarness, type ApiHarness } from "../testing/http";

let h: ApiHarness;
let listingId: number;
let owner: Awaited<ReturnType<ApiHarness["join"]>>;
const day = (n: number) => addDaysIso(todayInLagos(), n);

beforeAll(async () => {
  h = await apiHarness({ seed: true });
  owner = await h.join("Ada Owner", { verified: true });
  const res = await h.call("POST", "/listings", { cookie: owner.cookie, body: { categorySlug: "vehicles", subcategorySlug: "self-drive-cars", title: "Toyota Corolla 2012" } });
  listingId = (await res.json()).listing.id;
  await h.services.listings.setBlockedDates(owner.id, listingId, [day(3), day(4), day(9)]);
});

const path = (feedUrl: string) => new URL(feedUrl).pathname;

describe("GET /calendar/<token>.ics", () => {
  it("answers the listing's feed as text/calendar, CRLF lines, private, read back by ical.js", async () => {
    const { feedUrl } = await h.services.calendars.sync(owner.id, listingId);
    const res = await h.app.request(path(feedUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("set-cookie")).toBeNull();
    const text = await res.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
      ["Blocked", day(3), day(5), true],
      ["Blocked", day(9), day(10), true],
    ]);
    expect(text).toContain("X-WR-CALNAME:Haya: Toyota Corolla 2012\r\n");
  });

  it("answers 404 for an unknown token, a malformed one, and the old one once the owner makes a new link", async () => {
    const { feedUrl } = await h.services.calendars.sync(owner.id, listingId);
    for (const p of ["/calendar/" + "A".repeat(43) + ".ics", "/calendar/short.ics", `${path(feedUrl)}x`, path(feedUrl).replace(".ics", ".txt")])
      expect((await h.app.request(p)).status, p).toBe(404);
    const fresh = await h.services.calendars.regenerateFeed(owner.id, listingId);
    expect((await h.app.request(path(feedUrl))).status).toBe(404);
    expect((await h.app.request(path(fresh))).status).toBe(200);
    const [row] = rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from calendar_feeds where listing_id = ${listingId}`));
    expect(row!.n).toBe(1);
  });
});

describe("the manage page's calendar forms", () => {
  it("are refused when posted from another website with the owner's cookie, and nothing changes", async () => {
    const before = await h.services.calendars.sync(owner.id, listingId);
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      {},
    ];
    for (const headers of forged)
      for (const body of [
        new URLSearchParams({ intent: "calendar-link" }),
        new URLSearchParams({ intent: "calendar-add", name: "Evil", url: "https://evil.example/cal.ics" }),
      ]) {
        const res = await h.app.request(`/my-rentals/listings/${listingId}`, { method: "POST", body, headers: { ...headers, cookie: owner.cookie, "content-type": "application/x-www-form-urlencoded" } });
        expect(res.status, JSON.stringify(headers)).toBe(403);
      }
    expect(await h.services.calendars.sync(owner.id, listingId)).toEqual(before);
  });
});
