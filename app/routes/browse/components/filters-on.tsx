// The filters a search has on, each a link to the same search without it, and what its dates leave out for being too few
// days, with a link to longer dates. The words and addresses come from the loader (filter-chips.server.ts): plain links
// that work without JavaScript, and nothing for the page's script to format.
import { X } from "lucide-react";
import { Link } from "~/lib/links";

/** One filter that is on: what it is, the link's accessible name, and the search without it (a site path). */
export interface FilterChip {
  label: string;
  remove: string;
  href: string;
}

export interface On {
  title: string;
  chips: FilterChip[];
  /** The search without any filter (its words and sort kept), when more than one is on. */
  clear: { label: string; href: string } | null;
}

/** What the dates leave out for being too few days: the sentence, and a link to the same search for that many days. */
export interface LongerRentalNote {
  text: string;
  link: string;
  href: string;
}

const CHIP = "inline-flex min-h-8 items-center gap-1 whitespace-nowrap rounded-full border border-slate-300 bg-white px-3 py-1 hover:bg-slate-100";

/** The filters on, beside 'Show map': one line, swiped sideways when longer, so that a phone's first result stays in view. */
export function FiltersOn({ on }: { on: On }) {
  return (
    <div className="-m-1 flex min-w-0 flex-1 gap-2 overflow-x-auto p-1 text-sm">
      <ul aria-label={on.title} className="flex gap-2">
        {on.chips.map((c) => (
          <li key={c.href}>
            <Link to={c.href} aria-label={c.remove} className={CHIP}>
              {c.label}
              <X aria-hidden className="size-4 text-slate-600" />
            </Link>
          </li>
        ))}
      </ul>
      {on.clear && (
        <Link to={on.clear.href} className={`${CHIP} font-semibold text-brand-700`}>
          {on.clear.label}
        </Link>
      )}
    </div>
  );
}

/** What the dates leave out for being too few days ('2 more items need at least 3 days'), each with a link to enough. */
export function LongerRentals({ notes }: { notes: readonly LongerRentalNote[] }) {
  return notes.map((n) => (
    <p key={n.href} className="mb-3 text-sm">
      {n.text}{" "}
      <Link to={n.href} className="font-semibold text-brand-700 underline">
        {n.link}
      </Link>
    </p>
  ));
}
