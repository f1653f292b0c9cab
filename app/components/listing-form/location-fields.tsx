// Step "location": one of the 36 states or the FCT, then the city or area, with that state's known places suggested.
import { useState } from "react";
import { FormField } from "~/components/form-field";
import type { Values } from "~/lib/forms.server";
import { findState, NIGERIAN_STATES } from "@core/nigeria";
import { LISTING_LIMITS as L } from "../../../server/features/listings/listings.limits";
import { SelectField } from "./fields";

export function LocationFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  const [state, setState] = useState(values.state ?? "");
  const cities = findState(state)?.cities ?? [];
  return (
    <>
      <SelectField
        name="state"
        label="State"
        required
        autoComplete="address-level1"
        defaultValue={findState(values.state ?? "")?.name ?? ""}
        onChange={(e) => setState(e.currentTarget.value)}
        error={errors.state}
      >
        <option value="">Choose a state</option>
        {NIGERIAN_STATES.map((s) => (
          <option key={s.slug} value={s.name}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <FormField
        name="city"
        label="City or area"
        required
        autoComplete="address-level2"
        maxLength={L.cityMax}
        list={cities.length ? "f-city-options" : undefined}
        defaultValue={values.city ?? ""}
        hint="Where renters pick the item up, such as Ikeja or Wuse. Renters search by it."
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
