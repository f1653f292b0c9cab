// A category page's filters: the same start, end and pick-up time as browse's, so that a category shows only what is
// free on the days chosen (and what it costs for them), and a place to be near, which orders it nearest first with each
// card's distance. On their own small form; 'Near me' stays on browse, the one page allowed to ask where the browser is.

import { SubmitButton } from "~/components/ui/submit-button";
import { Form, Link } from "~/lib/links";
import { DateFilters, type DateFiltersProps } from "~/components/search/date-filters";
import { NearFilter } from "~/components/search/near-filter";
import { m } from "@core/paraglide/messages";

export function CategoryFilters({ query, errors, today }: DateFiltersProps) {
  const chosen = Object.keys(query).length > 0;
  return (
    <Form method="get" aria-label={m.filters_dates_and_place()} className="mb-5 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-5 md:items-end">
      <DateFilters query={query} errors={errors} today={today} />
      <NearFilter near={query.near} error={errors.near} locate={false} />
      <div className="flex items-center gap-3">
        <SubmitButton>{m.filters_show_items()}</SubmitButton>
        {chosen && <Link to={{ search: "" }} className="text-sm text-brand-700 underline">{m.filters_clear()}</Link>}
      </div>
    </Form>
  );
}
