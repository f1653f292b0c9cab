// The e-mails of bookings: every move tells the people it concerns what happened and what comes next, with an absolute
// link to the booking's page. On the server they are sent by a job written in the move's transaction (bookings.jobs.ts):
// given the job's `key`, each e-mail is delivered at most once and a failure is thrown for the job to be retried.
// Without a job queue (tests) they are the bookings service's `after` hook: a failure is logged, never undoes the move.
// Each is written in its reader's language (users.language, loaded with the booking), its links to the pages in it.
import { formatDay, pickupTimeText } from "../../../core/dates";
import {
  ACCEPTED_PAYMENT_WINDOW_HOURS,
  DAMAGE_CLAIM_HOURS,
  INSTANT_PAYMENT_WINDOW_HOURS,
  OWNER_COMMISSION_PCT,
  OWNER_RESPONSE_HOURS,
  SERVICE_FEE_PCT,
  VAT_ON_FEE_PCT,
} from "../../../core/fees";
import type { Locale } from "../../../core/locales";
import { formatNaira } from "../../../core/money";
import { daysAtEachPrice } from "../../../core/day-prices";
import { addressText, windowText } from "../../../core/delivery";
import { m } from "../../../core/paraglide/messages";
import type { Db } from "../../db/client";
import type { Log } from "../../logger";
import type { Mail, MailChoice, SendOptions } from "../mail/mail.service";
import { hello, mailLocale, mailUrl, renderMail, type MailContent } from "../mail/mail.templates";
import { bookingContext, type PartyRow } from "./booking-views.repo";
import type { Booking } from "./bookings.schema";
import type { BookingMove } from "./bookings.service";
import { deadlineText, dueAtPickup } from "../../../core/pickup";
import { refundFor, ruleIn } from "./refunds";

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

const hours = (count: number, locale: Locale) => m.mail_hours({ count }, { locale });

/** "24 Nov 2026, 10:00 (Lagos time)", with ", the pick-up time" when the timer ends there (pickup.ts deadlineText). */
const until = (b: Booking, locale: Locale) => (b.expiresAt ? deadlineText({ ...b, expiresAt: b.expiresAt }, locale) : m.mail_the_deadline({}, { locale }));

/** "within 24 hours, by 24 Nov 2026, 10:00 (Lagos time)"; "by …, the pick-up time" when the pick-up comes first. */
const within = (b: Booking, count: number, locale: Locale) =>
  b.expiresAt && dueAtPickup({ ...b, expiresAt: b.expiresAt })
    ? m.mail_by({ deadline: until(b, locale) }, { locale })
    : m.mail_within({ hours: hours(count, locale), deadline: until(b, locale) }, { locale });

function datesOf(b: Booking, locale: Locale): string {
  const days = b.startDate === b.endDate ? formatDay(b.startDate) : m.mail_dates_range({ from: formatDay(b.startDate), to: formatDay(b.endDate) }, { locale });
  return b.units > 1 ? m.mail_dates_units({ dates: days, units: b.units }, { locale }) : days;
}

/** The renter's itemised receipt, a line each, as frozen on the booking. */
function receipt(b: Booking, locale: Locale): string[] {
  // A line per price when days cost different prices (a weekend or custom price: issue 36); they add up to the rental.
  const lines = daysAtEachPrice(b.dayPrices, b.pricePerDayKobo, b.days).map((g) =>
    m.mail_receipt_rental({ days: g.days, units: b.units, price: formatNaira(g.pricePerDayKobo), total: formatNaira(g.pricePerDayKobo * g.days * b.units) }, { locale }),
  );
  if (b.discountKobo > 0) lines.push(m.mail_receipt_discount({ pct: b.discountPct, amount: formatNaira(b.discountKobo) }, { locale }));
  lines.push(
    m.mail_receipt_fee({ pct: SERVICE_FEE_PCT, amount: formatNaira(b.serviceFeeKobo) }, { locale }),
    m.mail_receipt_vat({ pct: VAT_ON_FEE_PCT, amount: formatNaira(b.vatKobo) }, { locale }),
  );
  if (b.fulfilment === "delivery") lines.push(m.mail_receipt_delivery({ km: b.deliveryKm ?? 0, amount: formatNaira(b.deliveryFeeKobo) }, { locale }));
  if (b.depositKobo > 0) lines.push(m.mail_receipt_deposit({ amount: formatNaira(b.depositKobo) }, { locale }));
  lines.push(m.mail_receipt_total({ amount: formatNaira(b.totalKobo) }, { locale }));
  return lines;
}

/** What the owner earns: the rental after any discount, less Haya's commission. */
function payout(b: Booking, locale: Locale): string[] {
  return [
    m.mail_payout_rental({ amount: formatNaira(b.rentalKobo - b.discountKobo) }, { locale }),
    m.mail_payout_commission({ pct: OWNER_COMMISSION_PCT, amount: formatNaira(b.ownerCommissionKobo) }, { locale }),
    ...(b.deliveryFeeKobo > 0 ? [m.mail_payout_delivery({ amount: formatNaira(b.deliveryFeeKobo) }, { locale })] : []),
    m.mail_payout_yours({ amount: formatNaira(b.ownerPayoutKobo) }, { locale }),
  ];
}

/** Where and when a delivery goes (the owner's letter once the booking is paid). */
function deliveryTo(b: Booking, locale: Locale): string[] {
  const a = b.deliveryAddress;
  if (b.fulfilment !== "delivery" || !a) return [];
  const address = addressText(a, m.bookings_delivery_landmark({ landmark: a.landmark }, { locale }));
  return [m.mail_delivery_to({ address, window: windowText(b.deliveryWindow) }, { locale })];
}

const depositNote = (b: Booking, locale: Locale) =>
  b.depositKobo > 0 ? [m.mail_deposit_note({ amount: formatNaira(b.depositKobo), hours: hours(DAMAGE_CLAIM_HOURS, locale) }, { locale })] : [];

/** The e-mails a move sends; none for a move that concerns nobody (a retried one is never announced). */
export function lettersFor(
  move: BookingMove,
  names: { title: string; ownerName: string; renterName: string; pickupNotes?: string },
  /** Each reader's language. */
  locales: Record<Letter["to"], Locale> = { renter: "en", owner: "en" },
): Letter[] {
  const b = move.booking;
  const { title, ownerName: owner, renterName: renter } = names;
  const { renter: rl, owner: ol } = locales;
  // The owner's notes may hold their address: they reach the renter only once the booking is confirmed (paid).
  const notes = names.pickupNotes?.trim() ? [m.mail_pickup_notes({ notes: names.pickupNotes.trim() }, { locale: rl })] : [];
  const what = (locale: Locale) => `${title}, ${datesOf(b, locale)}`;
  const view = (locale: Locale) => m.mail_view_booking({}, { locale });
  if (move.transition === null && move.to === "requested")
    return [
      {
        to: "owner",
        subject: m.mail_requested_owner_subject({ title }, { locale: ol }),
        paragraphs: [
          m.mail_requested_owner_text({ renter, what: what(ol), time: pickupTimeText(b.pickupTime, ol) }, { locale: ol }),
          m.mail_requested_owner_earn({ amount: formatNaira(b.ownerPayoutKobo), pct: OWNER_COMMISSION_PCT }, { locale: ol }),
          m.mail_requested_owner_answer({ within: within(b, OWNER_RESPONSE_HOURS, ol) }, { locale: ol }),
        ],
        action: m.mail_requested_owner_action({}, { locale: ol }),
      },
      {
        to: "renter",
        subject: m.mail_requested_renter_subject({ title }, { locale: rl }),
        paragraphs: [
          m.mail_requested_renter_text({ what: what(rl), owner }, { locale: rl }),
          m.mail_requested_renter_charge({ deadline: until(b, rl), amount: formatNaira(b.totalKobo) }, { locale: rl }),
        ],
        action: view(rl),
      },
    ];
  if (move.transition === null)
    return [
      {
        to: "renter",
        subject: m.mail_instant_subject({ title }, { locale: rl }),
        paragraphs: [
          m.mail_instant_held({ what: what(rl), deadline: until(b, rl) }, { locale: rl }),
          m.mail_instant_pay({ amount: formatNaira(b.totalKobo), hours: hours(INSTANT_PAYMENT_WINDOW_HOURS, rl) }, { locale: rl }),
        ],
        action: m.mail_pay_now({}, { locale: rl }),
      },
    ];
  switch (move.transition) {
    case "accept":
      return [
        {
          to: "renter",
          subject: m.mail_accepted_subject({ title }, { locale: rl }),
          paragraphs: [
            m.mail_accepted_text({ owner, what: what(rl) }, { locale: rl }),
            m.mail_accepted_pay({ amount: formatNaira(b.totalKobo), within: within(b, ACCEPTED_PAYMENT_WINDOW_HOURS, rl) }, { locale: rl }),
          ],
          action: m.mail_pay_now({}, { locale: rl }),
        },
      ];
    case "decline":
      return [
        {
          to: "renter",
          subject: m.mail_declined_subject({ title }, { locale: rl }),
          paragraphs: [m.mail_declined_text({ owner, what: what(rl) }, { locale: rl })],
          action: view(rl),
        },
      ];
    case "expire": {
      const unanswered = move.from === "requested";
      const subject = (locale: Locale) => (unanswered ? m.mail_expired_request_subject : m.mail_expired_booking_subject)({ title }, { locale });
      return [
        {
          to: "renter",
          subject: subject(rl),
          paragraphs: [
            unanswered ? m.mail_expired_renter_unanswered({ owner, what: what(rl) }, { locale: rl }) : m.mail_expired_renter_unpaid({ what: what(rl) }, { locale: rl }),
          ],
          action: view(rl),
        },
        {
          to: "owner",
          subject: subject(ol),
          paragraphs: [
            unanswered ? m.mail_expired_owner_unanswered({ renter, what: what(ol) }, { locale: ol }) : m.mail_expired_owner_unpaid({ renter, what: what(ol) }, { locale: ol }),
            m.mail_dates_free({}, { locale: ol }),
          ],
          action: view(ol),
        },
      ];
    }
    case "pay":
      return [
        {
          to: "renter",
          subject: m.mail_paid_subject({ title }, { locale: rl }),
          paragraphs: [
            m.mail_paid_renter_text({ what: what(rl), day: formatDay(b.startDate), time: pickupTimeText(b.pickupTime, rl) }, { locale: rl }),
            ...notes,
            m.mail_paid_receipt({}, { locale: rl }),
            ...receipt(b, rl),
          ],
          action: view(rl),
          footer: m.mail_paid_renter_footer({}, { locale: rl }),
        },
        {
          to: "owner",
          subject: m.mail_paid_subject({ title }, { locale: ol }),
          paragraphs: [
            m.mail_paid_owner_text({ renter, what: what(ol), day: formatDay(b.startDate), time: pickupTimeText(b.pickupTime, ol) }, { locale: ol }),
            // Paid: the delivery's address is now the owner's to read (issue 36).
            ...deliveryTo(b, ol),
            ...payout(b, ol),
            m.mail_paid_owner_due({}, { locale: ol }),
          ],
          action: view(ol),
        },
      ];
    case "cancel": {
      const refund = refundFor({ status: move.from!, startDate: b.startDate, quote: b }, move.actor === "renter" ? "renter" : "owner", move.at);
      const byOwner = move.actor === "owner";
      // An operator's cancellation (a ban) refunds as the owner's does, and neither side did it.
      const byHaya = move.actor === "admin";
      const line = (locale: Locale) =>
        m.mail_cancel_refund({ amount: formatNaira(b.refundKobo ?? refund.refundKobo), rule: byHaya ? m.mail_rule_haya({}, { locale }) : ruleIn(refund.rule, locale) }, { locale });
      return [
        {
          to: "renter",
          subject: m.mail_cancelled_subject({ title }, { locale: rl }),
          paragraphs: [
            (byHaya ? m.mail_cancelled_renter_haya({ what: what(rl) }, { locale: rl }) : byOwner ? m.mail_cancelled_renter_owner({ owner, what: what(rl) }, { locale: rl }) : m.mail_cancelled_renter_you({ what: what(rl) }, { locale: rl })),
            line(rl),
          ],
          action: view(rl),
        },
        {
          to: "owner",
          subject: m.mail_cancelled_subject({ title }, { locale: ol }),
          paragraphs: [
            (byHaya ? m.mail_cancelled_owner_haya({ what: what(ol) }, { locale: ol }) : byOwner ? m.mail_cancelled_owner_you({ what: what(ol) }, { locale: ol }) : m.mail_cancelled_owner_renter({ renter, what: what(ol) }, { locale: ol })),
            line(ol),
          ],
          action: view(ol),
        },
      ];
    }
    case "pickUp":
      return [
        {
          to: "renter",
          subject: m.mail_picked_up_subject({ title }, { locale: rl }),
          paragraphs: [m.mail_picked_up_text({ owner, title, day: formatDay(b.endDate) }, { locale: rl }), ...depositNote(b, rl)],
          action: view(rl),
        },
      ];
    case "return":
    case "autoComplete": {
      const returned = move.transition === "return";
      return [
        {
          to: "renter",
          subject: m.mail_completed_subject({ title }, { locale: rl }),
          paragraphs: [(returned ? m.mail_completed_renter_returned : m.mail_completed_renter_auto)({ what: what(rl) }, { locale: rl }), ...depositNote(b, rl)],
          action: view(rl),
        },
        {
          to: "owner",
          subject: m.mail_completed_owner_subject({ title }, { locale: ol }),
          paragraphs: [
            (returned ? m.mail_completed_owner_returned : m.mail_completed_owner_auto)({ what: what(ol), renter }, { locale: ol }),
            ...payout(b, ol),
            m.mail_completed_owner_due({ amount: formatNaira(b.ownerPayoutKobo) }, { locale: ol }),
          ],
          action: view(ol),
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
      const locale = mailLocale(context.renter.language);
      const subject = m.mail_deposit_subject({ title: context.title }, { locale });
      const content: MailContent = {
        title: subject,
        greeting: hello(context.renter.name, locale),
        paragraphs: [
          m.mail_deposit_text({ title: context.title, dates: datesOf(booking, locale), hours: hours(DAMAGE_CLAIM_HOURS, locale) }, { locale }),
          m.mail_deposit_refund({ amount: formatNaira(booking.depositKobo) }, { locale }),
        ],
        action: { label: m.mail_view_booking({}, { locale }), url: mailUrl(origin, `/bookings/${bookingId}`, locale) },
        footer: m.mail_booking_footer_renter({ id: bookingId }, { locale }),
        locale,
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
      const locales = { renter: mailLocale(context.renter.language), owner: mailLocale(context.owner.language) };
      await Promise.all(
        lettersFor(move, names, locales).map(async (letter, i) => {
          const person = people[letter.to];
          const locale = locales[letter.to];
          const footer = letter.to === "renter" ? m.mail_booking_footer_renter : m.mail_booking_footer_owner;
          const content: MailContent = {
            title: letter.subject,
            greeting: hello(person.name, locale),
            paragraphs: letter.paragraphs,
            action: { label: letter.action, url: mailUrl(origin, `/bookings/${bookingId}`, locale) },
            footer: letter.footer ?? footer({ id: bookingId }, { locale }),
            locale,
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
