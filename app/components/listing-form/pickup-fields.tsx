// Step "pickup": where and when renters collect the item, and anything they need to bring; and whether the owner delivers
// it instead (issue 36), labelled by the loader (delivery-words.server.ts).
import { LISTING_LIMITS as L } from "@core/listing-limits";
import type { Values } from "~/lib/forms.server";
import { FormField } from "~/components/form-field";
import { AmountField, TextareaField } from "./fields";
import type { DeliveryWords } from "./delivery-words.server";

/** `words`: the step's labels and hints, from the loader (delivery-words.server.ts). */
export function PickupFields({ values, errors, words }: { values: Values; errors: Record<string, string>; words: DeliveryWords }) {
  return (
    <>
      <TextareaField
        name="pickupNotes"
        label={words.pickupNotes}
        rows={4}
        maxLength={L.pickupNotesMax}
        defaultValue={values.pickupNotes ?? ""}
        hint={words.pickupHint}
        error={errors.pickupNotes}
      />
      <DeliveryFields values={values} errors={errors} words={words} />
    </>
  );
}

/** Whether the owner delivers, how far, and for what: the inputs stay shown (no script needed); unticked, they are not saved. */
function DeliveryFields({ values, errors, words: w }: { values: Values; errors: Record<string, string>; words: DeliveryWords }) {
  const v = (k: string) => values[k] ?? "";
  const whole = { inputMode: "numeric", autoComplete: "off", maxLength: 3 } as const;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{w.legend}</legend>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        {/* Posted before the box, so that an unticked box comes back unticked after a refusal. */}
        <input type="hidden" name="delivers" value="" />
        <input type="checkbox" name="delivers" defaultChecked={v("delivers") === "on"} aria-describedby="f-delivers-hint" className="mt-1 size-5 accent-brand-700" />
        <span>
          <span className="block font-semibold text-slate-900">{w.delivers}</span>
          <span id="f-delivers-hint" className="block text-sm text-slate-600">
            {w.deliversHint}
          </span>
        </span>
      </label>
      <div className="grid grid-cols-2 gap-3">
        <FormField name="deliveryRadiusKm" label={w.radius} {...whole} defaultValue={v("deliveryRadiusKm")} hint={w.radiusHint} error={errors["delivery.radiusKm"]} />
        <FormField name="deliveryFreeWithinKm" label={w.freeWithin} {...whole} defaultValue={v("deliveryFreeWithinKm")} placeholder="0" hint={w.freeWithinHint} error={errors["delivery.freeWithinKm"]} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <AmountField name="deliveryFeeKobo" label={w.fee} placeholder="0" defaultValue={v("deliveryFeeKobo")} hint={w.feeHint} error={errors["delivery.feeKobo"]} />
        <AmountField name="deliveryPerKmKobo" label={w.perKm} placeholder="0" defaultValue={v("deliveryPerKmKobo")} hint={w.perKmHint} error={errors["delivery.perKmKobo"]} />
      </div>
    </fieldset>
  );
}
