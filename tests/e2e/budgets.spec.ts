// Byte budgets for a phone on costly mobile data (issue 3): checked by size, never by time.
import { expect, type Page } from "@playwright/test";
import { test } from "./helpers";

const KB = 1024;
type Kind = "script" | "stylesheet" | "image" | "document" | "other";

/** Bytes that crossed the network (compressed, headers excluded) while `go` ran, by resource type. */
async function transferred(page: Page, go: () => Promise<unknown>) {
  const bytes: Record<Kind, number> = { script: 0, stylesheet: 0, image: 0, document: 0, other: 0 };
  const images: { url: string; size: number }[] = [];
  const pending: Promise<void>[] = [];
  const onFinished = (req: import("@playwright/test").Request) =>
    pending.push(
      (async () => {
        const sizes = await req.sizes().catch(() => undefined);
        if (!sizes) return;
        const type = req.resourceType();
        const key: Kind = type in bytes ? (type as Kind) : "other";
        bytes[key] += sizes.responseBodySize;
        if (type === "image" && sizes.responseBodySize > 0) images.push({ url: req.url(), size: sizes.responseBodySize });
      })(),
    );
  page.on("requestfinished", onFinished);
  await go();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  page.off("requestfinished", onFinished);
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  return { bytes, total, images };
}

/** Bytes on the wire (headers included) while `go` ran, leaving out whatever came from a cache. */
async function onTheWire(page: Page, go: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const cached = new Set<string>();
  const urls = new Map<string, string>();
  let bytes = 0;
  const seen: string[] = [];
  cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
  cdp.on("Network.requestServedFromCache", (e) => cached.add(e.requestId));
  cdp.on("Network.responseReceived", (e) => {
    if (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache) cached.add(e.requestId);
  });
  cdp.on("Network.loadingFinished", (e) => {
    if (cached.has(e.requestId) || e.encodedDataLength <= 0) return;
    bytes += e.encodedDataLength;
    seen.push(urls.get(e.requestId) ?? e.requestId);
  });
  await go();
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  return { bytes, urls: seen };
}

test("home: JavaScript ≤ 120 KB compressed and the whole first view ≤ 400 KB", async ({ page }) => {
  const { bytes, total } = await transferred(page, () => page.goto("/"));
  console.log(`home first view: ${JSON.stringify(bytes)} total ${total}`);
  // The measurement itself must work: React alone is well over 20 KB.
  expect(bytes.script).toBeGreaterThan(20 * KB);
  expect(bytes.image).toBeGreaterThan(0);
  expect(bytes.script, `JS bytes ${bytes.script}`).toBeLessThanOrEqual(120 * KB);
  expect(bytes.stylesheet).toBeLessThanOrEqual(20 * KB);
  expect(total, `total bytes ${total}`).toBeLessThanOrEqual(400 * KB);
});

for (const path of ["/browse", "/browse?search=generator", "/item/1", "/vehicles"]) {
  test(`${path}: CSS ≤ 20 KB, JS ≤ 130 KB, each photo ≤ 60 KB, first view ≤ 400 KB, repeat view ≤ 8 KB`, async ({ page }) => {
    const first = await transferred(page, () => page.goto(path));
    expect(first.bytes.stylesheet).toBeLessThanOrEqual(20 * KB);
    expect(first.bytes.script).toBeLessThanOrEqual(130 * KB);
    expect(first.images.length).toBeGreaterThan(0);
    for (const img of first.images) expect(img.size, img.url).toBeLessThanOrEqual(60 * KB);
    expect(first.total).toBeLessThanOrEqual(400 * KB);

    // Coming back: hashed assets and photos come from the browser's cache, the page is revalidated (304).
    const repeat = await onTheWire(page, () => page.goto(path));
    console.log(`${path} repeat view: ${repeat.bytes} bytes from ${repeat.urls.join(", ")}`);
    expect(repeat.bytes, `repeat view: ${repeat.urls.join(", ")}`).toBeLessThanOrEqual(8 * KB);
    expect(repeat.urls.filter((u) => /\/(assets|media)\//.test(u)), "assets and photos come from the cache").toEqual([]);
  });
}
