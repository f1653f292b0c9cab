// Message photos: normalised and stored through the private photo pipeline when sent, removed again when their message
// is not written, and served resized to the conversation's two people alone.
import { randomBytes } from "node:crypto";
import { InvalidError } from "../../errors";
import { errorText } from "../../logger";
import { normaliseListingPhoto } from "../media/listing-photos";
import {
  cachedVariantKeys,
  createMediaService,
  type PhotoFormat,
  type Variant,
} from "../media/media.service";
import type { MessagesContext } from "./messages.context";
import * as conversations from "./messages.conversations.repo";
import * as repo from "./messages.repo";
import { sideOf } from "./messages.views";
import { m } from "../../../core/paraglide/messages";

const MESSAGE_KEY = /^messages\/[A-Za-z0-9_-]+$/;

/** A photo written to storage, waiting for its message's row. */
export interface StoredPhoto {
  storageKey: string;
  width: number;
  height: number;
}

export function createMessagePhotos({ db, deps, log }: MessagesContext) {
  const media = deps.media
    ? createMediaService(deps.media.originals, deps.media.cache, { private: true })
    : undefined;

  /** Normalises and writes the photos' originals; none is kept when one fails. InvalidError (field `photos`). */
  async function store(photos: Uint8Array[], signal?: AbortSignal) {
    if (photos.length === 0) return [];
    if (!deps.media)
      throw new InvalidError(m.err_photos_not_here(), {
        photos: m.err_photos_not_here(),
      });
    const stored: StoredPhoto[] = [];
    try {
      for (const bytes of photos) {
        let normalised: Awaited<ReturnType<typeof normaliseListingPhoto>>;
        try {
          normalised = await normaliseListingPhoto(bytes, signal);
        } catch (e) {
          if (e instanceof InvalidError) throw new InvalidError(e.message, { photos: e.message });
          throw e;
        }
        const storageKey = `messages/${randomBytes(12).toString("base64url")}`;
        await deps.media.originals.write(`originals/${storageKey}`, normalised.body);
        stored.push({ storageKey, width: normalised.width, height: normalised.height });
      }
    } catch (e) {
      await remove(stored.map((s) => s.storageKey));
      throw e;
    }
    return stored;
  }

  /** Removes stored photos (originals and resized copies) whose message was not written; a failure is only logged. */
  async function remove(keys: string[]) {
    const media = deps.media;
    if (!media) return;
    await Promise.all(
      keys
        .filter((k) => MESSAGE_KEY.test(k))
        .flatMap((k) => [
          media.originals.remove(`originals/${k}`),
          ...cachedVariantKeys(k).map((v) => media.cache.remove(v)),
        ]),
    ).catch((e: unknown) =>
      log("warn", "a message photo could not be removed", { error: errorText(e) }),
    );
  }

  return {
    store,
    remove,

    /** A resized copy of a message's photo, for the conversation's two people; undefined for anyone else or any other photo. */
    async photoVariant(
      userId: string,
      conversationId: number,
      photoId: number,
      width: number,
      format: PhotoFormat,
    ): Promise<Variant | undefined> {
      if (!media) return undefined;
      const c = await conversations.conversationById(db, conversationId);
      if (!c || !sideOf(c, userId)) return undefined;
      const key = await repo.photoKey(db, conversationId, photoId);
      return key ? media.getVariant(key, width, format) : undefined;
    },
  };
}
