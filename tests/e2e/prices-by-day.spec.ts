// Prices by day (issue 36, item 3), as an owner and a renter meet them on a phone: the owner sets a Saturday price and a
// custom price for a date on the manage page, renters see each day's price on the item page's calendar (readable at
// 360 px), and a quote over a Saturday shows the days at each price. Every page is checked with axe.
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { addDays, todayInLagos, visit } from "./helpers";
import { apiListing, verifiedOwner, withoutJs } from "./listing-helpers";

test.use({ viewport: { width: 360, height: 780 } });

/** The first Saturday at least 3 days ahead, and the Friday before it. */
function nextSaturday(): string {
  let d = addDays(todayInLagos(), 3);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 6) d = addDays(d, 1);
  return d;
}

test("an owner sets a Saturday price and a custom day's price; the calendar shows them and a quote sums the days", async ({ page }) => {
  test.setTimeout(90_000);
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Canopy and 100 chairs – Ikeja", pricePerDayKobo: 30_000_00 }, { publish: true });
  const saturday = nextSaturday();
  const sunday = addDays(saturday, 1);
  const tuesday = addDays(saturday, 3);

  await visit(page, `/my-rentals/listings/${id}`);
  const pricing = page.getByRole("region", { name: "Price and booking" });
  await pricing.getByLabel("Weekend price a day (optional)").fill("45,000");
  // Only Saturday is this owner's weekend.
  const weekend = pricing.getByRole("group", { name: "Weekend days" });
  await weekend.getByLabel("Friday").uncheck();
  await weekend.getByLabel("Sunday").uncheck();
  await expect(weekend.getByLabel("Saturday")).toBeChecked();
  const first = pricing.getByRole("group", { name: "Special price 1" });
  await first.getByLabel("From").fill(tuesday);
  await first.getByLabel("To").fill(tuesday);
  await first.getByLabel("Price a day").fill("60,000");
  await expectAccessible(page);
  await pricing.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Price and booking: saved.")).toBeVisible();
  await expect(pricing.getByLabel("Weekend price a day (optional)")).toHaveValue("45,000");
  await expect(pricing.getByRole("group", { name: "Special price 1" }).getByLabel("From")).toHaveValue(tuesday);

  // A renter's view: each day's price under its number, in full for screen readers.
  const renter = await page.context().browser()!.newContext({ viewport: { width: 360, height: 780 } });
  const visitor = await renter.newPage();
  await visit(visitor, `/item/${id}`);
  const calendar = visitor.getByRole("grid").first();
  if (!(await calendar.locator(`[data-day="${saturday}"]`).count())) await visitor.getByRole("button", { name: "Next month" }).click();
  const day = (d: string) => visitor.locator(`[data-day="${d}"]`);
  await expect(day(saturday)).toContainText("₦45k");
  await expect(day(saturday)).toHaveAccessibleName(/₦45,000 a day/);
  await expect(day(sunday)).toContainText("₦30k");
  // The price fits its day's button on a 360 px phone.
  const [box, label] = [await day(saturday).boundingBox(), await day(saturday).locator("span").boundingBox()];
  expect(label!.width).toBeLessThanOrEqual(box!.width);
  await expectAccessible(visitor);

  // Friday to Sunday: two days at ₦30,000 and the Saturday at ₦45,000.
  await day(addDays(saturday, -1)).click();
  await day(sunday).click();
  const quote = visitor.getByRole("form", { name: "Book this item" });
  await expect(quote.getByText("₦30,000 × 2 days")).toBeVisible();
  await expect(quote.getByText("₦45,000 × 1 day")).toBeVisible();
  // The service fee is 10% of their sum, ₦105,000.
  await expect(quote.getByText("₦10,500", { exact: true })).toBeVisible();
  await renter.close();
});

test("a draft's review lists its weekend and special-date prices; the pricing step keeps them without JavaScript", async ({ page, browser }) => {
  await verifiedOwner(page);
  const id = await apiListing(page, {
    title: "Owambe hall – Surulere",
    pricePerDayKobo: 250_000_00,
    weekendPriceKobo: 400_000_00,
    weekendDays: [6],
    dayPrices: [{ startDate: "2027-12-24", endDate: "2027-12-26", pricePerDayKobo: 600_000_00 }],
  });
  await visit(page, `/list-item/${id}/review`);
  const pricing = page.getByRole("definition").filter({ hasText: "₦400,000 on Saturday" });
  await expect(pricing).toContainText("24 Dec 2027 – 26 Dec 2027: ₦600,000");
  await expectAccessible(page);

  // Without JavaScript: the saved range and a blank row to add one; a second range over the same days is refused.
  const noJs = await withoutJs(browser, page, "10.36.3.1");
  const step = await noJs.newPage();
  // `visit` waits for hydration, which never comes here: a plain navigation instead.
  await step.goto(`/list-item/${id}/pricing`);
  await expect(step.getByRole("group", { name: "Special price 1" }).getByLabel("Price a day")).toHaveValue("600,000");
  // Saturday unticked: it must stay unticked when the form comes back refused.
  await step.getByRole("group", { name: "Weekend days" }).getByLabel("Saturday").uncheck();
  const second = step.getByRole("group", { name: "Special price 2" });
  await second.getByLabel("From").fill("2027-12-26");
  await second.getByLabel("To").fill("2027-12-27");
  await second.getByLabel("Price a day").fill("500,000");
  await step.getByRole("button", { name: "Save and continue" }).click();
  await expect(step.getByText("Two custom prices cover the same day")).toBeVisible();
  // What was typed is kept.
  await expect(step.getByRole("group", { name: "Special price 2" }).getByLabel("Price a day")).toHaveValue("500,000");
  await expect(step.getByRole("group", { name: "Weekend days" }).getByLabel("Saturday")).not.toBeChecked();
  await noJs.close();
});
