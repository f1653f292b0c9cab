// Calendar sync on a real database, with external calendars served by a small local server: importing closes days for
// bookings and quotes exactly as blocked days do, a refresh is idempotent and follows the calendar (an event removed
// upstream opens its days), a failing calendar keeps its last days and says why; the feed Haya gives out; who may do what.
import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDaysIso, todayInLagos } from "../../../core/dates";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";
import { createServices, type Services } from "../../services";
import { bookingsFixture } from "../../testing/bookings";
import { icsOf, startFakeCalendar, type FakeCalendar } from "../../testing/fake-calendar";
import { DATES_CLOSED } from "../../testing/english";
import { CALENDAR_LIMITS } from "../../../core/calendar-limits";

let db: Db;
let services: Services;
/** The same services as production has them: no loopback, no http. */
let strict: Services;
let listing: (o?: { units?: number; owner?: string }) => Promise<number>;
let fake: FakeCalendar;

const today = todayInLagos();
const day = (n: number) => addDaysIso(today, n);

beforeAll(async () => {
  ({ db, listing } = await bookingsFixture());
  services = createServices(db, { calendarFetch: { allowLoopback: true, timeoutMs: 1_500 }, baseUrl: "https://haya.ng" });
  strict = createServices(db, { baseUrl: "https://haya.ng" });
  fake = await startFakeCalendar();
});
afterAll(() => fake.close());

const closed = (id: number) => services.listings.blockedDates(id, today, day(365));
const importRows = async (id: number) =>
  rowsOf<{ day: string }>(await db.execute(sql`select d.day::text as day from calendar_import_days d join calendar_imports i on i.id = d.import_id where i.listing_id = ${id} order by 1`)).map((r) => r.day);
const book = (listingId: number, startDate: string, endDate: string, units = 1) =>
  services.bookings.createBooking({ listingId, renterId: "renter", startDate, endDate, pickupTime: "9:00 AM", units });
const quote = (listingId: number, startDate: string, endDate: string) =>
  services.bookingViews.quote({ listingId, startDate, endDate, pickupTime: "9:00 AM", units: 1 }, "renter2");

describe("importing an external calendar", () => {
  it("closes its days at once, shown on the item page's calendar, apart from the owner's own blocked days", async () => {
    const id = await listing();
    fake.set(`/a-${id}.ics`, { ics: icsOf([["r1", day(10), day(13)], ["r2", day(20), day(21)]]) });
    const added = await services.calendars.addImport("owner", id, { name: "  Airbnb ", url: fake.url(`/a-${id}.ics`) });
    expect(added).toMatchObject({ name: "Airbnb", status: "ok", error: null, days: 4 });
    expect(added.fetchedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(await closed(id)).toEqual([day(10), day(11), day(12), day(20)]);
    // The owner's Availability form still holds only what they blocked themselves: saving it never turns imported days into theirs.
    expect(await services.listings.ownBlockedDates(id, today, day(365))).toEqual([]);
    await services.listings.setBlockedDates("owner", id, [day(11), day(30)]);
    expect(await closed(id)).toEqual([day(10), day(11), day(12), day(20), day(30)]);
    await services.listings.setBlockedDates("owner", id, []);
    expect(await closed(id)).toEqual([day(10), day(11), day(12), day(20)]);
    expect(await services.calendars.importedDays(id, day(10), day(12))).toEqual([
      { day: day(10), names: ["Airbnb"] },
      { day: day(11), names: ["Airbnb"] },
      { day: day(12), names: ["Airbnb"] },
    ]);
  });

  it("refuses a booking and a quote over an imported day as over a blocked one, and takes them once the event is gone upstream", async () => {
    const id = await listing();
    fake.set(`/b-${id}.ics`, { ics: icsOf([["stay", day(5), day(6)]]) });
    const { id: importId } = await services.calendars.addImport("owner", id, { name: "Booking.com", url: fake.url(`/b-${id}.ics`) });
    await expect(book(id, day(4), day(6))).rejects.toThrow(DATES_CLOSED);
    await expect(quote(id, day(5), day(5))).rejects.toThrow(DATES_CLOSED);
    await expect(book(id, day(6), day(7))).resolves.toMatchObject({ status: "requested" });

    fake.set(`/b-${id}.ics`, { ics: icsOf([]) });
    await services.calendars.refresh(importId);
    await expect(quote(id, day(4), day(5))).resolves.toMatchObject({ days: 2 });
    await expect(book(id, day(4), day(5))).resolves.toMatchObject({ status: "requested" });
  });

  it("refreshes idempotently, follows the calendar's changes, and expands repeating events", async () => {
    const id = await listing();
    const path = `/c-${id}.ics`;
    fake.set(path, { ics: icsOf([["a", day(3), day(5)], ["b", day(8), day(9)]]) });
    const { id: importId } = await services.calendars.addImport("owner", id, { name: "Mine", url: fake.url(path) });
    const first = await importRows(id);
    expect(first).toEqual([day(3), day(4), day(8)]);
    await services.calendars.refresh(importId);
    await services.calendars.refresh(importId);
    expect(await importRows(id)).toEqual(first);

    // Event b removed, a shortened, c added, and a weekly event for 3 weeks.
    const weekly = ["BEGIN:VEVENT", "UID:w", "DTSTAMP:20261101T000000Z", `DTSTART;VALUE=DATE:${day(40).replaceAll("-", "")}`, "RRULE:FREQ=WEEKLY;COUNT=3", "END:VEVENT"];
    fake.set(path, { ics: icsOf([["a", day(3), day(4)], ["c", day(15), day(17)]], weekly) });
    await services.calendars.refresh(importId);
    expect(await closed(id)).toEqual([day(3), day(15), day(16), day(40), day(47), day(54)]);
    expect(fake.hits(path)).toBe(4);
  });

  it("keeps the last good days when a fetch fails, and says why: an error status, no answer in time, not a calendar", async () => {
    const id = await listing();
    const path = `/d-${id}.ics`;
    fake.set(path, { ics: icsOf([["a", day(7), day(9)]]) });
    const { id: importId } = await services.calendars.addImport("owner", id, { name: "Flaky", url: fake.url(path) });
    const status = async () => (await services.calendars.sync("owner", id)).imports[0]!;

    for (const [answer, error] of [
      [{ status: 500 }, "The calendar's server answered 500 Internal Server Error: check the address"],
      [{ hang: true }, "The calendar's server did not answer within 1.5 seconds"],
      [{ ics: "<!doctype html><p>Sign in to see this calendar</p>" }, "This address did not give a calendar (.ics) file"],
      [{ bytes: 2 * 1024 * 1024 }, "The calendar is larger than 1 MB"],
    ] as const) {
      fake.set(path, answer);
      await services.calendars.refresh(importId);
      expect(await status()).toMatchObject({ status: "failed", error, days: 2 });
      expect(await closed(id)).toEqual([day(7), day(8)]);
    }
    const failed = await status();
    expect(failed.syncedAt! < failed.fetchedAt!).toBe(true);

    fake.set(path, { ics: icsOf([["a", day(8), day(9)]]) });
    await services.calendars.refresh(importId);
    expect(await status()).toMatchObject({ status: "ok", error: null, days: 1 });
    expect(await closed(id)).toEqual([day(8)]);
  });

  it("names the days booked both on Haya and in the imported calendar, so the owner can move one of the two", async () => {
    const id = await listing();
    await book(id, day(5), day(6));
    const declined = await book(id, day(9), day(9));
    await services.bookings.decline(declined.id, "owner");
    fake.set(`/clash-${id}.ics`, { ics: icsOf([["elsewhere", day(6), day(10)]]) });
    expect(await services.calendars.addImport("owner", id, { name: "Elsewhere", url: fake.url(`/clash-${id}.ics`) })).toMatchObject({ days: 4, clashes: [day(6)] });
  });

  it("a calendar that fails at its first fetch is added all the same, with the reason, and closes nothing", async () => {
    const id = await listing();
    const added = await services.calendars.addImport("owner", id, { name: "Typo", url: fake.url(`/missing-${id}.ics`) });
    expect(added).toMatchObject({ status: "failed", error: "The calendar's server answered 404 Not Found: check the address", days: 0 });
    expect(await closed(id)).toEqual([]);
  });

  it("removing a calendar opens its days at once", async () => {
    const id = await listing();
    fake.set(`/e-${id}.ics`, { ics: icsOf([["a", day(2), day(4)]]) });
    const { id: importId } = await services.calendars.addImport("owner", id, { name: "Old", url: fake.url(`/e-${id}.ics`) });
    expect(await closed(id)).toEqual([day(2), day(3)]);
    await services.calendars.removeImport("owner", id, importId);
    expect(await closed(id)).toEqual([]);
    expect((await services.calendars.sync("owner", id)).imports).toEqual([]);
    await expect(services.calendars.removeImport("owner", id, importId)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("refuses a calendar twice, an 11th one, and a name or address left empty", async () => {
    const id = await listing();
    fake.set("/same.ics", { ics: icsOf([]) });
    await services.calendars.addImport("owner", id, { name: "One", url: fake.url("/same.ics") });
    await expect(services.calendars.addImport("owner", id, { name: "Again", url: fake.url("/same.ics") })).rejects.toMatchObject({ fields: { url: "This calendar is already imported" } });
    for (let n = 2; n <= CALENDAR_LIMITS.importsMax; n++) await services.calendars.addImport("owner", id, { name: `Cal ${n}`, url: fake.url(`/same.ics?n=${n}`) });
    await expect(services.calendars.addImport("owner", id, { name: "Eleventh", url: fake.url("/same.ics?n=11") })).rejects.toBeInstanceOf(ConflictError);
    const other = await listing();
    await expect(services.calendars.addImport("owner", other, { name: " ", url: "" })).rejects.toMatchObject({
      fields: { name: "Give the calendar a name, such as Airbnb or My calendar", url: "Enter the calendar's address, starting with https://" },
    });
    await expect(services.calendars.addImport("owner", other, { name: "x".repeat(61), url: fake.url("/same.ics") })).rejects.toMatchObject({ fields: { name: "Keep the name to 60 characters" } });
    expect((await services.calendars.sync("owner", other)).imports).toEqual([]);
  });
});

describe("addresses Haya will not fetch (SSRF)", () => {
  it("refuses http, credentials, and addresses on this machine or a private network, stores nothing and fetches nothing", async () => {
    const id = await listing();
    const hitsBefore = fake.hits("/same.ics");
    const cases: [string, string][] = [
      ["http://calendar.example.com/cal.ics", "Use an address starting with https://"],
      ["ftp://calendar.example.com/cal.ics", "Use an address starting with https://"],
      [fake.url("/same.ics"), "Use an address starting with https://"],
      ["not an address", "Enter the calendar's full address, starting with https://"],
      ["https://user:secret@calendar.example.com/cal.ics", "Leave the user name and password out of the address"],
    ];
    const PRIVATE = "This address is on a private network, which Haya cannot reach: use the calendar's public address";
    for (const host of ["127.0.0.1", "10.1.2.3", "172.20.0.5", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "[::1]", "[::ffff:127.0.0.1]", "[::ffff:a9fe:a9fe]", "[fd00::1]", "[fe80::1]", "localhost"])
      cases.push([`https://${host}/latest/meta-data`, PRIVATE]);
    for (const [url, message] of cases) {
      const error = await strict.calendars.addImport("owner", id, { name: "Sneaky", url }).catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(InvalidError);
      expect((error as InvalidError).fields, url).toEqual({ url: message });
    }
    expect((await strict.calendars.sync("owner", id)).imports).toEqual([]);
    expect(fake.hits("/same.ics")).toBe(hitsBefore);
  });

  it("does not follow a redirect to a private address, even from an allowed server", async () => {
    const id = await listing();
    fake.set(`/r-${id}.ics`, { redirect: "https://169.254.169.254/latest/meta-data" });
    const added = await services.calendars.addImport("owner", id, { name: "Redirect", url: fake.url(`/r-${id}.ics`) });
    expect(added).toMatchObject({ status: "failed", error: expect.stringContaining("private network") });
    fake.set(`/r2-${id}.ics`, { redirect: "/r3.ics" });
    fake.set("/r3.ics", { ics: icsOf([["a", day(6), day(7)]]) });
    expect(await services.calendars.addImport("owner", id, { name: "Moved", url: fake.url(`/r2-${id}.ics`) })).toMatchObject({ status: "ok", days: 1 });
  });
});

describe("the feed Haya gives out", () => {
  async function feedOf(url: string) {
    const text = await services.calendars.feed(new URL(url).pathname.replace(/^\/calendar\//, "").replace(/\.ics$/, ""));
    if (text === undefined) return undefined;
    return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((c) => {
      const e = new ICAL.Event(c);
      return [e.summary, e.startDate.toString(), e.endDate.toString(), e.uid];
    });
  }

  it("has one event per run of booked days (units all held) and of days the owner blocked, and nothing about the renter", async () => {
    const id = await listing({ units: 2 });
    const requested = await book(id, day(3), day(5), 2);
    await book(id, day(10), day(12), 1);
    const declined = await book(id, day(20), day(21), 2);
    await services.bookings.decline(declined.id, "owner");
    await services.listings.setBlockedDates("owner", id, [day(6), day(7), day(30)]);
    fake.set(`/f-${id}.ics`, { ics: icsOf([["x", day(40), day(41)]]) });
    await services.calendars.addImport("owner", id, { name: "Elsewhere", url: fake.url(`/f-${id}.ics`) });
    const { feedUrl } = await services.calendars.sync("owner", id);
    expect(feedUrl).toMatch(/^https:\/\/haya\.ng\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    const uid = (kind: string, a: string, b: string) => `${kind}-${id}-${a}-${b}@haya.ng`;
    expect(await feedOf(feedUrl)).toEqual([
      ["Booked", day(3), day(6), uid("booked", day(3), day(5))],
      ["Blocked", day(6), day(8), uid("blocked", day(6), day(7))],
      ["Blocked", day(30), day(31), uid("blocked", day(30), day(30))],
    ]);
    // The same days give the same UIDs at every fetch.
    expect(await feedOf(feedUrl)).toEqual(await feedOf(feedUrl));
    const text = (await services.calendars.feed(new URL(feedUrl).pathname.slice(10, -4)))!;
    expect(text).not.toMatch(/renter|@example\.com/i);
    expect(requested.renterId).toBe("renter");
  });

  it("keeps its address until the owner makes a new one, which kills the old one", async () => {
    const id = await listing();
    const { feedUrl } = await services.calendars.sync("owner", id);
    expect((await services.calendars.sync("owner", id)).feedUrl).toBe(feedUrl);
    const fresh = await services.calendars.regenerateFeed("owner", id);
    expect(fresh).not.toBe(feedUrl);
    expect(await feedOf(feedUrl)).toBeUndefined();
    expect(await feedOf(fresh)).toEqual([]);
    expect((await services.calendars.sync("owner", id)).feedUrl).toBe(fresh);
    expect(await services.calendars.feed("x".repeat(43))).toBeUndefined();
    expect(await services.calendars.feed("../../etc/passwd")).toBeUndefined();
    await services.listings.remove("owner", id);
    expect(await feedOf(fresh)).toBeUndefined();
  });
});

describe("only the listing's owner", () => {
  it("sees or changes its calendars: anyone else is told the listing is not found, and nothing changes", async () => {
    const id = await listing();
    fake.set(`/g-${id}.ics`, { ics: icsOf([["a", day(2), day(3)]]) });
    const { id: importId } = await services.calendars.addImport("owner", id, { name: "Mine", url: fake.url(`/g-${id}.ics`) });
    const { feedUrl } = await services.calendars.sync("owner", id);
    const attempts = [
      () => services.calendars.sync("owner2", id),
      () => services.calendars.regenerateFeed("owner2", id),
      () => services.calendars.addImport("owner2", id, { name: "Theirs", url: fake.url(`/g-${id}.ics?2`) }),
      () => services.calendars.removeImport("owner2", id, importId),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(NotFoundError);
    // Their own listing does not open someone else's calendar either.
    const theirs = await listing({ owner: "owner2" });
    await expect(services.calendars.removeImport("owner2", theirs, importId)).rejects.toBeInstanceOf(NotFoundError);
    expect(await services.calendars.sync("owner", id)).toMatchObject({ feedUrl, imports: [{ id: importId, name: "Mine" }] });
    expect(await closed(id)).toEqual([day(2)]);
  });
});

describe("the refresh sweep", () => {
  it("fetches the calendars whose time has come, once each, and not again until 30 minutes on", async () => {
    const id = await listing();
    const path = `/h-${id}.ics`;
    fake.set(path, { ics: icsOf([["a", day(2), day(3)]]) });
    await services.calendars.addImport("owner", id, { name: "Due", url: fake.url(path) });
    expect(fake.hits(path)).toBe(1);
    await db.execute(sql`update calendar_imports set next_fetch_at = now() + interval '1 hour'`);
    expect(await services.calendars.sweep()).toBe(0);
    await db.execute(sql`update calendar_imports set next_fetch_at = now() - interval '1 minute' where listing_id = ${id}`);
    fake.set(path, { ics: icsOf([["a", day(4), day(5)]]) });
    expect(await services.calendars.sweep()).toBe(1);
    expect(fake.hits(path)).toBe(2);
    expect(await closed(id)).toEqual([day(4)]);
    expect(await services.calendars.sweep()).toBe(0);
    const [next] = rowsOf<{ minutes: number }>(await db.execute(sql`select round(extract(epoch from next_fetch_at - now()) / 60)::int as minutes from calendar_imports where listing_id = ${id}`));
    expect(next!.minutes).toBe(30);
  });
});
