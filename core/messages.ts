// Messages' limits and words (tracker issue 16, item 1), shared by the conversation pages and the messages service.
// The words are message functions (messages/people/), called when a request is answered: its reader's language.
import type { Locale } from "./locales";
import { m } from "./paraglide/messages";

/** The words below are in the request's language, or in `locale` when one is given (the API's documentation: English). */
type In = { locale?: Locale };

export const MESSAGE_MAX_CHARS = 2000;
/** Photos one message may carry. */
export const MESSAGE_MAX_PHOTOS = 4;
/** Messages a person may send a minute, over all their conversations. */
export const MESSAGES_PER_MINUTE = 30;
/** A conversation page's messages at a time (the newest first loaded; earlier pages by `before`). */
export const MESSAGES_PAGE = 50;
export const INBOX_PAGE = 20;
/** Unread this long, a message is e-mailed to its reader; at most one such e-mail per conversation and side an hour. */
export const UNREAD_MAIL_AFTER_MINUTES = 15;
export const UNREAD_MAIL_EVERY_MINUTES = 60;

/** What the sender is told when their message had contact details that are hidden from the other person for now. */
export const contactsHiddenMessage = (o: In = {}) => m.people_contacts_hidden({}, o);

export const messageTextMessage = () => m.people_message_text_required({ max: MESSAGE_MAX_CHARS });
export const messageTooLong = () => m.people_message_too_long({ max: MESSAGE_MAX_CHARS });
export const tooManyPhotos = () => m.people_too_many_photos({ max: MESSAGE_MAX_PHOTOS });
export const blockedByMeMessage = (o: In = {}) => m.people_blocked_by_me({}, o);
export const blockedByThemMessage = (o: In = {}) => m.people_blocked_by_them({}, o);

/** Why a person, listing or message is reported (the report form's choices, in this order). */
export const REPORT_REASONS = [
  "scam or fraud",
  "asked to pay outside Haya",
  "abusive or offensive",
  "spam",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** A reason as the report forms show it, in the reader's language (the value sent stays the English word above). */
export const reportReasonLabel = (reason: ReportReason): string =>
  ({
    "scam or fraud": m.people_reason_scam,
    "asked to pay outside Haya": m.people_reason_outside,
    "abusive or offensive": m.people_reason_abusive,
    spam: m.people_reason_spam,
    other: m.people_reason_other,
  })[reason]();
export const REPORT_SUBJECTS = ["user", "listing", "message"] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
export const REPORT_DETAILS_MAX_CHARS = 2000;
export const alreadyReported = () => m.people_already_reported();

export type ConversationSide = "renter" | "owner";
