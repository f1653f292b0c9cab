// The operator console as people meet it: to a visitor and to an ordinary person /admin is the site's own 404 page; the
// demo admin is first asked to set up two-factor sign-in, does so with an authenticator app, then finds the dashboard
// and the audit log; signing in again asks for the app's code after the password.
import { expectAccessible } from "./a11y";
import { expect, signIn, signOut, test } from "./accounts-helpers";
import { openConsoleAsDemoAdmin } from "./console-helpers";
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_RENTER } from "../../server/seed/data/demo-people";

// One demo admin whose two-factor sign-in these journeys set up: one after another.
test.describe.configure({ mode: "serial" });

test("the console does not exist for a visitor or an ordinary person", async ({ page }) => {
  for (const path of ["/admin", "/admin/audit", "/admin?days=7"]) {
    const r = await page.goto(path);
    expect(r?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }
  await signIn(page, { email: DEMO_RENTER.email, password: DEMO_PASSWORD });
  await expect(page.getByRole("banner").getByText(DEMO_RENTER.name)).toBeVisible();
  const r = await page.goto("/admin");
  expect(r?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  expect(await page.content()).not.toContain("Dashboard");
});

test("the demo admin sets up two-factor sign-in, then opens the dashboard and the audit log", async ({ page }) => {
  await openConsoleAsDemoAdmin(page);
  await expectAccessible(page);
  for (const title of ["Money through Haya", "Haya's take (commission and service fee)", "Bookings made", "New people", "New listings"])
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
  // The demo data's paid bookings are money through Haya.
  await expect(page.getByTestId("gmv-total")).not.toHaveText("₦0");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expectAccessible(page);
  // The same dashboard in Pidgin.
  await page.goto("/pcm/admin");
  for (const title of ["Money wey pass through Haya", "Wetin Haya collect (commission and service fee)"])
    await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Claims wey renter no gree" })).toBeVisible();
});

test("signing in again asks for the app's code after the password; a wrong code is refused", async ({ page }) => {
  await openConsoleAsDemoAdmin(page);
  await signOut(page);
  await signIn(page, { email: DEMO_ADMIN.email, password: DEMO_PASSWORD });
  await expect(page).toHaveURL(/\/login\/two-factor$/);
  await expectAccessible(page);
  await page.getByLabel("Code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not right")).toBeVisible();
  // Not signed in yet: the console is still the 404.
  expect((await page.request.get("/admin")).status()).toBe(404);
  await openConsoleAsDemoAdmin(page);
  await expect(page.getByRole("banner").getByText(DEMO_ADMIN.name)).toBeVisible();
});
