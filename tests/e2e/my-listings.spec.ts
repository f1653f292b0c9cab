// My Rentals → My Listings as an owner sees it: a draft made through the API shows as a card with its real figures,
// both tabs open without JavaScript, and the manage page's Availability section keeps the days an owner blocks.
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { addDays, dayLabel, naira, nextMonth, todayInLagos, visit } from "./helpers";
import { apiListing, verifiedOwner, withoutJs } from "./listing-helpers";

/** A verified owner with a draft listing made through the API (same cookies). */
async function ownerWithDraft(page: Page, title: string, pricePerDayKobo: number) {
  await verifiedOwner(page);
  return { id: await apiListing(page, { title, pricePerDayKobo }) };
}

/** The figure a card shows under `term` (Price per day, Total bookings, Total earnings). */
const figure = (card: Locator, term: string) => card.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");

test("an owner's draft shows on My Listings with its real figures, and both tabs work without JavaScript", async ({ page, browser, ip }) => {
  const title = "Toyota Camry 2015 for weekend trips";
  const { id } = await ownerWithDraft(page, title, 45_000_00);

  const response = await visit(page, "/my-rentals");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const main = page.getByRole("main");
  await expect(main.getByRole("tab", { name: "My Listings" })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("heading", { name: "No listings yet" })).toHaveCount(0);
  const card = main.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText("draft", { exact: true })).toBeVisible();
  await expect(card.getByText("available", { exact: true })).toHaveCount(0);
  await expect(figure(card, "Price per day")).toHaveText(naira(45_000_00));
  await expect(figure(card, "Total bookings")).toHaveText("0");
  await expect(figure(card, "Total earnings")).toHaveText("₦0");
  await expect(card.getByRole("link", { name: "Manage Listing" })).toHaveAttribute("href", `/my-rentals/listings/${id}`);
  // No photos yet: the next step of the listing form is where the draft continues.
  await expect(card.getByText("No photos yet")).toBeVisible();
  await expect(card.getByRole("link", { name: "Continue listing" })).toHaveAttribute("href", `/list-item/${id}/photos`);
  await expectAccessible(page);

  // With JavaScript the tabs switch in place, from the keyboard too (arrows move, Enter opens); the URL says which is open.
  await main.getByRole("tab", { name: "My Listings" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("tab", { name: "Bookings I made" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/my-rentals\?tab=bookings$/);
  await expect(main.getByRole("tab", { name: "Bookings I made" })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
  await expect(card).toHaveCount(0);
  await main.getByRole("tab", { name: "My Listings" }).click();
  await expect(page).toHaveURL(/\/my-rentals\?tab=listings$/);
  await expect(card).toBeVisible();

  const noJs = await withoutJs(browser, page, ip);
  const plain = await noJs.newPage();
  await plain.goto("/my-rentals");
  const plainMain = plain.getByRole("main");
  await expect(plainMain.getByRole("heading", { name: title })).toBeVisible();
  // Both tabs are links in the tab order: the keyboard reaches the closed one without any script.
  await plainMain.getByRole("tab", { name: "My Listings" }).focus();
  await plain.keyboard.press("Tab");
  await expect(plainMain.getByRole("tab", { name: "Bookings I made" })).toBeFocused();
  await plain.keyboard.press("Enter");
  await expect(plain).toHaveURL(/\/my-rentals\?tab=bookings$/);
  await expect(plainMain.getByRole("tab", { name: "Bookings I made" })).toHaveAttribute("aria-selected", "true");
  await expect(plainMain.getByRole("tab", { name: "My Listings" })).toHaveAttribute("aria-selected", "false");
  await expect(plainMain.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
  await expect(plainMain.getByRole("link", { name: "Browse Items" })).toHaveAttribute("href", "/browse");
  await plainMain.getByRole("tab", { name: "My Listings" }).click();
  await expect(plain).toHaveURL(/\/my-rentals\?tab=listings$/);
  await expect(plainMain.getByRole("heading", { name: title })).toBeVisible();
  await noJs.close();
});

/** The Availability section's checkbox for a day. */
const blockLabel = (iso: string) => `Block ${dayLabel(iso)}`;

test("an owner blocks days on the manage page; they stay blocked, with and without JavaScript", async ({ page, browser, ip }) => {
  const { id } = await ownerWithDraft(page, "Honda generator 5kVA, quiet", 15_000_00);
  const next = nextMonth();
  const [a, b, c] = [`${next}-10`, `${next}-11`, `${next}-12`];
  const monthName = new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${next}-01T00:00:00Z`));

  await visit(page, `/my-rentals/listings/${id}`);
  const section = page.locator("section#availability");
  await expect(section.getByRole("heading", { name: "Availability" })).toBeVisible();
  await expect(section.getByText("Blocked days can't be booked and show as unavailable on your item page.")).toBeVisible();
  // Days before today cannot be changed.
  const today = todayInLagos();
  if (!today.endsWith("-01")) {
    const yesterday = addDays(today, -1);
    await expect(section.getByRole("checkbox", { name: blockLabel(yesterday) })).toBeDisabled();
  }
  await expect(section.getByRole("link", { name: /^Previous month/ })).toHaveCount(0);
  await section.getByRole("link", { name: `Next month, ${monthName}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?month=${next}#availability$`));
  await expect(section.getByRole("heading", { name: monthName })).toBeVisible();

  await section.getByRole("checkbox", { name: blockLabel(a) }).check();
  await section.getByRole("checkbox", { name: blockLabel(b) }).check();
  await section.getByRole("button", { name: "Save blocked dates" }).click();
  await expect(section.getByRole("status")).toHaveText(`Saved: 2 days blocked in ${monthName}`);
  await expectAccessible(page);
  await page.reload();
  await expect(section.getByRole("checkbox", { name: blockLabel(a) })).toBeChecked();
  await expect(section.getByRole("checkbox", { name: blockLabel(b) })).toBeChecked();
  await expect(section.getByRole("checkbox", { name: blockLabel(c) })).not.toBeChecked();

  // Without JavaScript: the same form, a plain post; one day unblocked and another blocked.
  const noJs = await withoutJs(browser, page, ip);
  const plain = await noJs.newPage();
  await plain.goto(`/my-rentals/listings/${id}?month=${next}#availability`);
  const plainSection = plain.locator("section#availability");
  await plainSection.getByRole("checkbox", { name: blockLabel(a) }).uncheck();
  await plainSection.getByRole("checkbox", { name: blockLabel(c) }).check();
  await plainSection.getByRole("button", { name: "Save blocked dates" }).click();
  await expect(plainSection.getByRole("status")).toHaveText(`Saved: 2 days blocked in ${monthName}`);
  await expect(plainSection.getByRole("checkbox", { name: blockLabel(a) })).not.toBeChecked();
  await expect(plainSection.getByRole("checkbox", { name: blockLabel(b) })).toBeChecked();
  await expect(plainSection.getByRole("checkbox", { name: blockLabel(c) })).toBeChecked();
  await noJs.close();
});

test("My Rentals and the first step of the listing form in Pidgin", async ({ page }) => {
  const title = "Mikano 20kVA generator for events";
  await ownerWithDraft(page, title, 30_000_00);
  await visit(page, "/pcm/my-rentals");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "My rentals" })).toBeVisible();
  await expect(main.getByRole("tab", { name: "My listings" })).toHaveAttribute("aria-selected", "true");
  const card = main.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByRole("link", { name: "Continue di listing" })).toHaveAttribute("href", /^\/pcm\/list-item\/\d+\/photos$/);

  await visit(page, "/pcm/list-item");
  await expect(main.getByRole("heading", { level: 1, name: "List your tin for Haya" })).toBeVisible();
  await expect(main.getByText("Step 1 for 8 — Di category")).toBeVisible();
  await expect(main.getByRole("button", { name: "Save am and continue" })).toBeVisible();
});
