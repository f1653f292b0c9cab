// Offline on a phone: pages a visitor has seen open again without a connection; others show a plain offline page.
import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { visit, waitForHydration, test } from "./helpers";

/** Waits until the service worker controls the page and has saved `path` (it saves after answering). */
async function waitUntilSaved(page: Page, path: string) {
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await expect.poll(() => page.evaluate(async (p) => !!(await caches.match(p, { ignoreVary: true })), path)).toBe(true);
}

test("seen pages reopen offline, unseen ones show the offline page, and all is normal back online", async ({ page, context, request }) => {
  const res = await request.get("/api/v1/listings/1");
  const { title } = ((await res.json()) as { listing: { title: string } }).listing;

  // First visit: home loads before the worker exists; it is then handed the page and saves it.
  await visit(page, "/");
  await waitUntilSaved(page, "/");
  await visit(page, "/item/1");
  await waitUntilSaved(page, "/item/1");

  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(title);
  // Its scripts come from the worker's cache too: the saved page still works.
  await waitForHydration(page);

  // A link to a page seen in this visit, followed in the page (a client-side navigation), opens the saved home page.
  await page.getByRole("link", { name: "Haya home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Featured rentals" })).toBeVisible();

  // A page never seen, typed or opened from a bookmark: the offline page, listing the saved ones.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're offline");
  await expect(page).toHaveTitle("You're offline | Haya");
  await expect(page.getByRole("list").getByRole("link", { name: title })).toHaveAttribute("href", "/item/1");
  await expectAccessible(page);

  // A saved page opens from that list.
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(title);
  await waitForHydration(page);

  // Back online: pages come from the network again.
  await context.setOffline(false);
  const about = await page.goto("/about");
  expect(about?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You're offline");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Event Halls" }).click();
  await expect(page).toHaveURL(/\/event-halls$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/event hall/i);
});

test("/sw.js is served as JavaScript, revalidated on every check (no-cache) and with an ETag", async ({ request }) => {
  const res = await request.get("/sw.js");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/javascript/);
  expect(res.headers()["cache-control"]).toBe("no-cache");
  const etag = res.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/sw.js", { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
});
