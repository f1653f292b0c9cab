// The words of notifications in the reader's language. A notification's title and body are stored in English when it
// is written (the row keeps no other data: kind, key, title, body, link), so they are written with the English of the
// messages below, and read back against that English: the message whose English matches the stored text (its
// placeholders matching the parts that vary: a listing's title, an amount) is said again in the request's language.
// A stored text that matches none (rows written before, or kinds whose words are not in this table yet) shows as stored.
import type { Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import { getLocale } from "../../../core/paraglide/runtime";

type Words = (inputs: Record<string, string>, options?: { locale?: Locale }) => string;

export const NOTIFICATION_WORDS = [
  m.mail_notif_message_title,
  m.mail_notif_message_body,
  m.mail_notif_review_written_title,
  m.mail_notif_review_written_body,
  m.mail_notif_review_published_title,
  m.mail_notif_review_published_body,
  m.mail_notif_claim_filed_title,
  m.mail_notif_claim_filed_body,
  m.mail_notif_claim_disputed_title,
  m.mail_notif_claim_disputed_body,
  m.mail_notif_claim_owner_title,
  m.mail_notif_claim_owner_body,
  m.mail_notif_claim_renter_title,
  m.mail_notif_claim_renter_body,
  m.mail_notif_payout_sent_title,
  m.mail_notif_payout_sent_body,
  m.mail_notif_payout_failed_title,
  m.mail_notif_payout_back_title,
  m.mail_notif_payout_failed_body,
  m.mail_notif_payout_refused_body,
  m.mail_notif_bk_requested_title,
  m.mail_notif_bk_accepted_title,
  m.mail_notif_bk_declined_title,
  m.mail_notif_bk_request_expired_title,
  m.mail_notif_bk_booking_expired_title,
  m.mail_notif_bk_confirmed_title,
  m.mail_notif_bk_cancelled_title,
  m.mail_notif_bk_picked_up_title,
  m.mail_notif_bk_completed_title,
  m.mail_notif_bk_pickup_title,
  m.mail_notif_bk_answer_soon_title,
  m.mail_notif_bk_pay_soon_title,
  m.mail_notif_bk_requested_due_body,
  m.mail_notif_bk_requested_body,
  m.mail_notif_bk_accepted_due_body,
  m.mail_notif_bk_accepted_body,
  m.mail_notif_bk_declined_body,
  m.mail_notif_bk_unanswered_renter_body,
  m.mail_notif_bk_unpaid_renter_body,
  m.mail_notif_bk_unanswered_owner_body,
  m.mail_notif_bk_unpaid_owner_body,
  m.mail_notif_bk_paid_renter_body,
  m.mail_notif_bk_paid_owner_body,
  m.mail_notif_bk_cancel_renter_body,
  m.mail_notif_bk_cancel_renter_refund_body,
  m.mail_notif_bk_cancel_renter_team_body,
  m.mail_notif_bk_cancel_renter_team_refund_body,
  m.mail_notif_bk_cancel_owner_body,
  m.mail_notif_bk_cancel_owner_refund_body,
  m.mail_notif_bk_cancel_owner_team_body,
  m.mail_notif_bk_cancel_owner_team_refund_body,
  m.mail_notif_bk_picked_up_body,
  m.mail_notif_bk_returned_body,
  m.mail_notif_bk_auto_completed_body,
  m.mail_notif_bk_pickup_renter_body,
  m.mail_notif_bk_pickup_owner_body,
  m.mail_notif_bk_answer_soon_body,
  m.mail_notif_bk_pay_soon_body,
] as unknown as Words[];

/** A notification's stored words: English, whatever the reader's language (they are read back by `shownWords`). */
export const storedWords = (words: (inputs: never, options: { locale: Locale }) => string, inputs: Record<string, string> = {}): string =>
  (words as unknown as Words)(inputs, { locale: "en" });

const MARK = "\u0001";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Pattern {
  words: Words;
  re: RegExp;
  names: string[];
  /** How much of the English is fixed: the most specific message is tried first. */
  fixed: number;
}

let patterns: Pattern[] | undefined;

/** Each message's English with its placeholders as the parts that vary (the message is called with marked names). */
function patternsOf(): Pattern[] {
  return (patterns ??= NOTIFICATION_WORDS.map((words) => {
    const probe = new Proxy({}, { get: (_t, name) => (typeof name === "string" ? `${MARK}${name}${MARK}` : undefined) });
    const parts = words(probe as Record<string, string>, { locale: "en" }).split(MARK);
    const fixedParts = parts.filter((_, i) => i % 2 === 0);
    return {
      words,
      re: new RegExp(`^${parts.map((p, i) => (i % 2 === 0 ? escape(p) : "([\\s\\S]+?)")).join("")}$`),
      names: parts.filter((_, i) => i % 2 === 1),
      fixed: fixedParts.join("").length,
    };
  }).sort((a, b) => b.fixed - a.fixed));
}

/** A stored (English) title or body in `locale` (the request's by default); as stored when no message matches it. */
export function shownWords(stored: string, locale: Locale = getLocale()): string {
  if (locale === "en") return stored;
  for (const p of patternsOf()) {
    const found = p.re.exec(stored);
    if (!found) continue;
    return p.words(Object.fromEntries(p.names.map((name, i) => [name, found[i + 1]!])), { locale });
  }
  return stored;
}
