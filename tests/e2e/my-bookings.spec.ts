// My Rentals' booking tabs: a renter's My Bookings card as the seed draws it (badge colours, 'Rented from', dates, total,
// View Details), and an owner's Requests tab where requests are accepted or declined, with and without JavaScript.
import { lagosTime } from "../../core/dates";
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { naira, visit, FROM_SITE } from "./helpers";
import { withoutJs } from "./listing-helpers";
import { apiBooking, badgeTone, dayRange, figure, openBooking, ownerFigures, ownerWithListing, pickUpOn, renterPhone } from "./booking-page-helpers";

test("a renter's booking shows on My Bookings as the seed draws it, and View Details opens it", async ({ page, browser, ip }) => {
  const title = "Mikano 20kVA generator for events";
  const { owner, listingId } = await ownerWithListing(page, { title, pricePerDayKobo: 45_000_00 });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;

  // Before booking: the seed's empty state.
  await visit(r, "/my-rentals?tab=bookings");
  await expect(r.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
  await expect(r.getByText("Browse our marketplace to find items to rent")).toBeVisible();
  await expect(r.getByRole("main").getByRole("link", { name: "Browse Items" })).toHaveAttribute("href", "/browse");

  const booking = await apiBooking(r, listingId, { days: 3 });
  const response = await visit(r, "/my-rentals?tab=bookings");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const main = r.getByRole("main");
  await expect(main.getByRole("tab", { name: "Bookings I made" })).toHaveAttribute("aria-selected", "true");
  const card = main.getByRole("article").filter({ has: r.getByRole("heading", { name: title }) });
  await expect(card).toHaveCount(1);
  await expect(card.locator("img")).toHaveAttribute("src", /^\/media\/.+\.webp$/);
  const badge = card.getByText("waiting for the owner", { exact: true });
  await expect(badge).toBeVisible();
  expect(await badgeTone(badge)).toBe("yellow");
  await expect(card.getByText(`Rented from ${owner.name}`)).toBeVisible();
  await expect(card.getByText(dayRange(booking.startDate, booking.endDate))).toBeVisible();
  await expect(card.getByText(`Total: ${naira(booking.totalKobo)}`)).toBeVisible();
  await expectAccessible(r);

  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${booking.id}$`));
  await expect(r.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Once the owner declines, the badge is grey and says so.
  const declined = await page.request.post(`/api/v1/bookings/${booking.id}/decline`, { headers: FROM_SITE });
  expect(declined.status(), await declined.text()).toBe(200);
  await visit(r, "/my-rentals?tab=bookings");
  const grey = card.getByText("declined", { exact: true });
  await expect(grey).toBeVisible();
  expect(await badgeTone(grey)).toBe("grey");
  await renter.close();
});

test("an owner accepts and declines requests on the Requests tab; the renter can then pay", async ({ page, browser, ip }) => {
  const title = "Canon EOS R6 camera kit";
  const { listingId } = await ownerWithListing(page, { title, pricePerDayKobo: 30_000_00 });
  await visit(page, "/my-rentals?tab=requests");
  await expect(page.getByRole("heading", { name: "No requests yet" })).toBeVisible();
  await expectAccessible(page);

  const renter = await renterPhone(browser, ip);
  const first = await apiBooking(renter.page, listingId, { fromDay: 10, days: 2, units: 2 });
  const second = await apiBooking(renter.page, listingId, { fromDay: 20, days: 1 });

  await visit(page, "/my-rentals?tab=requests");
  const main = page.getByRole("main");
  await expect(main.getByRole("tab", { name: "Requests for my items" })).toHaveAttribute("aria-selected", "true");
  const cardOf = (id: number) => main.locator(`#booking-${id}`);
  const one = cardOf(first.id);
  await expect(one.getByRole("heading", { name: title })).toBeVisible();
  await expect(figure(one, "Renter")).toHaveText(renter.person.name);
  await expect(figure(one, "Dates")).toHaveText(dayRange(first.startDate, first.endDate));
  await expect(figure(one, "Units")).toHaveText("2");
  await expect(figure(one, "Your payout")).toHaveText(naira((await ownerFigures(page, first.id)).ownerPayoutKobo));
  expect(await badgeTone(one.getByText("waiting for your answer", { exact: true }))).toBe("yellow");
  await expect(one.getByText(/^Answer by /)).toBeVisible();
  await expect(one.getByRole("link", { name: /View Details/ })).toHaveAttribute("href", `/bookings/${first.id}`);
  await expectAccessible(page);

  await one.getByRole("button", { name: /^Accept/ }).click();
  await expect(one.getByRole("status")).toHaveText("Request accepted: the renter can now pay.");
  await expect(one.getByRole("button", { name: /^Accept/ })).toHaveCount(0);
  await expect(one.getByText(/^Answer by /)).toHaveCount(0);

  // The renter now sees the payment step on the booking page.
  await openBooking(renter.page, first.id);
  await expect(renter.page.getByRole("button", { name: `Pay ${naira(first.totalKobo)}` })).toBeVisible();
  await expect(renter.page.getByText(/^Pay by .+ \(Lagos time\)$/)).toBeVisible();

  // Declining the other request, with JavaScript off.
  const noJs = await withoutJs(browser, page, ip);
  const plain = await noJs.newPage();
  await plain.goto("/my-rentals?tab=requests");
  const two = plain.locator(`#booking-${second.id}`);
  await two.getByRole("button", { name: /^Decline/ }).click();
  await expect(plain).toHaveURL(new RegExp(`tab=requests.*#booking-${second.id}$`));
  await expect(two.getByRole("status")).toHaveText("Request declined.");
  expect(await badgeTone(two.getByText("declined", { exact: true }))).toBe("grey");
  await expect(two.getByRole("button")).toHaveCount(0);
  await noJs.close();

  // The owner's first phone still shows that request waiting: answering it again gets the reason, and the focus.
  const stale = cardOf(second.id);
  await stale.getByRole("button", { name: /^Accept/ }).click();
  await expect(stale.getByRole("alert")).toHaveText("This request was declined");
  await expect(page.locator(":focus")).toHaveText("This request was declined");
  await expectAccessible(page);

  const mine = await renter.page.request.get("/api/v1/me/bookings");
  const statuses = Object.fromEntries(((await mine.json()) as { bookings: { id: number; status: string }[] }).bookings.map((b) => [b.id, b.status]));
  expect(statuses).toEqual({ [first.id]: "awaiting_payment", [second.id]: "declined" });
  await renter.close();
});

test("the owner's deadline to answer, on the Requests card and on the booking page, is the pick-up time when that comes first", async ({ page, browser, ip }) => {
  const { listingId } = await ownerWithListing(page, { title: "Yamaha 32-channel mixing desk", pricePerDayKobo: 25_000_00 });
  const renter = await renterPhone(browser, ip);
  const booked = await apiBooking(renter.page, listingId, { fromDay: 1, days: 1, pickupTime: "8:00 AM" });
  const { expiresAt, createdAt } = ((await (await page.request.get(`/api/v1/bookings/${booked.id}`)).json()) as { booking: { expiresAt: string; createdAt: string } }).booking;
  // 24 hours, or until 08:00 tomorrow when that comes first (it does for a request made after 08:00 today).
  const pickup = new Date(`${booked.startDate}T08:00:00+01:00`).getTime();
  expect(Date.parse(expiresAt)).toBe(Math.min(Date.parse(createdAt) + 24 * 3_600_000, pickup));
  const due = `${lagosTime(expiresAt)} (Lagos time)${Date.parse(expiresAt) === pickup ? ", the pick-up time" : ""}`;

  await visit(page, "/my-rentals?tab=requests");
  await expect(page.getByRole("main").locator(`#booking-${booked.id}`).getByText(/^Answer by /)).toHaveText(`Answer by ${due}`);
  await openBooking(page, booked.id);
  await expect(page.getByRole("main").getByText(`You have until ${due} to answer`, { exact: true })).toBeVisible();
  await openBooking(renter.page, booked.id);
  await expect(renter.page.getByRole("main").getByText(`The owner has until ${due} to answer`, { exact: true })).toBeVisible();
  await renter.close();
});

test("the Requests tab's Accept works without JavaScript, and only the open tab's cards are on the page", async ({ page, browser, ip }) => {
  const title = "Toyota Hiace bus with driver";
  const { listingId } = await ownerWithListing(page, { title, pricePerDayKobo: 80_000_00 });
  const renter = await renterPhone(browser, ip);
  const booking = await apiBooking(renter.page, listingId);
  await renter.close();

  const noJs = await withoutJs(browser, page, ip);
  const plain = await noJs.newPage();
  await plain.goto("/my-rentals");
  // My Listings: the listing, no booking cards.
  await expect(plain.getByRole("main").getByRole("heading", { name: title })).toHaveCount(1);
  await expect(plain.locator(`#booking-${booking.id}`)).toHaveCount(0);
  await plain.getByRole("tab", { name: "Requests for my items" }).click();
  const card = plain.locator(`#booking-${booking.id}`);
  await card.getByRole("button", { name: /^Accept/ }).click();
  await expect(card.getByRole("status")).toHaveText("Request accepted: the renter can now pay.");
  await expect(card.getByRole("button")).toHaveCount(0);
  await noJs.close();
});

test("a booking paid, picked up and returned counts on My Listings: Total bookings and Total earnings", async ({ page, browser, ip }) => {
  const title = "Honda EU22i inverter generator";
  const { listingId } = await ownerWithListing(page, { title, pricePerDayKobo: 15_000_00, bookingMode: "instant" });
  const renter = await renterPhone(browser, ip);
  const booking = await apiBooking(renter.page, listingId, { fromDay: 1, days: 1 });
  const pay = await renter.page.request.post(`/api/v1/bookings/${booking.id}/pay`, { headers: FROM_SITE });
  expect(pay.status(), await pay.text()).toBe(200);
  await renter.page.goto(((await pay.json()) as { checkoutUrl: string }).checkoutUrl);
  await renter.page.getByRole("button", { name: `Pay ${naira(booking.totalKobo)}` }).click();
  await expect(renter.page).toHaveURL(new RegExp(`/bookings/${booking.id}\\?payment=success$`));

  // Picked up tomorrow morning (marked as of then).
  await pickUpOn(page, booking.id, booking.startDate);
  await openBooking(page, booking.id);
  const main = page.getByRole("main");
  expect(await badgeTone(main.getByText("active", { exact: true }))).toBe("green");
  await expect(main.getByText(/^Mark the return by .+ \(Lagos time\), or the booking completes on its own$/)).toBeVisible();
  await main.getByRole("button", { name: "Mark returned" }).click();
  await expect(main.getByRole("status")).toHaveText("Marked as returned: the booking is complete.");
  expect(await badgeTone(main.getByText("completed", { exact: true }))).toBe("green");
  await expect(main.getByRole("region", { name: "What next" }).getByRole("button")).toHaveCount(0);

  await visit(page, "/my-rentals");
  const card = page.getByRole("main").getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(figure(card, "Total bookings")).toHaveText("1");
  await expect(figure(card, "Total earnings")).toHaveText(naira((await ownerFigures(page, booking.id)).ownerPayoutKobo));

  await visit(renter.page, "/my-rentals?tab=bookings");
  const theirs = renter.page.getByRole("main").getByRole("article").filter({ has: renter.page.getByRole("heading", { name: title }) });
  expect(await badgeTone(theirs.getByText("completed", { exact: true }))).toBe("green");
  await renter.close();
});
