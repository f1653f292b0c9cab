// The browse filter form: words, category, place, price and instant book, with the sort. Each filter of issue 18
// adds its inputs in the marked place below; the form submits by GET, so every filter is a query parameter.
import type { Category } from "../../../server/features/catalogue/catalogue.schema";
import { SubmitButton } from "~/components/ui/submit-button";
import { FieldError, Input, Label, Select } from "~/components/ui/input";
import { NIGERIAN_STATES } from "@core/nigeria";
import { countActiveFilters } from "./active-filters";
import { FiltersForm } from "./filters-form";
import { DateFilters } from "./date-filters";
import { NearFilter } from "./near-filter";

const SORT_LABELS: Record<string, string> = {
  relevance: "Relevance",
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  rating: "Highest Rated",
  newest: "Newest",
  distance: "Distance",
};

export interface SearchFiltersProps {
  /** The query string as searched (raw form values, so a refused value is shown back as typed). */
  query: Partial<Record<string, string>>;
  instantOnly: boolean;
  /** Messages by parameter name, for values the search schema refused. */
  errors: Partial<Record<string, string>>;
  categories: readonly Category[];
  /** Today in Lagos (from the loader): the earliest day the date inputs offer. */
  today?: string | undefined;
}

export function SearchFilters({ query, instantOnly, errors, categories, today }: SearchFiltersProps) {
  const category = categories.find((c) => c.slug === query.category);
  // A place to be near orders nearest first unless another order is chosen (search.service.ts). Without one, 'Distance'
  // has nothing to measure from: it is not offered (but still shown when the address asks for it, beside its message).
  const sort = query.sort ?? "relevance";
  const { distance: _distance, ...withoutDistance } = SORT_LABELS;
  const sortOptions = query.near || sort === "distance" ? SORT_LABELS : withoutDistance;
  return (
    <FiltersForm active={countActiveFilters(query)} invalid={Object.keys(errors).length > 0} sortOptions={sortOptions} sort={query.near && sort === "relevance" ? "distance" : sort}>
      <div className="md:col-span-2">
        <Label htmlFor="browse-search">Search</Label>
        <Input id="browse-search" name="search" type="search" placeholder="Search for items..." defaultValue={query.search ?? ""} />
      </div>
      <div>
        <Label htmlFor="browse-category">Category</Label>
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
          <option value="all">All Categories</option>
          {categories.map((c) => <option key={c.slug} value={c.slug}>{c.name}</option>)}
        </Select>
      </div>
      <div>
        <Label htmlFor="browse-subcategory">Subcategory</Label>
        <Select id="browse-subcategory" name="subcategory" defaultValue={query.subcategory ?? ""} disabled={!category}>
          <option value="">{category ? `All ${category.name}` : "Choose a category first"}</option>
          {category?.subcategories.map((s) => <option key={s.slug} value={s.slug}>{s.name}</option>)}
        </Select>
      </div>
      <div>
        <Label htmlFor="browse-location">Location</Label>
        <Input id="browse-location" name="location" list="browse-states" placeholder="State or city" defaultValue={query.location ?? ""} />
        <datalist id="browse-states">
          {NIGERIAN_STATES.map((s) => <option key={s.slug} value={s.name} />)}
        </datalist>
      </div>
      <NearFilter near={query.near} error={errors.near} />
      <div>
        <Label htmlFor="browse-min">Min ₦/day</Label>
        <Input id="browse-min" name="minPrice" inputMode="numeric" defaultValue={query.minPrice ?? ""} aria-invalid={errors.minPrice ? true : undefined} aria-describedby="browse-min-error" />
        <FieldError id="browse-min-error" message={errors.minPrice} />
      </div>
      <div>
        <Label htmlFor="browse-max">Max ₦/day</Label>
        <Input id="browse-max" name="maxPrice" inputMode="numeric" defaultValue={query.maxPrice ?? ""} aria-invalid={errors.maxPrice ? true : undefined} aria-describedby="browse-max-error" />
        <FieldError id="browse-max-error" message={errors.maxPrice} />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium md:col-span-2">
        <input type="checkbox" name="instant" value="true" defaultChecked={instantOnly} className="size-5 accent-brand-700" />
        Instant book only
      </label>
      <DateFilters query={query} errors={errors} today={today} />
      <SubmitButton className="md:col-span-2">Apply filters</SubmitButton>
    </FiltersForm>
  );
}
