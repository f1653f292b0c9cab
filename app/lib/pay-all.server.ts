// The answer to 'Pay … now' (pay-all.tsx): one checkout at the provider for the renter's bookings named in the form.
import { data } from "react-router";
import { redirect } from "~/lib/links";
import type { Services } from "../../server/services";
import { m } from "@core/paraglide/messages";

export async function payAll(services: Services, renterId: string, bookings: string | undefined) {
  const ids = (bookings ?? "").split(",").map((x) => (/^\d{1,15}$/.test(x) ? Number(x) : NaN));
  if (ids.length === 0 || ids.some(Number.isNaN)) throw data(m.bookings_pay_all_none(), { status: 400 });
  const { url } = await services.payments.startCheckoutOfMany({ bookingIds: ids, renterId });
  return redirect(url);
}
