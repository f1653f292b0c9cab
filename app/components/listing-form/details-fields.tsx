// Step "details": the title and the description, each with its character count.
import { LISTING_LIMITS as L } from "@core/listing-limits";
import { FormField } from "~/components/form-field";
import type { Values } from "~/lib/forms.server";
import { TextareaField, useCharCount } from "./fields";
import { m } from "@core/paraglide/messages";

export function DetailsFields({ values, errors }: { values: Values; errors: Record<string, string> }) {
  const title = useCharCount(L.titleMax, values.title ?? "");
  return (
    <>
      <FormField
        name="title"
        label={m.listing_title()}
        required
        autoComplete="off"
        maxLength={L.titleMax}
        defaultValue={values.title ?? ""}
        onInput={title.onInput}
        hint={`${m.listing_title_hint()} ${title.text}`}
        error={errors.title}
      />
      <TextareaField
        name="description"
        label={m.listing_description()}
        required
        rows={6}
        maxLength={L.descriptionMax}
        defaultValue={values.description ?? ""}
        hint={m.listing_description_hint({ min: L.descriptionMin })}
        error={errors.description}
      />
    </>
  );
}
