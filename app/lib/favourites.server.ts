// Hearts on server-rendered cards: which of a page's listings the signed-in person has saved (one query for the whole
// page, none for a visitor, whose page stays the same for everyone and so cacheable), and the heart a visitor pressed,
// kept through signing in.
import type { AppLoadContext } from "react-router";

/** `items` with `saved` for the signed-in person's favourites among them; a visitor's come back as they are. */
export async function withSaved<T extends { id: number }>(context: AppLoadContext, items: T[]): Promise<(T & { saved?: boolean })[]> {
  const userId = context.session?.user.id;
  if (!userId || items.length === 0) return items;
  const saved = new Set(await context.services.favourites.idsAmong(userId, items.map((i) => i.id)));
  return items.map((i) => ({ ...i, saved: saved.has(i.id) }));
}

/**
 * The heart a visitor pressed, kept while they sign in: set by the heart's post (which the cross-site guard lets
 * through only from Haya's own pages), read once by /saved/keep after signing in. A link alone (another site's) can
 * never save a favourite: without this cookie, /saved/keep saves nothing.
 */
const KEEP = "haya_keep";

export function keepCookie(listingId: number, siteUrl: string): string {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  return `${KEEP}=${listingId}; Path=/saved; Max-Age=3600; HttpOnly; SameSite=Lax${secure}`;
}

export function clearKeepCookie(siteUrl: string): string {
  const secure = siteUrl.startsWith("https:") ? "; Secure" : "";
  return `${KEEP}=; Path=/saved; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

/** The listing id the keep cookie holds, if any. */
export function keptListing(request: Request): number | undefined {
  const cookie = request.headers.get("cookie") ?? "";
  const m = new RegExp(`(?:^|;\\s*)${KEEP}=(\\d{1,15})(?:;|$)`).exec(cookie);
  return m ? Number(m[1]) : undefined;
}
