// Listing an item, as a new owner does it on a phone: from sign-up to a published listing with two photos, found in
// search; then the price changed, days blocked, the listing paused and gone from search. The same listing can be
// made with JavaScript switched off. Every page visited is checked with axe.
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { dayLabel, nextMonth, visit } from "./helpers";
import { pngPhoto, verifiedOwner, withoutJs } from "./listing-helpers";
import { showMonthOf } from "./booking-page-helpers";

/** A word nobody else's listing has, so that search finds this listing alone. */
const uniqueWord = () => `zuma${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

const saveAndContinue = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

/** Steps 1, 2 and 4–7 of the listing form; photos (step 3) are the caller's, as they differ with and without JavaScript. */
async function fillListing(page: Page, title: string, photos: (page: Page) => Promise<void>) {
  await visit(page, "/list-item");
  await expect(page.getByRole("heading", { name: "List an item on Haya" })).toBeVisible();
  await page.getByLabel("Category").selectOption({ label: "Power Generation Tools" });
  await page.getByLabel("Type of item").selectOption({ label: "Diesel Generators" });
  await expectAccessible(page);
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/list-item\/\d+\/details$/);
  await expect(page.getByText("Step 2 of 8")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Soundproof, serviced every 250 hours, delivered with 100 litres of diesel and a changeover switch.");
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/photos$/);
  await photos(page);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/pricing$/);
  // Bad input is refused beside its field, and what was typed stays.
  await page.getByLabel("Price per day").fill("-5");
  await page.getByLabel("Maximum days").fill("14");
  await page.getByLabel("Days kept free between rentals").fill("9");
  await saveAndContinue(page);
  await expect(page.getByText("Enter a price per day from ₦100 to ₦10,000,000")).toBeVisible();
  await expect(page.getByText("Enter the days between rentals, from 0 to 7")).toBeVisible();
  await expect(page.getByLabel("Maximum days")).toHaveValue("14");
  await expect(page.getByLabel("Days kept free between rentals")).toHaveValue("9");
  await expectAccessible(page);
  await page.getByLabel("Price per day").fill("45,000");
  await page.getByLabel("Days kept free between rentals").fill("1");
  // A late fee over twice the daily price is refused beside it (issue 36); empty would mean the daily price.
  const lateFee = page.getByLabel("Late fee per day (empty: the daily price)");
  await expect(lateFee).toHaveValue("");
  await lateFee.fill("100,000");
  await saveAndContinue(page);
  await expect(page.getByText("The late fee can be at most twice the daily price (₦90,000 a day)")).toBeVisible();
  await expect(lateFee).toHaveValue("100,000");
  await lateFee.fill("60,000");
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/location$/);
  await page.getByLabel("State").selectOption({ label: "Lagos" });
  await page.getByLabel("City or area").fill("Ikeja");
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/features$/);
  await page.getByLabel("Features (optional)").fill("Soundproof canopy\nChangeover switch");
  await page.getByLabel("What's included (optional)").fill("100 litres of diesel");
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/pickup$/);
  await page.getByLabel("Pick-up notes (optional)").fill("Pick up from our yard on Allen Avenue; we help you load.");
  await saveAndContinue(page);

  // The review shows the card as renters will see it, then publishing opens the listing's manage page.
  await expect(page).toHaveURL(/\/review$/);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText("₦45,000")).toBeVisible();
  await expect(card.getByText("Ikeja, Lagos")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/my-rentals\/listings\/\d+\?published=1/);
  await expect(page.getByText("Your listing is published: renters can now find it and book it.")).toBeVisible();
  return Number(/listings\/(\d+)/.exec(page.url())![1]);
}

/** The search results for `word` as a visitor sees them (a hard reload: no page rendered earlier). */
async function searchFor(page: Page, word: string, { js = true } = {}) {
  await page.setExtraHTTPHeaders({ "cache-control": "no-cache" });
  if (js) await visit(page, `/browse?search=${word}`);
  else await page.goto(`/browse?search=${word}`);
  return page.getByRole("main");
}

test("a new owner lists an item with two photos, finds it in search, edits the price, blocks days, and pauses it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await verifiedOwner(page);
  const word = uniqueWord();
  const title = `Mikano 60kVA ${word} generator`;
  const id = await fillListing(page, title, async (p) => {
    await expectAccessible(p);
    await p.getByLabel("Add photos").setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: await pngPhoto(800, 600, [22, 163, 74]) },
      { name: "side.png", mimeType: "image/png", buffer: await pngPhoto(800, 600, [37, 99, 235]) },
    ]);
    // Each photo uploads on its own, then shows in order; the second can become the cover.
    await expect(p.getByRole("button", { name: "Delete photo 2" })).toBeVisible();
    await expect(p.getByRole("button", { name: "Delete photo 3" })).toHaveCount(0);
    await expect(p.getByText("2 of 2 photos uploaded")).toBeAttached();
    await p.getByRole("button", { name: "Make cover" }).click();
    await expect(p.getByRole("status").filter({ hasText: "Photo 2 is now the cover (photo 1)" })).toBeVisible();
  });

  // Renters find it at once, with its photo and price.
  const visitor = await (await browser.newContext()).newPage();
  let results = await searchFor(visitor, word);
  await expect(results.getByText("Showing 1 result")).toBeVisible();
  await expect(results.getByRole("heading", { name: title })).toBeVisible();
  await expect(results.getByText("₦45,000")).toBeVisible();
  await expectAccessible(visitor);

  // The price, edited on the manage page, is the one renters see.
  await visit(page, `/my-rentals/listings/${id}`);
  await expectAccessible(page);
  const pricing = page.getByRole("region", { name: "Price and booking" });
  await pricing.getByLabel("Price per day").fill("50,000");
  await pricing.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Price and booking: saved.")).toBeVisible();
  results = await searchFor(visitor, word);
  await expect(results.getByText("₦50,000")).toBeVisible();

  // Two days blocked next month are unavailable on the item page.
  const [first, second] = [`${nextMonth()}-10`, `${nextMonth()}-11`];
  const availability = page.getByRole("region", { name: "Availability" });
  await availability.getByRole("link", { name: /^Next month/ }).click();
  await page.getByLabel(`Block ${dayLabel(first)}`).check();
  await page.getByLabel(`Block ${dayLabel(second)}`).check();
  await page.getByRole("button", { name: "Save blocked dates" }).click();
  await expect(page.getByText(/^Saved: 2 days blocked in /)).toBeVisible();
  await visit(visitor, `/item/${id}`);
  // The calendar opens on the first day that can still be booked: next month already, late on a month's last day.
  await showMonthOf(visitor, first);
  await expect(visitor.getByRole("button", { name: `${dayLabel(first)}, unavailable` })).toBeDisabled();
  await expect(visitor.getByRole("button", { name: `${dayLabel(second)}, unavailable` })).toBeDisabled();

  // Paused: gone from search, and My Listings says so.
  await visit(page, `/my-rentals/listings/${id}`);
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByRole("region", { name: "Status" }).getByText("Paused", { exact: true })).toBeVisible();
  results = await searchFor(visitor, word);
  await expect(results.getByRole("heading", { name: title })).toHaveCount(0);
  await expect(results.getByText("No items found")).toBeVisible();
  await visit(page, "/my-rentals");
  const mine = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(mine.getByText("paused", { exact: true })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Manage Listing" })).toHaveAttribute("href", `/my-rentals/listings/${id}`);
});

test("the whole listing form works without JavaScript, photos included", async ({ page, browser, ip }) => {
  test.setTimeout(90_000);
  await verifiedOwner(page, "nojs");
  const plain = await (await withoutJs(browser, page, ip)).newPage();
  // `visit` waits for hydration, which never comes here: plain navigations instead.
  const word = uniqueWord();
  const title = `Perkins ${word} standby generator`;
  await plain.goto("/list-item");
  await plain.getByLabel("Category").selectOption({ label: "Power Generation Tools" });
  await plain.getByLabel("Type of item").selectOption({ label: "Diesel Generators" });
  await saveAndContinue(plain);
  await expect(plain).toHaveURL(/\/details$/);
  await plain.getByLabel("Title").fill(title);
  await plain.getByLabel("Description").fill("Standby generator for homes and offices, with automatic changeover and a full tank.");
  await saveAndContinue(plain);

  await plain.getByLabel("Add photos").setInputFiles([
    { name: "a.png", mimeType: "image/png", buffer: await pngPhoto(640, 480, [202, 138, 4]) },
    { name: "b.png", mimeType: "image/png", buffer: await pngPhoto(640, 480, [8, 145, 178]) },
  ]);
  await plain.getByRole("button", { name: "Upload photos" }).click();
  await expect(plain.getByRole("button", { name: "Delete photo 2" })).toBeVisible();
  // The second photo becomes the cover by a plain form post too.
  await plain.getByRole("button", { name: "Make cover" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Photo 2 is now the cover (photo 1)" })).toBeVisible();
  await expect(plain.getByRole("button", { name: "Delete photo 2" })).toBeVisible();
  await plain.getByRole("button", { name: "Continue" }).click();

  await plain.getByLabel("Price per day").fill("30000");
  await saveAndContinue(plain);
  await plain.getByLabel("State").selectOption({ label: "Oyo" });
  await plain.getByLabel("City or area").fill("Ibadan");
  await saveAndContinue(plain);
  await saveAndContinue(plain);
  await saveAndContinue(plain);
  await expect(plain).toHaveURL(/\/review$/);
  await plain.getByRole("button", { name: "Publish" }).click();
  await expect(plain.getByText("Your listing is published: renters can now find it and book it.")).toBeVisible();

  const results = await searchFor(plain, word, { js: false });
  await expect(results.getByRole("heading", { name: title })).toBeVisible();
  await expect(results.getByText("Ibadan, Oyo")).toBeVisible();
});
