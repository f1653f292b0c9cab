// The demo people (README: Demo people): a newcomer signs in on /login with the printed e-mail and password and finds
// every screen of My Rentals filled: the owner's listings and the requests for them, the renter's bookings in every state.
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, signIn, test } from "./accounts-helpers";
import { visit } from "./helpers";
import { DEMO_LISTINGS, DEMO_OWNER, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

/** Every status badge a booking card can show (booking-states.ts badgeOf), each side saying whom a waiting one waits for. */
const SETTLED = ["confirmed", "active", "completed", "declined", "expired", "cancelled"];
const BADGES = { owner: ["waiting for your answer", "accepted, waiting for payment", ...SETTLED], renter: ["waiting for the owner", "waiting for your payment", ...SETTLED] };

async function signInAs(page: Page, person: { email: string; name: string }) {
  await visit(page, "/login");
  await expectAccessible(page);
  await signIn(page, { email: person.email, password: DEMO_PASSWORD }, { here: true });
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
}

test("the demo owner signs in and finds their listings, and requests for them in every state", async ({ page }) => {
  await signInAs(page, DEMO_OWNER);

  await visit(page, "/my-rentals");
  const main = page.getByRole("main");
  await expect(main.getByRole("tab", { name: "My Listings" })).toHaveAttribute("aria-selected", "true");
  for (const l of DEMO_LISTINGS) {
    const card = main.getByRole("article").filter({ has: page.getByRole("heading", { name: l.title }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: "Manage Listing" })).toBeVisible();
  }
  await expectAccessible(page);

  await visit(page, "/my-rentals?tab=requests");
  await expect(main.getByRole("tab", { name: "Requests for my items" })).toHaveAttribute("aria-selected", "true");
  const cards = main.getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  await expect(cards.filter({ hasText: DEMO_RENTER.name })).toHaveCount(await cards.count());
  for (const badge of BADGES.owner) await expect(cards.getByText(badge, { exact: true }).first(), badge).toBeVisible();
  // One request waits for an answer: the owner can accept or decline it, by its deadline.
  const waiting = cards.filter({ has: page.getByRole("button", { name: /^Accept/ }) });
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByRole("button", { name: /^Decline/ })).toBeVisible();
  await expect(waiting.getByText(/^Answer by /)).toBeVisible();
  await expectAccessible(page);
});

test("the demo renter signs in and finds their bookings in every state, each with its details", async ({ page }) => {
  await signInAs(page, DEMO_RENTER);

  await visit(page, "/my-rentals?tab=bookings");
  const main = page.getByRole("main");
  await expect(main.getByRole("tab", { name: "Bookings I made" })).toHaveAttribute("aria-selected", "true");
  const cards = main.getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  // Owners who trade under a business name rent under it.
  await expect(cards.filter({ hasText: `Rented from ${DEMO_OWNER.businessName ?? DEMO_OWNER.name}` })).toHaveCount(await cards.count());
  for (const badge of BADGES.renter) await expect(cards.getByText(badge, { exact: true }).first(), badge).toBeVisible();
  await expectAccessible(page);

  // A booking that ended: its page shows the listing and what happened to it.
  const completed = cards.filter({ has: page.getByText("completed", { exact: true }) }).first();
  const title = (await completed.getByRole("heading").first().textContent())!.trim();
  await completed.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectAccessible(page);
});
