// Item detail on a phone: what /item/1 shows, the rental date picker, the book button, and unknown ids.
// Booking itself (ranges, quotes, the form) is item-booking.spec.ts; the photos, gallery.spec.ts.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { addDays, dayLabel, monthTitle, naira, todayInLagos, visit, test } from "./helpers";

interface ApiListing {
  id: number;
  title: string;
  bookingMode: "instant" | "request";
  pricePerDayKobo: number;
  reviewCount: number;
  category: { name: string };
  photos: { key: string; alt: string }[];
  features: string[];
  included: string[];
}

async function listing(request: APIRequestContext, id: number): Promise<ApiListing> {
  const res = await request.get(`/api/v1/listings/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { listing: ApiListing }).listing;
}

test("item 1: title, category, price, features, what's included and reviews", async ({ page, request }) => {
  const l = await listing(request, 1);
  const response = await visit(page, "/item/1");
  expect(response.status()).toBe(200);
  await expect(page).toHaveTitle(`${l.title} | Haya`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.title);
  await expect(main.getByText(l.category.name, { exact: true })).toBeVisible();
  await expect(main.getByText(`${naira(l.pricePerDayKobo)} per day`)).toBeVisible();
  await expect(main.getByRole("heading", { name: "Select Rental Date" })).toBeVisible();
  await expect(main.getByText("Protected booking")).toBeVisible();

  const features = main.getByRole("region", { name: "Features" });
  await expect(features.getByRole("listitem")).toHaveText(l.features);
  const included = main.getByRole("region", { name: "What's Included" });
  await expect(included.getByRole("listitem")).toHaveText(l.included);
  await expect(main.getByRole("heading", { name: `Reviews (${l.reviewCount})` })).toBeVisible();
  await expectAccessible(page);
});

/** The book button's words: 'Book Now' for instant listings, the seed's 'Request to Book' for requests. */
const bookLabel = (l: ApiListing) => (l.bookingMode === "instant" ? "Book Now" : "Request to Book");

/**
 * The first day a booking can start, as the page gives it: today, or tomorrow once today's last pick-up time is less
 * than an hour away (then the page says so).
 */
async function firstDay(page: Page): Promise<string> {
  const today = todayInLagos();
  const first = await page.getByLabel("Start date").getAttribute("min");
  expect([today, addDays(today, 1)]).toContain(first);
  await expect(page.getByText(/^No pick-up time is left today/)).toHaveCount(first === today ? 0 : 1);
  return first!;
}

test("rental date: past days disabled, book button needs a day, the same day tapped again is that one day", async ({ page, request }) => {
  const l = await listing(request, 1);
  await visit(page, "/item/1");
  const first = await firstDay(page);
  const book = page.getByRole("button", { name: bookLabel(l) });
  await expect(book).toBeDisabled();
  await expect(page.getByText("No date selected")).toBeVisible();

  if (!first.endsWith("-01")) {
    await expect(page.getByRole("button", { name: dayLabel(addDays(first, -1)), exact: true })).toBeDisabled();
  }
  await expect(page.getByRole("button", { name: "Previous month" })).toBeDisabled();

  const firstButton = page.getByRole("button", { name: dayLabel(first), exact: true });
  await expect(firstButton).toBeEnabled();
  await firstButton.click();
  await expect(firstButton).toHaveAttribute("aria-pressed", "true");
  await expect(book).toBeEnabled();
  await expect(page.getByText(/^Selected: .* \(1 day\)$/)).toBeVisible();

  // The same day tapped again is the end too: that one day, still chosen.
  await firstButton.click();
  await expect(firstButton).toHaveAttribute("aria-pressed", "true");
  await expect(book).toBeEnabled();
  await expect(page.getByText(/^Selected: .* \(1 day\)$/)).toBeVisible();
  await expect(page).toHaveURL(/\/item\/1$/);
  await expectAccessible(page);
});

test("rental date by keyboard: one day in the tab order, arrows and Page Down move, Enter picks", async ({ page, request }) => {
  const l = await listing(request, 1);
  await visit(page, "/item/1");
  const first = await firstDay(page);

  const grid = page.getByRole("grid");
  // Only one day can be tabbed to: the first open day (today, or tomorrow once today's pick-ups are over).
  await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
  const firstButton = page.getByRole("button", { name: dayLabel(first), exact: true });
  await expect(firstButton).toHaveAttribute("tabindex", "0");
  await firstButton.focus();

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: dayLabel(addDays(first, 1)), exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("button", { name: dayLabel(addDays(first, 8)), exact: true })).toBeFocused();
  // Never before the first open day: Arrow Up from the day after stops on it.
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(firstButton).toBeFocused();

  // Page Down: the same day next month, and the month heading follows.
  const d = new Date(`${first}T00:00:00Z`);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)).getUTCDate();
  const nextMonthDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, Math.min(d.getUTCDate(), last))).toISOString().slice(0, 10);
  await page.keyboard.press("PageDown");
  const target = page.getByRole("button", { name: dayLabel(nextMonthDay), exact: true });
  await expect(target).toBeFocused();
  await expect(grid).toHaveAttribute("aria-label", monthTitle(nextMonthDay));

  await page.keyboard.press("Enter");
  await expect(target).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: bookLabel(l) })).toBeEnabled();
  await expectAccessible(page);
});

test("unknown item → 404 'Item not found'", async ({ page }) => {
  const response = await page.goto("/item/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Item not found");
  await expect(page.getByText("The item you're looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle("Item not found | Haya");
  await expectAccessible(page);
});
