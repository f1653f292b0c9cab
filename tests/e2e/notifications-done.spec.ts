// Notifications on a 360 × 740 phone (issue 38, item 9): newest first by when each happened — the demo owner's, whose
// history the seed replays one kind after another, on the page in English and Pidgin and through the API's pages — and
// one that asked for something is read once it is done: the owner's request once accepted on the booking page, the
// renter's 'pay' once paid in the sandbox, while the news of it comes unread. axe on each page.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signUp, test } from "./accounts-helpers";
import { apiBooking, ownerWithListing } from "./booking-page-helpers";
import { visit } from "./helpers";
import { NARROW } from "./narrow-helpers";
import { DEMO_OWNER, DEMO_PASSWORD } from "../../server/seed/data/demo-people";

test.use(NARROW);

/** A Pidgin text of the catalogues, its placeholders filled. */
function pcm(file: string, key: string, inputs: Record<string, string> = {}): string {
  const text = (JSON.parse(readFileSync(`messages/${file}/pcm.json`, "utf8")) as Record<string, string>)[key]!;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => inputs[k]!);
}

/** The notifications listed on the page, as [title line, unread]. */
const listed = (page: Page) => page.getByRole("main").getByRole("list").first().getByRole("link");
const times = (page: Page) => page.getByRole("main").locator("li time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
const newestFirst = (at: string[]) => [...at].sort((a, b) => Date.parse(b) - Date.parse(a));

test("the demo owner's notifications are newest first, on the page in both languages and through the API's pages", async ({ page }) => {
  await signIn(page, { email: DEMO_OWNER.email, password: DEMO_PASSWORD });
  await expect(page.getByRole("banner").getByText(DEMO_OWNER.name)).toBeVisible();
  for (const path of ["/notifications?show=100", "/pcm/notifications?show=100"]) {
    await visit(page, path);
    const at = await times(page);
    expect(at.length, path).toBeGreaterThan(5);
    expect(at, path).toEqual(newestFirst(at));
    await expectAccessible(page);
  }
  const all: { id: number; createdAt: string }[] = [];
  for (let before: number | null | undefined, i = 0; before !== null && i < 20; i++) {
    const res = await page.request.get(`/api/v1/notifications?limit=7${before ? `&before=${before}` : ""}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { items: { id: number; createdAt: string }[]; next: number | null };
    all.push(...body.items);
    before = body.next;
  }
  expect(all.length).toBeGreaterThan(5);
  expect(all.map((n) => n.createdAt)).toEqual(newestFirst(all.map((n) => n.createdAt)));
  expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
});

test("accepting reads the owner's request, paying reads the renter's 'pay'; the news of each comes unread (English, Pidgin)", async ({ page, browser, ip }) => {
  test.setTimeout(150_000);
  const title = `Bosch rotary hammer ${Date.now().toString(36)}`;
  const { listingId } = await ownerWithListing(page, { title, bookingMode: "request", units: 1, pricePerDayKobo: 15_000_00, cautionDepositKobo: 0 });
  const context = await browser.newContext({ ...NARROW, extraHTTPHeaders: { "x-forwarded-for": ip } });
  try {
    const r = await context.newPage();
    await signUp(r, newPerson("payer"));
    const booking = await apiBooking(r, listingId, { fromDay: 4, days: 2 });
    expect(booking.status).toBe("requested");

    // The owner is asked, and answers on the booking page (not through the notification, which opening would read).
    await visit(page, "/notifications");
    const request = listed(page).filter({ hasText: `New booking request: ${title}` });
    await expect(request).toContainText("Unread:");
    await visit(page, `/bookings/${booking.id}`);
    await page.getByRole("main").getByRole("button", { name: /^Accept/ }).click();
    await expect(page.getByRole("main").getByRole("button", { name: /^Accept/ })).toHaveCount(0);
    await visit(page, "/notifications");
    await expect(request).toBeVisible();
    await expect(request).not.toContainText("Unread:");
    await expectAccessible(page);

    // The renter, in Pidgin, is asked to pay; pays on the booking page; the ask is read, the confirmation is not.
    const accepted = listed(r).filter({ hasText: pcm("mails", "mail_notif_bk_accepted_title", { title }) });
    const unread = pcm("accounts", "account_notifications_unread_mark");
    await visit(r, "/pcm/notifications");
    await expect(accepted).toContainText(unread);
    await visit(r, `/bookings/${booking.id}`);
    await r.getByRole("main").getByRole("button", { name: /^Pay/ }).first().click();
    await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
    await r.getByRole("button", { name: /^Pay/ }).click();
    await expect(r).toHaveURL(new RegExp(`/bookings/${booking.id}\\?payment=success$`));
    await visit(r, "/pcm/notifications");
    await expect(accepted).toBeVisible();
    await expect(accepted).not.toContainText(unread);
    await expect(listed(r).first()).toContainText(pcm("mails", "mail_notif_bk_confirmed_title", { title }));
    await expect(listed(r).first()).toContainText(unread);
    await expectAccessible(r);
  } finally {
    await context.close();
  }
});
