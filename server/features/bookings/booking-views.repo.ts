// SQL for reading bookings as people see them: the cards of My Bookings and Requests, one booking with both parties, and
// the days a listing has no unit left or is closed.
import { and, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { bookingEvents, bookingExtensions, bookingLateFees, bookings, depositClaims, listings, users } from "../../db/schema";
import type { Photo } from "../catalogue/catalogue.schema";
import { HOLDING_STATUSES, type BookingStatus } from "../../../core/booking-states";
import type { Booking } from "./bookings.schema";
import type { EarningFacts } from "./booking-earnings";

const holding = sql.join(
  HOLDING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

export interface BookingCardRow {
  id: number;
  status: BookingStatus;
  listingId: number;
  title: string;
  photo: Photo | null;
  /** The owner as renters see them: the business name when there is one. */
  ownerName: string;
  renterName: string;
  startDate: string;
  endDate: string;
  units: number;
  pickupTime: string;
  totalKobo: number;
  ownerPayoutKobo: number;
  createdAt: string;
  expiresAt: string | null;
}

const cardColumns = sql`
  b.id::int as id, b.status, b.listing_id::int as "listingId", l.title,
  (select json_build_object('key', p.storage_key, 'width', p.width, 'height', p.height, 'alt', p.alt)
     from listing_photos p where p.listing_id = l.id order by p.position limit 1) as photo,
  coalesce(o.business_name, o.name) as "ownerName", r.name as "renterName",
  to_char(b.start_date, 'YYYY-MM-DD') as "startDate", to_char(b.end_date, 'YYYY-MM-DD') as "endDate",
  b.units, b.pickup_time as "pickupTime", b.total_kobo::float8 as "totalKobo", b.owner_payout_kobo::float8 as "ownerPayoutKobo",
  to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(b.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "expiresAt"`;

async function cards(db: Db, where: SQL, order: SQL, limit: number): Promise<BookingCardRow[]> {
  return rowsOf<BookingCardRow>(
    await db.execute(sql`
    select ${cardColumns}
    from bookings b
    join listings l on l.id = b.listing_id
    join users o on o.id = b.owner_id
    join users r on r.id = b.renter_id
    where ${where}
    order by ${order}
    limit ${limit}`),
  ).map((r) => ({ ...r, totalKobo: Number(r.totalKobo), ownerPayoutKobo: Number(r.ownerPayoutKobo) }));
}

/** The person's bookings as a renter, newest first. */
export function renterCards(db: Db, renterId: string, limit: number) {
  return cards(db, sql`b.renter_id = ${renterId}`, sql`b.created_at desc, b.id desc`, limit);
}

/** The person's bookings as a renter among `ids` (a checkout's), in no set order: another person's are left out. */
export function renterCardsAmong(db: Db, renterId: string, ids: number[]) {
  return cards(db, sql`b.renter_id = ${renterId} and b.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, sql`b.id`, ids.length);
}

/** Bookings of the person's listings: requests waiting for an answer first (oldest deadline first), then the newest. */
export function ownerCards(db: Db, ownerId: string, limit: number) {
  return cards(
    db,
    sql`b.owner_id = ${ownerId}`,
    sql`(b.status = 'requested') desc, case when b.status = 'requested' then b.expires_at end asc, b.created_at desc, b.id desc`,
    limit,
  );
}

export interface PartyRow {
  id: string;
  name: string;
  businessName: string | null;
  email: string;
  phone: string | null;
  businessPhone: string | null;
  /** The mobile number they proved with an SMS code, and whether it is proved (accounts/phone.ts). */
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  businessStatus: "unverified" | "pending" | "verified";
  /** Their texts' and e-mails' language (en, pcm). */
  language: string;
}

const owners = alias(users, "o");
const renters = alias(users, "r");
const party = (u: typeof owners | typeof renters) => ({
  id: u.id,
  name: u.name,
  businessName: u.businessName,
  email: u.email,
  phone: u.phone,
  businessPhone: u.businessPhone,
  phoneNumber: u.phoneNumber,
  phoneNumberVerified: u.phoneNumberVerified,
  businessStatus: u.businessStatus,
  language: u.language,
});

/** The booking with its listing summary and both parties, in one query. */
/** The booking's latest late fee request (decision 057): the one waiting, else the last paid or withdrawn. */
export async function lateFeeRequestOf(db: Db, bookingId: number) {
  const [row] = await db
    .select({ amountKobo: bookingLateFees.amountKobo, lateDays: bookingLateFees.lateDays, status: bookingLateFees.status, requestedAt: bookingLateFees.requestedAt, paidAt: bookingLateFees.paidAt })
    .from(bookingLateFees)
    .where(eq(bookingLateFees.bookingId, bookingId))
    .orderBy(sql`${bookingLateFees.id} desc`)
    .limit(1);
  return row;
}

export async function bookingContext(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      booking: getTableColumns(bookings),
      listingId: listings.id,
      title: listings.title,
      city: listings.city,
      state: listings.state,
      pickupNotes: listings.pickupNotes,
      photo: sql<Photo | null>`(select json_build_object('key', p.storage_key, 'width', p.width, 'height', p.height, 'alt', p.alt)
        from listing_photos p where p.listing_id = ${listings.id} order by p.position limit 1)`,
      owner: party(owners),
      renter: party(renters),
    })
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId))
    .innerJoin(renters, eq(renters.id, bookings.renterId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/**
 * Days from `from` to `to` on which nothing more can be booked, as `day` (ISO): the listing's held units already reach its
 * units there, or on one of its turnaround days after it. A booking holds its days and the listing's turnaround days
 * after them (bookings.repo findClash), and a rental of day d holds d…d + turnaround: so a day is taken when any of those
 * is full, which keeps the turnaround before a booking that follows as well as after one.
 */
const fullDaysQuery = (listingId: number, from: string, to: string) => sql`
    select distinct to_char(d.day, 'YYYY-MM-DD') as day
    from (
      select g.day::date as full_day, l.turnaround_days as t
      from listings l
      cross join generate_series(${from}::date, ${to}::date + l.turnaround_days, interval '1 day') as g(day)
      join bookings b on b.listing_id = l.id and b.status in (${holding})
        and b.start_date <= g.day::date and b.end_date + l.turnaround_days >= g.day::date
      where l.id = ${listingId}
      group by g.day, l.units, l.turnaround_days
      having sum(b.units) >= l.units
    ) f
    cross join generate_series(f.full_day - f.t, f.full_day, interval '1 day') as d(day)
    where d.day >= ${from}::date and d.day <= ${to}::date`;

/** Days from `from` to `to` on which nothing more can be booked (fullDaysQuery), sorted. */
export async function fullDays(db: Db, listingId: number, from: string, to: string): Promise<string[]> {
  const rows = rowsOf<{ day: string }>(await db.execute(sql`${fullDaysQuery(listingId, from, to)} order by 1`));
  return rows.map((r) => r.day);
}

/**
 * The days from `from` to `to` the listing is closed (blocked by its owner or by their imported calendars: the
 * listing_closed_days view), sorted, then its full days (fullDays), sorted, as one JSON array: the item page's
 * calendar. A column rather than a query, so that the item page reads it with its listing in one statement
 * (catalogue.repo.ts findListingPage): each statement is a round trip, a write that wakes the database.
 */
export function unavailableDaysColumn(listingId: number, from: string, to: string): SQL {
  return sql`(select coalesce(json_agg(u.day order by u.part, u.day), '[]') from (
      select 0 as part, d.day from (select distinct to_char(day, 'YYYY-MM-DD') as day from listing_closed_days
        where listing_id = ${listingId} and day >= ${from}::date and day <= ${to}::date) d
      union all
      select 1 as part, f.day from (${fullDaysQuery(listingId, from, to)}) f) u)`;
}

/**
 * What an owner's earnings from each booking depend on beyond its quote (booking-earnings.ts): how it was cancelled, the
 * extensions paid, a settled deposit claim and late fees paid. With the bookings themselves when `withBookings` (the cards have none).
 */
export async function earningFacts(db: Db, ids: number[], withBookings: boolean): Promise<{ bookings: Booking[]; facts: Map<number, EarningFacts> }> {
  const facts = new Map<number, EarningFacts>(ids.map((id) => [id, { cancellation: null, extensions: [], claimKobo: 0, lateFeeKobo: 0 }]));
  if (ids.length === 0) return { bookings: [], facts };
  const [rows, cancels, extensions, claims, lateFees] = await Promise.all([
    withBookings ? db.select().from(bookings).where(inArray(bookings.id, ids)) : Promise.resolve([]),
    db
      .select({ bookingId: bookingEvents.bookingId, from: bookingEvents.fromStatus, actor: bookingEvents.actor, at: bookingEvents.at })
      .from(bookingEvents)
      .where(and(inArray(bookingEvents.bookingId, ids), eq(bookingEvents.toStatus, "cancelled"))),
    db
      .select({ bookingId: bookingExtensions.bookingId, rentalKobo: bookingExtensions.rentalKobo, ownerCommissionKobo: bookingExtensions.ownerCommissionKobo, ownerPayoutKobo: bookingExtensions.ownerPayoutKobo })
      .from(bookingExtensions)
      .where(and(inArray(bookingExtensions.bookingId, ids), eq(bookingExtensions.status, "paid"))),
    db
      .select({ bookingId: depositClaims.bookingId, amountKobo: depositClaims.settledAmountKobo })
      .from(depositClaims)
      .where(and(inArray(depositClaims.bookingId, ids), eq(depositClaims.status, "settled"))),
    db
      .select({ bookingId: bookingLateFees.bookingId, amountKobo: bookingLateFees.amountKobo })
      .from(bookingLateFees)
      .where(and(inArray(bookingLateFees.bookingId, ids), eq(bookingLateFees.status, "paid"))),
  ]);
  for (const c of cancels) if (c.from) facts.get(c.bookingId)!.cancellation = { from: c.from, actor: c.actor, at: c.at };
  for (const { bookingId, ...e } of extensions) facts.get(bookingId)!.extensions.push(e);
  for (const c of claims) facts.get(c.bookingId)!.claimKobo = c.amountKobo ?? 0;
  for (const f of lateFees) facts.get(f.bookingId)!.lateFeeKobo += f.amountKobo;
  return { bookings: rows, facts };
}
