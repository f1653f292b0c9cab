// Listing photos: real photos only, re-encoded upright and bounded, with nothing of what the camera wrote kept.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { InvalidError } from "../../errors";
import { createListingPhotoStore, normaliseListingPhoto } from "./listing-photos";
import { createMediaService } from "./media.service";
import { tempMedia } from "../../testing/media";
import { HEIC_MESSAGE, PHOTO_MESSAGE } from "../../testing/english";

const { originals, cache } = tempMedia("listing-photos");
const store = createListingPhotoStore(originals, cache);

/** A 3000×2000 phone photo lying on its side (EXIF orientation 6), with the camera, the owner's name and a GPS position. */
function phonePhoto() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#16a34a" } })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Snapper 9", Artist: "Ada Obi" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 23/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .jpeg({ quality: 70 })
    .toBuffer();
}

describe("listing photos", () => {
  it("stores an upright WebP of at most 2560 px with no EXIF, GPS, ICC or orientation left", async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const saved = await store.save(42, original);
    expect(saved.key).toMatch(/^listings\/42\/[A-Za-z0-9_-]+$/);
    // Orientation 6 means the camera held it on its side: the stored photo is portrait.
    expect(saved).toMatchObject({ width: 1707, height: 2560 });
    const stored = (await originals.read(`originals/${saved.key}`))!;
    const m = await sharp(stored).metadata();
    expect(m).toMatchObject({ format: "webp", width: 1707, height: 2560 });
    expect(m.exif).toBeUndefined();
    expect(m.icc).toBeUndefined();
    expect(m.orientation).toBeUndefined();
    for (const secret of ["PhoneCo", "Snapper", "Ada Obi"]) expect(stored.includes(Buffer.from(secret))).toBe(false);
  });

  it("keeps small photos at their size, and accepts PNG, WebP and AVIF", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: "#2980b9" } }).png().toBuffer();
    for (const bytes of [png, await sharp(png).webp().toBuffer(), await sharp(png).avif().toBuffer()]) {
      expect(await normaliseListingPhoto(bytes)).toMatchObject({ width: 800, height: 600 });
    }
  });

  it("refuses what is not a photo by its content, whatever it is called, and says why HEIC is refused", async () => {
    const text = Buffer.from("A text file someone renamed to generator.jpg\n");
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).jpeg().toBuffer();
    for (const bytes of [text, gif, jpeg.subarray(0, jpeg.length / 2), Buffer.alloc(0)]) {
      await expect(normaliseListingPhoto(bytes)).rejects.toMatchObject({ fields: { photos: PHOTO_MESSAGE } });
    }
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic", "latin1"), Buffer.alloc(64)]);
    await expect(normaliseListingPhoto(heic)).rejects.toMatchObject({ fields: { photos: HEIC_MESSAGE } });
  });

  it("refuses files over 15 MB before decoding them", async () => {
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(15 * 1024 * 1024)]);
    await expect(normaliseListingPhoto(big)).rejects.toBeInstanceOf(InvalidError);
  });

  it("is served by /media at the page widths, and removing it removes its resized copies", async () => {
    const media = createMediaService(originals, cache);
    const { key } = await store.save(7, await phonePhoto());
    expect((await sharp((await media.getVariant(key, 320, "webp"))!.body).metadata()).width).toBe(320);
    await store.remove(key);
    expect(await originals.read(`originals/${key}`)).toBeUndefined();
    expect(await media.getVariant(key, 320, "webp")).toBeUndefined();
  });

  it("never deletes a key that is not an uploaded listing photo", async () => {
    await originals.write("originals/avatars/u1-abc", Buffer.from("x"));
    await store.remove("avatars/u1-abc");
    expect(await originals.read("originals/avatars/u1-abc")).toBeDefined();
  });
});
