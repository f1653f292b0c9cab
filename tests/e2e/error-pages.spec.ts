// The pages Haya answers before a route is reached come in the site's layout, with a way back: a form too large for
// Haya (413, saying the limit) and a request whose cookies are too large (431). (503 uses the same frame:
// server/http/pages/error-pages.test.ts; it is answered with the database down, server/http/database-outage.test.ts.)
import { expect } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { SITE, test } from "./helpers";

test("a form too large for Haya: the site's page says the limit and leads home", async ({ page }) => {
  await page.goto("/contact");
  // A plain form post of more than 64 KB, as a browser without JavaScript would send a pasted novel.
  const answer = page.waitForResponse((r) => r.url().endsWith("/contact") && r.request().method() === "POST");
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/contact";
    const field = document.createElement("textarea");
    field.name = "message";
    field.value = "x".repeat(70 * 1024);
    form.append(field);
    document.body.append(form);
    form.submit();
  });
  expect((await answer).status()).toBe(413);
  await expect(page.getByRole("heading", { level: 1, name: "That file is too large" })).toBeVisible();
  await expect(page.getByText("That file is too large — the limit is 64 KB.")).toBeVisible();
  // The site's own header and footer, so the person is still on Haya and can go anywhere.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page).toHaveTitle("That file is too large | Haya");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(`${SITE}/`);
});

test("cookies too large (431): the site's page says what to do", async ({ page, context }) => {
  await context.addCookies([{ name: "big", value: "x".repeat(4000), url: SITE }, { name: "big2", value: "y".repeat(4000), url: SITE }, { name: "big3", value: "z".repeat(4000), url: SITE }, { name: "big4", value: "w".repeat(4000), url: SITE }, { name: "big5", value: "v".repeat(4000), url: SITE }]);
  const res = await page.goto("/browse");
  expect(res?.status()).toBe(431);
  await expect(page.getByRole("heading", { level: 1, name: "Request too large" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expectAccessible(page);
});

test("without METRICS_TOKEN there is no /metrics: the site's 404 page, and no figures", async ({ request }) => {
  const res = await request.get("/metrics", { headers: { Authorization: "Bearer anything-at-all-0123" } });
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain("haya_http_request_duration_seconds");
});
