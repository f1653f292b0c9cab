// Two-way reviews (tracker issue 16, item 2): once a booking is completed, its renter reviews the item and its owner and
// the owner reviews the renter, 1-5 stars and at least REVIEW_MIN_CHARS characters, within REVIEW_WINDOW_DAYS of the
// completion, once per side. Blind: a review stays hidden until the other side has written too (both publish at that
// moment) or the window closes (the sweep publishes it then); after that nothing more can be written for the booking.
// The person reviewed may reply publicly once. Listing and owner ratings count published renter reviews only.
import { lagosTime } from "../../../core/dates";
import { REPLY_MAX_CHARS, REVIEW_MAX_CHARS, REVIEW_MIN_CHARS, REVIEW_WINDOW_DAYS, type ReviewSide } from "../../../core/reviews";
import type { Db, Tx } from "../../db/client";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import type { Log } from "../../logger";
import { completedAt } from "../claims/claims.repo";
import * as repo from "./reviews.repo";
import { m } from "../../../core/paraglide/messages";

const DAY = 86_400_000;

/** A review as its readers see it. `published: false` only ever reaches its own author. */
export interface ReviewView {
  id: number;
  authorRole: ReviewSide;
  author: { id: string; name: string };
  subject: { id: string; name: string };
  listing: { id: number; title: string };
  rating: number;
  body: string;
  createdAt: string;
  published: boolean;
  publishedAt: string | null;
  reply: string | null;
  repliedAt: string | null;
}

/** The booking's reviews as one of its two sides sees them on its page. */
export interface BookingReviews {
  side: ReviewSide;
  /** Until when this side may still write (null: not completed yet, or written, or the window closed). */
  canWriteUntil: string | null;
  /** When the window closes (null: not completed). */
  windowEnds: string | null;
  mine: ReviewView | null;
  /** The other side's review once published; null before (even when written: `theirsWritten` says so). */
  theirs: ReviewView | null;
  theirsWritten: boolean;
}

export type ReviewSummary = repo.Summary;

function view(r: repo.ReviewRecord): ReviewView {
  return {
    id: r.id,
    authorRole: r.authorRole,
    author: { id: r.authorId, name: r.authorName },
    subject: { id: r.subjectId, name: r.subjectName },
    listing: { id: r.listingId, title: r.listingTitle },
    rating: r.rating,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    published: r.publishedAt !== null,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
  };
}

/** A listing's published renter reviews as its readers see them: the summary, and a page of them newest first. */
export interface ListingReviews {
  summary: ReviewSummary;
  reviews: ReviewView[];
}

const listingView = (r: { summary: ReviewSummary; reviews: repo.ReviewRecord[] }): ListingReviews => ({ summary: r.summary, reviews: r.reviews.map(view) });

/** What repo.listingReviewsColumn selected, as readers see it: the item page reads it with its listing (catalogue). */
export const listingReviewsView = (column: unknown): ListingReviews => listingView(repo.listingReviewsOf(column));

const clean = (v: string | undefined) => (v ?? "").trim();

/** A review written (hidden while the other side has not written) or published, inside its transaction. */
export interface ReviewEvent {
  type: "written" | "published";
  reviewId: number;
  bookingId: number;
  authorId: string;
  subjectId: string;
}

export interface ReviewsDeps {
  now?: (() => Date) | undefined;
  log?: Log | undefined;
  /** Inside the transaction that wrote or published a review: the reviewed person's notification. */
  onEvent?: ((tx: Tx, e: ReviewEvent) => Promise<void>) | undefined;
}

export function createReviewsService(db: Db, deps: ReviewsDeps = {}) {
  const now = deps.now ?? (() => new Date());
  const log: Log = deps.log ?? (() => {});

  /** The booking's party `userId` is, or NotFound (a stranger learns nothing of the booking). */
  async function sideOf(tx: Tx, bookingId: number, userId: string, lock = false) {
    const b = await repo.bookingOf(tx, bookingId, lock);
    if (!b || (b.ownerId !== userId && b.renterId !== userId)) throw new NotFoundError(m.err_booking_not_found());
    return { booking: b, side: (b.renterId === userId ? "renter" : "owner") as ReviewSide };
  }

  /** Published by time already, even before the sweep has run: the booking page never waits for it. */
  const visible = (r: repo.ReviewRecord, at: Date) => r.publishedAt !== null || r.hiddenUntil <= at;

  return {
    async forBooking(bookingId: number, userId: string): Promise<BookingReviews> {
      const { booking, side } = await sideOf(db, bookingId, userId);
      const at = now();
      const completed = booking.status === "completed" ? await completedAt(db, bookingId) : null;
      const windowEnds = completed ? new Date(completed.getTime() + REVIEW_WINDOW_DAYS * DAY) : null;
      const all = await repo.reviewsOfBooking(db, bookingId);
      const mine = all.find((r) => r.authorRole === side);
      const theirs = all.find((r) => r.authorRole !== side);
      const shown = (r: repo.ReviewRecord) => ({ ...view(r), published: visible(r, at), publishedAt: (r.publishedAt ?? (visible(r, at) ? r.hiddenUntil : null))?.toISOString() ?? null });
      return {
        side,
        canWriteUntil: windowEnds && !mine && windowEnds > at ? windowEnds.toISOString() : null,
        windowEnds: windowEnds?.toISOString() ?? null,
        mine: mine ? shown(mine) : null,
        theirs: theirs && visible(theirs, at) ? shown(theirs) : null,
        theirsWritten: theirs !== undefined,
      };
    },

    /** One side's review of a completed booking; when the other side has written already, both publish now. */
    async write(input: { bookingId: number; userId: string; rating: number; body: string }): Promise<ReviewView> {
      const body = clean(input.body);
      const errors: Record<string, string> = {};
      if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) errors.rating = m.err_review_rating();
      if (body.length < REVIEW_MIN_CHARS) errors.body = m.err_review_body({ min: REVIEW_MIN_CHARS });
      else if (body.length > REVIEW_MAX_CHARS) errors.body = m.err_keep_under({ max: REVIEW_MAX_CHARS });
      // Who first (a cheap read), so that a stranger learns nothing from the input's errors.
      await sideOf(db, input.bookingId, input.userId);
      if (Object.keys(errors).length > 0) throw new InvalidError(Object.values(errors)[0]!, errors);
      const at = now();
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const { booking, side } = await sideOf(tx, input.bookingId, input.userId, true);
        if (booking.status !== "completed") throw new ConflictError(m.err_review_not_completed());
        const completed = await completedAt(tx, booking.id);
        if (!completed) throw new ConflictError(m.err_review_not_completed());
        const until = new Date(completed.getTime() + REVIEW_WINDOW_DAYS * DAY);
        const existing = await repo.reviewsOfBooking(tx, booking.id);
        if (existing.some((r) => r.authorRole === side)) throw new ConflictError(m.err_already_reviewed());
        if (at >= until) throw new ConflictError(m.err_review_too_late({ days: REVIEW_WINDOW_DAYS, date: lagosTime(until) }));
        const id = await repo.insertReview(tx, {
          bookingId: booking.id,
          listingId: booking.listingId,
          authorId: input.userId,
          subjectId: side === "renter" ? booking.ownerId : booking.renterId,
          authorRole: side,
          rating: input.rating,
          body,
          createdAt: at,
          hiddenUntil: until,
        });
        if (id === undefined) throw new ConflictError(m.err_already_reviewed());
        if (existing.length > 0) {
          const published = await repo.publishBookingReviews(tx, booking.id, at);
          await repo.refreshListingRating(tx, booking.listingId);
          for (const r of published) await deps.onEvent?.(tx, { type: "published", reviewId: r.id, bookingId: booking.id, authorId: r.authorId, subjectId: r.subjectId });
        } else await deps.onEvent?.(tx, { type: "written", reviewId: id, bookingId: booking.id, authorId: input.userId, subjectId: side === "renter" ? booking.ownerId : booking.renterId });
        return id;
      });
      log("info", "review written", { bookingId: input.bookingId, reviewId: id });
      return view((await repo.reviewById(db, id))!);
    },

    /** The reviewed person's one public reply to a published review. */
    async reply(input: { reviewId: number; userId: string; text: string }): Promise<ReviewView> {
      const text = clean(input.text);
      const at = now();
      const peek = await repo.reviewById(db, input.reviewId);
      // A hidden review is its author's and nobody else's to know of.
      if (!peek || (!visible(peek, at) && peek.authorId !== input.userId && peek.subjectId !== input.userId)) throw new NotFoundError(m.err_review_not_found());
      if (peek.subjectId !== input.userId) throw new ForbiddenError(m.err_only_subject_replies());
      if (!text) throw new InvalidError(m.err_review_reply(), { reply: m.err_review_reply() });
      if (text.length > REPLY_MAX_CHARS) throw new InvalidError(m.err_keep_under({ max: REPLY_MAX_CHARS }), { reply: m.err_keep_under({ max: REPLY_MAX_CHARS }) });
      if (!visible(peek, at)) throw new ConflictError(m.err_reply_before_published());
      if (peek.reply !== null || !(await repo.saveReply(db, peek.id, text, at))) throw new ConflictError(m.err_already_replied());
      return view((await repo.reviewById(db, peek.id))!);
    },

    /** A listing's published renter reviews, newest first; NotFound for a listing nobody may see. */
    async forListing(listingId: number, page: { limit: number; offset: number }): Promise<ListingReviews> {
      const r = await repo.publicListingReviews(db, listingId, page.limit, page.offset);
      if (!r) throw new NotFoundError(m.err_listing_not_found());
      return listingView(r);
    },

    /** The published reviews a person received, as an owner and as a renter, newest first. */
    async forPerson(userId: string, page: { limit: number; offset: number }) {
      const person = await repo.personExists(db, userId);
      if (!person) throw new NotFoundError(m.err_person_not_found());
      const r = await repo.personReviews(db, userId, page.limit, page.offset);
      return { name: person.name, asOwner: r.asOwner, asRenter: r.asRenter, reviews: r.reviews.map(view) };
    },

    /** Publishes the reviews whose window has closed by `at` and refreshes their listings' ratings (the reviews-sweep job). */
    async sweep(at: Date = now()): Promise<{ listings: number[] }> {
      const listings = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        const published = await repo.publishDue(tx, at);
        const ids = [...new Set(published.map((r) => r.listingId))];
        for (const id of ids) await repo.refreshListingRating(tx, id);
        for (const r of published) await deps.onEvent?.(tx, { type: "published", reviewId: r.id, bookingId: r.bookingId, authorId: r.authorId, subjectId: r.subjectId });
        return ids;
      });
      if (listings.length > 0) log("info", "reviews published by time", { listings });
      return { listings };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
