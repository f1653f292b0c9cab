// Step "location": one of the 36 states or the FCT, then the city or area, with that state's known places suggested.
import { useState } from "react";
import { FormField } from "~/components/form-field";
import type { Values } from "~/lib/forms.server";
import { findState, NIGERIAN_STATES } from "@core/nigeria";
import { LISTING_LIMITS as L } from "@core/listing-limits";
import { SelectField } from "./fields";
import { m } from "@core/paraglide/messages";

export function LocationFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  const [state, setState] = useState(values.state ?? "");
  const cities = findState(state)?.cities ?? [];
  return (
    <>
      <SelectField
        name="state"
        label={m.listing_state()}
        required
        autoComplete="address-level1"
        defaultValue={findState(values.state ?? "")?.name ?? ""}
        onChange={(e) => setState(e.currentTarget.value)}
        error={errors.state}
      >
        <option value="">{m.listing_choose_state()}</option>
        {NIGERIAN_STATES.map((s) => (
          <option key={s.slug} value={s.name}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <FormField
        name="city"
        label={m.listing_city()}
        required
        autoComplete="address-level2"
        maxLength={L.cityMax}
        list={cities.length ? "f-city-options" : undefined}
        defaultValue={values.city ?? ""}
        hint={m.listing_city_hint()}
        error={errors.city}
      />
      {cities.length > 0 && (
        <datalist id="f-city-options">
          {cities.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      )}
    </>
  );
}
