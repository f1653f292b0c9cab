// Information pages on a phone: each responds, has a heading, title and description; login and contact behave.
import { expect } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { visit, test } from "./helpers";

const PAGES = [
  "/reservation",
  "/how-it-works",
  "/pricing",
  "/safety",
  "/help",
  "/terms",
  "/privacy",
  "/refunds",
  "/about",
  "/support",
  "/contact",
  "/login",
  "/forgot-password",
];

for (const path of PAGES) {
  test(`${path} responds 200 with a heading, title and description`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // One main landmark holding the heading, so "skip to content" and screen readers find the page's content.
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/\S.*Haya/);
    const description = await page.locator('head meta[name="description"]').getAttribute("content");
    expect(description?.trim().length ?? 0).toBeGreaterThan(20);
    await expectAccessible(page);
  });
}

test("/pcm/how-it-works is written in Pidgin, its links staying in Pidgin", async ({ page }) => {
  await visit(page, "/pcm/how-it-works");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("How Haya dey work");
  await expect(main.getByText(/Pay through Paystack, e safe\. Di owner go collect im money only after di rental don finish\./)).toBeVisible();
  await expect(main.getByRole("link", { name: "how booking dey work" })).toHaveAttribute("href", "/pcm/reservation");
});

test("login: sign in, then toggle to sign up and back", async ({ page }) => {
  await visit(page, "/login");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  await expect(main.getByText("Sign in to your account to continue")).toBeVisible();
  await expect(main.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(main.getByText("Don't have an account?")).toBeVisible();
  await expect(main.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  await expect(main.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(main.getByLabel("Full Name")).toHaveCount(0);

  await main.getByRole("link", { name: "Sign up", exact: true }).click();
  await expect(main.getByText("Create an account to start renting")).toBeVisible();
  await expect(main.getByRole("heading", { level: 1 })).not.toHaveText("Welcome Back");
  await expect(main.getByRole("button", { name: "Create Account" })).toBeVisible();
  await expect(main.getByLabel("Full Name")).toBeVisible();
  await expect(main.getByText("Already have an account?")).toBeVisible();
  await expectAccessible(page);

  await main.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  await expect(main.getByLabel("Full Name")).toHaveCount(0);
});

test("contact form: errors keep typed values; a valid message is thanked", async ({ page }) => {
  await visit(page, "/contact");
  const main = page.getByRole("main");
  const name = main.getByLabel("Your name");
  const email = main.getByLabel("Email", { exact: true });
  const message = main.getByLabel("Message");
  const send = main.getByRole("button", { name: "Send message" });

  await send.click();
  await expect(main.getByRole("alert")).toHaveText("Please correct the fields marked below.");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByText("Enter your name")).toBeVisible();
  await expect(main.getByText(/valid email address/)).toBeVisible();
  await expect(main.getByText(/at least 10 characters/)).toBeVisible();
  await expectAccessible(page);

  await name.fill("Ada Obi");
  await email.fill("ada@");
  await message.fill("Too short");
  await main.getByLabel("Topic").selectOption("Safety concern");
  await send.click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveValue("Ada Obi");
  await expect(email).toHaveValue("ada@");
  await expect(message).toHaveValue("Too short");
  await expect(main.getByLabel("Topic")).toHaveValue("Safety concern");

  await email.fill("ada.obi@example.com");
  await message.fill("I would like to list my generator on Haya. How do I start?");
  await send.click();
  await expect(main.getByRole("status")).toHaveText(/Thank you — your message has been received/);
  await expect(send).toHaveCount(0);
  await expectAccessible(page);
});

test("contact form without JavaScript keeps the typed values after an error", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("Your name").fill("Ada Obi");
    await main.getByLabel("Message").fill("Hello there, a question about pricing.");
    await main.getByRole("button", { name: "Send message" }).click();
    await expect(main.getByRole("alert")).toHaveText("Please correct the fields marked below.");
    await expect(main.getByLabel("Your name")).toHaveValue("Ada Obi");
    await expect(main.getByLabel("Message")).toHaveValue("Hello there, a question about pricing.");
    await expect(main.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    // No axe run here: axe needs script execution. The same error markup is checked in the test above.
  } finally {
    await context.close();
  }
});
