// Serves photos at the sizes pages ask for: resized once with sharp, then kept in a variant cache.
import { createHash } from "node:crypto";
import { loadSharp } from "./sharp";
import { renderDemoArt } from "./demo-art";
import { concurrencyLimit } from "./limit";
import { isSafeKey, type MediaStorage } from "./storage";
import { renderShareCard, shareCardKey, type ShareCardText } from "./share-card";

/** The only widths we produce, so that a URL cannot make the server resize to arbitrary sizes. */
export const PHOTO_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type PhotoFormat = "webp" | "avif";

export interface Variant {
  body: Buffer;
  contentType: string;
}

export interface MediaService {
  getVariant(key: string, width: number, format: PhotoFormat): Promise<Variant | undefined>;
  /** A listing's 1200 × 630 share card (share-card.ts) of its cover photo (`photoKey`, or none) and text, cached. */
  shareCard?(photoKey: string | undefined, text: ShareCardText): Promise<Variant>;
}

const FORMATS: readonly PhotoFormat[] = ["webp", "avif"];

/** Where the variant of `key` at one width and format is cached (by hash: keys can be long and nested). */
function variantCacheKey(key: string, width: number, format: PhotoFormat) {
  const hash = createHash("sha1").update(key).digest("hex");
  return `${hash.slice(0, 2)}/${hash}-${width}.${format}`;
}

/** Every cached variant a photo can have, for deleting them with the photo. */
export function cachedVariantKeys(key: string): string[] {
  return PHOTO_WIDTHS.flatMap((w) => FORMATS.map((f) => variantCacheKey(key, w, f)));
}

/**
 * Keys of photos that are not for everyone (a booking's condition photos, features/bookings/booking-photos.service.ts, and
 * messages' photos, features/messages): the public /media never serves them, whoever asks; only a private media service,
 * behind its own access check, does.
 */
export const isPrivatePhotoKey = (key: string) => key.startsWith("bookings/") || key.startsWith("messages/");

/** At most this many resizes at once: the rest wait, so a burst of new photos cannot starve page requests. */
const MAX_RENDERS = 2;

/** `private`: serves private photo keys only (its caller checks who asks); otherwise every key but those. */
export function createMediaService(originals: MediaStorage, cache: MediaStorage, opts: { private?: boolean } = {}): MediaService {
  const inFlight = new Map<string, Promise<Variant | undefined>>();
  const limited = concurrencyLimit(MAX_RENDERS);

  async function produce(key: string, width: number, format: PhotoFormat, cacheKey: string) {
    const cached = await cache.read(cacheKey);
    if (cached) return { body: cached, contentType: `image/${format}` };
    const svg = renderDemoArt(key);
    const source = svg !== undefined ? Buffer.from(svg) : await originals.read(`originals/${key}`);
    if (!source) return undefined;
    // Only the resize waits its turn: a variant already in the cache is never queued behind renders.
    const sharp = await loadSharp();
    const body = await limited(() => {
      const pipeline = sharp(source, { density: svg ? 96 : undefined })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      return format === "avif" ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer() : pipeline.webp({ quality: 72, effort: 4 }).toBuffer();
    });
    await cache.write(cacheKey, body);
    return { body, contentType: `image/${format}` };
  }

  return {
    async shareCard(photoKey, text) {
      const cacheKey = shareCardKey(photoKey, text);
      const cached = await cache.read(cacheKey);
      if (cached) return { body: cached, contentType: "image/jpeg" };
      let job = inFlight.get(cacheKey);
      if (!job) {
        job = (async () => {
          const svg = photoKey ? renderDemoArt(photoKey) : undefined;
          const safe = photoKey && photoKey.length <= 200 && isSafeKey(photoKey) && !isPrivatePhotoKey(photoKey);
          // The original is read in its turn: cards waiting to be made hold no photo in memory meanwhile.
          const body = await limited(async () => {
            const photo = svg !== undefined ? Buffer.from(svg) : safe ? await originals.read(`originals/${photoKey}`) : undefined;
            return renderShareCard(photo, text, { density: svg ? 96 : undefined });
          });
          await cache.write(cacheKey, body);
          return { body, contentType: "image/jpeg" };
        })().finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, job);
      }
      return (await job)!;
    },
    async getVariant(key, width, format) {
      if (!(PHOTO_WIDTHS as readonly number[]).includes(width)) return undefined;
      if (key.length > 200 || !isSafeKey(key)) return undefined;
      if (isPrivatePhotoKey(key) !== (opts.private ?? false)) return undefined;
      const cacheKey = variantCacheKey(key, width, format);
      let job = inFlight.get(cacheKey);
      if (!job) {
        job = produce(key, width, format, cacheKey).finally(() => inFlight.delete(cacheKey));
        inFlight.set(cacheKey, job);
      }
      return job;
    },
  };
}
