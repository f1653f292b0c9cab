// Joining, signing out and in, wrong passwords, bad input and redirectTo, as a new person does it (with and without JavaScript);
// on a 360 px phone, where joining leads: back to the page they came from, or a short welcome (issue 38, item 11).
import { expectAccessible } from "./a11y";
import { expect, newPerson, openMailLink, signIn, signOut, signUp, test } from "./accounts-helpers";
import { apiListings, visit } from "./helpers";
import { NARROW } from "./narrow-helpers";

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
  await page.getByLabel("Email", { exact: true }).fill(person.email);
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
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(person.email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByRole("link", { name: "SIGN IN / JOIN" })).toBeVisible();
});

test("bad sign-up input gets a message beside the field, keeps the rest, and creates nothing", async ({ page }) => {
  const person = newPerson();
  await visit(page, "/login?mode=signup");
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/Use at least 8 characters/);
  await expect(page.getByLabel("Full Name")).toHaveValue(person.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(person.email);

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
    await page.getByLabel("Email", { exact: true }).fill(person.email);
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
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/my-rentals$/);
  });
});

test("my rentals: a new member (no listing yet) opens on the bookings they made; both tabs empty", async ({ page }) => {
  await signUp(page);
  await visit(page, "/my-rentals");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("My Rentals");
  await expect(main.getByRole("link", { name: "List New Item" })).toHaveAttribute("href", "/list-item");
  const listings = main.getByRole("tab", { name: "My Listings" });
  const bookings = main.getByRole("tab", { name: "Bookings I made" });
  await expect(main.getByRole("tab", { name: "Requests for my items" })).toBeVisible();
  await expect(bookings).toHaveAttribute("aria-selected", "true");
  await expect(listings).toHaveAttribute("aria-selected", "false");
  await expect(main.getByRole("heading", { name: "No bookings yet" })).toBeVisible();
  await expectAccessible(page);

  await listings.click();
  await expect(listings).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("heading", { name: "No listings yet" })).toBeVisible();
  await expect(main.getByRole("link", { name: "List Your First Item" })).toHaveAttribute("href", "/list-item");
  await expectAccessible(page);

  await bookings.click();
  await expect(bookings).toHaveAttribute("aria-selected", "true");
  await expect(main.getByText("Browse our marketplace to find items to rent")).toBeVisible();
  const browse = main.getByRole("link", { name: "Browse Items" });
  await expect(browse).toHaveAttribute("href", "/browse");
  await expectAccessible(page);
  await browse.click();
  await expect(page).toHaveURL(/\/browse$/);
});

test("a forgotten password is reset with the e-mailed link, which works only once", async ({ page, browser, ip }) => {
  const person = await signUp(page);
  // Another phone, still signed in: a reset ends every session.
  const other = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ip } });
  const otherPage = await other.newPage();
  await signIn(otherPage, person);
  await expect(otherPage.getByRole("banner").getByText(person.name)).toBeVisible();
  await signOut(page);

  await visit(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("If an account uses that email, we have sent it a link");

  const link = await openMailLink(page, person.email, "Reset your Haya password", /\/reset-password\?token=/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByLabel("New password")).toHaveAccessibleDescription(/Use at least 8 characters/);
  const newPassword = `${person.password}-new`;
  await page.getByLabel("New password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your password has been changed. Sign in with the new one.");

  // The old password no longer works, the new one does, and the other phone was signed out.
  await signIn(page, { email: person.email, password: person.password });
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await signIn(page, { email: person.email, password: newPassword });
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
  await otherPage.reload();
  await expect(otherPage.getByRole("link", { name: "SIGN IN / JOIN" })).toBeVisible();
  await other.close();

  // The same link a second time is refused and changes nothing.
  await page.goto(link);
  await page.getByLabel("New password").fill("yet-another-pass-phrase");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This reset link has expired or was already used. Ask for a new one.");
  await expect(page.getByRole("link", { name: "Send me a new link" })).toBeVisible();
});

test("the verification e-mail's link verifies the address, and listing no longer asks for it", async ({ page }) => {
  const person = await signUp(page);
  await visit(page, "/list-item");
  await expect(page.getByText(`Listing needs a verified email. Open the link we sent to ${person.email}`)).toBeVisible();
  const link = await openMailLink(page, person.email, "Verify your email for Haya", /\/verify-email\?token=/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
  await expectAccessible(page);
  await visit(page, "/list-item");
  await expect(page.getByText("Listing needs a verified email")).toHaveCount(0);
  // A made-up token is refused with a clear message.
  await page.goto("/verify-email?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "We could not verify your email" })).toBeVisible();
});

test.describe("on a 360 × 740 phone", () => {
  test.use(NARROW);

  test("joining from home lands on a short welcome with the two next steps (English, Pidgin); listing is one tap away", async ({ page, browser, ip }) => {
    test.setTimeout(90_000);
    await visit(page, "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "SIGN IN / JOIN" })).toHaveAttribute("href", "/login");
    const person = await signUp(page);
    await expect(page).toHaveURL(/\/account\?joined=1$/);
    await expect(page).toHaveTitle("Welcome to Haya | Haya");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: `Welcome, ${person.name}` })).toBeVisible();
    await expect(main.getByRole("status")).toHaveText(`Welcome to Haya! We have sent a link to ${person.email} to verify your address.`);
    await expect(main.getByRole("link", { name: /^Find something to rent/ })).toHaveAttribute("href", "/browse");
    // Short: none of the settings (API tokens, two-step sign-in, payout account, deleting the account).
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["What would you like to do first?"]);
    await expectAccessible(page);
    await main.getByRole("link", { name: /^List something/ }).click();
    await expect(page).toHaveURL(/\/list-item$/);

    // 'You can now list items': the page that says so leads there.
    await page.goto(await openMailLink(page, person.email, "Verify your email for Haya", /\/verify-email\?token=/));
    await expect(page.getByText("Thank you. You can now list items on Haya.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("main").getByRole("link", { name: "List an item" }).click();
    await expect(page).toHaveURL(/\/list-item$/);
    await expect(page.getByText("Listing needs a verified email")).toHaveCount(0);

    // In Pidgin, on a phone of someone else's.
    const context = await browser.newContext({ ...NARROW, extraHTTPHeaders: { "x-forwarded-for": ip } });
    try {
      const other = await context.newPage();
      const pidgin = newPerson("pidgin");
      await visit(other, "/pcm/login?mode=signup");
      await other.getByLabel("Your full name").fill(pidgin.name);
      await other.getByLabel("Your email", { exact: true }).fill(pidgin.email);
      await other.getByLabel("Your password").fill(pidgin.password);
      await other.getByRole("button", { name: "Open account" }).click();
      await expect(other).toHaveURL(/\/pcm\/account\?joined=1$/);
      const theirs = other.getByRole("main");
      await expect(theirs.getByRole("heading", { level: 1, name: `Welcome o, ${pidgin.name}` })).toBeVisible();
      await expect(theirs.getByRole("heading", { level: 2, name: "Wetin you wan do first?" })).toBeVisible();
      await expect(theirs.getByRole("link", { name: /^Find tin wey you go rent/ })).toHaveAttribute("href", "/pcm/browse");
      await expect(theirs.getByRole("link", { name: /^Put your tin for rent/ })).toHaveAttribute("href", "/pcm/list-item");
      await expectAccessible(other);
    } finally {
      await context.close();
    }
  });

  test("joining from a listing's page, through the header, comes back to that page", async ({ page, request }) => {
    const [listing] = (await apiListings(request, { limit: 1 })).items;
    await visit(page, `/item/${listing!.id}`);
    await page.getByRole("banner").getByRole("link", { name: "SIGN IN / JOIN" }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The page it was opened from (the Referer) goes along to the sign-up form.
    const join = page.getByRole("main").getByRole("link", { name: "Sign up", exact: true });
    await expect(join).toHaveAttribute("href", new RegExp(`^/login\\?.*redirectTo=%2Fitem%2F${listing!.id}(&|$)`));
    await join.click();
    const person = newPerson("back");
    await page.getByLabel("Full Name").fill(person.name);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(new RegExp(`/item/${listing!.id}$`));
    await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
    await expectAccessible(page);
  });
});
