// The booking page's condition photos: what its loader reads (the photos by stage, the stages open to the person now) and
// its action for the "Add photo" form, a plain multipart post told apart by `intent=photo`.

import { todayInLagos } from "@core/dates";
import { redirect } from "~/lib/links";
import type { HandoverStage } from "@core/condition-photos";
import { ConflictError } from "../../../server/errors";
import type { Services } from "../../../server/services";
import { fromError, invalid, type Values } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";

/** The photos, the stages the person may add to now, and the one the form offers first (the return from the last day on). */
export async function conditionPhotosState(services: Services, bookingId: number, userId: string, endDate: string) {
  const { photos, openStages } = await services.bookingPhotos.section(bookingId, userId);
  const stage: HandoverStage | undefined = openStages.length > 1 ? (todayInLagos() >= endDate ? "return" : "pickup") : openStages[0];
  return { photos, openStages, stage };
}
export type ConditionPhotosState = Awaited<ReturnType<typeof conditionPhotosState>>;

/** Adds the posted photo; back to the photos on success, else the form with its errors beside the fields. */
export async function conditionPhotoAction(services: Services, form: FormData, values: Values, bookingId: number, userId: string, signal?: AbortSignal) {
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) return invalid(values, { photo: m.err_photo_type() });
  try {
    await services.bookingPhotos.add(bookingId, userId, { stage: values.stage, note: values.note }, new Uint8Array(await file.arrayBuffer()), signal);
    return redirect(`/bookings/${bookingId}?photo=added#photos`);
  } catch (e) {
    // The stage closed since the page was drawn: said beside the photo, where the person is looking.
    if (e instanceof ConflictError) return invalid(values, { photo: e.message }, 409);
    return fromError(values, e);
  }
}
