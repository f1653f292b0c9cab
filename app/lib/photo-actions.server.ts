// The photo forms' action, shared by the wizard's photos step and the manage page: photos sent with the page (without
// JavaScript, several at once), and the buttons beside each photo (cover, earlier, later, delete).
import { filesIn } from "@core/uploads";
import { InvalidError, RateLimitedError } from "../../server/errors";
import { isPhotosFull, LISTING_LIMITS } from "@core/listing-limits";
import type { OwnListing } from "../../server/features/listings/listings.schema";
import type { Services } from "../../server/services";
import { fromError, invalid, type Values } from "~/lib/forms.server";
import type { FormResult } from "~/components/intent-form";
import { m } from "@core/paraglide/messages";
import { PHOTOS_UPLOAD, type PhotoIntent } from "~/components/listing-form/photo-intents";

/** Every `photos` file of the form, added one after another; the answer says which were added and why any were not. */
async function upload(services: Services, ownerId: string, id: number, form: FormData, values: Values) {
  const files = filesIn(form, "photos");
  if (!files.length) return invalid(values, { photos: m.listing_choose_photos() });
  let added = 0;
  const problems: string[] = [];
  for (const [i, file] of files.entries()) {
    const name = file.name || m.listing_photo_n({ n: i + 1 });
    if (file.size > LISTING_LIMITS.photoMaxBytes) {
      problems.push(`${name}: ${m.err_photo_type()}`);
      continue;
    }
    try {
      await services.listings.addPhoto(ownerId, id, new Uint8Array(await file.arrayBuffer()));
      added++;
    } catch (e) {
      if (!(e instanceof InvalidError || e instanceof RateLimitedError)) return fromError(values, e);
      const message = e instanceof InvalidError ? (e.fields.photos ?? e.message) : e.message;
      // A full listing or a rate limit refuses the rest too: say so once for all of them.
      const stop = e instanceof RateLimitedError || isPhotosFull(message);
      const rest = stop ? files.slice(i).map((f, j) => f.name || m.listing_photo_n({ n: i + j + 1 })) : [name];
      problems.push(`${rest.join(", ")}: ${message}`);
      if (stop) break;
    }
  }
  if (!added) return invalid(values, { photos: problems.join(". ") });
  const result: FormResult = { ok: true, intent: PHOTOS_UPLOAD, message: m.listing_photos_added({ count: added }), problems };
  return result;
}

/**
 * The answer to a photo form on `listing` (as the route has just loaded it for its owner): the outcome to show above the
 * photos, or the 404 page for a listing not the owner's (the service refuses it).
 */
export async function photoAction(services: Services, ownerId: string, listing: Pick<OwnListing, "id" | "photos">, intent: PhotoIntent, form: FormData, values: Values) {
  const { id, photos } = listing;
  if (intent === PHOTOS_UPLOAD) return upload(services, ownerId, id, form, values);
  const index = photos.findIndex((p) => String(p.id) === values.photoId);
  // A second tap on a photo the first tap deleted (or a stale page) finds nothing to act on.
  if (index < 0) return invalid(values, { form: m.listing_photo_gone() }, 409);
  const n = index + 1;
  const ids = photos.map((p) => p.id);
  const photoId = ids[index]!;
  const { listings } = services;
  try {
    let message: string;
    switch (intent) {
      case "photo-cover":
        await listings.makeCover(ownerId, id, photoId);
        message = m.listing_photo_now_cover({ n });
        break;
      case "photo-earlier":
      case "photo-later": {
        const to = intent === "photo-earlier" ? index - 1 : index + 1;
        if (to < 0 || to >= ids.length) return invalid(values, { form: intent === "photo-earlier" ? m.listing_photo_cannot_earlier({ n }) : m.listing_photo_cannot_later({ n }) });
        [ids[index], ids[to]] = [ids[to]!, photoId];
        await listings.orderPhotos(ownerId, id, ids);
        message = m.listing_photo_moved({ n, to: to + 1 });
        break;
      }
      case "photo-delete":
        await listings.deletePhoto(ownerId, id, photoId);
        message = m.listing_photo_deleted({ n });
        break;
    }
    const result: FormResult = { ok: true, intent, message };
    return result;
  } catch (e) {
    return fromError(values, e);
  }
}
