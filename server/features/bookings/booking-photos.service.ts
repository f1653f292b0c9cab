// A booking's condition photos: at the pick-up and at the return both sides add photos (and a note) of the item, the
// evidence for a deposit claim, which brings its own (stage `claim`, and `claim_answer` for the renter's answer).
//
// Rules: only the booking's renter and owner add or see them (anyone else: NotFoundError, as for an id nobody has).
// `pickup` is open while the booking is confirmed, from its start day in Lagos, and while it is active; `return` while it
// is active and until DAMAGE_CLAIM_HOURS after it was completed. At most PHOTOS_PER_STAGE photos per person per stage.
// Files go through the listing photos' pipeline (checked by content, re-encoded upright without metadata) and are kept
// under `bookings/…` keys, which the public /media never serves: they are served through `variant`, to the two parties.
import { randomBytes } from "node:crypto";
import { PHOTOS_PER_STAGE, type HandoverStage } from "../../../core/condition-photos";
import { lagosMidnight } from "../../../core/dates";
import { DAMAGE_CLAIM_HOURS } from "../../../core/fees";
import type { Db, Tx } from "../../db/client";
import { ConflictError, InvalidError, NotFoundError, zodFields } from "../../errors";
import { normaliseListingPhoto } from "../media/listing-photos";
import { cachedVariantKeys, createMediaService, type PhotoFormat, type Variant } from "../media/media.service";
import type { MediaStorage } from "../media/storage";
import { handoverPhotoInputSchema, PHOTO_STAGES, type BookingPhoto, type BookingPhotos } from "./booking-photos.schema";
import * as repo from "./booking-photos.repo";
import { m } from "../../../core/paraglide/messages";

/** A photo checked and kept in storage, not yet recorded against the booking (insertPhoto does that). */
export interface StoredBookingPhoto {
  storageKey: string;
  width: number;
  height: number;
}

/** The address of a condition photo at `width` (a width of media.service's PHOTO_WIDTHS), for the booking's parties. */
export function conditionPhotoUrl(bookingId: number, photoId: number, width: number): string {
  return `/bookings/${bookingId}/photos/${photoId}@${width}.webp`;
}

const BOOKING_KEY = /^bookings\/\d+\/[A-Za-z0-9_-]+$/;

function roleOf(b: repo.PhotoBooking, userId: string): "renter" | "owner" | undefined {
  return b.renterId === userId ? "renter" : b.ownerId === userId ? "owner" : undefined;
}

/** Whether `stage` takes photos now; the message saying when it does, if not. */
export function stageClosed(b: Pick<repo.PhotoBooking, "status" | "startDate" | "completedAt">, stage: HandoverStage, at: Date): string | undefined {
  if (stage === "pickup") {
    const open = b.status === "active" || (b.status === "confirmed" && at.getTime() >= lagosMidnight(b.startDate));
    return open ? undefined : m.err_pickup_photos_closed();
  }
  const returnedLately = b.status === "completed" && b.completedAt !== null && at.getTime() - b.completedAt.getTime() < DAMAGE_CLAIM_HOURS * 3_600_000;
  return b.status === "active" || returnedLately ? undefined : m.err_return_photos_closed({ hours: DAMAGE_CLAIM_HOURS });
}

function toPhoto(bookingId: number, r: repo.PhotoRow): BookingPhoto {
  return {
    id: r.id,
    stage: r.stage,
    by: { role: r.role, name: r.name },
    note: r.note,
    createdAt: new Date(r.createdAt).toISOString(),
    width: r.width,
    height: r.height,
    url: conditionPhotoUrl(bookingId, r.id, 1280),
    thumbnailUrl: conditionPhotoUrl(bookingId, r.id, 320),
  };
}

export function createBookingPhotosService(db: Db, deps: { originals: MediaStorage; cache: MediaStorage; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const media = createMediaService(deps.originals, deps.cache, { private: true });

  /** The booking when `userId` is one of its parties; NotFoundError otherwise. */
  async function partyBooking(bookingId: number, userId: string) {
    const b = await repo.photoBooking(db, bookingId);
    if (!b || !roleOf(b, userId)) throw new NotFoundError(m.err_booking_not_found());
    return b;
  }

  /** Refuses a stage that is closed (ConflictError) or a person who has added all their photos at it (InvalidError). */
  async function checkRoom(tx: Tx, b: repo.PhotoBooking, userId: string, stage: HandoverStage) {
    const closed = stageClosed(b, stage, now());
    if (closed) throw new ConflictError(closed);
    if ((await repo.countPhotos(tx, b.id, userId, stage)) >= PHOTOS_PER_STAGE) throw new InvalidError(m.err_stage_photos_full({ max: PHOTOS_PER_STAGE }), { photo: m.err_stage_photos_full({ max: PHOTOS_PER_STAGE }) });
  }

  async function storePhoto(bookingId: number, bytes: Uint8Array, signal?: AbortSignal): Promise<StoredBookingPhoto> {
    let normalised: Awaited<ReturnType<typeof normaliseListingPhoto>>;
    try {
      normalised = await normaliseListingPhoto(bytes, signal);
    } catch (e) {
      // The listing pipeline names its field `photos`; here the file is `photo`.
      if (e instanceof InvalidError) throw new InvalidError(e.message, { photo: e.message });
      throw e;
    }
    const storageKey = `bookings/${bookingId}/${randomBytes(12).toString("base64url")}`;
    await deps.originals.write(`originals/${storageKey}`, normalised.body);
    return { storageKey, width: normalised.width, height: normalised.height };
  }

  /** Deletes a stored photo and its resized copies (a photo whose row was never written); other keys are left alone. */
  async function removeStored(storageKey: string) {
    if (!BOOKING_KEY.test(storageKey)) return;
    await Promise.all([deps.originals.remove(`originals/${storageKey}`), ...cachedVariantKeys(storageKey).map((k) => deps.cache.remove(k))]);
  }

  async function allPhotos(bookingId: number): Promise<BookingPhotos> {
    const grouped: BookingPhotos = { pickup: [], return: [], claim: [], claim_answer: [] };
    for (const r of await repo.photosOf(db, bookingId)) if ((PHOTO_STAGES as readonly string[]).includes(r.stage)) grouped[r.stage].push(toPhoto(bookingId, r));
    return grouped;
  }

  const openStagesOf = (b: repo.PhotoBooking): HandoverStage[] => {
    const at = now();
    return (["pickup", "return"] as const).filter((s) => !stageClosed(b, s, at));
  };

  async function list(bookingId: number, viewerId: string): Promise<BookingPhotos> {
    await partyBooking(bookingId, viewerId);
    return allPhotos(bookingId);
  }

  return {
    /**
     * Checks a file (InvalidError, field `photo`: not a usable photo, over 15 MB) and keeps it under a new key of the
     * booking, without recording it: a claim stores its photos first, then records them with `insertPhoto` in its own
     * transaction (and calls `removeStored` for each when that transaction fails).
     */
    storePhoto,
    /** Records a stored photo against the booking, inside the caller's transaction. Checks nothing: the caller has. */
    insertPhoto: (tx: Tx, row: repo.NewPhotoRow) => repo.insertPhoto(tx, row),
    removeStored,

    /** The booking's photos by stage, oldest first, with who added them; NotFoundError unless `viewerId` is a party. */
    list,

    /** The stages at which `userId` may add photos now (the booking page's form); NotFoundError unless they are a party. */
    async openStages(bookingId: number, userId: string): Promise<HandoverStage[]> {
      return openStagesOf(await partyBooking(bookingId, userId));
    },

    /**
     * The booking page's section: list and openStages from one look at the booking, not one each. The photos are read
     * beside it and dropped unless `userId` is a party.
     */
    async section(bookingId: number, userId: string): Promise<{ photos: BookingPhotos; openStages: HandoverStage[] }> {
      const [b, photos] = await Promise.all([partyBooking(bookingId, userId), allPhotos(bookingId)]);
      return { photos, openStages: openStagesOf(b) };
    },

    /**
     * Adds a pick-up or return photo by `userId` with its note; answers the booking's photos. Refused, with nothing kept:
     * NotFoundError (not a party), InvalidError (fields `stage`, `note`, `photo`: bad input, not a photo, the limit
     * reached), ConflictError (the stage is not open now).
     */
    async add(bookingId: number, userId: string, input: { stage?: unknown; note?: unknown }, bytes: Uint8Array, signal?: AbortSignal): Promise<BookingPhotos> {
      const b = await partyBooking(bookingId, userId);
      const parsed = handoverPhotoInputSchema.safeParse(input);
      if (!parsed.success) throw new InvalidError(m.err_check_photo_details(), zodFields(parsed.error, "photo"));
      const { stage, note } = parsed.data;
      // Checked before the photo is decoded (the costly part), and again once the booking is locked.
      await checkRoom(db, b, userId, stage);
      const stored = await storePhoto(bookingId, bytes, signal);
      try {
        await db.transaction(async (tx) => {
          const locked = await repo.lockPhotoBooking(tx, bookingId);
          if (!locked) throw new NotFoundError(m.err_booking_not_found());
          await checkRoom(tx, locked, userId, stage);
          await repo.insertPhoto(tx, { bookingId, userId, stage, note, ...stored, createdAt: now() });
        });
      } catch (e) {
        await removeStored(stored.storageKey);
        throw e;
      }
      return list(bookingId, userId);
    },

    /** Every photo of the booking by stage, for an operator (the admin side's claim page; the caller audits the look). */
    listForOperator: allPhotos,

    /** A resized copy of one of the booking's photos for an operator (the admin side's route checks the operator and audits). */
    async variantForOperator(bookingId: number, photoId: number, width: number, format: PhotoFormat): Promise<Variant | undefined> {
      const key = await repo.photoKey(db, bookingId, photoId);
      return key ? media.getVariant(key, width, format) : undefined;
    },

    /** A resized copy of one of the booking's photos, for its renter or owner; undefined for anyone else or any other photo. */
    async variant(bookingId: number, photoId: number, viewerId: string, width: number, format: PhotoFormat): Promise<Variant | undefined> {
      const b = await repo.photoBooking(db, bookingId);
      if (!b || !roleOf(b, viewerId)) return undefined;
      const key = await repo.photoKey(db, bookingId, photoId);
      return key ? media.getVariant(key, width, format) : undefined;
    },
  };
}
export type BookingPhotosService = ReturnType<typeof createBookingPhotosService>;
