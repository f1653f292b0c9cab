// The booking page /bookings/{id}: what the renter and the owner each see (receipt, deadline, history, their next moves),
// cancelling with the refund shown first (with and without JavaScript), errors that take the focus, the 404 page for
// anyone else, and the sign-in detour for someone signed out.
import { expectAccessible } from "./a11y";
import { expect, signIn, test } from "./accounts-helpers";
import { withoutJs } from "./listing-helpers";
import { naira, visit, FROM_SITE } from "./helpers";
import { apiBooking, badgeTone, dayRange, figure, openBooking, ownerFigures, ownerWithListing, renterPhone } from "./booking-page-helpers";

const NOT_PAID = "Nothing to refund: this booking has not been paid";

test("the renter and the owner each see the booking as theirs; anyone else gets the 404 page, and the signed out sign in first", async ({ page, browser, ip }) => {
  const title = "Perkins 60kVA soundproof generator";
  const { owner, listingId } = await ownerWithListing(page, { title, pricePerDayKobo: 45_000_00, cautionDepositKobo: 20_000_00, pickupNotes: "Collect from the yard behind Ikeja City Mall" });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;
  const b = await apiBooking(r, listingId, { days: 3, units: 2, pickupTime: "9:00 AM" });

  const response = await openBooking(r, b.id);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const main = r.getByRole("main");
  await expect(main.getByRole("link", { name: title })).toHaveAttribute("href", `/item/${listingId}`);
  expect(await badgeTone(main.getByText("waiting for the owner", { exact: true }))).toBe("yellow");
  const details = main.getByRole("region", { name: "Booking details" });
  await expect(figure(details, "Dates")).toHaveText(`${dayRange(b.startDate, b.endDate)} (3 days)`);
  await expect(figure(details, "Pick-up time")).toHaveText("9:00 AM");
  await expect(figure(details, "Units")).toHaveText("2");
  await expect(figure(details, "Rented from")).toHaveText(owner.name);
  await expect(details.getByText(/^The owner has until \d+ \w+ \d{4}, .+ \(Lagos time\) to answer$/)).toBeVisible();
  const receipt = main.getByRole("region", { name: "Receipt" });
  await expect(figure(receipt, `${naira(45_000_00)} × 3 days × 2 units`)).toHaveText(naira(b.rentalKobo));
  await expect(figure(receipt, "Service fee")).toHaveText(naira(b.serviceFeeKobo));
  await expect(figure(receipt, "VAT on the service fee")).toHaveText(naira(b.vatKobo));
  await expect(figure(receipt, "Refundable caution deposit")).toHaveText(naira(b.depositKobo));
  await expect(figure(receipt, "Total")).toHaveText(naira(b.totalKobo));
  expect(b.rentalKobo + b.serviceFeeKobo + b.vatKobo + b.depositKobo).toBe(b.totalKobo);
  // The owner's side of the money is not the renter's business, nor is their contact before the booking is confirmed.
  await expect(receipt.getByText("Your payout")).toHaveCount(0);
  await expect(main.getByRole("region", { name: /^Contact/ })).toHaveCount(0);
  await expect(main.getByText("Collect from the yard")).toHaveCount(0);
  await expect(main.getByRole("region", { name: "Payment" })).toContainText("Not paid yet.");
  // Nor does the item page show them, to the renter or anyone: only the area.
  await r.goto(`/item/${listingId}`);
  await expect(r.getByRole("main").getByText("Collect from the yard")).toHaveCount(0);
  await expect(r.getByRole("main").getByText(/^Pick-up in .+, .+\. The owner's pick-up notes \(the exact place and times\) are shared once your booking is confirmed\.$/)).toBeVisible();
  await openBooking(r, b.id);
  const history = main.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText("Booking requested");
  await expect(history.getByRole("listitem")).toContainText(renter.person.name);
  const next = main.getByRole("region", { name: "What next" });
  await expect(next.getByRole("link", { name: "Cancel booking" })).toBeVisible();
  await expect(next.getByRole("button", { name: /Accept|Decline|Pay/ })).toHaveCount(0);
  await expectAccessible(r);

  // The owner: the renter's name, their own deadline, commission and payout, and the answers.
  await openBooking(page, b.id);
  const om = page.getByRole("main");
  await expect(figure(om, "Renter")).toHaveText(renter.person.name);
  await expect(om.getByText(/^You have until .+ \(Lagos time\) to answer$/)).toBeVisible();
  const theirs = om.getByRole("region", { name: "Receipt" });
  const owners = await ownerFigures(page, b.id);
  await expect(figure(theirs, "Haya commission")).toHaveText(`−${naira(owners.ownerCommissionKobo)}`);
  await expect(figure(theirs, "Your payout")).toHaveText(naira(owners.ownerPayoutKobo));
  await expectAccessible(page);
  await om.getByRole("button", { name: "Accept" }).click();
  await expect(om.getByRole("status")).toHaveText("Request accepted: the renter can now pay.");
  await expect(om.getByText(/^The renter has until .+ \(Lagos time\) to pay$/)).toBeVisible();
  const accepted = om.getByRole("region", { name: "History" }).getByRole("listitem").nth(1);
  await expect(accepted).toContainText("Request accepted");
  await expect(accepted).toContainText(owner.name);

  // A stranger, an unknown id and a made-up one all get the same 404 page.
  const stranger = await renterPhone(browser, ip, "stranger");
  for (const path of [`/bookings/${b.id}`, "/bookings/999999999", "/bookings/abc"]) {
    const res = await stranger.page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(stranger.page.getByText("Oops! Page not found")).toBeVisible();
    await expect(stranger.page.getByText(title)).toHaveCount(0);
  }
  await stranger.close();

  // Signed out: the sign-in page first, then straight back to the booking.
  const out = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const signedOut = await out.newPage();
  await signedOut.goto(`/bookings/${b.id}`);
  await expect(signedOut).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(`/bookings/${b.id}`)}$`));
  await signIn(signedOut, renter.person, { here: true });
  await expect(signedOut).toHaveURL(new RegExp(`/bookings/${b.id}$`));
  await expect(signedOut.getByRole("button", { name: `Pay ${naira(b.totalKobo)}` })).toBeVisible();
  await out.close();
  await renter.close();
});

test("cancelling shows what comes back before it cancels, with JavaScript", async ({ page, browser, ip }) => {
  const { listingId } = await ownerWithListing(page, { title: "Samsung 65-inch TV for events", pricePerDayKobo: 25_000_00 });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;
  const b = await apiBooking(r, listingId);
  await openBooking(r, b.id);
  const main = r.getByRole("main");

  await main.getByRole("link", { name: "Cancel booking" }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${b.id}\\?cancel=confirm#cancel$`));
  const confirm = main.getByRole("region", { name: "Cancel this booking?" });
  await expect(confirm.getByRole("heading")).toBeFocused();
  await expect(confirm).toContainText(`You will get back ₦0: ${NOT_PAID}`);
  await expectAccessible(r);
  // Not yet: keeping it changes nothing.
  await confirm.getByRole("link", { name: "Keep booking" }).click();
  await expect(confirm).toHaveCount(0);
  expect(await badgeTone(main.getByText("waiting for the owner", { exact: true }))).toBe("yellow");

  await main.getByRole("link", { name: "Cancel booking" }).click();
  await confirm.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(main.getByRole("status")).toHaveText("Booking cancelled.");
  expect(await badgeTone(main.getByText("cancelled", { exact: true }))).toBe("grey");
  await expect(main.getByRole("link", { name: "Cancel booking" })).toHaveCount(0);
  const last = main.getByRole("region", { name: "History" }).getByRole("listitem").last();
  await expect(last).toContainText("Cancelled");
  await expect(last).toContainText(renter.person.name);
  await expect(last).toContainText(NOT_PAID);
  await renter.close();
});

test("the owner cancels without JavaScript, after seeing what the renter gets back", async ({ page, browser, ip }) => {
  const { listingId } = await ownerWithListing(page, { title: "Yamaha PA system with two speakers", pricePerDayKobo: 18_000_00 });
  const renter = await renterPhone(browser, ip);
  const b = await apiBooking(renter.page, listingId);
  await renter.close();

  const noJs = await withoutJs(browser, page, ip);
  const plain = await noJs.newPage();
  await plain.goto(`/bookings/${b.id}`);
  await plain.getByRole("link", { name: "Cancel booking" }).click();
  await expect(plain).toHaveURL(new RegExp(`\\?cancel=confirm#cancel$`));
  await expect(plain.getByRole("region", { name: "Cancel this booking?" })).toContainText(`The renter will get back ₦0: ${NOT_PAID}`);
  await plain.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(plain).toHaveURL(new RegExp(`/bookings/${b.id}\\?done=cancel#next$`));
  await expect(plain.getByRole("main").getByRole("status")).toHaveText("Booking cancelled.");
  await expect(plain.getByText("cancelled", { exact: true })).toBeVisible();
  await noJs.close();
});

test("a move the booking no longer allows is refused on the page, and the message takes the focus", async ({ page, browser, ip }) => {
  const { listingId } = await ownerWithListing(page, { title: "Hilux pick-up truck", pricePerDayKobo: 60_000_00 });
  const renter = await renterPhone(browser, ip);
  const b = await apiBooking(renter.page, listingId);
  await openBooking(page, b.id);
  // The renter cancels while the owner's page still offers Accept.
  const cancelled = await renter.page.request.post(`/api/v1/bookings/${b.id}/cancel`, { headers: FROM_SITE });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await renter.close();

  await page.getByRole("button", { name: "Accept" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toHaveText("This booking was cancelled");
  await expect(page.locator(":focus")).toHaveText("This booking was cancelled");
  await expectAccessible(page);
});

test("the renter pays through the checkout (a declined try first), then sees the payment and the owner's contact; cancelling a paid booking shows the full refund first", async ({ page, browser, ip }) => {
  const title = "Marquee tent 10 x 20 m";
  const { owner, listingId } = await ownerWithListing(page, { title, pricePerDayKobo: 90_000_00, bookingMode: "instant", pickupNotes: "Collect from the yard behind Ikeja City Mall" });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;
  const b = await apiBooking(r, listingId, { fromDay: 10, days: 2 });
  await openBooking(r, b.id);
  const main = r.getByRole("main");
  await expect(main.getByText(/^Pay by .+ \(Lagos time\)$/)).toBeVisible();

  // A declined payment: back on the booking, told so, and still able to pay.
  await main.getByRole("button", { name: `Pay ${naira(b.totalKobo)}` }).click();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await r.getByRole("button", { name: "Decline" }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${b.id}\\?payment=failed$`));
  await expect(main.getByRole("alert")).toHaveText("Your payment did not go through, and nothing was charged. You can try again.");
  await expectAccessible(r);

  await main.getByRole("button", { name: `Pay ${naira(b.totalKobo)}` }).click();
  // The checkout's own button has the same name: click it once the checkout is open.
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await r.getByRole("button", { name: `Pay ${naira(b.totalKobo)}` }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${b.id}\\?payment=success$`));
  await expect(main.getByRole("status").first()).toHaveText("Payment received: your booking is confirmed.");
  expect(await badgeTone(main.getByText("confirmed", { exact: true }))).toBe("green");
  await expect(main.getByRole("region", { name: "Payment" })).toContainText(`Paid ${naira(b.totalKobo)} on `);
  const contact = main.getByRole("region", { name: "Contact the owner" });
  await expect(contact.getByRole("link", { name: owner.email })).toHaveAttribute("href", `mailto:${owner.email}`);
  await expect(contact.getByText("Collect from the yard behind Ikeja City Mall")).toBeVisible();
  await expect(main.getByRole("region", { name: "History" }).getByRole("listitem").last()).toContainText("Paid: booking confirmed");
  await expectAccessible(r);

  await openBooking(page, b.id);
  await expect(page.getByRole("main").getByRole("region", { name: "Contact the renter" }).getByRole("link", { name: renter.person.email })).toBeVisible();

  // A second payment of a booking already confirmed (another tab) comes back refunded: the page says the booking stands.
  await visit(r, `/bookings/${b.id}?payment=refunded`);
  await expect(main.getByRole("alert")).toHaveText("Your booking was already paid and is confirmed: this second payment is being refunded in full.");

  // Ten days ahead: everything comes back, and the page says so before cancelling.
  await main.getByRole("link", { name: "Cancel booking" }).click();
  const confirm = main.getByRole("region", { name: "Cancel this booking?" });
  await expect(confirm).toContainText(`You will get back ${naira(b.totalKobo)}: Full refund: cancelled at least 48 hours before the start date`);
  await confirm.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(main.getByRole("status")).toHaveText("Booking cancelled.");
  await expect(main.getByRole("region", { name: "Payment" })).toContainText(`Refund of ${naira(b.totalKobo)}`);
  await expect(main.getByRole("region", { name: /^Contact/ })).toHaveCount(0);
  await renter.close();
});
