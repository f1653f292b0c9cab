// Feedback while a page loads on a slow network (issue 22, item 4): a slim progress bar during client-side navigations
// and form posts, and submit buttons that show they are working and send their form once however often they are tapped.
import type { Locator, Page, Request, Route } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { ownerWithListing, renterPhone } from "./booking-page-helpers";
import { addDays, naira, todayInLagos, visit } from "./helpers";

// The offline service worker answers the pages' data requests itself, out of reach of the test's slow network and its
// held answers: these journeys are a first visit's, before it is installed.
test.use({ serviceWorkers: "block" });

/** Holds every request matching `match` until `release()` is called (a slow answer whose end the test chooses). */
async function holdRequests(page: Page, url: string | RegExp, match: (r: Request) => boolean = () => true) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const sent: string[] = [];
  const handler = async (route: Route) => {
    if (!match(route.request())) return route.fallback();
    sent.push(`${route.request().method()} ${route.request().url()}`);
    await released;
    await route.continue();
  };
  await page.route(url, handler);
  return {
    /** The requests held so far: what the server would have received. */
    sent,
    release,
  };
}

const isPost = (r: Request) => r.method() === "POST";

/** Taps `button`, checks that it shows it is working and refuses a second tap and Enter in `field`, while held. */
async function tapTwice(button: Locator, field?: Locator) {
  // (Not waiting for a navigation it starts: the test holds it.)
  await button.click({ noWaitAfter: true });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(button.locator("svg.motion-safe\\:animate-spin")).toBeVisible();
  // A second tap (Playwright would wait for the button to be enabled: force it), and Enter in one of the form's fields.
  await button.click({ force: true, noWaitAfter: true });
  if (field) await field.press("Enter");
}

test("a client-side navigation on a throttled network shows the progress bar until the page is there", async ({ page }) => {
  await visit(page, "/");
  const bar = page.getByRole("progressbar", { name: "Loading" });
  await expect(bar).toHaveCount(0);

  // A slow 3G phone: 1.5 s before any answer starts, 50 KB/s.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 1500, downloadThroughput: 50 * 1024, uploadThroughput: 20 * 1024 });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vehicles" }).click();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveCSS("position", "fixed");
  await expect(page).toHaveURL(/\/vehicles$/, { timeout: 15_000 });
  await expect(bar).toHaveCount(0);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.detach();
});

test("the progress bar and its 'Loading…' stay while a page's data is on its way, and go when it comes", async ({ page }) => {
  await visit(page, "/");
  const held = await holdRequests(page, /\.data(\?|$)/);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vehicles" }).click();
  const bar = page.getByRole("progressbar", { name: "Loading" });
  await expect(bar).toBeVisible();
  await expect(page.getByText("Loading…", { exact: true })).toBeAttached();
  // The home page is still shown, with the bar over it: accessible as it stands.
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);

  held.release();
  await expect(page).toHaveURL(/\/vehicles$/);
  await expect(bar).toHaveCount(0);
  await expect(page.getByText("Loading…", { exact: true })).toHaveCount(0);
});

test("a form's submit button shows it is working and sends the form once, tapped twice or with Enter", async ({ page }) => {
  await visit(page, "/contact");
  const main = page.getByRole("main");
  await main.getByLabel("Your name").fill("Ada Obi");
  await main.getByLabel("Email", { exact: true }).fill("ada.obi@example.com");
  await main.getByLabel("Message").fill("Is there a generator I can rent in Enugu next weekend?");
  const held = await holdRequests(page, "**/contact.data*", isPost);

  const send = main.getByRole("button", { name: "Send message" });
  await tapTwice(send, main.getByLabel("Your name"));
  await expect(page.getByRole("progressbar", { name: "Loading" })).toBeVisible();
  await expectAccessible(page);

  held.release();
  await expect(main.getByRole("status")).toHaveText(/Thank you — your message has been received/);
  expect(held.sent).toHaveLength(1);
});

test("the footer's newsletter form (a fetcher) subscribes once however often Subscribe is tapped", async ({ page }) => {
  await visit(page, "/");
  const footer = page.getByRole("contentinfo");
  const email = footer.getByRole("textbox", { name: "Email address" });
  await email.fill(`e2e-twice-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const held = await holdRequests(page, "**/newsletter.data*", isPost);

  const subscribe = footer.getByRole("button", { name: "Subscribe" });
  await tapTwice(subscribe, email);
  held.release();
  // A second post would have answered "already subscribed".
  await expect(footer.getByRole("status")).toHaveText("Thanks! You're subscribed.");
  await expect(subscribe).toBeEnabled();
  await expect(subscribe).not.toHaveAttribute("aria-disabled");
  expect(held.sent).toHaveLength(1);
});

test("Book Now, Pay and the checkout's Pay each send once when tapped twice on a slow network", async ({ page, browser, ip }) => {
  test.slow(); // two people join, an owner lists, then three posts each wait on the test
  const title = "Mikano 20 kVA generator";
  const { listingId } = await ownerWithListing(page, { title, bookingMode: "instant", units: 1, pricePerDayKobo: 40_000_00, cautionDepositKobo: 0 });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;

  // Ten days ahead, two days.
  const start = addDays(todayInLagos(), 10);
  await visit(r, `/item/${listingId}`);
  const form = r.getByRole("form", { name: "Book this item" });
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("End date").fill(addDays(start, 1));
  await expect(form.getByText("Total", { exact: true })).toBeVisible();
  const booking = await holdRequests(r, `**/item/${listingId}.data*`, isPost);
  await tapTwice(form.getByRole("button", { name: "Book Now" }));
  booking.release();
  await expect(r).toHaveURL(/\/bookings\/\d+$/);
  expect(booking.sent).toHaveLength(1);
  const id = Number(/\/bookings\/(\d+)/.exec(r.url())![1]);

  // 2 × ₦40,000 + 10% service fee + 7.5% VAT on it.
  const total = naira(88_600_00);
  const pay = await holdRequests(r, `**/bookings/${id}.data*`, isPost);
  await tapTwice(r.getByRole("main").getByRole("button", { name: `Pay ${total}` }));
  pay.release();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  expect(pay.sent).toHaveLength(1);

  // The checkout's form is posted by the browser itself (a document form). While the browser waits for the answer,
  // Playwright cannot read the page (its locators and scripts wait for the navigation): the taps are a finger's, where the
  // button is; without the button's guard the second would post the form again.
  const checkout = await holdRequests(r, "**/checkout/sandbox/**", isPost);
  const checkoutPay = r.getByRole("button", { name: `Pay ${total}` });
  await checkoutPay.evaluate((b) => b.scrollIntoView({ block: "center" })); // (clear of the sticky header)
  const box = (await checkoutPay.boundingBox())!;
  const tap = () => r.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await tap();
  await expect.poll(() => checkout.sent.length).toBe(1);
  await tap();
  checkout.release();
  await expect(r).toHaveURL(new RegExp(`/bookings/${id}\\?payment=success$`));
  expect(checkout.sent).toHaveLength(1);

  // One booking, paid once.
  await visit(r, "/my-rentals?tab=bookings");
  await expect(r.getByRole("article").filter({ hasText: title })).toHaveCount(1);
  await renter.close();
});
