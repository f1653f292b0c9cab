// The favourites table's SQL: a person's hearts, which of a page's listings they hold (one query for a whole page), and
// their list, newest first, as listing cards.
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { cardColumns } from "../catalogue/catalogue.repo";
import type { ListingCard } from "../catalogue/catalogue.schema";

type Conn = Db | Tx;

/** A listing's status (undefined: no such listing). */
export async function listingStatus(db: Conn, listingId: number): Promise<string | undefined> {
  const [row] = rowsOf<{ status: string }>(await db.execute(sql`select status::text as status from listings where id = ${listingId}`));
  return row?.status;
}

/** Locks the person's row, so that two hearts at once cannot both pass the cap; answers how many they hold. */
export async function lockCount(tx: Tx, userId: string): Promise<number> {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
  const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from favourites where user_id = ${userId}`));
  return row?.n ?? 0;
}

export async function isFavourite(db: Conn, userId: string, listingId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from favourites where user_id = ${userId} and listing_id = ${listingId}`));
  return rows.length > 0;
}

/** Whether it was added (false: it was already there). */
export async function insertFavourite(tx: Conn, userId: string, listingId: number, at: Date): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`insert into favourites (user_id, listing_id, created_at) values (${userId}, ${listingId}, ${at.toISOString()})
      on conflict do nothing returning listing_id`),
  );
  return rows.length === 1;
}

/** Whether there was one to remove. */
export async function deleteFavourite(db: Conn, userId: string, listingId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`delete from favourites where user_id = ${userId} and listing_id = ${listingId} returning listing_id`));
  return rows.length === 1;
}

/** Which of `ids` the person holds: one look-up by the primary key for a whole page of cards. */
export async function favouriteIdsAmong(db: Conn, userId: string, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select listing_id::int as id from favourites where user_id = ${userId} and listing_id = any(${`{${ids.join(",")}}`}::bigint[])`),
  );
  return rows.map((r) => r.id);
}

export type FavouriteRow = ListingCard & { savedAt: string; status: string; key: string };

/**
 * The person's favourites, newest first, after `after` (the previous page's last `key`: its created_at as PostgreSQL
 * prints it, and its listing id), read through favourites_user_created_idx. Drafts never get here; deleted and
 * suspended listings stay listed (with their status) so that they can be removed.
 */
export async function listFavourites(db: Conn, userId: string, after: [string, number] | undefined, limit: number): Promise<FavouriteRow[]> {
  const keyset = after ? sql`and (f.created_at, f.listing_id) < (${after[0]}::timestamptz, ${after[1]}::bigint)` : sql``;
  return rowsOf<FavouriteRow>(
    await db.execute(sql`
      select ${cardColumns()}, l.status::text as status,
        to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "savedAt",
        json_build_array(f.created_at::text, f.listing_id)::text as key
      from favourites f join listings l on l.id = f.listing_id join categories c on c.id = l.category_id
      where f.user_id = ${userId} ${keyset}
      order by f.created_at desc, f.listing_id desc
      limit ${limit}`),
  );
}
