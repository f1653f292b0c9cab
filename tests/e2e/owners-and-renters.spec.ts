// Owners deciding, renters arriving (issue 38, items 12 and 13), on a 360 × 740 phone in English and Pidgin: before
// accepting, the owner sees who asks (rating, what is verified, member since, their profile) on the request card and on
// the booking page; once a booking is paid, each side sees the other's verified phone with a WhatsApp link, never before
// payment and never a stranger.
import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, signUp, test } from "./accounts-helpers";
import { apiListings, visit, FROM_SITE } from "./helpers";
import { apiBooking } from "./booking-page-helpers";
import { checkNarrow, NARROW } from "./narrow-helpers";
import { DEMO_LISTINGS, DEMO_OWNER, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

test.use(NARROW);

/** Signs a demo person in on `page` through /login. */
async function signInAs(page: Page, person: { email: string }) {
  await visit(page, "/login");
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Another phone (same client address: the per-IP limits stay the test's), signed in as `person`. */
async function phoneOf(browser: Browser, ip: string, person: { email: string }) {
  const context = await browser.newContext({ ...NARROW, extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signInAs(page, person);
  return { page, close: () => context.close() };
}

const digits = (phone: string) => phone.replace(/\D/g, "");

test("before accepting, the owner sees who asks: rating, what is verified, member since, their profile (English, Pidgin)", async ({ page, browser, ip }, testInfo) => {
  test.setTimeout(90_000);
  // The demo renter asks for the demo owner's generator (request to book), months ahead: clear of the demo's bookings.
  const renter = await phoneOf(browser, ip, DEMO_RENTER);
  const title = DEMO_LISTINGS.find((l) => l.key === "generator")!.title;
  const generator = (await apiListings(renter.page.request, { search: "Perkins 30kVA" })).items.find((l) => l.title === title)!;
  const booking = await apiBooking(renter.page, generator.id, { fromDay: 120 + Math.floor(Math.random() * 50), days: 2 });
  expect(booking.status).toBe("requested");
  // Their own booking page does not describe them to themselves.
  await visit(renter.page, `/bookings/${booking.id}`);
  await expect(renter.page.getByRole("region", { name: "About the renter" })).toHaveCount(0);

  await signInAs(page, DEMO_OWNER);
  await visit(page, "/my-rentals?tab=requests");
  const card = page.locator(`#booking-${booking.id}`);
  await expect(card.getByRole("button", { name: new RegExp(`^Accept.*${DEMO_RENTER.name}`) })).toBeVisible();
  // A rating from owners' reviews, or that there is none yet (the reviews journey may have rated the demo renter).
  await expect(card.getByText(/^No reviews yet$|^\(\d+ reviews?\)$/)).toBeVisible();
  // The demo renter's identity is verified (issue 37): the badge, and first in the list.
  await expect(card.getByText("ID verified", { exact: true })).toBeVisible();
  await expect(card.getByText("Verified: ID, Email, Phone", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(card.getByRole("link", { name: `See ${DEMO_RENTER.name}'s profile` })).toHaveAttribute("href", `/u/${DEMO_RENTER.id}`);
  await expectAccessible(page);
  await checkNarrow(page, testInfo, "requests with the renter");

  await visit(page, `/bookings/${booking.id}`);
  const about = page.getByRole("region", { name: "About the renter" });
  await expect(about.getByText("Verified: ID, Email, Phone", { exact: true })).toBeVisible();
  await expect(about.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expectAccessible(page);
  await checkNarrow(page, testInfo, "booking page with the renter");
  await about.getByRole("link", { name: `See ${DEMO_RENTER.name}'s profile` }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${DEMO_RENTER.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: DEMO_RENTER.name })).toBeVisible();

  // In Pidgin.
  await visit(page, "/pcm/my-rentals?tab=requests");
  const pcmCard = page.locator(`#booking-${booking.id}`);
  await expect(pcmCard.getByText("ID don verify", { exact: true })).toBeVisible();
  await expect(pcmCard.getByText("Confirmed: ID card, Email, Phone nomba", { exact: true })).toBeVisible();
  await expect(pcmCard.getByText(/^E join Haya since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(pcmCard.getByRole("link", { name: `Check ${DEMO_RENTER.name} profile` })).toHaveAttribute("href", `/pcm/u/${DEMO_RENTER.id}`);
  await expectAccessible(page);
  await visit(page, `/pcm/bookings/${booking.id}`);
  await expect(page.getByRole("region", { name: "Who di renter be" }).getByText("Confirmed: ID card, Email, Phone nomba", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The dates go back to the owner's calendar.
  const cancelled = await renter.page.request.post(`/api/v1/bookings/${booking.id}/cancel`, { headers: FROM_SITE });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await renter.close();
});

test("once paid, each side sees the other's phone with a WhatsApp link; never before payment, never a stranger", async ({ page, browser, ip }, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO_RENTER);
  const { bookings } = (await (await page.request.get("/api/v1/me/bookings?as=renter")).json()) as { bookings: { id: number; status: string }[] };
  const paid = bookings.find((b) => b.status === "confirmed") ?? bookings.find((b) => b.status === "active" || b.status === "completed");
  const unpaid = bookings.find((b) => b.status === "awaiting_payment") ?? bookings.find((b) => b.status === "requested");
  expect(paid, "a paid demo booking").toBeDefined();
  expect(unpaid, "an unpaid demo booking").toBeDefined();
  const ownerPhone = DEMO_OWNER.phoneNumber!;
  const renterPhone = DEMO_RENTER.phoneNumber!;

  // The renter, once paid: the owner's number to call, and to chat with on WhatsApp.
  await visit(page, `/bookings/${paid!.id}`);
  const owner = page.getByRole("region", { name: "Contact the owner" });
  await expect(owner.getByRole("link", { name: ownerPhone })).toHaveAttribute("href", `tel:${ownerPhone}`);
  await expect(owner.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", `https://wa.me/${digits(ownerPhone)}`);
  await expectAccessible(page);
  await checkNarrow(page, testInfo, "paid booking, renter");
  await visit(page, `/pcm/bookings/${paid!.id}`);
  await expect(page.getByRole("region", { name: "Reach di owner" }).getByRole("link", { name: "Yarn am for WhatsApp" })).toHaveAttribute("href", `https://wa.me/${digits(ownerPhone)}`);
  await expectAccessible(page);

  // Not paid yet: no number and no WhatsApp link.
  await visit(page, `/bookings/${unpaid!.id}`);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(digits(ownerPhone).slice(-7));

  // The owner sees the renter's, once paid, and not before.
  const other = await phoneOf(browser, ip, DEMO_OWNER);
  await visit(other.page, `/bookings/${paid!.id}`);
  const theRenter = other.page.getByRole("region", { name: "Contact the renter" });
  await expect(theRenter.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", `https://wa.me/${digits(renterPhone)}`);
  await expectAccessible(other.page);
  await visit(other.page, `/pcm/bookings/${paid!.id}`);
  await expect(other.page.getByRole("region", { name: "Reach di renter" }).getByRole("link", { name: "Yarn am for WhatsApp" })).toHaveAttribute("href", `https://wa.me/${digits(renterPhone)}`);
  await visit(other.page, `/bookings/${unpaid!.id}`);
  await expect(other.page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  await other.close();

  // Someone else: the page that does not exist, with nobody's number on it.
  const context = await browser.newContext({ ...NARROW, extraHTTPHeaders: { "x-forwarded-for": ip } });
  const stranger = await context.newPage();
  await signUp(stranger);
  const res = await stranger.goto(`/bookings/${paid!.id}`);
  expect(res?.status()).toBe(404);
  await expect(stranger.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  await expect(stranger.locator("body")).not.toContainText(digits(ownerPhone).slice(-7));
  await context.close();
});
