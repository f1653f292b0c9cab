// A listing's photos (1 to 12, the first is the cover), on the wizard's photos step and on the manage page. Adding works
// as a plain multipart post without JavaScript; with it, each photo uploads on its own with its progress. Each photo's
// buttons (cover, earlier, later, delete) are small forms that work either way.
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from "lucide-react";
import { Form } from "~/lib/links";
import { useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { LISTING_LIMITS, PHOTO_TYPES } from "@core/listing-limits";
import type { OwnPhoto } from "../../../server/features/listings/listings.schema";
import { FormMessage } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { FieldError, Label } from "~/components/ui/input";
import { photoUrl } from "~/lib/images";
import { cn } from "~/lib/utils";
import { useFormResult } from "~/components/intent-form";
import { useHydrated } from "~/hooks/use-hydrated";
import { PHOTO_INTENTS, PHOTOS_UPLOAD } from "./photo-intents";
import { usePhotoUploads, type Upload } from "./photo-uploads";
import { m } from "@core/paraglide/messages";

const MAX = LISTING_LIMITS.photosMax;

interface Props {
  listingId: number;
  photos: OwnPhoto[];
  /** The page the forms post to (the photos step, or the manage page). */
  action: string;
}

export function PhotoManager({ listingId, photos, action }: Props) {
  const s = useFormResult(PHOTO_INTENTS);
  const [params] = useSearchParams();
  const tooLarge = params.get("photos") === "too-large" && !s.success ? m.err_page_photos_too_large() : undefined;
  const uploadError = s.failed && s.values.intent === PHOTOS_UPLOAD ? s.errors.photos : undefined;
  return (
    <div className="space-y-4">
      <FormMessage error={s.formError} success={s.success} />
      {s.problems.length > 0 && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{m.listing_not_added_heading()}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {s.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm text-slate-700">
        {photos.length === 0 ? m.listing_photos_none() : m.listing_photos_count({ count: photos.length, max: MAX })} {m.listing_photos_advice()}
      </p>
      {photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((p, i) => (
            <PhotoItem key={p.id} photo={p} n={i + 1} last={i === photos.length - 1} action={action} />
          ))}
        </ol>
      )}
      <AddPhotos listingId={listingId} count={photos.length} action={action} error={uploadError ?? tooLarge} />
    </div>
  );
}

function PhotoItem({ photo, n, last, action }: { photo: OwnPhoto; n: number; last: boolean; action: string }) {
  const icon = "size-11 shrink-0";
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="relative">
        <img
          src={photoUrl(photo.key, 320)}
          width={photo.width}
          height={photo.height}
          alt={(n === 1 ? m.listing_photo_n_cover : m.listing_photo_n)({ n })}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
        <span className={cn("absolute left-2 top-2 rounded-full px-2 py-0.5 text-xs font-semibold", n === 1 ? "bg-brand-700 text-white" : "bg-white/90 text-slate-800")}>
          {n === 1 ? m.listing_cover() : m.listing_photo_n({ n })}
        </span>
      </div>
      <Form method="post" action={`${action}#photos`} preventScrollReset className="flex flex-wrap items-center gap-1 p-1">
        <input type="hidden" name="photoId" value={photo.id} />
        <SubmitButton name="intent" value="photo-earlier" variant="ghost" size="icon" disabled={n === 1} aria-label={m.listing_photo_earlier({ n })} className={icon}>
          <ArrowLeft aria-hidden className="size-5" />
        </SubmitButton>
        <SubmitButton name="intent" value="photo-later" variant="ghost" size="icon" disabled={last} aria-label={m.listing_photo_later({ n })} className={icon}>
          <ArrowRight aria-hidden className="size-5" />
        </SubmitButton>
        <SubmitButton name="intent" value="photo-delete" variant="ghost" size="icon" aria-label={m.listing_photo_delete({ n })} className={cn(icon, "ml-auto text-red-700 hover:bg-red-50")}>
          <Trash2 aria-hidden className="size-5" />
        </SubmitButton>
        {n > 1 ? (
          <SubmitButton name="intent" value="photo-cover" variant="outline" size="sm" className="min-h-11 w-full">
            {m.listing_make_cover()}<span className="sr-only"> {m.listing_for_photo({ n })}</span>
          </SubmitButton>
        ) : (
          <p className="flex min-h-11 w-full items-center justify-center text-sm text-slate-600">{m.listing_shown_first()}</p>
        )}
      </Form>
    </li>
  );
}

/**
 * The file picker, inside a drop zone. Without JavaScript it is a multipart form posted to the page (intent
 * photos-upload); with it, choosing or dropping photos starts their uploads at once.
 */
function AddPhotos({ listingId, count, action, error }: { listingId: number; count: number; action: string; error: string | undefined }) {
  const hydrated = useHydrated();
  // Kept while the listing is full, so the last uploads still show how they went.
  const { uploads, add } = usePhotoUploads(listingId, count);
  if (count >= MAX)
    return (
      <>
        <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">{m.listing_photos_full({ max: MAX })}</p>
        <UploadList uploads={uploads} />
      </>
    );
  return <AddPhotosForm action={action} error={error} hydrated={hydrated} uploads={uploads} add={add} />;
}

function AddPhotosForm({ action, error, hydrated, uploads, add }: { action: string; error: string | undefined; hydrated: boolean; uploads: Upload[]; add: (files: File[]) => void }) {
  const [over, setOver] = useState(false);
  const navigation = useNavigation();
  const { key } = useLocation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === PHOTOS_UPLOAD;
  const id = "f-photos";
  return (
    <Form
      key={key}
      method="post"
      action={`${action}#photos`}
      encType="multipart/form-data"
      preventScrollReset
      onSubmit={(e) => {
        // With JavaScript the photos go one by one to the API instead.
        e.preventDefault();
        const input = e.currentTarget.elements.namedItem("photos") as HTMLInputElement | null;
        if (input?.files?.length) add([...input.files]);
        if (input) input.value = "";
      }}
      className="space-y-3"
    >
      <input type="hidden" name="intent" value={PHOTOS_UPLOAD} />
      <div
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes("Files")) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          const files = [...e.dataTransfer.files].filter((f) => f.type.startsWith("image/") || f.type === "");
          if (files.length) add(files);
        }}
        className={cn("rounded-xl border-2 border-dashed p-4 text-center transition-colors", over ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50")}
      >
        <ImagePlus aria-hidden className="mx-auto size-8 text-slate-500" />
        <Label htmlFor={id} className="mt-2 text-base font-semibold">
          {m.listing_add_photos()}
        </Label>
        <p id={`${id}-hint`} className="mb-3 text-sm text-slate-600">
          {hydrated ? m.listing_choose_or_drag() : m.listing_choose_several()} {m.listing_photo_types({ max: MAX })}
        </p>
        <input
          id={id}
          name="photos"
          type="file"
          multiple
          required
          accept={PHOTO_TYPES.join(",")}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(e) => {
            if (!hydrated || !e.currentTarget.files?.length) return;
            add([...e.currentTarget.files]);
            e.currentTarget.value = "";
          }}
          className="block w-full min-h-11 rounded-lg text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800"
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      {!hydrated || busy ? (
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? m.listing_uploading() : m.listing_upload_photos()}
        </Button>
      ) : null}
      <UploadList uploads={uploads} />
    </Form>
  );
}

function UploadList({ uploads }: { uploads: Upload[] }) {
  const done = uploads.filter((u) => u.state === "done").length;
  const left = uploads.filter((u) => u.state === "waiting" || u.state === "sending").length;
  return (
    <div>
      {/* Announced as each photo finishes; the rows themselves are not a live region. */}
      <p role="status" className="sr-only">
        {uploads.length ? (left ? m.listing_uploaded_left({ done, total: uploads.length, left }) : m.listing_uploaded({ done, total: uploads.length })) : ""}
      </p>
      {uploads.length > 0 && (
        <ul className="space-y-2">
          {uploads.map((u) => (
            <li key={u.key} className={cn("rounded-lg border p-3 text-sm", u.state === "failed" ? "border-red-200 bg-red-50" : "border-slate-200 bg-white")}>
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium text-slate-900">{u.name}</span>
                <span className={cn("shrink-0", u.state === "failed" ? "text-red-800" : "text-slate-600")}>
                  {u.state === "sending" ? `${Math.round(u.sent * 100)}%` : { waiting: m.listing_upload_waiting, done: m.listing_upload_added, failed: m.listing_upload_failed }[u.state]()}
                </span>
              </div>
              {(u.state === "sending" || u.state === "waiting") && (
                <progress value={u.sent} max={1} aria-label={m.listing_uploading_name({ name: u.name })} className="mt-2 h-2 w-full accent-brand-700" />
              )}
              {u.error && <p className="mt-1 text-red-800">{u.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
