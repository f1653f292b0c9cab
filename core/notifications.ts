// What a notification is about (its kind), the words people read for each kind, and which kinds are essential: the
// money and booking states a person must act on always come by email too; the others are each person's choice
// (/account, GET/PUT /api/v1/me/notification-settings, the one-click unsubscribe). Plain data: pages read it too.

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
  "message",
  "review",
  "payout_sent",
  "payout_failed",
  "claim_filed",
  "claim_decided",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface KindInfo {
  kind: NotificationKind;
  label: string;
  /** Always by email too, whatever the person chose: it is about their money or a booking they must act on. */
  essential: boolean;
  /** Why it cannot be turned off (essential kinds only). */
  why?: string;
  /** Also by SMS to a verified number, unless the person turned it off: the moments a booking hangs on. */
  sms?: true;
}

const ACT = "You have to act on it in time, or the booking is lost.";
const MONEY = "It is about your money.";

export const KINDS: readonly KindInfo[] = [
  { kind: "booking_requested", label: "A booking request for your item", essential: true, why: ACT, sms: true },
  { kind: "booking_accepted", label: "Your request was accepted (pay to confirm)", essential: true, why: ACT, sms: true },
  { kind: "booking_declined", label: "Your request was declined", essential: false },
  { kind: "booking_paid", label: "A booking is paid and confirmed", essential: true, why: MONEY, sms: true },
  { kind: "booking_cancelled", label: "A booking was cancelled", essential: true, why: MONEY },
  { kind: "booking_expiring", label: "A request or payment is about to run out of time, or has", essential: true, why: ACT },
  { kind: "booking_pickup_tomorrow", label: "A pick-up is tomorrow", essential: false, sms: true },
  { kind: "booking_picked_up", label: "An item was picked up", essential: false },
  { kind: "booking_returned", label: "A rental is completed", essential: false },
  { kind: "message", label: "A new message", essential: false },
  { kind: "review", label: "A review of you (written or published)", essential: false },
  { kind: "payout_sent", label: "A payout reached your bank", essential: true, why: MONEY },
  { kind: "payout_failed", label: "A payout failed", essential: true, why: MONEY },
  { kind: "claim_filed", label: "A claim on a caution deposit, or its answer", essential: true, why: MONEY },
  { kind: "claim_decided", label: "A deposit claim is settled", essential: true, why: MONEY },
];

export const kindInfo = (kind: string): KindInfo | undefined => KINDS.find((k) => k.kind === kind);
export const isKind = (kind: string): kind is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(kind);
/** Whether this kind can also come by SMS. */
export const isSmsKind = (kind: string): boolean => kindInfo(kind)?.sms === true;
export const isEssential = (kind: string): boolean => kindInfo(kind)?.essential ?? true;

/** The unsubscribe page's words for a link that is not valid (cut short, changed, forged). */
export const BAD_UNSUBSCRIBE_TOKEN =
  "This unsubscribe link is not valid. It may have been cut short or changed: open it again from the email, or choose your emails on your profile page.";
