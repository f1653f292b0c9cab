// The manage page's calendar forms on a real database: each move redirects back to the section, bad input is answered
// beside its field with what was typed kept, and someone else's listing is the 404 page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../../server/services";
import { bookingsFixture } from "../../../server/testing/bookings";
import { icsOf, startFakeCalendar, type FakeCalendar } from "../../../server/testing/fake-calendar";
import { addDaysIso, todayInLagos } from "@core/dates";
import type { FormFailure } from "~/lib/forms.server";
import { calendarAction } from "./calendar-sync.server";

let services: Services;
let listing: () => Promise<number>;
let fake: FakeCalendar;
beforeAll(async () => {
  const fixture = await bookingsFixture();
  listing = () => fixture.listing();
  services = createServices(fixture.db, { calendarFetch: { allowLoopback: true } });
  fake = await startFakeCalendar();
});
afterAll(() => fake.close());

/** Where a redirect answer sends the browser. */
const location = (r: unknown) => (r instanceof Response ? r.headers.get("location") : undefined);
/** A refusal's body and status (react-router's `data()`). */
const refusal = (r: unknown) => {
  const d = r as { data: FormFailure; init: { status: number } };
  return { status: d.init.status, errors: d.data.errors, values: d.data.values };
};

describe("calendar forms", () => {
  it("add, regenerate and remove each come back to the section, saying which was saved", async () => {
    const id = await listing();
    const day = addDaysIso(todayInLagos(), 3);
    fake.set(`/p-${id}.ics`, { ics: icsOf([["a", day, addDaysIso(day, 1)]]) });
    const added = await calendarAction(services, "owner", id, "calendar-add", { intent: "calendar-add", name: "Airbnb", url: fake.url(`/p-${id}.ics`) });
    expect(location(added)).toBe(`/my-rentals/listings/${id}?saved=calendar-add#calendar-sync`);
    const { feedUrl, imports } = await services.calendars.sync("owner", id);
    expect(imports).toMatchObject([{ name: "Airbnb", status: "ok", days: 1 }]);

    expect(location(await calendarAction(services, "owner", id, "calendar-link", { intent: "calendar-link" }))).toBe(`/my-rentals/listings/${id}?saved=calendar-link#calendar-sync`);
    expect((await services.calendars.sync("owner", id)).feedUrl).not.toBe(feedUrl);

    const remove = { intent: "calendar-remove", importId: String(imports[0]!.id) };
    expect(location(await calendarAction(services, "owner", id, "calendar-remove", remove))).toBe(`/my-rentals/listings/${id}?saved=calendar-remove#calendar-sync`);
    // Sent twice (a second tap, another tab): the calendar is gone either way.
    expect(location(await calendarAction(services, "owner", id, "calendar-remove", remove))).toBe(`/my-rentals/listings/${id}?saved=calendar-remove#calendar-sync`);
    expect((await services.calendars.sync("owner", id)).imports).toEqual([]);
  });

  it("answers bad input beside its field and keeps what was typed", async () => {
    const id = await listing();
    const empty = refusal(await calendarAction(services, "owner", id, "calendar-add", { intent: "calendar-add", name: "", url: "" }));
    expect(empty.status).toBe(400);
    expect(empty.errors).toMatchObject({ name: "Give the calendar a name, such as Airbnb or My calendar", url: "Enter the calendar's address, starting with https://" });
    const inside = refusal(await calendarAction(services, "owner", id, "calendar-add", { intent: "calendar-add", name: "Router", url: "https://192.168.0.1/cal.ics" }));
    expect(inside.errors.url).toBe("This address is on a private network, which Haya cannot reach: use the calendar's public address");
    expect(inside.values).toMatchObject({ name: "Router", url: "https://192.168.0.1/cal.ics" });
    expect((await services.calendars.sync("owner", id)).imports).toEqual([]);
  });

  it("someone else's listing is the 404 page, whatever the form", async () => {
    const id = await listing();
    const forms: Record<string, string>[] = [{ intent: "calendar-link" }, { intent: "calendar-add", name: "Mine now", url: fake.url("/x.ics") }, { intent: "calendar-remove", importId: "1" }];
    for (const values of forms) {
      const thrown = await calendarAction(services, "owner2", id, values.intent!, values).then(
        () => undefined,
        (e: unknown) => e as { init?: { status?: number } },
      );
      expect(thrown?.init?.status, values.intent).toBe(404);
    }
  });
});
