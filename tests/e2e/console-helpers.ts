// The demo admin in the console's journeys: signs in and, the first time, sets up two-factor sign-in as a person does
// (the key shown on /account, codes from an "app" computed here). The key is kept in a file for this e2e server's
// database, so later journeys (in any worker) answer the sign-in's second step with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_PASSWORD } from "../../server/seed/data/demo-people";
import { expect, signIn } from "./accounts-helpers";

const keyFile = path.join(os.tmpdir(), `haya-e2e-demo-admin-${process.env.E2E_PORT ?? 3210}.key`);

/** What an authenticator app shows now for the base32 `key`. */
export const appCode = (key: string) => createOTP(new TextDecoder().decode(base32.decode(key))).totp();

/** On /account?operator=1#two-factor: sets it up with the account's password, keeps the key, and proves it with a code. */
export async function setUpTwoFactor(page: Page, password: string): Promise<string> {
  const section = page.locator("#two-factor");
  await section.getByLabel("Current password").fill(password);
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(section.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  const key = (await section.locator("code").innerText()).trim();
  // On a busy machine the form could be built afresh after the code was typed (the page still settling after the
  // set-up): the emptied, required field then sent nothing. Type the current code and press again until it is on.
  const turnOn = section.getByRole("button", { name: "Turn on two-factor sign-in" });
  const on = page.getByText("Two-factor sign-in is on.");
  await expect(async () => {
    if (await on.isVisible()) return;
    await expect(turnOn).not.toHaveAttribute("aria-disabled", "true");
    await section.getByLabel("2. The 6-digit code the app shows").fill(await appCode(key));
    await turnOn.click();
    await expect(on).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  return key;
}

/** Runs `work` while holding this e2e server's demo-admin lock: journeys in other workers wait (one sets up two-factor sign-in, not two). */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const lock = `${keyFile}.lock`;
  for (let waited = 0; ; waited += 200) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch {
      // A lock left by a crashed run is older than any journey's sign-in.
      if (waited > 60_000 || Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 120_000) fs.rmSync(lock, { force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Signs the demo admin in, through the second step when two-factor sign-in is on, and opens /admin (setting it up first if it is not). */
export function openConsoleAsDemoAdmin(page: Page) {
  return exclusively(() => signInToConsole(page));
}

async function signInToConsole(page: Page) {
  await signIn(page, { email: DEMO_ADMIN.email, password: DEMO_PASSWORD });
  await page.waitForURL((u) => u.pathname !== "/login");
  if (new URL(page.url()).pathname === "/login/two-factor") {
    await page.getByLabel("Code").fill(await appCode(fs.readFileSync(keyFile, "utf8")));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((u) => u.pathname !== "/login/two-factor");
  }
  await page.goto("/admin");
  if (new URL(page.url()).pathname === "/account") fs.writeFileSync(keyFile, await setUpTwoFactor(page, DEMO_PASSWORD));
  if (new URL(page.url()).pathname !== "/admin") await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}
