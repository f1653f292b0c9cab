// Profile photos: only real JPEG, PNG and WebP files, re-encoded square and without what the camera wrote into them.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { InvalidError } from "../../errors";
import { createAvatarStore, normaliseAvatar } from "./avatars";
import { createMediaService } from "./media.service";
import { tempMedia } from "../../testing/media";
import { blankPng } from "../../testing/png";
import { messagesFollowRequest } from "../../http/i18n/messages-locale";
import { requestLocale } from "../../http/i18n/request-locale";

// What the code under test says, in English (it speaks the request's language).
const AVATAR_MESSAGE = "Choose a JPEG, PNG or WebP photo up to 5 MB";

const { originals, cache } = tempMedia("avatars");
const store = createAvatarStore(originals, cache);

/** A 600×400 camera photo: EXIF with the camera, the author and an orientation, and an ICC profile. */
function cameraJpeg() {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: "#c0392b" } })
    .withExif({ IFD0: { Make: "PhoneCo", Model: "Snapper 9", Artist: "Ada Obi" } })
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .jpeg()
    .toBuffer();
}

describe("avatars", () => {
  it("stores a square 256 px WebP with no EXIF, ICC or orientation left from the original", async () => {
    const original = await cameraJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const key = await store.save("user123", original);
    expect(key).toMatch(/^avatars\/user123-[A-Za-z0-9_-]+$/);
    const stored = await originals.read(`originals/${key}`);
    const m = await sharp(stored!).metadata();
    expect(m).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(m.exif).toBeUndefined();
    expect(m.icc).toBeUndefined();
    expect(m.orientation).toBeUndefined();
    expect(stored!.includes(Buffer.from("PhoneCo"))).toBe(false);
  });

  it("accepts PNG and WebP too, and gives each upload its own key", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#2980b9" } }).png().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const [a, b] = [await store.save("u1", png), await store.save("u1", webp)];
    expect(a).not.toBe(b);
  });

  it("refuses what is not a JPEG, PNG or WebP by content, whatever it is called", async () => {
    const text = Buffer.from("This is a text file someone renamed to photo.jpg\n");
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, jpeg.length / 2);
    for (const bytes of [text, gif, truncated, Buffer.alloc(0)]) {
      await expect(normaliseAvatar(bytes)).rejects.toBeInstanceOf(InvalidError);
      await expect(normaliseAvatar(bytes)).rejects.toMatchObject({ fields: { avatar: AVATAR_MESSAGE } });
    }
    messagesFollowRequest();
    await expect(requestLocale.run("pcm", () => normaliseAvatar(text))).rejects.toMatchObject({ fields: { avatar: "Choose JPEG, PNG or WebP photo wey no pass 5 MB" } });
  });

  it("refuses files over 5 MB and images too large in pixels to decode safely", async () => {
    const big = Buffer.concat([await cameraJpeg(), Buffer.alloc(5 * 1024 * 1024)]);
    await expect(normaliseAvatar(big)).rejects.toBeInstanceOf(InvalidError);
    // 10,000 × 10,000 pixels in 12 KB: a decompression bomb. The same file at 1,000 × 1,000 is a fine photo.
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(normaliseAvatar(bomb)).rejects.toBeInstanceOf(InvalidError);
    expect(await normaliseAvatar(blankPng(1000, 1000))).toBeInstanceOf(Buffer);
  });

  it("is served by /media at the photo widths, and removing it removes its resized copies too", async () => {
    const media = createMediaService(originals, cache);
    const key = await store.save("user456", await cameraJpeg());
    const variant = await media.getVariant(key, 160, "webp");
    expect((await sharp(variant!.body).metadata()).width).toBe(160);
    await store.remove(key);
    expect(await originals.read(`originals/${key}`)).toBeUndefined();
    expect(await media.getVariant(key, 160, "webp")).toBeUndefined();
  });

  it("never deletes a key that is not an avatar's", async () => {
    await originals.write("originals/demo/keep-me", Buffer.from("x"));
    await store.remove("demo/keep-me");
    expect(await originals.read("originals/demo/keep-me")).toBeDefined();
  });
});
