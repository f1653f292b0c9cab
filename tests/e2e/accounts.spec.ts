// Joining, signing out and in, wrong passwords, bad input and redirectTo, as a new person does it (with and without JavaScript).
import { expectAccessible } from "./a11y";
import { expect, newPerson, signIn, signOut, signUp, test } from "./accounts-helpers";
import { visit } from "./helpers";

test("a new person joins, signs out and signs back in", async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByRole("link", { name: "SIGN IN / JOIN" })).toBeVisible();
  await page.getByRole("link", { name: "SIGN IN / JOIN" }).click();
  await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
  await expect(page.getByText("Sign in to your account to continue")).toBeVisible();
  await expectAccessible(page);

  const person = await signUp(page);
  // Signed in: the header shows the name and its menu instead of SIGN IN / JOIN.
  await expect(page.getByRole("link", { name: "SIGN IN / JOIN" })).toHaveCount(0);
  await page.getByRole("banner").locator("summary").click();
  const menu = page.getByRole("banner").getByRole("list").filter({ hasText: "Profile" });
  await expect(menu.getByRole("link", { name: "My Rentals" })).toHaveAttribute("href", "/my-rentals");
  await expect(menu.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/account");
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  await signOut(page);
  await visit(page, "/my-rentals");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-rentals$/);

  await signIn(page, person, { here: true });
  await expect(page).toHaveURL(/\/my-rentals$/);
  await expect(page.getByRole("heading", { name: "My Rentals" })).toBeVisible();
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
});

test("the sign-in and sign-up texts are the seed's, and the toggle keeps redirectTo", async ({ page }) => {
  await visit(page, "/login?redirectTo=%2Flist-item");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText("Don't have an account?")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Join Haya" })).toBeVisible();
  await expect(page.getByText("Create an account to start renting")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
  await expect(page.getByText("Already have an account?")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toBeVisible();
  await expectAccessible(page);

  const person = newPerson();
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/list-item$/);
  await expect(page.getByRole("heading", { name: "List an item on Haya" })).toBeVisible();
  await expect(page.getByText(`Listing needs a verified email. Open the link we sent to ${person.email}`)).toBeVisible();
});

test("a wrong password is refused with a message, and the e-mail stays typed", async ({ page }) => {
  const person = await signUp(page);
  await signOut(page);
  await signIn(page, { email: person.email, password: "not-my-password" });
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await expect(page.getByLabel("Email")).toHaveValue(person.email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByRole("link", { name: "SIGN IN / JOIN" })).toBeVisible();
});

test("bad sign-up input gets a message beside the field, keeps the rest, and creates nothing", async ({ page }) => {
  const person = newPerson();
  await visit(page, "/login?mode=signup");
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/Use at least 8 characters/);
  await expect(page.getByLabel("Full Name")).toHaveValue(person.name);
  await expect(page.getByLabel("Email")).toHaveValue(person.email);

  await page.getByLabel("Password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/too common/);
  await expectAccessible(page);

  // Nothing was stored: the address cannot sign in.
  await signIn(page, { email: person.email, password: "password123" });
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("joining, the toggle, errors and signing out all work as plain form posts", async ({ page }) => {
    const person = newPerson("nojs");
    await page.goto("/login");
    await page.getByRole("link", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { name: "Join Haya" })).toBeVisible();
    await page.getByLabel("Full Name").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Use at least 8 characters")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue(person.name);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();

    await page.getByRole("banner").locator("summary").click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "SIGN IN / JOIN" })).toBeVisible();

    await page.goto("/login?redirectTo=%2Fmy-rentals");
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/my-rentals$/);
  });
});
