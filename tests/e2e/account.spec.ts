// The profile page (/account) as a member uses it: details, photo, password, email and deleting the account, with and without JavaScript.
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expectAccessible } from "./a11y";
import { expect, newPerson, openMailLink, signIn, signOut, signUp, test, type Person } from "./accounts-helpers";
import { visit } from "./helpers";

const AVATAR_MESSAGE = "Choose a JPEG, PNG or WebP photo up to 5 MB";
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const photoPng = () => sharp({ create: { width: 400, height: 300, channels: 3, background: "#e67e22" } }).png().toBuffer();
/** Loaded and decoded: the /media URL answered with a real image. */
const loaded = (img: Locator) => expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);

async function fill(scope: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label, { exact: true }).fill(value);
}

test("the profile needs a session, and signing in comes back to it", async ({ page }) => {
  const person = await signUp(page);
  await signOut(page);
  await visit(page, "/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await signIn(page, person, { here: true });
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
});

test("a new member is welcomed, sees the email is not verified, and can have the link sent again", async ({ page }) => {
  test.slow(); // a long journey: many form posts, each hashing or resizing on the server
  const person = await signUp(page);
  // Joining leads to a short welcome (accounts.spec.ts) that names the address to verify; the profile says it too.
  await expect(page).toHaveURL(/\/account\?joined=1$/);
  await expect(page.getByText("Welcome to Haya!")).toHaveText(`Welcome to Haya! We have sent a link to ${person.email} to verify your address.`);
  await visit(page, "/account");
  const email = section(page, "Email address");
  await expect(email).toContainText(`${person.email} is not verified yet`);
  await email.getByRole("button", { name: "Send the link again" }).click();
  await expect(email.getByRole("status")).toHaveText(`We have sent a new link to ${person.email}.`);
  await expectAccessible(page);
  // Three links per 15 minutes: then the limit says when to try again.
  for (let i = 0; i < 3; i++) await email.getByRole("button", { name: "Send the link again" }).click();
  await expect(email.getByRole("alert")).toHaveText(/^Too many attempts, try again in \d+ minutes?$/);
});

test("the page is never cached and its headings are in order", async ({ page }) => {
  await signUp(page);
  const response = await visit(page, "/account");
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expect(page).toHaveTitle("Your profile | Haya");
  const headings = await page.getByRole("main").getByRole("heading").evaluateAll((hs) => hs.map((h) => h.tagName));
  // Every section is an H2; the API tokens section has its create form under its own H3, and deleting says what is
  // erased and what is kept under two.
  const sections = ["Email address", "Personal details", "Mobile number", "Profile photo", "Change password", "Change email address", "Two-factor sign-in", "Where you are signed in", "Payout account", "Notifications", "Data saver", "API tokens", "Download my data"];
  expect(headings).toEqual(["H1", ...sections.slice(0, -1).map(() => "H2"), "H3", "H2", "H2", "H3", "H3"]);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([...sections, "Delete account"]);
});

test("in Pidgin, the profile's sections, their buttons and the notification kinds speak Pidgin", async ({ page }) => {
  await signUp(page);
  await visit(page, "/pcm/account");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Your email", "Your details", "Phone number", "Photo for your profile", "Change di password", "Change di email", "Two-step entry", "Where you don sign in", "Where we go pay your money", "Notifications", "Save your data", "API tokens for your scripts", "Download all my data", "Delete di account"]);
  await expect(section(page, "Your details").getByRole("button", { name: "Save di details" })).toBeVisible();
  await expect(section(page, "Notifications").getByRole("checkbox", { name: /^Person wan book your tin/ }).first()).toBeDisabled();
});

test("name and phone are saved, the phone in its +234 form, and the header shows the new name", async ({ page }) => {
  await signUp(page);
  await visit(page, "/account");
  const details = section(page, "Personal details");
  await fill(details, { "Full name": "Chidinma Okafor", "Phone (optional)": "0803 123 4567" });
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByRole("status")).toHaveText("Your profile is saved.");
  await expect(details.getByLabel("Phone (optional)")).toHaveValue("+2348031234567");
  await expect(details.getByLabel("Full name")).toHaveValue("Chidinma Okafor");
  await expect(page.getByRole("banner").getByText("Chidinma Okafor")).toBeVisible();
  await page.reload();
  await expect(details.getByLabel("Phone (optional)")).toHaveValue("+2348031234567");
});

test("bad input gets a message beside its field, keeps what was typed (never passwords) and saves nothing", async ({ page }) => {
  test.slow(); // a long journey: many form posts, each hashing or resizing on the server
  const person = await signUp(page);
  await visit(page, "/account");

  const details = section(page, "Personal details");
  await fill(details, { "Full name": "Someone Else", "Phone (optional)": "12345" });
  await details.getByRole("button", { name: "Save details" }).click();
  const phone = details.getByLabel("Phone (optional)");
  await expect(phone).toHaveAccessibleDescription(/Enter a Nigerian number: \+234 and 10 digits, or 11 digits starting with 0/);
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toBeFocused();
  await expect(phone).toHaveValue("12345");
  await expect(details.getByLabel("Full name")).toHaveValue("Someone Else");
  await expectAccessible(page);

  const password = section(page, "Change password");
  await fill(password, { "Current password": person.password, "New password": "short" });
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByLabel("New password")).toHaveAccessibleDescription(/Use at least 8 characters/);
  await expect(password.getByLabel("Current password")).toHaveValue("");

  await fill(password, { "Current password": "not-my-password", "New password": "a-much-longer-passphrase" });
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByLabel("Current password")).toHaveAccessibleDescription(/Your current password is not correct/);
  await expect(password.getByLabel("New password")).toHaveValue("");

  const email = section(page, "Change email address");
  await fill(email, { "New email address": "someone.new@example.com", "Current password": "not-my-password" });
  await email.getByRole("button", { name: "Send the link" }).click();
  await expect(email.getByLabel("Current password")).toHaveAccessibleDescription(/Your current password is not correct/);
  await expect(email.getByLabel("New email address")).toHaveValue("someone.new@example.com");

  const remove = section(page, "Delete account");
  await fill(remove, { "Current password": person.password, "Type DELETE to confirm": "delete" });
  await remove.getByRole("button", { name: "Delete my account" }).click();
  await expect(remove.getByLabel("Type DELETE to confirm")).toHaveAccessibleDescription(/Type DELETE to confirm/);

  // Nothing was stored: the old name and no phone; the old password still works.
  await visit(page, "/account");
  await expect(details.getByLabel("Full name")).toHaveValue(person.name);
  await expect(phone).toHaveValue("");
  await signOut(page);
  await signIn(page, person);
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
});

test("changing the password signs out every other device but keeps this one signed in", async ({ page, browser, baseURL, ip }) => {
  const person = await signUp(page);
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": ip } });
  const otherPage = await other.newPage();
  await signIn(otherPage, person);
  await expect(otherPage.getByRole("banner").getByText(person.name)).toBeVisible();

  await visit(page, "/account");
  const password = section(page, "Change password");
  await fill(password, { "Current password": person.password, "New password": "fresh-ogbono-soup-77" });
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText(/^Your password is changed\. You are still signed in here/);

  await visit(page, "/account");
  await expect(page).toHaveURL(/\/account$/);
  await visit(otherPage, "/account");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await signIn(otherPage, { email: person.email, password: "fresh-ogbono-soup-77" }, { here: true });
  await expect(otherPage).toHaveURL(/\/account$/);
  await other.close();
});

test("a new email address takes effect only when the link sent to it is opened", async ({ page }) => {
  const person = await signUp(page);
  const newEmail = `new-${person.email}`;
  await visit(page, "/account");
  const change = section(page, "Change email address");
  await fill(change, { "New email address": newEmail, "Current password": person.password });
  await change.getByRole("button", { name: "Send the link" }).click();
  await expect(change.getByRole("status")).toHaveText(`We have sent a link to ${newEmail}. Your email changes when you open it.`);
  await visit(page, "/account");
  await expect(section(page, "Email address")).toContainText(`${person.email} is not verified yet`);

  const link = await openMailLink(page, newEmail, "Verify your email for Haya", /\/verify-email\?token=/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
  await visit(page, "/account");
  await expect(section(page, "Email address")).toContainText(`${newEmail} is verified.`);
  await signOut(page);
  await signIn(page, { email: newEmail, password: person.password });
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
});

test("a photo is uploaded, shown on the page and in the header, refused when it is not a photo, and removed", async ({ page }) => {
  test.slow(); // a long journey: many form posts, each hashing or resizing on the server
  await signUp(page);
  await visit(page, "/account");
  const photo = section(page, "Profile photo");
  await expect(photo.getByText("No photo yet.")).toBeVisible();
  await photo.getByLabel("Choose a photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photoPng() });
  await photo.getByRole("button", { name: "Upload photo" }).click();
  await expect(photo.getByRole("status")).toHaveText("Your new photo is saved.");
  const img = photo.getByRole("img", { name: "Your profile photo" });
  await loaded(img);
  const src = await img.getAttribute("src");
  expect(src).toMatch(/^\/media\/avatars\/[\w-]+@320\.webp$/);
  await loaded(page.getByRole("banner").locator('img[src^="/media/avatars/"]'));

  // A text file called .jpg, then a file over 5 MB (stopped in the browser before it is sent).
  const input = photo.getByLabel("Choose a new photo");
  await input.setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("These are my notes, not a photo.\n") });
  await photo.getByRole("button", { name: "Upload photo" }).click();
  await expect(input).toHaveAccessibleDescription(new RegExp(AVATAR_MESSAGE));
  await input.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
  await photo.getByRole("button", { name: "Upload photo" }).click();
  await expect(input).toHaveAccessibleDescription(new RegExp(AVATAR_MESSAGE));
  await expect(img).toHaveAttribute("src", src!);
  await expectAccessible(page);

  await photo.getByRole("button", { name: "Remove photo" }).click();
  await expect(photo.getByRole("status")).toHaveText("Your photo is removed.");
  await expect(img).toHaveCount(0);
  await expect(page.getByRole("banner").locator("img")).toHaveCount(0);
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("deleting the account signs out, says so on the home page, and the account can no longer sign in", async ({ page }) => {
  const person = await signUp(page);
  await visit(page, "/account");
  const remove = section(page, "Delete account");
  await fill(remove, { "Current password": person.password, "Type DELETE to confirm": "DELETE" });
  await remove.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\?deleted=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Your account is deleted" })).toBeVisible();
  await expect(page.getByRole("link", { name: "SIGN IN / JOIN" })).toBeVisible();
  await signIn(page, person);
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  async function join(page: Page): Promise<Person> {
    const person = newPerson("nojs");
    await page.goto("/login?mode=signup");
    await fill(page.getByRole("main"), { "Full Name": person.name, Email: person.email, Password: person.password });
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/account\?joined=1$/);
    await page.goto("/account");
    return person;
  }

  test("details, photo and password work as plain form posts", async ({ page }) => {
    test.slow(); // a long journey: many form posts, each hashing or resizing on the server
    const person = await join(page);
    const details = section(page, "Personal details");
    await fill(details, { "Full name": "Emeka Nwosu", "Phone (optional)": "not a phone" });
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByText("Enter a Nigerian number")).toBeVisible();
    await expect(details.getByLabel("Full name")).toHaveValue("Emeka Nwosu");
    await details.getByLabel("Phone (optional)").fill("+234 803 123 4567");
    await details.getByRole("button", { name: "Save details" }).click();
    await expect(details.getByRole("status")).toHaveText("Your profile is saved.");
    await expect(page.getByRole("banner").getByText("Emeka Nwosu")).toBeVisible();

    const photo = section(page, "Profile photo");
    await photo.getByLabel("Choose a photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photoPng() });
    await photo.getByRole("button", { name: "Upload photo" }).click();
    await expect(photo.getByRole("status")).toHaveText("Your new photo is saved.");
    await loaded(photo.getByRole("img", { name: "Your profile photo" }));
    // Over the upload limit: the server answers before reading it all, and the page says why.
    await photo.getByLabel("Choose a new photo").setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await photo.getByRole("button", { name: "Upload photo" }).click();
    await expect(photo.getByText(AVATAR_MESSAGE)).toBeVisible();

    const password = section(page, "Change password");
    await fill(password, { "Current password": "not-my-password", "New password": "nojs-new-passphrase" });
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByText("Your current password is not correct")).toBeVisible();
    await fill(password, { "Current password": person.password, "New password": "nojs-new-passphrase" });
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByRole("status")).toHaveText(/^Your password is changed/);
    await expect(page.getByRole("banner").getByText("Emeka Nwosu")).toBeVisible();
  });
});
