// A card on My Rentals → Requests: a booking of one of the person's listings, with the renter, dates, units, the owner's
// payout and status; Accept and Decline (plain form posts) while it waits for an answer, and the way to its page.
import type { OwnerCard } from "../../../../server/features/bookings/booking-views";
import { deadlineText } from "@core/pickup";
import { ActionForm, ActionMessage } from "~/components/booking/booking-actions";
import { CardDeadline, CardFrame, DetailsLink } from "./booking-card";
import { Figures } from "~/components/booking/booking-figures";
import { dateRange } from "~/components/booking/booking-format";
import { RenterSummary } from "~/components/booking/renter-summary";
import type { RenterSummary as Renter } from "../../../../server/features/profiles/profiles.service";
import { formatNaira } from "@core/money";
import { m } from "@core/paraglide/messages";

/** `renter`: who asked, for a request still waiting for the owner's answer (what they decide on). */
type Props = { booking: OwnerCard; renter?: Renter | undefined; priority?: boolean; error?: string | undefined; success?: string | undefined };

export function RequestCard({ booking: b, renter, priority = false, error, success }: Props) {
  const waiting = b.status === "requested";
  // The answer comes back to this card (the browser scrolls to it without JavaScript).
  const action = `/my-rentals?tab=requests#booking-${b.id}`;
  const fields = { bookingId: String(b.id) };
  const who = <span className="sr-only">: {b.renterName}, {b.title}</span>;
  return (
    <CardFrame booking={b} side="owner" priority={priority} id={`booking-${b.id}`}>
      <Figures
        className="grid-cols-2"
        items={[
          [m.bookings_detail_renter(), b.renterName],
          [m.bookings_detail_dates(), dateRange(b.startDate, b.endDate)],
          [m.book_units(), String(b.units)],
          [m.bookings_card_your_payout(), formatNaira(b.ownerPayoutKobo)],
        ]}
      />
      {renter && <RenterSummary renter={renter} className="rounded-lg bg-slate-50 p-3" />}
      {waiting && b.expiresAt && <CardDeadline text={m.bookings_card_answer_by({ at: deadlineText({ ...b, expiresAt: b.expiresAt }) })} />}
      {/* Accepted (or booked at once): the renter's payment is what it waits for, until then. */}
      {b.status === "awaiting_payment" && b.expiresAt && <CardDeadline text={m.bookings_deadline_renter_pay({ at: deadlineText({ ...b, expiresAt: b.expiresAt }) })} />}
      <ActionMessage error={error} success={success} />
      <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:flex-wrap">
        {waiting && (
          <>
            <ActionForm action={action} intent="accept" fields={fields} label={m.bookings_action_accept()}>
              {who}
            </ActionForm>
            <ActionForm action={action} intent="decline" fields={fields} label={m.bookings_action_decline()} variant="outline">
              {who}
            </ActionForm>
          </>
        )}
        <DetailsLink booking={b} />
      </div>
    </CardFrame>
  );
}
