// Category names on a 360 × 740 phone (issue 38, item 14): the names stored in the database are shown in the page's
// language — the home page's chips, browse's category and type selects, a category page's heading, the header's
// suggestions — the Pidgin ones on /pcm pages (the same as the API's for Accept-Language: pcm, and as the header's
// 'Motor dem'), the English ones on English pages.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { apiCategories, type ApiCategory, test, visit } from "./helpers";
import { checkNarrow, NARROW } from "./narrow-helpers";

test.use(NARROW);

const HOME = ["vehicles", "trucks", "logistics", "event-halls"];

async function pidginCategories(request: APIRequestContext): Promise<ApiCategory[]> {
  const res = await request.get("/api/v1/categories", { headers: { "Accept-Language": "pcm" } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { categories: ApiCategory[] }).categories;
}

/** The home page's chips: the list in the hero whose links open the home categories. */
const chips = (page: Page, prefix: string) =>
  page
    .getByRole("main")
    .getByRole("list")
    .filter({ has: page.locator(`a[href="${prefix}/vehicles"]`) })
    .getByRole("link");

/** Those of `names` that the select would cut off, chosen in it: each put in a copy of it that grows with its choice. */
function cutOff(page: Page, selector: string, names: string[]): Promise<string[]> {
  return page.locator(selector).evaluate((select: HTMLSelectElement, names: string[]) => {
    const width = select.getBoundingClientRect().width;
    const probe = select.cloneNode(false) as HTMLSelectElement;
    probe.removeAttribute("id");
    probe.style.cssText += ";field-sizing:content;position:absolute;width:max-content;min-width:0;max-width:none";
    select.after(probe);
    const wide = names.filter((name) => {
      probe.replaceChildren(new Option(name));
      return probe.getBoundingClientRect().width > width + 1;
    });
    probe.remove();
    return wide;
  }, names);
}

test("/pcm: the home page's chips and browse's category filter say the Pidgin names", async ({ page, request }, testInfo) => {
  const pcm = await pidginCategories(request);
  const home = HOME.map((slug) => pcm.find((c) => c.slug === slug)!);
  expect(home.map((c) => c.name)).toEqual(["Motor dem", "Lorry dem", "Load carrying", "Party hall dem"]);

  await visit(page, "/pcm");
  await expect(chips(page, "/pcm")).toHaveText(home.map((c) => c.name));
  // The header calls them the same.
  await expect(page.getByRole("banner").getByRole("navigation").locator('a[href="/pcm/vehicles"]')).toHaveText("Motor dem");
  await checkNarrow(page, testInfo, "pcm home");
  await expectAccessible(page);

  await visit(page, "/pcm/browse?category=vehicles");
  const category = page.locator("#browse-category");
  await expect(category.locator("option").filter({ hasText: "Motor dem" })).toHaveAttribute("value", "vehicles");
  await expect(category.locator("option:not([value='all'])")).toHaveText(pcm.map((c) => c.name));
  await expect(category.locator("option:checked")).toHaveText("Motor dem");
  const vehicles = pcm.find((c) => c.slug === "vehicles")!;
  await expect(page.locator("#browse-subcategory option:not([value=''])")).toHaveText(vehicles.subcategories.map((s) => s.name));
  await expect(page.getByText("Vehicles", { exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // A category page: its Pidgin title and description, and its types.
  await visit(page, "/pcm/vehicles");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vehicles.title);
  await expect(page.getByRole("main").getByText(vehicles.description, { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: vehicles.subcategories[0]!.name, exact: true })).toHaveAttribute("href", `/pcm/vehicles/${vehicles.subcategories[0]!.slug}`);
  await checkNarrow(page, testInfo, "pcm category page");
  await expectAccessible(page);
});

test("/pcm/browse at 360 px: every Pidgin category and type fits the filters' selects", async ({ page, request }) => {
  const pcm = await pidginCategories(request);
  await visit(page, "/pcm/browse?category=vehicles");
  // The phone's filters sheet, where the selects are as wide as a phone leaves them.
  await page.getByRole("main").locator('button[aria-haspopup="dialog"]').click();
  await expect(page.getByRole("dialog").locator("#browse-subcategory")).toBeVisible();
  expect(await cutOff(page, "#browse-category", pcm.map((c) => c.name))).toEqual([]);
  expect(await cutOff(page, "#browse-subcategory", pcm.flatMap((c) => c.subcategories.map((s) => s.name)))).toEqual([]);
});

test("/pcm: the header's suggestions name categories in Pidgin", async ({ page }) => {
  await visit(page, "/pcm");
  const box = page.getByRole("banner").getByRole("combobox");
  await box.pressSequentially("lorry");
  const first = page.getByRole("listbox").getByRole("option").first();
  await expect(first).toContainText("Lorry dem");
  await expectAccessible(page);
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/pcm\/trucks$/);
});

test("English pages still say the English names", async ({ page, request }) => {
  const en = await apiCategories(request);
  expect(HOME.map((slug) => en.find((c) => c.slug === slug)!.name)).toEqual(["Vehicles", "Trucks", "Logistics", "Event Halls"]);

  await visit(page, "/");
  await expect(chips(page, "")).toHaveText(["Vehicles", "Trucks", "Logistics", "Event Halls"]);
  await expectAccessible(page);

  await visit(page, "/browse?category=vehicles");
  const category = page.locator("#browse-category");
  await expect(category.locator("option:not([value='all'])")).toHaveText(en.map((c) => c.name));
  await expect(category.locator("option:checked")).toHaveText("Vehicles");
  await expect(page.locator("#browse-subcategory option:not([value=''])")).toHaveText(en.find((c) => c.slug === "vehicles")!.subcategories.map((s) => s.name));
  await expect(page.getByText("Motor dem", { exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
