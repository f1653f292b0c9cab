// The search form's frame, phone first: a 'Filters (n)' button with the sort beside it, and the filters themselves. From
// md up the filters stay on the page; on a phone they open in a sheet. Before and without JavaScript the button is a
// link to the filters on the page, which CSS shows once they are the link's target: same layout before and after
// hydration, and every filter reachable without script.
import { ArrowUpDown, SlidersHorizontal } from "lucide-react";
import { Form } from "~/lib/links";
import { useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Select } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { pagesSearch } from "~/lib/result-pages";
import { cn } from "~/lib/utils";
import type { FiltersSheet } from "./filters-sheet";
import { m } from "@core/paraglide/messages";

export const FILTERS_PANEL_ID = "search-filters";
const loadSheet = () => import("./filters-sheet").then((m) => m.FiltersSheet);

// An outline button, a little narrower than buttonVariants' so that the sort beside it keeps its words on 360 px.
const OUTLINE =
  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function FiltersForm({
  active,
  invalid = false,
  sortOptions,
  sort,
  children,
}: {
  /** How many filters are set (active-filters.ts). */
  active: number;
  /** A value was refused: the filters show on the page on a phone too, each message beside its field. */
  invalid?: boolean;
  /** Sort value → its label, in the order shown. */
  /** Each sort's value and its label's message. */
  sortOptions: Record<string, () => string>;
  sort: string;
  /** The filters' fields and the form's submit button. */
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  // Open on this page only: the sheet stays open, its 'Apply filters' busy, until the new results arrive. Closed as the
  // form was submitted, the sheet took the pressed button out of the form while the submit event still held it, and
  // new FormData(form, button) in a submit listener threw ("The specified element is not owned by this form element").
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (o: boolean) => setOpenOn(o ? location.key : null);
  const [Sheet, setSheet] = useState<typeof FiltersSheet | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // The fields show the search in the address: a new search (applied here, from the header or by Back) draws them
  // afresh, since a select keeps its first defaultValue. Loading more pages is not a new search.
  const searched = pagesSearch(new URLSearchParams(location.search), null, 1);
  // The sort is controlled, for the same reason, without drawing it afresh (it keeps focus once chosen).
  const [chosen, setChosen] = useState({ sort, value: sort });
  if (chosen.sort !== sort) setChosen({ sort, value: sort });

  // Fetched on the first touch, hover or focus of the button, so that the sheet opens at once on the tap.
  const prepare = () => loadSheet().then((S) => setSheet(() => S));
  const openSheet = () => {
    if (Sheet) return setOpen(true);
    prepare().then(
      () => setOpen(true),
      // The chunk did not come (a lost connection): the filters open on the page, as without JavaScript.
      () => {
        window.location.hash = FILTERS_PANEL_ID;
      },
    );
  };

  const label = active > 0 ? m.filters_button_count({ count: active }) : m.filters_button();
  const name = active > 0 ? m.filters_button_active({ count: active }) : m.filters_button();
  const button = cn(OUTLINE, "md:hidden");
  const content = (
    <>
      <SlidersHorizontal aria-hidden className="size-4 noscript:hidden" />
      {label}
    </>
  );

  return (
    <Form method="get" className="mb-3 md:mb-6">
      <div className="mb-3 flex items-center justify-between gap-3 md:justify-end">
        {hydrated ? (
          <button
            ref={opener}
            type="button"
            className={button}
            aria-label={name}
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={openSheet}
            onPointerEnter={() => void prepare().catch(() => {})}
            onFocus={() => void prepare().catch(() => {})}
          >
            {content}
          </button>
        ) : (
          <a href={`#${FILTERS_PANEL_ID}`} className={button} aria-label={name}>
            {content}
          </a>
        )}
        {/* The sort applies as soon as it is chosen; without JavaScript a button of its own sends the form. */}
        <div className="flex min-w-0 flex-1 items-center gap-2 md:flex-none">
          <ArrowUpDown aria-hidden className="size-4 shrink-0 text-slate-600 noscript:hidden md:hidden" />
          <label htmlFor="browse-sort" className="sr-only shrink-0 text-sm font-medium text-slate-800 md:not-sr-only">
            {m.filters_sort_by()}
          </label>
          <Select
            id="browse-sort"
            name="sort"
            value={chosen.value}
            onChange={(e) => {
              setChosen({ sort, value: e.currentTarget.value });
              e.currentTarget.form?.requestSubmit();
            }}
            className="min-w-0 md:w-auto"
          >
            {Object.entries(sortOptions).map(([v, l]) => <option key={v} value={v}>{l()}</option>)}
          </Select>
          <noscript>
            <button type="submit" className={OUTLINE}>
              {m.filters_sort()}
            </button>
          </noscript>
        </div>
      </div>
      {open && Sheet ? (
        <Sheet open onOpenChange={setOpen} returnFocus={opener}>
          {children}
        </Sheet>
      ) : (
        <div key={searched} id={FILTERS_PANEL_ID} className={cn("scroll-mt-52 gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid md:grid-cols-6 md:items-end", invalid ? "grid" : "hidden target:grid")}>
          {children}
        </div>
      )}
    </Form>
  );
}
