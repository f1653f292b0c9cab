// SQL of two-way reviews: a booking's facts and its two reviews, writing and publishing them, replies, the published
// reviews of a listing or a person (newest first) with their summaries, and the ratings they make.
import { eq, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { bookings, reviews } from "../../db/schema";

export type ReviewRow = typeof reviews.$inferSelect;

/** The booking with who its two sides are and its state; locked with `lock` (its two reviews take turns). */
export async function bookingOf(tx: Tx, bookingId: number, lock = false) {
  const q = tx
    .select({ id: bookings.id, status: bookings.status, listingId: bookings.listingId, ownerId: bookings.ownerId, renterId: bookings.renterId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export interface ReviewRecord {
  id: number;
  bookingId: number;
  listingId: number;
  listingTitle: string;
  authorRole: "renter" | "owner";
  authorId: string;
  authorName: string;
  subjectId: string;
  subjectName: string;
  rating: number;
  body: string;
  createdAt: Date;
  hiddenUntil: Date;
  publishedAt: Date | null;
  reply: string | null;
  repliedAt: Date | null;
}

const RECORD = sql`rv.id, rv.booking_id::int as "bookingId", rv.listing_id::int as "listingId", l.title as "listingTitle",
  rv.author_role as "authorRole", rv.author_id as "authorId", a.name as "authorName", rv.subject_id as "subjectId",
  s.name as "subjectName", rv.rating, rv.body, rv.created_at as "createdAt", rv.hidden_until as "hiddenUntil",
  rv.published_at as "publishedAt", rv.reply, rv.replied_at as "repliedAt"`;
const FROM = sql`from reviews rv join users a on a.id = rv.author_id join users s on s.id = rv.subject_id join listings l on l.id = rv.listing_id`;

/** Drivers give timestamps of raw SQL as text (PGlite) or Date (node-postgres): Dates either way. */
function record(r: Record<string, unknown>): ReviewRecord {
  const d = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return { ...(r as unknown as ReviewRecord), createdAt: d(r.createdAt)!, hiddenUntil: d(r.hiddenUntil)!, publishedAt: d(r.publishedAt), repliedAt: d(r.repliedAt) };
}

export async function reviewsOfBooking(tx: Tx, bookingId: number): Promise<ReviewRecord[]> {
  return rowsOf<Record<string, unknown>>(await tx.execute(sql`select ${RECORD} ${FROM} where rv.booking_id = ${bookingId} order by rv.id`)).map(record);
}

export async function reviewById(tx: Tx, id: number, lock = false): Promise<ReviewRecord | undefined> {
  const rows = rowsOf<Record<string, unknown>>(await tx.execute(sql`select ${RECORD} ${FROM} where rv.id = ${id} ${lock ? sql`for update of rv` : sql``}`));
  return rows[0] ? record(rows[0]) : undefined;
}

/** Inserts one side's review; undefined when that side has already written (the unique key). */
export async function insertReview(tx: Tx, row: typeof reviews.$inferInsert): Promise<number | undefined> {
  const [r] = await tx.insert(reviews).values(row).onConflictDoNothing().returning({ id: reviews.id });
  return r?.id;
}

/** Publishes every hidden review whose window has closed by `at`, as of its window's end; the reviews published. */
export async function publishDue(tx: Tx, at: Date): Promise<{ id: number; bookingId: number; listingId: number; authorId: string; subjectId: string }[]> {
  return rowsOf<{ id: number; bookingId: number; listingId: number; authorId: string; subjectId: string }>(
    await tx.execute(sql`update reviews set published_at = hidden_until
      where published_at is null and hidden_until <= ${at.toISOString()}
      returning id::int as id, booking_id::int as "bookingId", listing_id::int as "listingId", author_id as "authorId", subject_id as "subjectId"`),
  );
}

/** Publishes the booking's hidden reviews at `at`; the reviews published. */
export async function publishBookingReviews(tx: Tx, bookingId: number, at: Date): Promise<{ id: number; authorId: string; subjectId: string }[]> {
  return rowsOf<{ id: number; authorId: string; subjectId: string }>(
    await tx.execute(sql`update reviews set published_at = ${at.toISOString()} where booking_id = ${bookingId} and published_at is null
      returning id::int as id, author_id as "authorId", subject_id as "subjectId"`),
  );
}

export async function saveReply(tx: Tx, id: number, reply: string, at: Date): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`update reviews set reply = ${reply}, replied_at = ${at.toISOString()} where id = ${id} and reply is null returning id`),
  );
  return rows.length === 1;
}

/**
 * The listing's rating and count from its published renter reviews, and its owner's over their published listings: what
 * refreshRatings (catalogue.repo.ts) computes for every listing, for the one a review touched.
 */
export async function refreshListingRating(tx: Tx, listingId: number): Promise<void> {
  await tx.execute(sql`
    update listings l set rating_avg = coalesce(s.avg, 0), review_count = s.n
    from (select round(avg(rating)::numeric, 2) as avg, count(*)::int as n from reviews
          where listing_id = ${listingId} and author_role = 'renter' and published_at is not null) s
    where l.id = ${listingId}`);
  await tx.execute(sql`
    update users u set owner_rating_avg = coalesce(s.avg, 0), owner_review_count = s.n
    from (select round(avg(rv.rating)::numeric, 2) as avg, count(*)::int as n
          from reviews rv join listings l on l.id = rv.listing_id
          where l.owner_id = (select owner_id from listings where id = ${listingId}) and l.status = 'published'
            and rv.author_role = 'renter' and rv.published_at is not null) s
    where u.id = (select owner_id from listings where id = ${listingId})`);
}

export interface Summary {
  average: number;
  count: number;
  /** How many reviews gave each number of stars, 5 to 1. */
  distribution: { stars: number; count: number }[];
}

function summary(rows: { rating: number; n: number }[]): Summary {
  const count = rows.reduce((s, r) => s + r.n, 0);
  const sum = rows.reduce((s, r) => s + r.rating * r.n, 0);
  return {
    average: count ? Math.round((sum / count) * 100) / 100 : 0,
    count,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: rows.find((r) => r.rating === stars)?.n ?? 0 })),
  };
}

/**
 * The listing's published renter reviews as one JSON column: how many gave each rating (`counts`) and a page of them,
 * newest first (`page`), read back by listingReviewsOf. A column rather than a query, so that the item page gets them
 * with its listing in one statement (catalogue.repo.ts findListingPage): each statement is a round trip, and on the
 * embedded database WebAssembly time. `listingId` is a value, not a column: FROM names its own `l`.
 */
export function listingReviewsColumn(listingId: number, limit: number, offset: number): SQL {
  const published = sql`rv.listing_id = ${listingId} and rv.author_role = 'renter' and rv.published_at is not null`;
  return sql`json_build_object(
    'counts', coalesce((select json_agg(c) from (select rv.rating, count(*)::int as n from reviews rv where ${published} group by rv.rating) c), '[]'),
    'page', coalesce((select json_agg(p order by p."publishedAt" desc, p.id desc) from (
        select ${RECORD} ${FROM} where ${published} order by rv.published_at desc, rv.id desc limit ${limit} offset ${offset}) p), '[]'))`;
}

/** What listingReviewsColumn selected: the summary, and the page as records. */
export function listingReviewsOf(column: unknown): { summary: Summary; reviews: ReviewRecord[] } {
  const { counts, page } = column as { counts: { rating: number; n: number }[]; page: Record<string, unknown>[] };
  return { summary: summary(counts), reviews: page.map(record) };
}

/** The listing's published renter reviews (listingReviewsColumn), when anyone may read them (published or paused). */
export async function publicListingReviews(tx: Tx, listingId: number, limit: number, offset: number) {
  const [row] = rowsOf<{ reviews: unknown }>(
    await tx.execute(sql`select ${listingReviewsColumn(listingId, limit, offset)} as reviews
      from listings where id = ${listingId} and status in ('published', 'paused')`),
  );
  return row && listingReviewsOf(row.reviews);
}

/** The published reviews a person received, as an owner (renters' reviews) and as a renter (owners'), newest first. */
export async function personReviews(tx: Tx, userId: string, limit: number, offset: number) {
  const counts = rowsOf<{ role: string; rating: number; n: number }>(
    await tx.execute(sql`select author_role as role, rating, count(*)::int as n from reviews
      where subject_id = ${userId} and published_at is not null group by author_role, rating`),
  );
  const page = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select ${RECORD} ${FROM}
      where rv.subject_id = ${userId} and rv.published_at is not null
      order by rv.published_at desc, rv.id desc limit ${limit} offset ${offset}`),
  ).map(record);
  return {
    asOwner: summary(counts.filter((c) => c.role === "renter")),
    asRenter: summary(counts.filter((c) => c.role === "owner")),
    reviews: page,
  };
}

/** A person who has not deleted their account. */
export async function personExists(tx: Tx, userId: string): Promise<{ name: string } | undefined> {
  return rowsOf<{ name: string }>(await tx.execute(sql`select name from users where id = ${userId} and deleted_at is null`))[0];
}
