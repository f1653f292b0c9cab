// The admin look-up's SQL: people by e-mail, phone or id; listings by id or title words; bookings by id; payments and
// payouts by their reference. Each kind at most LIMIT rows, best matches (exact) first.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings, listings, payments, payouts, users } from "../../db/schema";

const LIMIT = 20;
/** LIKE's own characters in a person's text are matched as themselves. */
const like = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findPeople(db: Db, q: string) {
  const digits = q.replace(/\D/g, "");
  // A Nigerian number is typed many ways (0803…, +234803…, 234 803…): its last ten digits are compared.
  const phone =
    digits.length >= 7
      ? sql`right(regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g'), 10) like ${`%${digits.slice(-10)}%`}`
      : undefined;
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(or(eq(users.id, q), ilike(users.email, `%${like(q)}%`), phone))
    .orderBy(
      sql`(${users.id} = ${q} or lower(${users.email}) = ${q.toLowerCase()}) desc`,
      asc(users.email),
    )
    .limit(LIMIT);
}

export async function findListings(db: Db, q: string) {
  const words = q
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  const byTitle = and(...words.map((w) => ilike(listings.title, `%${like(w)}%`)));
  const byId = /^\d{1,15}$/.test(q) ? eq(listings.id, Number(q)) : undefined;
  return db
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      ownerId: listings.ownerId,
      ownerName: users.name,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(or(byId, byTitle))
    .orderBy(desc(listings.id))
    .limit(LIMIT);
}

const bookingColumns = {
  id: bookings.id,
  status: bookings.status,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  totalKobo: bookings.totalKobo,
  title: listings.title,
};

export async function findBookings(db: Db, q: string) {
  const id = /^#?(\d{1,15})$/.exec(q)?.[1];
  if (!id) return [];
  return db
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(bookings.id, Number(id)));
}

export async function findPayments(db: Db, q: string) {
  if (q.length < 6) return [];
  const [pay, out] = await Promise.all([
    db
      .select({
        id: payments.id,
        reference: payments.reference,
        bookingId: payments.bookingId,
        status: payments.status,
        amountKobo: payments.amountKobo,
      })
      .from(payments)
      .where(or(eq(payments.reference, q), eq(payments.providerTransactionId, q)))
      .limit(LIMIT),
    db
      .select({
        id: payouts.id,
        reference: payouts.reference,
        ownerId: payouts.ownerId,
        status: payouts.status,
        amountKobo: payouts.amountKobo,
      })
      .from(payouts)
      .where(or(eq(payouts.reference, q), eq(payouts.transferCode, q)))
      .limit(LIMIT),
  ]);
  return { payments: pay, payouts: out };
}

/** A person's file for the admin side: profile, role, ban; their listings and their bookings either side (newest first). */
export async function personFile(db: Db, id: string) {
  const [person] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: users.phone,
      state: users.state,
      city: users.city,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      businessName: users.businessName,
      businessStatus: users.businessStatus,
      bannedAt: users.bannedAt,
      banReason: users.banReason,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!person) return undefined;
  const [owned, booked, paidOut] = await Promise.all([
    db
      .select({ id: listings.id, title: listings.title, status: listings.status })
      .from(listings)
      .where(eq(listings.ownerId, id))
      .orderBy(desc(listings.id))
      .limit(200),
    db
      .select({ ...bookingColumns, renterId: bookings.renterId })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(or(eq(bookings.renterId, id), eq(bookings.ownerId, id)) as SQL)
      .orderBy(desc(bookings.id))
      .limit(200),
    db
      .select({
        id: payouts.id,
        reference: payouts.reference,
        status: payouts.status,
        amountKobo: payouts.amountKobo,
        failureReason: payouts.failureReason,
        createdAt: payouts.createdAt,
      })
      .from(payouts)
      .where(eq(payouts.ownerId, id))
      .orderBy(desc(payouts.id))
      .limit(100),
  ]);
  return {
    person,
    listings: owned,
    payouts: paidOut,
    bookings: booked.map(({ renterId, ...b }) => ({
      ...b,
      side: renterId === id ? ("renter" as const) : ("owner" as const),
    })),
  };
}
