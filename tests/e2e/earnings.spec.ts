// The owner's Earnings tab, as the demo owner meets it: where each booking's money is (pending, available, paid), the
// payout that arrived and the one the bank declined (with why), Withdraw with its fee shown, the payout on its way and,
// once the sandbox's bank has answered, paid; the monthly chart and the CSV statement. A stranger and a visitor get none of it.
import { expectAccessible } from "./a11y";
import { expect, signIn, signUp, test } from "./accounts-helpers";
import { visit } from "./helpers";
import { DEMO_OWNER, DEMO_PASSWORD } from "../../server/db/seed/data/demo-people";

test("the demo owner sees where their money is, withdraws it in the sandbox and downloads a statement", async ({ page }) => {
  // A withdrawal waits for the sandbox bank's answer (seconds) on top of the pages and their checks.
  test.setTimeout(90_000);
  await visit(page, "/login");
  await signIn(page, { email: DEMO_OWNER.email, password: DEMO_PASSWORD }, { here: true });
  await expect(page.getByRole("banner").getByText(DEMO_OWNER.name)).toBeVisible();
  await visit(page, "/my-rentals?tab=earnings");
  const main = page.getByRole("main");
  await expect(main.getByRole("tab", { name: "Earnings" })).toHaveAttribute("aria-selected", "true");

  const money = main.getByRole("region", { name: "Your money" });
  for (const label of ["Pending", "Available", "On its way", "Paid out"]) await expect(money.getByText(label, { exact: true })).toBeVisible();
  const bookings = main.getByRole("region", { name: "Bookings" });
  await expect(bookings.getByRole("row")).not.toHaveCount(0);
  await expect(bookings.getByRole("cell", { name: "Paid" }).first()).toBeVisible();
  await expect(bookings.getByRole("cell", { name: /^Pending/ }).first()).toBeVisible();
  const payouts = main.getByRole("region", { name: "Payouts" });
  await expect(payouts.getByText("Failed", { exact: true })).toBeVisible();
  await expect(payouts.getByText(/declined the transfer\. The money is back in your available balance\./)).toBeVisible();
  await expect(main.getByRole("img", { name: /^Net earnings by month, the last 12 months: ₦/ })).toBeVisible();
  await expectAccessible(page);

  // The statement: a CSV with a line per booking and per payout.
  const download = page.waitForEvent("download");
  await main.getByRole("link", { name: "Download CSV statement" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^haya-earnings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await page.request.get("/my-rentals/earnings.csv")).text();
  expect(csv.split("\r\n")[0]).toBe("Type,Date,Reference,Item,Booking status,Rental (NGN),Commission (NGN),Net (NGN),Status");
  expect(csv).toMatch(/\r\nPayout,.*,Failed\r\n/);

  // Withdraw (a retry of this test finds the money already withdrawn: then only the payout is checked).
  const withdraw = money.getByRole("button", { name: "Withdraw" });
  if (await withdraw.isEnabled()) {
    await expect(money.getByText(/^Transfer fee ₦[\d,]+: you receive ₦[\d,]+\./)).toBeVisible();
    await withdraw.click();
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
