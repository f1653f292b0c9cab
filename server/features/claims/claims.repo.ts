// SQL of deposit claims: the claim of a booking, its photos, the booking facts a claim depends on (who, deposit, when
// it was returned), and the open claims whose answer time has run out.
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { bookingEvents, bookingPhotos, bookings, depositClaims, listings, users } from "../../db/schema";

export type ClaimRow = typeof depositClaims.$inferSelect;

const bookingFacts = {
  id: bookings.id,
  status: bookings.status,
  ownerId: bookings.ownerId,
  renterId: bookings.renterId,
  depositKobo: bookings.depositKobo,
  // What a late return's fee is worked out from (core/late-returns.ts).
  endDate: bookings.endDate,
  units: bookings.units,
  pricePerDayKobo: bookings.pricePerDayKobo,
  lateFeePerDayKobo: bookings.lateFeePerDayKobo,
  returnedAt: bookings.returnedAt,
};

/** The booking with what a claim needs, locked (claims, deposits and cancellations of one booking take turns). */
export async function lockBooking(tx: Tx, bookingId: number) {
  const [row] = await tx.select(bookingFacts).from(bookings).where(eq(bookings.id, bookingId)).for("update");
  return row;
}

/** The same, unlocked: who may see or act, before any work is done. */
export async function bookingOf(db: Tx, bookingId: number) {
  const [row] = await db.select(bookingFacts).from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

/** When the booking was completed (returned by its owner, or by the timers); null when it is not. */
export async function completedAt(tx: Tx, bookingId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: sql<string | null>`max(${bookingEvents.at})` })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.toStatus, "completed")));
  return row?.at ? new Date(row.at) : null;
}

export async function claimOf(db: Tx, bookingId: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(depositClaims).where(eq(depositClaims.bookingId, bookingId));
  return row;
}

export async function claimById(db: Tx, id: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(depositClaims).where(eq(depositClaims.id, id));
  return row;
}

export async function insertClaim(tx: Tx, values: typeof depositClaims.$inferInsert): Promise<ClaimRow> {
  const [row] = await tx.insert(depositClaims).values(values).returning();
  return row!;
}

export async function updateClaim(tx: Tx, id: number, set: Partial<typeof depositClaims.$inferInsert>) {
  await tx.update(depositClaims).set(set).where(eq(depositClaims.id, id));
}

export async function insertPhotos(tx: Tx, rows: (typeof bookingPhotos.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(bookingPhotos).values(rows);
}

/** The claim's photos and the renter's answer's, oldest first. */
export async function claimPhotos(db: Tx, bookingId: number) {
  return db
    .select({ id: bookingPhotos.id, stage: bookingPhotos.stage, width: bookingPhotos.width, height: bookingPhotos.height, createdAt: bookingPhotos.createdAt })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, bookingId), inArray(bookingPhotos.stage, ["claim", "claim_answer"])))
    .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id));
}

/** Open claims whose answer time has run out as of `at`. */
export async function lapsedClaims(db: Tx, at: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: depositClaims.id })
    .from(depositClaims)
    .where(and(eq(depositClaims.status, "open"), lte(depositClaims.answerBy, at)))
    .orderBy(asc(depositClaims.answerBy))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function disputedClaims(db: Tx) {
  return db
    .select({ id: depositClaims.id, bookingId: depositClaims.bookingId, amountKobo: depositClaims.amountKobo, description: depositClaims.description, answerText: depositClaims.answerText, createdAt: depositClaims.createdAt, title: listings.title })
    .from(depositClaims)
    .innerJoin(bookings, eq(bookings.id, depositClaims.bookingId))
    .innerJoin(listings, eq(listings.id, bookings.listingId))
    .where(eq(depositClaims.status, "disputed"))
    .orderBy(asc(depositClaims.createdAt));
}

/** The name and address of a person (the other side of a claim is emailed). */
export async function personOf(db: Tx, userId: string) {
  const [row] = await db.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}
