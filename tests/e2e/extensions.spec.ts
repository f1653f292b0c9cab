// A rental extended while the item is out: the renter picks a new end date and sees the price of the extra days first,
// asks; the owner accepts on the booking page (the booking's dates move at once); the renter pays in the sandbox and
// both see the rental end later. Then the same ask made without JavaScript, with plain forms.
import { apiBooking, openBooking, ownerWithListing, pickUpOn, renterPhone, figure } from "./booking-page-helpers";
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { addDays, naira, FROM_SITE } from "./helpers";
import type { Page } from "@playwright/test";

const DAY = 20_000_00;

/** A booking of the listing from tomorrow for two days, paid in the sandbox from the renter's page and picked up. */
async function rentalOut(owner: Page, renter: Page, listingId: number) {
  const b = await apiBooking(renter, listingId, { fromDay: 1, days: 2 });
  await openBooking(renter, b.id);
  const main = renter.getByRole("main");
  await main.getByRole("button", { name: `Pay ${naira(b.totalKobo)}` }).click();
  await renter.getByRole("button", { name: `Pay ${naira(b.totalKobo)}` }).click();
  await expect(renter).toHaveURL(new RegExp(`/bookings/${b.id}\\?payment=success$`));
  await pickUpOn(owner, b.id, b.startDate);
  return b;
}

test("the renter extends a rental in progress, the owner accepts and the renter pays in the sandbox", async ({ page, browser, ip }) => {
  test.slow(); // a long journey: two people, two sandbox payments, axe on four pages
  const title = "Mikano 20 kVA generator";
  const { listingId } = await ownerWithListing(page, { title, bookingMode: "instant", units: 1, pricePerDayKobo: DAY, cautionDepositKobo: 0 });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;
  const b = await rentalOut(page, r, listingId);
  const newEnd = addDays(b.endDate, 2);

  // The price of two more days first: 2 × ₦20,000 + 10% service fee + 7.5% VAT on it, nothing held yet.
  await openBooking(r, b.id);
  const section = r.getByRole("region", { name: "Extend the rental" });
  await section.getByLabel("New end date").fill(newEnd);
  await section.getByRole("button", { name: "See the price" }).click();
  await expect(figure(section, "Total for the extra days")).toHaveText(naira(44_300_00));
  await expect(figure(section, "2 extra days")).toHaveText(naira(40_000_00));
  await expectAccessible(r);
  await section.getByRole("button", { name: "Ask the owner to extend" }).click();
  await expect(section.getByText("Extension asked: the owner has been emailed and answers here.")).toBeVisible();
  await expect(section.getByText("Waiting for the owner's answer")).toBeVisible();
  await expect(section.getByRole("button", { name: "See the price" })).toHaveCount(0);

  // The owner accepts on their booking page: the booking now runs to the new end date.
  await openBooking(page, b.id);
  const owned = page.getByRole("region", { name: "Extend the rental" });
  await expect(owned.getByText("Answer by")).toBeVisible();
  await expectAccessible(page);
  await owned.getByRole("button", { name: "Accept extension" }).click();
  await expect(owned.getByText("Accepted: waiting for payment")).toBeVisible();
  await expect(figure(page.getByRole("region", { name: "Booking details" }), "Dates")).toContainText("(4 days)");

  // The renter pays the extension in the sandbox's checkout and comes back to a longer rental.
  await openBooking(r, b.id);
  await section.getByRole("button", { name: `Pay ${naira(44_300_00)} for the extension` }).click();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await r.getByRole("button", { name: `Pay ${naira(44_300_00)}` }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${b.id}\\?payment=success$`));
  await expect(r.getByRole("main").getByText(/Payment received: your rental now ends on/)).toBeVisible();
  await expect(section.getByText("Paid: the rental is extended")).toBeVisible();
  await expect(r.getByRole("main").getByText("active", { exact: true })).toBeVisible();
  await expectAccessible(r);

  // The API agrees: the booking ends two days later and its extension is paid.
  const view = (await (await r.request.get(`/api/v1/bookings/${b.id}`)).json()) as { booking: { endDate: string; status: string }; extensions: { status: string }[] };
  expect(view.booking).toMatchObject({ endDate: newEnd, status: "active" });
  expect(view.extensions.map((e) => e.status)).toEqual(["paid"]);
  await renter.close();
});

test("without JavaScript: the price is a page of its own, then the ask and the owner's decline are plain form posts", async ({ page, browser, ip }) => {
  test.slow(); // a booking paid and picked up first, then two people's pages
  const { listingId } = await ownerWithListing(page, { title: "Canon EOS R6 camera kit", bookingMode: "instant", units: 1, pricePerDayKobo: DAY, cautionDepositKobo: 0 });
  const renter = await renterPhone(browser, ip);
  const b = await rentalOut(page, renter.page, listingId);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await renter.page.context().storageState(), extraHTTPHeaders: { "x-forwarded-for": ip } });
  const r = await context.newPage();
  await r.goto(`/bookings/${b.id}`);
  const section = r.getByRole("region", { name: "Extend the rental" });
  await section.getByLabel("New end date").fill(addDays(b.endDate, 1));
  await section.getByRole("button", { name: "See the price" }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${b.id}\\?extend=${addDays(b.endDate, 1)}`));
  await expect(figure(section, "Total for the extra days")).toHaveText(naira(22_150_00));
  await section.getByRole("button", { name: "Ask the owner to extend" }).click();
  await expect(section.getByText("Waiting for the owner's answer")).toBeVisible();

  // The owner declines through the API (a token or page alike); the renter's page says so and offers to ask again.
  const id = ((await (await page.request.get(`/api/v1/bookings/${b.id}`)).json()) as { extensions: { id: number }[] }).extensions[0]!.id;
  const declined = await page.request.post(`/api/v1/bookings/${b.id}/extensions/${id}/decline`, { headers: FROM_SITE });
  expect(declined.status(), await declined.text()).toBe(200);
  await r.goto(`/bookings/${b.id}`);
  await expect(section.getByText("Declined")).toBeVisible();
  await expect(section.getByRole("button", { name: "See the price" })).toBeVisible();
  await context.close();
  await renter.close();
});
