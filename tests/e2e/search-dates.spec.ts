// Dates as a renter uses them (issue 18 item 1): the hero's date and time fill browse's dates, only what is free on
// those days is shown, and each card says what the days cost, as the API prices them.
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { addDays, apiListings, FROM_SITE, naira, todayInLagos, visit } from "./helpers";
import { apiListing, verifiedOwner } from "./listing-helpers";
import { NARROW } from "./narrow-helpers";

const WORD = "Quokkavale";

test("the hero's date shows only the items free that day, each priced for the days", async ({ page, browser, ip, request }) => {
  await verifiedOwner(page);
  const blocked = await apiListing(page, { title: `${WORD} soundproof generator, blocked` }, { publish: true });
  const free = await apiListing(page, { title: `${WORD} soundproof generator, free` }, { publish: true });
  const day = addDays(todayInLagos(), 5);
  const res = await page.request.put(`/api/v1/listings/${blocked}/blocked-dates`, { headers: FROM_SITE, data: { dates: [day] } });
  expect(res.status(), await res.text()).toBe(200);

  const renter = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  await visit(renter, "/");
  await renter.getByLabel("Pick-up date").fill(day);
  await renter.getByLabel("Pick-up time").selectOption("10:00 AM");
  await renter.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(renter).toHaveURL(/\/browse\?/);
  const url = new URL(renter.url());
  expect(url.searchParams.get("startDate")).toBe(day);
  expect(url.searchParams.get("pickupTime")).toBe("10:00 AM");
  // The hero's choice is browse's date filter now.
  await expect(renter.getByLabel("Start date")).toHaveValue(day);
  await expect(renter.getByLabel("Pick-up time", { exact: true })).toHaveValue("10:00 AM");

  await renter.goto(`/browse?${new URLSearchParams({ search: WORD, startDate: day, pickupTime: "10:00 AM" })}`);
  const cards = renter.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(`${WORD} soundproof generator, free`);
  const [priced] = (await apiListings(request, { search: WORD, startDate: day })).items as unknown as { id: number; quote: { totalKobo: number } }[];
  expect(priced!.id).toBe(free);
  await expect(cards.getByText(`${naira(priced!.quote.totalKobo)} for 1 day`)).toBeVisible();
  await expect(cards.getByText("/day")).toBeVisible();
  await expect(cards.getByRole("link", { name: /View Details/ })).toHaveAttribute("href", `/item/${free}?start=${day}&end=${day}&time=10%3A00+AM`);
  await expectAccessible(renter);

  // The day after, both are free; without dates both are listed as always.
  await renter.goto(`/browse?${new URLSearchParams({ search: WORD, startDate: addDays(day, 1), endDate: addDays(day, 2) })}`);
  await expect(cards).toHaveCount(2);
  await expect(cards.getByText(/ for 2 days/)).toHaveCount(2);
  await renter.goto(`/browse?${new URLSearchParams({ search: WORD })}`);
  await expect(cards).toHaveCount(2);
  await expect(cards.getByText(/ for \d+ days?/)).toHaveCount(0);

  // A day gone by is refused beside its field (shown on the phone's page, not left behind 'Filters'), with nothing found.
  await renter.goto(`/browse?${new URLSearchParams({ search: WORD, startDate: addDays(todayInLagos(), -1) })}`);
  await expect(renter.getByRole("heading", { name: "No items found" })).toBeVisible();
  await expect(renter.getByText("Choose a start date from today on")).toBeAttached();
  await expect(renter.getByText("Choose a start date from today on")).toBeVisible();
  await expect(renter.getByLabel("Start date")).toHaveAttribute("aria-invalid", "true");
});

test("on a phone, a card with dates shows the rental for them, with the caution deposit on a line of its own", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const word = "Wombatreach";
  // ₦9,000 a day with a ₦150,000 caution deposit: 2 days are ₦18,000 + ₦1,800 service fee + ₦135 VAT = ₦19,935.
  await apiListing(page, { title: `${word} party canopy`, pricePerDayKobo: 9_000_00, cautionDepositKobo: 150_000_00 }, { publish: true });
  const phone = await (await browser.newContext({ ...NARROW, extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  const start = addDays(todayInLagos(), 6);
  const query = new URLSearchParams({ search: word, startDate: start, endDate: addDays(start, 1) });
  for (const [prefix, forDays, fees, deposit] of [
    ["", "₦19,935 for 2 days", "incl. fees", "+ ₦150,000 refundable caution deposit"],
    ["/pcm", "₦19,935 for di 2 days", "fees dey inside", "+ ₦150,000 caution deposit wey you go collect back"],
  ] as const) {
    await visit(phone, `${prefix}/browse?${query}`);
    const card = phone.getByRole("main").getByRole("article");
    await expect(card).toHaveCount(1);
    const rental = card.getByText(forDays);
    await expect(rental).toBeVisible();
    await expect(rental).toContainText(fees);
    await expect(rental).not.toContainText("150,000");
    const depositLine = card.getByText(deposit);
    await expect(depositLine).toBeVisible();
    // Its own line, under the rental's, and never one sum of the two (₦169,935).
    const [above, below] = [await rental.boundingBox(), await depositLine.boundingBox()];
    expect(below!.y).toBeGreaterThanOrEqual(above!.y + above!.height - 1);
    await expect(card).not.toContainText("169,935");
    await expectAccessible(phone);
  }
});
