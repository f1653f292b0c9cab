// A person proves their mobile number on /account with the code texted to it (read from the development outbox, as
// a tester reads their phone), then signs in with the number and a new code: with JavaScript, and on a phone without it.
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, signOut, signUp, test } from "./accounts-helpers";
import { visit } from "./helpers";
import { withoutJs } from "./listing-helpers";

/** A number of this run's own: 0 81x xxx xxxx, and its +234 form. */
function newNumber() {
  const digits = `81${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return { local: `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, e164: `+234${digits}` };
}

/** The code in the newest text to `e164`, read from /dev/outbox in a page of its own (texts go a moment after the ask). */
async function codeTexted(page: Page, e164: string, notBefore = 0): Promise<string> {
  const inbox = await page.context().newPage();
  let code = "";
  try {
    await expect(async () => {
      await inbox.goto(`/dev/outbox?to=${encodeURIComponent(e164)}`);
      const texts = inbox.getByRole("list", { name: "Text messages, newest first" }).getByRole("listitem");
      expect(await texts.count()).toBeGreaterThan(notBefore);
      code = /\b(\d{6})\b/.exec(await texts.first().innerText())![1]!;
    }).toPass({ timeout: 15_000 });
  } finally {
    await inbox.close();
  }
  return code;
}

/** Proves a new number on /account (a wrong code first), as the person on `page` (with or without JavaScript). */
async function proveNumber(page: Page) {
  const phone = newNumber();
  await page.goto("/account#phone");
  const section = page.getByRole("region", { name: "Mobile number" });
  await section.getByLabel("Your mobile number").fill(phone.local);
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByText(`We have sent a 6-digit code by SMS to ${phone.e164}.`)).toBeVisible();
  const code = await codeTexted(page, phone.e164);
  await section.getByLabel(/The 6-digit code we sent to/).fill(code === "000000" ? "111111" : "000000");
  await section.getByRole("button", { name: "Verify number" }).click();
  await expect(section.getByText("That code is not right. Check the SMS and try again.")).toBeVisible();
  await section.getByLabel(/The 6-digit code we sent to/).fill(code);
  await section.getByRole("button", { name: "Verify number" }).click();
  await expect(section.getByText("Your number is verified. Booking texts go to it, and you can sign in with it.")).toBeVisible();
  await expect(section.getByText(/is verified\.$/)).toContainText(phone.e164.replace(/^\+234(\d{3})(\d{3})(\d{4})$/, "+234 $1 $2 $3"));
  await expect(page.getByRole("region", { name: "Notifications" }).getByText(`Texts go to ${phone.e164}.`)).toBeVisible();
  return phone;
}

/** From /login: 'Sign in with your phone', the number, then the code it is texted (a wrong one first). */
async function signInByPhone(page: Page, phone: { local: string; e164: string }) {
  await page.getByRole("link", { name: "Sign in with your phone" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with your phone" })).toBeVisible();
  await page.getByLabel("Mobile number").fill(phone.local);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("If this number is verified on a Haya account, we have sent it a 6-digit code. It works for 10 minutes.")).toBeVisible();
  const code = await codeTexted(page, phone.e164, 1);
  await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("That code is not right. Check the SMS and try again.")).toBeVisible();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("a person proves their number, then signs in with it and a texted code", async ({ page }) => {
  const person = await signUp(page);
  await visit(page, "/account");
  const phone = await proveNumber(page);
  await expectAccessible(page);
  await signOut(page);
  await visit(page, "/login?redirectTo=%2Fmy-rentals");
  await expectAccessible(page);
  await signInByPhone(page, phone);
  await expect(page).toHaveURL(/\/my-rentals$/);
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
  await expectAccessible(page);
});

test("the same on a phone without JavaScript", async ({ page, browser, ip }) => {
  const person = await signUp(page);
  const context = await withoutJs(browser, page, ip);
  try {
    const plain = await context.newPage();
    const phone = await proveNumber(plain);
    await signOut(plain);
    await plain.goto("/login");
    await signInByPhone(plain, phone);
    await expect(plain).toHaveURL(/\/$/);
    await expect(plain.getByRole("banner").getByText(person.name)).toBeVisible();
  } finally {
    await context.close();
  }
});

test("in Pidgin, signing in with a phone speaks Pidgin and stays on the /pcm pages", async ({ page }) => {
  await visit(page, "/pcm/login");
  await expect(page.getByRole("heading", { name: "You don come back!" })).toBeVisible();
  await page.getByRole("link", { name: "Use your phone number enter" }).click();
  await expect(page).toHaveURL(/\/pcm\/login\/phone$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pcm");
  await expect(page.getByRole("heading", { name: "Use your phone number enter" })).toBeVisible();
  await page.getByLabel("Phone number").fill(newNumber().local);
  await page.getByRole("button", { name: "Send me di code" }).click();
  await expect(page.getByText("If dis number don confirm for Haya account, we don text am 6-number code. Di code go work for 10 minutes.")).toBeVisible();
  await expect(page).toHaveURL(/\/pcm\/login\/phone$/);
  await expect(page.getByLabel("Code")).toBeVisible();
  await expectAccessible(page);
});
