// Booking from the item page, as a renter does it on a phone: a range on the calendar, the server's itemised quote,
// units, the button's words per booking mode, signing in half-way with the choice kept, a booking that opens its page,
// days that cannot be booked (blocked, just taken), pick-up times today, and the same form without JavaScript.
import type { Browser, Page } from "@playwright/test";
import { PICKUP_TIMES } from "../../core/dates";
import { pickupAt } from "../../core/pickup";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signUp, test } from "./accounts-helpers";
import { addDays, dayLabel, todayInLagos, visit, waitForHydration, FROM_SITE } from "./helpers";
import { apiListing, verifiedOwner, withoutJs } from "./listing-helpers";
import { pickDay, showMonthOf } from "./booking-page-helpers";
import { PICKUPS_OVER_TODAY } from "../../server/testing/english";

const SHORT = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const short = (iso: string) => SHORT.format(new Date(`${iso}T00:00:00Z`));

const bookingForm = (page: Page) => page.getByRole("form", { name: "Book this item" });

/** The quote's lines as shown: [label, amount] each, then the total. */
async function expectQuote(page: Page, rows: [string, string][]) {
  await expect(bookingForm(page).locator("dl > div")).toHaveText(rows.map(([label, amount]) => `${label}${amount}`));
}

/** A new phone for someone else, from this test's client address; signed in as a new renter unless `signedOut`. */
async function renter(browser: Browser, ip: string, { signedOut = false } = {}) {
  const page = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  if (!signedOut) await signUp(page, newPerson("renter"));
  return page;
}

test("a range on the calendar gets the server's itemised quote; more units multiply it; instant listings say 'Book Now'", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Mikano 60kVA generator, weekly rate", bookingMode: "instant", units: 3, weeklyDiscountPct: 10, cautionDepositKobo: 100_000_00 }, { publish: true });

  const visitor = await renter(browser, ip, { signedOut: true });
  await visit(visitor, `/item/${id}`);
  const book = visitor.getByRole("button", { name: "Book Now" });
  await expect(book).toBeDisabled();
  await expect(visitor.getByRole("button", { name: "Request to Book" })).toHaveCount(0);

  const [start, end] = [addDays(todayInLagos(), 2), addDays(todayInLagos(), 8)];
  await pickDay(visitor, start);
  await pickDay(visitor, end);
  await expect(visitor.getByText(`Selected: ${short(start)} – ${short(end)} (7 days)`)).toBeVisible();
  // The whole range reads as chosen to a screen reader, not only its ends: a day inside it, in whichever month it falls.
  const inside = addDays(end, -1);
  await showMonthOf(visitor, inside);
  await expect(visitor.getByRole("button", { name: dayLabel(inside), exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(visitor.getByLabel("Start date")).toHaveValue(start);
  await expect(visitor.getByLabel("End date")).toHaveValue(end);

  // 7 × ₦45,000, 10% off from 7 days, 10% service fee on the rest, 7.5% VAT on the fee (rounded down to the naira,
  // decision 042), the deposit per unit.
  await expectQuote(visitor, [
    ["₦45,000 × 7 days", "₦315,000"],
    ["Long-rental discount (10%)", "−₦31,500"],
    ["Service fee", "₦28,350"],
    ["VAT on the service fee", "₦2,126"],
    ["Refundable caution deposit", "₦100,000"],
    ["Total", "₦413,976"],
  ]);
  await expect(book).toBeEnabled();

  await expect(visitor.getByLabel("Units")).toHaveValue("1");
  await visitor.getByLabel("Units").fill("2");
  await expectQuote(visitor, [
    ["₦45,000 × 7 days × 2 units", "₦630,000"],
    ["Long-rental discount (10%)", "−₦63,000"],
    ["Service fee", "₦56,700"],
    ["VAT on the service fee", "₦4,252"],
    ["Refundable caution deposit", "₦200,000"],
    ["Total", "₦827,952"],
  ]);
  // More than the owner has: the server's reason instead of a price.
  await visitor.getByLabel("Units").fill("4");
  await expect(bookingForm(visitor).getByRole("alert")).toHaveText("Choose from 1 to 3");
  await expect(bookingForm(visitor).locator("dl")).toHaveCount(0);
  await expectAccessible(visitor);
});

test("signed out, 'Request to Book' signs in first and comes back with the choice kept; the request opens its booking page", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Canon EOS R6 kit for weddings", bookingMode: "request", units: 2, minDays: 2 }, { publish: true });

  // A member who has not signed in on this phone.
  const person = newPerson("renter");
  await signUp(await renter(browser, ip, { signedOut: true }), person);
  const visitor = await renter(browser, ip, { signedOut: true });
  await visit(visitor, `/item/${id}`);
  await expect(visitor.getByRole("button", { name: "Book Now" })).toHaveCount(0);
  const start = addDays(todayInLagos(), 10);
  await pickDay(visitor, start);
  // One day is less than the owner rents it for: the server says so.
  await expect(bookingForm(visitor).getByRole("alert")).toHaveText("This item is rented for at least 2 days");
  const end = addDays(start, 2);
  await pickDay(visitor, end);
  await expectQuote(visitor, [
    ["₦45,000 × 3 days", "₦135,000"],
    ["Service fee", "₦13,500"],
    ["VAT on the service fee", "₦1,012"],
    ["Total", "₦149,512"],
  ]);
  await visitor.getByLabel("Pick-up time").selectOption("3:00 PM");
  await visitor.getByLabel("Units").fill("2");
  await expect(bookingForm(visitor).locator("dl > div").last()).toHaveText("Total₦299,025");
  await visitor.getByRole("button", { name: "Request to Book" }).click();

  await expect(visitor).toHaveURL(/\/login\?redirectTo=/);
  await expect(visitor.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await signIn(visitor, person, { here: true });

  // Back on the item, signed in, with the days, the time and the units as they were, and their price.
  await expect(visitor).toHaveURL(new RegExp(`/item/${id}\\?start=${start}&end=${end}&time=3%3A00\\+PM&units=2$`));
  await expect(visitor.getByRole("banner").getByText(person.name)).toBeVisible();
  await expect(visitor.getByText(`Selected: ${short(start)} – ${short(end)} (3 days)`)).toBeVisible();
  await expect(visitor.getByRole("button", { name: dayLabel(start), exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(visitor.getByLabel("Pick-up time")).toHaveValue("3:00 PM");
  await expect(visitor.getByLabel("Units")).toHaveValue("2");
  await expect(bookingForm(visitor).locator("dl > div").last()).toHaveText("Total₦299,025");
  await expectAccessible(visitor);

  await visitor.getByRole("button", { name: "Request to Book" }).click();
  await expect(visitor).toHaveURL(/\/bookings\/\d+$/);
});

test("a range never crosses a blocked day; typed across one, the server refuses and the choice stays", async ({ page, browser, ip }) => {
  test.setTimeout(60_000);
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Toyota Hiace bus with driver", bookingMode: "instant" }, { publish: true });
  const today = todayInLagos();
  const blocked = addDays(today, 5);
  const res = await page.request.put(`/api/v1/listings/${id}/blocked-dates`, { headers: FROM_SITE, data: { dates: [blocked] } });
  expect(res.status(), await res.text()).toBe(200);

  const visitor = await renter(browser, ip);
  await visit(visitor, `/item/${id}`);
  const [before, after] = [addDays(today, 3), addDays(today, 7)];
  await pickDay(visitor, before);
  await pickDay(visitor, after);
  // A range over the closed day is refused beside the calendar, and the choice stays what it was.
  await expect(bookingForm(visitor).getByRole("alert")).toHaveText(`Those dates would include ${short(blocked)}, which is not available. Choose dates on one side of it.`);
  await expect(visitor.getByText(`Selected: ${short(before)} (1 day)`)).toBeVisible();
  // The second pick may have turned the calendar to the next month (27 November, then 1 December): go back to the first.
  await showMonthOf(visitor, before);
  await expect(visitor.getByRole("button", { name: dayLabel(before), exact: true })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(visitor);
  // An end before the closed day is taken; a third tap starts over.
  const end = addDays(today, 4);
  await pickDay(visitor, end);
  await expect(bookingForm(visitor).getByRole("alert")).toHaveCount(0);
  await expect(visitor.getByText(`Selected: ${short(before)} – ${short(end)} (2 days)`)).toBeVisible();
  await expect(visitor.getByText(`Pick-up on ${short(before)} at `)).toBeVisible();
  await pickDay(visitor, after);
  await expect(visitor.getByText(`Selected: ${short(after)} (1 day)`)).toBeVisible();
  await expect(visitor.getByText("Tap the last day of the rental, or the same day again for one day.")).toBeVisible();

  const message = "Some of those dates are closed by the owner: choose other dates";
  await visitor.getByLabel("Start date").fill(before);
  await visitor.getByLabel("End date").fill(after);
  await expect(bookingForm(visitor).getByRole("alert")).toHaveText(message);
  await visitor.getByRole("button", { name: "Book Now" }).click();
  await expect(visitor.getByRole("alert").filter({ hasText: message })).toHaveCount(2);
  await expect(visitor).toHaveURL(new RegExp(`/item/${id}$`));
  await expect(visitor.getByLabel("Start date")).toHaveValue(before);
  await expect(visitor.getByLabel("End date")).toHaveValue(after);
  await expectAccessible(visitor);
});

test("dates just taken by someone else: the second renter is told, keeps the choice, and then sees the days unavailable", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Party canopy 20x40 with sides", bookingMode: "instant" }, { publish: true });
  const [start, end] = [addDays(todayInLagos(), 20), addDays(todayInLagos(), 21)];

  const late = await renter(browser, ip);
  await visit(late, `/item/${id}`);
  await pickDay(late, start);
  await pickDay(late, end);
  await expect(bookingForm(late).locator("dl > div").last()).toContainText("Total");

  const first = await renter(browser, ip);
  await visit(first, `/item/${id}`);
  await pickDay(first, start);
  await pickDay(first, end);
  await first.getByRole("button", { name: "Book Now" }).click();
  await expect(first).toHaveURL(/\/bookings\/\d+$/);

  await late.getByRole("button", { name: "Book Now" }).click();
  await expect(bookingForm(late).getByRole("alert").filter({ hasText: "Those dates were just booked" })).toBeVisible();
  await expect(late).toHaveURL(new RegExp(`/item/${id}$`));
  await expect(late.getByText(`Selected: ${short(start)} – ${short(end)} (2 days)`)).toBeVisible();
  // The page reloads its calendar after the refusal: the taken days are now closed. (It still shows the end's month:
  // when the start is the last day of the month before, page back to it.)
  await showMonthOf(late, start);
  await expect(late.getByRole("button", { name: `${dayLabel(start)}, unavailable` })).toBeVisible();
  await expectAccessible(late);
});

test("without JavaScript: date fields, 'See price' for the server's quote, and 'Book Now' books", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Honda EU22i quiet generator", bookingMode: "instant", cautionDepositKobo: 20_000_00 }, { publish: true });
  const member = await renter(browser, ip);
  const noJs = await (await withoutJs(browser, member, ip)).newPage();
  await noJs.goto(`/item/${id}`);
  const [start, end] = [addDays(todayInLagos(), 30), addDays(todayInLagos(), 31)];
  await noJs.getByLabel("Start date").fill(start);
  await noJs.getByLabel("End date").fill(end);
  await noJs.getByLabel("Pick-up time").selectOption("9:00 AM");
  await noJs.getByRole("button", { name: "See price" }).click();
  await expect(noJs).toHaveURL(new RegExp(`\\?start=${start}&end=${end}&time=9%3A00\\+AM&units=1$`));
  await expectQuote(noJs, [
    ["₦45,000 × 2 days", "₦90,000"],
    ["Service fee", "₦9,000"],
    ["VAT on the service fee", "₦675"],
    ["Refundable caution deposit", "₦20,000"],
    ["Total", "₦119,675"],
  ]);
  // (axe needs the page's script: the same page with JavaScript is checked in the tests above.)
  await expect(noJs.getByLabel("Pick-up time")).toHaveValue("9:00 AM");
  await noJs.getByRole("button", { name: "Book Now" }).click();
  await expect(noJs).toHaveURL(/\/bookings\/\d+$/);
});

test("dates and time chosen before the page's script arrives (a slow connection) are kept when it does", async ({ page }) => {
  let release!: () => void;
  const scripts = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto("/item/1", { waitUntil: "commit" });
  const [start, end] = [addDays(todayInLagos(), 40), addDays(todayInLagos(), 41)];
  await page.getByLabel("Start date").fill(start);
  await page.getByLabel("End date").fill(end);
  await page.getByLabel("Pick-up time").selectOption("4:00 PM");
  release();
  await waitForHydration(page);
  await expect(page.getByText(`Selected: ${short(start)} – ${short(end)} (2 days)`)).toBeVisible();
  await expect(page.getByLabel("Start date")).toHaveValue(start);
  await expect(page.getByLabel("End date")).toHaveValue(end);
  await expect(page.getByLabel("Pick-up time")).toHaveValue("4:00 PM");
});

test("a start today offers only pick-up times at least an hour ahead; a time too soon is refused beside the field, the choice kept", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Generac 7kW portable generator", bookingMode: "instant" }, { publish: true });
  const member = await renter(browser, ip);
  const today = todayInLagos();
  // What today offers hangs on the hour in Lagos: a time is open when it is at least an hour after the page was made,
  // some instant between `before` and `after`.
  const open = (time: string, at: number) => pickupAt(today, time).getTime() >= at + 3_600_000;
  const before = Date.now();
  await visit(member, `/item/${id}`);
  const after = Date.now();
  const form = bookingForm(member);
  const todayButton = member.getByRole("button", { name: dayLabel(today), exact: true });

  const first = await form.getByLabel("Start date").getAttribute("min");
  if (first !== today) {
    // Past 16:00: no pick-up is left today. The calendar starts tomorrow and says why; today in the address is refused.
    expect(first).toBe(addDays(today, 1));
    expect(PICKUP_TIMES.filter((t) => open(t, before))).toEqual([]);
    await expect(form.getByText(`${PICKUPS_OVER_TODAY}.`)).toBeVisible();
    // (On the last day of a month the calendar opens on the next, where tomorrow is.)
    await expect(first?.endsWith("-01") ? member.getByRole("button", { name: "Previous month" }) : todayButton).toBeDisabled();
    await visit(member, `/item/${id}?start=${today}&time=8%3A00+AM`);
    await expect(form.getByRole("alert")).toHaveText(PICKUPS_OVER_TODAY);
    return;
  }
  await expect(form.getByText(PICKUPS_OVER_TODAY)).toHaveCount(0);
  await todayButton.click();
  const time = form.getByLabel("Pick-up time");
  const offered = await time.locator("option").allTextContents();
  for (const t of PICKUP_TIMES) {
    // The time already chosen (Noon, the page's default) stays listed even when too soon: the quote then says why.
    if (open(t, after) || t === "Noon") expect(offered, t).toContain(t);
    else if (!open(t, before)) expect(offered, t).not.toContain(t);
  }
  const earliest = offered.find((t) => t !== "Noon" || open(t, before));
  if (earliest) await expect(time).toHaveAccessibleDescription(`Today from ${earliest}`);
  await expectAccessible(member);

  // Without JavaScript the times are all listed until a day is chosen: one already too soon today (from 07:00 there is
  // one, 8:00 AM) is refused when booked, beside the time, and the form comes back as it was sent.
  if (open("8:00 AM", after)) return;
  const noJs = await (await withoutJs(browser, member, ip)).newPage();
  await noJs.goto(`/item/${id}`);
  await noJs.getByLabel("Start date").fill(today);
  await noJs.getByLabel("End date").fill(today);
  await noJs.getByLabel("Pick-up time").selectOption("8:00 AM");
  await noJs.getByRole("button", { name: "Book Now" }).click();
  await expect(noJs).toHaveURL(new RegExp(`/item/${id}$`));
  await expect(noJs.getByLabel("Pick-up time")).toHaveAccessibleDescription(/^A pick-up today must be at least 1 hour from now: choose .+ or later$/);
  await expect(noJs.getByLabel("Start date")).toHaveValue(today);
  await expect(noJs.getByLabel("Pick-up time")).toHaveValue("8:00 AM");
});
