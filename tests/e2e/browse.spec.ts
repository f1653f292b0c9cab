// Browse on a phone: result counts agree with the API, search (with typos), filters, sort, 'Load More' and details.
import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { apiAround, apiCategories, apiListings, escapeDialog, expectCountAgrees, parseNaira, visit, test } from "./helpers";

const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /^Showing / });
const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 2 }).allTextContents();
// The address bar changes before React has drawn the new results (the router renders in a transition): assertions
// about the cards must retry until the new ones are there, never read the list once.
const titleHeadings = (page: Page) => cards(page).getByRole("heading", { level: 2 });
// On a phone the filters wait behind 'Filters' (a sheet): open it to reach them (browse-phone.spec.ts tests the sheet).
const openFilters = (page: Page) => page.getByRole("button", { name: /^Filters\b/ }).click();

test("all listings: count line and first page match the API", async ({ page, request }) => {
  const api = await apiAround(page, request, {}, undefined, () => visit(page, "/browse"));
  await expect(page.getByRole("heading", { level: 1, name: "Browse rentals" })).toBeVisible();
  await expect(cards(page)).toHaveCount(api.items.length);
  await expect(titleHeadings(page)).toHaveText(api.items.map((i) => i.title));
  await expectAccessible(page);
});

test("search 'generator' from the header", async ({ page, request }) => {
  await visit(page, "/browse");
  const search = page.getByRole("banner").getByRole("combobox", { name: "Search for items to rent" });
  await search.fill("generator");
  const api = await apiAround(page, request, { search: "generator" }, "generator", async () => {
    await search.press("Enter");
    await expect(page).toHaveURL(/\/browse\?search=generator$/);
  });
  expect(api.total.count).toBeGreaterThan(0);
  await openFilters(page);
  await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue("generator");
  await escapeDialog(page, page.getByRole("dialog", { name: "Filters" }));
  await expect(cards(page)).toHaveCount(api.items.length);
  await expect(titleHeadings(page)).toHaveText(api.items.map((i) => i.title));
  // Independent of the API: every card is about generators, and the search narrowed the catalogue.
  for (const text of await cards(page).allTextContents()) expect(text).toMatch(/generat/i);
  expect(api.total.count).toBeLessThan((await apiListings(request)).total.count);
  await expectAccessible(page);
});

test("a misspelling ('genrator') finds generators and says what it searched instead", async ({ page, request }) => {
  const api = await apiAround(page, request, { search: "genrator" }, "genrator", () => visit(page, "/browse?search=genrator"));
  expect(api.total.count).toBeGreaterThan(0);
  await expect(page.getByText('Showing results for "generator". No exact matches for "genrator".')).toBeVisible();
  await expect(cards(page).first()).toContainText(/generator/i);
  await expectAccessible(page);
});

test("a typo ('generater') still finds results", async ({ page, request }) => {
  const api = await apiAround(page, request, { search: "generater" }, "generater", () => visit(page, "/browse?search=generater"));
  expect(api.total.count).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(api.items.length);
  await expectAccessible(page);
});

test("a nonsense search shows the empty state", async ({ page }) => {
  await visit(page, "/browse?search=zzqqxxyy");
  await expect(countLine(page)).toHaveText('Showing 0 results for "zzqqxxyy"');
  await expect(page.getByRole("heading", { name: "No items found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Load More" })).toHaveCount(0);
  await expectAccessible(page);
});

// Regression: the filter form always sends maxPrice= (empty); it once meant ₦0 and emptied every result list.
test("search typed into the browse form and applied", async ({ page, request }) => {
  await visit(page, "/browse");
  await openFilters(page);
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("generator");
  const api = await apiAround(page, request, { search: "generator" }, "generator", async () => {
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/search=generator/);
  });
  await expect(titleHeadings(page)).toHaveText(api.items.map((i) => i.title));
  await expectAccessible(page);
});

test("category filter: choose a category, apply, every card carries its badge", async ({ page, request }) => {
  const category = (await apiCategories(request)).find((c) => c.slug === "trucks")!;
  const api = await apiListings(request, { category: category.slug });
  const all = await apiListings(request, { limit: 1 });
  expect(api.total.count).toBeGreaterThan(0);
  expect(api.total.count).toBeLessThan(all.total.count);

  await visit(page, "/browse");
  await expect(page.getByLabel("Subcategory", { exact: true })).toBeDisabled();
  await openFilters(page);
  await page.getByLabel("Category", { exact: true }).selectOption({ label: category.name });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
  await expectCountAgrees(page, request, { category: category.slug });
  // The filters (hidden again behind 'Filters') show the search applied.
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue(category.slug);
  await expect(page.getByLabel("Subcategory", { exact: true })).toBeEnabled();
  await expect(cards(page)).toHaveCount(api.items.length);
  for (const card of await cards(page).all()) {
    await expect(card.getByText(category.name, { exact: true })).toBeVisible();
  }
  await expect(titleHeadings(page)).toHaveText(api.items.map((i) => i.title));
  await expectAccessible(page);
});

test("sort 'Price: Low to High': chosen (it applies at once), prices never go down", async ({ page, request }) => {
  const api = await apiListings(request, { sort: "price-asc" });
  await visit(page, "/browse");
  await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expectCountAgrees(page, request, { sort: "price-asc" });
  await expect(page.getByLabel("Sort by").locator("option:checked")).toHaveText("Price: Low to High");
  await expect(cards(page)).toHaveCount(api.items.length);
  const prices = async () => (await cards(page).getByText(/^₦[\d,.]+\/day$/).allTextContents()).map(parseNaira);
  await expect.poll(prices).toEqual(api.items.map((i) => i.pricePerDayKobo / 100));
  const shown = await prices();
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  await expectAccessible(page);
});

test("'Load More' appends the next page", async ({ page, request }) => {
  const first = await apiListings(request);
  expect(first.nextCursor).not.toBeNull();
  const second = await apiListings(request, { cursor: first.nextCursor! });
  await visit(page, "/browse");
  await expect(cards(page)).toHaveCount(24);
  await page.getByRole("link", { name: "Load More" }).click();
  await expect(cards(page)).toHaveCount(24 + second.items.length);
  expect(await cardTitles(page)).toEqual([...first.items, ...second.items].map((i) => i.title));
  // Appending loads nothing else; the address now says two pages (browse-phone.spec.ts: Back keeps the place).
  await expect(page).toHaveURL(/\/browse\?pages=2$/);
  await expectCountAgrees(page, request, {});
  await expectAccessible(page);
});

test("'Load More' by keyboard moves focus to the first new card, even when it was the last page", async ({ page, request }) => {
  // A search with exactly two pages: after the second, the 'Load More' control is gone.
  const first = await apiListings(request, { search: "operator" });
  expect(first.nextCursor).not.toBeNull();
  const second = await apiListings(request, { search: "operator", cursor: first.nextCursor! });
  expect(second.nextCursor, "the demo catalogue has two pages of listings with an operator").toBeNull();
  await visit(page, "/browse?search=operator");
  const shown = first.items.length;
  await expect(cards(page)).toHaveCount(shown);
  const more = page.getByRole("link", { name: "Load More" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(cards(page)).toHaveCount(first.total.count);
  await expect(more).toHaveCount(0);
  await expect(cards(page).nth(shown).getByRole("link").first()).toBeFocused();
});

test("the instant-book box shows the filter however the link spells it (instant=1)", async ({ page, request }) => {
  await visit(page, "/browse?instant=1");
  await expectCountAgrees(page, request, { instant: "1" });
  await openFilters(page);
  await expect(page.getByRole("checkbox", { name: "Instant book only" })).toBeChecked();
});

test("pages loaded with 'Load More' stay when the footer newsletter form is used", async ({ page }) => {
  await visit(page, "/browse");
  await page.getByRole("link", { name: "Load More" }).click();
  await expect(cards(page)).toHaveCount(48);
  await page.getByLabel("Email address").fill(`keep-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("You're subscribed")).toBeVisible();
  await expect(cards(page)).toHaveCount(48);
});

test("'Load More' without JavaScript is a link to one page more, going on at the first new card", async ({ browser, page: jsPage, request }) => {
  test.setTimeout(60_000);
  const first = await apiListings(request);
  const second = await apiListings(request, { cursor: first.nextCursor! });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let nextUrl = "";
  try {
    const response = await page.goto("/browse");
    expect(response?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(24);
    const before = await cardTitles(page);
    await page.getByRole("link", { name: "Load More" }).click();
    await expect(page).toHaveURL(/\/browse\?pages=2#result-25$/);
    nextUrl = page.url();
    await expect(titleHeadings(page)).toHaveText([...before, ...second.items.map((i) => i.title)]);
    await expect(cards(page).nth(24)).toBeInViewport();
    await expectCountAgrees(page, request, {});
    await expect(page.getByRole("link", { name: "Back to first results" })).toHaveCount(0);
  } finally {
    await context.close();
  }
  // axe needs script execution, so the same server-rendered page is checked in a JavaScript-enabled tab.
  await visit(jsPage, nextUrl);
  await expect(cards(jsPage)).toHaveCount(24 + second.items.length);
  await expectAccessible(jsPage);
});

test("'View Details' opens the item page", async ({ page, request }) => {
  const api = await apiListings(request);
  const item = api.items[0]!;
  await visit(page, "/browse");
  await page.getByRole("link", { name: `View Details: ${item.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/item/${item.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
  await expectAccessible(page);
});
