// Byte budgets for a first view on a phone (issue 3): checked by size, never by time.
import { expect, test, type Page } from "@playwright/test";

const KB = 1024;

async function firstView(page: Page, path: string) {
  const bytes = { script: 0, stylesheet: 0, image: 0, document: 0, other: 0 };
  const images: { url: string; size: number }[] = [];
  page.on("requestfinished", async (req) => {
    const sizes = await req.sizes().catch(() => undefined);
    if (!sizes) return;
    const type = req.resourceType();
    const key = type in bytes ? (type as keyof typeof bytes) : "other";
    bytes[key] += sizes.responseBodySize;
    if (type === "image") images.push({ url: req.url(), size: sizes.responseBodySize });
  });
  await page.goto(path, { waitUntil: "networkidle" });
  const total = Object.values(bytes).reduce((a, b) => a + b, 0);
  return { bytes, total, images };
}

test("home: JavaScript ≤ 120 KB compressed and the whole first view ≤ 400 KB", async ({ page }) => {
  const { bytes, total } = await firstView(page, "/");
  console.log(`home first view: ${JSON.stringify(bytes)} total ${total}`);
  // The measurement itself must work: React alone is well over 20 KB.
  expect(bytes.script).toBeGreaterThan(20 * KB);
  expect(bytes.image).toBeGreaterThan(0);
  expect(bytes.script, `JS bytes ${bytes.script}`).toBeLessThanOrEqual(120 * KB);
  expect(total, `total bytes ${total}`).toBeLessThanOrEqual(400 * KB);
});

for (const path of ["/browse", "/item/1", "/vehicles"]) {
  test(`${path}: CSS ≤ 20 KB, JS ≤ 130 KB, each photo ≤ 60 KB`, async ({ page }) => {
    const { bytes, images } = await firstView(page, path);
    expect(bytes.stylesheet).toBeLessThanOrEqual(20 * KB);
    expect(bytes.script).toBeLessThanOrEqual(130 * KB);
    for (const img of images) expect(img.size, img.url).toBeLessThanOrEqual(60 * KB);
  });
}
