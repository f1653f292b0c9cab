// The rules of the catalogue: categories, listing pages, and the home page's featured rentals and live figures.
import type { Db } from "../../db/client";
import * as repo from "./catalogue.repo";
import { LOCALES, type Locale } from "../../../core/locales";
import type { Category, ListingCard, ListingDetail, SiteStats } from "./catalogue.schema";
import { readerLocale } from "./shown-names";
import { listingReviewsView, type ListingReviews } from "../reviews/reviews.service";

const HOME_TTL_MS = 30_000;

/**
 * A value recomputed at most every `ttl` ms per process. Once there is a value, a visitor never waits
 * for the recomputation: the previous value is served until the new one is ready. Failures are not kept.
 */
function cachedFor<T>(ttl: number, compute: () => Promise<T>): (() => Promise<T>) & { forget: () => void } {
  let ready: { at: number; value: T } | undefined;
  let running: Promise<T> | undefined;
  const refresh = () =>
    (running ??= compute()
      .then((value) => {
        ready = { at: Date.now(), value };
        return value;
      })
      .finally(() => (running = undefined)));
  const get = () => {
    if (!ready) return refresh();
    if (Date.now() - ready.at > ttl) refresh().catch(() => {});
    return Promise.resolve(ready.value);
  };
  // Marks the value stale rather than dropping it: the next visitor still gets it at once and starts the recomputation.
  return Object.assign(get, { forget: () => void (ready && (ready.at = 0)) });
}

/** The listing as it may leave the server: without its owner's id. */
function withoutOwner<T extends { ownerId: string }>(row: T | undefined): Omit<T, "ownerId"> | undefined {
  if (!row) return undefined;
  const { ownerId: _owner, ...listing } = row;
  return listing;
}

export function createCatalogueService(db: Db) {
  const find = (id: number) => (Number.isSafeInteger(id) && id > 0 ? repo.findListing(db, id) : Promise.resolve(undefined));
  // What is kept names categories, so it is kept once per language (shown-names.ts).
  const categories = new Map<Locale, Promise<Category[]>>();
  const featuredIn = Object.fromEntries(LOCALES.map((l) => [l, cachedFor(HOME_TTL_MS, () => repo.featuredListings(db, l))])) as Record<Locale, ReturnType<typeof cachedFor<ListingCard[]>>>;
  const testimonials = cachedFor(HOME_TTL_MS, () => repo.testimonials(db, 3));
  const stats = cachedFor(HOME_TTL_MS, () => repo.siteStats(db));
  return {
    /** The category tree in the reader's language. It changes only with a deploy or an admin edit; cached per process. */
    listCategories(): Promise<Category[]> {
      const locale = readerLocale();
      let tree = categories.get(locale);
      if (!tree) {
        tree = repo.listCategories(db, locale).catch((e) => {
          categories.delete(locale);
          throw e;
        });
        categories.set(locale, tree);
      }
      return tree;
    },
    async findCategory(slug: string): Promise<Category | undefined> {
      return (await this.listCategories()).find((c) => c.slug === slug);
    },
    /** A listing in any status, as stored. */
    async getListing(id: number): Promise<ListingDetail | undefined> {
      return withoutOwner(await find(id));
    },
    /** A listing renters can find and book (the API's GET /listings/{id}): published ones only. */
    async getPublished(id: number): Promise<ListingDetail | undefined> {
      const found = await find(id);
      return found?.status === "published" ? withoutOwner(found) : undefined;
    },
    /**
     * The item page's listing for a viewer (signed in or not): published and paused listings for everyone (paused ones
     * cannot be booked); drafts and suspended ones for their owner alone, and to anyone else no listing at all, as for
     * an unused id; deleted ones are "gone". `own`: the viewer owns it; `ownerProfile`: the owner's public profile page;
     * `reviews`: with `reviewsLimit`, the summary and newest reviews of a published or paused listing, read in the
     * same statement as the listing (else null: a draft has none to show); `unavailable`: with `calendar` (ISO days,
     * inclusive), the days in it a published listing cannot be booked on, closed days then full days, each sorted (else
     * null), read in the same statement too.
     */
    async viewListing(
      id: number,
      viewerId: string | undefined,
      reviewsLimit: number | null = null,
      calendar: { from: string; to: string } | null = null,
    ): Promise<{ listing: Omit<ListingDetail, "reviews">; own: boolean; ownerProfile: string; reviews: ListingReviews | null; unavailable: string[] | null } | "gone" | undefined> {
      if (!Number.isSafeInteger(id) || id <= 0) return undefined;
      const found = await repo.findListingPage(db, id, reviewsLimit, calendar);
      if (!found) return undefined;
      if (found.status === "deleted") return "gone";
      const own = viewerId !== undefined && found.ownerId === viewerId;
      if ((found.status === "draft" || found.status === "suspended") && !own) return undefined;
      const { reviewsColumn, unavailableColumn, ...listing } = found;
      const reviews = reviewsColumn === null || reviewsColumn === undefined ? null : listingReviewsView(reviewsColumn);
      // The owner's public profile (/u/{id}) is the one place the page names them by id.
      return { listing: withoutOwner(listing)!, own, ownerProfile: `/u/${encodeURIComponent(found.ownerId)}`, reviews, unavailable: unavailableColumn ?? null };
    },
    // The home page's blocks change slowly and cost the most at a million listings: each is
    // recomputed at most every 30 s per process.
    /** The home page's featured listings, their categories named in the reader's language. */
    featured: (): Promise<ListingCard[]> => featuredIn[readerLocale()](),
    testimonials,
    /** A listing entered or left the catalogue here: the home page's blocks are recomputed from their next view on. */
    forgetHome(): void {
      for (const featured of Object.values(featuredIn)) featured.forget();
      stats.forget();
    },
    /** Live figures. */
    stats: (): Promise<SiteStats> => stats(),
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
