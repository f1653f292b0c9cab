// In-app notifications (the bell, /notifications, GET /api/v1/notifications) and the per-kind email choices with their
// one-click unsubscribe. Fan-out: every event that concerns a person writes one notification for them, in the SAME
// transaction as the change (the other features' in-transaction hooks, wired in server/services.ts), idempotent by a key
// per event and person, so a retried webhook, job or sweep writes it once. Expiring requests and payments are found by
// the notifications-sweep job every minute. A notification that asks for something (accept, pay, answer a claim or a
// message) is marked read in the transaction that does it. Listed newest first by when each happened.
import { createHmac, timingSafeEqual } from "node:crypto";
import { addDaysIso, formatDay, lagosTime, pickupTimeText, todayInLagos } from "../../../core/dates";
import { BAD_UNSUBSCRIBE_TOKEN } from "../../../core/notifications";
import { isLocale, type Locale } from "../../../core/locales";
import { formatNaira } from "../../../core/money";
import { m } from "../../../core/paraglide/messages";
import type { Db, Tx } from "../../db/client";
import { InvalidError, NotFoundError } from "../../errors";
import type { Log } from "../../logger";
import type { BookingMove } from "../bookings/bookings.service";
import { hello, mailUrl, renderMail } from "../mail/mail.templates";
import type { Mail } from "../mail/mail.service";
import { lateFeeADay, returnDueAt } from "../../../core/late-returns";
import * as repo from "./notifications.repo";
import { type Said, storedWords, textOf, wordsIn, wordsOf } from "./notifications.words";
import { isEssential, isKind, isSmsKind, KINDS, NOTIFICATIONS_PAGE_MAX, type NotificationKind } from "./notifications.schema";

type Conn = Db | Tx;

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** Unique per person: the same event told twice (a retry) is written once. */
  key: string;
  /** Written with storedWords (said in each reader's language), or plain text (kept as it is). */
  title: string | Said;
  body?: string | Said;
  /** A path on Haya: /bookings/12, /messages/3, /my-rentals?tab=earnings. */
  link: string;
  /** For the kinds that go by SMS: the text in the person's language, given the page's full address. */
  sms?: (locale: Locale, url: string) => string;
}

export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  read: boolean;
}

/** A payout's outcome (transfers.service onOutcome). */
export interface PayoutEvent {
  payoutId: number;
  ownerId: string;
  status: "success" | "failed" | "reversed";
  amountKobo: number;
  reason: string | null;
}
/** A deposit claim's step (claims.service onEvent). */
export interface ClaimEvent {
  type: "filed" | "disputed" | "settled";
  claimId: number;
  bookingId: number;
  ownerId: string;
  renterId: string;
  amountKobo: number;
  /** Settled: what goes back to the renter. */
  restKobo?: number;
}
/** An owner's late fee request beyond the deposit (claims/late-fees.service onEvent): the renter is asked to pay it. */
export interface LateFeeEvent {
  lateFeeId: number;
  bookingId: number;
  renterId: string;
  amountKobo: number;
}
/** A review written (hidden until the other side writes) or published (reviews.service onEvent). */
export interface ReviewEvent {
  type: "written" | "published";
  reviewId: number;
  bookingId: number;
  authorId: string;
  subjectId: string;
}
/** A message sent (messages' onMessage). */
export interface MessageEvent {
  conversationId: number;
  messageId: number;
  senderId: string;
  recipientId: string;
  listingTitle: string;
}

/** Within this much of its deadline, the owner is told a request is about to expire. */
export const REQUEST_EXPIRING_MS = 3 * 3_600_000;
/** Within this much of its deadline, the renter is told a payment is about to run out. */
export const PAYMENT_EXPIRING_MS = 3_600_000;
/** Pick-up reminders go out from this hour (Lagos) on the day before: an evening text, never one at midnight. */
export const PICKUP_REMINDER_HOUR = 17;
/** Renters are reminded of a return this long before it is due (core/late-returns.ts), each once: a day, then 2 hours. */
export const RETURN_REMINDERS = [
  { tag: "24h", before: 24 * 3_600_000 },
  { tag: "2h", before: 2 * 3_600_000 },
] as const;

export const EARNINGS_LINK = "/my-rentals?tab=earnings";
export const BAD_TOKEN = BAD_UNSUBSCRIBE_TOKEN;

/** Only paths on Haya itself are followed from a notification (never another site). */
export const safeLink = (link: string) => (link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : "/notifications");

const itemOf = (r: repo.NotificationRow): NotificationItem => ({
  id: r.id,
  kind: (isKind(r.kind) ? r.kind : "message") as NotificationKind,
  title: wordsIn(r.title, r.words?.title),
  body: r.body && wordsIn(r.body, r.words?.body),
  link: safeLink(r.link),
  createdAt: r.createdAt.toISOString(),
  read: r.readAt !== null,
});

export interface NotificationsDeps {
  /** The HMAC key of unsubscribe links (app_secrets "unsubscribe"), read through `conn` (inside a transaction: PGlite has one connection). */
  secret: (conn: Conn) => Promise<string>;
  /** The site's origin for the unsubscribe link (PUBLIC_URL). */
  siteUrl: string;
  /**
   * Sends a text in the caller's transaction (written as a job, so it exists exactly when the event does): the kinds
   * that go by SMS (core/notifications.ts), to the person's verified number, unless they turned that kind's SMS off.
   */
  sms?: ((tx: Conn, sms: { to: string; body: string }) => Promise<void>) | undefined;
  /** Sends an e-mail in the caller's transaction (a job, or the outbox without a queue): the return reminders'. */
  mail?: ((tx: Conn, mail: Mail) => Promise<void>) | undefined;
  now?: (() => Date) | undefined;
  log?: Log | undefined;
}

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64url");

export function createNotificationsService(db: Db, deps: NotificationsDeps) {
  const now = deps.now ?? (() => new Date());
  const log: Log = deps.log ?? (() => {});
  const origin = deps.siteUrl.replace(/\/+$/, "");

  /** Writes the notification (once per key) and, for the kinds that go by SMS, texts the person's verified number. */
  async function notify(tx: Conn, n: NotifyInput): Promise<boolean> {
    const link = safeLink(n.link);
    const { title, body, ...rest } = n;
    const words = wordsOf(title, body);
    const written = await repo.insertNotification(tx, { ...rest, title: textOf(title), ...(body !== undefined ? { body: textOf(body) } : {}), words, link, createdAt: now() });
    // Every kind that goes by SMS is told with its text (n.sms); the kind also says whether the person may refuse it.
    if (written && deps.sms && n.sms && isSmsKind(n.kind)) {
      const to = await repo.smsNumberFor(tx, n.userId, n.kind);
      if (to) {
        const locale = isLocale(to.language) ? to.language : "en";
        // The link opens the page in the language of the text (/pcm for Pidgin), whatever the phone's browser last saw.
        await deps.sms(tx, { to: to.phone, body: n.sms(locale, mailUrl(origin, link, locale)) });
      }
    }
    return written;
  }

  let secret: string | undefined;
  const sign = async (payload: string, conn: Conn = db) => createHmac("sha256", (secret ??= await deps.secret(conn))).update(payload).digest("base64url");

  /** A token naming the person and the kind of email, signed: `base64url(userId).kind.hmac`. */
  async function unsubscribeToken(userId: string, kind: NotificationKind, conn: Conn = db): Promise<string> {
    const payload = `${b64(userId)}.${kind}`;
    return `${payload}.${await sign(`unsubscribe:${payload}`, conn)}`;
  }

  /** The person and kind a token names; undefined when it is malformed or forged. */
  async function readToken(token: unknown): Promise<{ userId: string; kind: NotificationKind } | undefined> {
    if (typeof token !== "string" || token.length > 600) return undefined;
    const parts = token.split(".");
    if (parts.length !== 3) return undefined;
    const [user, kind, mac] = parts as [string, string, string];
    if (!isKind(kind) || isEssential(kind)) return undefined;
    const expected = Buffer.from(await sign(`unsubscribe:${user}.${kind}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { userId: Buffer.from(user, "base64url").toString("utf8"), kind };
  }

  /** `conn`: the caller's transaction when it is inside one. */
  async function unsubscribeHeaders(userId: string, kind: string, conn: Conn = db): Promise<Record<string, string>> {
    if (!isKind(kind) || isEssential(kind)) return {};
    const url = `${origin}/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(userId, kind, conn))}`;
    return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  }

  async function wantsEmail(tx: Conn, userId: string, kind: string): Promise<boolean> {
    if (isEssential(kind)) return true;
    return (await repo.prefOf(tx, userId, kind)) ?? true;
  }

  // ── Fan-out: who each event concerns, in words ──

  async function onBookingMove(tx: Conn, move: BookingMove): Promise<void> {
    const b = move.booking;
    // A move out of a state settles what that state asked, whoever moved it: the owner's 'accept or decline' (and its
    // 'answer soon') once the request is answered, expired or cancelled; the renter's 'pay' (and 'pay soon') likewise.
    if (move.transition !== null && move.from === "requested")
      await repo.markDone(tx, b.ownerId, { keys: [`booking:${b.id}:made:requested`, `booking:${b.id}:expiring:requested`] }, now());
    if (move.transition !== null && move.from === "awaiting_payment")
      await repo.markDone(tx, b.renterId, { keys: [`booking:${b.id}:accept:awaiting_payment`, `booking:${b.id}:expiring:awaiting_payment`] }, now());
    const words = await repo.bookingWords(tx, b.id);
    if (!words) return;
    const { title, renterName, ownerName } = words;
    const link = `/bookings/${b.id}`;
    const key = `booking:${b.id}:${move.transition ?? "made"}:${move.to}`;
    const to = (userId: string, kind: NotificationKind, t: Said, body: Said, sms?: NotifyInput["sms"]) => notify(tx, { userId, kind, key, title: t, body, link, ...(sms ? { sms } : {}) });
    const due = b.expiresAt ? lagosTime(b.expiresAt) : undefined;
    if (move.transition === null) {
      if (move.to === "requested")
        await to(b.ownerId, "booking_requested", storedWords(m.mail_notif_bk_requested_title, { title }), due ? storedWords(m.mail_notif_bk_requested_due_body, { renter: renterName, due }) : storedWords(m.mail_notif_bk_requested_body, { renter: renterName }), (locale, url) =>
          m.sms_booking_requested({ title, renter: renterName, due: due ?? "", link: url }, { locale }),
        );
      return;
    }
    switch (move.transition) {
      case "accept":
        return void (await to(b.renterId, "booking_accepted", storedWords(m.mail_notif_bk_accepted_title, { title }), due ? storedWords(m.mail_notif_bk_accepted_due_body, { owner: ownerName, amount: formatNaira(b.totalKobo), due }) : storedWords(m.mail_notif_bk_accepted_body, { owner: ownerName, amount: formatNaira(b.totalKobo) }), (locale, url) =>
          m.sms_booking_accepted({ title, owner: ownerName, amount: formatNaira(b.totalKobo), due: due ?? "", link: url }, { locale }),
        ));
      case "decline":
        return void (await to(b.renterId, "booking_declined", storedWords(m.mail_notif_bk_declined_title, { title }), storedWords(m.mail_notif_bk_declined_body, { owner: ownerName })));
      case "expire": {
        const unanswered = move.from === "requested";
        const expired = storedWords(unanswered ? m.mail_notif_bk_request_expired_title : m.mail_notif_bk_booking_expired_title, { title });
        await to(b.renterId, "booking_expiring", expired, unanswered ? storedWords(m.mail_notif_bk_unanswered_renter_body, { owner: ownerName }) : storedWords(m.mail_notif_bk_unpaid_renter_body));
        await to(b.ownerId, "booking_expiring", expired, storedWords(unanswered ? m.mail_notif_bk_unanswered_owner_body : m.mail_notif_bk_unpaid_owner_body, { renter: renterName }));
        return;
      }
      case "pay":
        await to(b.renterId, "booking_paid", storedWords(m.mail_notif_bk_confirmed_title, { title }), storedWords(m.mail_notif_bk_paid_renter_body, { day: formatDay(b.startDate), time: b.pickupTime }), (locale, url) =>
          m.sms_booking_paid_renter({ title, day: formatDay(b.startDate), time: pickupTimeText(b.pickupTime, locale), link: url }, { locale }),
        );
        await to(b.ownerId, "booking_paid", storedWords(m.mail_notif_bk_confirmed_title, { title }), storedWords(m.mail_notif_bk_paid_owner_body, { renter: renterName, amount: formatNaira(b.ownerPayoutKobo) }), (locale, url) =>
          m.sms_booking_paid_owner({ title, renter: renterName, amount: formatNaira(b.ownerPayoutKobo), link: url }, { locale }),
        );
        return;
      case "cancel": {
        const byOwner = move.actor === "owner";
        const refund = b.refundKobo !== null && b.refundKobo !== undefined ? formatNaira(b.refundKobo) : undefined;
        // Neither side (an operator, for a ban): both are told.
        const byHaya = move.actor !== "owner" && move.actor !== "renter";
        const cancelled = storedWords(m.mail_notif_bk_cancelled_title, { title });
        const renterWords = byHaya ? (refund ? m.mail_notif_bk_cancel_renter_team_refund_body : m.mail_notif_bk_cancel_renter_team_body) : refund ? m.mail_notif_bk_cancel_renter_refund_body : m.mail_notif_bk_cancel_renter_body;
        const ownerWords = byHaya ? (refund ? m.mail_notif_bk_cancel_owner_team_refund_body : m.mail_notif_bk_cancel_owner_team_body) : refund ? m.mail_notif_bk_cancel_owner_refund_body : m.mail_notif_bk_cancel_owner_body;
        if (byOwner || byHaya) await to(b.renterId, "booking_cancelled", cancelled, storedWords(renterWords, { who: ownerName, refund: refund ?? "" }));
        if (!byOwner) await to(b.ownerId, "booking_cancelled", cancelled, storedWords(ownerWords, { who: renterName, refund: refund ?? "" }));
        return;
      }
      case "pickUp":
        return void (await to(b.renterId, "booking_picked_up", storedWords(m.mail_notif_bk_picked_up_title, { title }), storedWords(m.mail_notif_bk_picked_up_body, { owner: ownerName, day: formatDay(b.endDate) })));
      case "return":
      case "autoComplete":
        await to(b.renterId, "booking_returned", storedWords(m.mail_notif_bk_completed_title, { title }), storedWords(m.mail_notif_bk_returned_body));
        if (move.transition === "autoComplete") await to(b.ownerId, "booking_returned", storedWords(m.mail_notif_bk_completed_title, { title }), storedWords(m.mail_notif_bk_auto_completed_body));
        return;
    }
  }

  async function onPayout(tx: Conn, e: PayoutEvent): Promise<void> {
    const ok = e.status === "success";
    const amount = formatNaira(e.amountKobo);
    await notify(tx, {
      userId: e.ownerId,
      kind: ok ? "payout_sent" : "payout_failed",
      key: `payout:${e.payoutId}:${e.status}`,
      title: storedWords(ok ? m.mail_notif_payout_sent_title : e.status === "failed" ? m.mail_notif_payout_failed_title : m.mail_notif_payout_back_title, { amount }),
      body: ok ? storedWords(m.mail_notif_payout_sent_body) : e.reason ? storedWords(m.mail_notif_payout_failed_body, { reason: e.reason }) : storedWords(m.mail_notif_payout_refused_body),
      link: EARNINGS_LINK,
    });
  }

  async function onClaim(tx: Conn, e: ClaimEvent): Promise<void> {
    const link = `/bookings/${e.bookingId}`;
    const key = `claim:${e.claimId}:${e.type}`;
    const amount = formatNaira(e.amountKobo);
    // The renter answered the claim (disputed it, or accepted it: settled), or Haya decided it: 'accept or dispute' is done.
    if (e.type !== "filed") await repo.markDone(tx, e.renterId, { keys: [`claim:${e.claimId}:filed`] }, now());
    if (e.type === "filed")
      await notify(tx, { userId: e.renterId, kind: "claim_filed", key, title: storedWords(m.mail_notif_claim_filed_title), body: storedWords(m.mail_notif_claim_filed_body, { amount }), link });
    else if (e.type === "disputed")
      await notify(tx, { userId: e.ownerId, kind: "claim_filed", key, title: storedWords(m.mail_notif_claim_disputed_title), body: storedWords(m.mail_notif_claim_disputed_body, { amount }), link });
    else {
      await notify(tx, { userId: e.ownerId, kind: "claim_decided", key, title: storedWords(m.mail_notif_claim_owner_title), body: storedWords(m.mail_notif_claim_owner_body, { amount }), link });
      await notify(tx, { userId: e.renterId, kind: "claim_decided", key, title: storedWords(m.mail_notif_claim_renter_title), body: storedWords(m.mail_notif_claim_renter_body, { amount: formatNaira(e.restKobo ?? 0) }), link });
    }
  }

  async function onLateFee(tx: Conn, e: LateFeeEvent): Promise<void> {
    // A money matter, essential as a claim on the deposit is: its kind is the claim's.
    const amount = formatNaira(e.amountKobo);
    await notify(tx, { userId: e.renterId, kind: "claim_filed", key: `late-fee:${e.lateFeeId}`, title: storedWords(m.mail_notif_late_fee_title), body: storedWords(m.mail_notif_late_fee_body, { amount }), link: `/bookings/${e.bookingId}#late-fee` });
  }

  async function onReview(tx: Conn, e: ReviewEvent): Promise<void> {
    const link = `/bookings/${e.bookingId}`;
    // Published: 'it shows once you have written yours' is done (they wrote theirs, or the 14 days passed).
    if (e.type === "published") await repo.markDone(tx, e.subjectId, { keys: [`review:${e.reviewId}:written`] }, now());
    if (e.type === "written")
      await notify(tx, { userId: e.subjectId, kind: "review", key: `review:${e.reviewId}:written`, title: storedWords(m.mail_notif_review_written_title), body: storedWords(m.mail_notif_review_written_body), link });
    else await notify(tx, { userId: e.subjectId, kind: "review", key: `review:${e.reviewId}:published`, title: storedWords(m.mail_notif_review_published_title), body: storedWords(m.mail_notif_review_published_body), link });
  }

  async function onMessage(tx: Conn, e: MessageEvent): Promise<void> {
    // Answering a conversation is what its message notifications asked of the sender.
    await onConversationRead(tx, { userId: e.senderId, conversationId: e.conversationId });
    await notify(tx, {
      userId: e.recipientId,
      kind: "message",
      key: `message:${e.messageId}`,
      title: storedWords(m.mail_notif_message_title, { title: e.listingTitle }),
      body: storedWords(m.mail_notif_message_body),
      link: `/messages/${e.conversationId}`,
    });
  }

  /** Reading a conversation (or answering it): its message notifications are read. */
  async function onConversationRead(tx: Conn, e: { userId: string; conversationId: number }): Promise<void> {
    await repo.markDone(tx, e.userId, { kind: "message", link: `/messages/${e.conversationId}` }, now());
  }

  /**
   * Requests with under 3 hours to answer (their owner) and payments with under an hour (their renter), told once; from
   * 17:00 Lagos time, tomorrow's pick-ups, told once to both sides.
   */
  async function sweep(at: Date = now()): Promise<number> {
    let told = 0;
    await db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Africa/Lagos", hour: "2-digit", hourCycle: "h23" }).format(at));
      if (hour >= PICKUP_REMINDER_HOUR) {
        const tomorrow = addDaysIso(todayInLagos(at), 1);
        for (const b of await repo.pickupsOn(tx, tomorrow)) {
          const key = `booking:${b.id}:pickup-tomorrow`;
          const link = `/bookings/${b.id}`;
          const day = formatDay(tomorrow);
          const words = { title: b.title, day, time: b.pickupTime };
          const renterSms = (locale: Locale, url: string) => m.sms_pickup_renter({ ...words, time: pickupTimeText(b.pickupTime, locale), link: url }, { locale });
          const ownerSms = (locale: Locale, url: string) => m.sms_pickup_owner({ ...words, time: pickupTimeText(b.pickupTime, locale), renter: b.renterName, link: url }, { locale });
          if (await notify(tx, { userId: b.renterId, kind: "booking_pickup_tomorrow", key, title: storedWords(m.mail_notif_bk_pickup_title, { title: b.title }), body: storedWords(m.mail_notif_bk_pickup_renter_body, { day, time: b.pickupTime }), link, sms: renterSms })) told++;
          if (await notify(tx, { userId: b.ownerId, kind: "booking_pickup_tomorrow", key, title: storedWords(m.mail_notif_bk_pickup_title, { title: b.title }), body: storedWords(m.mail_notif_bk_pickup_owner_body, { renter: b.renterName, day, time: b.pickupTime }), link, sms: ownerSms })) told++;
        }
      }
      told += await remindReturns(tx, at);
      told += await tellOverdue(tx, at);
      for (const b of await repo.expiringBookings(tx, "requested", at, new Date(at.getTime() + REQUEST_EXPIRING_MS)))
        if (await notify(tx, { userId: b.ownerId, kind: "booking_expiring", key: `booking:${b.id}:expiring:requested`, title: storedWords(m.mail_notif_bk_answer_soon_title, { title: b.title }), body: storedWords(m.mail_notif_bk_answer_soon_body, { time: lagosTime(b.expiresAt) }), link: `/bookings/${b.id}` })) told++;
      for (const b of await repo.expiringBookings(tx, "awaiting_payment", at, new Date(at.getTime() + PAYMENT_EXPIRING_MS)))
        if (await notify(tx, { userId: b.renterId, kind: "booking_expiring", key: `booking:${b.id}:expiring:awaiting_payment`, title: storedWords(m.mail_notif_bk_pay_soon_title, { title: b.title }), body: storedWords(m.mail_notif_bk_pay_soon_body, { time: lagosTime(b.expiresAt) }), link: `/bookings/${b.id}` })) told++;
    });
    if (told > 0) log("info", "expiring bookings told", { notifications: told });
    return told;
  }

  /**
   * Renters whose rental is due back within a day, then within 2 hours (RETURN_REMINDERS), told once each: the bell, a
   * text to a verified number and an e-mail, with the time, the place and the way to extend. A reminder whose window has
   * passed unsent (a rental booked for a few hours) is not sent late: the next one covers it.
   */
  async function remindReturns(tx: Conn, at: Date): Promise<number> {
    let told = 0;
    const today = todayInLagos(at);
    const candidates = [-1, 0, 1, 2].map((n) => addDaysIso(today, n));
    for (const [i, r] of RETURN_REMINDERS.entries()) {
      const after = RETURN_REMINDERS[i + 1]?.before ?? 0;
      const due = (d: string) => returnDueAt(d).getTime() - at.getTime();
      const endDates = candidates.filter((d) => due(d) > after && due(d) <= r.before);
      for (const b of await repo.rentalsOutUntold(tx, endDates, `return-${r.tag}`)) {
        const link = `/bookings/${b.id}#extension`;
        const words = { title: b.title, at: lagosTime(returnDueAt(b.endDate)), place: `${b.city}, ${b.state}` };
        const written = await notify(tx, {
          userId: b.renterId,
          kind: "booking_return_due",
          key: `booking:${b.id}:return-${r.tag}`,
          title: storedWords(m.mail_notif_bk_return_title, words),
          body: storedWords(m.mail_notif_bk_return_body, words),
          link,
          sms: (locale, url) => m.sms_return_renter({ ...words, link: url }, { locale }),
        });
        if (!written) continue;
        told++;
        if (deps.mail && (await wantsEmail(tx, b.renterId, "booking_return_due"))) {
          const locale = isLocale(b.renterLanguage) ? b.renterLanguage : "en";
          const fee = lateFeeADay(b);
          const subject = m.mail_notif_bk_return_title(words, { locale });
          const paragraphs = [m.mail_notif_bk_return_body(words, { locale }), ...(fee > 0 ? [m.mail_return_late_fee({ fee: formatNaira(fee) }, { locale })] : [])];
          const body = renderMail({ title: subject, greeting: hello(b.renterName, locale), paragraphs, action: { label: m.mail_return_action({}, { locale }), url: mailUrl(origin, link, locale) }, locale });
          await deps.mail(tx, { to: b.renterEmail, subject, ...body, headers: await unsubscribeHeaders(b.renterId, "booking_return_due", tx) });
        }
      }
    }
    return told;
  }

  /**
   * Rentals that have just turned overdue (core/late-returns.ts), told once: the renter (the late fee running), the owner
   * (mark the hour it comes back), and the renters of the listing's next paid bookings whose pick-up is within its
   * turnaround days and two days after the end date, whose unit may not be back in time. Bookings up to two days past
   * their end date are looked at: after that they complete on their own (core/booking-states.ts).
   */
  async function tellOverdue(tx: Conn, at: Date): Promise<number> {
    let told = 0;
    const today = todayInLagos(at);
    const endDates = [-2, -1, 0].map((n) => addDaysIso(today, n)).filter((d) => returnDueAt(d).getTime() < at.getTime());
    for (const b of await repo.rentalsOutUntold(tx, endDates, "overdue")) {
      const link = `/bookings/${b.id}`;
      const words = { title: b.title, at: lagosTime(returnDueAt(b.endDate)), fee: formatNaira(lateFeeADay(b)), renter: b.renterName };
      const key = `booking:${b.id}:overdue`;
      const title = storedWords(m.mail_notif_bk_overdue_title, { title: b.title });
      if (await notify(tx, { userId: b.renterId, kind: "booking_return_due", key, title, body: storedWords(m.mail_notif_bk_overdue_renter_body, words), link })) told++;
      if (await notify(tx, { userId: b.ownerId, kind: "booking_return_due", key, title, body: storedWords(m.mail_notif_bk_overdue_owner_body, words), link })) told++;
      for (const next of await repo.nextBookings(tx, b.listingId, addDaysIso(b.endDate, 1), addDaysIso(b.endDate, b.turnaroundDays + 2))) {
        const late = { title: b.title, day: formatDay(next.startDate) };
        const sms = (locale: Locale, url: string) => m.sms_item_late({ ...late, link: url }, { locale });
        if (
          await notify(tx, {
            userId: next.renterId,
            kind: "booking_item_late",
            key: `booking:${next.id}:previous-overdue:${b.id}`,
            title: storedWords(m.mail_notif_bk_item_late_title, { title: b.title }),
            body: storedWords(m.mail_notif_bk_item_late_body, late),
            link: `/bookings/${next.id}`,
            sms,
          })
        )
          told++;
      }
    }
    return told;
  }

  return {
    notify,
    async list(userId: string, page: { before?: number | undefined; limit: number }): Promise<{ items: NotificationItem[]; unread: number; next: number | null }> {
      const limit = Math.min(Math.max(1, page.limit), NOTIFICATIONS_PAGE_MAX);
      const [rows, unread] = await Promise.all([repo.listOf(db, userId, page.before, limit + 1), repo.unreadCount(db, userId)]);
      const items = rows.slice(0, limit).map(itemOf);
      return { items, unread, next: rows.length > limit ? items.at(-1)!.id : null };
    },
    unreadCount: (userId: string) => repo.unreadCount(db, userId),
    /** The person's own notifications read (another's ids change nothing); the unread count after. */
    async markRead(userId: string, ids: number[] | "all"): Promise<number> {
      await repo.markRead(db, userId, ids, now());
      return repo.unreadCount(db, userId);
    },
    /** Opening one: marked read, and where it leads. NotFound for another person's or an unknown id. */
    async open(userId: string, id: number): Promise<string> {
      const row = await repo.notificationOf(db, userId, id);
      if (!row) throw new NotFoundError(m.err_no_such_notification());
      if (!row.readAt) await repo.markRead(db, userId, [id], now());
      return safeLink(row.link);
    },
    /** Each kind's choices: e-mail (always on for essential kinds), and SMS for the kinds that can go by SMS (else null). */
    async getPrefs(userId: string): Promise<{ kind: NotificationKind; label: string; essential: boolean; why: string | null; email: boolean; sms: boolean | null }[]> {
      const stored = await repo.prefsOf(db, userId);
      return KINDS.map((k) => {
        const p = stored.get(k.kind);
        return { kind: k.kind, label: k.label(), essential: k.essential, why: k.why?.() ?? null, email: k.essential ? true : (p?.email ?? true), sms: k.sms ? (p?.sms ?? true) : null };
      });
    },
    /**
     * Saves the e-mail choice of each kind given, and the SMS choice of each kind in `sms`; an essential kind's e-mail
     * cannot be turned off, nor SMS chosen for a kind that never goes by SMS (InvalidError, nothing saved).
     */
    async setPrefs(userId: string, choices: Partial<Record<string, boolean>>, sms: Partial<Record<string, boolean>> = {}): Promise<void> {
      const entries = Object.entries(choices).filter((e): e is [string, boolean] => typeof e[1] === "boolean");
      const smsEntries = Object.entries(sms).filter((e): e is [string, boolean] => typeof e[1] === "boolean");
      for (const [kind, email] of entries) {
        if (!isKind(kind)) throw new InvalidError(m.err_no_such_notification_kind({ kind }), { [kind]: m.err_no_such_kind() });
        if (isEssential(kind) && !email) throw new InvalidError(m.err_essential_emails(), { [kind]: m.err_always_on() });
      }
      for (const [kind] of smsEntries)
        if (!isKind(kind) || !isSmsKind(kind)) throw new InvalidError(m.err_never_sms({ kind }), { [kind]: m.err_no_sms_kind() });
      const at = now();
      await db.transaction(async (t) => {
        const tx = t as unknown as Tx;
        await repo.savePrefs(tx, userId, entries.filter(([kind]) => !isEssential(kind)), at);
        await repo.saveSmsPrefs(tx, userId, smsEntries, at);
      });
    },
    wantsEmail,
    unsubscribeToken,
    readToken,
    /** The List-Unsubscribe headers (RFC 8058 one-click) of a non-essential email of `kind` to `userId`; none for essential ones. */
    unsubscribeHeaders,
    /** Whether and how an email of `kind` goes to `userId`: their choice, and the unsubscribe headers when it may be refused. */
    async mailChoice(userId: string, kind: string, tx: Conn = db): Promise<{ send: boolean; headers: Record<string, string> }> {
      if (!(await wantsEmail(tx, userId, kind))) return { send: false, headers: {} };
      return { send: true, headers: await unsubscribeHeaders(userId, kind, tx) };
    },
    /** The one-click unsubscribe: that kind's email off for the person the token names. InvalidError for a bad token. */
    async unsubscribe(token: unknown): Promise<{ kind: NotificationKind }> {
      const who = await readToken(token);
      if (!who || !(await repo.userExists(db, who.userId))) throw new InvalidError(m.err_bad_unsubscribe(), { token: m.err_bad_unsubscribe() });
      await repo.savePrefs(db, who.userId, [[who.kind, false]], now());
      log("info", "unsubscribed", { userId: who.userId, kind: who.kind });
      return { kind: who.kind };
    },
    onBookingMove,
    onPayout,
    onClaim,
    onLateFee,
    onReview,
    onMessage,
    onConversationRead,
    sweep,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
