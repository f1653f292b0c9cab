// The dev outbox on a phone: accessible and never cached, a recipient filter that works without JavaScript and says when nothing matches.
import { expect } from "@playwright/test";
import { renderMail } from "../../server/features/mail/mail.templates";
import { expectAccessible } from "./a11y";
import { visit, test } from "./helpers";

// Other journeys (sign-up, password reset) send e-mail while these run: each test looks for a recipient of its own.
const nobody = () => `nobody-${Math.random().toString(36).slice(2, 10)}@example.com`;

test("/dev/outbox is a page of its own, not indexed or cached, and accessible", async ({ page }) => {
  const response = await visit(page, "/dev/outbox");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page).toHaveTitle("Outbox | Haya");
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Outbox");
  await expectAccessible(page);
});

test("the recipient filter shows a clear empty state and can be cleared", async ({ page }) => {
  const to = nobody();
  await visit(page, "/dev/outbox");
  const main = page.getByRole("main");
  const filter = main.getByRole("search", { name: "Filter the outbox by recipient" });
  await filter.getByRole("textbox", { name: "Recipient" }).fill(to.toUpperCase());
  await filter.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(`/dev/outbox?to=${encodeURIComponent(to.toUpperCase())}`);
  await expect(main.getByText(`No emails to ${to.toUpperCase()}.`)).toBeVisible();
  await expect(main.getByRole("list", { name: "Emails, newest first" })).toHaveCount(0);
  await expect(filter.getByRole("textbox", { name: "Recipient" })).toHaveValue(to.toUpperCase());
  await expectAccessible(page);

  await filter.getByRole("link", { name: "All recipients" }).click();
  await expect(page).toHaveURL("/dev/outbox");
  await expect(filter.getByRole("textbox", { name: "Recipient" })).toHaveValue("");
  await expect(filter.getByRole("link", { name: "All recipients" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the filter is a plain GET form", async ({ page }) => {
    const to = nobody();
    await page.goto("/dev/outbox");
    await page.getByRole("textbox", { name: "Recipient" }).fill(to);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(`/dev/outbox?to=${encodeURIComponent(to)}`);
    await expect(page.getByRole("main").getByText(`No emails to ${to}.`)).toBeVisible();
  });
});

test("a message that does not exist is the site's 404 page", async ({ page }) => {
  const response = await page.goto("/dev/outbox/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("main").getByText("Oops! Page not found")).toBeVisible();
});

test("the e-mails' HTML layout, shown in the outbox's sandboxed frame, is accessible on its own", async ({ page }) => {
  const { html } = renderMail({
    title: "Verify your email",
    greeting: "Hello Ada,",
    paragraphs: ["Welcome to Haya. Confirm this address to finish signing up."],
    action: { label: "Verify your email", url: "https://haya.ng/verify-email?token=abc" },
    footer: "If you did not sign up for Haya, ignore this email.",
  });
  await page.setContent(html);
  await expect(page.getByRole("link", { name: "Verify your email" })).toHaveAttribute("href", "https://haya.ng/verify-email?token=abc");
  await expectAccessible(page);
});
