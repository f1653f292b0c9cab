// Phone-sized pages (issue 38, item 15), on a 360 × 740 phone: results two to a row, short enough that two rows fit under
// the folded header, and the page after three 'Load More' a fraction of its old 52,000 px; the header folds to its row of
// logo and cart as the page scrolls and is whole again at the top (and whenever the keyboard is in it); an owner's request
// cards carry a thumbnail, not a cover picture; 'Save this search' says so in words, with the results, in both languages
// and without JavaScript. axe on each page.
import { expect, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { signIn, test } from "./accounts-helpers";
import { addDays, todayInLagos, visit } from "./helpers";
import { NARROW, narrowProblems } from "./narrow-helpers";
import { DEMO_OWNER, DEMO_PASSWORD } from "../../server/seed/data/demo-people";

test.use(NARROW);

/** The header's row that stays on screen: the logo, cart, bell and messages (60 px). */
const FOLDED_MAX = 64;
/** A card on a phone (photo, category, title of up to five lines, rating, place, price, link): about 280–340 px (Pidgin's rating count takes a second line). */
const CARD_MAX = 360;

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const box = async (l: Locator) => (await l.boundingBox())!;
/** How far down the screen the header reaches: all of it that is in view. */
const headerBottom = (page: Page) => page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().bottom);

/** Scrolls so that the `nth` card's top is just below the folded header; returns the cards wholly on screen. */
async function wholeCardsBelowHeader(page: Page, nth: number): Promise<number> {
  await page.evaluate(([i, gap]) => {
    const card = document.querySelectorAll("main article")[i]!;
    window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - gap);
  }, [nth, FOLDED_MAX] as const);
  return cards(page).evaluateAll((as) => as.filter((a) => {
    const r = a.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  }).length);
}

for (const [lang, path, save] of [["English", "/browse", "Save this search"], ["Pidgin", "/pcm/browse", "Save dis search"]] as const)
  test(`${lang}: results two to a row, two rows to a screen, and 'Save this search' in words with them`, async ({ page }) => {
    await visit(page, path);
    const [first, second] = [await box(cards(page).nth(0)), await box(cards(page).nth(1))];
    expect(first.y, "the first two cards side by side").toBe(second.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(first.width).toBeGreaterThan(140);
    const heights = await cards(page).evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
    expect(heights).toHaveLength(24);
    for (const h of heights) expect(h, "a card's height (was 511 px)").toBeLessThanOrEqual(CARD_MAX);
    // Under the folded header, two full rows: four whole cards on a 740 px screen (it was not one).
    expect(await wholeCardsBelowHeader(page, 2)).toBeGreaterThanOrEqual(4);
    expect(await headerBottom(page)).toBeLessThanOrEqual(FOLDED_MAX);

    // The results' own button, not an icon beside the header's bell; a form that works before the script has loaded.
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = page.getByRole("main").getByRole("button", { name: save });
    await expect(button).toHaveText(save);
    await expect(button).toBeInViewport();
    await expect(page.getByRole("banner").getByRole("button", { name: save })).toHaveCount(0);
    await expect(button.locator("xpath=ancestor::form")).toHaveAttribute("action", "/saved/searches");
    // The sort's Pidgin 'Wetin match pass' is a little wider than its field at 360 px: the filters' toolbar, not the
    // results (left to the Pidgin wording under way).
    expect((await narrowProblems(page)).filter((p) => !p.startsWith('the field "Arrange am by"'))).toEqual([]);
    await expectAccessible(page);
  });

test("three 'Load More' later the page is a third of its old length, and nothing on a card is cut off", async ({ page }) => {
  // 96 cards on a busy 2-core machine.
  test.setTimeout(90_000);
  await visit(page, "/browse");
  const more = page.getByRole("link", { name: "Load More" });
  for (const n of [48, 72, 96]) {
    await more.click();
    await expect(cards(page)).toHaveCount(n);
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, "the page's height with 96 results (was 51,958 px)").toBeLessThan(20_000);
  expect(await narrowProblems(page)).toEqual([]);
});

test("with dates chosen, a card's rental and its deposit on lines of their own, whole at 160 px", async ({ page }) => {
  const start = addDays(todayInLagos(), 20);
  await visit(page, `/browse?startDate=${start}&endDate=${addDays(start, 2)}`);
  const card = cards(page).first();
  await expect(card.getByText(/^₦[\d,]+\/day$/)).toBeVisible();
  await expect(card.getByText(/ for 3 days/)).toBeVisible();
  await expect(card.getByRole("button", { name: /^Add to cart: / })).toBeVisible();
  const [first, second] = [await box(cards(page).nth(0)), await box(cards(page).nth(1))];
  expect(first.y).toBe(second.y);
  expect(await narrowProblems(page)).toEqual([]);
  await expectAccessible(page);
});

test("the header folds to its row as the page scrolls, keeps the cart, shows itself to the keyboard, and is whole at the top", async ({ page }) => {
  await visit(page, "/browse");
  const full = await headerBottom(page);
  expect(full, "the whole header at the top (a quarter of the screen)").toBeGreaterThan(180);
  // The skip link still comes first, over the header.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  const cart = page.getByRole("banner").getByRole("link", { name: /^Cart/ });

  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => headerBottom(page), { message: "the folded header" }).toBeLessThanOrEqual(FOLDED_MAX);
  await expect(cart).toBeInViewport();
  await expect(page.getByRole("banner").getByRole("link", { name: "Haya home" })).toBeInViewport();
  await expectAccessible(page);

  // The keyboard in the header, scrolled down: all of it shows, the search where it can be seen and typed in.
  const search = page.getByRole("banner").getByRole("combobox", { name: "Search for items to rent" });
  await search.focus();
  expect(await headerBottom(page)).toBe(full);
  await expect(search).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeFocused();
  await expect(page.getByRole("banner").getByRole("button", { name: "Search", exact: true })).toBeInViewport({ ratio: 1 });
  // Out of the header again, into the results: folded, and the focused link not under it.
  await page.getByRole("main").getByRole("link", { name: /^View Details: / }).nth(20).focus();
  await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(FOLDED_MAX);
  const focused = await box(page.getByRole("main").getByRole("link", { name: /^View Details: / }).nth(20));
  expect(focused.y).toBeGreaterThanOrEqual(FOLDED_MAX);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => headerBottom(page), { message: "whole again at the top" }).toBe(full);
});

test("the demo owner's request cards carry a thumbnail, not a cover picture", async ({ page }) => {
  await visit(page, "/login");
  await signIn(page, { email: DEMO_OWNER.email, password: DEMO_PASSWORD }, { here: true });
  await expect(page.getByRole("banner").getByText(DEMO_OWNER.name)).toBeVisible();
  await visit(page, "/my-rentals?tab=requests");
  const requests = cards(page);
  await expect(requests.first()).toBeVisible();
  const photos = await requests.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getBoundingClientRect()));
  expect(photos.length).toBeGreaterThan(0);
  for (const p of photos) {
    expect(p.height, "a thumbnail's height (was 246 px)").toBeLessThanOrEqual(100);
    expect(p.width).toBeLessThanOrEqual(100);
  }
  // The title beside the thumbnail, at the top of the card.
  const card = await box(requests.first());
  const title = await box(requests.first().getByRole("heading", { level: 2 }));
  expect(title.y - card.y).toBeLessThan(40);
  expect(await narrowProblems(page)).toEqual([]);
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the folded header and 'Save this search' work all the same", async ({ page }) => {
    await page.goto("/browse?search=generator");
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(FOLDED_MAX);
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = page.getByRole("main").getByRole("button", { name: "Save this search" });
    await expect(button).toHaveText("Save this search");
    await button.click();
    // A visitor is asked to sign in first, the search kept for afterwards (saved.spec.ts follows it through).
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});
