// The browse filter form: words, category, place, price and instant book, with the sort. Each filter of issue 18
// adds its inputs in the marked place below; the form submits by GET, so every filter is a query parameter.
import type { Category } from "../../../../server/features/catalogue/catalogue.schema";
import { SubmitButton } from "~/components/ui/submit-button";
import { FieldError, Input, Label, Select } from "~/components/ui/input";
import { NIGERIAN_STATES } from "@core/nigeria";
import { countActiveFilters } from "./active-filters";
import { FiltersForm } from "./filters-form";
import { DateFilters } from "~/components/search/date-filters";
import { NearFilter } from "~/components/search/near-filter";
import { m } from "@core/paraglide/messages";

const SORT_LABELS: Record<string, () => string> = {
  relevance: m.filters_sort_relevance,
  "price-asc": m.filters_sort_price_asc,
  "price-desc": m.filters_sort_price_desc,
  rating: m.filters_sort_rating,
  newest: m.filters_sort_newest,
  distance: m.filters_sort_distance,
};

export interface SearchFiltersProps {
  /** The query string as searched (raw form values, so a refused value is shown back as typed). */
  query: Partial<Record<string, string>>;
  instantOnly: boolean;
  /** 'Delivers to me' (issue 36): ticked or not, and its label from the loader (no message in the browser). */
  delivers: { on: boolean; label: string };
  /** Messages by parameter name, for values the search schema refused. */
  errors: Partial<Record<string, string>>;
  /** The categories to choose from (slug and name: what the select shows). */
  categories: readonly Pick<Category, "slug" | "name">[];
  /** The chosen category's subcategories (none without a category: the select waits for one). */
  subcategories: Category["subcategories"];
  /** Today in Lagos (from the loader): the earliest day the date inputs offer. */
  today?: string | undefined;
}

export function SearchFilters({ query, instantOnly, delivers, errors, categories, subcategories, today }: SearchFiltersProps) {
  const category = categories.find((c) => c.slug === query.category);
  // A place to be near orders nearest first unless another order is chosen (search.service.ts). Without one, 'Distance'
  // has nothing to measure from: it is not offered (but still shown when the address asks for it, beside its message).
  const sort = query.sort ?? "relevance";
  const { distance: _distance, ...withoutDistance } = SORT_LABELS;
  const sortOptions = query.near || sort === "distance" ? SORT_LABELS : withoutDistance;
  return (
    <FiltersForm active={countActiveFilters(query)} invalid={Object.keys(errors).length > 0} sortOptions={sortOptions} sort={query.near && sort === "relevance" ? "distance" : sort}>
      <div className="md:col-span-2">
        <Label htmlFor="browse-search">{m.filters_search()}</Label>
        <Input id="browse-search" name="search" type="search" placeholder={m.filters_search_placeholder()} defaultValue={query.search ?? ""} />
      </div>
      <div>
        <Label htmlFor="browse-category">{m.filters_category()}</Label>
        <Select
          id="browse-category"
          name="category"
          defaultValue={query.category ?? "all"}
          onChange={(e) => {
            // The subcategory list belongs to the old category until the form is applied.
            const sub = e.currentTarget.form?.elements.namedItem("subcategory");
            if (sub instanceof HTMLSelectElement) sub.value = "";
          }}
        >
          <option value="all">{m.filters_all_categories()}</option>
          {categories.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
        </Select>
      </div>
      <div>
        <Label htmlFor="browse-subcategory">{m.filters_subcategory()}</Label>
        <Select id="browse-subcategory" name="subcategory" defaultValue={query.subcategory ?? ""} disabled={!category}>
          <option value="">{category ? m.filters_all_of({ category: category.name }) : m.filters_choose_category_first()}</option>
          {category && subcategories.map((s) => <option key={s.slug} value={s.slug}>{s.name}</option>)}
        </Select>
      </div>
      <div>
        <Label htmlFor="browse-location">{m.filters_location()}</Label>
        <Input id="browse-location" name="location" list="browse-states" placeholder={m.filters_location_placeholder()} defaultValue={query.location ?? ""} />
        <datalist id="browse-states">
          {NIGERIAN_STATES.map((s) => <option key={s.slug} value={s.name} />)}
        </datalist>
      </div>
      <NearFilter near={query.near} error={errors.near} />
      <div>
        <Label htmlFor="browse-min">{m.filters_min_price()}</Label>
        <Input id="browse-min" name="minPrice" inputMode="numeric" defaultValue={query.minPrice ?? ""} aria-invalid={errors.minPrice ? true : undefined} aria-describedby="browse-min-error" />
        <FieldError id="browse-min-error" message={errors.minPrice} />
      </div>
      <div>
        <Label htmlFor="browse-max">{m.filters_max_price()}</Label>
        <Input id="browse-max" name="maxPrice" inputMode="numeric" defaultValue={query.maxPrice ?? ""} aria-invalid={errors.maxPrice ? true : undefined} aria-describedby="browse-max-error" />
        <FieldError id="browse-max-error" message={errors.maxPrice} />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium md:col-span-2">
        <input type="checkbox" name="instant" value="true" defaultChecked={instantOnly} className="size-5 accent-brand-700" />
        {m.filters_instant_only()}
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium md:col-span-2">
        <input type="checkbox" name="delivers" value="1" defaultChecked={delivers.on} className="size-5 accent-brand-700" />
        {delivers.label}
      </label>
      <DateFilters query={query} errors={errors} today={today} />
      <SubmitButton className="md:col-span-2">{m.filters_apply()}</SubmitButton>
    </FiltersForm>
  );
}
