// The booking page's condition photos: what the item looked like at the pick-up and at the return (and with a deposit
// claim), each with who added it and when in Lagos; and the "Add photo" form, a plain multipart post that works without
// JavaScript, with its errors beside the fields.
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PHOTO_NOTE_MAX, PHOTOS_PER_STAGE, type HandoverStage } from "@core/condition-photos";
import { lagosTime } from "@core/dates";
import type { BookingPhoto, BookingPhotos } from "../../../../server/features/bookings/booking-photos.schema";
import { LISTING_LIMITS } from "@core/listing-limits";
import { describedBy } from "~/components/form-field";
import { IntentForm, useFormResult } from "~/components/intent-form";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { m } from "@core/paraglide/messages";
import type { ConditionPhotosState } from "../condition-photos.server";

const STAGES: { stage: keyof BookingPhotos; title: () => string; photo: () => string }[] = [
  { stage: "pickup", title: m.bookings_photos_at_pickup, photo: m.bookings_photo_pickup },
  { stage: "return", title: m.bookings_photos_at_return, photo: m.bookings_photo_return },
  { stage: "claim", title: m.bookings_photos_claim, photo: m.bookings_photo_claim },
  { stage: "claim_answer", title: m.bookings_photos_claim_answer, photo: m.bookings_photo_claim_answer },
];
const FORM_STAGES: Record<HandoverStage, () => string> = { pickup: m.bookings_photos_at_pickup, return: m.bookings_photos_at_return };
const ROLES: Record<string, () => string> = { renter: m.bookings_role_renter, owner: m.bookings_role_owner };
const TYPES = "image/jpeg,image/png,image/webp,image/avif";
/** The booking page's form for a photo is told from its other forms by this intent. */
export const PHOTO_INTENT = "photo";

function PhotoItem({ photo, label, bookingId }: { photo: BookingPhoto; label: string; bookingId: number }) {
  const at = lagosTime(photo.createdAt);
  const src = (w: number) => `/bookings/${bookingId}/photos/${photo.id}@${w}.webp`;
  return (
    <li>
      <figure className="space-y-1 text-sm">
        <a href={photo.url} className="block overflow-hidden rounded-lg ring-1 ring-slate-200">
          <img
            src={photo.thumbnailUrl}
            srcSet={`${src(320)} 320w, ${src(640)} 640w`}
            sizes="(min-width: 640px) 14rem, 45vw"
            width={photo.width}
            height={photo.height}
            alt={m.bookings_photo_alt({ label, name: photo.by.name, at })}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full object-cover"
          />
        </a>
        <figcaption className="text-slate-700">
          <span className="font-semibold text-slate-900">{photo.by.name}</span> ({ROLES[photo.by.role]?.() ?? photo.by.role}),{" "}
          <time dateTime={photo.createdAt}>{at}</time>
          {photo.note && <span className="block whitespace-pre-line text-slate-600">{photo.note}</span>}
        </figcaption>
      </figure>
    </li>
  );
}

export function ConditionPhotos({ bookingId, state, closedText }: { bookingId: number; state: ConditionPhotosState; closedText?: string | undefined }) {
  const { photos, openStages } = state;
  const [params] = useSearchParams();
  const result = useFormResult(PHOTO_INTENT);
  const [tooBig, setTooBig] = useState(false);
  const photoError = tooBig || params.get("photo") === "too-large" ? m.err_photo_type() : result.errors.photo;
  const success = params.get("photo") === "added" && !result.failed ? m.bookings_photo_added() : undefined;
  const stage = (result.values.stage as HandoverStage | undefined) ?? state.stage;
  const shown = STAGES.filter((s) => s.stage === "pickup" || s.stage === "return" || photos[s.stage].length > 0);
  return (
    <>
      <p className="text-sm text-slate-600">
        {m.bookings_photos_lead()}
      </p>
      {shown.map(({ stage: s, title, photo }) => (
        <div key={s} className="space-y-2">
          <h3 className="font-semibold text-slate-900">{title()}</h3>
          {photos[s].length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {photos[s].map((p) => (
                <PhotoItem key={p.id} photo={p} label={photo()} bookingId={bookingId} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">{m.bookings_photos_none()}</p>
          )}
        </div>
      ))}
      {openStages.length === 0 ? (
        closedText && <p className="text-sm text-slate-600">{closedText}</p>
      ) : (
        <IntentForm
          action={`/bookings/${bookingId}`}
          intent={PHOTO_INTENT}
          anchor="photos"
          encType="multipart/form-data"
          formError={result.formError === photoError ? undefined : result.formError}
          success={success}
          submit={{ label: m.bookings_photo_add() }}
          className="space-y-4 border-t border-slate-200 pt-4"
          onSubmit={(e) => {
            const file = new FormData(e.currentTarget).get("photo");
            const big = file instanceof File && file.size > LISTING_LIMITS.photoMaxBytes;
            setTooBig(big);
            if (big) e.preventDefault();
          }}
        >
          <h3 className="font-semibold text-slate-900">{m.bookings_photo_add_title()}</h3>
          {openStages.length > 1 ? (
            <fieldset aria-describedby={result.errors.stage ? "f-stage-error" : undefined}>
              <legend className="text-sm font-medium text-slate-900">{m.bookings_photo_when()}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {openStages.map((s) => (
                  <label key={s} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="stage" value={s} defaultChecked={s === stage} className="size-4 accent-brand-700" />
                    {FORM_STAGES[s]()}
                  </label>
                ))}
              </div>
              <FieldError id="f-stage-error" message={result.errors.stage} />
            </fieldset>
          ) : (
            <>
              <input type="hidden" name="stage" value={openStages[0]} />
              <p className="text-sm text-slate-700">{openStages[0] === "pickup" ? m.bookings_photo_for_pickup() : m.bookings_photo_for_return()}</p>
              <FieldError id="f-stage-error" message={result.errors.stage} />
            </>
          )}
          <div>
            <Label htmlFor="f-photo">{m.bookings_photo_label()}</Label>
            <Input
              id="f-photo"
              name="photo"
              type="file"
              required
              accept={TYPES}
              aria-invalid={photoError ? true : undefined}
              aria-describedby={describedBy("f-photo", true, photoError)}
              onChange={() => setTooBig(false)}
              className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-semibold"
            />
            <p id="f-photo-hint" className="mt-1 text-sm text-slate-600">
              {m.bookings_photo_hint({ max: PHOTOS_PER_STAGE })}
            </p>
            <FieldError id="f-photo-error" message={photoError} />
          </div>
          <div>
            <Label htmlFor="f-note">{m.bookings_photo_note()}</Label>
            <Textarea
              id="f-note"
              name="note"
              rows={2}
              maxLength={PHOTO_NOTE_MAX}
              defaultValue={result.values.note ?? ""}
              aria-invalid={result.errors.note ? true : undefined}
              aria-describedby={describedBy("f-note", true, result.errors.note)}
            />
            <p id="f-note-hint" className="mt-1 text-sm text-slate-600">
              {m.bookings_photo_note_hint({ max: PHOTO_NOTE_MAX })}
            </p>
            <FieldError id="f-note-error" message={result.errors.note} />
          </div>
        </IntentForm>
      )}
    </>
  );
}

/** What the section says when no photo can be added now, by the booking's status. */
export function photosClosedText(status: string): string | undefined {
  if (status === "confirmed") return m.bookings_photos_pickup_closed();
  if (status === "completed") return m.bookings_photos_closed();
  return undefined;
}
