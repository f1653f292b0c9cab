// Browse's filters on a 360 × 740 phone (issue 38, item 8): 'Apply filters' sends the form without a page error, with
// JavaScript (in the page, no reload) and without; the results say which filters are on, each removable by a plain link;
// and a listing the dates leave out for being fewer days than its minimum is said, with a link to enough days.
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { addDays, apiListings, nf, todayInLagos, visit } from "./helpers";
import { apiListing, verifiedOwner } from "./listing-helpers";
import { checkNarrow, NARROW } from "./narrow-helpers";

test.use(NARROW);

/** What each language says (messages/en.json, messages/pcm.json). */
const WORDS = {
  en: {
    prefix: "",
    vehicles: "Vehicles",
    filters: (n: number) => `Filters (${n} active)`,
    apply: "Apply filters",
    instantBox: "Instant book only",
    minPrice: "Min ₦/day",
    on: "Filters on",
    instant: "Instant book",
    from: "From ₦5,000 a day",
    remove: (f: string) => `Remove filter: ${f}`,
    clear: "Clear all filters",
    showing: /^Showing /,
    needs: (n: number, days: number) => `${n} more ${n === 1 ? "item needs" : "items need"} at least ${days} days.`,
    show: (days: number, start: string) => `Show ${days} days from ${start}`,
    title: (search: string) => `Rent "${search}" in Nigeria | Haya`,
  },
  pcm: {
    prefix: "/pcm",
    vehicles: "Motor dem",
    filters: (n: number) => `Filter (${n} dey on)`,
    apply: "Use di filters",
    instantBox: "Only di ones wey you fit book sharp sharp",
    minPrice: "Lowest ₦ for one day",
    on: "Filters wey dey on",
    instant: "Book sharp sharp",
    from: "From ₦5,000 for one day",
    remove: (f: string) => `Comot dis filter: ${f}`,
    clear: "Comot all di filters",
    showing: /^We see /,
    needs: (n: number, days: number) => `${n} more ${n === 1 ? "tin" : "tins"} dey wey you must rent for at least ${days} days.`,
    show: (days: number, start: string) => `Show am for ${days} days from ${start}`,
    title: (search: string) => `Rent "${search}" for Naija | Haya`,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** Errors the page throws or logs, from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

/** "Mon 1 Dec", as the site writes a day in short (core/dates.ts shortDay). */
const shortDay = (iso: string) => new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

/** The page's path and the parameters of its address that say something (a blank field says nothing). */
function searched(page: Page) {
  const url = new URL(page.url());
  return { path: url.pathname, query: Object.fromEntries([...url.searchParams].filter(([, v]) => v !== "")) };
}

const chips = (page: Page, w: Words) => page.getByRole("list", { name: w.on });
const countLine = (page: Page, w: Words) => page.getByRole("status").filter({ hasText: w.showing });

for (const [lang, w] of Object.entries(WORDS)) {
  test(`${lang}: 'Apply filters' in the sheet sends the form in the page, without an error; each filter on is a link that removes it`, async ({ page, request }, testInfo) => {
    const errors = pageErrors(page);
    const filtered = await apiListings(request, { category: "vehicles", instant: "true", minPrice: 5000 });
    await visit(page, `${w.prefix}/browse?category=vehicles`);
    // A mark in the page that a reload would wipe out.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.getByRole("button", { name: w.filters(1), exact: true }).click();
    const sheet = page.getByRole("dialog");
    await sheet.getByRole("checkbox", { name: w.instantBox }).check();
    await sheet.getByRole("textbox", { name: w.minPrice }).fill("5000");
    await sheet.getByRole("button", { name: w.apply }).click();
    await expect(page).toHaveURL(/instant=true/);
    expect(searched(page)).toEqual({ path: `${w.prefix}/browse`, query: { category: "vehicles", minPrice: "5000", instant: "true", sort: "relevance" } });
    await expect(sheet).toBeHidden();
    await expect(countLine(page, w)).toContainText(` ${nf.format(filtered.total.count)} `);
    await expect(page.getByRole("button", { name: w.filters(3), exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), "no reload").toBe(true);

    // The filters on, in the form's order, each named for what its link does.
    const list = chips(page, w);
    await expect(list.getByRole("link")).toHaveText([w.vehicles, w.from, w.instant]);
    // On the line of 'Show map', so the first result still starts in view: the line scrolls sideways to the others.
    await expect(list.getByRole("link").first()).toBeInViewport();
    await expect(page.getByRole("main").getByRole("article").first()).toBeInViewport();
    await checkNarrow(page, testInfo, `browse with three filters on (${lang})`);
    await expectAccessible(page);
    await list.getByRole("link", { name: w.remove(w.instant) }).click();
    await expect(page).toHaveURL(`${w.prefix}/browse?sort=relevance&category=vehicles&minPrice=5000`);
    await expect(list.getByRole("link")).toHaveText([w.vehicles, w.from]);
    await page.getByRole("link", { name: w.clear }).click();
    await expect(page).toHaveURL(`${w.prefix}/browse?sort=relevance`);
    await expect(list).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), "no reload").toBe(true);
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test(`${lang}: the filters on the page apply, and each filter on is a plain link that removes it`, async ({ page }) => {
      const errors = pageErrors(page);
      await page.goto(`${w.prefix}/browse?category=vehicles`);
      await page.getByRole("link", { name: w.filters(1), exact: true }).click();
      await page.getByRole("checkbox", { name: w.instantBox }).check();
      await page.getByRole("button", { name: w.apply }).click();
      await expect(page).toHaveURL(/instant=true/);
      expect(searched(page)).toEqual({ path: `${w.prefix}/browse`, query: { category: "vehicles", instant: "true", sort: "relevance" } });
      const list = chips(page, w);
      // (axe needs the page's script: the same markup is checked with JavaScript above.)
      await expect(list.getByRole("link")).toHaveText([w.vehicles, w.instant]);
      await list.getByRole("link", { name: w.remove(w.vehicles) }).click();
      await expect(page).toHaveURL(`${w.prefix}/browse?sort=relevance&instant=true`);
      await expect(list.getByRole("link")).toHaveText([w.instant]);
      await expect(page.getByRole("link", { name: w.filters(1), exact: true })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test("a listing the dates leave out for its minimum days is said, with a link to enough days, in both languages", async ({ page, browser, ip }) => {
  const word = "Pangolinford";
  await verifiedOwner(page);
  const title = `${word} bouncy castle`;
  await apiListing(page, { title, minDays: 3 }, { publish: true });
  const start = addDays(todayInLagos(), 8);
  const phone = await (await browser.newContext({ ...NARROW, extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  const errors = pageErrors(phone);
  for (const w of Object.values(WORDS)) {
    await visit(phone, `${w.prefix}/browse?${new URLSearchParams({ search: word, startDate: start, endDate: addDays(start, 1) })}`);
    const cards = phone.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(0);
    // (The page's title is worded by the loader now, in the page's language.)
    await expect(phone).toHaveTitle(w.title(word));
    await expect(phone.getByText(w.needs(1, 3))).toBeVisible();
    // The dates are a filter on, too.
    await expect(chips(phone, w).getByRole("link")).toHaveText([`${shortDay(start)} – ${shortDay(addDays(start, 1))}`]);
    await expectAccessible(phone);
    await phone.getByRole("link", { name: w.show(3, shortDay(start)) }).click();
    await expect(phone).toHaveURL(`${w.prefix}/browse?${new URLSearchParams({ search: word, startDate: start, endDate: addDays(start, 2) })}`);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([title]);
    await expect(phone.getByText(w.needs(1, 3))).toBeHidden();
  }
  // Without JavaScript the note and its link are the same.
  const plain = await (await browser.newContext({ ...NARROW, javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  await plain.goto(`/browse?${new URLSearchParams({ search: word, startDate: start, endDate: addDays(start, 1) })}`);
  await plain.getByRole("link", { name: WORDS.en.show(3, shortDay(start)) }).click();
  await expect(plain.getByRole("main").getByRole("article").getByRole("heading", { level: 2 })).toHaveText([title]);
  expect(errors).toEqual([]);
});
