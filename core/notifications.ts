// What a notification is about (its kind), the words people read for each kind, and which kinds are essential: the
// money and booking states a person must act on always come by email too; the others are each person's choice
// (/account, GET/PUT /api/v1/me/notification-settings, the one-click unsubscribe). Plain data: pages read it too. The
// words are message functions, called when a request is answered, so they come in that request's language.
import { m } from "../core/paraglide/messages";

export const NOTIFICATION_KINDS = [
  "booking_requested",
  "booking_accepted",
  "booking_declined",
  "booking_paid",
  "booking_cancelled",
  "booking_expiring",
  "booking_pickup_tomorrow",
  "booking_picked_up",
  "booking_returned",
  "booking_return_due",
  "booking_item_late",
  "message",
  "review",
  "payout_sent",
  "payout_failed",
  "claim_filed",
  "claim_decided",
  "identity",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface KindInfo {
  kind: NotificationKind;
  label: () => string;
  /** Always by email too, whatever the person chose: it is about their money or a booking they must act on. */
  essential: boolean;
  /** Why it cannot be turned off (essential kinds only). */
  why?: () => string;
  /** Also by SMS to a verified number, unless the person turned it off: the moments a booking hangs on. */
  sms?: true;
}

const ACT = m.account_kind_why_act;
const MONEY = m.account_kind_why_money;

export const KINDS: readonly KindInfo[] = [
  { kind: "booking_requested", label: m.account_kind_booking_requested, essential: true, why: ACT, sms: true },
  { kind: "booking_accepted", label: m.account_kind_booking_accepted, essential: true, why: ACT, sms: true },
  { kind: "booking_declined", label: m.account_kind_booking_declined, essential: false },
  { kind: "booking_paid", label: m.account_kind_booking_paid, essential: true, why: MONEY, sms: true },
  { kind: "booking_cancelled", label: m.account_kind_booking_cancelled, essential: true, why: MONEY },
  { kind: "booking_expiring", label: m.account_kind_booking_expiring, essential: true, why: ACT },
  { kind: "booking_pickup_tomorrow", label: m.account_kind_booking_pickup_tomorrow, essential: false, sms: true },
  { kind: "booking_picked_up", label: m.account_kind_booking_picked_up, essential: false },
  { kind: "booking_returned", label: m.account_kind_booking_returned, essential: false },
  { kind: "booking_return_due", label: m.account_kind_booking_return_due, essential: false, sms: true },
  { kind: "booking_item_late", label: m.account_kind_booking_item_late, essential: false, sms: true },
  { kind: "message", label: m.account_kind_message, essential: false },
  { kind: "review", label: m.account_kind_review, essential: false },
  { kind: "payout_sent", label: m.account_kind_payout_sent, essential: true, why: MONEY },
  { kind: "payout_failed", label: m.account_kind_payout_failed, essential: true, why: MONEY },
  { kind: "claim_filed", label: m.account_kind_claim_filed, essential: true, why: MONEY },
  { kind: "claim_decided", label: m.account_kind_claim_decided, essential: true, why: MONEY },
  { kind: "identity", label: m.account_kind_identity, essential: true, why: ACT },
];

export const kindInfo = (kind: string): KindInfo | undefined => KINDS.find((k) => k.kind === kind);
export const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);
/** Whether this kind can also come by SMS. */
export const isSmsKind = (kind: string): boolean => kindInfo(kind)?.sms === true;
export const isEssential = (kind: string): boolean => kindInfo(kind)?.essential ?? true;

/** The unsubscribe page's words for a link that is not valid (cut short, changed, forged). */
export const BAD_UNSUBSCRIBE_TOKEN =
  "This unsubscribe link is not valid. It may have been cut short or changed: open it again from the email, or choose your emails on your profile page.";
