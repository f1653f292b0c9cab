// The 'Send' form of a conversation (and of a first question about a listing): the message and up to four photos, a
// plain multipart post that works without JavaScript. A refusal comes back beside the field with what was typed.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { MESSAGE_MAX_CHARS, MESSAGE_MAX_PHOTOS, tooManyPhotos } from "@core/messages";
import { LISTING_LIMITS } from "@core/listing-limits";
import { describedBy, FieldFrame } from "~/components/form-field";
import { IntentForm, useFormResult } from "~/components/intent-form";
import { Input, Textarea } from "~/components/ui/input";
import { m } from "@core/paraglide/messages";

export const SEND_INTENT = "send";
const TYPES = "image/jpeg,image/png,image/webp,image/avif";

/** `back`: the booking page the form sits on, where the post comes back to (else the conversation). */
export function MessageForm({ action, notice, photos = true, placeholder, back }: { action: string; notice?: string | undefined; photos?: boolean; placeholder?: string; back?: number }) {
  const result = useFormResult(SEND_INTENT);
  // Checked in the browser before a long upload on phone data; the server checks again.
  const [tooMany, setTooMany] = useState<string | undefined>();
  const [params] = useSearchParams();
  // A post over the server's size limit comes back as ?photos=too-large (server/http/app.ts), before any action runs.
  const photoError = tooMany ?? result.errors.photos ?? (params.get("photos") === "too-large" && !result.failed ? m.err_photo_type() : undefined);
  const textError = result.errors.text;
  return (
    <IntentForm
      action={action}
      intent={SEND_INTENT}
      anchor="send"
      encType={photos ? "multipart/form-data" : undefined}
      formError={result.formError === textError || result.formError === photoError ? undefined : result.formError}
      success={notice}
      submit={{ label: m.people_send() }}
      className="space-y-3"
      onSubmit={(e) => {
        if (!photos) return;
        const files = new FormData(e.currentTarget).getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
        const problem = files.length > MESSAGE_MAX_PHOTOS ? tooManyPhotos() : files.some((f) => f.size > LISTING_LIMITS.photoMaxBytes) ? m.err_photo_type() : undefined;
        setTooMany(problem);
        if (problem) e.preventDefault();
      }}
    >
      {back !== undefined && <input type="hidden" name="back" value={back} />}
      <FieldFrame id="f-text" label={m.people_message_label()} error={textError}>
        <Textarea
          id="f-text"
          name="text"
          rows={3}
          maxLength={MESSAGE_MAX_CHARS}
          placeholder={placeholder}
          defaultValue={result.values.text ?? ""}
          aria-invalid={textError ? true : undefined}
          aria-describedby={describedBy("f-text", false, textError)}
          className="min-h-24"
        />
      </FieldFrame>
      {photos && (
        <FieldFrame id="f-photos" label={m.people_photos_optional()} hint={m.people_photos_hint({ max: MESSAGE_MAX_PHOTOS })} error={photoError}>
          <Input
            id="f-photos"
            name="photos"
            type="file"
            multiple
            accept={TYPES}
            aria-invalid={photoError ? true : undefined}
            aria-describedby={describedBy("f-photos", true, photoError)}
            onChange={() => setTooMany(undefined)}
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold"
          />
        </FieldFrame>
      )}
    </IntentForm>
  );
}
