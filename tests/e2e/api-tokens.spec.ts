// Personal API tokens as an owner uses them: created on /account (the secret shown once), used by a script to list their
// listings, revoked with a confirmation, and refused (401) on the very next call; with and without JavaScript.
import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, newPerson, signUp, test } from "./accounts-helpers";
import { visit } from "./helpers";

const section = (page: Page) => page.getByRole("region", { name: "API tokens", exact: true });
/** A script's call: the token alone, no cookie and no Origin. */
const listMine = (request: APIRequestContext, secret: string) => request.get("/api/v1/me/listings", { headers: { authorization: `Bearer ${secret}` } });

async function createToken(page: Page, name: string) {
  const tokens = section(page);
  await tokens.getByLabel("Token name").fill(name);
  await tokens.getByRole("checkbox", { name: /Read your listings/ }).check();
  await tokens.getByRole("button", { name: "Create token" }).click();
  await expect(tokens.getByText("Copy your new token now. You will not be able to see it again.")).toBeVisible();
  const secret = await tokens.getByLabel("Your new token").inputValue();
  expect(secret).toMatch(/^haya_pat_[A-Za-z0-9_-]{43}$/);
  return secret;
}

test("create a token, use it from a script, revoke it: the next call is refused", async ({ page, request }) => {
  await signUp(page);
  await visit(page, "/account");
  const tokens = section(page);
  await expect(tokens.getByText("You have no API tokens.")).toBeVisible();
  // A refusal first: no scope chosen.
  await tokens.getByLabel("Token name").fill("Fleet sync");
  await tokens.getByRole("button", { name: "Create token" }).click();
  await expect(tokens.getByText("Choose at least one scope")).toBeVisible();
  await expectAccessible(page);

  const secret = await createToken(page, "Fleet sync");
  await expect(tokens.getByRole("button", { name: "Copy token" })).toBeVisible();
  await expectAccessible(page);

  const listed = await listMine(request, secret);
  expect(listed.status()).toBe(200);
  expect(await listed.json()).toEqual({ listings: [] });
  // Outside its scopes: a write is refused, naming the scope.
  const write = await request.post("/api/v1/listings", { headers: { authorization: `Bearer ${secret}` }, data: { title: "x" } });
  expect(write.status()).toBe(403);
  expect((await write.json()).scope).toBe("listings:write");

  // Seen once: the page read afresh lists the token by its prefix only.
  await visit(page, "/account");
  await expect(tokens.getByLabel("Your new token")).toHaveCount(0);
  await expect(tokens.getByRole("heading", { name: "Fleet sync" })).toBeVisible();
  await expect(tokens.getByText(`${secret.slice(0, 15)}…`)).toBeVisible();
  await expect(tokens).toContainText(/Last used \d/);

  await tokens.getByRole("link", { name: "Revoke Fleet sync" }).click();
  await expect(tokens.getByText("Revoke “Fleet sync”? Scripts using it stop working at once.")).toBeVisible();
  await expectAccessible(page);
  await tokens.getByRole("button", { name: "Revoke token" }).click();
  await expect(tokens.getByRole("status")).toHaveText("The token is revoked. Scripts using it can no longer reach your account.");
  await expect(tokens.getByText("You have no API tokens.")).toBeVisible();

  const refused = await listMine(request, secret);
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toBe("unauthorized");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same forms work as plain posts", async ({ page, request }) => {
    const person = newPerson("nojs");
    await page.goto("/login?mode=signup");
    await page.getByLabel("Full Name").fill(person.name);
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/account\?joined=1$/);
    await page.goto("/account");
    const secret = await createToken(page, "Calendar script");
    // No copy button without a script: the field can still be selected and copied.
    await expect(section(page).getByRole("button", { name: "Copy token" })).toHaveCount(0);
    expect((await listMine(request, secret)).status()).toBe(200);
    await page.goto("/account");
    await section(page).getByRole("link", { name: "Revoke Calendar script" }).click();
    await section(page).getByRole("button", { name: "Revoke token" }).click();
    await expect(section(page).getByRole("status")).toHaveText("The token is revoked. Scripts using it can no longer reach your account.");
    expect((await listMine(request, secret)).status()).toBe(401);
  });
});
