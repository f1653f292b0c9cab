// The booking page's deposit claim on the server: its state for the page (the claim, and whether the owner can still
// make one), and its three forms (claim, accept, dispute) through the claims service, answered as the page's other
// forms are: back to the claim's section, or the form again with the reason beside each field.
import { formatNaira, nairaToKobo } from "@core/money";
import { redirect } from "~/lib/links";
import { filesIn } from "@core/uploads";
import type { Services } from "../../../server/services";
import { fromError, invalid, type Values } from "~/lib/forms.server";
import { m } from "@core/paraglide/messages";
import { when } from "./components/deposit-claim";
import { CLAIM_ANSWER_HOURS } from "@core/claims";

const INTENTS = ["claim", "claim-accept", "claim-dispute"];
export const isClaimIntent = (intent: string | undefined) => INTENTS.includes(intent ?? "");

/**
 * The claim section's state; when the item came back late, the reasons the owner may claim for, worded here (the page
 * shows them as they are).
 */
export async function claimState(services: Services, bookingId: number, userId: string) {
  const state = await services.claims.stateFor(bookingId, userId);
  const late = state.lateFeeKobo;
  const reasons = late
    ? {
        legend: m.bookings_claim_reason(),
        options: [
          { value: "damage", label: m.bookings_claim_reason_damage() },
          { value: "late_return", label: m.bookings_claim_reason_late({ amount: formatNaira(Math.min(late, state.maxClaimKobo ?? late)) }) },
        ],
      }
    : null;
  // The claim window as the owner reads it (the booking's deposit is the most: maxClaimKobo).
  const intro = state.claimableUntil && state.maxClaimKobo !== null ? m.bookings_claim_intro({ amount: formatNaira(state.maxClaimKobo), at: when(state.claimableUntil), hours: CLAIM_ANSWER_HOURS }) : null;
  return { ...state, intro, reasons };
}

const filesOf = (form: FormData) => Promise.all(filesIn(form, "photos").map(async (f) => new Uint8Array(await f.arrayBuffer())));

export async function claimAction(services: Services, form: FormData, values: Values, bookingId: number, userId: string) {
  try {
    const photos = await filesOf(form);
    if (values.intent === "claim") {
      const naira = Number((values.amount ?? "").replace(/[₦,\s]/g, ""));
      if (!Number.isFinite(naira) || naira <= 0 || !/^\d+(\.\d{1,2})?$/.test(String(naira))) return invalid(values, { amount: m.bookings_claim_amount_invalid() });
      await services.claims.file({ bookingId, userId, amountKobo: nairaToKobo(naira), description: values.description ?? "", photos, reason: values.reason || undefined });
    } else {
      await services.claims.answer({ bookingId, userId, accept: values.intent === "claim-accept", text: values.text, photos });
    }
    return redirect(`/bookings/${bookingId}?done=${values.intent}#claim`);
  } catch (e) {
    return fromError(values, e);
  }
}
