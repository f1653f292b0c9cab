// Prices by day (issue 36, item 3), as an owner and a renter meet them on a phone: the owner sets a Saturday price and a
// custom price for a date on the manage page, renters see each day's price on the item page's calendar (readable at
// 360 px), and a quote over a Saturday shows the days at each price. Every page is checked with axe.
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { addDays, todayInLagos, visit } from "./helpers";
import { apiListing, verifiedOwner } from "./listing-helpers";

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
  await pricing.getByLabel("Weekend price per day (optional)").fill("45,000");
  // Only Saturday is this owner's weekend.
  const weekend = pricing.getByRole("group", { name: "Weekend days" });
  await weekend.getByLabel("Friday").uncheck();
  await weekend.getByLabel("Sunday").uncheck();
  await expect(weekend.getByLabel("Saturday")).toBeChecked();
  const first = pricing.getByRole("group", { name: "Special price 1" });
  await first.getByLabel("From").fill(tuesday);
  await first.getByLabel("To").fill(tuesday);
  await first.getByLabel("Price per day").fill("60,000");
  await expectAccessible(page);
  await pricing.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Price and booking: saved.")).toBeVisible();
  await expect(pricing.getByLabel("Weekend price per day (optional)")).toHaveValue("45,000");
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
  await expect(quote.getByText("₦105,000")).toBeVisible();
  await renter.close();
});
