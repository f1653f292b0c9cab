// The rules of owning listings: drafts saved step by step, edits, publishing and pausing, deletion, photos and blocked
// dates. Every method acts for one owner: someone else's listing (or a deleted one) is "not found", never shown or changed.
import { addDaysIso, todayInLagos } from "../../../core/dates";
import { listingCoordinates } from "../../../core/places";
import type { Db } from "../../db/client";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import { formatNaira } from "../../../core/money";
import { LATE_FEE_MAX_TIMES } from "../../../core/late-returns";
import type { SessionUser } from "../accounts/accounts.service";
import type { RateLimiter } from "../accounts/rate-limit";
import type { Log } from "../../logger";
import type { ListingPhotoStore } from "../media/listing-photos";
import * as repo from "./listings.repo";
import { BLOCKABLE_DAYS, LISTING_LIMITS, type ListingStep } from "../../../core/listing-limits";
import { m } from "../../../core/paraglide/messages";
import { requiresIdByDefault } from "../../../core/verified-id";
import type { ListingPatch, MyListing, OwnListing, OwnPhoto } from "./listings.schema";

/** What the bookings feature answers (features/bookings: bookingFigures); without it, nobody has bookings. */
export interface BookingFigures {
  /** Bookings still to happen or under way (requested … active): deleting is refused while there are any. */
  upcoming(listingId: number, tx?: Db): Promise<number>;
  /** Per listing of the owner: bookings made, the owner's earnings, and whether one is picked up and not yet returned today. */
  totals(ownerId: string): Promise<Map<number, { bookings: number; earningsKobo: number; rentedToday: boolean }>>;
}
const noBookings: BookingFigures = { upcoming: async () => 0, totals: async () => new Map() };

export interface ListingsDeps {
  photos: ListingPhotoStore;
  limiter: RateLimiter;
  bookings?: BookingFigures;
  today?: () => string;
  /** Called after a listing enters or leaves search (published, paused, deleted). */
  onSearchChange?: () => void;
  log?: Log;
}

/** Steps that still stop a listing from being published. */
export function missingSteps(l: repo.OwnRow): ListingStep[] {
  const missing: ListingStep[] = [];
  if (!l.subcategory) missing.push("category");
  if (!l.title || !l.description) missing.push("details");
  if (l.photos.length === 0) missing.push("photos");
  if (l.pricePerDayKobo <= 0) missing.push("pricing");
  if (!l.state || !l.city) missing.push("location");
  return missing;
}

const withMissing = (row: repo.OwnRow): OwnListing => ({ ...row, missing: missingSteps(row) });

/** A patch that names the state or the city moves the listing to that city's centre (or the state capital's): 'Near me'. */
function withCoordinates(values: repo.ListingValues, current?: { state: string; city: string }): repo.ListingValues {
  if (values.state === undefined && values.city === undefined) return values;
  const at = listingCoordinates(values.state ?? current?.state ?? "", values.city ?? current?.city ?? "");
  return { ...values, latitude: at?.lat ?? null, longitude: at?.lng ?? null };
}

const full = () => new InvalidError(m.err_listing_photos_full({ max: LISTING_LIMITS.photosMax }), { photos: m.err_listing_photos_full({ max: LISTING_LIMITS.photosMax }) });

/** Minimum ≤ maximum days, with the listing's other value when a patch sets one; the message names the field sent. */
function checkDays(minDays: number, maxDays: number, patch: { maxDays?: number | undefined }) {
  if (minDays <= maxDays) return;
  const field = patch.maxDays === undefined ? "minDays" : "maxDays";
  const message = field === "minDays" ? m.err_listing_min_above_max({ max: maxDays }) : m.err_listing_max_below_min();
  throw new InvalidError(message, { [field]: message });
}

/**
 * A late fee of at most twice the daily price (core/late-returns.ts), with the listing's other value when a patch sets
 * one; the message names the field sent (the fee, else the price that would make it too high).
 */
function checkLateFee(pricePerDayKobo: number, lateFeePerDayKobo: number | null, patch: { lateFeePerDayKobo?: number | null | undefined }) {
  if (lateFeePerDayKobo === null || pricePerDayKobo === 0 || lateFeePerDayKobo <= pricePerDayKobo * LATE_FEE_MAX_TIMES) return;
  const field = patch.lateFeePerDayKobo === undefined ? "pricePerDayKobo" : "lateFeePerDayKobo";
  const message =
    field === "lateFeePerDayKobo"
      ? m.err_listing_late_fee_max({ max: formatNaira(pricePerDayKobo * LATE_FEE_MAX_TIMES) })
      : m.err_listing_price_under_late_fee({ fee: formatNaira(lateFeePerDayKobo) });
  throw new InvalidError(message, { [field]: message });
}

export function createListingsService(db: Db, deps: ListingsDeps) {
  const today = deps.today ?? (() => todayInLagos());
  const bookings = deps.bookings ?? noBookings;

  async function getOwn(ownerId: string, id: number): Promise<OwnListing> {
    const row = Number.isSafeInteger(id) && id > 0 ? await repo.findOwn(db, ownerId, id) : undefined;
    if (!row) throw new NotFoundError(m.err_listing_not_found());
    return withMissing(row);
  }

  /** Resolves category and subcategory slugs to ids; the subcategory must belong to the category. */
  async function resolveCategory(categorySlug: string, subcategorySlug: string | undefined) {
    const found = await repo.findCategory(db, categorySlug, subcategorySlug ?? "");
    if (!found) throw new InvalidError(m.err_listing_category_valid(), { categorySlug: m.err_listing_category_valid() });
    if (!subcategorySlug) throw new InvalidError(m.err_listing_choose_type(), { subcategorySlug: m.err_listing_choose_type() });
    if (found.subcategoryId === null) throw new InvalidError(m.err_listing_type_in_category(), { subcategorySlug: m.err_listing_type_in_category() });
    return { categoryId: found.categoryId, subcategoryId: found.subcategoryId };
  }

  /** The columns a patch writes, with the category resolved against what the listing has now. */
  async function valuesOf(patch: ListingPatch, current?: { categorySlug: string; subcategorySlug: string | undefined }): Promise<repo.ListingValues> {
    const { categorySlug, subcategorySlug, ...rest } = patch;
    const values: repo.ListingValues = { ...rest };
    if (categorySlug !== undefined || subcategorySlug !== undefined) {
      const category = categorySlug ?? current?.categorySlug ?? "";
      const sameCategory = category === current?.categorySlug;
      Object.assign(values, await resolveCategory(category, subcategorySlug ?? (sameCategory ? current?.subcategorySlug : undefined)));
    }
    return values;
  }

  /** Deletes a photo's files once the database no longer names them; a storage failure is logged, never the owner's error. */
  async function removeFile(key: string) {
    try {
      await deps.photos.remove(key);
    } catch (e) {
      deps.log?.("error", "photo file not removed", { key, error: String(e) });
    }
  }

  /**
   * Runs `act` on the owner's listing, its row locked, in one transaction (anyone else's, or a deleted one, is "not
   * found"). `act` answers whether the listing entered or left search; once committed, the caches that count it hear so.
   */
  async function change(ownerId: string, id: number, act: (tx: Db, row: repo.LockedOwn) => Promise<boolean>): Promise<void> {
    if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError(m.err_listing_not_found());
    const moved = await db.transaction(async (tx) => {
      const row = await repo.lockOwn(tx, ownerId, id);
      if (!row) throw new NotFoundError(m.err_listing_not_found());
      return act(tx as unknown as Db, row);
    });
    if (moved) deps.onSearchChange?.();
  }

  /** A change of the listing's fields or photos only: it stays in search or out of it as it was. */
  const edit = (ownerId: string, id: number, act: (tx: Db, row: repo.LockedOwn) => Promise<unknown>) =>
    change(ownerId, id, async (tx, row) => {
      await act(tx, row);
      return false;
    });

  /** The status move on a locked row, inside the caller's transaction (after any field changes it makes); whether the listing entered or left search. */
  async function moveStatus(tx: Db, ownerId: string, row: { id: number; status: string }, to: "published" | "paused"): Promise<boolean> {
    if (row.status === to) return false;
    if (row.status === "suspended") throw new ConflictError(m.err_listing_suspended());
    if (to === "paused") {
      if (row.status === "draft") throw new ConflictError(m.err_listing_not_published_pause());
      await repo.updateListing(tx, row.id, { status: "paused" });
    } else {
      const current = await repo.findOwn(tx, ownerId, row.id);
      const missing = current ? missingSteps(current) : [];
      if (missing.length) {
        const message = m.err_listing_steps_missing({ steps: missing.join(", ") });
        throw new InvalidError(message, { status: message });
      }
      // "Newest" means first published: unpausing does not bring a listing back to the top.
      await repo.updateListing(tx, row.id, row.status === "draft" ? { status: "published", publishedAt: new Date() } : { status: "published" });
      await repo.addSearchWords(tx, row.id);
    }
    await repo.refreshOwnerRating(tx, ownerId);
    return true;
  }

  return {
    getOwn,

    async listMine(ownerId: string): Promise<MyListing[]> {
      const [rows, totals] = await Promise.all([repo.listOwn(db, ownerId), bookings.totals(ownerId)]);
      return rows.map((l) => {
        const t = totals.get(l.id);
        const cover = l.photos[0];
        return {
          id: l.id,
          title: l.title,
          status: l.status,
          pricePerDayKobo: l.pricePerDayKobo,
          photo: cover ? { key: cover.key, width: cover.width, height: cover.height, alt: cover.alt } : null,
          rentedToday: t?.rentedToday ?? false,
          totalBookings: t?.bookings ?? 0,
          totalEarningsKobo: t?.earningsKobo ?? 0,
          missing: missingSteps(l),
        };
      });
    },

    /** The owner's drafts, to continue on /list-item: each with the steps it still needs. */
    async drafts(ownerId: string): Promise<Pick<OwnListing, "id" | "title" | "missing">[]> {
      return (await repo.listOwn(db, ownerId, "draft")).map((l) => ({ id: l.id, title: l.title, missing: missingSteps(l) }));
    },

    /** A new draft from its first step (the category); the owner needs a verified e-mail address. */
    async createDraft(user: SessionUser, patch: ListingPatch & { categorySlug: string; subcategorySlug: string }): Promise<OwnListing> {
      if (!user.emailVerified) throw new ForbiddenError(m.err_listing_verify_first());
      await deps.limiter.attempt([["listingDraftAccount", user.id]]);
      const values = await valuesOf(patch);
      // Vehicles and heavy equipment ask for an ID-verified renter unless the owner says otherwise (issue 37).
      values.requiresVerifiedId ??= requiresIdByDefault(patch.categorySlug);
      // A longer minimum than the default maximum (30 days) lifts the maximum with it.
      if (values.minDays !== undefined && values.maxDays === undefined && values.minDays > 30) values.maxDays = values.minDays;
      checkDays(values.minDays ?? 1, values.maxDays ?? 30, values);
      checkLateFee(values.pricePerDayKobo ?? 0, values.lateFeePerDayKobo ?? null, values);
      const id = await repo.insertDraft(db, user.id, withCoordinates(values) as repo.ListingValues & { categoryId: number });
      return getOwn(user.id, id);
    },

    /**
     * Saves any subset of fields, then moves the status when `to` is given, in one transaction: a refused move saves
     * nothing. A published listing stays published (every rule still holds for what it now says).
     */
    async update(ownerId: string, id: number, patch: ListingPatch, to?: "published" | "paused"): Promise<OwnListing> {
      // Only a change of category needs the one the listing has now (a new subcategory alone keeps it).
      const touchesCategory = patch.categorySlug !== undefined || patch.subcategorySlug !== undefined;
      const current = touchesCategory ? await getOwn(ownerId, id) : undefined;
      const values = await valuesOf(patch, current && { categorySlug: current.category.slug, subcategorySlug: current.subcategory?.slug });
      // A draft moved to another category takes that category's default, unless the owner says otherwise (issue 37).
      if (current?.status === "draft" && patch.categorySlug !== undefined && patch.categorySlug !== current.category.slug) values.requiresVerifiedId ??= requiresIdByDefault(patch.categorySlug);
      await change(ownerId, id, async (tx, row) => {
        checkDays(values.minDays ?? row.minDays, values.maxDays ?? row.maxDays, values);
        checkLateFee(values.pricePerDayKobo ?? row.pricePerDayKobo, values.lateFeePerDayKobo === undefined ? row.lateFeePerDayKobo : values.lateFeePerDayKobo, values);
        if (Object.keys(values).length) await repo.updateListing(tx, id, withCoordinates(values, row));
        if (row.status === "published" && (values.title !== undefined || values.description !== undefined)) await repo.addSearchWords(tx, id);
        return to ? moveStatus(tx, ownerId, row, to) : false;
      });
      return getOwn(ownerId, id);
    },

    /** Publishes a complete draft or a paused listing, or pauses a published one. Repeating a move changes nothing. */
    async setStatus(ownerId: string, id: number, to: "published" | "paused"): Promise<OwnListing> {
      await change(ownerId, id, (tx, row) => moveStatus(tx, ownerId, row, to));
      return getOwn(ownerId, id);
    },

    /** Takes the listing off Haya for good; refused while it has bookings to honour. */
    async remove(ownerId: string, id: number): Promise<void> {
      let keys: string[] = [];
      await change(ownerId, id, async (tx) => {
        // Checked with the listing locked: a booking needs the same lock, so none can slip in before the deletion.
        const upcoming = await bookings.upcoming(id, tx);
        if (upcoming > 0)
          throw new ConflictError(m.err_listing_upcoming_bookings({ count: upcoming }));
        await repo.updateListing(tx, id, { status: "deleted" });
        await repo.refreshOwnerRating(tx, ownerId);
        // Its photos leave with it: an owner who deletes a listing because of what a photo showed gets it off Haya.
        keys = await repo.deletePhotos(tx, id);
        return true;
      });
      await Promise.all(keys.map((key) => removeFile(key)));
    },

    /**
     * Adds one photo at the end; the 13th is refused and nothing of it is kept. `signal`: the upload's request, whose
     * abort (the owner went away) drops the photo before it is decoded.
     */
    async addPhoto(ownerId: string, id: number, bytes: Uint8Array, signal?: AbortSignal): Promise<OwnPhoto[]> {
      // A full listing is refused before the photo costs any decoding (and again, locked, before it is added).
      if (!(Number.isSafeInteger(id) && id > 0 && (await repo.isOwner(db, ownerId, id)))) throw new NotFoundError(m.err_listing_not_found());
      if ((await repo.photosOf(db, id)).length >= LISTING_LIMITS.photosMax) throw full();
      await deps.limiter.attempt([["listingPhotoAccount", ownerId]]);
      const stored = await deps.photos.save(id, bytes, signal);
      try {
        await edit(ownerId, id, async (tx) => {
          if ((await repo.photosOf(tx, id)).length >= LISTING_LIMITS.photosMax) throw full();
          await repo.insertPhoto(tx, id, { ...stored, alt: "" });
        });
      } catch (e) {
        await removeFile(stored.key);
        throw e;
      }
      return repo.photosOf(db, id);
    },

    /** New order of the listing's photos, cover first; the ids must be exactly its photos. */
    async orderPhotos(ownerId: string, id: number, order: number[]): Promise<OwnPhoto[]> {
      await edit(ownerId, id, async (tx) => {
        const ids = (await repo.photosOf(tx, id)).map((p) => p.id);
        const same = order.length === ids.length && new Set(order).size === order.length && order.every((p) => ids.includes(p));
        if (!same) throw new InvalidError(m.err_listing_photo_order_all(), { order: m.err_listing_photo_order_all() });
        await repo.setPhotoOrder(tx, id, order);
      });
      return repo.photosOf(db, id);
    },

    /** Moves one photo to the front: it becomes the cover. */
    async makeCover(ownerId: string, id: number, photoId: number): Promise<OwnPhoto[]> {
      await edit(ownerId, id, async (tx) => {
        const ids = (await repo.photosOf(tx, id)).map((p) => p.id);
        if (!ids.includes(photoId)) throw new NotFoundError(m.err_photo_not_found());
        await repo.setPhotoOrder(tx, id, [photoId, ...ids.filter((p) => p !== photoId)]);
      });
      return repo.photosOf(db, id);
    },

    /** Deletes a photo; a published listing keeps at least one. */
    async deletePhoto(ownerId: string, id: number, photoId: number): Promise<OwnPhoto[]> {
      let key: string | undefined;
      await edit(ownerId, id, async (tx, row) => {
        const photos = await repo.photosOf(tx, id);
        if (!photos.some((p) => p.id === photoId)) throw new NotFoundError(m.err_photo_not_found());
        if (photos.length === 1 && row.status === "published") throw new ConflictError(m.err_listing_last_photo());
        key = await repo.deletePhoto(tx, id, photoId);
        await repo.setPhotoOrder(tx, id, photos.filter((p) => p.id !== photoId).map((p) => p.id));
      });
      if (key) await removeFile(key);
      return repo.photosOf(db, id);
    },

    /**
     * Days the listing is closed, by its owner or by one of their imported calendars (public: the item page's calendar
     * shows them as unavailable).
     */
    blockedDates(id: number, from = today(), to = addDaysIso(today(), BLOCKABLE_DAYS)): Promise<string[]> {
      return repo.closedDays(db, id, from, to);
    },

    /** The days the owner blocked themselves (the manage page's Availability), not those their imported calendars close. */
    ownBlockedDates(id: number, from: string, to: string): Promise<string[]> {
      return repo.blockedDays(db, id, from, to);
    },

    /** Makes `days` the blocked days between `from` and `to` (default: today and the year ahead). Past days cannot be changed. */
    async setBlockedDates(ownerId: string, id: number, days: string[], window?: { from: string; to: string }): Promise<string[]> {
      const first = today();
      const last = addDaysIso(first, BLOCKABLE_DAYS);
      const from = window && window.from > first ? window.from : first;
      const to = window && window.to < last ? window.to : last;
      const outside = days.find((d) => d < from || d > to);
      if (outside) {
        const message = m.err_blocked_dates_window({ from, to });
        throw new InvalidError(message, { dates: message });
      }
      await edit(ownerId, id, (tx) => repo.replaceBlockedDays(tx, id, from, to, [...new Set(days)]));
      return repo.blockedDays(db, id, first, last);
    },
  };
}
export type ListingsService = ReturnType<typeof createListingsService>;
