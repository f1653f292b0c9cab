// An owner's payout account in the sandbox: the bank list, the account's name shown before anything is saved, the
// password asked again, a change e-mailed and held for 24 hours, the same steps without JavaScript, and My Rentals
// pointing an owner without one to it.
import type { Page } from "@playwright/test";
import { nubanCheckDigit } from "../../core/payouts";
import { sandboxAccountName } from "../../server/features/payouts/sandbox-transfers";
import { expectAccessible } from "./a11y";
import { expect, openMailLink, signUp, test } from "./accounts-helpers";
import { visit } from "./helpers";
import { apiListing, verifiedOwner, withoutJs } from "./listing-helpers";

const GTB = "058";
const gtbNumber = (serial: string) => `${serial}${nubanCheckDigit(GTB, serial)}`;
const section = (page: Page) => page.getByRole("region", { name: "Payout account", exact: true });

/** Step 1: the bank and number; with JavaScript, `inline` is the line read out beside the number before the click. */
async function checkAccount(page: Page, bank: string, number: string, inline?: string | RegExp) {
  const s = section(page);
  await s.getByLabel("Bank", { exact: true }).selectOption({ label: bank });
  await s.getByLabel("Account number").fill(number);
  if (inline) await expect(s.getByText(inline)).toBeVisible();
  await s.getByRole("button", { name: "Check account" }).click();
}

test("an owner adds a bank account, sees its name before saving, then changes it with the password again", async ({ page }) => {
  test.slow(); // several form posts, each checking a password on the server
  const person = await signUp(page);
  await visit(page, "/account#payout-account");
  const s = section(page);
  await expect(s).toContainText("You have no payout account yet.");
  await expectAccessible(page);

  const first = gtbNumber("012345678");
  const firstName = sandboxAccountName(GTB, first);
  // With JavaScript the name is read out as soon as the bank and 10 digits are there.
  await checkAccount(page, "Guaranty Trust Bank", first, `Account name: ${firstName}`);
  await expect(s.getByTestId("payout-account-name")).toHaveText(firstName);
  await expect(s).toContainText(first);
  // Looked up, not saved: nothing is saved before the password.
  await expect(s).toContainText("You have no payout account yet.");
  await expectAccessible(page);
  await s.getByLabel("Current password").fill(person.password);
  await s.getByRole("button", { name: "Save payout account" }).click();
  await expect(s.getByRole("status")).toHaveText("Your payout account is saved. Your earnings will be paid into it.");
  await expect(s).toContainText(`Payouts go to Guaranty Trust Bank, account ••••••${first.slice(-4)} (${firstName}).`);
  await expect(s).not.toContainText(first);
  await expect(s).not.toContainText("on hold");

  // A change: the password again (a wrong one keeps the account on screen, never the password), then e-mailed and held.
  // The look-up beside the number first, as a person reads it: 'Check account' pressed while it is still on its way could
  // see the page answered twice and the form built afresh after the password was typed into it (seen on a busy CI).
  await checkAccount(page, "Kuda Bank", "2012345678", `Account name: ${sandboxAccountName("50211", "2012345678")}`);
  await expect(s.getByTestId("payout-account-name")).toHaveText(sandboxAccountName("50211", "2012345678"));
  await expect(s).toContainText("Changing your payout account holds payouts for 24 hours");
  const password = s.getByLabel("Current password");
  const change = s.getByRole("button", { name: "Change payout account" });
  // The button takes no second send while the page is still settling after the look-up (it is aria-disabled then); on
  // a busy machine a press in that moment sent nothing (4 in 13 PGlite runs): press again, as a person would.
  await expect(async () => {
    await expect(change).not.toHaveAttribute("aria-disabled", "true");
    await password.fill("not-my-password");
    await change.click();
    // Checking a password (argon2id) takes a moment on a busy machine.
    await expect(s.getByText("Your current password is not correct")).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 50_000 });
  await expect(password).toHaveAccessibleDescription(/Your current password is not correct/);
  await expect(password).toHaveValue("");
  await expect(s.getByTestId("payout-account-name")).toHaveText(sandboxAccountName("50211", "2012345678"));
  await expectAccessible(page);
  await password.fill(person.password);
  await s.getByRole("button", { name: "Change payout account" }).click();
  await expect(s.getByRole("status")).toHaveText("Your payout account is changed. We have emailed you about it, and payouts are on hold for 24 hours.");
  await expect(s).toContainText("Payouts go to Kuda Bank, account ••••••5678");
  await expect(s).toContainText(/Payouts are on hold until .+ because the account was changed\./);

  const link = await openMailLink(page, person.email, "Your payout account was changed", /\/account#payout-account$/);
  await expect(page.getByRole("main")).toContainText("Kuda Bank, account ending 5678");
  await expect(page.getByRole("main")).toContainText(`Guaranty Trust Bank, account ending ${first.slice(-4)}`);
  expect(new URL(link).pathname).toBe("/account");
});

test("a number no bank holds is refused beside the field, keeping what was typed", async ({ page }) => {
  await signUp(page);
  await visit(page, "/account#payout-account");
  await checkAccount(page, "OPay Digital Services Limited (OPay)", "8030000000", "OPay Digital Services Limited (OPay) has no account with this number. Check the number and the bank.");
  const number = section(page).getByLabel("Account number");
  await expect(number).toHaveAccessibleDescription(/OPay Digital Services Limited \(OPay\) has no account with this number/);
  await expect(number).toHaveValue("8030000000");
  await expect(section(page).getByLabel("Bank", { exact: true })).toHaveValue("999992");
  await expectAccessible(page);
});

test("without JavaScript the two steps work as plain form posts", async ({ browser, page, ip }) => {
  const person = await signUp(page);
  const context = await withoutJs(browser, page, ip);
  const plain = await context.newPage();
  await plain.goto("/account#payout-account");
  const number = gtbNumber("555000111");
  await checkAccount(plain, "Guaranty Trust Bank", number);
  await expect(section(plain).getByTestId("payout-account-name")).toHaveText(sandboxAccountName(GTB, number));
  await section(plain).getByLabel("Current password").fill(person.password);
  await section(plain).getByRole("button", { name: "Save payout account" }).click();
  await expect(section(plain)).toContainText(`Payouts go to Guaranty Trust Bank, account ••••••${number.slice(-4)}`);
  await context.close();
});

test("My Rentals asks an owner without a payout account to add one", async ({ page }) => {
  await verifiedOwner(page);
  await visit(page, "/my-rentals");
  await expect(page.getByRole("heading", { name: "Add a bank account to get paid" })).toHaveCount(0);
  await apiListing(page, { title: "Mikano 20kVA generator for events" });
  await visit(page, "/my-rentals");
  await expect(page.getByRole("heading", { name: "Add a bank account to get paid" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Add a bank account" }).click();
  await expect(page).toHaveURL(/\/account#payout-account$/);
  await expect(section(page)).toBeVisible();
});
