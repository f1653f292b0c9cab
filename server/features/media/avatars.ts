// Profile photos: a JPEG, PNG or WebP up to 5 MB becomes a square 256 px WebP without metadata, kept in media storage
// and served by /media like any photo (the key changes with every upload, so the year-long cache is safe).
import { randomBytes } from "node:crypto";
import { loadSharp } from "./sharp";
import { InvalidError } from "../../errors";
import { AVATAR_MAX_BYTES } from "../../../core/avatar";
import { m } from "../../../core/paraglide/messages";
import { cachedVariantKeys } from "./media.service";
import { sniffImage } from "./sniff";
import { isSafeKey, type MediaStorage } from "./storage";

export const AVATAR_SIZE = 256;
/** Phone cameras give 12–50 MP; far more is a decompression bomb, not a portrait. */
const MAX_PIXELS = 64_000_000;

const refused = () => {
  const message = m.account_avatar_message();
  return new InvalidError(message, { avatar: message });
};

/**
 * Decodes by content, turns the photo upright (EXIF orientation), crops it square around what looks most important,
 * and re-encodes it: nothing of the original file survives, so neither do its metadata (GPS position, camera, ICC).
 */
export async function normaliseAvatar(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0 || bytes.byteLength > AVATAR_MAX_BYTES) throw refused();
  const format = sniffImage(bytes);
  if (format !== "jpeg" && format !== "png" && format !== "webp") throw refused();
  try {
    const image = (await loadSharp())(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    if ((await image.metadata()).format !== format) throw refused();
    return await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" }).webp({ quality: 80 }).toBuffer();
  } catch (e) {
    // A damaged or truncated file, or one too large in pixels: the person only needs to choose another photo.
    if (e instanceof InvalidError) throw e;
    throw refused();
  }
}

/** Avatar keys are ours alone: a user's image column holding anything else is never deleted from storage. */
const AVATAR_KEY = /^avatars\/[A-Za-z0-9_-]+$/;

export function createAvatarStore(originals: MediaStorage, cache: MediaStorage) {
  return {
    /** Stores the photo under a new key and returns it; throws InvalidError for anything but a usable photo. */
    async save(userId: string, bytes: Uint8Array): Promise<string> {
      const body = await normaliseAvatar(bytes);
      const key = `avatars/${userId}-${randomBytes(9).toString("base64url")}`;
      if (!AVATAR_KEY.test(key) || !isSafeKey(key)) throw new Error(`Unexpected user id for an avatar key: ${userId}`);
      await originals.write(`originals/${key}`, body);
      return key;
    },
    /** Deletes a photo and its resized copies; keys that are not avatars are left alone. */
    async remove(key: string | null | undefined) {
      if (!key || !AVATAR_KEY.test(key)) return;
      await Promise.all([originals.remove(`originals/${key}`), ...cachedVariantKeys(key).map((k) => cache.remove(k))]);
    },
  };
}
export type AvatarStore = ReturnType<typeof createAvatarStore>;
