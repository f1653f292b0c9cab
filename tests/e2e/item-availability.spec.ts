// The item page as listings come and go: days an owner blocks are unavailable in the calendar, a draft is its owner's
// preview and nobody else's page, owners cannot book their own listing, a paused listing cannot be booked, and a
// deleted one is gone.
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { addDays, dayLabel, todayInLagos, visit, FROM_SITE } from "./helpers";
import { apiListing, verifiedOwner } from "./listing-helpers";
import { pickDay, showMonthOf } from "./booking-page-helpers";

test("days an owner blocks cannot be chosen on the item page, and the others still can", async ({ page, browser, ip }) => {
  await verifiedOwner(page);
  const id = await apiListing(page, { title: "Perkins 100kVA generator for events" }, { publish: true });
  const [blocked, open] = [addDays(todayInLagos(), 3), addDays(todayInLagos(), 4)];
  const res = await page.request.put(`/api/v1/listings/${id}/blocked-dates`, { headers: FROM_SITE, data: { dates: [blocked] } });
  expect(res.status(), await res.text()).toBe(200);

  // The owner's own page has nothing to book: a note and the way to their availability instead.
  await visit(page, `/item/${id}`);
  await expect(page.getByText("This is your listing, so there is nothing to book here.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Request to Book|Book Now/ })).toHaveCount(0);
  await expect(page.getByRole("grid")).toHaveCount(0);
  await expectAccessible(page);

  page = await (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } })).newPage();
  await visit(page, `/item/${id}`);
  await showMonthOf(page, blocked);
  const blockedDay = page.getByRole("button", { name: `${dayLabel(blocked)}, unavailable` });
  await expect(blockedDay).toBeDisabled();
  await blockedDay.click({ force: true });
  await expect(page.getByText("No date selected")).toBeVisible();
  await pickDay(page, open);
  await expect(page.getByText(/^Selected: /)).toBeVisible();
  await expectAccessible(page);
});

test("a draft is its owner's preview and no page to anyone else; paused cannot be booked; deleted is gone (410)", async ({ page, browser }) => {
  await verifiedOwner(page);
  const draft = await apiListing(page, { title: "Draft only its owner sees" });
  await visit(page, `/item/${draft}`);
  await expect(page.getByText("Draft preview: renters can't see this listing until you publish it.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage Listing" })).toHaveAttribute("href", `/my-rentals/listings/${draft}`);

  const visitor = await (await browser.newContext()).newPage();
  // To anyone else a draft is no item at all: the same answer as an id that was never used.
  const hidden = await visitor.goto(`/item/${draft}`);
  expect(hidden!.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "Item not found" })).toBeVisible();
  await expect(visitor.getByText("Draft only its owner sees")).toHaveCount(0);

  const listed = await apiListing(page, { title: "Paused then deleted generator" }, { publish: true });
  expect((await page.request.patch(`/api/v1/listings/${listed}`, { headers: FROM_SITE, data: { status: "paused" } })).status()).toBe(200);
  const paused = await visitor.goto(`/item/${listed}`, { waitUntil: "load" });
  expect(paused!.status()).toBe(200);
  await expect(visitor.getByText("This item is not available for booking right now.")).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Request to Book" })).toBeDisabled();

  expect((await page.request.delete(`/api/v1/listings/${listed}`, { headers: FROM_SITE })).status()).toBe(204);
  // Visitors may be served a page rendered up to 5 s before (the page cache); a hard reload asks for a fresh one.
  await visitor.setExtraHTTPHeaders({ "cache-control": "no-cache" });
  const gone = await visitor.goto(`/item/${listed}`);
  expect(gone!.status()).toBe(410);
  await expect(visitor.getByRole("heading", { name: "This item is not available" })).toBeVisible();
  await expectAccessible(visitor);
});
