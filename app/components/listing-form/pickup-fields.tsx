// Step "pickup": where and when renters collect the item, and anything they need to bring.
import { LISTING_LIMITS as L } from "../../../server/features/listings/listings.limits";
import type { Values } from "~/lib/forms.server";
import { TextareaField } from "./fields";

export function PickupFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  return (
    <TextareaField
      name="pickupNotes"
      label="Pick-up notes (optional)"
      rows={4}
      maxLength={L.pickupNotesMax}
      defaultValue={values.pickupNotes ?? ""}
      hint="Where to collect it, the hours you are available and what to bring (such as a valid ID)."
      error={errors.pickupNotes}
    />
  );
}
