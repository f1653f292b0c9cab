// A category page's dates: the same start, end and pick-up time as browse's filter, on their own small form, so that a
// category shows only what is free on the days chosen (and what it costs for them).
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { DateFilters, type DateFiltersProps } from "./date-filters";

export function CategoryDates({ query, errors, today }: DateFiltersProps) {
  const chosen = Object.keys(query).length > 0;
  return (
    <Form method="get" aria-label="Rental dates" className="mb-5 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-4 md:items-end">
      <DateFilters query={query} errors={errors} today={today} />
      <div className="flex items-center gap-3">
        <SubmitButton>Check dates</SubmitButton>
        {chosen && <Link to={{ search: "" }} className="text-sm text-brand-700 underline">Clear dates</Link>}
      </div>
    </Form>
  );
}
