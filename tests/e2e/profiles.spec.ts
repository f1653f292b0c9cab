// Public profiles (issue 16, item 4): from an item page's owner card to the owner's profile — their name, member since,
// what is verified, their listings (this one among them) and reviews — with nothing private on it; an unknown person is
// the 404 page.
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { visit } from "./helpers";
import { DEMO_LISTINGS, DEMO_OWNER } from "../../server/seed/data/demo-people";

test("the owner card on an item page leads to the owner's public profile", async ({ page }) => {
  await visit(page, "/browse?search=" + encodeURIComponent(DEMO_LISTINGS[0]!.title));
  await page.getByRole("main").getByRole("link", { name: `View Details: ${DEMO_LISTINGS[0]!.title}` }).first().click();
  await expect(page).toHaveURL(/\/item\/\d+$/);
  const item = page.url();
  const owner = page.getByRole("region", { name: "Owner" });
  await expect(owner.getByText("ID verified", { exact: true })).toBeVisible();
  await owner.getByRole("link", { name: DEMO_OWNER.name }).click();
  await expect(page).toHaveURL(/\/u\/[^/]+$/);

  const main = page.getByRole("main");
  // The business name is shown once the business is verified; the demo owner's is not yet.
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(DEMO_OWNER.name);
  await expect(main.getByText(/^Member since [A-Z][a-z]+ \d{4}/)).toBeVisible();
  // The demo owner's identity is verified (issue 37): the badge, and first in what is verified.
  await expect(main.getByText("ID verified", { exact: true })).toBeVisible();
  await expect(main.getByText(/^Verified: ID, Email/)).toBeVisible();
  const listings = main.getByRole("region", { name: /^Listings by / });
  await expect(listings.getByRole("link", { name: `View Details: ${DEMO_LISTINGS[0]!.title}` })).toHaveAttribute("href", new URL(item).pathname);
  await expect(main.getByRole("region", { name: `Reviews of ${DEMO_OWNER.name}` })).toBeVisible();
  // Nothing private: no email address or phone number of theirs on the page.
  await expect(main).not.toContainText(DEMO_OWNER.email);
  await expectAccessible(page);

  const res = await page.goto("/u/nobody-at-all");
  expect(res?.status()).toBe(404);
});
