// SQL for a booking's condition photos (booking_photos): who may see them (the booking's two parties), when its stages
// are open (its status, and when it was completed), how many each person added, and the photos with who added them.
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { bookingPhotos, bookings } from "../../db/schema";
import type { BookingStatus } from "../../../core/booking-states";
import type { PhotoStage } from "./booking-photos.schema";

/** What deciding who may add or see a booking's photos, and at which stage, needs of the booking. */
export interface PhotoBooking {
  id: number;
  renterId: string;
  ownerId: string;
  status: BookingStatus;
  startDate: string;
  /** When it was completed (its return marked, or completed on its own); null unless completed. */
  completedAt: Date | null;
}

// Spelled out: drizzle writes a column of the one table selected from without its table's name, which inside this
// subquery would name booking_events' own id.
const completedAt = sql<Date | null>`(select max(ev.at) from booking_events ev where ev.booking_id = "bookings"."id" and ev.to_status = 'completed')`;

const photoBookingColumns = {
  id: bookings.id,
  renterId: bookings.renterId,
  ownerId: bookings.ownerId,
  status: bookings.status,
  startDate: bookings.startDate,
  completedAt: completedAt.mapWith((v: unknown) => (v === null ? null : new Date(v as string))),
};

export async function photoBooking(db: Db, id: number): Promise<PhotoBooking | undefined> {
  const [row] = await db.select(photoBookingColumns).from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The same with the booking's row locked until the transaction ends: photos of one booking are counted one at a time. */
export async function lockPhotoBooking(tx: Tx, id: number): Promise<PhotoBooking | undefined> {
  const [row] = await tx.select(photoBookingColumns).from(bookings).where(eq(bookings.id, id)).for("update", { of: bookings });
  return row;
}

export async function countPhotos(db: Tx, bookingId: number, userId: string, stage: PhotoStage): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.bookingId, bookingId), eq(bookingPhotos.userId, userId), eq(bookingPhotos.stage, stage)));
  return row?.n ?? 0;
}

export interface NewPhotoRow {
  bookingId: number;
  userId: string;
  stage: PhotoStage;
  storageKey: string;
  width: number;
  height: number;
  note?: string;
  /** Unset: the database's now. */
  createdAt?: Date;
}

export async function insertPhoto(tx: Tx, row: NewPhotoRow): Promise<{ id: number; createdAt: Date }> {
  const [inserted] = await tx.insert(bookingPhotos).values({ ...row, note: row.note ?? "" }).returning({ id: bookingPhotos.id, createdAt: bookingPhotos.createdAt });
  return inserted!;
}

export interface PhotoRow {
  id: number;
  stage: PhotoStage;
  userId: string;
  /** The person as the booking page names them: an owner by their business name when they have one. */
  name: string;
  role: "renter" | "owner";
  storageKey: string;
  width: number;
  height: number;
  note: string;
  /** A Date or its text, by driver. */
  createdAt: Date | string;
}

/** The booking's photos, oldest first, with who added them. */
export async function photosOf(db: Db, bookingId: number): Promise<PhotoRow[]> {
  return rowsOf<PhotoRow>(
    await db.execute(sql`
      select p.id::int as id, p.stage, p.user_id as "userId",
        case when p.user_id = b.owner_id then coalesce(u.business_name, u.name) else u.name end as name,
        case when p.user_id = b.owner_id then 'owner' else 'renter' end as role,
        p.storage_key as "storageKey", p.width, p.height, p.note, p.created_at as "createdAt"
      from booking_photos p
      join bookings b on b.id = p.booking_id
      join users u on u.id = p.user_id
      where p.booking_id = ${bookingId}
      order by p.created_at, p.id`),
  );
}

/** One photo's stored key, when it belongs to the booking. */
export async function photoKey(db: Db, bookingId: number, photoId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ key: bookingPhotos.storageKey })
    .from(bookingPhotos)
    .where(and(eq(bookingPhotos.id, photoId), eq(bookingPhotos.bookingId, bookingId)));
  return row?.key;
}
