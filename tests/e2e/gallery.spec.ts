// An item's photos on a touch phone (issue 22, item 5): swiping the strip and its '2 / 3' counter, the full-screen
// viewer (its code fetched only once someone reaches for the photos) with arrow keys, swipes, pinch-zoom and Escape,
// the thumbnails on a wide screen, and photos that still swipe and open without JavaScript.
import { expect, type APIRequestContext, type CDPSession, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { escapeDialog, test, visit } from "./helpers";

/** The viewer's own chunk (app/routes/item/components/photo-viewer.tsx). */
const VIEWER_CHUNK = /\/assets\/photo-viewer-[\w-]+\.js$/;

interface ApiListing {
  id: number;
  title: string;
  photos: { key: string; alt: string }[];
}

/** Item 1, which the demo catalogue gives several photos. */
async function itemWithPhotos(request: APIRequestContext): Promise<ApiListing> {
  const res = await request.get("/api/v1/listings/1");
  expect(res.status()).toBe(200);
  const { listing } = (await res.json()) as { listing: ApiListing };
  expect(listing.photos.length, "item 1 has several photos").toBeGreaterThan(1);
  return listing;
}

/** Every URL the page requests from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => urls.push(new URL(r.url()).pathname));
  return urls;
}

type Point = { x: number; y: number };
const touch = (cdp: CDPSession, type: "touchStart" | "touchMove" | "touchEnd", touchPoints: Point[]) =>
  cdp.send("Input.dispatchTouchEvent", { type, touchPoints: touchPoints.map((p, id) => ({ ...p, id })) });

/**
 * Fingers moving in small steps, as Chromium's touch input (Playwright's touchscreen only taps). Fingers land one after
 * the other, as a hand's do (one touchStart each), before any moves.
 */
async function gesture(cdp: CDPSession, from: Point[], to: Point[], steps = 10, restMs = 0) {
  for (let k = 1; k <= from.length; k++) await touch(cdp, "touchStart", from.slice(0, k));
  for (let i = 1; i <= steps; i++) {
    await touch(cdp, "touchMove", from.map((f, k) => ({ x: f.x + ((to[k]!.x - f.x) * i) / steps, y: f.y + ((to[k]!.y - f.y) * i) / steps })));
  }
  if (restMs > 0) {
    await new Promise((r) => setTimeout(r, restMs));
    await touch(cdp, "touchMove", to);
  }
  await touch(cdp, "touchEnd", []);
}

async function middleOf(target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  return { box: box!, y: box!.y + box!.height / 2 };
}

/**
 * One finger across most of `target`'s width: "next" swipes right to left, as to bring the next photo in. The finger
 * rests a moment before it lifts, so the strip snaps to the nearest photo: a fling (moves that a busy machine delivers
 * in a burst read as one) can carry a strip past it, on a phone as here.
 */
async function swipe(cdp: CDPSession, target: Locator, to: "next" | "previous") {
  const { box, y } = await middleOf(target);
  const [a, b] = to === "next" ? [0.85, 0.15] : [0.15, 0.85];
  await gesture(cdp, [{ x: box.x + box.width * a, y }], [{ x: box.x + box.width * b, y }], 10, 250);
}

/** Two fingers from near the middle of `target` out towards its sides. */
async function pinchOut(cdp: CDPSession, target: Locator) {
  const { box, y } = await middleOf(target);
  const x = box.x + box.width / 2;
  await gesture(cdp, [{ x: x - 20, y }, { x: x + 20, y }], [{ x: x - 120, y }, { x: x + 120, y }]);
}

const gallery = (page: Page) => page.getByRole("region", { name: "Photos" });
/** The row of photos that scrolls sideways (the first photo's parent). */
const strip = (page: Page) => gallery(page).getByRole("group").first().locator("xpath=..");

test("swiping the strip moves the counter; only the main photo and none of the viewer come with the page", async ({ page, request }) => {
  const l = await itemWithPhotos(request);
  const n = l.photos.length;
  const requested = requestsOf(page);
  await visit(page, `/item/${l.id}`);
  await page.waitForLoadState("networkidle");
  const photos = requested.filter((u) => u.startsWith("/media/"));
  expect(photos.length, "the main photo").toBeGreaterThan(0);
  expect(photos.every((u) => u.startsWith(`/media/${l.photos[0]!.key}@`)), `only the main photo is fetched: ${photos.join(", ")}`).toBe(true);
  expect(requested.filter((u) => VIEWER_CHUNK.test(u)), "the viewer's code waits for the first touch").toEqual([]);
  const main = gallery(page).getByRole("img", { name: l.photos[0]!.alt, exact: true });
  await expect(main).toHaveAttribute("fetchpriority", "high");

  const counter = gallery(page).getByText(`1 / ${n}`, { exact: true });
  await expect(counter).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await swipe(cdp, strip(page), "next");
  await expect(gallery(page).getByText(`2 / ${n}`, { exact: true })).toBeVisible();
  await expect(gallery(page).getByText(`Photo 2 of ${n}`)).toHaveAttribute("aria-live", "polite");
  // The photo swiped to is fetched, and the viewer's code with it.
  const second = gallery(page).getByRole("img", { name: l.photos[1]!.alt, exact: true });
  await expect(second).toHaveJSProperty("complete", true);
  expect(await second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect.poll(() => requested.some((u) => VIEWER_CHUNK.test(u))).toBe(true);

  await swipe(cdp, strip(page), "previous");
  await expect(gallery(page).getByText(`1 / ${n}`, { exact: true })).toBeVisible();
  await expectAccessible(page);
});

/** Opens item `l`'s first photo full screen by its button; the viewer's code is fetched then, not with the page. */
async function openFullScreen(page: Page, l: ApiListing) {
  const requested = requestsOf(page);
  await visit(page, `/item/${l.id}`);
  await page.waitForLoadState("networkidle");
  expect(requested.filter((u) => VIEWER_CHUNK.test(u))).toEqual([]);
  const open = gallery(page).getByRole("button", { name: "View photo full screen" });
  await open.tap();
  const viewer = page.getByRole("dialog", { name: `Photos of ${l.title}` });
  await expect(viewer).toBeVisible();
  expect(requested.filter((u) => VIEWER_CHUNK.test(u))).toHaveLength(1);
  return { open, viewer };
}

test("full screen: arrow keys and buttons move between photos; Escape closes and gives focus back", async ({ page, request }) => {
  const l = await itemWithPhotos(request);
  const n = l.photos.length;
  const { open, viewer } = await openFullScreen(page, l);
  await expect(viewer.getByRole("button", { name: "Close" })).toBeFocused();
  await expect(viewer.getByText(`1 / ${n}`, { exact: true })).toBeVisible();
  await expect(viewer.getByRole("img", { name: l.photos[0]!.alt, exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText(`2 / ${n}`, { exact: true })).toBeVisible();
  await expect(viewer.getByText(`Photo 2 of ${n}`)).toHaveAttribute("aria-live", "polite");
  await expect(viewer.getByRole("img", { name: l.photos[1]!.alt, exact: true })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText(`${n} / ${n}`, { exact: true }), "from the first photo, back goes round to the last").toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText(`1 / ${n}`, { exact: true })).toBeVisible();
  await viewer.getByRole("button", { name: "Next photo" }).tap();
  await expect(viewer.getByText(`2 / ${n}`, { exact: true })).toBeVisible();
  await viewer.getByRole("button", { name: "Previous photo" }).tap();
  await viewer.getByRole("button", { name: "Next photo" }).tap();
  await expect(viewer.getByText(`2 / ${n}`, { exact: true })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();
  // The page shows the photo the viewer was left on.
  await expect(gallery(page).getByText(`2 / ${n}`, { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("full screen: a swipe moves on, two fingers zoom in, and a zoomed photo pans instead", async ({ page, request }) => {
  const l = await itemWithPhotos(request);
  const n = l.photos.length;
  const { viewer } = await openFullScreen(page, l);
  const cdp = await page.context().newCDPSession(page);
  await swipe(cdp, viewer.getByRole("img", { name: l.photos[0]!.alt, exact: true }), "next");
  await expect(viewer.getByText(`2 / ${n}`, { exact: true })).toBeVisible();

  // Two fingers apart zoom the photo in (and not the page: it would stay zoomed after closing).
  const second = viewer.getByRole("img", { name: l.photos[1]!.alt, exact: true });
  await pinchOut(cdp, second);
  const zoomOut = viewer.getByRole("button", { name: "Zoom out" });
  await expect(zoomOut).toBeVisible();
  expect(await second.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a)).toBeGreaterThan(2);
  expect(await page.evaluate(() => visualViewport?.scale)).toBe(1);
  await swipe(cdp, second, "next");
  await expect(viewer.getByText(`2 / ${n}`, { exact: true }), "one finger moves a zoomed photo about").toBeVisible();
  await zoomOut.tap();
  await expect(viewer.getByRole("button", { name: "Zoom in" })).toBeVisible();
  await expect.poll(() => second.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a)).toBe(1);

  await viewer.getByRole("button", { name: "Close" }).tap();
  await expect(viewer).toBeHidden();
  await expect(gallery(page).getByText(`2 / ${n}`, { exact: true })).toBeVisible();
});

test("keyboard: arrow keys move between the photos, Enter opens one, Escape comes back to it", async ({ page, request }) => {
  const l = await itemWithPhotos(request);
  const n = l.photos.length;
  await visit(page, `/item/${l.id}`);
  const first = gallery(page).getByRole("link", { name: l.photos[0]!.alt, exact: true });
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await expect(gallery(page).getByText(`2 / ${n}`, { exact: true })).toBeVisible();
  const second = gallery(page).getByRole("link", { name: l.photos[1]!.alt, exact: true });
  await expect(second).toBeFocused();
  await expect(second).toBeInViewport({ ratio: 0.9 });

  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog");
  await expect(viewer.getByText(`2 / ${n}`, { exact: true })).toBeVisible();
  await escapeDialog(page, viewer);
  await expect(second).toBeFocused();

  await gallery(page).getByRole("button", { name: "Next photo" }).click();
  await expect(gallery(page).getByText(`${(2 % n) + 1} / ${n}`, { exact: true })).toBeVisible();
  await gallery(page).getByRole("button", { name: "Previous photo" }).click();
  await expect(gallery(page).getByText(`2 / ${n}`, { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("thumbnails show their photo", async ({ page, request }) => {
    const l = await itemWithPhotos(request);
    const n = l.photos.length;
    await visit(page, `/item/${l.id}`);
    const thumbnails = gallery(page).getByRole("list", { name: "All photos" });
    const first = thumbnails.getByRole("button", { name: `Show photo 1 of ${n}` });
    const second = thumbnails.getByRole("button", { name: `Show photo 2 of ${n}` });
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await second.click();
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(first).toHaveAttribute("aria-pressed", "false");
    await expect(gallery(page).getByText(`2 / ${n}`, { exact: true })).toBeVisible();
    // The click brought the thumbnails into view, which can scroll the page past part of the photo above them: the
    // page's own scroll is put back, so that what is measured is the strip's (the photo shown, not half of the next).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(gallery(page).getByRole("img", { name: l.photos[1]!.alt, exact: true })).toBeInViewport({ ratio: 0.9 });
    await expectAccessible(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the photos still swipe, and each opens at its largest", async ({ page, request }) => {
    const l = await itemWithPhotos(request);
    await page.goto(`/item/${l.id}`);
    for (const [i, p] of l.photos.entries()) {
      const link = gallery(page).getByRole("link", { name: p.alt, exact: true });
      await expect(link).toHaveAttribute("href", `/media/${p.key}@1280.webp`);
      // (In <noscript>, which Playwright's role queries do not look into.)
      await expect(link.locator("img"), `photo ${i + 1} is there to swipe to`).toBeVisible();
    }
    // A counter that nothing would move on, and buttons that would do nothing, are not shown.
    await expect(gallery(page).getByText(`1 / ${l.photos.length}`, { exact: true })).toBeHidden();
    await expect(gallery(page).getByRole("button")).toHaveCount(0);

    const cdp = await page.context().newCDPSession(page);
    const row = strip(page);
    await swipe(cdp, row, "next");
    await expect.poll(() => row.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(1, 2);
    const res = await page.request.get(`/media/${l.photos[1]!.key}@1280.webp`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/webp");
    // (No axe check here: it cannot run in a page that runs no script. The tests above check the same markup.)
  });
});
