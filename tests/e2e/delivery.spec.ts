// Delivery and collection (issue 36, item 1) on a phone: an owner offers delivery on the manage page; a renter chooses
// 'Deliver to me' on the item page, sees the fee as a line of the quote (a far address refused with the distance and
// the radius), books, and reads the address on the booking, which the owner sees only as a distance until it is paid;
// /browse's 'Delivers to me' keeps what reaches the place searched. Every page is checked with axe.
import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signUp, test } from "./accounts-helpers";
import { addDays, naira, todayInLagos, visit } from "./helpers";
import { apiListing, verifiedOwner, withoutJs } from "./listing-helpers";
import { chargedKm, deliveryFeeKobo } from "../../core/delivery";
import { distanceKm, placeIn } from "../../core/places";

test.use({ viewport: { width: 360, height: 780 } });

const TERMS = { radiusKm: 30, feeKobo: 5_000_00, perKmKobo: 0, freeWithinKm: 5 };
const km = (city: string, state = "Lagos") => chargedKm(distanceKm(placeIn("Lagos", "Ikeja")!, placeIn(state, city)!));

async function renterPage(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await signUp(page, newPerson("renter"));
  return page;
}

/** Chooses delivery to `city` on the item page's form. */
async function deliverTo(form: ReturnType<Page["getByRole"]>, city: string, state = "Lagos") {
  await form.getByLabel("Deliver to me").check();
  await form.getByLabel("State").selectOption(state);
  await form.getByLabel("City or area").fill(city);
  await form.getByLabel("Street and house number").fill("12 Herbert Macaulay Way");
  await form.getByLabel("Delivery time").selectOption({ label: "8 AM – 12 PM" });
}

test("an owner offers delivery; a renter is quoted its fee, books it, and only the renter reads the address before payment", async ({ page, browser, ip }) => {
  test.setTimeout(120_000);
  await verifiedOwner(page);
  const title = "Mikano 20kVA generator – Ikeja";
  const id = await apiListing(page, { title, bookingMode: "request" }, { publish: true });

  // The owner sets delivery on the manage page, in the pick-up section.
  await visit(page, `/my-rentals/listings/${id}`);
  const pickup = page.getByRole("region", { name: "Pick-up notes" });
  await pickup.getByLabel("I deliver this item and collect it afterwards").check();
  await pickup.getByLabel("Deliver within (km)").fill("30");
  await pickup.getByLabel("Free within (km)").fill("0");
  await pickup.getByLabel("Delivery fee (₦)").fill("5,000");
  await expectAccessible(page);
  await pickup.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Pick-up notes: saved.")).toBeVisible();
  await expect(pickup.getByLabel("Deliver within (km)")).toHaveValue("30");

  const renter = await renterPage(browser, ip);
  await visit(renter, `/item/${id}`);
  await expect(renter.getByText("Delivers within 30 km: ₦5,000 for both trips")).toBeVisible();
  const start = addDays(todayInLagos(), 4);
  const form = renter.getByRole("form", { name: "Book this item" });
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("End date").fill(addDays(start, 1));
  await deliverTo(form, "Yaba");
  const yaba = km("Yaba");
  const fee = deliveryFeeKobo({ ...TERMS, freeWithinKm: 0 }, yaba)!;
  await expect(form.getByText(`Delivery and collection (${yaba} km)`)).toBeVisible();
  await expect(form.getByText(naira(fee), { exact: true })).toBeVisible();
  await expectAccessible(renter);

  // Too far: Ibadan is beyond the owner's 30 km, said with both distances.
  await form.getByLabel("State").selectOption("Oyo");
  await form.getByLabel("City or area").fill("Ibadan");
  await expect(form.getByText(`This address is ${km("Ibadan", "Oyo")} km from the item; its owner delivers within 30 km`)).toBeVisible();

  await deliverTo(form, "Yaba");
  await expect(form.getByText(`Delivery and collection (${yaba} km)`)).toBeVisible();
  await form.getByRole("button", { name: "Request to Book" }).click();
  await expect(renter).toHaveURL(/\/bookings\/\d+/);
  const details = renter.getByRole("region", { name: "Booking details" });
  await expect(details.getByText("12 Herbert Macaulay Way, Yaba, Lagos")).toBeVisible();
  await expect(details.getByText("8 AM – 12 PM")).toBeVisible();
  await expect(renter.getByRole("region", { name: "Receipt" }).getByText(`Delivery and collection (${yaba} km)`)).toBeVisible();
  await expectAccessible(renter);

  // The owner, deciding on the request, sees how far it goes, not the street.
  await visit(page, renter.url().replace(/^https?:\/\/[^/]+/, ""));
  const ownerDetails = page.getByRole("region", { name: "Booking details" });
  await expect(ownerDetails.getByText(`${yaba} km from Ikeja: the address shows once the booking is paid`)).toBeVisible();
  await expect(page.getByText("Herbert Macaulay")).toHaveCount(0);
  // The payout holds the delivery fee whole.
  await expect(page.getByRole("region", { name: "Receipt" }).getByText(`+${naira(fee)}`)).toBeVisible();
  await renter.context().close();
});

test("without JavaScript a delivery is priced by 'See price' and booked; /browse keeps what delivers to the place", async ({ page, browser, ip }) => {
  test.setTimeout(120_000);
  await verifiedOwner(page);
  const title = "Party canopy and 50 chairs – Ikeja";
  const id = await apiListing(page, { title, bookingMode: "instant", delivery: TERMS }, { publish: true });

  const renter = await renterPage(browser, ip);
  const noJs = await withoutJs(browser, renter, ip);
  const plain = await noJs.newPage();
  const start = addDays(todayInLagos(), 5);
  await plain.goto(`/item/${id}?start=${start}&end=${start}&fulfilment=delivery&state=Lagos&city=Ikeja&street=3+Allen+Avenue&window=evening`);
  const form = plain.getByRole("form", { name: "Book this item" });
  // Ikeja to Ikeja is within the owner's free 5 km.
  await expect(form.getByText("Delivery and collection (0 km)")).toBeVisible();
  await expect(form.getByLabel("Deliver to me")).toBeChecked();
  await form.getByRole("button", { name: "Book Now" }).click();
  await expect(plain).toHaveURL(/\/bookings\/\d+/);
  await expect(plain.getByRole("region", { name: "Booking details" }).getByText("3 Allen Avenue, Ikeja, Lagos")).toBeVisible();
  await noJs.close();

  // Browse: delivering to Yaba (within 30 km) keeps it, marked; to Ibadan it is gone.
  await visit(renter, `/browse?search=${encodeURIComponent("Party canopy and 50 chairs")}&state=Lagos&city=Yaba&delivers=1`);
  const card = renter.getByRole("article").filter({ has: renter.getByRole("heading", { name: title }) });
  await expect(card.getByText("Delivers to you")).toBeVisible();
  await expect(renter.getByLabel("Delivers to me (to the place above, else anywhere)")).toBeChecked();
  await expectAccessible(renter);
  await visit(renter, `/browse?search=${encodeURIComponent("Party canopy and 50 chairs")}&state=Oyo&city=Ibadan&delivers=1`);
  await expect(renter.getByRole("heading", { name: title })).toHaveCount(0);
  await renter.context().close();
});
