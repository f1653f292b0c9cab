import { type PageContext } from "../../server/http/page-context";
// Hearts on server-rendered cards: which of a page's listings the signed-in person has saved (one query for the whole
// page, none for a visitor, whose page stays the same for everyone and so cacheable). What a visitor pressed before
// signing in is kept by saved-keep.server.ts.

/** `items` with `saved` for the signed-in person's favourites among them; a visitor's come back as they are. */
export async function withSaved<T extends { id: number }>(context: PageContext, items: T[]): Promise<(T & { saved?: boolean })[]> {
  const userId = context.session?.user.id;
  if (!userId || items.length === 0) return items;
  const saved = new Set(await context.services.favourites.idsAmong(userId, items.map((i) => i.id)));
  return items.map((i) => ({ ...i, saved: saved.has(i.id) }));
}
