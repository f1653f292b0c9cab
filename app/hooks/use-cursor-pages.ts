// 'Load More' for any list paged by cursor: keeps the loaded items, appends each fetched page.
import { useEffect, useRef, useState } from "react";
import { useFetcher, type ShouldRevalidateFunction } from "react-router";

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `first` is the loader's page; fetching the same route again with a cursor returns `{ result }` with the next. */
export function useCursorPages<T extends { id: number }>(first: Page<T>) {
  // One fetcher per first page: a 'Load More' still in flight for an old search can never land in a new one.
  const fetcher = useFetcher<{ result: Page<T> }>({ key: `pages:${first.items.map((i) => i.id).join(",")}` });
  const [state, setState] = useState({ first, items: first.items, next: first.nextCursor });
  // A new first page (new search or filters) replaces the list in the same render, never one frame later.
  let current = state;
  if (state.first !== first) {
    current = { first, items: first.items, next: first.nextCursor };
    setState(current);
  }

  useEffect(() => {
    if (fetcher.data === undefined || fetcher.state !== "idle") return;
    const page = fetcher.data.result as Page<T>;
    setState((prev) => ({
      ...prev,
      items: [...prev.items, ...page.items.filter((i) => !prev.items.some((p) => p.id === i.id))],
      next: page.nextCursor,
    }));
  }, [fetcher.data, fetcher.state]);

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
    load: (url: string) => {
      focusFrom.current = count;
      void fetcher.load(url);
    },
  };
}

/**
 * For routes using this hook: re-run the loader only when the URL changes, not after an unrelated form
 * post (the footer newsletter), which would otherwise reset the loaded pages to the first one.
 */
export const revalidateOnUrlChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod !== "GET" && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;
