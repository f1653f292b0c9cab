// The booking page's reviews on the server: both sides' reviews as the viewer may see them (loader), and its two forms
// (intents `review` and `review-reply`) through the reviews service, answered as the page's other forms are: back to the
// reviews' section, or the form again with the reason beside each field.

import type { Services } from "../../../server/services";
import { redirect } from "~/lib/links";
import { fromError, type Values } from "~/lib/forms.server";

/** Only a completed booking has reviews: other bookings skip the reads. */
export async function reviewsState(services: Services, bookingId: number, userId: string, status: string) {
  return status === "completed" ? services.reviews.forBooking(bookingId, userId) : null;
}

export async function reviewAction(services: Services, values: Values, bookingId: number, userId: string) {
  try {
    if (values.intent === "review") {
      const rating = Number(values.rating ?? NaN);
      await services.reviews.write({ bookingId, userId, rating, body: values.body ?? "" });
    } else {
      // The reply is to the other side's review of this booking; the service checks it is a review of the replier.
      await services.reviews.reply({ reviewId: Number(values.reviewId ?? NaN), userId, text: values.reply ?? "" });
    }
    return redirect(`/bookings/${bookingId}?done=${values.intent}#reviews`);
  } catch (e) {
    return fromError(values, e);
  }
}
