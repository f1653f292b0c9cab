// Late returns (issue 36, item 4) on a phone, as the demo people live them: the renter's Highlander was due back by 8 PM
// yesterday and is still out. Both see it overdue, the renter with the late fee growing; the owner marks the hour it
// came back (a future hour is refused beside a kept value), and the fee stops at that hour.
import type { Browser, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, signIn, test } from "./accounts-helpers";
import { openConsoleAsDemoAdmin } from "./console-helpers";
import { addDays, naira, todayInLagos, visit } from "./helpers";
import { lateDays, returnDueAt } from "../../core/late-returns";
import { DEMO_LISTINGS, DEMO_OWNER, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

const highlander = DEMO_LISTINGS.find((l) => l.key === "highlander")!;
const FEE = naira(highlander.lateFeeNaira! * 100);

test.use({ viewport: { width: 360, height: 740 } });

async function signedIn(browser: Browser, ip: string, person: { email: string; name: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, extraHTTPHeaders: { "x-forwarded-for": ip } });
  const page = await context.newPage();
  await visit(page, "/login");
  await signIn(page, { email: person.email, password: DEMO_PASSWORD }, { here: true });
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
  return page;
}

/** Opens the overdue Highlander booking from My Rentals' `tab`, where its card says it is overdue. */
async function openOverdue(page: Page, tab: "bookings" | "requests") {
  await visit(page, `/my-rentals?tab=${tab}`);
  const card = page
    .getByRole("main")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: highlander.title }) })
    .filter({ has: page.getByText("overdue", { exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/bookings\/\d+/);
}

test("an overdue rental: the renter sees the late fee grow, the owner marks the hour it came back", async ({ browser, ip }) => {
  const renter = await signedIn(browser, ip, DEMO_RENTER);
  await openOverdue(renter, "bookings");
  const details = renter.getByRole("region", { name: "Booking details" });
  const yesterday = addDays(todayInLagos(), -1);
  const due = new Intl.DateTimeFormat("en-NG", { day: "numeric", month: "short", year: "numeric" }).format(new Date(`${yesterday}T12:00:00Z`));
  // A day begun late each 24 hours from 8 PM yesterday in Lagos: one until 8 PM today, then two.
  const soFar = naira(highlander.lateFeeNaira! * 100 * lateDays(returnDueAt(yesterday), new Date()));
  await expect(details.getByText(`Overdue since ${due}, 20:00: a late fee of ${soFar} so far, growing by ${FEE} a day. Return the item to the owner as soon as you can.`)).toBeVisible();
  await expect(renter.getByRole("main").getByText("overdue", { exact: true })).toBeVisible();
  // Only the owner marks the return.
  await expect(renter.getByRole("button", { name: "Mark returned" })).toHaveCount(0);
  await expectAccessible(renter);

  // Haya's operators see it among the overdue rentals, with the fee so far, and open its file from there.
  const consoleContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const operator = await consoleContext.newPage();
  await openConsoleAsDemoAdmin(operator);
  await operator.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Overdue" }).click();
  await expect(operator.getByRole("heading", { level: 1, name: "Overdue rentals" })).toBeVisible();
  const row = operator.getByRole("listitem").filter({ hasText: highlander.title });
  await expect(row.getByText(`${DEMO_RENTER.name} renting from ${DEMO_OWNER.businessName ?? DEMO_OWNER.name}`)).toBeVisible();
  await expect(row.getByText(new RegExp(`^Due back by ${due}, 20:00: \\d+ days begun late, late fee so far ₦`))).toBeVisible();
  await expectAccessible(operator);
  await row.getByRole("link").click();
  await expect(operator).toHaveURL(/\/admin\/bookings\/\d+$/);
  await consoleContext.close();

  const owner = await signedIn(browser, ip, DEMO_OWNER);
  await openOverdue(owner, "requests");
  await expect(owner.getByRole("region", { name: "Booking details" }).getByText(/When it comes back, mark the hour it came back below\.$/)).toBeVisible();
  const cameBack = owner.getByLabel("Came back at (Lagos time)");
  await expect(cameBack).toHaveValue(new RegExp(`^${todayInLagos()}T\\d\\d:\\d\\d$`));
  await expectAccessible(owner);

  // Tomorrow is refused beside the form, and what was typed stays.
  const tomorrow = `${addDays(todayInLagos(), 1)}T09:15`;
  await cameBack.fill(tomorrow);
  await owner.getByRole("button", { name: "Mark returned" }).click();
  await expect(owner.getByText("The hour it came back can't be in the future")).toBeVisible();
  await expect(owner.getByLabel("Came back at (Lagos time)")).toHaveValue(tomorrow);
  await expect(owner.getByRole("main").getByText("overdue", { exact: true })).toBeVisible();

  // Back at 10:30 PM yesterday: a day begun late, one late fee, and the booking complete.
  await owner.getByLabel("Came back at (Lagos time)").fill(`${yesterday}T22:30`);
  await owner.getByRole("button", { name: "Mark returned" }).click();
  await expect(owner.getByText("Marked as returned: the booking is complete.")).toBeVisible();
  await expect(owner.getByRole("region", { name: "Booking details" }).getByText(`It came back at ${due}, 22:30, after its return time: a late fee of ${FEE}.`)).toBeVisible();
  await expect(owner.getByRole("main").getByText("overdue", { exact: true })).toHaveCount(0);
  await expectAccessible(owner);

  // The owner claims the late fee from the caution deposit: no photo needed, at most the fee it ran up.
  const claim = owner.getByRole("region", { name: "Deposit claim" });
  await claim.getByLabel("Why you claim").selectOption({ label: `Late return: up to ${FEE}, the late fee it ran up` });
  await claim.getByLabel("Amount to claim (₦)").fill(String(highlander.lateFeeNaira! + 1));
  await claim.getByLabel("What happened").fill("The Highlander came back at 10:30 PM, after its return time.");
  await claim.getByRole("button", { name: "File claim" }).click();
  await expect(claim.getByText(`The most you can claim is ${FEE}, the whole deposit`)).toBeVisible();
  await expect(claim.getByLabel("What happened")).toHaveValue("The Highlander came back at 10:30 PM, after its return time.");
  await claim.getByLabel("Amount to claim (₦)").fill(String(highlander.lateFeeNaira!));
  await claim.getByRole("button", { name: "File claim" }).click();
  await expect(claim.getByText(/^Your claim is filed\./)).toBeVisible();
  await expect(claim.getByText(FEE, { exact: true })).toBeVisible();
  await expectAccessible(owner);

  // The renter's page says the same once reloaded.
  await renter.reload();
  await expect(renter.getByRole("region", { name: "Booking details" }).getByText(`It came back at ${due}, 22:30, after its return time: a late fee of ${FEE}.`)).toBeVisible();

  // The listing's page tells a renter the return time and the fee before they book.
  await renter.getByRole("main").getByRole("link", { name: highlander.title }).click();
  await expect(renter.getByText(`Due back by 8 PM on your last day; after that, a late fee of ${FEE} for each day begun.`)).toBeVisible();
});
