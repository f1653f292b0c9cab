// Zod shapes of messages as the API takes and answers them, and the views the conversation pages read (the same types).
// Text only through the API's JSON; photos come through the pages' multipart forms (the service takes their bytes).
import { ID_MAX } from "../../../core/ids";
import { z } from "zod";
import {
  MESSAGE_MAX_CHARS,
  messageTextMessage,
  messageTooLong,
  REPORT_DETAILS_MAX_CHARS,
  REPORT_REASONS,
  REPORT_SUBJECTS,
} from "../../../core/messages";

export {
  contactsHiddenMessage,
  REPORT_REASONS,
  type ReportReason,
  type ReportSubject,
  type ConversationSide,
} from "../../../core/messages";
import { m } from "../../../core/paraglide/messages";

const whole = (max: number) =>
  z.coerce
    .number({ error: () => m.err_whole_number() })
    .int({ error: () => m.err_whole_number() })
    .min(1, { error: () => m.err_at_least_1() })
    .max(max, { error: () => m.err_at_most({ max }) });

/** A message's text as sent; empty is allowed only with photos (the service checks that). */
export const messageTextSchema = z
  .string({ error: () => messageTextMessage() })
  .trim()
  .max(MESSAGE_MAX_CHARS, { error: () => messageTooLong() });

/** POST /listings/{id}/conversations and POST /conversations/{id}/messages: text only (photos through the pages' forms). */
export const sendMessageSchema = z.object({
  text: z
    .string({ error: () => messageTextMessage() })
    .trim()
    .min(1, { error: () => messageTextMessage() })
    .max(MESSAGE_MAX_CHARS, { error: () => messageTooLong() })
    .describe(`The message, 1 to ${MESSAGE_MAX_CHARS} characters`),
});

export const inboxQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: () => m.err_inbox_cursor() })
    .optional()
    .describe("`nextCursor` of the previous page"),
  limit: whole(50).optional().describe("Conversations a page (default 20)"),
});

export const messagesQuerySchema = z.object({
  before: whole(ID_MAX)
    .optional()
    .describe("A message id: the messages before it (the page's `earlierCursor`)"),
  limit: whole(100).optional().describe("Messages a page (default 50)"),
});

export const reportSchema = z.object({
  subjectKind: z
    .enum(REPORT_SUBJECTS, { error: () => m.err_report_subject_kind() })
    .describe("What you report"),
  subjectId: z
    .string({ error: () => m.err_report_subject_id() })
    .trim()
    .min(1, { error: () => m.err_report_subject_id() })
    .max(100)
    .describe("The user's id, or the listing's or message's id"),
  reason: z.enum(REPORT_REASONS, { error: () => m.err_report_reason({ reasons: REPORT_REASONS.join(", ") }) }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX_CHARS, { error: () => m.err_report_details_max({ max: REPORT_DETAILS_MAX_CHARS }) })
    .default("")
    .describe("What happened, in your words"),
});
export type ReportInput = z.input<typeof reportSchema>;

export const personRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable().describe("Their profile photo's address; null: show their initials"),
});
export const listingRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  photo: z
    .object({ key: z.string(), url: z.string() })
    .nullable()
    .describe("The listing's first photo (its /media key, and its address 320 px wide)"),
});

export const messagePhotoSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string().describe("1280 px wide, for the conversation's two people only"),
  thumbnailUrl: z.string().describe("320 px wide"),
});

export const messageSchema = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    senderId: z.string(),
    mine: z.boolean().describe("Sent by you"),
    text: z
      .string()
      .describe(
        "As the reader sees it: phone numbers, email addresses and account numbers hidden until the two have a confirmed booking",
      ),
    masked: z.boolean().describe("Something in the text is hidden from the other person for now"),
    photos: z.array(messagePhotoSchema),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Message" });

export const conversationSchema = z
  .object({
    id: z.number().int(),
    me: z.enum(["renter", "owner"]).describe("Your side of the conversation"),
    other: personRefSchema.describe("The other person"),
    listing: listingRefSchema,
    bookingId: z
      .number()
      .int()
      .nullable()
      .describe("The booking this conversation belongs to; null: questions before booking"),
    contactsShown: z
      .boolean()
      .describe("The two have a confirmed booking: contact details in messages are shown"),
    blocked: z
      .object({ byMe: z.boolean(), byThem: z.boolean() })
      .describe("Blocks between you two: while either stands nobody can send here"),
    canSend: z.boolean(),
    unread: z.number().int().describe("Your unread messages here"),
    lastMessageAt: z.iso.datetime(),
  })
  .meta({ id: "Conversation" });

export const conversationSummarySchema = z
  .object({
    id: z.number().int(),
    other: personRefSchema,
    listing: listingRefSchema,
    bookingId: z.number().int().nullable(),
    preview: z.string().describe("The last message's first characters, as you see them"),
    lastMessageAt: z.iso.datetime(),
    unread: z.number().int(),
  })
  .meta({ id: "ConversationSummary" });

export const inboxSchema = z.object({
  conversations: z.array(conversationSummarySchema).describe("Newest activity first"),
  unread: z.number().int().describe("Your unread messages in all conversations"),
  nextCursor: z.string().nullable().describe("`before` for the next page; null on the last"),
});

export const conversationPageSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(messageSchema).describe("Oldest first: this page's end of the conversation"),
  hasEarlier: z.boolean(),
  earlierCursor: z
    .number()
    .int()
    .nullable()
    .describe(
      "`before` for the earlier messages (the first message's id); null when there are none",
    ),
});

export const sentSchema = z.object({
  message: messageSchema,
  masked: z
    .boolean()
    .describe(
      "Contact details in your message are hidden from the other person until you have a confirmed booking together",
    ),
  maskedNotice: z
    .string()
    .nullable()
    .describe("Why, in words to show the sender; null when nothing was hidden"),
});

export type PersonRef = z.infer<typeof personRefSchema>;
export type ListingRef = z.infer<typeof listingRefSchema>;
export type MessagePhotoView = z.infer<typeof messagePhotoSchema>;
export type MessageView = z.infer<typeof messageSchema>;
export type ConversationView = z.infer<typeof conversationSchema>;
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export type Inbox = z.infer<typeof inboxSchema>;
/** A conversation as one of its two people sees it, with a page of its messages (oldest → newest). */
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** What a message is sent with: text (may be empty when there are photos) and photos' bytes (the page's form files). */
export interface MessageInput {
  text: string;
  photos?: Uint8Array[];
}
