// The booking page's deposit claim on the server: its state for the page (the claim, and whether the owner can still
// make one), and its three forms (claim, accept, dispute) through the claims service, answered as the page's other
// forms are: back to the claim's section, or the form again with the reason beside each field.
import { nairaToKobo } from "@core/money";
import { redirect } from "~/lib/links";
import { filesIn } from "@core/uploads";
import type { Services } from "../../../server/services";
import { fromError, invalid, type Values } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";

const INTENTS = ["claim", "claim-accept", "claim-dispute"];
export const isClaimIntent = (intent: string | undefined) => INTENTS.includes(intent ?? "");

export const claimState = (services: Services, bookingId: number, userId: string) => services.claims.stateFor(bookingId, userId);

const filesOf = (form: FormData) => Promise.all(filesIn(form, "photos").map(async (f) => new Uint8Array(await f.arrayBuffer())));

export async function claimAction(services: Services, form: FormData, values: Values, bookingId: number, userId: string) {
  try {
    const photos = await filesOf(form);
    if (values.intent === "claim") {
      const naira = Number((values.amount ?? "").replace(/[₦,\s]/g, ""));
      if (!Number.isFinite(naira) || naira <= 0 || !/^\d+(\.\d{1,2})?$/.test(String(naira))) return invalid(values, { amount: m.bookings_claim_amount_invalid() });
      await services.claims.file({ bookingId, userId, amountKobo: nairaToKobo(naira), description: values.description ?? "", photos });
    } else {
      await services.claims.answer({ bookingId, userId, accept: values.intent === "claim-accept", text: values.text, photos });
    }
    return redirect(`/bookings/${bookingId}?done=${values.intent}#claim`);
  } catch (e) {
    return fromError(values, e);
  }
}
