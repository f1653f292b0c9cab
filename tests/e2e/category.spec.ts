// Category pages on a phone: heading, subcategory chips, 'Rent Now' cards, 'Load More Items', redirects and 404s.
import { expect } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { addDays, apiCategories, apiListings, todayInLagos, visit, test } from "./helpers";

const PAGE_SIZE = 12;

test("/vehicles: heading, subcategory chips and 'Rent Now' cards", async ({ page, request }) => {
  const vehicles = (await apiCategories(request)).find((c) => c.slug === "vehicles")!;
  const api = await apiListings(request, { category: "vehicles", sort: "rating", limit: PAGE_SIZE });
  const response = await visit(page, "/vehicles");
  expect(response.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vehicles.title);

  const chips = page.getByRole("list", { name: "Subcategories" }).getByRole("link");
  await expect(chips).toHaveText(vehicles.subcategories.map((s) => s.name));
  for (const s of vehicles.subcategories) {
    await expect(chips.filter({ hasText: s.name })).toHaveAttribute("href", `/vehicles/${s.slug}`);
  }

  const rentNow = page.getByRole("main").getByRole("link", { name: /^Rent Now: / });
  await expect(rentNow).toHaveCount(Math.min(PAGE_SIZE, api.total.count));
  await expect(rentNow).toHaveText(Array(Math.min(PAGE_SIZE, api.total.count)).fill("Rent Now"));
  for (const [i, item] of api.items.entries()) {
    await expect(rentNow.nth(i)).toHaveAttribute("href", `/item/${item.id}`);
  }
  await expectAccessible(page);
});

test("a subcategory chip opens the subcategory page", async ({ page, request }) => {
  const vehicles = (await apiCategories(request)).find((c) => c.slug === "vehicles")!;
  const sub = vehicles.subcategories[0]!;
  const api = await apiListings(request, { category: "vehicles", subcategory: sub.slug, sort: "rating", limit: PAGE_SIZE });
  await visit(page, "/vehicles");
  await page.getByRole("list", { name: "Subcategories" }).getByRole("link", { name: sub.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${sub.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sub.name);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: vehicles.name })).toHaveAttribute("href", "/vehicles");
  const rentNow = page.getByRole("main").getByRole("link", { name: /^Rent Now: / });
  await expect(rentNow).toHaveCount(Math.min(PAGE_SIZE, api.total.count));
  await expectAccessible(page);
});

test("chosen dates go with the chips and the breadcrumb to another subcategory, and stay in its form", async ({ page, request }) => {
  const vehicles = (await apiCategories(request)).find((c) => c.slug === "vehicles")!;
  const [one, two] = vehicles.subcategories as [(typeof vehicles.subcategories)[0], (typeof vehicles.subcategories)[0]];
  const dates = { startDate: addDays(todayInLagos(), 20), endDate: addDays(todayInLagos(), 22) };
  const api = await apiListings(request, { category: "vehicles", subcategory: two.slug, sort: "rating", limit: PAGE_SIZE, ...dates });
  await visit(page, `/vehicles/${one.slug}?${new URLSearchParams(dates)}`);
  await page.getByRole("list", { name: "Subcategories" }).getByRole("link", { name: two.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/vehicles/${two.slug}\\?startDate=${dates.startDate}&endDate=${dates.endDate}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(two.name);
  await expect(page.getByRole("form", { name: "Dates and place" }).getByLabel("Start date")).toHaveValue(dates.startDate);
  await expect(page.getByText(`${api.total.count}${api.total.capped ? "+" : ""} ${api.total.count === 1 ? "item" : "items"}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: vehicles.name })).toHaveAttribute("href", `/vehicles?${new URLSearchParams(dates)}`);
});

test("a place to be near orders a category nearest first, each card saying how far, and the chips keep it", async ({ page }) => {
  await visit(page, "/vehicles");
  const form = page.getByRole("form", { name: "Dates and place" });
  await form.getByLabel("Near").selectOption("Ibadan");
  await form.getByRole("button", { name: "Show items" }).click();
  await expect(page).toHaveURL(/\/vehicles\?(.*&)?near=Ibadan(&|$)/);
  const away = page.getByRole("main").getByText(/^· (Under 1|[\d,]+) km away$/);
  await expect(away.first()).toBeVisible();
  const km = (await away.allTextContents()).map((t) => (t.includes("Under") ? 0 : Number(t.replace(/[^\d]/g, ""))));
  expect(km).toEqual([...km].sort((a, b) => a - b));
  await expect(page.getByRole("list", { name: "Subcategories" }).getByRole("link").first()).toHaveAttribute("href", /\?near=Ibadan$/);
  await expectAccessible(page);
});

test("'Load More Items' loads the rest of a category with more than 12 items", async ({ page, request }) => {
  const categories = await apiCategories(request);
  let slug = "vehicles";
  let first = await apiListings(request, { category: slug, sort: "rating", limit: PAGE_SIZE });
  if (first.total.count <= PAGE_SIZE) {
    for (const c of categories) {
      first = await apiListings(request, { category: c.slug, sort: "rating", limit: PAGE_SIZE });
      if (first.total.count > PAGE_SIZE) {
        slug = c.slug;
        break;
      }
    }
  }
  expect(first.total.count, "some category has more than 12 items").toBeGreaterThan(PAGE_SIZE);
  const second = await apiListings(request, { category: slug, sort: "rating", limit: PAGE_SIZE, cursor: first.nextCursor! });

  await visit(page, `/${slug}`);
  const rentNow = page.getByRole("main").getByRole("link", { name: /^Rent Now: / });
  await expect(rentNow).toHaveCount(PAGE_SIZE);
  await page.getByRole("link", { name: "Load More Items" }).click();
  await expect(rentNow).toHaveCount(PAGE_SIZE + second.items.length);
  const ids = await rentNow.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(ids).toEqual([...first.items, ...second.items].map((i) => `/item/${i.id}`));
  if (!second.nextCursor) await expect(page.getByRole("link", { name: "Load More Items" })).toHaveCount(0);
  await expectAccessible(page);
});

test("/category/event-halls redirects permanently to /event-halls", async ({ page, request }) => {
  const res = await request.get("/category/event-halls", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()["location"]).toBe("/event-halls");

  const eventHalls = (await apiCategories(request)).find((c) => c.slug === "event-halls")!;
  await visit(page, "/category/event-halls");
  await expect(page).toHaveURL(/\/event-halls$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(eventHalls.title);
  await expectAccessible(page);
});

test("/category/not-a-category → 404 'Category not found' with a link to browse", async ({ page }) => {
  const response = await page.goto("/category/not-a-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Category not found");
  await expect(page.getByRole("main").getByRole("link", { name: "Browse all items" })).toHaveAttribute("href", "/browse");
  await expectAccessible(page);
});

for (const path of ["/not-a-category", "/vehicles/not-a-sub", "/nonsense"]) {
  test(`${path} → 404 'Oops! Page not found', like any unknown path`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("main").getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByText("Category not found")).toHaveCount(0);
    await expect(page).toHaveTitle("Page not found | Haya");
    await expect(page.getByRole("main").getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expectAccessible(page);
  });
}

test("a deeper unknown path → 404 'Oops! Page not found' with a link home", async ({ page }) => {
  const response = await page.goto("/a/b/c");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Haya");
  const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await expectAccessible(page);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Find Your Perfect Rental" })).toBeVisible();
});
