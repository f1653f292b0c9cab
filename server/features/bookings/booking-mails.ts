// The e-mails of bookings: every move tells the people it concerns what happened and what comes next, with an absolute
// link to the booking's page. On the server they are sent by a job written in the move's transaction (bookings.jobs.ts):
// given the job's `key`, each e-mail is delivered at most once and a failure is thrown for the job to be retried.
// Without a job queue (tests) they are the bookings service's `after` hook: a failure is logged, never undoes the move.
import { formatDay } from "../../../core/dates";
import {
  ACCEPTED_PAYMENT_WINDOW_HOURS,
  DAMAGE_CLAIM_HOURS,
  hoursText,
  INSTANT_PAYMENT_WINDOW_HOURS,
  OWNER_COMMISSION_PCT,
  OWNER_RESPONSE_HOURS,
  SERVICE_FEE_PCT,
  VAT_ON_FEE_PCT,
} from "../../../core/fees";
import { formatNaira } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Log } from "../../logger";
import type { Mail, MailChoice, SendOptions } from "../mail/mail.service";
import { renderMail, type MailContent } from "../mail/mail.templates";
import { bookingContext, type PartyRow } from "./booking-views.repo";
import type { Booking } from "./bookings.schema";
import type { BookingMove } from "./bookings.service";
import { deadlineText, dueAtPickup } from "./pickup";
import { refundFor } from "./refunds";

export interface BookingMailsDeps {
  db: Db;
  mail: { send(mail: Mail, opts?: SendOptions): Promise<void> };
  /** The site's origin for links (PUBLIC_URL), e.g. https://haya.ng. */
  baseUrl: string;
  log?: Log;
  /** Whether each e-mail goes (the person may have turned its kind off) and its unsubscribe headers; unset: all go. */
  choose?: MailChoice | undefined;
}

/** The kind of notification (notifications.schema) a move's e-mail to `to` is: what a person may turn off. */
export function mailKindOf(move: BookingMove): string {
  if (move.transition === null) return move.to === "requested" ? "booking_requested" : "booking_accepted";
  const kinds: Record<NonNullable<BookingMove["transition"]>, string> = {
    accept: "booking_accepted",
    decline: "booking_declined",
    expire: "booking_expiring",
    pay: "booking_paid",
    cancel: "booking_cancelled",
    pickUp: "booking_picked_up",
    return: "booking_returned",
    autoComplete: "booking_returned",
  };
  return kinds[move.transition];
}

/** One e-mail to write: to the renter or the owner. */
interface Letter {
  to: "renter" | "owner";
  subject: string;
  paragraphs: string[];
  action: string;
  footer?: string;
}

/** "24 Nov 2026, 10:00 (Lagos time)", with ", the pick-up time" when the timer ends there. */
const until = (b: Booking) => (b.expiresAt ? deadlineText({ ...b, expiresAt: b.expiresAt }) : "the deadline");

/** "within 24 hours, by 24 Nov 2026, 10:00 (Lagos time)"; "by …, the pick-up time" when the pick-up comes first. */
const within = (b: Booking, hours: number) =>
  b.expiresAt && dueAtPickup({ ...b, expiresAt: b.expiresAt }) ? `by ${until(b)}` : `within ${hoursText(hours)}, by ${until(b)}`;

function datesOf(b: Booking): string {
  const days = b.startDate === b.endDate ? formatDay(b.startDate) : `${formatDay(b.startDate)} to ${formatDay(b.endDate)}`;
  return `${days}${b.units > 1 ? `, ${b.units} units` : ""}`;
}

/** The renter's itemised receipt, a line each, as frozen on the booking. */
function receipt(b: Booking): string[] {
  const lines = [
    `Rental: ${b.days} day${b.days === 1 ? "" : "s"} × ${b.units} × ${formatNaira(b.pricePerDayKobo)} = ${formatNaira(b.rentalKobo)}`,
  ];
  if (b.discountKobo > 0) lines.push(`Long-rental discount (${b.discountPct}%): −${formatNaira(b.discountKobo)}`);
  lines.push(
    `Service fee (${SERVICE_FEE_PCT}%): ${formatNaira(b.serviceFeeKobo)}`,
    `VAT on the service fee (${VAT_ON_FEE_PCT}%): ${formatNaira(b.vatKobo)}`,
  );
  if (b.depositKobo > 0) lines.push(`Caution deposit (refundable): ${formatNaira(b.depositKobo)}`);
  lines.push(`Total paid: ${formatNaira(b.totalKobo)}`);
  return lines;
}

/** What the owner earns: the rental after any discount, less Haya's commission. */
function payout(b: Booking): string[] {
  return [
    `Rental: ${formatNaira(b.rentalKobo - b.discountKobo)}`,
    `Haya's commission (${OWNER_COMMISSION_PCT}%): −${formatNaira(b.ownerCommissionKobo)}`,
    `Your payout: ${formatNaira(b.ownerPayoutKobo)}`,
  ];
}

const depositNote = (b: Booking) =>
  b.depositKobo > 0
    ? [`The caution deposit of ${formatNaira(b.depositKobo)} is refunded after the return unless the owner files a damage claim within ${hoursText(DAMAGE_CLAIM_HOURS)}.`]
    : [];

/** The e-mails a move sends; none for a move that concerns nobody (a retried one is never announced). */
export function lettersFor(move: BookingMove, names: { title: string; ownerName: string; renterName: string; pickupNotes?: string }): Letter[] {
  const b = move.booking;
  const { title, ownerName, renterName } = names;
  // The owner's notes may hold their address: they reach the renter only once the booking is confirmed (paid).
  const notes = names.pickupNotes?.trim() ? [`The owner's pick-up notes: ${names.pickupNotes.trim()}`] : [];
  const what = `${title}, ${datesOf(b)}`;
  const view = "View the booking";
  if (move.transition === null && move.to === "requested")
    return [
      {
        to: "owner",
        subject: `New booking request: ${title}`,
        paragraphs: [
          `${renterName} would like to rent ${what}, picking it up at ${b.pickupTime}.`,
          `You would earn ${formatNaira(b.ownerPayoutKobo)} (the rental less Haya's ${OWNER_COMMISSION_PCT}% commission), paid out after the rental.`,
          `Please accept or decline ${within(b, OWNER_RESPONSE_HOURS)}. After that the request expires.`,
        ],
        action: "Accept or decline",
      },
      {
        to: "renter",
        subject: `Request sent: ${title}`,
        paragraphs: [
          `Your request for ${what} has gone to ${ownerName}.`,
          `They have to answer by ${until(b)}. Nothing is charged until they accept and you pay ${formatNaira(b.totalKobo)}.`,
        ],
        action: view,
      },
    ];
  if (move.transition === null)
    return [
      {
        to: "renter",
        subject: `Pay to confirm: ${title}`,
        paragraphs: [
          `Your booking of ${what} is held for you until ${until(b)}.`,
          `Pay ${formatNaira(b.totalKobo)} within ${hoursText(INSTANT_PAYMENT_WINDOW_HOURS)} to confirm your booking; after that it expires and the dates are released.`,
        ],
        action: "Pay now",
      },
    ];
  switch (move.transition) {
    case "accept":
      return [
        {
          to: "renter",
          subject: `Request accepted: pay to confirm ${title}`,
          paragraphs: [
            `${ownerName} accepted your request for ${what}.`,
            `Pay ${formatNaira(b.totalKobo)} ${within(b, ACCEPTED_PAYMENT_WINDOW_HOURS)}, to confirm it; after that the booking expires and the dates are released.`,
          ],
          action: "Pay now",
        },
      ];
    case "decline":
      return [
        {
          to: "renter",
          subject: `Request declined: ${title}`,
          paragraphs: [`${ownerName} cannot take your request for ${what}. Nothing was charged.`],
          action: view,
        },
      ];
    case "expire": {
      const unanswered = move.from === "requested";
      return [
        {
          to: "renter",
          subject: `${unanswered ? "Request" : "Booking"} expired: ${title}`,
          paragraphs: [
            unanswered
              ? `${ownerName} did not answer your request for ${what} in time, so it has expired. Nothing was charged.`
              : `Your booking of ${what} was not paid in time, so it has expired and the dates are released. Nothing was charged.`,
          ],
          action: view,
        },
        {
          to: "owner",
          subject: `${unanswered ? "Request" : "Booking"} expired: ${title}`,
          paragraphs: [
            unanswered
              ? `You did not answer ${renterName}'s request for ${what} in time, so it has expired.`
              : `${renterName} did not pay for ${what} in time, so the booking has expired.`,
            "Those dates are free to book again.",
          ],
          action: view,
        },
      ];
    }
    case "pay":
      return [
        {
          to: "renter",
          subject: `Booking confirmed: ${title}`,
          paragraphs: [
            `Your payment was received and your booking of ${what} is confirmed. Pick-up is on ${formatDay(b.startDate)} at ${b.pickupTime}.`,
            ...notes,
            "Your receipt:",
            ...receipt(b),
          ],
          action: view,
          footer: "The booking page shows the owner's contact details and the pick-up notes.",
        },
        {
          to: "owner",
          subject: `Booking confirmed: ${title}`,
          paragraphs: [
            `${renterName} has paid for ${what}. Pick-up is on ${formatDay(b.startDate)} at ${b.pickupTime}.`,
            ...payout(b),
            "The payout is due once the rental is completed.",
          ],
          action: view,
        },
      ];
    case "cancel": {
      const refund = refundFor({ status: move.from!, startDate: b.startDate, quote: b }, move.actor === "renter" ? "renter" : "owner", move.at);
      const byOwner = move.actor === "owner";
      // An operator's cancellation (a ban) refunds as the owner's does, and neither side did it.
      const byHaya = move.actor === "admin";
      const line = `Refund to the renter: ${formatNaira(b.refundKobo ?? refund.refundKobo)}. ${byHaya ? "Full refund: Haya's team cancelled" : refund.rule}.`;
      return [
        {
          to: "renter",
          subject: `Booking cancelled: ${title}`,
          paragraphs: [`${byHaya ? "Haya's team cancelled" : byOwner ? `${ownerName} cancelled` : "You cancelled"} your booking of ${what}.`, line],
          action: view,
        },
        {
          to: "owner",
          subject: `Booking cancelled: ${title}`,
          paragraphs: [`${byHaya ? "Haya's team cancelled" : byOwner ? "You cancelled" : `${renterName} cancelled`} the booking of ${what}. Those dates are free to book again.`, line],
          action: view,
        },
      ];
    }
    case "pickUp":
      return [
        {
          to: "renter",
          subject: `Picked up: ${title}`,
          paragraphs: [`${ownerName} has marked ${title} as picked up. Please return it by the end of ${formatDay(b.endDate)}.`, ...depositNote(b)],
          action: view,
        },
      ];
    case "return":
    case "autoComplete": {
      const how =
        move.transition === "return" ? "was marked as returned" : "completed automatically two days after its end date";
      return [
        {
          to: "renter",
          subject: `Rental completed: ${title}`,
          paragraphs: [`Your rental of ${what} ${how}. Thank you for renting with Haya.`, ...depositNote(b)],
          action: view,
        },
        {
          to: "owner",
          subject: `Rental completed: your payout for ${title} is due`,
          paragraphs: [`The rental of ${what} by ${renterName} ${how}.`, ...payout(b), `Your payout of ${formatNaira(b.ownerPayoutKobo)} is now due.`],
          action: view,
        },
      ];
    }
  }
}

/**
 * The renter's e-mail when their caution deposit is on its way back (the payments sweep owes it DAMAGE_CLAIM_HOURS after
 * the return). Logged, never thrown, when it cannot be sent.
 */
export function depositRefundMail(deps: BookingMailsDeps) {
  const log: Log = deps.log ?? (() => {});
  const origin = deps.baseUrl.replace(/\/+$/, "");
  return async function sendDepositMail(bookingId: number, key?: string): Promise<void> {
    try {
      const context = await bookingContext(deps.db, bookingId);
      if (!context) return;
      const { booking } = context;
      const subject = `Your caution deposit for ${context.title} is on its way back`;
      const content: MailContent = {
        title: subject,
        greeting: `Hello ${context.renter.name},`,
        paragraphs: [
          `The rental of ${context.title}, ${datesOf(booking)}, ended and no damage claim was filed within ${hoursText(DAMAGE_CLAIM_HOURS)} of the return.`,
          `Your caution deposit of ${formatNaira(booking.depositKobo)} is being refunded in full to the way you paid. Banks can take a few working days to show it.`,
        ],
        action: { label: "View the booking", url: `${origin}/bookings/${bookingId}` },
        footer: `You get this email because you are the renter of booking #${bookingId} on Haya.`,
      };
      await deps.mail.send({ to: context.renter.email, subject, ...renderMail(content) }, { key });
    } catch (error) {
      log("error", "booking mail not sent", { bookingId, to: "renter", subject: "caution deposit refund", error: String(error) });
      if (key) throw error;
    }
  };
}

/** The `after` hook that sends a move's e-mails, each on its own: one that fails is logged and the others still go. */
export function bookingMails(deps: BookingMailsDeps) {
  const log: Log = deps.log ?? (() => {});
  const origin = deps.baseUrl.replace(/\/+$/, "");
  return async function sendBookingMails(move: BookingMove, key?: string): Promise<void> {
    const bookingId = move.booking.id;
    let failed: unknown;
    try {
      const context = await bookingContext(deps.db, bookingId);
      if (!context) return;
      const people: Record<Letter["to"], PartyRow> = { renter: context.renter, owner: context.owner };
      const names = { title: context.title, ownerName: context.owner.businessName ?? context.owner.name, renterName: context.renter.name, pickupNotes: context.pickupNotes };
      const url = `${origin}/bookings/${bookingId}`;
      await Promise.all(
        lettersFor(move, names).map(async (letter, i) => {
          const person = people[letter.to];
          const content: MailContent = {
            title: letter.subject,
            greeting: `Hello ${person.name},`,
            paragraphs: letter.paragraphs,
            action: { label: letter.action, url },
            footer: letter.footer ?? `You get this email because you are the ${letter.to} of booking #${bookingId} on Haya.`,
          };
          try {
            const choice = deps.choose ? await deps.choose(person.id, mailKindOf(move)) : { send: true, headers: {} };
            if (!choice.send) return;
            const headers = Object.keys(choice.headers).length > 0 ? { headers: choice.headers } : {};
            await deps.mail.send({ to: person.email, subject: letter.subject, ...renderMail(content), ...headers }, { key: key && `${key}:${i}` });
          } catch (error) {
            failed = error;
            log("error", "booking mail not sent", { bookingId, to: letter.to, subject: letter.subject, error: String(error) });
          }
        }),
      );
    } catch (error) {
      failed = error;
      log("error", "booking mails failed", { bookingId, to: move.to, error: String(error) });
    }
    // As a job: the whole job is tried again, and the e-mails already delivered are skipped by their keys.
    if (key && failed) throw failed;
  };
}
