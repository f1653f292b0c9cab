// Step "pricing": the price per day, discounts for a week or a month, units, rental length, how renters book, the deposit.
import { FormField } from "~/components/form-field";
import { FieldError } from "~/components/ui/input";
import { LISTING_LIMITS } from "@core/listing-limits";
import type { Values } from "~/lib/forms.server";
import { AmountField } from "./fields";
import type { DayPriceWords } from "./day-price-words.server";
import { m } from "@core/paraglide/messages";

const BOOKING_MODES = [
  { value: "instant", label: m.listing_mode_instant, text: "instantText" },
  { value: "request", label: m.listing_mode_request, text: "requestText" },
] as const;

/** `words`: the step's labels and hints, from the loader (day-price-words.server.ts). */
export function PricingFields({ values, errors, words: w }: { values: Values; errors: Record<string, string>; words: DayPriceWords }) {
  const v = (k: string) => values[k] ?? "";
  const whole = { inputMode: "numeric", autoComplete: "off", maxLength: 6 } as const;
  return (
    <>
      <AmountField name="pricePerDayKobo" label={m.listing_price_per_day()} required placeholder="25,000" defaultValue={v("pricePerDayKobo")} error={errors.pricePerDayKobo} />
      <DayPriceFields values={values} errors={errors} words={w} />
      <div className="grid grid-cols-2 gap-3">
        <FormField name="weeklyDiscountPct" label={w.weeklyPct} {...whole} defaultValue={v("weeklyDiscountPct")} placeholder="0" hint={w.weeklyHint} error={errors.weeklyDiscountPct} />
        <FormField name="monthlyDiscountPct" label={w.monthlyPct} {...whole} defaultValue={v("monthlyDiscountPct")} placeholder="0" hint={w.monthlyHint} error={errors.monthlyDiscountPct} />
      </div>
      <FormField
        name="units"
        label={m.listing_units()}
        required
        {...whole}
        defaultValue={v("units") || "1"}
        hint={w.unitsHint}
        error={errors.units}
      />
      <div className="grid grid-cols-2 gap-3">
        <FormField name="minDays" label={w.minDays} required {...whole} defaultValue={v("minDays") || "1"} error={errors.minDays} />
        <FormField name="maxDays" label={w.maxDays} required {...whole} defaultValue={v("maxDays") || "30"} error={errors.maxDays} />
      </div>
      {/* Cleaning or servicing between renters (issue 36): these days stay closed after each booking. */}
      <FormField name="turnaroundDays" label={w.turnaround} {...whole} defaultValue={v("turnaroundDays")} error={errors.turnaroundDays} />
      {/* Charged per day begun after a return's time (issue 36); at most twice the price, which the server checks. */}
      <AmountField name="lateFeePerDayKobo" label={w.lateFee} defaultValue={v("lateFeePerDayKobo")} error={errors.lateFeePerDayKobo} />
      <fieldset aria-describedby={errors.bookingMode ? "f-bookingMode-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{w.bookingMode}</legend>
        <div className="space-y-2">
          {BOOKING_MODES.map((mode) => (
            <label
              key={mode.value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="bookingMode"
                value={mode.value}
                defaultChecked={(v("bookingMode") || "request") === mode.value}
                aria-invalid={errors.bookingMode ? true : undefined}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{mode.label()}</span>
                <span className="block text-sm text-slate-600">{w[mode.text]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="f-bookingMode-error" message={errors.bookingMode} />
      </fieldset>
      {/* Issue 37: on by default for vehicles and heavy equipment (the draft comes with it set). */}
      <div>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          {/* Posted before the box, so that an unticked box is read as "no". */}
          <input type="hidden" name="requiresVerifiedId" value="" />
          <input type="checkbox" name="requiresVerifiedId" defaultChecked={v("requiresVerifiedId") === "on"} aria-describedby="f-requiresVerifiedId-hint" className="mt-1 size-5 accent-brand-700" />
          <span>
            <span className="block font-semibold text-slate-900">{w.requiresId}</span>
            <span id="f-requiresVerifiedId-hint" className="block text-sm text-slate-600">{w.requiresIdHint}</span>
          </span>
        </label>
        <FieldError id="f-requiresVerifiedId-error" message={errors.requiresVerifiedId} />
      </div>
      <AmountField
        name="cautionDepositKobo"
        label={w.depositLabel}
        defaultValue={v("cautionDepositKobo")}
        placeholder="0"
        hint={w.depositHint}
        error={errors.cautionDepositKobo}
      />
    </>
  );
}

/** Empty custom-price rows offered after the ones saved: an owner adds a range without JavaScript by filling one. */
const BLANK_ROWS = 2;

/** The weekend price and its days, and the custom prices for date ranges (issue 36), labelled by the loader (day-price-words.server.ts). */
function DayPriceFields({ values, errors, words: w }: { values: Values; errors: Record<string, string>; words: DayPriceWords }) {
  const v = (k: string) => values[k] ?? "";
  let saved = 0;
  while (`dayPrices.${saved}.startDate` in values) saved++;
  const rows = Math.min(LISTING_LIMITS.dayPriceRangesMax, saved + BLANK_ROWS);
  return (
    <>
      <AmountField name="weekendPriceKobo" label={w.weekendPrice} placeholder="0" defaultValue={v("weekendPriceKobo")} hint={w.weekendPriceHint} error={errors.weekendPriceKobo} />
      <fieldset aria-describedby={errors.weekendDays ? "f-weekendDays-error" : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{w.weekendDays}</legend>
        <div className="flex flex-wrap gap-2">
          {w.weekdays.map((name, i) => (
            <label key={i} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 has-checked:border-brand-600 has-checked:bg-brand-50">
              {/* Posted before the box, so that an unticked day comes back unticked after a refusal (the box's "on" wins when ticked). */}
              <input type="hidden" name={`weekendDays.${i + 1}`} value="" />
              <input type="checkbox" name={`weekendDays.${i + 1}`} defaultChecked={v(`weekendDays.${i + 1}`) === "on"} className="size-5 accent-brand-700" />
              <span className="text-sm">{name}</span>
            </label>
          ))}
        </div>
        <FieldError id="f-weekendDays-error" message={errors.weekendDays} />
      </fieldset>
      <fieldset aria-describedby={`f-dayPrices-hint${errors.dayPrices ? " f-dayPrices-error" : ""}`}>
        <legend className="text-sm font-medium text-slate-800">{w.dayPrices}</legend>
        <p id="f-dayPrices-hint" className="mb-2 text-sm text-slate-600">
          {w.dayPricesHint}
        </p>
        <div className="space-y-3">
          {Array.from({ length: rows }, (_, i) => (
            <fieldset key={i} className="grid gap-x-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
              <legend className="px-1 text-xs font-semibold text-slate-600">{`${w.row} ${i + 1}`}</legend>
              <FormField name={`dayPrices.${i}.startDate`} id={`f-dayPrices-${i}-start`} type="date" label={w.from} defaultValue={v(`dayPrices.${i}.startDate`)} />
              <FormField name={`dayPrices.${i}.endDate`} id={`f-dayPrices-${i}-end`} type="date" label={w.to} defaultValue={v(`dayPrices.${i}.endDate`)} />
              <div className="sm:col-span-2">
                <AmountField name={`dayPrices.${i}.price`} id={`f-dayPrices-${i}-price`} label={w.price} placeholder="0" defaultValue={v(`dayPrices.${i}.price`)} />
              </div>
            </fieldset>
          ))}
        </div>
        <FieldError id="f-dayPrices-error" message={errors.dayPrices} />
      </fieldset>
    </>
  );
}
