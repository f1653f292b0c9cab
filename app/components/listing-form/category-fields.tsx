// Step "category": the category and the type of item. The type's options carry "category/type", so the choice is
// whole without JavaScript (all types, grouped by category); with it, only the chosen category's types are offered.
import { useState } from "react";
import type { Values } from "~/lib/forms.server";
import { SelectField } from "./fields";
import { useHydrated } from "~/hooks/use-hydrated";
import { m } from "@core/paraglide/messages";

export interface CategoryChoice {
  slug: string;
  name: string;
  subcategories: { slug: string; name: string }[];
}

export function CategoryFields({ categories, values, errors }: { categories: CategoryChoice[]; values: Values; errors: Record<string, string> }) {
  const hydrated = useHydrated();
  const [category, setCategory] = useState(values.categorySlug ?? "");
  // Without JavaScript every type is offered, the chosen category's first.
  const shown = hydrated ? categories.filter((c) => c.slug === category) : [...categories].sort((a, b) => Number(b.slug === category) - Number(a.slug === category));
  return (
    <>
      <SelectField
        name="categorySlug"
        label={m.listing_category()}
        defaultValue={values.categorySlug ?? ""}
        onChange={(e) => setCategory(e.currentTarget.value)}
        error={errors.categorySlug}
      >
        <option value="">{m.listing_choose_category()}</option>
        {categories.map((c) => (
          <option key={c.slug} value={c.slug}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        // A new category starts its type afresh.
        key={hydrated ? category : "all"}
        name="subcategorySlug"
        label={m.listing_type()}
        required
        defaultValue={values.subcategorySlug ?? ""}
        hint={hydrated ? (category ? undefined : m.listing_choose_category_first()) : m.listing_types_grouped()}
        error={errors.subcategorySlug}
      >
        <option value="">{m.listing_choose_type()}</option>
        {shown.map((c) => (
          <optgroup key={c.slug} label={c.name}>
            {c.subcategories.map((s) => (
              <option key={s.slug} value={`${c.slug}/${s.slug}`}>
                {s.name}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </>
  );
}
