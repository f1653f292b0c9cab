// The API reference at /api/docs: made on the server from the OpenAPI document, in the site's layout, readable and
// accessible without JavaScript, and nothing of it on other pages.
import { expect } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { test } from "./helpers";

test("/api/docs lists every operation of the document, in the site's layout, without a script", async ({ page, request }) => {
  test.setTimeout(240_000); // axe over a long page: every operation of the API (over 120), each with its fields
  const doc = (await (await request.get("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown> }>> };
  const res = await page.goto("/api/docs");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle("API reference | Haya");
  await expect(page.getByRole("heading", { level: 1, name: "Haya API reference" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  expect(await page.locator("script").count()).toBe(0);

  // Each operation once, as a heading "METHOD /path" with its summary after it.
  const shown = await page.locator("article").evaluateAll((articles) =>
    articles.map((a) => `${a.querySelector("h3")?.textContent ?? ""} | ${a.querySelector("h3 + p")?.textContent ?? ""}`),
  );
  const expected = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} | ${op.summary}`));
  expect(shown.sort()).toEqual(expected.sort());

  // The contents list leads to an operation; its answer's body opens without a script.
  await page.getByRole("link", { name: /POST \/bookings\/quote/ }).click();
  const quote = page.getByRole("article", { name: "POST /bookings/quote", exact: true });
  await quote.getByText("Body", { exact: true }).first().click();
  await expect(quote.getByText("totalKobo").first()).toBeVisible();
  await expectAccessible(page);
});

test("/api/docs works with JavaScript off too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/api/docs");
  await expect(page.getByRole("article", { name: "GET /listings/{id}", exact: true })).toBeVisible();
  await context.close();
});
