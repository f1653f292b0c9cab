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
      hint="Where to collect it, the hours you are available and what to bring (such as a valid ID). Kept private: only you and a renter whose booking is confirmed see these notes; everyone else sees the area (city and state)."
      error={errors.pickupNotes}
    />
  );
}
