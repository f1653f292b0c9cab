// The cart_lines table's SQL: a person's lines with what the cart page shows of each listing (and the terms it is priced
// with now), the count for the header's badge, and the writes (one line per listing and dates).
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import type { ListingCard } from "../catalogue/catalogue.schema";
import type { DeliveryAddress, DeliveryWindow, Fulfilment } from "../../../core/delivery";

type Conn = Db | Tx;

export interface StoredLine {
  id: number;
  listingId: number;
  startDate: string;
  endDate: string;
  pickupTime: string;
  /** Pick-up, or delivery to the address in the window (issue 36): as the booking will be asked for. */
  fulfilment: Fulfilment;
  deliveryAddress: DeliveryAddress | null;
  deliveryWindow: DeliveryWindow | null;
  units: number;
  pricePerDayKobo: number;
  totalKobo: number;
  /** The listing's booking mode when the line was added: instant lines are paid for once booked, requests answered first. */
  bookingMode: "instant" | "request";
}

/** A line with its listing as it is now (undefined listing fields: the listing is gone). */
export interface LineRow extends StoredLine {
  title: string;
  status: string;
  ownerId: string;
  ownerName: string;
  photo: ListingCard["photo"];
}

const LINE = sql`cl.id::int as id, cl.listing_id::int as "listingId", cl.start_date::text as "startDate", cl.end_date::text as "endDate",
  cl.pickup_time as "pickupTime", cl.units, cl.price_per_day_kobo as "pricePerDayKobo", cl.total_kobo::float8 as "totalKobo",
  cl.booking_mode as "bookingMode", cl.fulfilment, cl.delivery_address as "deliveryAddress", cl.delivery_window as "deliveryWindow"`;

/** The person's lines, oldest first, with each listing's title, owner, status and first photo. */
export async function linesOf(db: Conn, userId: string): Promise<LineRow[]> {
  return rowsOf<LineRow>(
    await db.execute(sql`
      select ${LINE}, l.title, l.status::text as status, l.owner_id as "ownerId", coalesce(o.business_name, o.name) as "ownerName",
        (select json_build_object('key', p.storage_key, 'width', p.width, 'height', p.height, 'alt', p.alt)
           from listing_photos p where p.listing_id = l.id order by p.position limit 1) as photo
      from cart_lines cl join listings l on l.id = cl.listing_id join users o on o.id = l.owner_id
      where cl.user_id = ${userId}
      order by cl.created_at, cl.id`),
  );
}

/** What the cart page shows of each of these listings (a visitor's cart: its lines are in their cookie), by id. */
export async function listingsForLines(db: Conn, ids: number[]): Promise<Map<number, Omit<LineRow, keyof StoredLine>>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<Omit<LineRow, keyof StoredLine> & { id: number }>(
    await db.execute(sql`
      select l.id::int as id, l.title, l.status::text as status, l.owner_id as "ownerId", coalesce(o.business_name, o.name) as "ownerName",
        (select json_build_object('key', p.storage_key, 'width', p.width, 'height', p.height, 'alt', p.alt)
           from listing_photos p where p.listing_id = l.id order by p.position limit 1) as photo
      from listings l join users o on o.id = l.owner_id
      where l.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),
  );
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/** The person's stored lines alone (checkout), oldest first. */
export async function storedLinesOf(db: Conn, userId: string): Promise<StoredLine[]> {
  return rowsOf<StoredLine>(await db.execute(sql`select ${LINE} from cart_lines cl where cl.user_id = ${userId} order by cl.created_at, cl.id`));
}

/** The cart's lines as a value another query can select (the header's badges, features/badges). */
export const linesCountValue = (userId: string) => sql`(select count(*)::int from cart_lines where user_id = ${userId})`;

export async function countLines(db: Conn, userId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select ${linesCountValue(userId)} as n`));
  return row?.n ?? 0;
}

/**
 * Takes the person's cart for this transaction (an advisory lock of its own, not their users row: a checkout holds that
 * row after its listings, and an addition waiting on it while holding a line would wait in a circle), so that two
 * changes at once cannot both pass the cap, nor a change slip in beside a checkout; answers the lines they hold.
 */
export async function lockCart(tx: Tx, userId: string): Promise<StoredLine[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`);
  return storedLinesOf(tx, userId);
}

/** Adds a line, or replaces the time, units and price of the person's line for the same listing and dates. */
export async function upsertLine(tx: Conn, userId: string, line: Omit<StoredLine, "id">, at: Date): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into cart_lines (user_id, listing_id, start_date, end_date, pickup_time, units, price_per_day_kobo, total_kobo, booking_mode,
        fulfilment, delivery_address, delivery_window, created_at, updated_at)
      values (${userId}, ${line.listingId}, ${line.startDate}, ${line.endDate}, ${line.pickupTime}, ${line.units}, ${line.pricePerDayKobo},
        ${line.totalKobo}, ${line.bookingMode}, ${line.fulfilment}, ${addressJson(line.deliveryAddress)}::jsonb, ${line.deliveryWindow}, ${at.toISOString()}, ${at.toISOString()})
      on conflict (user_id, listing_id, start_date, end_date) do update set pickup_time = excluded.pickup_time, units = excluded.units,
        fulfilment = excluded.fulfilment, delivery_address = excluded.delivery_address, delivery_window = excluded.delivery_window,
        price_per_day_kobo = excluded.price_per_day_kobo, total_kobo = excluded.total_kobo, booking_mode = excluded.booking_mode,
        updated_at = excluded.updated_at
      returning id::int as id`),
  );
  return row!.id;
}

const addressJson = (a: DeliveryAddress | null) => (a ? JSON.stringify(a) : null);

/** Changes one of the person's lines (its dates, time, units, fulfilment and total; its price per day and mode stay); false when it is not theirs. */
export async function updateLine(tx: Conn, userId: string, line: Omit<StoredLine, "pricePerDayKobo" | "bookingMode">, at: Date): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      update cart_lines set start_date = ${line.startDate}, end_date = ${line.endDate}, pickup_time = ${line.pickupTime}, units = ${line.units},
        fulfilment = ${line.fulfilment}, delivery_address = ${addressJson(line.deliveryAddress)}::jsonb, delivery_window = ${line.deliveryWindow},
        total_kobo = ${line.totalKobo}, updated_at = ${at.toISOString()}
      where id = ${line.id} and user_id = ${userId} returning id`),
  );
  return rows.length === 1;
}

/** Whether there was such a line of the person's to remove. */
export async function deleteLine(db: Conn, userId: string, id: number): Promise<boolean> {
  return rowsOf(await db.execute(sql`delete from cart_lines where id = ${id} and user_id = ${userId} returning id`)).length === 1;
}

export async function deleteLines(db: Conn, userId: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`delete from cart_lines where user_id = ${userId} and id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}
