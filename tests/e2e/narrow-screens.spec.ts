// Nothing is cut off at 360 px (issue 22, item 3): every page of the route table on a 360 × 740 phone, signed out and
// signed in, with long names, titles, e-mail addresses and prices — no sideways scroll, no text clipped without its full
// form within reach, and buttons, prices and badges whole (narrow-helpers.ts). Each page is photographed and attached to
// the test's report for a person to look at.
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { expect, openMailLink, signUp, test, type Person } from "./accounts-helpers";
import { addDays, apiCategories, apiListings, todayInLagos, visit, waitForHydration } from "./helpers";
import { apiListing } from "./listing-helpers";
import { checkNarrow, NARROW, shownLines } from "./narrow-helpers";

test.use(NARROW);

const INFO = ["reservation", "how-it-works", "pricing", "safety", "help", "terms", "privacy", "refunds", "about"];
const STEPS = ["category", "details", "photos", "pricing", "location", "features", "pickup", "review"];

/** Someone with a long name and a long e-mail address, as many Nigerian names and work addresses are. */
function longPerson(first: string): Person {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `${first} Adebayo-Ogunleye Chukwuemeka`, email: `${first.toLowerCase()}.adebayo-ogunleye.${id}@haya-rentals-example.com`, password: `kola-${id}-river` };
}

/**
 * Opens each [label, path] and checks it (waiting for React on pages with the site's header: the bare answer to an
 * incomplete payment return has none).
 */
async function checkEach(page: Page, testInfo: TestInfo, pages: [string, string][]) {
  for (const [label, path] of pages) {
    await page.goto(path);
    if ((await page.locator("header form").count()) > 0) await waitForHydration(page);
    await checkNarrow(page, testInfo, label);
  }
}

/** Joins as `person` and opens the verification link, as owners must before listing. */
async function verified(page: Page, person: Person) {
  await signUp(page, person);
  await page.goto(await openMailLink(page, person.email, "Verify your email for Haya", /\/verify-email\?token=/));
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
}

/** A second 360 px phone from the same client address. */
async function narrowPhone(browser: Browser, ip: string) {
  const context = await browser.newContext({ ...NARROW, isMobile: true, hasTouch: true, extraHTTPHeaders: { "x-forwarded-for": ip } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** The longest title among the first listings of a search, for the worst case the demo catalogue has. */
async function longestTitled(request: APIRequestContext, query: Record<string, string | number> = {}) {
  const { items } = await apiListings(request, { limit: 50, ...query });
  return items.reduce((a, b) => (b.title.length > a.title.length ? b : a));
}

// The longest title a listing may have (80 characters), made of long words: the worst case a card or heading meets.
const LONG_TITLE = "Mikano 500kVA soundproof diesel generator, Perkins engine, automatic changeover";

test("signed out: home, browse, categories, an item and the 404 page", async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const categories = await apiCategories(request);
  const category = categories.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  const sub = category.subcategories.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  const item = await longestTitled(request, { sort: "price-desc" });

  const pages: [string, string][] = [
    ["home", "/"],
    ["browse", "/browse"],
    ["browse: a search", "/browse?search=generator&location=Lagos"],
    ["browse: nothing found", "/browse?search=zzqxwv"],
    ["category", `/${category.slug}`],
    ["subcategory", `/${category.slug}/${sub.slug}`],
    ["item", `/item/${item.id}`],
    ["item: not found", "/item/999999999"],
    ["404: an unknown category", "/no-such-category"],
    ["404: an unknown path", "/no-such-category/no-such-page"],
  ];
  await checkEach(page, testInfo, pages);
});

test("signed out: sign-in, password and e-mail pages, forms, information pages and the pages that ask to sign in", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const pages: [string, string][] = [
    ["login", "/login"],
    ["login: sign up", "/login?mode=signup"],
    ["forgot-password", "/forgot-password"],
    ["reset-password: no token", "/reset-password"],
    ["reset-password: with a token", "/reset-password?token=a-token-from-an-e-mail"],
    ["verify-email: no token", "/verify-email"],
    ["verify-email: a bad token", "/verify-email?token=not-a-real-token"],
    ["contact", "/contact"],
    ["support", "/support"],
    ["newsletter", "/newsletter"],
    ["payments/return: incomplete", "/payments/return"],
    ["checkout sandbox: unknown", "/checkout/sandbox/no-such-reference"],
    ["my-rentals signed out", "/my-rentals"],
    ["business signed out", "/business"],
    ...INFO.map((p): [string, string] => [p, `/${p}`]),
  ];
  await checkEach(page, testInfo, pages);
  // A form's errors, beside its fields.
  await visit(page, "/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await checkNarrow(page, testInfo, "contact: errors");
});

test("signed in as an owner: account menu, my listings, listing steps, manage listing, account and business", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await verified(page, longPerson("Oluwaseun"));
  const published = await apiListing(page, { title: LONG_TITLE, pricePerDayKobo: 9_999_999_00, cautionDepositKobo: 20_000_000_00 }, { publish: true });
  const draft = await apiListing(page, { title: LONG_TITLE.replace("Mikano", "Draft"), pricePerDayKobo: 1_234_567_50 });

  await visit(page, "/");
  await checkNarrow(page, testInfo, "home signed in");
  await page.getByRole("banner").locator("summary").click();
  await checkNarrow(page, testInfo, "account menu open");

  const pages: [string, string][] = [
    ["my-rentals: listings", "/my-rentals"],
    ["my-rentals: bookings, none", "/my-rentals?tab=bookings"],
    ["my-rentals: requests, none", "/my-rentals?tab=requests"],
    ["manage-listing", `/my-rentals/listings/${published}`],
    ["item: own listing", `/item/${published}`],
    ["list-item", "/list-item"],
    ...STEPS.map((s): [string, string] => [`list-item step ${s}`, `/list-item/${draft}/${s}`]),
    ["account", "/account"],
    ["notifications, none", "/notifications"],
    ["business", "/business"],
    ["contact signed in", "/contact"],
  ];
  await checkEach(page, testInfo, pages);
});

test("a booking on a narrow phone: the item's booking form, both sides of the booking page, the tabs, checkout and cancelling", async ({ page, browser, ip }, testInfo) => {
  test.setTimeout(180_000);
  await verified(page, longPerson("Chidinma"));
  const listingId = await apiListing(page, { title: LONG_TITLE, bookingMode: "request", units: 3, pricePerDayKobo: 4_567_890_50, cautionDepositKobo: 15_000_000_00 }, { publish: true });

  const renter = await narrowPhone(browser, ip);
  const r = renter.page;
  const renterPerson = await signUp(r, longPerson("Oluwatobiloba"));
  // Just joined, the e-mail address not verified yet: both pages name it.
  await expect(r.getByText(`We have sent a link to ${renterPerson.email}`)).toBeVisible();
  await checkNarrow(r, testInfo, "account: just joined");
  await visit(r, "/list-item");
  await checkNarrow(r, testInfo, "list-item: e-mail not verified");
  await visit(r, `/item/${listingId}`);
  const form = r.getByRole("form", { name: "Book this item" });
  const start = addDays(todayInLagos(), 3);
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("End date").fill(addDays(start, 6));
  await expect(form.getByText("Total", { exact: true })).toBeVisible();
  await checkNarrow(r, testInfo, "item: booking form with a quote");
  await form.getByRole("button", { name: "Request to Book" }).click();
  await expect(r).toHaveURL(/\/bookings\/\d+$/);
  const id = Number(/\/bookings\/(\d+)/.exec(r.url())![1]);
  await checkNarrow(r, testInfo, "booking: renter, requested");

  await visit(page, "/my-rentals?tab=requests");
  await checkNarrow(page, testInfo, "my-rentals: requests");
  await visit(page, `/bookings/${id}`);
  await checkNarrow(page, testInfo, "booking: owner, requested");
  await page.getByRole("main").getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("main").getByRole("status")).toBeVisible();
  await checkNarrow(page, testInfo, "booking: owner, accepted");

  await visit(r, "/my-rentals?tab=bookings");
  await checkNarrow(r, testInfo, "my-rentals: bookings");
  await visit(r, `/bookings/${id}`);
  await checkNarrow(r, testInfo, "booking: renter, to pay");
  await r.getByRole("main").getByRole("button", { name: /^Pay / }).click();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await checkNarrow(r, testInfo, "checkout sandbox");
  await r.getByRole("button", { name: /^Pay / }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${id}\\?payment=success$`));
  await checkNarrow(r, testInfo, "booking: renter, paid (from payments/return)");
  await r.getByRole("main").getByRole("link", { name: "Cancel booking" }).click();
  await expect(r.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
  await checkNarrow(r, testInfo, "booking: renter, cancelling");

  await visit(page, `/bookings/${id}`);
  await checkNarrow(page, testInfo, "booking: owner, confirmed");
  // The title has the page's width (beside the photo it got a word a line), and the renter's address, longer than a
  // line, breaks only where it may (after a hyphen), never mid-word wherever the line happens to end.
  const main = page.getByRole("main");
  const title = await shownLines(main.getByRole("heading", { level: 1 }));
  expect(title.join(" ")).toBe(LONG_TITLE);
  expect(title.filter((line) => !line.includes(" ")).length, `a word a line? ${JSON.stringify(title)}`).toBeLessThanOrEqual(1);
  const email = await shownLines(main.getByRole("region", { name: "Contact the renter" }).getByRole("link", { name: renterPerson.email }));
  expect(email.join("")).toBe(renterPerson.email);
  expect(email.length).toBeGreaterThan(1);
  expect(email.slice(0, -1).filter((line) => !line.endsWith("-")), `the address's lines: ${JSON.stringify(email)}`).toEqual([]);
  await renter.close();
});
