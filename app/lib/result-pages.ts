// Which stretch of a list paged by cursor an address shows: `cursor` (where it starts; none: the first page) and
// `pages` (how many pages from there). 'Load More' without JavaScript is a link to one page more, and with JavaScript
// the address is updated as pages arrive, so Back, a reload or a shared link shows the same results.

/** At most this many pages are rendered at once (each page's server time stays bounded); one more starts a new stretch. */
export const MAX_PAGES = 5;

/** The number of pages an address asks for, 1 to MAX_PAGES (anything else: 1, or MAX_PAGES when more). */
export function pagesOf(params: URLSearchParams): number {
  const raw = params.get("pages");
  const n = raw && /^\d+$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(n, 1), MAX_PAGES);
}

/** `params` (a list's query string) showing `pages` pages from `cursor`: the other parameters are kept. */
export function pagesSearch(params: URLSearchParams, cursor: string | null, pages: number): string {
  const p = new URLSearchParams(params);
  p.delete("cursor");
  p.delete("pages");
  if (cursor) p.set("cursor", cursor);
  if (pages > 1) p.set("pages", String(pages));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** The id of the nth card (from 1) of the stretch shown, which 'Load More' without JavaScript scrolls to. */
export const resultAnchor = (n: number) => `result-${n}`;
