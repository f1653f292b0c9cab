// Step "pricing": the price per day, discounts for a week or a month, units, rental length, how renters book, the deposit.
import { FormField } from "~/components/form-field";
import { FieldError } from "~/components/ui/input";
import { OWNER_RESPONSE_HOURS, hoursText } from "@core/fees";
import type { Values } from "~/lib/forms.server";
import { AmountField } from "./fields";

const BOOKING_MODES = [
  { value: "instant", label: "Instant Book", text: "Renters book and pay for free days straight away, without waiting for you." },
  { value: "request", label: "Request to Book", text: `You accept or decline each request within ${hoursText(OWNER_RESPONSE_HOURS)}.` },
] as const;

export function PricingFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  const v = (k: string) => values[k] ?? "";
  const whole = { inputMode: "numeric", autoComplete: "off", maxLength: 6 } as const;
  return (
    <>
      <AmountField name="pricePerDayKobo" label="Price per day" required placeholder="25,000" defaultValue={v("pricePerDayKobo")} error={errors.pricePerDayKobo} />
      <div className="grid grid-cols-2 gap-3">
        <FormField name="weeklyDiscountPct" label="Weekly discount %" {...whole} defaultValue={v("weeklyDiscountPct")} placeholder="0" hint="Optional: for a week or more" error={errors.weeklyDiscountPct} />
        <FormField name="monthlyDiscountPct" label="Monthly discount %" {...whole} defaultValue={v("monthlyDiscountPct")} placeholder="0" hint="Optional: for a month or more" error={errors.monthlyDiscountPct} />
      </div>
      <FormField
        name="units"
        label="Units available"
        required
        {...whole}
        defaultValue={v("units") || "1"}
        hint="How many of this item you have to rent out at the same time: one car, or 200 chairs."
        error={errors.units}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField name="minDays" label="Minimum days" required {...whole} defaultValue={v("minDays") || "1"} error={errors.minDays} />
        <FormField name="maxDays" label="Maximum days" required {...whole} defaultValue={v("maxDays") || "30"} error={errors.maxDays} />
      </div>
      <fieldset aria-describedby={errors.bookingMode ? "f-bookingMode-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">How renters book</legend>
        <div className="space-y-2">
          {BOOKING_MODES.map((m) => (
            <label
              key={m.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="bookingMode"
                value={m.value}
                defaultChecked={(v("bookingMode") || "request") === m.value}
                aria-invalid={errors.bookingMode ? true : undefined}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{m.label}</span>
                <span className="block text-sm text-slate-600">{m.text}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="f-bookingMode-error" message={errors.bookingMode} />
      </fieldset>
      <AmountField
        name="cautionDepositKobo"
        label="Refundable caution deposit (optional)"
        defaultValue={v("cautionDepositKobo")}
        placeholder="0"
        hint="Held for the rental and returned when the item comes back as it left. Leave it empty for none."
        error={errors.cautionDepositKobo}
      />
    </>
  );
}
