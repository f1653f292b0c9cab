// Step "details": the title and the description, each with its character count.
import { LISTING_LIMITS as L } from "../../../server/features/listings/listings.limits";
import { FormField } from "~/components/form-field";
import type { Values } from "~/lib/forms.server";
import { TextareaField, useCharCount } from "./fields";

export function DetailsFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  const title = useCharCount(L.titleMax, values.title ?? "");
  return (
    <>
      <FormField
        name="title"
        label="Title"
        required
        autoComplete="off"
        maxLength={L.titleMax}
        defaultValue={values.title ?? ""}
        onInput={title.onInput}
        hint={`What it is, with make and model, such as "Toyota Camry 2015" or "Mikano 20kVA generator". ${title.text}`}
        error={errors.title}
      />
      <TextareaField
        name="description"
        label="Description"
        required
        rows={6}
        maxLength={L.descriptionMax}
        defaultValue={values.description ?? ""}
        hint={`Its condition, what it is good for and anything a renter should know (at least ${L.descriptionMin} characters).`}
        error={errors.description}
      />
    </>
  );
}
