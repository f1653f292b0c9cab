// Notifications with the demo people (issue 16, item 3): the renter asks to book the owner's car, the owner's bell
// counts one more, the owner opens /notifications, follows the request to its booking (marked read: the bell counts one
// less); the renter cancels, the owner is told and marks all as read; the email choices on /account save without JavaScript; a visitor is sent to sign in,
// another person's notification is the 404 page, and a forged unsubscribe link is a 400 page. axe on each page.
import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, signIn, test } from "./accounts-helpers";
import { apiBooking } from "./booking-page-helpers";
import { apiListings, FROM_SITE, visit } from "./helpers";
import { withoutJs } from "./listing-helpers";
import { DEMO_OWNER, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

const CAR = "Toyota Camry 2019, self-drive – Ikeja";

async function phoneOf(browser: Browser, ip: string, person: { email: string; name: string }): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signIn(page, { email: person.email, password: DEMO_PASSWORD });
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
  return page;
}

/** The bell's count, read from its accessible name 'Notifications, N unread'. */
async function bellCount(page: Page): Promise<number> {
  const name = await page.getByRole("banner").getByRole("link", { name: /^Notifications, \d+ unread$/ }).getAttribute("aria-label");
  return Number(/(\d+)/.exec(name ?? "")![1]);
}

test("the renter's request rings the owner's bell; opening it goes to the booking and the count goes down", async ({ page, browser, ip }) => {
  test.setTimeout(90_000);
  const owner = await phoneOf(browser, ip, DEMO_OWNER);
  await visit(owner, "/");
  const before = await bellCount(owner);

  await signIn(page, { email: DEMO_RENTER.email, password: DEMO_PASSWORD });
  await expect(page.getByRole("banner").getByText(DEMO_RENTER.name)).toBeVisible();
  const { items } = await apiListings(page.request, { search: "Toyota Camry" });
  const listing = items.find((i) => i.title === CAR);
  expect(listing, CAR).toBeDefined();
  // Far enough ahead, and apart per run (desktop and phone run at once), that the dates are free.
  const booking = await apiBooking(page, listing!.id, { fromDay: 60 + Math.floor(Math.random() * 110), days: 2 });
  expect(booking.status).toBe("requested");

  let cancelled = false;
  try {
    await visit(owner, "/");
    const bell = owner.getByRole("banner").getByRole("link", { name: /^Notifications, \d+ unread$/ });
    expect(await bellCount(owner)).toBeGreaterThan(before);
    await expectAccessible(owner);
    await bell.click();
    await expect(owner).toHaveURL(/\/notifications$/);
    await expect(owner.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const list = owner.getByRole("list", { name: "Notifications, newest first" });
    const item = list.getByRole("link").filter({ hasText: `New booking request: ${CAR}` }).first();
    await expect(item).toContainText("Unread:");
    await expect(item).toContainText(DEMO_RENTER.name);
    await expectAccessible(owner);

    const unread = await bellCount(owner);
    await item.click();
    await expect(owner).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
    // One less, unless other journeys running at once rang the demo owner's bell meanwhile: then the bell shows what the
    // notifications say now.
    await expect(async () => {
      const shown = await bellCount(owner);
      const now = ((await (await owner.request.get("/api/v1/notifications?limit=1")).json()) as { unread: number }).unread;
      if (shown !== unread - 1) {
        await owner.reload();
        expect(await bellCount(owner)).toBe(now);
      }
    }).toPass({ timeout: 15_000 });

    await visit(owner, "/notifications");
    await expect(list.getByRole("link").filter({ hasText: `New booking request: ${CAR}` }).first()).not.toContainText("Unread:");
    // The renter cancels: the owner is told (one unread again), and marks all as read.
    expect((await page.request.post(`/api/v1/bookings/${booking.id}/cancel`, { headers: FROM_SITE, data: {} })).status()).toBe(200);
    cancelled = true;
    await visit(owner, "/notifications");
    await expect(list.getByRole("link").filter({ hasText: `Booking cancelled: ${CAR}` }).first()).toContainText("Unread:");
    await owner.getByRole("button", { name: "Mark all as read" }).click();
    await expect(owner.getByRole("status").filter({ hasText: "You have no unread notifications." })).toBeVisible();
    await expectAccessible(owner);
  } finally {
    // The demo renter's hold on the car goes again (the next run and the other journeys find it free).
    if (!cancelled) await page.request.post(`/api/v1/bookings/${booking.id}/cancel`, { headers: FROM_SITE, data: {} });
    await owner.context().close();
  }
});

test("another person's notification is the 404 page; a visitor signs in first; a forged unsubscribe link is a 400 page", async ({ page, browser, ip }) => {
  const owner = await phoneOf(browser, ip, DEMO_OWNER);
  const { items } = (await (await owner.request.get("/api/v1/notifications?limit=1")).json()) as { items: { id: number }[] };
  await owner.context().close();

  await visit(page, "/notifications");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fnotifications$/);

  await signIn(page, { email: DEMO_RENTER.email, password: DEMO_PASSWORD }, { here: true });
  await expect(page).toHaveURL(/\/notifications$/);
  if (items[0]) {
    const res = await visit(page, `/notifications/${items[0].id}`);
    expect(res.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }

  const res = await visit(page, "/unsubscribe?token=forged.review.abc");
  expect(res.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link is not valid");
  await expectAccessible(page);
});

test("the email choices on /account save without JavaScript; essential kinds stay on", async ({ page, browser, ip }) => {
  await signIn(page, { email: DEMO_RENTER.email, password: DEMO_PASSWORD });
  await expect(page.getByRole("banner").getByText(DEMO_RENTER.name)).toBeVisible();
  const context = await withoutJs(browser, page, ip);
  try {
    const plain = await context.newPage();
    await plain.goto("/account#notifications");
    const section = plain.getByRole("region", { name: "Notifications" });
    const reviews = () => section.getByRole("checkbox", { name: /^A review of you/ });
    const paid = section.getByRole("checkbox", { name: /^A booking is paid and confirmed/ });
    await expect(paid).toBeChecked();
    await expect(paid).toBeDisabled();
    const was = await reviews().isChecked();
    await reviews().setChecked(!was);
    await section.getByRole("button", { name: "Save notification choices" }).click();
    await expect(plain).toHaveURL(/\/account\?saved=notifications#notifications$/);
    await expect(section.getByText("Your notification choices are saved.")).toBeVisible();
    await expect(reviews()).toBeChecked({ checked: !was });
    // Back as it was, for the other project's run.
    await reviews().setChecked(was);
    await section.getByRole("button", { name: "Save notification choices" }).click();
    await expect(section.getByText("Your notification choices are saved.")).toBeVisible();
    await expect(reviews()).toBeChecked({ checked: was });
  } finally {
    await context.close();
  }
});
