// Step "features": the item's features and what comes with it, one per line.
import { LISTING_LIMITS as L } from "@core/listing-limits";
import type { Values } from "~/lib/forms.server";
import { TextareaField } from "./fields";
import { m } from "@core/paraglide/messages";

export function FeaturesFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  return (
    <>
      <TextareaField
        name="features"
        label={m.listing_features_label()}
        rows={5}
        defaultValue={values.features ?? ""}
        hint={m.listing_features_hint({ max: L.listItemsMax })}
        error={errors.features}
      />
      <TextareaField
        name="included"
        label={m.listing_included_label()}
        rows={5}
        defaultValue={values.included ?? ""}
        hint={m.listing_included_hint({ max: L.listItemsMax })}
        error={errors.included}
      />
    </>
  );
}
