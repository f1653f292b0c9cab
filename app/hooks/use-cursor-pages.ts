// 'Load More' for any list paged by cursor: keeps the loaded items, appends each fetched page, and (for lists whose
// address names its pages, result-pages.ts) keeps the address up to date, so that Back returns to the same results.
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, type ShouldRevalidateFunction } from "react-router";
import { MAX_PAGES, pagesSearch, resultAnchor } from "~/lib/result-pages";

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The stretch of pages the loader rendered: from `start` (a cursor; null: the first page), `pages` pages. */
export interface Stretch {
  start: string | null;
  pages: number;
}

/**
 * `first` is the loader's page (or pages); fetching the same route again with a cursor returns `{ result }` with the
 * next. With `stretch`, the address follows the pages loaded (history.replaceState, no navigation, so nothing is
 * loaded again): Back from an item re-renders the same results on the server and the router restores the scroll.
 */
export function useCursorPages<T extends { id: number }>(first: Page<T>, stretch?: Stretch) {
  // One fetcher per first page: a 'Load More' still in flight for an old search can never land in a new one.
  const fetcher = useFetcher<{ result: Page<T> }>({ key: `pages:${first.items.map((i) => i.id).join(",")}` });
  const location = useLocation();
  // `offset`: how many of the items come before the stretch the address names.
  const initial = () => ({ first, items: first.items, next: first.nextCursor, start: stretch?.start ?? null, pages: stretch?.pages ?? 1, offset: 0 });
  const [state, setState] = useState(initial);
  // A new first page (new search or filters) replaces the list in the same render, never one frame later.
  let current = state;
  if (state.first !== first) {
    current = initial();
    setState(current);
  }
  // The cursor the page being fetched starts at: past MAX_PAGES, the address starts a new stretch there.
  const fetching = useRef<string | null>(null);

  useEffect(() => {
    if (fetcher.data === undefined || fetcher.state !== "idle") return;
    const page = fetcher.data.result as Page<T>;
    const from = fetching.current;
    fetching.current = null;
    setState((prev) => {
      const fresh = page.items.filter((i) => !prev.items.some((p) => p.id === i.id));
      if (from === null) return prev;
      const more = prev.pages < MAX_PAGES ? { pages: prev.pages + 1 } : { start: from, pages: 1, offset: prev.items.length };
      return { ...prev, ...more, items: [...prev.items, ...fresh], next: page.nextCursor };
    });
  }, [fetcher.data, fetcher.state]);

  // The address says which pages are shown. Not a navigation: the router would load them all again. The history
  // entry's state (the router's key, by which <ScrollRestoration> saved the scroll position) is kept.
  const params = new URLSearchParams(location.search);
  const shown = stretch ? location.pathname + pagesSearch(params, current.start, current.pages) : null;
  useEffect(() => {
    if (!shown || shown === window.location.pathname + window.location.search) return;
    window.history.replaceState(window.history.state, "", shown);
  }, [shown]);

  // Keyboard and screen-reader users go on from the first new card: the control they pressed may be gone
  // (the last page has no 'Load More'), and focus must not fall back to the top of the document.
  const list = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  const count = current.items.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    list.current?.children[from]?.querySelector<HTMLElement>("a[href]")?.focus({ preventScroll: true });
  }, [count]);

  return {
    items: current.items,
    next: current.next,
    loading: fetcher.state !== "idle",
    /** Attach to the element whose children are the cards. */
    list,
    /** The address of the stretch shown (null without `stretch`): where 'Back to first results' shows. */
    start: current.start,
    /**
     * With `stretch`: the link 'Load More' is without JavaScript, one page more in the address (a new stretch past
     * MAX_PAGES), to the first new card. With JavaScript it is fetched instead (`load()` with no argument).
     */
    moreHref:
      stretch && current.next
        ? current.pages < MAX_PAGES
          ? `${location.pathname}${pagesSearch(params, current.start, current.pages + 1)}#${resultAnchor(current.items.length - current.offset + 1)}`
          : `${location.pathname}${pagesSearch(params, current.next, 1)}#${resultAnchor(1)}`
        : null,
    load: (url?: string) => {
      focusFrom.current = count;
      fetching.current = current.next;
      void fetcher.load(url ?? `${location.pathname}${pagesSearch(params, current.next, 1)}`);
    },
  };
}

/**
 * For routes using this hook: re-run the loader only when the URL changes, not after an unrelated form
 * post (the footer newsletter), which would otherwise reset the loaded pages to the first one.
 */
export const revalidateOnUrlChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
