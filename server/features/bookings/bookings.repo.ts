// SQL for bookings: the listing locked for a booking, the hold check, the booking and its history, and owners' figures.
import { and, desc, eq, gte, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { bookingEvents, bookings, listings, users } from "../../db/schema";
import { HOLDING_STATUSES, type Actor, type BookingStatus } from "../../../core/booking-states";
import type { Booking } from "./bookings.schema";

/** Statuses that hold units, as a SQL list. */
const holding = sql.join(
  HOLDING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** What a booking of the listing is checked and priced against. */
function listingTerms(db: Tx, id: number) {
  return db
    .select({
      id: listings.id,
      ownerId: listings.ownerId,
      status: listings.status,
      units: listings.units,
      minDays: listings.minDays,
      maxDays: listings.maxDays,
      turnaroundDays: listings.turnaroundDays,
      pricePerDayKobo: listings.pricePerDayKobo,
      lateFeePerDayKobo: listings.lateFeePerDayKobo,
      weekendPriceKobo: listings.weekendPriceKobo,
      weekendDays: listings.weekendDays,
      dayPrices: listings.dayPrices,
      weeklyDiscountPct: listings.weeklyDiscountPct,
      monthlyDiscountPct: listings.monthlyDiscountPct,
      cautionDepositKobo: listings.cautionDepositKobo,
      bookingMode: listings.bookingMode,
      requiresVerifiedId: listings.requiresVerifiedId,
      delivery: listings.delivery,
      latitude: listings.latitude,
      longitude: listings.longitude,
    })
    .from(listings)
    .where(eq(listings.id, id));
}

/**
 * The listing with its row locked until the transaction ends: every booking of a listing (and every change of its blocked
 * days, listings.service) takes this lock first, so their checks and inserts run one after another.
 */
export async function lockListing(tx: Tx, id: number) {
  const [row] = await listingTerms(tx, id).for("update");
  return row;
}

/** The same listing terms without a lock (a quote holds nothing). */
export async function getListingTerms(db: Tx, id: number) {
  const [row] = await listingTerms(db, id);
  return row;
}
export type LockedListing = NonNullable<Awaited<ReturnType<typeof lockListing>>>;

/**
 * Whether `units` more units on every day from `startDate` to `endDate` would push any day's held units past `capacity`
 * (overHeld), and whether any of those days is closed (blocked by the owner or by their imported calendars: the
 * listing_closed_days view). Run it with the listing locked (lockListing): in a new statement, so that it sees every
 * booking committed before the lock was granted.
 *
 * Turnaround (issue 36): a booking holds its units from its start to `turnaroundDays` days after its end (the listing's
 * days between rentals), and so does the one asked for: two rentals of one unit are always that many days apart, whichever
 * comes first. `excludeBookingId`: a booking whose own days are not counted (an extension of it).
 */
export async function findClash(
  tx: Tx,
  q: { listingId: number; startDate: string; endDate: string; units: number; capacity: number; turnaroundDays: number; excludeBookingId?: number },
): Promise<{ overHeld: boolean; blocked: boolean }> {
  const t = sql`${q.turnaroundDays}::int`;
  const [row] = rowsOf<{ overHeld: boolean; blocked: boolean }>(
    await tx.execute(sql`
    select
      exists (
        select 1
        from generate_series(${q.startDate}::date, ${q.endDate}::date + ${t}, interval '1 day') as g(day)
        join bookings b on b.listing_id = ${q.listingId} and b.status in (${holding})
          and b.start_date <= g.day::date and b.end_date + ${t} >= g.day::date
          ${q.excludeBookingId === undefined ? sql`` : sql`and b.id <> ${q.excludeBookingId}`}
        group by g.day
        having sum(b.units) + ${q.units} > ${q.capacity}
      ) as "overHeld",
      exists (
        select 1 from listing_closed_days
        where listing_id = ${q.listingId} and day between ${q.startDate}::date and ${q.endDate}::date
      ) as blocked`),
  );
  return { overHeld: row?.overHeld === true, blocked: row?.blocked === true };
}

export async function insertBooking(
  tx: Tx,
  values: typeof bookings.$inferInsert,
): Promise<Booking> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export async function insertEvent(
  tx: Tx,
  e: {
    bookingId: number;
    fromStatus: BookingStatus | null;
    toStatus: BookingStatus;
    actor: Actor;
    actorId: string | null;
    note?: string;
    at?: Date;
  },
) {
  await tx.insert(bookingEvents).values({ ...e, note: e.note ?? "" });
}

export async function eventsOf(db: Db, bookingId: number) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(bookingEvents.at, bookingEvents.id);
}

/** When the booking's item was picked up (its move to active), if it has been. */
export async function pickedUpAt(db: Db, bookingId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: bookingEvents.at })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.toStatus, "active")))
    .orderBy(desc(bookingEvents.at))
    .limit(1);
  return row?.at;
}

// ── Figures for other features ──

/** Bookings of the listing that hold units and have not ended before `today`. */
export async function countUpcoming(db: Db, listingId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        eq(bookings.listingId, listingId),
        inArray(bookings.status, [...HOLDING_STATUSES]),
        gte(bookings.endDate, today),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The renter's row locked (so that two of their bookings at once are counted one after the other), whether their
 * e-mail address is verified, and how many of their bookings wait for an answer or a payment. Undefined: no such person.
 */
export async function lockRenterHolds(tx: Tx, userId: string): Promise<{ emailVerified: boolean; waiting: number } | undefined> {
  const [renter] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).for("update");
  if (!renter) return undefined;
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(and(eq(bookings.renterId, userId), inArray(bookings.status, ["requested", "awaiting_payment"])));
  return { emailVerified: renter.emailVerified, waiting: row?.n ?? 0 };
}

/** Bookings that hold units where the person is the renter or the owner. */
export async function countOpen(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
        inArray(bookings.status, [...HOLDING_STATUSES]),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Per listing of the owner: bookings made (confirmed, active, completed), what the owner earned from those that are over
 * (completed, or cancelled after payment), as the ledger credits it (the Earnings tab's net: after a cancellation's
 * refund, with extensions and claims), and whether one is out today.
 */
export async function ownerTotals(db: Db, ownerId: string, today: string) {
  return db
    .select({
      listingId: bookings.listingId,
      bookings:
        sql<number>`count(*) filter (where ${bookings.status} in ('confirmed', 'active', 'completed'))`.mapWith(
          Number,
        ),
      // Qualified by hand: inside a sql template of a select, drizzle writes a column bare ("id"), which here is e's.
      earningsKobo: sql<number>`coalesce(sum((select -sum(e.amount_kobo) from ledger_entries e where e.booking_id = "bookings"."id"
          and e.account = 'owner_payable' and e.kind in ('payment', 'refund_owed', 'claim_paid', 'late_fee')))
        filter (where ${bookings.status} in ('completed', 'cancelled')), 0)`.mapWith(Number),
      // Picked up and not yet returned: an active booking past its end date is still out.
      rentedToday: sql<boolean>`coalesce(bool_or(${bookings.status} = 'active' and ${bookings.startDate} <= ${today}), false)`,
    })
    .from(bookings)
    .where(eq(bookings.ownerId, ownerId))
    .groupBy(bookings.listingId);
}

/**
 * Days from `from` to `to` on which a listing's held units (each booking's days and the turnaround days after them) pass its units (of one listing, or of every listing when
 * `listingId` is undefined): none, ever (the storm tests and the booking-storm benchmark check it).
 */
export async function overHeldDays(
  db: Db,
  listingId: number | undefined,
  from: string,
  to: string,
): Promise<{ listingId: number; day: string; held: number; capacity: number }[]> {
  return rowsOf<{ listingId: number; day: string; held: number; capacity: number }>(
    await db.execute(sql`
    select l.id::int as "listingId", to_char(g.day, 'YYYY-MM-DD') as day, sum(b.units)::int as held, l.units as capacity
    from listings l
    cross join generate_series(${from}::date, ${to}::date, interval '1 day') as g(day)
    join bookings b on b.listing_id = l.id and b.status in (${holding})
      and b.start_date <= g.day::date and b.end_date + l.turnaround_days >= g.day::date
    ${listingId === undefined ? sql`` : sql`where l.id = ${listingId}`}
    group by l.id, g.day, l.units
    having sum(b.units) > l.units`),
  );
}

// ── Transitions ──

/** The booking with its row locked until the transaction ends: transitions of one booking run one after another. */
export async function lockBooking(tx: Tx, id: number): Promise<Booking | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

/** The bookings `ids`, in id order. */
export async function getBookings(db: Db, ids: number[]): Promise<Booking[]> {
  if (ids.length === 0) return [];
  return db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.id);
}

/** The booking's latest history row: whether a transition being retried is the one that already happened. */
export async function lastEvent(tx: Tx, bookingId: number) {
  const [row] = await tx
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  return row;
}

export async function updateBooking(
  tx: Tx,
  id: number,
  values: Partial<
    Pick<
      typeof bookings.$inferInsert,
      "status" | "expiresAt" | "refundKobo" | "cancelledBy" | "updatedAt"
    >
  >,
): Promise<Booking> {
  const [row] = await tx.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  return row!;
}

/**
 * One timer rule in one statement: every booking in `from` whose condition holds moves to `to`, with its history row.
 * Rows are locked in id order and rows locked by someone else (another sweeper, a person's transition) are skipped, to
 * be seen at the next sweep: two sweepers never wait on or deadlock with each other, and the outer WHERE re-checks the
 * status on the locked row, so a booking already moved is never moved twice (one history row per move).
 */
export async function sweepRule(
  tx: Tx,
  rule: { from: BookingStatus; to: BookingStatus; due: SQL; at: Date; note: string },
): Promise<number[]> {
  const at = rule.at.toISOString();
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
    with moved as (
      update bookings set status = ${rule.to}::booking_status, expires_at = null, updated_at = ${at}::timestamptz
      where status = ${rule.from}::booking_status and id in (
        select id from bookings where status = ${rule.from}::booking_status and ${rule.due}
        order by id for update skip locked
      )
      returning id
    )
    insert into booking_events (booking_id, from_status, to_status, actor, actor_id, at, note)
    select id, ${rule.from}::booking_status, ${rule.to}::booking_status, 'system'::booking_actor, null,
      ${at}::timestamptz, ${rule.note}
    from moved
    returning booking_id::int as id`),
  );
  return rows.map((r) => r.id);
}
