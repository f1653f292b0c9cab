// Step "features": the item's features and what comes with it, one per line.
import { LISTING_LIMITS as L } from "../../../server/features/listings/listings.limits";
import type { Values } from "~/lib/forms.server";
import { TextareaField } from "./fields";

export function FeaturesFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  return (
    <>
      <TextareaField
        name="features"
        label="Features (optional)"
        rows={5}
        defaultValue={values.features ?? ""}
        hint={`What makes it worth renting, one per line (such as "Air conditioning" or "Remote start"), up to ${L.listItemsMax}.`}
        error={errors.features}
      />
      <TextareaField
        name="included"
        label="What's included (optional)"
        rows={5}
        defaultValue={values.included ?? ""}
        hint={`What the renter gets with it, one per line (such as "Spare tyre" or "Extension cable"), up to ${L.listItemsMax}.`}
        error={errors.included}
      />
    </>
  );
}
