// A listing's share card (issue 21, sharing): a 1200 × 630 JPEG of its photo with its title, price and place — what
// WhatsApp shows for its link — made once per version (a new price or title is a new card, the same is read from the
// cache), and served at /item/{id}/share.jpg for published listings only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { allDemoPhotoKeys } from "../../seed/demo";
import { rowsOf } from "../../db/rows";
import { createApp } from "../../http/app";
import { createServices } from "../../services";
import { freshDatabase } from "../../testing/db";
import { allowDemoKeys } from "./demo-art";
import { createMediaService } from "./media.service";
import { renderShareCard, SHARE_CARD, shareCardKey, titleLines } from "./share-card";
import { localStorage } from "./storage";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "haya-share-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
allowDemoKeys(allDemoPhotoKeys());
const text = { title: "Mikano 60kVA soundproof generator with fuel & operator", price: "₦45,000 / day", place: "Ikeja, Lagos" };

describe("the share card", () => {
  it("is a 1200 × 630 JPEG with or without a photo, well under WhatsApp's 300 KB", async () => {
    for (const photo of [await sharp({ create: { width: 800, height: 900, channels: 3, background: "#884422" } }).png().toBuffer(), undefined]) {
      const card = await renderShareCard(photo, text);
      expect(await sharp(card).metadata()).toMatchObject({ format: "jpeg", width: SHARE_CARD.width, height: SHARE_CARD.height });
      expect(card.byteLength).toBeLessThan(300_000);
    }
  });

  it("keeps a long title to two lines, cut with an ellipsis, and escapes what SVG would read as markup", async () => {
    expect(titleLines("Canon EOS R5")).toEqual(["Canon EOS R5"]);
    const long = titleLines("Very large white marquee tent for weddings, burials, naming ceremonies and every other party in town");
    expect(long).toHaveLength(2);
    expect(long[1]).toMatch(/…$/);
    for (const l of long) expect(l.length).toBeLessThanOrEqual(32);
    await expect(renderShareCard(undefined, { ...text, title: `<script>&"'</script>` })).resolves.toBeInstanceOf(Buffer);
  });

  it("is made once per version: the same text reads the cache, a new price is a new card", async () => {
    const media = createMediaService(localStorage(path.join(dir, "o")), localStorage(path.join(dir, "c")));
    const key = allDemoPhotoKeys()[0]!;
    const first = await media.shareCard!(key, text);
    expect(fs.existsSync(path.join(dir, "c", shareCardKey(key, text)))).toBe(true);
    expect((await media.shareCard!(key, text)).body.equals(first.body)).toBe(true);
    expect(shareCardKey(key, { ...text, price: "₦50,000 / day" })).not.toBe(shareCardKey(key, text));
  });
});

describe("GET /item/{id}/share.jpg", () => {
  it("serves a published listing's card, cached for an hour, and 404 for others", async () => {
    const { db } = await freshDatabase({ seed: true });
    const services = createServices(db);
    const media = createMediaService(localStorage(path.join(dir, "o2")), localStorage(path.join(dir, "c2")));
    const app = createApp({ services, media, build: () => Promise.reject(new Error("no pages")), log: () => {}, mode: "test" });
    const [pub, draft] = rowsOf<{ id: number }>(await db.execute(sql`select id::int as id from listings where status = 'published' order by id limit 2`));
    await db.execute(sql`update listings set status = 'paused' where id = ${draft!.id}`);
    const res = await app.request(`/item/${pub!.id}/share.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
    for (const p of [`/item/${draft!.id}/share.jpg`, "/item/999999/share.jpg", "/item/abc/share.jpg", "/item/0x10/share.jpg"]) expect((await app.request(p)).status, p).toBe(404);
  });
});
