// A list's pages as its address asks for them (result-pages.ts): the first page as asked, then each next page by its
// cursor, up to `pages` in all. Each page is a bounded keyset query, and there are at most MAX_PAGES of them.
interface Paged<T> {
  items: T[];
  nextCursor: string | null;
}

/** `page(undefined)` is the page the address names; `page(cursor)` the one after that cursor. */
export async function loadPages<T, R extends Paged<T>>(pages: number, page: (cursor?: string) => Promise<R>): Promise<R> {
  const first = await page();
  const items = [...first.items];
  let next = first.nextCursor;
  for (let i = 1; i < pages && next; i++) {
    const more = await page(next);
    items.push(...more.items);
    next = more.nextCursor;
  }
  return { ...first, items, nextCursor: next };
}
