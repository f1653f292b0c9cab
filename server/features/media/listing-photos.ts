// Listing photos: a JPEG, PNG, WebP or AVIF up to 15 MB is re-encoded as an upright WebP (at most 2560 px) with nothing of
// the original file kept (EXIF GPS position, camera, ICC), stored under a new key; /media serves its resized copies.
import { randomBytes } from "node:crypto";
import { loadSharp } from "./sharp";
import { InvalidError } from "../../errors";
import { LISTING_LIMITS } from "../../../core/listing-limits";
import { m } from "../../../core/paraglide/messages";
import { cachedVariantKeys } from "./media.service";
import { concurrencyLimit, WorkAbortedError } from "./limit";
import { sniffImage } from "./sniff";
import type { MediaStorage } from "./storage";

/** Longest side kept: the gallery's largest variant is 1280 px, twice that covers a future zoom. */
const MAX_EDGE = 2560;
/** Phone cameras give 12–50 MP (some 200 MP); far more is a decompression bomb, not a photo. */
const MAX_PIXELS = 220_000_000;

export interface StoredPhoto {
  key: string;
  width: number;
  height: number;
}

/** A 12 MP photo takes ~0.3 s of CPU: two at a time per process, whatever number of owners are uploading. */
const limited = concurrencyLimit(2);

const refused = (message = m.err_photo_type()) => new InvalidError(message, { photos: message });

/**
 * Decodes by content, turns upright and re-encodes: throws InvalidError (field `photos`) for anything but a usable photo,
 * and WorkAbortedError when `signal` (the upload's request) aborts before its turn comes.
 */
export async function normaliseListingPhoto(bytes: Uint8Array, signal?: AbortSignal): Promise<{ body: Buffer; width: number; height: number }> {
  if (bytes.byteLength === 0 || bytes.byteLength > LISTING_LIMITS.photoMaxBytes) throw refused();
  const format = sniffImage(bytes);
  if (format === "heic") throw refused(m.err_photo_heic());
  if (!format) throw refused();
  try {
    const image = (await loadSharp())(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    // sharp names AVIF's container "heif"; anything else must be what the first bytes said.
    if (meta.format !== format && !(format === "avif" && meta.format === "heif")) throw refused();
    // Effort 2 halves the encoding time of effort 4 for the same size here: this copy is only the source of the
    // variants pages load, which are encoded with more care.
    const { data, info } = await limited(() =>
      image
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82, effort: 2 })
        .toBuffer({ resolveWithObject: true }),
      signal,
    );
    return { body: data, width: info.width, height: info.height };
  } catch (e) {
    if (e instanceof InvalidError || e instanceof WorkAbortedError) throw e;
    // Damaged, truncated or too many pixels: the owner only needs to choose another photo.
    throw refused();
  }
}

const LISTING_KEY = /^listings\/\d+\/[A-Za-z0-9_-]+$/;

export function createListingPhotoStore(originals: MediaStorage, cache: MediaStorage) {
  return {
    async save(listingId: number, bytes: Uint8Array, signal?: AbortSignal): Promise<StoredPhoto> {
      const { body, width, height } = await normaliseListingPhoto(bytes, signal);
      const key = `listings/${listingId}/${randomBytes(12).toString("base64url")}`;
      await originals.write(`originals/${key}`, body);
      return { key, width, height };
    },
    /** Deletes a photo and its resized copies; keys that are not uploaded listing photos (demo art) are left alone. */
    async remove(key: string) {
      if (!LISTING_KEY.test(key)) return;
      await Promise.all([originals.remove(`originals/${key}`), ...cachedVariantKeys(key).map((k) => cache.remove(k))]);
    },
  };
}
export type ListingPhotoStore = ReturnType<typeof createListingPhotoStore>;
