// Step "pickup": where and when renters collect the item, and anything they need to bring.
import { LISTING_LIMITS as L } from "@core/listing-limits";
import type { Values } from "~/lib/forms.server";
import { TextareaField } from "./fields";
import { m } from "@core/paraglide/messages";

export function PickupFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  return (
    <TextareaField
      name="pickupNotes"
      label={m.listing_pickup_label()}
      rows={4}
      maxLength={L.pickupNotesMax}
      defaultValue={values.pickupNotes ?? ""}
      hint={m.listing_pickup_hint()}
      error={errors.pickupNotes}
    />
  );
}
