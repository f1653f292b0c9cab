// The security headers as Chromium applies them (server/http/middleware/security-headers.ts). Every journey is also watched for
// Content-Security-Policy violations by the `test` of helpers.ts; these tests make one on purpose, to see it refused and
// caught.
import { expect, type Page } from "@playwright/test";
import { signUp, test } from "./accounts-helpers";
import { SITE, visit } from "./helpers";

/** Whether the open page may use a powerful feature (Chromium's document.featurePolicy). */
const allows = (page: Page, feature: string) =>
  page.evaluate((f) => (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature(f), feature);

test("the site's own scripts run, and a script put into the page is refused", async ({ page, headerComplaints }) => {
  // Hydrated: React Router's inline scripts ran, by their hashes.
  await visit(page, "/item/1");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => headerComplaints.length).toBe(1);
  expect(headerComplaints[0]).toContain("script-src");
  headerComplaints.length = 0;
});

test("no other site may show Haya in a frame", async ({ page, headerComplaints }) => {
  await page.setContent(`<iframe title="Haya" src="${SITE}/"></iframe>`);
  await expect.poll(() => headerComplaints.some((c) => c.includes("frame-ancestors 'none'"))).toBe(true);
  expect(await page.frames()[1]?.locator("header").count()).toBe(0);
  headerComplaints.length = 0;
});

test("the camera is granted where photos are taken, and the location nowhere", async ({ page }) => {
  await signUp(page);
  await visit(page, "/account");
  expect(await allows(page, "camera")).toBe(true);
  expect(await allows(page, "geolocation")).toBe(false);
  for (const path of ["/", "/my-rentals"]) {
    await visit(page, path);
    expect(await allows(page, "camera"), path).toBe(false);
    expect(await allows(page, "microphone"), path).toBe(false);
  }
});
