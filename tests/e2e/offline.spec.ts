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
  // Its scripts come from the worker's cache too: the saved page still works, and says it is a saved copy.
  await waitForHydration(page);
  const mark = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(mark).toHaveText("You are offline: this page is as you last saw it, and changes wait for a connection.");

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

  // Back online: pages come from the network again, and the mark goes.
  await context.setOffline(false);
  await expect(mark).toHaveCount(0);
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

test("installable: a web app manifest with its icons, which Chromium finds nothing wrong with", async ({ page, request }) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ short_name: "Haya", display: "standalone", start_url: "/?source=home-screen" });
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect([png.status(), png.headers()["content-type"]], icon.src).toEqual([200, "image/png"]);
  }
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);

  await visit(page, "/");
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  // What Chrome reads before it offers 'Install app' / 'Add to Home screen': the page's manifest, parsed without error,
  // and no installability error (the headless shell reports none for any page, so the manifest check is the one that
  // tells: a page without it answers an empty url).
  const cdp = await page.context().newCDPSession(page);
  const found = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
  expect(found).toMatchObject({ url: `${new URL(page.url()).origin}/manifest.webmanifest`, errors: [] });
  expect(((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] }).installabilityErrors).toEqual([]);
});

test("in Pidgin: a seen Pidgin page reopens offline with its mark in Pidgin, and an unseen one gets the offline page in Pidgin", async ({ page, context }) => {
  await visit(page, "/pcm");
  await waitUntilSaved(page, "/pcm");
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "pcm");
  await expect(page.getByRole("status").filter({ hasText: "Network no dey" })).toHaveText(
    "Network no dey: dis page na how you see am last time, and anything you change go wait till network come back.",
  );

  await page.goto("/pcm/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "pcm");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Network no dey");
  await expect(page.getByRole("list").getByRole("link")).toHaveAttribute("href", "/pcm");
  await expectAccessible(page);
  await context.setOffline(false);
});
