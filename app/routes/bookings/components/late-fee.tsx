// The booking page's late fee beyond the deposit (decision 057): where the request stands, the owner's form to ask for
// the rest (or Withdraw), the renter's Pay. Plain form posts (intents `late-fee`, `late-fee-withdraw`, `late-fee-pay`)
// that work without JavaScript; every word comes from the loader (late-fee.server.ts).
import { Form } from "~/lib/links";
import { ActionForm, ActionMessage } from "~/components/booking/booking-actions";
import { FieldError, Input, Label } from "~/components/ui/input";
import { SubmitButton } from "~/components/ui/submit-button";
import type { FormFailure } from "~/lib/forms.server";
import type { LateFeeSection } from "../late-fee.server";

export function LateFee({ s, bookingId, failure }: { s: LateFeeSection; bookingId: number; failure: FormFailure | undefined }) {
  const action = `/bookings/${bookingId}#late-fee`;
  const mine = failure?.values.intent?.startsWith("late-fee") ? failure : undefined;
  const fieldError = mine?.errors.amount ?? mine?.errors.amountKobo;
  return (
    <div className="space-y-3">
      <ActionMessage error={fieldError ? undefined : mine?.errors.form} success={mine ? undefined : (s.done ?? undefined)} />
      {s.notes.map((note) => (
        <p key={note} className="text-sm text-slate-700">
          {note}
        </p>
      ))}
      {s.pay && <ActionForm action={action} intent="late-fee-pay" label={s.pay} />}
      {s.withdraw && <ActionForm action={action} intent="late-fee-withdraw" label={s.withdraw} variant="outline" />}
      {s.ask && (
        <Form method="post" action={action} preventScrollReset className="space-y-3">
          <input type="hidden" name="intent" value="late-fee" />
          <div>
            <Label htmlFor="f-late-fee">{s.ask.label}</Label>
            <Input
              id="f-late-fee"
              name="amount"
              inputMode="decimal"
              required
              defaultValue={mine?.values.amount ?? s.ask.value}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? "f-late-fee-error" : undefined}
            />
            <FieldError id="f-late-fee-error" message={fieldError} />
          </div>
          <SubmitButton className="w-full sm:w-auto">{s.ask.button}</SubmitButton>
        </Form>
      )}
    </div>
  );
}
