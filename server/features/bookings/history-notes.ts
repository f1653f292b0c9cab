// The notes on a booking's history (booking_events.note). They are stored in English as things happen (a sweep, a payment,
// an operator's cancellation, a cancellation's refund rule) and said in the reader's language when the booking is shown:
// each note Haya writes is one of those below, with its varying part (a payment's reference, an operator's reason) kept.
import { m } from "../../../core/paraglide/messages";
import { ruleIn } from "./refunds";

/** The notes the sweeper writes. */
export const SWEEP_NOTES = {
  unanswered: "The owner did not answer in time",
  unpaid: "The booking was not paid in time",
  autoCompleted: "Completed automatically: the return was not marked within two days of the end date",
} as const;

const PAID = "Paid: ";
const BY_HAYA = "Cancelled by Haya's team: ";

export const paidNote = (reference: string) => `${PAID}${reference}`;
export const cancelledByHayaNote = (reason: string) => `${BY_HAYA}${reason}`;

const EXACT: Record<string, () => string> = {
  [SWEEP_NOTES.unanswered]: () => m.bookings_note_unanswered(),
  [SWEEP_NOTES.unpaid]: () => m.bookings_note_unpaid(),
  [SWEEP_NOTES.autoCompleted]: () => m.bookings_note_auto_completed(),
};

/** A stored note in the reader's language; a note written by no rule here (an older one) shows as stored. */
export function historyNoteIn(note: string): string {
  if (Object.hasOwn(EXACT, note)) return EXACT[note]!();
  if (note.startsWith(PAID)) return m.bookings_note_paid({ reference: note.slice(PAID.length) });
  if (note.startsWith(BY_HAYA)) return m.bookings_note_cancelled_by_haya({ reason: note.slice(BY_HAYA.length) });
  return ruleIn(note);
}
