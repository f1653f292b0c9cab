// Pidgin, all of it (issue 38, item 14): the Pidgin pages a visitor, a renter and an owner see on a 360 × 740 phone —
// home, browse with its filters open and with dates, an item with its gallery and calendar, the cart, bookings with
// their receipt, notifications, the tabs of My Rentals, the profile — say nothing in English but what people wrote
// (pidgin-helpers.ts), with axe on each.
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, signIn, test } from "./accounts-helpers";
import { pickDay } from "./booking-page-helpers";
import { addDays, escapeDialog, todayInLagos, visit } from "./helpers";
import { NARROW } from "./narrow-helpers";
import { englishIn, englishOnPage } from "./pidgin-helpers";
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

test.use(NARROW);

/** The pages' English, page by page, and what people wrote on them so far (theirs, not the site's). */
function reader(page: Page) {
  const english: Record<string, string[]> = {};
  const theirs = new Set<string>();
  const check = async (label: string) => {
    await expectAccessible(page);
    const found = await englishOnPage(page, theirs);
    if (found.length) english[`${label} (${new URL(page.url()).pathname})`] = found;
  };
  /** Opens `path` and checks it. */
  const open = async (label: string, path: string) => {
    await visit(page, path);
    await check(label);
  };
  return { english, check, open };
}

/** A loader's data on the page, as React Router keeps it. */
const loaderData = <T,>(page: Page, route: string) =>
  page.evaluate((r) => (window as unknown as { __reactRouterDataRouter: { state: { loaderData: Record<string, unknown> } } }).__reactRouterDataRouter.state.loaderData[r], route) as Promise<T>;

type Booking = { id: number; status: string };

/** Signs in as a demo person on the English page (which keeps their language English for every other test). */
async function signInAs(page: Page, person: { email: string; name: string }) {
  await signIn(page, { email: person.email, password: DEMO_PASSWORD });
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
}

test("the check finds the English the issue found on Pidgin pages, and passes their Pidgin", () => {
  const english = ["Filters", "Category", "Near", "Anywhere", "Near me", "Show map", "(2 reviews)", "/day", "Noon", "Owner", "Booking details", "Receipt", "Service fee", "Photo 1 out of 3", "Save", "5 stars", "Mark all as read", "Haya today", "average from 1,678 reviews", "for 3 days", "Is it available?"];
  expect(english.filter((t) => !englishIn(t))).toEqual([]);
  const pidgin = ["Filter am", "Which category", "Close to", "Any place", "Close to me", "Show di map", "(2 people don rate am)", " for day", "12:00 PM", "Who get am", "How di booking be", "Di receipt", "Di service fee", "Photo 1 for di 3", "Save am", "5 star", "Mark dem all say I don read", "Haya as e dey today", "average wey 1,678 people give", "for di 3 days"];
  expect(pidgin.filter((t) => englishIn(t))).toEqual([]);
});

test("a visitor: home, browse with the filters open and with dates, an item with its photos and calendar, the cart", async ({ page }) => {
  test.setTimeout(180_000);
  const { english, check, open } = reader(page);
  await open("home", "/pcm");

  await visit(page, "/pcm/browse");
  await page.getByRole("button", { name: "Filter am", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("browse, the filters open");
  await escapeDialog(page, page.getByRole("dialog"));

  const start = addDays(todayInLagos(), 12);
  const end = addDays(start, 2);
  await visit(page, `/pcm/browse?startDate=${start}&endDate=${end}&pickupTime=Noon`);
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await check("browse with dates");

  await visit(page, "/pcm/item/1");
  await pickDay(page, start);
  await pickDay(page, end);
  const form = page.getByRole("form", { name: "Book dis tin" });
  await expect(form.getByText(/^Everything na ₦/)).toBeVisible();
  await check("item, dates chosen");
  await page.getByRole("button", { name: "Open di photo full screen" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check("item, its photos full screen");
  await escapeDialog(page, page.getByRole("dialog"));

  await form.getByRole("button", { name: "Put am for cart" }).click();
  await expect(page).toHaveURL(/\/pcm\/cart\?added=\d+$/);
  await check("cart");
  expect(english).toEqual({});
});

test("the demo renter: My Rentals, bookings with their receipt, notifications, messages and the profile", async ({ page }) => {
  test.setTimeout(180_000);
  const { english, open } = reader(page);
  await signInAs(page, DEMO_RENTER);

  await open("My Rentals, bookings", "/pcm/my-rentals?tab=bookings");
  const { bookings } = await loaderData<{ bookings: Booking[] }>(page, "my-rentals/index");
  for (const status of ["awaiting_payment", "confirmed", "completed"]) {
    const b = bookings.find((x) => x.status === status);
    expect(b, status).toBeDefined();
    await open(`a booking, ${status}`, `/pcm/bookings/${b!.id}`);
  }
  await open("notifications", "/pcm/notifications");
  await open("messages", "/pcm/messages");
  await open("profile", "/pcm/account");
  expect(english).toEqual({});
});

test("the demo owner: My Rentals' tabs, a request, a listing's manage page and notifications", async ({ page }) => {
  test.setTimeout(180_000);
  const { english, open } = reader(page);
  await signInAs(page, DEMO_OWNER);

  await open("My Rentals, listings", "/pcm/my-rentals");
  const { listings } = await loaderData<{ listings: { id: number }[] }>(page, "my-rentals/index");
  await open("My Rentals, requests", "/pcm/my-rentals?tab=requests");
  const { requests } = await loaderData<{ requests: Booking[] }>(page, "my-rentals/index");
  await open("My Rentals, earnings", "/pcm/my-rentals?tab=earnings");

  const request = requests.find((b) => b.status === "requested");
  expect(request).toBeDefined();
  await open("a request", `/pcm/bookings/${request!.id}`);
  await open("a listing's manage page", `/pcm/my-rentals/listings/${listings[0]!.id}`);
  await open("notifications", "/pcm/notifications");
  expect(english).toEqual({});
});
