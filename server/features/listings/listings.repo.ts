// SQL for owners' listings: drafts and edits, status, photos in order, blocked dates and the My Listings cards.
import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { categories, listingBlockedDates, listingClosedDays, listingPhotos, listings, subcategories } from "../../db/schema";
import type { ListingStatus } from "../../../core/listing-limits";
import type { OwnListing, OwnPhoto } from "./listings.schema";
import { subcategoryOf } from "../catalogue/catalogue.repo";
import { shownColumn } from "../catalogue/shown-names";

/** The columns a patch can write (the service has already resolved slugs to ids). */
export type ListingValues = Partial<
  Pick<
    typeof listings.$inferInsert,
    | "categoryId"
    | "subcategoryId"
    | "title"
    | "description"
    | "pricePerDayKobo"
    | "weeklyDiscountPct"
    | "monthlyDiscountPct"
    | "units"
    | "minDays"
    | "maxDays"
    | "turnaroundDays"
    | "lateFeePerDayKobo"
    | "weekendPriceKobo"
    | "weekendDays"
    | "dayPrices"
    | "bookingMode"
    | "requiresVerifiedId"
    | "cautionDepositKobo"
    | "state"
    | "city"
    | "features"
    | "included"
    | "pickupNotes"
    | "delivery"
    | "latitude"
    | "longitude"
  >
>;

export async function findCategory(db: Db, categorySlug: string, subcategorySlug: string) {
  const [row] = await db
    .select({ categoryId: categories.id, subcategoryId: subcategories.id })
    .from(categories)
    .leftJoin(subcategories, and(eq(subcategories.categoryId, categories.id), eq(subcategories.slug, subcategorySlug)))
    .where(eq(categories.slug, categorySlug));
  return row;
}

export async function insertDraft(db: Db, ownerId: string, values: ListingValues & { categoryId: number }): Promise<number> {
  const [row] = await db.insert(listings).values({ ownerId, ...values, status: "draft" }).returning({ id: listings.id });
  return row!.id;
}

/** The owner's listing with its row locked for this transaction, or undefined (not theirs, deleted or no such id). */
export async function lockOwn(tx: Tx, ownerId: string, id: number) {
  const [row] = await tx
    .select({ id: listings.id, status: listings.status, minDays: listings.minDays, maxDays: listings.maxDays, pricePerDayKobo: listings.pricePerDayKobo, lateFeePerDayKobo: listings.lateFeePerDayKobo, state: listings.state, city: listings.city })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.ownerId, ownerId), ne(listings.status, "deleted")))
    .for("update");
  return row;
}

export type LockedOwn = NonNullable<Awaited<ReturnType<typeof lockOwn>>>;

/** Whether the person owns the listing (and it is not deleted). */
export async function isOwner(db: Db, ownerId: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, id), eq(listings.ownerId, ownerId), ne(listings.status, "deleted")));
  return row !== undefined;
}

export async function updateListing(tx: Tx, id: number, values: ListingValues & { status?: ListingStatus; publishedAt?: Date }) {
  await tx
    .update(listings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(listings.id, id));
}

/** An owner's listing in full, its category and type named in the reader's language (catalogue/shown-names.ts). */
const ownColumns = () => sql`l.id::int as id, l.status, l.title, l.description, l.price_per_day_kobo as "pricePerDayKobo",
  l.weekly_discount_pct as "weeklyDiscountPct", l.monthly_discount_pct as "monthlyDiscountPct", l.units,
  l.min_days as "minDays", l.max_days as "maxDays", l.turnaround_days as "turnaroundDays", l.late_fee_per_day_kobo as "lateFeePerDayKobo",
  l.weekend_price_kobo as "weekendPriceKobo", l.weekend_days as "weekendDays", l.day_prices as "dayPrices", l.booking_mode as "bookingMode", l.requires_verified_id as "requiresVerifiedId", l.caution_deposit_kobo as "cautionDepositKobo",
  l.state, l.city, l.features, l.included, l.pickup_notes as "pickupNotes", l.delivery,
  json_build_object('slug', c.slug, 'name', ${shownColumn("c", "name")}) as category,
  ${subcategoryOf()} as subcategory,
  coalesce((select json_agg(json_build_object('id', p.id, 'key', p.storage_key, 'width', p.width, 'height', p.height, 'alt', p.alt) order by p.position)
            from listing_photos p where p.listing_id = l.id), '[]') as photos,
  to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(l.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "publishedAt"`;

export type OwnRow = Omit<OwnListing, "missing">;

export async function findOwn(db: Db, ownerId: string, id: number): Promise<OwnRow | undefined> {
  const [row] = rowsOf<OwnRow>(
    await db.execute(sql`select ${ownColumns()} from listings l join categories c on c.id = l.category_id
      where l.id = ${id} and l.owner_id = ${ownerId} and l.status <> 'deleted'`),
  );
  return row;
}

/** Every listing of the owner but deleted ones (or those of one status), newest change first. */
export async function listOwn(db: Db, ownerId: string, status?: ListingStatus): Promise<OwnRow[]> {
  return rowsOf<OwnRow>(
    await db.execute(sql`select ${ownColumns()} from listings l join categories c on c.id = l.category_id
      where l.owner_id = ${ownerId} and ${status ? sql`l.status = ${status}` : sql`l.status <> 'deleted'`}
      order by l.updated_at desc, l.id desc`),
  );
}

// ── Photos ──

export async function photosOf(tx: Tx, listingId: number): Promise<OwnPhoto[]> {
  return tx
    .select({ id: listingPhotos.id, key: listingPhotos.storageKey, width: listingPhotos.width, height: listingPhotos.height, alt: listingPhotos.alt })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));
}

export async function insertPhoto(tx: Tx, listingId: number, photo: { key: string; width: number; height: number; alt: string }) {
  await tx.execute(sql`
    insert into listing_photos (listing_id, storage_key, width, height, alt, position)
    values (${listingId}, ${photo.key}, ${photo.width}, ${photo.height}, ${photo.alt},
            coalesce((select max(position) + 1 from listing_photos where listing_id = ${listingId}), 0))`);
}

/** Puts the photos in `orderedIds` order (positions 0…n-1; position 0 is the cover). Ids must be exactly the listing's. */
export async function setPhotoOrder(tx: Tx, listingId: number, orderedIds: number[]) {
  // Two steps, because (listing, position) is unique and the new positions overlap the old ones.
  await tx.execute(sql`update listing_photos set position = position + 1000 where listing_id = ${listingId}`);
  await tx.execute(sql`
    update listing_photos p set position = o.ord - 1
    from unnest(${`{${orderedIds.join(",")}}`}::int[]) with ordinality as o(id, ord)
    where p.id = o.id and p.listing_id = ${listingId}`);
}

export async function deletePhoto(tx: Tx, listingId: number, photoId: number): Promise<string | undefined> {
  const [row] = await tx
    .delete(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
    .returning({ key: listingPhotos.storageKey });
  return row?.key;
}

/** Deletes every photo row of a listing; returns their storage keys, for deleting the files. */
export async function deletePhotos(tx: Tx, listingId: number): Promise<string[]> {
  const rows = await tx.delete(listingPhotos).where(eq(listingPhotos.listingId, listingId)).returning({ key: listingPhotos.storageKey });
  return rows.map((r) => r.key);
}

// ── Blocked dates ──

/** Days the listing is closed: blocked by its owner or by one of their imported calendars (features/calendars). */
export async function closedDays(db: Db, listingId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: listingClosedDays.day })
    .from(listingClosedDays)
    .where(and(eq(listingClosedDays.listingId, listingId), gte(listingClosedDays.day, from), lte(listingClosedDays.day, to)))
    .orderBy(asc(listingClosedDays.day));
  return rows.map((r) => r.day);
}

/** The days the owner blocked themselves. */
export async function blockedDays(db: Db, listingId: number, from: string, to: string): Promise<string[]> {
  const rows = await db
    .select({ day: listingBlockedDates.day })
    .from(listingBlockedDates)
    .where(and(eq(listingBlockedDates.listingId, listingId), gte(listingBlockedDates.day, from), lte(listingBlockedDates.day, to)))
    .orderBy(asc(listingBlockedDates.day));
  return rows.map((r) => r.day);
}

/** Makes `days` the listing's blocked days between `from` and `to` (inclusive); days outside that window are untouched. */
export async function replaceBlockedDays(tx: Tx, listingId: number, from: string, to: string, days: string[]) {
  await tx
    .delete(listingBlockedDates)
    .where(and(eq(listingBlockedDates.listingId, listingId), gte(listingBlockedDates.day, from), lte(listingBlockedDates.day, to)));
  if (days.length) await tx.insert(listingBlockedDates).values(days.map((day) => ({ listingId, day }))).onConflictDoNothing();
}

// ── What publishing touches elsewhere ──

/** Adds a listing's words to the "did you mean" dictionary (search_words), so that a typo finds it from now on. */
export async function addSearchWords(tx: Tx, listingId: number) {
  await tx.execute(sql`
    insert into search_words (word)
    select distinct lower(w) from listings l, regexp_split_to_table(l.title || ' ' || l.description, '[^A-Za-z]+') as w
    where l.id = ${listingId} and length(w) >= 3
    on conflict do nothing`);
}

/** The owner's rating is over their published listings: recomputed when one of them is published, paused or deleted. */
export async function refreshOwnerRating(tx: Tx, ownerId: string) {
  await tx.execute(sql`
    update users u set owner_rating_avg = coalesce(s.avg, 0), owner_review_count = coalesce(s.n, 0)
    from (select round(avg(rv.rating)::numeric, 2) as avg, count(*)::int as n
          from reviews rv join listings l on l.id = rv.listing_id
          where l.owner_id = ${ownerId} and l.status = 'published') s
    where u.id = ${ownerId}`);
}
