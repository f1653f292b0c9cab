// SQL of booking extensions: the extension rows, and the booking's end date moved with them (the only place it moves).
import { and, asc, eq, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { bookingExtensions, bookings, listings, users } from "../../db/schema";
import type { Booking } from "./bookings.schema";

export type Extension = typeof bookingExtensions.$inferSelect;
export type ExtensionStatus = "requested" | "awaiting_payment" | "paid" | "declined" | "expired" | "withdrawn";
/** Statuses of an extension still waiting on someone (one at a time per booking: booking_extensions_open_key). */
export const OPEN_EXTENSION: ExtensionStatus[] = ["requested", "awaiting_payment"];

export async function insertExtension(tx: Tx, values: typeof bookingExtensions.$inferInsert): Promise<Extension> {
  const [row] = await tx.insert(bookingExtensions).values(values).returning();
  return row!;
}

/** The booking's extension `id`, its row locked until the transaction ends (take the booking's lock first). */
export async function lockExtension(tx: Tx, bookingId: number, id: number): Promise<Extension | undefined> {
  const [row] = await tx
    .select()
    .from(bookingExtensions)
    .where(and(eq(bookingExtensions.id, id), eq(bookingExtensions.bookingId, bookingId)))
    .for("update");
  return row;
}

export async function getExtension(db: Tx, id: number): Promise<Extension | undefined> {
  const [row] = await db.select().from(bookingExtensions).where(eq(bookingExtensions.id, id));
  return row;
}

/** The booking's open extension (requested or awaiting payment), if any. */
export async function openExtensionOf(db: Tx, bookingId: number): Promise<Extension | undefined> {
  const [row] = await db
    .select()
    .from(bookingExtensions)
    .where(and(eq(bookingExtensions.bookingId, bookingId), inArray(bookingExtensions.status, OPEN_EXTENSION)));
  return row;
}

/** Every extension of the booking, oldest first. */
export async function extensionsOf(db: Tx, bookingId: number): Promise<Extension[]> {
  return db.select().from(bookingExtensions).where(eq(bookingExtensions.bookingId, bookingId)).orderBy(asc(bookingExtensions.id));
}

export async function updateExtension(tx: Tx, id: number, values: Partial<Pick<Extension, "status" | "expiresAt" | "updatedAt">>): Promise<Extension> {
  const [row] = await tx.update(bookingExtensions).set(values).where(eq(bookingExtensions.id, id)).returning();
  return row!;
}

/**
 * Moves the booking's end date (and its days, and an active booking's auto-complete deadline with it): every availability
 * query (the hold check, the item page's calendar, the iCal feed) reads the booking's own dates, so the days it now
 * covers are held with no other change.
 */
export async function setEndDate(tx: Tx, booking: Booking, endDate: string, expiresAt: Date | null, at: Date): Promise<Booking> {
  const [row] = await tx
    .update(bookings)
    .set({ endDate, days: sql`${endDate}::date - ${bookings.startDate} + 1`, expiresAt, updatedAt: at })
    .where(eq(bookings.id, booking.id))
    .returning();
  return row!;
}

/** Who an extension's emails go to, and the item they are about. */
export async function mailFacts(db: Tx, booking: Pick<Booking, "listingId" | "ownerId" | "renterId">) {
  const person = async (id: string) => (await db.select({ name: users.name, email: users.email, language: users.language }).from(users).where(eq(users.id, id)))[0];
  const [listing] = await db.select({ title: listings.title }).from(listings).where(eq(listings.id, booking.listingId));
  return { title: listing?.title ?? "your booking", owner: await person(booking.ownerId), renter: await person(booking.renterId) };
}

/**
 * Open extensions whose time has run out as of `at`, or whose booking is no longer a rental in progress (returned, or
 * completed on its own): the sweep's work list, oldest first. `only`: of these bookings alone (the /dev/sweep tool).
 */
export async function extensionsDue(db: Tx, at: Date, only?: number[]): Promise<{ id: number; bookingId: number }[]> {
  return db
    .select({ id: bookingExtensions.id, bookingId: bookingExtensions.bookingId })
    .from(bookingExtensions)
    .innerJoin(bookings, eq(bookings.id, bookingExtensions.bookingId))
    .where(
      and(
        inArray(bookingExtensions.status, OPEN_EXTENSION),
        or(lte(bookingExtensions.expiresAt, at), ne(bookings.status, "active")),
        only ? inArray(bookingExtensions.bookingId, only.length ? only : [-1]) : undefined,
      ),
    )
    .orderBy(asc(bookingExtensions.id));
}
