// The owner's Earnings tab, as the demo owner meets it on a 360 × 740 phone: where each booking's money is (pending,
// available, paid), each booking as a card whose rental, refund and commission add up to its net (a cancelled one
// labelled), the same payout on the cancelled booking's page and Requests card as on Earnings, the payout that arrived
// and the one the bank declined (with why), Withdraw that shows the amount, the fee and the account and asks once more
// (with and without JavaScript, in Pidgin too), the payout on its way and, once the sandbox's bank has answered, paid;
// the monthly chart and the CSV statement. A stranger and a visitor get none of it.
import type { Locator, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, signIn, signUp, test } from "./accounts-helpers";
import { figure } from "./booking-page-helpers";
import { parseNaira, visit } from "./helpers";
import { withoutJs } from "./listing-helpers";
import { checkNarrow, NARROW } from "./narrow-helpers";
import { DEMO_OWNER, DEMO_PASSWORD } from "../../server/seed/data/demo-people";

test.use(NARROW);

/** What the page throws or logs as an error while the test runs: a journey ends with none. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  return errors;
}

/** The amount shown under `term`, in kobo ("−₦3,500" and "₦3,500" alike: the sign is the page's, the test adds it). */
const amount = async (scope: Locator, term: string) => Math.round(parseNaira((await figure(scope, term).textContent()) ?? "") * 100);

async function signInAsOwner(page: Page) {
  await visit(page, "/login");
  await signIn(page, { email: DEMO_OWNER.email, password: DEMO_PASSWORD }, { here: true });
  await expect(page.getByRole("banner").getByText(DEMO_OWNER.name)).toBeVisible();
}

test("a cancelled booking's payout is the ledger's on its page, its Requests card and Earnings, whose cards add up, in English and Pidgin", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = pageErrors(page);
  await signInAsOwner(page);
  await visit(page, "/my-rentals?tab=earnings");
  const bookings = page.getByRole("main").getByRole("region", { name: "Bookings" });
  // Every booking a card, each adding up: rental − refunded − commission (+ a deposit claim) = net.
  const cards = bookings.getByRole("listitem");
  await expect(cards).not.toHaveCount(0);
  for (const card of await cards.all()) {
    const refunded = (await figure(card, "Refunded to the renter").count()) ? await amount(card, "Refunded to the renter") : 0;
    const claim = (await figure(card, "Your claim from the caution deposit").count()) ? await amount(card, "Your claim from the caution deposit") : 0;
    expect(await amount(card, "Rental") - refunded - (await amount(card, "Haya commission")) + claim, (await card.textContent()) ?? "").toBe(await amount(card, "Net"));
  }
  // The renter's late cancellation: labelled, half the rental back, and the commission on the other half only.
  const cancelled = cards.filter({ has: page.getByText("Cancelled", { exact: true }) });
  await expect(cancelled).toHaveCount(1);
  const rental = await amount(cancelled, "Rental");
  expect(await amount(cancelled, "Refunded to the renter")).toBe(rental / 2);
  const net = await amount(cancelled, "Net");
  expect(net).toBe(rental / 2 - (await amount(cancelled, "Haya commission")));
  await expect(cancelled.getByText(/^Cancelled after payment:/)).toBeVisible();
  await checkNarrow(page, testInfo, "Earnings");
  await expectAccessible(page);

  // Its page and its Requests card say the same payout.
  const id = Number((await cancelled.getByRole("link").first().getAttribute("href"))!.split("/").pop());
  await visit(page, `/bookings/${id}`);
  const receipt = page.locator("#receipt");
  expect(await amount(receipt, "Your payout")).toBe(net);
  expect(await amount(receipt, "Refunded to the renter")).toBe(rental / 2);
  await checkNarrow(page, testInfo, "Cancelled booking");
  await expectAccessible(page);
  await visit(page, "/my-rentals?tab=requests");
  expect(await amount(page.locator(`#booking-${id}`), "Your payout")).toBe(net);
  await expectAccessible(page);

  // In Pidgin: the same figures, in Pidgin words.
  await visit(page, "/pcm/my-rentals?tab=earnings");
  const pidgin = page.getByRole("main").getByRole("listitem").filter({ has: page.getByText("Dem cancel am", { exact: true }) });
  await expect(pidgin).toHaveCount(1);
  expect(await amount(pidgin, "Rent")).toBe(rental);
  expect(await amount(pidgin, "Wetin we return give di renter")).toBe(rental / 2);
  expect(await amount(pidgin, "Wetin reach you")).toBe(net);
  await expect(pidgin.getByText(/^Dem cancel am after payment:/)).toBeVisible();
  await checkNarrow(page, testInfo, "Earnings in Pidgin");
  await expectAccessible(page);
  await visit(page, `/pcm/bookings/${id}`);
  expect(await amount(page.locator("#receipt"), "Wetin you go collect")).toBe(net);
  expect(await amount(page.locator("#receipt"), "Commission wey Haya take")).toBe(rental / 2 - net);
  expect(errors).toEqual([]);
});

test("the demo owner sees where their money is, withdraws it in two steps in the sandbox and downloads a statement", async ({ page, browser, ip }, testInfo) => {
  // A withdrawal waits for the sandbox bank's answer (seconds) on top of the pages and their checks.
  test.setTimeout(90_000);
  const errors = pageErrors(page);
  await signInAsOwner(page);
  await visit(page, "/my-rentals?tab=earnings");
  const main = page.getByRole("main");
  await expect(main.getByRole("tab", { name: "Earnings" })).toHaveAttribute("aria-selected", "true");

  const money = main.getByRole("region", { name: "Your money" });
  for (const label of ["Pending", "Available", "On its way", "Paid out"]) await expect(money.getByText(label, { exact: true })).toBeVisible();
  const bookings = main.getByRole("region", { name: "Bookings" });
  await expect(bookings.getByRole("listitem")).not.toHaveCount(0);
  await expect(bookings.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(bookings.getByText("Pending", { exact: true }).first()).toBeVisible();
  const payouts = main.getByRole("region", { name: "Payouts" });
  await expect(payouts.getByText("Failed", { exact: true })).toBeVisible();
  await expect(payouts.getByText(/declined the transfer\. The money is back in your available balance\./)).toBeVisible();
  await expect(main.getByRole("img", { name: /^Net earnings by month, the last 12 months: ₦/ })).toBeVisible();
  await expectAccessible(page);

  // The statement: a CSV with a line per booking and per payout, each booking's adding up as its card does.
  const download = page.waitForEvent("download");
  await main.getByRole("link", { name: "Download CSV statement" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^haya-earnings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await page.request.get("/my-rentals/earnings.csv")).text();
  expect(csv.split("\r\n")[0]).toBe("Type,Date,Reference,Item,Booking status,Rental (NGN),Refunded (NGN),Commission (NGN),Delivery (NGN),Deposit claim (NGN),Late fee (NGN),Net (NGN),Status");
  expect(csv).toMatch(/\r\nPayout,.*,Failed\r\n/);
  expect(csv).toMatch(/\r\nBooking,[^\r]*,cancelled,(\d+)\.00,(\d+)\.00,[\d.]+,0\.00,[\d.]+,/);

  // Withdraw (a retry of this test finds the money already withdrawn: then only the payout is checked).
  const withdraw = money.getByRole("button", { name: "Withdraw" });
  if (await withdraw.isEnabled()) {
    await expect(money.getByText(/^Transfer fee ₦[\d,]+: you receive ₦[\d,]+\./)).toBeVisible();
    // The first tap only shows what would be sent, and where: nothing leaves until the owner says yes.
    await withdraw.click();
    await expect(page).toHaveURL(/[?&]withdraw=review/);
    const review = money.getByRole("region", { name: /^Send ₦[\d,]+ to your bank\?$/ });
    await expect(review).toBeVisible();
    const [available, fee, receive] = [await amount(review, "Your available balance"), await amount(review, "Transfer fee"), await amount(review, "You receive")];
    expect(available - fee).toBe(receive);
    await expect(figure(review, "Paid into")).toContainText(/^Guaranty Trust Bank ••••••\d{4}/);
    await checkNarrow(page, testInfo, "Withdraw, the second step");
    await expectAccessible(page);
    await review.getByRole("link", { name: "Not now" }).click();
    await expect(review).toBeHidden();
    await expect(payouts.getByRole("listitem")).toHaveCount(2);

    // Without JavaScript, and in Pidgin: the same two steps, as plain forms (only looked at here).
    const noJs = await withoutJs(browser, page, ip);
    const plain = await noJs.newPage();
    await plain.goto("/pcm/my-rentals?tab=earnings");
    await plain.getByRole("button", { name: "Withdraw am" }).click();
    const pidgin = plain.getByRole("region", { name: /^Make we send ₦[\d,]+ go your bank\?$/ });
    await expect(pidgin).toBeVisible();
    expect(await amount(pidgin, "Wetin go enter your account")).toBe(receive);
    await expect(figure(pidgin, "Di account wey e go enter")).toContainText(/^Guaranty Trust Bank ••••••\d{4}/);
    await expect(pidgin.getByRole("button", { name: /^Oya, send ₦[\d,]+$/ })).toBeVisible();
    await noJs.close();

    await withdraw.click();
    await review.getByRole("button", { name: /^Yes, send ₦[\d,]+$/ }).click();
    await expect(money.getByRole("status")).toHaveText(/^₦[\d,]+ is on its way to Guaranty Trust Bank\. We will email you when it arrives\.$/);
    await expect(withdraw).toBeDisabled();
    await expect(money.getByText(/^You have nothing available to withdraw yet\./)).toBeVisible();
  }
  // The sandbox's bank answers within seconds, by a signed webhook: the payout is paid.
  await expect(async () => {
    await page.reload();
    await expect(payouts.getByRole("listitem").first()).toContainText("Guaranty Trust Bank", { timeout: 1000 });
    await expect(payouts.getByRole("listitem").first().getByText("Paid", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test("a new person's Earnings tab is empty and says how to get paid; a visitor is sent to sign in", async ({ page }) => {
  await visit(page, "/my-rentals?tab=earnings");
  await expect(page).toHaveURL(/\/login/);
  await signUp(page);
  await visit(page, "/my-rentals?tab=earnings");
  const money = page.getByRole("main").getByRole("region", { name: "Your money" });
  await expect(money.getByRole("button", { name: "Withdraw" })).toBeDisabled();
  await expect(money.getByText("Add the bank account your payouts go to first.")).toBeVisible();
  await expect(money.getByRole("link", { name: "Add a bank account" })).toHaveAttribute("href", "/account#payout-account");
  await expect(page.getByRole("main").getByText(/^When a renter pays for one of your listings/)).toBeVisible();
  await expectAccessible(page);
});
