// Near me on a phone: the browser is asked where it is only when 'Near me' is pressed, then the results come nearest
// first with how far each is; without JavaScript a chosen city does the same through the plain form.
import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { apiListings, visit, test } from "./helpers";

/** A 1 × 1 PNG, standing in for a map tile. */
const ONE_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const titles = (page: Page) => cards(page).getByRole("heading", { level: 2 });

/** The filters: in the sheet on a phone (with JavaScript), on the page from md up. */
async function openFilters(page: Page) {
  const button = page.getByRole("button", { name: /^Filters/ });
  if (await button.isVisible()) await button.click();
}

test.describe("with the location granted", () => {
  // Ibadan (7.38, 3.90), as a phone's location service would give it.
  test.use({ geolocation: { latitude: 7.3801, longitude: 3.9002 }, permissions: ["geolocation"] });

  test("'Near me' asks for the location only when pressed, then shows the nearest first, with how far", async ({ page, request }) => {
    // Two searches and an accessibility check of a long page: more than a phone's usual 30 s on a busy machine.
    test.slow();
    await page.addInitScript(() => {
      const w = window as unknown as { asked: number };
      w.asked = 0;
      const get = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args: Parameters<typeof get>) => {
        w.asked += 1;
        get(...args);
      };
    });
    await visit(page, "/browse");
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
    await openFilters(page);
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page).toHaveURL(/[?&]near=7\.380%2C3\.900(&|$)/);
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);

    const api = await apiListings(request, { near: "7.380,3.900" });
    await expect(titles(page)).toHaveText(api.items.map((i) => i.title));
    await expect(cards(page).first()).toContainText("Under 1 km away");
    await expect(cards(page).nth(api.items.length - 1)).toContainText(/\d km away/);
    // The sort says what the order is, and the place is kept for the next search.
    await expect(page.getByRole("combobox", { name: /Sort/ })).toHaveValue("distance");
    await expectAccessible(page);
  });

  test("'Show map' loads the map only when asked for, on the configured tile server's tiles, credited", async ({ page }) => {
    // The test server's MAP_TILE_URL (scripts/e2e-server.mjs) names a tile server that does not exist: answered here.
    const tiles: string[] = [];
    await page.route("https://tiles.haya.test/**", (route) => {
      tiles.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: "image/png", body: Buffer.from(ONE_PIXEL_PNG, "base64") });
    });
    await visit(page, "/browse?near=Ibadan");
    await expect(page.getByRole("img", { name: /^Map of/ })).toHaveCount(0);
    expect(tiles).toEqual([]);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.getByRole("img", { name: /^Map of \d+ listings in \d+ place/ })).toBeVisible();
    await expect(page.getByText("Map: © Haya test tiles")).toBeVisible();
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    for (const t of tiles) expect(t).toMatch(/^\/\d+\/\d+\/\d+\.png$/);
    await expectAccessible(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a chosen city sorts nearest first through the plain form", async ({ page, request }) => {
    await page.goto("/browse#search-filters");
    await expect(page.getByRole("button", { name: "Near me" })).toHaveCount(0);
    await page.getByLabel("Near", { exact: true }).selectOption("Ibadan");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]near=Ibadan(&|$)/);
    const api = await apiListings(request, { near: "Ibadan" });
    await expect(titles(page)).toHaveText(api.items.map((i) => i.title));
    await expect(cards(page).first()).toContainText("Under 1 km away");
  });
});
