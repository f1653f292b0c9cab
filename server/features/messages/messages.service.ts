// Messages (tracker issue 16, item 1): a renter's questions to an owner about a published listing before any booking (one
// conversation per renter and listing), and each booking's own conversation between its renter and owner. Text (up to
// MESSAGE_MAX_CHARS) and up to MESSAGE_MAX_PHOTOS photos through the private photo pipeline.
//
// Rules: only the conversation's two people read or write it (anyone else: NotFoundError, as for an id nobody has); a
// block either way stops both from sending; MESSAGES_PER_MINUTE per person. Texts are stored as written; wherever a
// message is shown (pages, API, live stream, inbox preview, e-mail) its phone numbers, e-mail addresses and account
// numbers are masked (core/contact-masking.ts) unless the two have a booking in a confirmed state between them, and the
// sender is told so (contactsHiddenMessage). Unread counters are kept per side on the conversation, so the inbox and
// the header's badge never count messages. Each message commits with the caller's hook (`onMessage`, notifications),
// then reaches live streams through the hub (messages.events.ts). A message unread for UNREAD_MAIL_AFTER_MINUTES is
// e-mailed to its reader by a job, at most once per conversation and side every UNREAD_MAIL_EVERY_MINUTES.
//
// This file composes the service from its parts: messages.views.ts (who sees what), messages.sending.ts,
// messages.reading.ts, messages.safety.ts (blocks, reports), messages.photos.ts, messages.unread-mails.ts.
import { contactsHiddenMessage } from "../../../core/messages";
import type { Db } from "../../db/client";
import { messagesContext, type MessagesDeps } from "./messages.context";
import * as conversations from "./messages.conversations.repo";
import { createMessageHub, type LiveMessage, type MessageListener } from "./messages.events";
import { createMessagePhotos } from "./messages.photos";
import { createReading } from "./messages.reading";
import * as repo from "./messages.repo";
import { createBlocksAndReports } from "./messages.safety";
import { createSending } from "./messages.sending";
import { sendUnreadMails } from "./messages.unread-mails";
import { liveMessage } from "./messages.views";

export { contactsHiddenMessage };

export function createMessagesService(db: Db, deps: MessagesDeps) {
  const ctx = messagesContext(db, deps);

  async function loadLive(
    conversationId: number,
    messageId: number,
  ): Promise<LiveMessage | undefined> {
    const [c, m] = await Promise.all([
      conversations.conversationById(db, conversationId),
      repo.messageById(db, messageId),
    ]);
    if (!c || !m || m.conversationId !== conversationId) return undefined;
    return liveMessage(m, await conversations.contactsShown(db, c.renterId, c.ownerId));
  }
  const hub = createMessageHub(db, { load: loadLive, log: deps.log });

  const photos = createMessagePhotos(ctx);

  return {
    ...createSending(ctx, hub, photos),
    ...createReading(ctx),
    ...createBlocksAndReports(ctx),

    /** A resized copy of a message's photo, for the conversation's two people; undefined for anyone else or any other photo. */
    photoVariant: photos.photoVariant,

    /** Calls `listener` with each new message of the conversation as it commits (any process). Check access first. */
    subscribe: (conversationId: number, listener: MessageListener): (() => void) =>
      hub.subscribe(conversationId, listener),

    /** The unread e-mails due now (the every-minute job); answers how many were sent. See messages.unread-mails.ts. */
    sendUnreadMails: (): Promise<number> => sendUnreadMails(ctx),

    /** Live listeners in this process (tests, metrics). */
    liveListeners: () => hub.listeners(),
    /** Closes the live messages' LISTEN connection (PostgreSQL), when the process stops. */
    close: () => hub.close(),
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
