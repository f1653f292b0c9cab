// Whole rentals between two people who have never met, from the item page to the end: an instant booking paid in the
// sandbox, picked up and returned; an unpaid booking whose time runs out, which frees its days for someone else; and a
// request accepted, paid and then cancelled late, refunded by the policy.
import { badgeTone, openBooking, ownerWithListing, pickUpOn, renterPhone } from "./booking-page-helpers";
import { expectAccessible } from "./a11y";
import { expect, openMailLink, test } from "./accounts-helpers";
import { addDays, naira, todayInLagos, visit, FROM_SITE } from "./helpers";
import type { Locator, Page } from "@playwright/test";

/** Chooses the days with the form's date fields and waits for the server's total. */
async function chooseDays(page: Page, start: string, end: string) {
  const form = page.getByRole("form", { name: "Book this item" });
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("End date").fill(end);
  await expect(form.getByText("Total", { exact: true })).toBeVisible();
  return form;
}

/** Presses the form's book button (`name`), waits for the booking page it opens and answers the booking's id. */
async function book(page: Page, form: Locator, name: "Book Now" | "Request to Book"): Promise<number> {
  await form.getByRole("button", { name }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  return Number(/\/bookings\/(\d+)/.exec(page.url())![1]);
}

test("an instant booking made on the item page is paid in the sandbox, picked up and returned, and both see each step", async ({ page, browser, ip }) => {
  const title = "Toyota Hiace bus, 14 seats";
  const { owner, listingId } = await ownerWithListing(page, { title, bookingMode: "instant", units: 1, pricePerDayKobo: 60_000_00, cautionDepositKobo: 0 });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;

  // Tomorrow and the day after: 2 × ₦60,000 + 10% service fee + 7.5% VAT on it.
  const tomorrow = addDays(todayInLagos(), 1);
  await visit(r, `/item/${listingId}`);
  const form = await chooseDays(r, tomorrow, addDays(tomorrow, 1));
  await expect(form.getByText("₦132,900", { exact: true })).toBeVisible();
  const id = await book(r, form, "Book Now");
  const main = r.getByRole("main");
  expect(await badgeTone(main.getByText("waiting for your payment", { exact: true }))).toBe("yellow");
  await expectAccessible(r);

  // The sandbox's checkout, as a real provider's: the amount, then back to a confirmed booking.
  await main.getByRole("button", { name: `Pay ${naira(132_900_00)}` }).click();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await expectAccessible(r);
  await r.getByRole("button", { name: `Pay ${naira(132_900_00)}` }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${id}\\?payment=success$`));
  expect(await badgeTone(main.getByText("confirmed", { exact: true }))).toBe("green");
  await expect(main.getByRole("region", { name: "Contact the owner" }).getByRole("link", { name: owner.email })).toBeVisible();

  // Both were told by e-mail, with a link to the booking.
  const link = await openMailLink(r, renter.person.email, `Booking confirmed: ${title}`, new RegExp(`/bookings/${id}$`));
  expect(new URL(link).pathname).toBe(`/bookings/${id}`);
  await openMailLink(page, owner.email, `Booking confirmed: ${title}`, new RegExp(`/bookings/${id}$`));

  // The owner hands the bus over tomorrow morning, not before (marked as of then), and marks it back.
  await openBooking(page, id);
  const ownerMain = page.getByRole("main");
  await expect(ownerMain.getByRole("button", { name: "Mark returned" })).toHaveCount(0);
  await expect(ownerMain.getByRole("button", { name: "Mark picked up" })).toHaveCount(0);
  await pickUpOn(page, id, tomorrow);
  await openBooking(page, id);
  expect(await badgeTone(ownerMain.getByText("active", { exact: true }))).toBe("green");
  await ownerMain.getByRole("button", { name: "Mark returned" }).click();
  expect(await badgeTone(ownerMain.getByText("completed", { exact: true }))).toBe("green");
  // No move is left (the condition photos' form stays open for the return's photos).
  await expect(ownerMain.getByRole("region", { name: "What next" }).getByRole("button")).toHaveCount(0);

  // The renter's My Bookings shows it done.
  await visit(r, "/my-rentals?tab=bookings");
  const card = r.getByRole("article").filter({ hasText: title });
  expect(await badgeTone(card.getByText("completed", { exact: true }))).toBe("green");
  await expect(card.getByText(`Total: ${naira(132_900_00)}`)).toBeVisible();
  await renter.close();
});

test("an unpaid instant booking expires when its hour runs out, and its days can be booked by someone else", async ({ page, browser, ip }) => {
  const title = "Honda EU22i inverter generator";
  const { listingId } = await ownerWithListing(page, { title, bookingMode: "instant", units: 1 });
  const first = await renterPhone(browser, ip, "first");
  const second = await renterPhone(browser, ip, "second");
  const [start, end] = [addDays(todayInLagos(), 6), addDays(todayInLagos(), 7)];

  await visit(first.page, `/item/${listingId}`);
  const id = await book(first.page, await chooseDays(first.page, start, end), "Book Now");

  // Held while it waits for payment: the second renter is told the days are taken.
  await visit(second.page, `/item/${listingId}`);
  const form = second.page.getByRole("form", { name: "Book this item" });
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("End date").fill(end);
  await expect(form.getByRole("alert")).toHaveText("Those dates were just booked");

  // Two hours later (the sweeper, run as of then for this booking only): expired, the days free again.
  const swept = await page.request.post("/dev/sweep", { headers: FROM_SITE, form: { at: new Date(Date.now() + 2 * 3_600_000).toISOString(), booking: String(id) } });
  expect(swept.status(), await swept.text()).toBe(200);
  await openBooking(first.page, id);
  expect(await badgeTone(first.page.getByRole("main").getByText("expired", { exact: true }))).toBe("grey");
  await expect(first.page.getByRole("main").getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await openMailLink(first.page, first.person.email, `Booking expired: ${title}`, new RegExp(`/bookings/${id}$`));

  await visit(second.page, `/item/${listingId}`);
  await book(second.page, await chooseDays(second.page, start, end), "Book Now");
  expect(await badgeTone(second.page.getByRole("main").getByText("waiting for your payment", { exact: true }))).toBe("yellow");
  await first.close();
  await second.close();
});

test("a request: the owner accepts it on Requests, the renter pays, then cancels the day before and gets back half the rental and the deposit", async ({ page, browser, ip }) => {
  const title = "Sony FX3 cinema camera kit";
  const { owner, listingId } = await ownerWithListing(page, { title, bookingMode: "request", units: 1, pricePerDayKobo: 20_000_00, cautionDepositKobo: 10_000_00 });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;

  // Tomorrow and the day after: 2 × ₦20,000 + ₦4,000 service fee + ₦300 VAT + ₦10,000 deposit.
  const tomorrow = addDays(todayInLagos(), 1);
  await visit(r, `/item/${listingId}`);
  const form = await chooseDays(r, tomorrow, addDays(tomorrow, 1));
  await expect(form.getByText("₦54,300", { exact: true })).toBeVisible();
  const id = await book(r, form, "Request to Book");
  const main = r.getByRole("main");
  await expect(main.getByRole("button", { name: /^Pay/ })).toHaveCount(0);

  // The owner answers from the Requests tab.
  await visit(page, "/my-rentals?tab=requests");
  const card = page.getByRole("main").locator(`#booking-${id}`);
  await card.getByRole("button", { name: /^Accept/ }).click();
  await expect(card.getByRole("button", { name: /^Accept/ })).toHaveCount(0);

  // The renter is told, pays in the sandbox, and the booking is confirmed.
  await openMailLink(r, renter.person.email, `Request accepted: pay to confirm ${title}`, new RegExp(`/bookings/${id}$`));
  await openBooking(r, id);
  await main.getByRole("button", { name: `Pay ${naira(54_300_00)}` }).click();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await r.getByRole("button", { name: `Pay ${naira(54_300_00)}` }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${id}\\?payment=success$`));
  expect(await badgeTone(main.getByText("confirmed", { exact: true }))).toBe("green");

  // Less than 48 hours before the start: half the rental and the whole deposit come back, the fees stay; shown first.
  await main.getByRole("link", { name: "Cancel booking" }).click();
  const confirm = main.getByRole("region", { name: "Cancel this booking?" });
  await expect(confirm).toContainText(`You will get back ${naira(30_000_00)}`);
  await expectAccessible(r);
  await confirm.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(main.getByRole("status")).toHaveText("Booking cancelled.");
  expect(await badgeTone(main.getByText("cancelled", { exact: true }))).toBe("grey");
  await expect(main.getByRole("region", { name: "Payment" })).toContainText(`Refund of ${naira(30_000_00)}`);
  await openMailLink(page, owner.email, `Booking cancelled: ${title}`, new RegExp(`/bookings/${id}$`));

  // The days are free again.
  await visit(r, `/item/${listingId}`);
  await expect((await chooseDays(r, tomorrow, addDays(tomorrow, 1))).getByRole("button", { name: "Request to Book" })).toBeEnabled();
  await renter.close();
});
