// The console's queues as people meet them: an owner asks for verification with their CAC certificate, the demo admin
// reads the certificate and approves the business (the owner's page says Verified); a visitor writes through the
// contact form, the demo admin replies by e-mail (the reply is in the outbox) and marks the message done.
import type { Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signOut, signUp, test } from "./accounts-helpers";
import { openConsoleAsDemoAdmin } from "./console-helpers";

// The demo admin's two-factor key is shared with console.spec.ts: one journey at a time.
test.describe.configure({ mode: "serial" });
test.slow();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");
const consoleNav = (page: Page, name: string) => page.getByRole("navigation", { name: "Console" }).getByRole("link", { name }).click();

test("an owner asks for verification with the certificate; the demo admin reads it and approves", async ({ page }) => {
  const owner = await signUp(page, newPerson("verify"));
  const businessName = `Ngozi Tools ${Date.now()}`;
  await page.goto("/business");
  const main = page.getByRole("main");
  await main.getByLabel("Business name", { exact: true }).fill(businessName);
  await main.getByLabel("CAC registration number", { exact: true }).fill("RC7654321");
  await main.getByLabel("Business phone", { exact: true }).fill("08031234567");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Business details saved.")).toBeVisible();
  await page.getByLabel("CAC certificate").setInputFiles({ name: "cac.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Ask for verification" }).click();
  await expect(page.getByText("We are checking your details; an admin approves them")).toBeVisible();
  await signOut(page);

  await openConsoleAsDemoAdmin(page);
  await consoleNav(page, "Business verification");
  await expect(page.getByRole("heading", { name: "Business verification" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: businessName }) });
  await expect(item).toContainText(owner.email);
  await expectAccessible(page);
  const href = await item.getByRole("link", { name: `View the CAC certificate of ${businessName}` }).getAttribute("href");
  const certificate = await page.request.get(href!);
  expect(certificate.status()).toBe(200);
  expect(certificate.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await certificate.body()).equals(PDF)).toBe(true);
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Approved: the owner is verified" })).toBeVisible();
  await expect(page.getByRole("heading", { name: businessName })).toHaveCount(0);
  await signOut(page);

  // Nobody else reads the certificate.
  expect((await page.request.get(href!)).status()).toBe(404);
});

test("a visitor writes through the contact form; the demo admin replies by e-mail and marks it done", async ({ page }) => {
  const email = `asker-${Date.now()}@example.com`;
  await page.goto("/contact");
  const form = page.getByRole("main");
  await form.getByLabel("Your name").fill("Amaka Obi");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Message").fill("How long does a refund take to reach my bank?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("your message has been received")).toBeVisible();

  await openConsoleAsDemoAdmin(page);
  await consoleNav(page, "Contact inbox");
  const item = page.getByRole("listitem").filter({ hasText: email });
  await expect(item).toContainText("How long does a refund take to reach my bank?");
  await expectAccessible(page);
  await item.getByLabel("Your reply to Amaka Obi").fill("Refunds reach your bank within 5 working days.");
  await item.getByRole("button", { name: "Reply by email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reply sent by email." })).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: email }).getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked done." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
  await page.getByRole("link", { name: "Done", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: email })).toBeVisible();

  // The reply goes out as a mail job: the outbox has it within moments, not at once.
  await expect
    .poll(async () => {
      await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
      return page.getByText("Re: your message to Haya").count();
    }, { timeout: 30_000, intervals: [500, 1000, 2000] })
    .toBeGreaterThan(0);
});
