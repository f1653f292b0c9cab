// Sharing an item (issue 21, item 3), as a renter does on a phone: WhatsApp with the title, price and link ready to send
// (a plain link, so it works before JavaScript), 'Copy link', and the listing's own share card as the link's preview
// (Open Graph: 1200 × 630, photo, title, price and place), on Haya's configured address.
import { expectAccessible } from "./a11y";
import { expect, test } from "./accounts-helpers";
import { SITE, visit } from "./helpers";
import { apiListing, verifiedOwner } from "./listing-helpers";

test("an item page shares to WhatsApp and by link, with its share card as the preview", async ({ page, browser }) => {
  await verifiedOwner(page);
  const title = "Toyota Hiace bus with driver, 14 seats";
  const id = await apiListing(page, { title, pricePerDayKobo: 65_000_00 }, { publish: true });
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: SITE });
  const visitor = await context.newPage();
  await visit(visitor, `/item/${id}`);

  const share = visitor.getByRole("group", { name: "Share this item" });
  const whatsapp = share.getByRole("link", { name: "WhatsApp" });
  const url = `${SITE}/item/${id}`;
  await expect(whatsapp).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`${title} — ₦65,000/day on Haya: ${url}`)}`);
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  await share.getByRole("button", { name: "Copy link" }).click();
  await expect(share.getByRole("button", { name: "Link copied" })).toBeVisible();
  expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectAccessible(visitor);

  // The preview WhatsApp shows: the card, at the size and type the page announces.
  const og = (property: string) => visitor.locator(`meta[property="${property}"]`);
  await expect(og("og:image")).toHaveAttribute("content", `${SITE}/item/${id}/share.jpg`);
  await expect(og("og:image:width")).toHaveAttribute("content", "1200");
  await expect(og("og:image:height")).toHaveAttribute("content", "630");
  const card = await visitor.request.get(`/item/${id}/share.jpg`);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/jpeg");
  const size = await visitor.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, `/item/${id}/share.jpg`);
  expect(size).toEqual([1200, 630]);
});
