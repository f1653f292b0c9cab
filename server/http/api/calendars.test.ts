// /api/v1/listings/{id}/calendars as a fleet owner's script uses it (through the typed client, or a personal API token):
// read the feed address, import a calendar served by a local fake server and see its days blocked, remove it, make a
// new feed address; and everyone else: no session, someone else, a token without the scope, another website, bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { apiHarness, type ApiHarness, type TestPerson } from "../../testing/http";
import { icsOf, startFakeCalendar, type FakeCalendar } from "../../testing/fake-calendar";

let h: ApiHarness;
let fake: FakeCalendar;
let ada: TestPerson;
let bola: TestPerson;
let listingId: number;
const day = (n: number) => addDaysIso(todayInLagos(), n);
const on = (id: number) => ({ params: { path: { id } } });

beforeAll(async () => {
  h = await apiHarness({ seed: true, calendarFetch: { allowLoopback: true } });
  fake = await startFakeCalendar();
  ada = await h.join("Ada Fleet", { verified: true });
  bola = await h.join("Bola Other", { verified: true });
  const { data } = await h.client(ada).POST("/listings", { body: { categorySlug: "vehicles", subcategorySlug: "self-drive-cars", title: "Toyota Hiace bus" } });
  listingId = data!.listing.id;
});
afterAll(() => fake.close());

describe("an owner's calendar sync through the API", () => {
  it("reads the feed address, imports a calendar that blocks its days, removes it, and makes a new address", async () => {
    const api = h.client(ada);
    const first = await api.GET("/listings/{id}/calendars", on(listingId));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.data).toEqual({ feedUrl: expect.stringMatching(/^http:\/\/localhost:3000\/calendar\/[\w-]{43}\.ics$/), imports: [] });

    fake.set("/fleet.ics", { ics: icsOf([["trip", day(12), day(15)]]) });
    const added = await api.POST("/listings/{id}/calendars", { ...on(listingId), body: { name: "Other platform", url: fake.url("/fleet.ics") } });
    expect(added.response.status).toBe(201);
    expect(added.data!.calendar).toMatchObject({ name: "Other platform", url: fake.url("/fleet.ics"), status: "ok", error: null, days: 3 });
    const blocked = await h.client().GET("/listings/{id}/blocked-dates", on(listingId));
    // A draft's days are not public yet; the owner's own read shows them through the service.
    expect(blocked.response.status).toBe(404);
    expect(await h.services.listings.blockedDates(listingId, day(0), day(30))).toEqual([day(12), day(13), day(14)]);

    const removed = await api.DELETE("/listings/{id}/calendars/{calendarId}", { params: { path: { id: listingId, calendarId: added.data!.calendar.id } } });
    expect(removed.response.status).toBe(204);
    expect(await h.services.listings.blockedDates(listingId, day(0), day(30))).toEqual([]);

    const fresh = await api.POST("/listings/{id}/calendars/feed", on(listingId));
    expect(fresh.data!.feedUrl).not.toBe(first.data!.feedUrl);
    expect((await h.app.request(new URL(first.data!.feedUrl).pathname)).status).toBe(404);
    expect((await h.app.request(new URL(fresh.data!.feedUrl).pathname)).status).toBe(200);
  });

  it("works with a personal API token: listings:read reads, listings:write changes, and read alone cannot change", async () => {
    const reader = (await h.services.apiTokens.create(ada.id, { name: "read", scopes: ["listings:read"], expiresIn: "90" })).secret;
    const writer = (await h.services.apiTokens.create(ada.id, { name: "write", scopes: ["listings:read", "listings:write"], expiresIn: "90" })).secret;
    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
    expect((await h.call("GET", `/listings/${listingId}/calendars`, { headers: bearer(reader) })).status).toBe(200);
    const refused = await h.call("POST", `/listings/${listingId}/calendars/feed`, { headers: bearer(reader) });
    expect(refused.status).toBe(403);
    expect((await refused.json()).scope).toBe("listings:write");
    fake.set("/token.ics", { ics: icsOf([]) });
    expect((await h.call("POST", `/listings/${listingId}/calendars`, { headers: bearer(writer), body: { name: "By script", url: fake.url("/token.ics") } })).status).toBe(201);
  });
});

describe("everyone else", () => {
  it("without a session gets 401, someone else's listing is a 404, and nothing changes", async () => {
    const before = await h.services.calendars.sync(ada.id, listingId);
    const calendarId = before.imports[0]!.id;
    const attempts: [string, string, unknown?][] = [
      ["GET", `/listings/${listingId}/calendars`],
      ["POST", `/listings/${listingId}/calendars`, { name: "Theirs", url: fake.url("/x.ics") }],
      ["DELETE", `/listings/${listingId}/calendars/${calendarId}`],
      ["POST", `/listings/${listingId}/calendars/feed`],
    ];
    for (const [method, path, body] of attempts) {
      const anonymous = await h.call(method, path, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const other = await h.call(method, path, { body, cookie: bola.cookie });
      expect(other.status, `${method} ${path}`).toBe(404);
      expect((await other.json()).error).toBe("not_found");
    }
    expect(await h.services.calendars.sync(ada.id, listingId)).toEqual(before);
  });

  it("refuses a write sent from another website with the owner's cookie", async () => {
    const before = await h.services.calendars.sync(ada.id, listingId);
    const forged: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of forged) {
      expect((await h.call("POST", `/listings/${listingId}/calendars/feed`, { cookie: ada.cookie, headers })).status).toBe(403);
      expect((await h.call("POST", `/listings/${listingId}/calendars`, { cookie: ada.cookie, headers, body: { name: "Evil", url: fake.url("/evil.ics") } })).status).toBe(403);
    }
    expect(await h.services.calendars.sync(ada.id, listingId)).toEqual(before);
  });

  it("answers bad input with 400 naming the field, a body that is not JSON with 415, a bad id with 400", async () => {
    const post = (body: unknown, headers?: Record<string, string>) => h.call("POST", `/listings/${listingId}/calendars`, { cookie: ada.cookie, body, ...(headers ? { headers } : {}) });
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).fields).sort()).toEqual(["name", "url"]);
    const inside = await post({ name: "Metadata", url: "https://169.254.169.254/latest/meta-data" });
    expect(inside.status).toBe(400);
    expect((await inside.json()).fields.url).toMatch(/private network/);
    expect((await post({ name: "Plain", url: "http://calendar.example.com/a.ics" })).status).toBe(400);
    expect((await post("name=x&url=y", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await h.call("DELETE", `/listings/${listingId}/calendars/abc`, { cookie: ada.cookie })).status).toBe(400);
    expect((await h.call("DELETE", `/listings/${listingId}/calendars/999999`, { cookie: ada.cookie })).status).toBe(404);
  });
});
