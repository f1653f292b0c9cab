// How many filters narrow a search, for the phone's 'Filters (2)' button. The words searched and the sort are not
// filters (the results line says the words; the sort stays in view beside the button).

/**
 * The query parameters that narrow the results, grouped as a person thinks of them: a group counts once, however many
 * of its parameters are set (a price range is one filter). A new filter adds its group here.
 */
export const FILTER_GROUPS: readonly (readonly string[])[] = [
  ["category"],
  ["subcategory"],
  ["location", "state", "city"],
  // A place to be near (near-filter.tsx): only listings with a place, nearest first.
  ["near"],
  ["minPrice", "maxPrice"],
  ["instant"],
  // Delivers to the place searched (issue 36).
  ["delivers"],
  // The rental dates, the hero's older name included (date-filters.tsx). Only a start date filters: the hero always
  // sends a pick-up time, which without a date narrows nothing.
  ["startDate", "date"],
];

/** Values that mean "no filter": the category list's 'All Categories' and an unticked instant-book box. */
const NEUTRAL: Partial<Record<string, readonly string[]>> = { category: ["all"], instant: ["false", "0"], delivers: ["false", "0"] };

export function countActiveFilters(query: Partial<Record<string, string>>): number {
  const set = (name: string) => {
    const v = query[name]?.trim();
    return Boolean(v) && !NEUTRAL[name]?.includes(v!);
  };
  return FILTER_GROUPS.filter((group) => group.some(set)).length;
}
