// The booking page's late fee beyond the deposit (decision 057): where the request stands, the owner's form to ask for
// the rest (or Withdraw), the renter's Pay. Plain form posts (intents `late-fee-ask`, `late-fee-withdraw`, `late-fee-pay`)
// that work without JavaScript; every word comes from the loader (late-fee.server.ts).
import { ActionForm, ActionMessage } from "~/components/booking/booking-actions";
import { FormField } from "~/components/form-field";
import type { FormFailure } from "~/lib/forms.server";
import type { LateFeeSection } from "../late-fee.server";

/** `mine`: the page's failed post when it was one of these forms. The notes are the section's description. */
export function LateFee({ s, bookingId, mine }: { s: LateFeeSection; bookingId: number; mine: FormFailure | undefined }) {
  const action = `/bookings/${bookingId}#late-fee`;
  const amountError = mine?.errors.amount ?? mine?.errors.amountKobo;
  return (
    <>
      <ActionMessage error={amountError ? undefined : mine?.errors.form} success={mine ? undefined : s.done} />
      {s.pay && <ActionForm action={action} intent="late-fee-pay" label={s.pay} />}
      {s.withdraw && <ActionForm action={action} intent="late-fee-withdraw" label={s.withdraw} variant="outline" />}
      {s.ask && (
        <ActionForm
          action={action}
          intent="late-fee-ask"
          label={s.ask.button}
          before={<FormField id="f-late-fee" name="amount" label={s.ask.label} inputMode="decimal" required defaultValue={mine?.values.amount ?? s.ask.value} error={amountError} />}
        />
      )}
    </>
  );
}
