// Favourites: the hearts on listing cards and item pages. A person saves listings on offer (published) up to
// FAVOURITES_MAX, removes any of theirs, and lists them newest first; pages ask which of their cards are saved in one
// query. Only the person's own favourites are ever read or changed: every call names them.
import { FAVOURITES_MAX } from "../../../core/saved";
import type { Db, Tx } from "../../db/client";
import { ConflictError, InvalidError, NotFoundError } from "../../errors";
import * as repo from "./favourites.repo";
import type { Favourite, FavouritePage } from "./saved.schema";
import { m } from "../../../core/paraglide/messages";

// A key as PostgreSQL prints a timestamptz (2026-11-26 10:00:00.123456+00), and the listing's id.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

const encodeCursor = (key: string) => Buffer.from(key).toString("base64url");

function decodeCursor(cursor: string): [string, number] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === "string" && TIMESTAMP.test(v[0]) && Number.isSafeInteger(v[1]) && (v[1] as number) > 0) return [v[0], v[1] as number];
  } catch {
    // Falls through to the refusal.
  }
  throw new InvalidError(m.err_bad_cursor(), { cursor: m.err_bad_cursor() });
}

export function createFavouritesService(db: Db, deps: { now?: (() => Date) | undefined } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Saves a listing on offer to the person's favourites; saving one already there changes nothing (created: false).
     * NotFound for an unknown listing or one not on offer (a draft, paused, suspended or deleted), Conflict at the cap.
     */
    async add(userId: string, listingId: number): Promise<{ created: boolean }> {
      const status = await repo.listingStatus(db, listingId);
      if (status !== "published") {
        if (status !== undefined && (await repo.isFavourite(db, userId, listingId))) return { created: false };
        throw new NotFoundError(m.err_not_on_offer());
      }
      const created = await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        if ((await repo.lockCount(tx, userId)) >= FAVOURITES_MAX) {
          if (await repo.isFavourite(tx, userId, listingId)) return false;
          throw new ConflictError(m.err_favourites_max({ max: FAVOURITES_MAX }));
        }
        return repo.insertFavourite(tx, userId, listingId, now());
      });
      return { created };
    },
    /** Removes one of the person's favourites; NotFound when it is not among them (another person's stay untouched). */
    async remove(userId: string, listingId: number): Promise<void> {
      if (!(await repo.deleteFavourite(db, userId, listingId))) throw new NotFoundError(m.err_not_a_favourite());
    },
    isFavourite: (userId: string, listingId: number) => repo.isFavourite(db, userId, listingId),
    /** Which of a page's listings the person has saved: one query, whatever the number of cards. */
    idsAmong: (userId: string, ids: number[]) => repo.favouriteIdsAmong(db, userId, ids),
    /** The person's favourites, newest first; `cursor`: the previous page's `next` (InvalidError when forged). */
    async list(userId: string, page: { cursor?: string | undefined; limit: number }): Promise<FavouritePage> {
      const after = page.cursor ? decodeCursor(page.cursor) : undefined;
      const rows = await repo.listFavourites(db, userId, after, page.limit + 1);
      const shown = rows.slice(0, page.limit);
      const items: Favourite[] = shown.map(({ status, key: _key, ...card }) => ({ ...card, available: status === "published" }));
      const last = shown.at(-1);
      return { items, next: rows.length > page.limit && last ? encodeCursor(last.key) : null };
    },
  };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
