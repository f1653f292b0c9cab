// The booking page's extension on the server: the renter's preview of a new end date (?extend=YYYY-MM-DD, a plain GET,
// so the price is seen before anything is asked), and the four forms (ask, accept, decline, pay) through the extensions
// and payments services, answered as the page's other forms are: back to the extension's section, or the reason.

import { ConflictError, InvalidError } from "../../../server/errors";
import { redirect } from "~/lib/links";
import type { Services } from "../../../server/services";
import type { ExtensionIntent, ExtensionPreview } from "~/components/booking/booking-extension";
import { fromError, type Values } from "~/lib/forms.server";
import { pageUrl } from "~/lib/page-url.server";
import { formatDay } from "@core/dates";
import { m } from "@core/paraglide/messages";
import type { BookingView } from "../../../server/features/bookings/booking-views";


/** The price of extending to `?extend=`, for the booking's renter: null without one; the reason when it cannot be asked. */
export async function extensionPreview(services: Services, request: Request, bookingId: number, userId: string): Promise<ExtensionPreview | null> {
  const endDate = pageUrl(request).searchParams.get("extend");
  if (endDate === null) return null;
  try {
    return { endDate, quote: await services.extensions.quote(bookingId, userId, { endDate }) };
  } catch (e) {
    if (e instanceof InvalidError || e instanceof ConflictError) return { endDate, error: e.message };
    throw e;
  }
}

export async function extensionAction(services: Services, values: Values, bookingId: number, userId: string, intent: ExtensionIntent) {
  try {
    // Not a whole number: no such extension (the 404 page, as for an id nobody has).
    const extensionId = /^\d{1,15}$/.test(values.extensionId ?? "") ? Number(values.extensionId) : 0;
    if (intent === "extend") await services.extensions.request(bookingId, userId, { endDate: values.endDate ?? "" });
    else if (intent === "extension-accept") await services.extensions.accept(bookingId, extensionId, userId);
    else if (intent === "extension-decline") await services.extensions.decline(bookingId, extensionId, userId);
    else return redirect((await services.payments.startCheckout({ bookingId, renterId: userId, extensionId })).url);
    return redirect(`/bookings/${bookingId}?done=${intent}#extension`);
  } catch (e) {
    return fromError(values, e);
  }
}

/**
 * What the payment provider's return means on a rental in progress: the payment was for its extension. Worded here, so
 * that the browser carries none of these messages.
 */
export function extensionPaymentNotice(result: string | null, extensions: BookingView["extensions"]): { error?: string; success?: string } | undefined {
  const last = extensions.at(-1);
  if (!last || (result !== "success" && result !== "pending")) return undefined;
  if (last.status === "paid") return { success: m.bookings_ext_paid_notice({ day: formatDay(last.toEndDate) }) };
  if (last.status === "awaiting_payment") return { success: m.bookings_payment_waiting() };
  return undefined;
}
