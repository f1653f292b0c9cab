// Identity checks from /account, as a person makes them in the sandbox: a test NIN and a selfie verify them, without
// JavaScript too; a bad number is answered beside its field and a mismatch shows as in review; a number verified on
// one account and tried on another is refused, and the demo admin sees it flagged in /admin/identity with both
// accounts, and dismisses it with a note; a mismatch waits in the console's queue until the demo admin, having looked at
// the selfie, verifies the person. axe on each page with JavaScript.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signOut, signUp, test } from "./accounts-helpers";
import { openConsoleAsDemoAdmin } from "./console-helpers";
import { visit } from "./helpers";

// A small real JPEG as the selfie.
const SELFIE = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#8d5524" } }).jpeg().toBuffer();

test.slow();

/** The status line once the background check has answered (the job queue asks the sandbox within seconds). */
async function statusAfterCheck(page: Page, expected: RegExp) {
  // The submission first: a reload while it is on its way would cancel it.
  await expect(page.locator("#status")).not.toHaveAttribute("data-status", "none", { timeout: 15_000 });
  await expect(async () => {
    await page.reload();
    await expect(page.locator("#status")).toHaveText(expected, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function verifyWith(page: Page, number: string) {
  await page.getByLabel("Document", { exact: true }).selectOption("nin");
  await page.getByLabel("Number", { exact: true }).fill(number);
  await page.getByLabel("Selfie", { exact: true }).setInputFiles({ name: "selfie.jpg", mimeType: "image/jpeg", buffer: SELFIE });
  await page.getByRole("main").getByRole("button", { name: "Verify my identity" }).click();
}

test("a person verifies their identity with a sandbox NIN, from /account", async ({ page }) => {
  await signUp(page, newPerson("idv"));
  await visit(page, "/account");
  await page.getByRole("link", { name: "Verify your identity" }).click();
  await expect(page).toHaveURL(/\/account\/identity$/);
  await expect(page.locator("#status")).toHaveText("Your identity is not verified yet.");
  await expectAccessible(page);

  await verifyWith(page, "1234567");
  await expect(page.locator("#idNumber-error")).toHaveText("A NIN is 11 digits, with nothing else");
  await expect(page.getByLabel("Number", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  // A sandbox NIN ending in 0 (it matches) that no earlier run on this database verified for someone else.
  const nin = `${Date.now()}`.slice(-10) + "0";
  await verifyWith(page, nin);
  await statusAfterCheck(page, new RegExp(`^Your identity is verified \\(National Identification Number \\(NIN\\) ending ${nin.slice(-4)}, on `));
  await expect(page.getByRole("button", { name: "Verify my identity" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a number verified on one account and tried on another is flagged; the demo admin dismisses the flag", async ({ page }) => {
  // A sandbox NIN (ending in 0: it matches) no other run has used.
  const nin = `${Date.now()}`.slice(-10) + "0";
  const holder = await signUp(page, newPerson("idhold"));
  await visit(page, "/account/identity");
  await verifyWith(page, nin);
  await statusAfterCheck(page, /^Your identity is verified/);
  await signOut(page);

  const tryer = await signUp(page, newPerson("idtry"));
  await visit(page, "/account/identity");
  await verifyWith(page, nin);
  await statusAfterCheck(page, /^Your last check was refused: This number is already verified on another account\./);
  await signOut(page);

  await openConsoleAsDemoAdmin(page);
  await visit(page, "/admin/identity");
  const reused = page.getByRole("region", { name: "Numbers already verified on another account" });
  const item = reused.getByRole("listitem").filter({ hasText: tryer.email });
  await expect(item).toContainText(`…${nin.slice(-4)}`);
  await expect(item.getByRole("link", { name: `${tryer.name} (${tryer.email})` })).toHaveAttribute("href", /^\/admin\/people\//);
  await expect(item.getByRole("link", { name: `${holder.name} (${holder.email})` })).toHaveAttribute("href", /^\/admin\/people\//);
  await expect(page.getByText(nin)).toHaveCount(0);
  await expectAccessible(page);

  await item.getByLabel("Note (kept in the audit log)").fill("Checked both files: the same person, told them to keep one account.");
  await item.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Flag dismissed; your note is in the audit log." })).toBeVisible();
  await expect(reused.getByRole("listitem").filter({ hasText: tryer.email })).toHaveCount(0);
  await expectAccessible(page);
  await signOut(page);
});

test("a mismatch waits in the console, where the demo admin looks at the selfie and verifies the person", async ({ page }) => {
  // A sandbox NIN ending in 1 (the register's name does not match the profile's) that no other run has used.
  const nin = `${Date.now()}`.slice(-10) + "1";
  const person = await signUp(page, newPerson("idrev"));
  await visit(page, "/account/identity");
  await verifyWith(page, nin);
  await statusAfterCheck(page, /^An operator is looking at your check of your National Identification Number \(NIN\) ending/);
  await signOut(page);

  await openConsoleAsDemoAdmin(page);
  await visit(page, "/admin/identity");
  const queue = page.getByRole("region", { name: "Waiting for a decision" });
  const item = queue.getByRole("listitem").filter({ hasText: person.email });
  await expect(item.getByRole("img", { name: `Selfie of ${person.name}` })).toBeVisible();
  await expect(item).toContainText(`…${nin.slice(-4)}`);
  await expect(page.getByText(nin)).toHaveCount(0);
  await expectAccessible(page);
  await item.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Identity verified; the person is emailed." })).toBeVisible();
  await expect(queue.getByRole("listitem").filter({ hasText: person.email })).toHaveCount(0);
  await signOut(page);

  await signIn(page, person);
  await page.waitForURL((u) => u.pathname !== "/login");
  await visit(page, "/account/identity");
  await expect(page.locator("#status")).toHaveText(/^Your identity is verified/);
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a mismatch is sent for review and the page says so", async ({ page }) => {
    const person = newPerson("idn");
    await page.goto("/login?mode=signup&redirectTo=/account/identity");
    await page.getByLabel("Full Name").fill(person.name);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/account\/identity$/);
    await verifyWith(page, "98765432101");
    await statusAfterCheck(page, /An operator is looking at your check of your National Identification Number \(NIN\) ending 2101/);
    // axe runs in the page's JavaScript: the same page is checked with it in the journey above.
  });
});
