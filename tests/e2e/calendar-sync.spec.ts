// Calendar sync as an owner who also lists elsewhere: they copy their listing's feed link (an iCal file another platform
// reads), import the other platform's calendar (served here by a small local server), and see its days blocked on the
// manage page and unavailable on the item page; a bad address is answered beside its field; a new link ends the old one;
// removing the calendar opens its days again, without JavaScript too. Signed out, the page is not theirs to see.
import ICAL from "ical.js";
import { icsOf, startFakeCalendar, type FakeCalendar } from "../../server/testing/fake-calendar";
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { dayLabel, nextMonth, visit } from "./helpers";
import { showMonthOf } from "./booking-page-helpers";
import { apiListing, verifiedOwner, withoutJs } from "./listing-helpers";

let fake: FakeCalendar;
test.beforeAll(async () => {
  fake = await startFakeCalendar();
});
test.afterAll(() => fake.close());

test("an owner imports another platform's calendar and its days are blocked; the feed link works until it is replaced", async ({ page, browser, ip, request }) => {
  test.slow(); // a long journey: two pages, three axe checks, and a calendar read by the job queue
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Hilux pickup for hauling and moves" }, { publish: true });
  const month = nextMonth();
  const [a, b, c] = [`${month}-10`, `${month}-11`, `${month}-12`];
  fake.set(`/airbnb-${id}.ics`, { ics: icsOf([["reservation-1", a, c]]) });

  await visit(page, `/my-rentals/listings/${id}`);
  const section = page.locator("section#calendar-sync");
  await expect(section.getByRole("heading", { name: "Calendar sync" })).toBeVisible();
  await expect(section.getByText("No imported calendars yet.")).toBeVisible();

  // The export link: a read-only field to copy from, and a Copy button once the page's script runs.
  const link = section.getByRole("textbox", { name: "Export link (iCal)" });
  const feedUrl = await link.inputValue();
  expect(feedUrl).toMatch(/\/calendar\/[\w-]{43}\.ics$/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await section.getByRole("button", { name: "Copy link" }).click();
  await expect(section.getByText("Link copied")).toBeVisible();
  const feed = await request.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(new ICAL.Component(ICAL.parse(await feed.text())).name).toBe("vcalendar");
  await expectAccessible(page);

  // An address inside a private network is refused beside its field, with what was typed kept.
  await section.getByRole("textbox", { name: "Name" }).fill("Router");
  await section.getByRole("textbox", { name: "Calendar address (iCal)" }).fill("https://192.168.1.1/calendar.ics");
  await section.getByRole("button", { name: "Add calendar" }).click();
  const url = section.getByRole("textbox", { name: "Calendar address (iCal)" });
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText("This address is on a private network, which Haya cannot reach: use the calendar's public address")).toBeVisible();
  await expect(url).toHaveValue("https://192.168.1.1/calendar.ics");
  await expectAccessible(page);

  // The other platform's calendar: added, then read by the job queue within moments.
  await section.getByRole("textbox", { name: "Name" }).fill("Airbnb");
  await url.fill(fake.url(`/airbnb-${id}.ics`));
  await section.getByRole("button", { name: "Add calendar" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Calendar added." })).toBeVisible();
  const item = section.getByRole("listitem").filter({ hasText: "Airbnb" });
  await expect(async () => {
    await page.reload();
    await expect(item.getByText("Synced", { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(item.getByText(/Blocks 2 days from today on\./)).toBeVisible();
  await expect(item.getByText(/^Last checked .+ \(Lagos time\)/)).toBeVisible();
  expect(fake.hits(`/airbnb-${id}.ics`)).toBeGreaterThanOrEqual(1);

  // The Availability section shows them as synced, apart from the days the owner ticks.
  await visit(page, `/my-rentals/listings/${id}?month=${month}#availability`);
  const availability = page.locator("section#availability");
  await expect(availability.getByRole("checkbox", { name: `Block ${dayLabel(a)} (already blocked by Airbnb)` })).not.toBeChecked();
  await expect(availability.getByRole("checkbox", { name: `Block ${dayLabel(b)} (already blocked by Airbnb)` })).toBeVisible();
  await expect(availability.getByRole("checkbox", { name: `Block ${dayLabel(c)}`, exact: true })).toBeVisible();
  await expectAccessible(page);

  // A renter sees them unavailable on the item page.
  const renter = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  await visit(renter, `/item/${id}`);
  await showMonthOf(renter, a);
  await expect(renter.getByRole("button", { name: `${dayLabel(a)}, unavailable` })).toBeDisabled();
  await expect(renter.getByRole("button", { name: `${dayLabel(b)}, unavailable` })).toBeDisabled();
  await expect(renter.getByRole("button", { name: dayLabel(c), exact: true })).toBeEnabled();

  // A new link ends the old one.
  await visit(page, `/my-rentals/listings/${id}#calendar-sync`);
  await section.getByRole("button", { name: "Regenerate link" }).click();
  await expect(section.getByText(/^A new link is ready: the old one no longer works\./)).toBeVisible();
  const fresh = await section.getByRole("textbox", { name: "Export link (iCal)" }).inputValue();
  expect(fresh).not.toBe(feedUrl);
  expect((await request.get(new URL(feedUrl).pathname)).status()).toBe(404);
  expect((await request.get(new URL(fresh).pathname)).status()).toBe(200);

  // Without JavaScript: removing the calendar is a plain form post, and its days open again.
  const noJs = await withoutJs(browser, page, ip);
  const plain = await noJs.newPage();
  await plain.goto(`/my-rentals/listings/${id}#calendar-sync`);
  const plainSection = plain.locator("section#calendar-sync");
  await expect(plainSection.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  await plainSection.getByRole("button", { name: "Remove Airbnb" }).click();
  await expect(plainSection.getByRole("status")).toHaveText("Calendar removed: the days it closed are open again, unless another calendar or you block them.");
  await expect(plainSection.getByText("No imported calendars yet.")).toBeVisible();
  await noJs.close();
  // A visitor's item page may be served from the 5-second page cache: looked at again until it is rendered anew.
  await expect(async () => {
    await visit(renter, `/item/${id}`);
    await showMonthOf(renter, a);
    await expect(renter.getByRole("button", { name: dayLabel(a), exact: true })).toBeEnabled({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
});

test("signed out, the manage page and its calendar forms lead to sign-in, and nothing changes", async ({ page, request }) => {
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Canter truck, 5 tonnes" });
  const before = await page.request.get(`/api/v1/listings/${id}/calendars`);
  const res = await request.post(`/my-rentals/listings/${id}`, { form: { intent: "calendar-link" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(`/my-rentals/listings/${id}`)}`);
  const after = await page.request.get(`/api/v1/listings/${id}/calendars`);
  expect(await after.json()).toEqual(await before.json());
});
