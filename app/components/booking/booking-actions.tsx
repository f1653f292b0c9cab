// What the person looking at a booking may do next, each a plain form post with an `intent` that works without
// JavaScript. Cancelling takes two steps: the first (a link to ?cancel=confirm) shows the refund, the second cancels.
import { useEffect, useRef } from "react";
import { Form, Link } from "~/lib/links";
import type * as React from "react";
import { useLocation } from "react-router";
import type { BookingAction, BookingView } from "../../../server/features/bookings/booking-views";
import { FormMessage } from "~/components/form-field";
import { Input, Label } from "~/components/ui/input";
import { buttonVariants, type Button } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

/** What a page says once a move has gone through (`?done=<intent>` after the redirect). */
export const DONE: Partial<Record<BookingAction, () => string>> = {
  accept: m.bookings_done_accept,
  decline: m.bookings_done_decline,
  cancel: m.bookings_done_cancel,
  pickUp: m.bookings_done_pick_up,
  return: m.bookings_done_return,
};

export const doneMessage = (done: string | null) => (done ? DONE[done as BookingAction]?.() : undefined);

/** One move as a form: the intent, any hidden fields, any field shown before it, one button (busy while its post is under way). */
export function ActionForm({ action, intent, fields = {}, label, variant, before, children }: { action: string; intent: BookingAction | `late-fee-${string}`; fields?: Record<string, string>; label: string; variant?: React.ComponentProps<typeof Button>["variant"]; before?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <Form method="post" action={action} preventScrollReset className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {before}
      <SubmitButton variant={variant} className="w-full sm:w-auto">
        {label}
        {children}
      </SubmitButton>
    </Form>
  );
}

/** The answer to the last move: an error takes the focus (and is read out); a success is announced. */
export function ActionMessage({ error, success }: { error?: string | undefined; success?: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error, key]);
  if (!error && !success) return null;
  return (
    <div ref={ref} tabIndex={error ? -1 : undefined} className="rounded-lg focus:outline-2 focus:outline-offset-2 focus:outline-red-700">
      <FormMessage error={error} success={success} />
    </div>
  );
}

const LABELS: Record<Exclude<BookingAction, "cancel" | "pay">, { label: () => string; variant?: "outline" }> = {
  accept: { label: m.bookings_action_accept },
  decline: { label: m.bookings_action_decline, variant: "outline" },
  pickUp: { label: m.bookings_action_pick_up },
  return: { label: m.bookings_action_return },
};

type Props = Pick<BookingView, "role" | "actions" | "cancelRefund"> & {
  bookingId: number;
  totalKobo: number;
  /** The cancellation's second step is open (?cancel=confirm). */
  confirming: boolean;
  /** The owner's 'came back at' field beside 'Mark as returned' (the booking page's loader words it); none: now. */
  returnField?: { label: string; value: string } | null | undefined;
};

export function BookingActions({ bookingId, role, actions, cancelRefund, totalKobo, confirming, returnField }: Props) {
  const page = `/bookings/${bookingId}`;
  const action = `${page}#next`;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {actions.map((a) =>
          a === "pay" ? (
            <ActionForm key={a} action={action} intent="pay" label={m.bookings_action_pay({ amount: formatNaira(totalKobo) })} />
          ) : a === "cancel" ? (
            !confirming && (
              <Link key={a} to={`${page}?cancel=confirm#cancel`} preventScrollReset className={buttonVariants({ variant: "outline" })}>
                {m.bookings_action_cancel()}
              </Link>
            )
          ) : (
            <ActionForm
              key={a}
              action={action}
              intent={a}
              label={LABELS[a].label()}
              variant={LABELS[a].variant}
              before={
                a === "return" &&
                returnField && (
                  <Label>
                    {returnField.label}
                    <Input type="datetime-local" name="returnedAt" required defaultValue={returnField.value} className="mt-1 w-auto" />
                  </Label>
                )
              }
            />
          ),
        )}
      </div>
      {confirming && actions.includes("cancel") && cancelRefund && <CancelConfirm page={page} role={role} refund={cancelRefund} />}
    </div>
  );
}

/** The cancellation's second step: what comes back, by which rule, and the button that cancels. */
function CancelConfirm({ page, role, refund }: { page: string; role: BookingView["role"]; refund: NonNullable<BookingView["cancelRefund"]> }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const refundText = role === "renter" ? m.bookings_cancel_refund_renter : m.bookings_cancel_refund_owner;
  return (
    <section id="cancel" aria-labelledby="cancel-title" className="scroll-mt-52 sm:scroll-mt-44 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <h3 id="cancel-title" ref={ref} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {m.bookings_cancel_title()}
      </h3>
      <p className="text-sm text-slate-800">
        {refundText({ amount: formatNaira(refund.refundKobo), rule: refund.rule })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <ActionForm action={`${page}?cancel=confirm#next`} intent="cancel" fields={{ refund: String(refund.refundKobo) }} label={m.bookings_cancel_confirm()} variant="danger" />
        <Link to={page} preventScrollReset className={buttonVariants({ variant: "ghost" })}>
          {m.bookings_cancel_keep()}
        </Link>
      </div>
    </section>
  );
}
