// The words of notifications in the reader's language. A notification keeps, beside its English title and body (for
// e-mails' subjects and older clients), which messages they are and with what inputs (`words`): shown, they are said
// again in the reader's language. Rows written before `words` existed are read back against the English: the message
// whose English matches the stored text (its placeholders matching the parts that vary: a listing's title, an amount).
// A stored text that matches none shows as stored.
import { pickupTimeText } from "../../../core/dates";
import type { Locale } from "../../../core/locales";
import { m } from "../../../core/paraglide/messages";
import { getLocale } from "../../../core/paraglide/runtime";

type Words = (inputs: Record<string, string>, options?: { locale?: Locale }) => string;

/** The messages a notification's title or body can be: their names are stored with it. */
const WORD_IDS = [
  "mail_notif_message_title",
  "mail_notif_identity_ok_title",
  "mail_notif_identity_no_title",
  "mail_notif_identity_no_body",
  "mail_notif_identity_more_title",
  "mail_notif_identity_more_body",
  "mail_notif_message_body",
  "mail_notif_review_written_title",
  "mail_notif_review_written_body",
  "mail_notif_review_published_title",
  "mail_notif_review_published_body",
  "mail_notif_claim_filed_title",
  "mail_notif_claim_filed_body",
  "mail_notif_claim_disputed_title",
  "mail_notif_claim_disputed_body",
  "mail_notif_claim_owner_title",
  "mail_notif_claim_owner_body",
  "mail_notif_claim_renter_title",
  "mail_notif_claim_renter_body",
  "mail_notif_late_fee_title",
  "mail_notif_late_fee_body",
  "mail_notif_payout_sent_title",
  "mail_notif_payout_sent_body",
  "mail_notif_payout_failed_title",
  "mail_notif_payout_back_title",
  "mail_notif_payout_failed_body",
  "mail_notif_payout_refused_body",
  "mail_notif_bk_requested_title",
  "mail_notif_bk_accepted_title",
  "mail_notif_bk_declined_title",
  "mail_notif_bk_request_expired_title",
  "mail_notif_bk_booking_expired_title",
  "mail_notif_bk_confirmed_title",
  "mail_notif_bk_cancelled_title",
  "mail_notif_bk_picked_up_title",
  "mail_notif_bk_completed_title",
  "mail_notif_bk_pickup_title",
  "mail_notif_bk_return_title",
  "mail_notif_bk_overdue_title",
  "mail_notif_bk_item_late_title",
  "mail_notif_bk_answer_soon_title",
  "mail_notif_bk_pay_soon_title",
  "mail_notif_bk_requested_due_body",
  "mail_notif_bk_requested_body",
  "mail_notif_bk_accepted_due_body",
  "mail_notif_bk_accepted_body",
  "mail_notif_bk_declined_body",
  "mail_notif_bk_unanswered_renter_body",
  "mail_notif_bk_unpaid_renter_body",
  "mail_notif_bk_unanswered_owner_body",
  "mail_notif_bk_unpaid_owner_body",
  "mail_notif_bk_paid_renter_body",
  "mail_notif_bk_paid_owner_body",
  "mail_notif_bk_cancel_renter_body",
  "mail_notif_bk_cancel_renter_refund_body",
  "mail_notif_bk_cancel_renter_team_body",
  "mail_notif_bk_cancel_renter_team_refund_body",
  "mail_notif_bk_cancel_owner_body",
  "mail_notif_bk_cancel_owner_refund_body",
  "mail_notif_bk_cancel_owner_team_body",
  "mail_notif_bk_cancel_owner_team_refund_body",
  "mail_notif_bk_picked_up_body",
  "mail_notif_bk_returned_body",
  "mail_notif_bk_auto_completed_body",
  "mail_notif_bk_pickup_renter_body",
  "mail_notif_bk_pickup_owner_body",
  "mail_notif_bk_return_body",
  "mail_notif_bk_overdue_renter_body",
  "mail_notif_bk_overdue_owner_body",
  "mail_notif_bk_item_late_body",
  "mail_notif_bk_answer_soon_body",
  "mail_notif_bk_pay_soon_body",
] as const;
export type WordsId = (typeof WORD_IDS)[number];

const WORDS = Object.fromEntries(WORD_IDS.map((id) => [id, m[id] as unknown as Words])) as Record<WordsId, Words>;
export const NOTIFICATION_WORDS: Words[] = Object.values(WORDS);
const idOf = new Map<Words, WordsId>(WORD_IDS.map((id) => [WORDS[id], id]));

/** A title or body as written: its English, and the message and inputs that say it in any language. */
export interface Said {
  text: string;
  id: WordsId;
  inputs: Record<string, string>;
}
/** What a notification row keeps in `words`. */
export interface StoredWords {
  title?: { id: string; inputs: Record<string, string> };
  body?: { id: string; inputs: Record<string, string> };
}

/** A notification's words, as written: English text, with the message and inputs kept for saying it in another language. */
export function storedWords(words: (inputs: never, options: { locale: Locale }) => string, inputs: Record<string, string> = {}): Said {
  const id = idOf.get(words as unknown as Words);
  if (!id) throw new Error("storedWords: this message is not one of WORD_IDS");
  return { text: WORDS[id](inputs, { locale: "en" }), id, inputs };
}

/** The `words` column for a title and body (plain strings keep none). */
export function wordsOf(title: string | Said, body: string | Said | undefined): StoredWords | null {
  const kept: StoredWords = {};
  if (typeof title !== "string") kept.title = { id: title.id, inputs: title.inputs };
  if (body !== undefined && typeof body !== "string") kept.body = { id: body.id, inputs: body.inputs };
  return kept.title || kept.body ? kept : null;
}

export const textOf = (said: string | Said): string => (typeof said === "string" ? said : said.text);

/** A title or body in `locale` (the request's by default): from its kept message when there is one, else from its English. */
export function wordsIn(stored: string, kept: { id: string; inputs: Record<string, string> } | undefined, locale: Locale = getLocale()): string {
  if (kept && Object.hasOwn(WORDS, kept.id)) return WORDS[kept.id as WordsId](inLocale(kept.inputs, locale), { locale });
  return shownWords(stored, locale);
}

/** Inputs kept in English that are words, said in `locale`: a pick-up `time` ('Noon'). */
const inLocale = (inputs: Record<string, string>, locale: Locale): Record<string, string> =>
  inputs.time === undefined ? inputs : { ...inputs, time: pickupTimeText(inputs.time, locale) };

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
    return p.words(inLocale(Object.fromEntries(p.names.map((name, i) => [name, found[i + 1]!])), locale), { locale });
  }
  return stored;
}
