// SQL for the catalogue: categories, one listing in full, featured listings, testimonials and live figures.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { Locale } from "../../../core/locales";
import type { Category, ListingCard, ListingDetail, SiteStats, Testimonial } from "./catalogue.schema";
import { readerLocale, shownColumn } from "./shown-names";
import { listingReviewsColumn } from "../reviews/reviews.repo";
import { unavailableDaysColumn } from "../bookings/booking-views.repo";

/**
 * Columns every listing card needs, for queries over `listings l join categories c`: the category's name in the
 * reader's language (shown-names.ts), or in `locale`.
 */
export const cardColumns = (locale: Locale = readerLocale()) => sql`l.id::int as id, l.title, l.description, l.price_per_day_kobo as "pricePerDayKobo",
  l.rating_avg::float8 as rating, l.review_count as "reviewCount", l.state, l.city, l.booking_mode as "bookingMode",
  json_build_object('slug', c.slug, 'name', ${shownColumn("c", "name", locale)}) as category,
  (select json_build_object('key', p.storage_key, 'width', p.width, 'height', p.height, 'alt', p.alt)
     from listing_photos p where p.listing_id = l.id order by p.position limit 1) as photo`;

/** A listing's subcategory (`l`) as `{ slug, name }` in the reader's language, or null. */
export const subcategoryOf = (locale: Locale = readerLocale()) =>
  sql`(select json_build_object('slug', s.slug, 'name', ${shownColumn("s", "name", locale)}) from subcategories s where s.id = l.subcategory_id)`;

/** The category tree, its words in `locale`. */
export async function listCategories(db: Db, locale: Locale): Promise<Category[]> {
  const shown = (word: "name" | "title" | "description") => shownColumn("c", word, locale);
  return rowsOf<Category>(
    await db.execute(sql`
      select c.slug, ${shown("name")} as name, ${shown("title")} as title, ${shown("description")} as description, c.icon, c.on_home as "onHome",
        coalesce((select json_agg(json_build_object('slug', s.slug, 'name', ${shownColumn("s", "name", locale)}) order by s.position)
                  from subcategories s where s.category_id = c.id), '[]') as subcategories
      from categories c order by c.position`),
  );
}

/**
 * A listing's page columns, for `listings l join categories c`, with its owner's id (for who may see it; never sent
 * out). Never its pick-up notes: they may hold the owner's address, which only the owner and the renter of a confirmed
 * booking see (features/bookings).
 */
const detailColumns = () => sql`${cardColumns()}, l.owner_id as "ownerId", l.units, l.min_days as "minDays", l.max_days as "maxDays",
  l.turnaround_days as "turnaroundDays", coalesce(l.late_fee_per_day_kobo, l.price_per_day_kobo) as "lateFeePerDayKobo", l.caution_deposit_kobo as "cautionDepositKobo", l.status,
  l.requires_verified_id as "requiresVerifiedId",
  l.weekend_price_kobo as "weekendPriceKobo", l.weekend_days as "weekendDays", l.day_prices as "dayPrices", l.delivery, l.latitude, l.longitude,
  l.features, l.included,
  ${subcategoryOf()} as subcategory,
  -- Uploaded photos carry no description of their own: the gallery names them after the listing.
  coalesce((select json_agg(json_build_object('key', p.storage_key, 'width', p.width, 'height', p.height,
              'alt', coalesce(nullif(p.alt, ''), l.title || ', photo ' || (p.position + 1))) order by p.position)
            from listing_photos p where p.listing_id = l.id), '[]') as photos,
  -- A business name is shown only once an admin has checked it: anyone can type one on /business.
  (select json_build_object('name', u.name, 'businessName', case when u.business_status = 'verified' then u.business_name end,
      'verified', u.business_status = 'verified', 'idVerified', u.id_verified_at is not null, 'image', u.image,
      'memberSince', to_char(u.created_at at time zone 'Africa/Lagos', 'YYYY-MM-DD'),
      'rating', u.owner_rating_avg::float8, 'reviewCount', u.owner_review_count)
   from users u where u.id = l.owner_id) as owner`;

export type ListingRow = ListingDetail & { ownerId: string };

/** One listing in any status (detailColumns), with its newest 20 published renter reviews (the API's). */
export async function findListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = rowsOf<ListingRow>(
    await db.execute(sql`
      select ${detailColumns()},
        coalesce((select json_agg(r order by r."createdAt" desc) from (
            select rv.id, rv.rating, rv.body, u.name as author, to_char(rv.published_at at time zone 'Africa/Lagos', 'YYYY-MM-DD') as "createdAt"
            from reviews rv join users u on u.id = rv.author_id
            where rv.listing_id = l.id and rv.author_role = 'renter' and rv.published_at is not null
            order by rv.published_at desc, rv.id desc limit 20) r), '[]') as reviews
      from listings l join categories c on c.id = l.category_id
      where l.id = ${id}`),
  );
  return row;
}

/**
 * One listing in any status (detailColumns), for its page: with `reviewsLimit`, the summary and the newest of its
 * published renter reviews (reviews.repo.ts listingReviewsColumn) when anyone may read them (published or paused), else
 * null; with `calendar`, the days in it that cannot be booked (booking-views.repo.ts unavailableDaysColumn) when the
 * listing is published, else null. One statement for what the page shows above the fold and below it.
 */
export async function findListingPage(
  db: Db,
  id: number,
  reviewsLimit: number | null,
  calendar: { from: string; to: string } | null = null,
): Promise<(Omit<ListingRow, "reviews"> & { reviewsColumn: unknown; unavailableColumn: string[] | null }) | undefined> {
  const [row] = rowsOf<Omit<ListingRow, "reviews"> & { reviewsColumn: unknown; unavailableColumn: string[] | null }>(
    await db.execute(sql`
      select ${detailColumns()},
        ${reviewsLimit === null ? sql`null` : sql`case when l.status in ('published', 'paused') then ${listingReviewsColumn(id, reviewsLimit, 0)} end`} as "reviewsColumn",
        ${calendar === null ? sql`null` : sql`case when l.status = 'published' then ${unavailableDaysColumn(id, calendar.from, calendar.to)} end`} as "unavailableColumn"
      from listings l join categories c on c.id = l.category_id
      where l.id = ${id}`),
  );
  return row;
}

/** The best-rated published listing of each home-page category, its category named in `locale`. */
export async function featuredListings(db: Db, locale: Locale): Promise<ListingCard[]> {
  return rowsOf<ListingCard>(
    await db.execute(sql`
      select f.* from categories hc cross join lateral (
        select ${cardColumns(locale)} from listings l join categories c on c.id = l.category_id
        where l.category_id = hc.id and l.status = 'published'
        order by l.rating_avg desc nulls last, l.review_count desc nulls last, l.id desc nulls last limit 1) f
      where hc.on_home order by hc.position`),
  );
}

/** Recent five-star reviews with enough to say, one per author. */
export async function testimonials(db: Db, limit: number): Promise<Testimonial[]> {
  return rowsOf<Testimonial>(
    await db.execute(sql`
      select * from (
        select distinct on (u.id) rv.id, u.name, coalesce(u.bio, 'Renter') as role,
          concat_ws(', ', u.city, u.state) as location, rv.rating, rv.body as content, l.title as "listingTitle",
          rv.created_at
        from reviews rv join users u on u.id = rv.author_id join listings l on l.id = rv.listing_id
        where rv.rating = 5 and length(rv.body) > 80 and l.status = 'published'
          and rv.author_role = 'renter' and rv.published_at is not null
        order by u.id, rv.created_at desc) t
      order by t.created_at desc limit ${limit}`),
  );
}

export async function siteStats(db: Db): Promise<SiteStats> {
  const [row] = rowsOf<SiteStats>(
    await db.execute(sql`
      select (select count(*)::int from listings where status = 'published') as listings,
        (select count(distinct owner_id)::int from listings where status = 'published') as owners,
        (select count(distinct state)::int from listings where status = 'published') as states,
        (select count(*)::int from categories) as categories,
        (select count(*)::int from reviews where author_role = 'renter' and published_at is not null) as reviews,
        (select coalesce(round(avg(rating)::numeric, 1), 0)::float8 from reviews
          where author_role = 'renter' and published_at is not null) as "averageRating"`),
  );
  return row!;
}

/**
 * Recomputes the denormalised rating columns from the published renter reviews (features/reviews): every listing's, and
 * every owner's over their published listings (0 when there are none). Call it after a listing's status changes; the
 * reviews service refreshes only the listing and owner a review touches (reviews.repo.ts).
 */
export async function refreshRatings(db: Db): Promise<void> {
  await db.execute(sql`
    update listings l set rating_avg = coalesce(s.avg, 0), review_count = coalesce(s.n, 0)
    from listings o left join (select listing_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n
                               from reviews where author_role = 'renter' and published_at is not null
                               group by listing_id) s on s.listing_id = o.id
    where l.id = o.id and (l.rating_avg, l.review_count) is distinct from (coalesce(s.avg, 0), coalesce(s.n, 0))`);
  await db.execute(sql`
    update users u set owner_rating_avg = coalesce(s.avg, 0), owner_review_count = coalesce(s.n, 0)
    from users o left join (select l.owner_id, round(avg(rv.rating)::numeric, 2) as avg, count(*)::int as n
                            from reviews rv join listings l on l.id = rv.listing_id
                            where l.status = 'published' and rv.author_role = 'renter' and rv.published_at is not null
                            group by l.owner_id) s on s.owner_id = o.id
    where u.id = o.id`);
}
