// The next step is always in view (issue 38, items 5–7), on a 360 × 740 phone: after 'Book everything' the checkout is a
// page of its own, opened at its top with the bookings, the total, the deadline and Pay, found again after a reload and
// by no one else, its unpaid bookings paid together from My Rentals until their deadline; after 'Book Now' the booking
// page opens on its deadline and Pay; and My Rentals' cards say, on each side, what a booking waits for, with the next
// action and its deadline — in English and Pidgin, with axe and no page error.
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { addDays, naira, todayInLagos, visit } from "./helpers";
import { apiListing, verifiedOwner } from "./listing-helpers";
import { apiBooking, figure, ownerWithListing, renterPhone } from "./booking-page-helpers";
import { checkNarrow, NARROW } from "./narrow-helpers";

test.use(NARROW);

/** What the page throws or logs as an error while the test runs: a journey ends with none. */
function pageErrors(page: Page, errors: string[] = []): string[] {
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  return errors;
}

const bookingForm = (page: Page) => page.getByRole("form", { name: "Book this item" });

/** The item page with its dates chosen, once the server has priced them. */
async function itemWithDates(page: Page, id: number, start: string, end: string) {
  await visit(page, `/item/${id}?start=${start}&end=${end}`);
  await expect(bookingForm(page).locator("dl > div").last()).toHaveText(/^Total₦[\d,.]+$/);
}

/** A card's Pay button, named with its booking's title for a screen reader ("Pay ₦22,150 : DJI Ronin gimbal"). */
const payOn = (kobo: number, title: string) => new RegExp(`^Pay ${naira(kobo).replace(/[.$]/g, "\\$&")} ?: ${title}$`);

/** Fully on the screen as it stands (not scrolled to: that is the point). */
const inView = (locator: Locator) => expect(locator).toBeInViewport({ ratio: 1 });

test("after 'Book everything' the checkout opens at its top with the deadline and Pay, survives a reload, is the renter's alone, and is paid from My Rentals", async ({ page, browser, ip }, testInfo) => {
  test.setTimeout(150_000);
  await verifiedOwner(page);
  const chairs = "Gold Chiavari chairs, set of 50";
  const lights = "Fairy lights for a 20 m canopy";
  const hall = "Lekki garden for 150 guests";
  const chairsId = await apiListing(page, { title: chairs, bookingMode: "instant", pricePerDayKobo: 15_000_00 }, { publish: true });
  const lightsId = await apiListing(page, { title: lights, bookingMode: "instant", pricePerDayKobo: 8_000_00 }, { publish: true });
  const hallId = await apiListing(page, { title: hall, bookingMode: "request", pricePerDayKobo: 200_000_00 }, { publish: true });
  const renter = await renterPhone(browser, ip, "planner");
  const r = renter.page;
  const errors = pageErrors(r);
  const [start, end] = [addDays(todayInLagos(), 9), addDays(todayInLagos(), 10)];
  for (const id of [hallId, chairsId, lightsId]) {
    await itemWithDates(r, id, start, end);
    await bookingForm(r).getByRole("button", { name: "Add to cart" }).click();
    await expect(r).toHaveURL(/\/cart\?added=\d+$/);
  }

  await r.getByRole("main").getByRole("button", { name: "Book everything" }).click();
  await expect(r).toHaveURL(/\/cart\/checkout\?bookings=\d+,\d+,\d+$/);
  const checkoutUrl = new URL(r.url());
  const main = r.getByRole("main");
  const mine = await (await r.request.get("/api/v1/me/bookings")).json() as { bookings: { id: number; title: string; totalKobo: number; status: string }[] };
  const due = mine.bookings.filter((b) => b.status === "awaiting_payment");
  expect(due.map((b) => b.title).sort()).toEqual([chairs, lights].sort());
  const dueText = naira(due.reduce((s, b) => s + b.totalKobo, 0));

  // At its top: what was booked, the deadline and Pay, without scrolling.
  await expect(r.getByRole("heading", { level: 1, name: "Your checkout" })).toBeVisible();
  await expect(main.getByRole("status")).toHaveText("Booked: 3 bookings, all held for you.");
  await inView(main.getByText(`2 bookings wait for your payment: ${dueText} in all, paid once.`));
  await inView(main.getByText(/^Pay by .+ \(Lagos time\)(, the pick-up time)?, or they are let go\.$/));
  await inView(main.getByRole("button", { name: `Pay ${dueText} now` }));
  const items = main.getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: hall })).toContainText(`${hall} — sent to its owner, who has 24 hours to answer`);
  for (const b of mine.bookings) {
    await expect(items.filter({ hasText: b.title })).toContainText(naira(b.totalKobo));
    await expect(items.getByRole("link", { name: b.title })).toHaveAttribute("href", `/bookings/${b.id}`);
  }
  await expect(figure(main, "Total of these bookings")).toHaveText(naira(mine.bookings.reduce((s, b) => s + b.totalKobo, 0)));
  await checkNarrow(r, testInfo, "checkout");
  await expectAccessible(r);

  // A reload keeps it; in Pidgin too.
  await r.reload();
  await inView(main.getByRole("button", { name: `Pay ${dueText} now` }));
  await expect(items).toHaveCount(3);
  await visit(r, `/pcm${checkoutUrl.pathname}${checkoutUrl.search}`);
  await expect(r.getByRole("heading", { level: 1, name: "Wetin you book from your cart" })).toBeVisible();
  await inView(main.getByText(`2 bookings dey wait make you pay: ${dueText} for everything, you go pay once.`));
  await inView(main.getByText(/^Pay before .+, or we go release dem\.$/));
  await inView(main.getByRole("button", { name: `Pay di ${dueText} now` }));
  await expect(items.filter({ hasText: chairs })).toContainText("e dey wait make you pay");
  await checkNarrow(r, testInfo, "checkout in Pidgin");
  await expectAccessible(r);

  // Nobody else can read it: the owner and a stranger get the 404 page.
  expect((await visit(page, `${checkoutUrl.pathname}${checkoutUrl.search}`)).status()).toBe(404);
  await expect(page.getByRole("main")).not.toContainText(chairs);

  // Later, from My Rentals: the two unpaid bookings are paid together, before their deadline.
  await visit(r, "/my-rentals?tab=bookings");
  await expect(main.getByText(`2 bookings wait for your payment: ${dueText} in all, paid once.`)).toBeVisible();
  await expect(main.getByText(/^Pay by .+, or they are let go\.$/)).toBeVisible();
  await expectAccessible(r);
  await main.getByRole("button", { name: `Pay ${dueText} now` }).click();
  await expect(r).toHaveURL(/\/checkout\/sandbox\/haya-cart-/);
  await r.getByRole("button", { name: `Pay ${dueText}` }).click();
  await expect(r).toHaveURL(/\/my-rentals\?tab=bookings/);
  for (const title of [chairs, lights]) await expect(main.getByRole("article").filter({ hasText: title }).getByText("confirmed", { exact: true })).toBeVisible();
  // The checkout page says so too: nothing is left to pay.
  await visit(r, `${checkoutUrl.pathname}${checkoutUrl.search}`);
  await expect(main.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  expect(errors).toEqual([]);
  await renter.close();
});

test("after 'Book Now' the booking page opens on its deadline and Pay, in English and Pidgin", async ({ page, browser, ip }, testInfo) => {
  test.setTimeout(90_000);
  const title = "Toyota Coaster bus, 30 seats";
  const { listingId } = await ownerWithListing(page, { title, bookingMode: "instant", units: 1, pricePerDayKobo: 90_000_00, pickupNotes: "At the Ojota park gate" });
  const renter = await renterPhone(browser, ip);
  const r = renter.page;
  const errors = pageErrors(r);
  const start = addDays(todayInLagos(), 6);
  await itemWithDates(r, listingId, start, addDays(start, 2));
  await bookingForm(r).getByRole("button", { name: "Book Now" }).click();
  await expect(r).toHaveURL(/\/bookings\/\d+$/);
  const id = Number(/\/bookings\/(\d+)/.exec(r.url())![1]);
  const main = r.getByRole("main");
  const pay = main.getByRole("region", { name: "Pay to confirm your booking" });
  await inView(pay.getByRole("heading", { name: "Pay to confirm your booking" }));
  await inView(pay.getByText(/^Pay by .+ \(Lagos time\)(, the pick-up time)?$/));
  await inView(pay.getByRole("button", { name: /^Pay ₦[\d,]+$/ }));
  // One Pay on the page: the 'What next' section keeps only Cancel.
  await expect(main.getByRole("button", { name: /^Pay ₦/ })).toHaveCount(1);
  await checkNarrow(r, testInfo, "booking waiting for payment");
  await expectAccessible(r);

  await visit(r, `/pcm/bookings/${id}`);
  const payPcm = main.getByRole("region", { name: "Pay make your booking confirm" });
  await inView(payPcm.getByText(/^Pay before .+$/));
  await inView(payPcm.getByRole("button", { name: /^Pay di ₦[\d,]+$/ }));
  await checkNarrow(r, testInfo, "booking waiting for payment in Pidgin");
  await expectAccessible(r);

  // Paid, the box is gone: the booking is confirmed.
  await payPcm.getByRole("button", { name: /^Pay di ₦/ }).click();
  await r.getByRole("button", { name: /^Pay ₦/ }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${id}\\?payment=success$`));
  await expect(main.getByRole("region", { name: /^Pay / })).toHaveCount(0);
  expect(errors).toEqual([]);
  await renter.close();
});

test("My Rentals' cards say what each booking waits for, on each side, with the next action and its deadline, in English and Pidgin", async ({ page, browser, ip }, testInfo) => {
  test.setTimeout(120_000);
  const asked = "Sony FX3 cinema camera";
  const instant = "DJI Ronin gimbal";
  const { listingId } = await ownerWithListing(page, { title: asked, pricePerDayKobo: 40_000_00 });
  const instantId = await apiListing(page, { title: instant, bookingMode: "instant", pricePerDayKobo: 10_000_00 }, { publish: true });
  const ownerErrors = pageErrors(page);
  const renter = await renterPhone(browser, ip);
  const r = renter.page;
  const errors = pageErrors(r, ownerErrors);
  const request = await apiBooking(r, listingId, { fromDay: 12, days: 2 });
  const booked = await apiBooking(r, instantId, { fromDay: 12, days: 2 });
  const cardOf = (p: Page, id: number) => p.getByRole("main").locator(`#booking-${id}`);
  const noPending = async (p: Page) => expect(p.getByRole("main").getByText(/^(pending|e dey wait)$/)).toHaveCount(0);

  // The renter: one waits for the owner (and until when), one for their payment (Pay on the card, and by when).
  await visit(r, "/my-rentals?tab=bookings");
  await expect(cardOf(r, request.id).getByText("waiting for the owner", { exact: true })).toBeVisible();
  await expect(cardOf(r, request.id).getByText(/^The owner has until .+ to answer$/)).toBeVisible();
  await expect(cardOf(r, request.id).getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expect(cardOf(r, booked.id).getByText("waiting for your payment", { exact: true })).toBeVisible();
  await expect(cardOf(r, booked.id).getByText(/^Pay by .+ \(Lagos time\)/)).toBeVisible();
  await expect(cardOf(r, booked.id).getByRole("button", { name: payOn(booked.totalKobo, instant) })).toBeVisible();
  await noPending(r);
  await checkNarrow(r, testInfo, "renter's cards");
  await expectAccessible(r);
  await visit(r, "/pcm/my-rentals?tab=bookings");
  await expect(cardOf(r, request.id).getByText("e dey wait for di owner", { exact: true })).toBeVisible();
  await expect(cardOf(r, request.id).getByText(/^Di owner get till .+ to answer$/)).toBeVisible();
  await expect(cardOf(r, booked.id).getByText("e dey wait make you pay", { exact: true })).toBeVisible();
  await expect(cardOf(r, booked.id).getByText(/^Pay before .+/)).toBeVisible();
  await noPending(r);
  await checkNarrow(r, testInfo, "renter's cards in Pidgin");
  await expectAccessible(r);

  // The owner: one waits for their answer (Accept / Decline, by when), one for the renter's payment (until when).
  await visit(page, "/my-rentals?tab=requests");
  await expect(cardOf(page, request.id).getByText("waiting for your answer", { exact: true })).toBeVisible();
  await expect(cardOf(page, request.id).getByText(/^Answer by .+/)).toBeVisible();
  await expect(cardOf(page, request.id).getByRole("button", { name: /^Decline/ })).toBeVisible();
  await expect(cardOf(page, booked.id).getByText("accepted, waiting for payment", { exact: true })).toBeVisible();
  await expect(cardOf(page, booked.id).getByText(/^The renter has until .+ to pay$/)).toBeVisible();
  await noPending(page);
  await checkNarrow(page, testInfo, "owner's cards");
  await expectAccessible(page);
  await visit(page, "/pcm/my-rentals?tab=requests");
  await expect(cardOf(page, request.id).getByText("e dey wait make you answer", { exact: true })).toBeVisible();
  await expect(cardOf(page, booked.id).getByText("you don gree, e dey wait for payment", { exact: true })).toBeVisible();
  await expect(cardOf(page, booked.id).getByText(/^Di renter get till .+ to pay$/)).toBeVisible();
  await noPending(page);
  await checkNarrow(page, testInfo, "owner's cards in Pidgin");
  await expectAccessible(page);

  // Accepted, the request says so on the owner's card — still waiting, now for the renter's payment.
  await visit(page, "/my-rentals?tab=requests");
  await cardOf(page, request.id).getByRole("button", { name: /^Accept/ }).click();
  await expect(cardOf(page, request.id).getByRole("status")).toHaveText("Request accepted: the renter can now pay.");
  await expect(cardOf(page, request.id).getByText("accepted, waiting for payment", { exact: true })).toBeVisible();
  await expect(cardOf(page, request.id).getByText(/^The renter has until .+ to pay$/)).toBeVisible();
  await expectAccessible(page);

  // The renter pays it from its card.
  await visit(r, "/my-rentals?tab=bookings");
  await expect(cardOf(r, request.id).getByText("waiting for your payment", { exact: true })).toBeVisible();
  await cardOf(r, request.id).getByRole("button", { name: payOn(request.totalKobo, asked) }).click();
  await expect(r.getByRole("heading", { name: "Sandbox checkout" })).toBeVisible();
  await r.getByRole("button", { name: `Pay ${naira(request.totalKobo)}` }).click();
  await expect(r).toHaveURL(new RegExp(`/bookings/${request.id}\\?payment=success$`));
  await visit(r, "/my-rentals?tab=bookings");
  await expect(cardOf(r, request.id).getByText("confirmed", { exact: true })).toBeVisible();
  await expect(cardOf(r, request.id).getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  expect(errors).toEqual([]);
  await renter.close();
});
