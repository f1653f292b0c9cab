// Messages' limits and words (tracker issue 16, item 1), shared by the conversation pages and the messages service.

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
export const CONTACTS_HIDDEN_MESSAGE =
  "We hid the phone number, email address or account number in your message. They will show once you have a confirmed booking together: keeping payment on Haya protects you both.";

export const MESSAGE_TEXT_MESSAGE = `Write a message (up to ${MESSAGE_MAX_CHARS} characters) or add a photo`;
export const MESSAGE_TOO_LONG = `Keep your message under ${MESSAGE_MAX_CHARS} characters`;
export const TOO_MANY_PHOTOS = `Add at most ${MESSAGE_MAX_PHOTOS} photos to a message`;
export const BLOCKED_BY_ME_MESSAGE =
  "You have blocked this person: unblock them to send messages again";
export const BLOCKED_BY_THEM_MESSAGE =
  "You cannot message this person: they are not taking messages from you";

/** Why a person, listing or message is reported (the report form's choices, in this order). */
export const REPORT_REASONS = [
  "scam or fraud",
  "asked to pay outside Haya",
  "abusive or offensive",
  "spam",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_SUBJECTS = ["user", "listing", "message"] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];
export const REPORT_DETAILS_MAX_CHARS = 2000;
export const ALREADY_REPORTED = "You have already reported this; we are looking into it";

export type ConversationSide = "renter" | "owner";
