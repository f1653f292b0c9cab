// Starting and sending: a renter's first question about a listing, a booking's conversation, and each message (text and
// photos) written with its counters, announcement and hook in one transaction, then handed to live streams.
import { maskContacts } from "../../../core/contact-masking";
import {
  blockedByMeMessage,
  blockedByThemMessage,
  MESSAGE_MAX_CHARS,
  MESSAGE_MAX_PHOTOS,
  messageTextMessage,
  messageTooLong,
  tooManyPhotos,
  type ConversationSide,
} from "../../../core/messages";
import type { Tx } from "../../db/client";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "../../errors";
import * as blocks from "./messages.blocks.repo";
import type { MessagesContext } from "./messages.context";
import * as conversations from "./messages.conversations.repo";
import type { MessageHub } from "./messages.events";
import type { createMessagePhotos, StoredPhoto } from "./messages.photos";
import * as repo from "./messages.repo";
import type { MessageRow } from "./messages.repo";
import type { ConversationView, MessageInput, MessageView } from "./messages.schema";
import {
  asSeenBy,
  conversationView,
  detailFor,
  liveMessage,
  previewOf,
  shownText,
  viewConversation,
} from "./messages.views";
import { m } from "../../../core/paraglide/messages";

/** What `send` and `startInquiry` answer besides the conversation: the message as both see it, and whether something was hidden. */
export interface Sent {
  message: MessageView;
  /** Contact details in the text are hidden from the other person until the two have a confirmed booking. */
  masked: boolean;
}

function checkText(input: MessageInput): { text: string; photos: Uint8Array[] } {
  const text = typeof input.text === "string" ? input.text.trim() : "";
  const photos = input.photos ?? [];
  if (text.length > MESSAGE_MAX_CHARS)
    throw new InvalidError(messageTooLong(), { text: messageTooLong() });
  if (photos.length > MESSAGE_MAX_PHOTOS)
    throw new InvalidError(tooManyPhotos(), { photos: tooManyPhotos() });
  if (!text && photos.length === 0)
    throw new InvalidError(messageTextMessage(), { text: messageTextMessage() });
  return { text, photos };
}

/** Refuses a send while either has blocked the other. */
function checkBlocks(b: { byMe: boolean; byThem: boolean }) {
  if (b.byMe) throw new ForbiddenError(blockedByMeMessage());
  if (b.byThem) throw new ForbiddenError(blockedByThemMessage());
}

export function createSending(
  { db, deps, now, log }: MessagesContext,
  hub: MessageHub,
  photoStore: ReturnType<typeof createMessagePhotos>,
) {
  async function limit(userId: string) {
    await deps.limiter?.attempt([["messageAccount", userId]]);
  }

  /**
   * Writes the message in its conversation (in `tx`): the message and its photos, the conversation's preview, last
   * activity and the recipient's unread counter, the announcement to other processes and the caller's hook.
   */
  async function write(
    tx: Tx,
    c: conversations.ConversationRow,
    senderId: string,
    text: string,
    stored: StoredPhoto[],
    listingTitle: string,
    at: Date,
  ): Promise<{ row: MessageRow; contactsShown: boolean }> {
    const found = maskContacts(text);
    const hasContact = text !== "" && found.masked;
    const contactsShown = hasContact
      ? await conversations.contactsShown(tx, c.renterId, c.ownerId)
      : false;
    const id = await repo.insertMessage(tx, {
      conversationId: c.id,
      senderId,
      body: text,
      hasContact,
      at,
    });
    const photos: MessageRow["photos"] = [];
    for (const s of stored)
      photos.push({
        id: await repo.insertPhoto(tx, { messageId: id, ...s }),
        width: s.width,
        height: s.height,
      });
    const recipient: ConversationSide = senderId === c.renterId ? "owner" : "renter";
    await conversations.recordMessage(
      tx,
      c.id,
      recipient,
      at,
      previewOf(shownText(text, hasContact, contactsShown).text, photos.length),
    );
    await hub.announce(tx, c.id, id);
    await deps.onMessage?.(tx, {
      conversationId: c.id,
      messageId: id,
      senderId,
      recipientId: recipient === "renter" ? c.renterId : c.ownerId,
      listingTitle,
    });
    return {
      row: { id, conversationId: c.id, senderId, body: text, hasContact, createdAt: at, photos },
      contactsShown,
    };
  }

  /** Runs the write in a transaction (photos removed again if it fails), then tells this process's live streams. */
  async function commit(
    stored: StoredPhoto[],
    run: (tx: Tx) => Promise<{ row: MessageRow; contactsShown: boolean; conversationId: number }>,
  ) {
    let done: Awaited<ReturnType<typeof run>>;
    try {
      done = await db.transaction(async (t) => run(t as unknown as Tx));
    } catch (e) {
      await photoStore.remove(stored.map((s) => s.storageKey));
      throw e;
    }
    const live = liveMessage(done.row, done.contactsShown);
    hub.deliver(live);
    return { live, conversationId: done.conversationId };
  }

  return {
    /**
     * The signed-in renter's question about a published listing: starts their conversation about it, or continues the
     * one they have. NotFoundError (no such published listing), ConflictError (their own listing), InvalidError (text,
     * photos), ForbiddenError (a block either way), RateLimitedError.
     */
    async startInquiry(
      userId: string,
      listingId: number,
      input: MessageInput,
      signal?: AbortSignal,
    ): Promise<Sent & { conversation: ConversationView }> {
      const listing = await conversations.listingForInquiry(db, listingId);
      if (!listing || !listing.published) throw new NotFoundError(m.err_listing_not_found());
      if (listing.ownerId === userId) throw new ConflictError(m.err_own_listing_message());
      const { text, photos } = checkText(input);
      checkBlocks(await blocks.blocksBetween(db, userId, listing.ownerId));
      await limit(userId);
      const stored = await photoStore.store(photos, signal);
      const at = now();
      const { live, conversationId } = await commit(stored, async (tx) => {
        checkBlocks(await blocks.blocksBetween(tx, userId, listing.ownerId));
        const c = await conversations.createConversation(tx, {
          listingId,
          bookingId: null,
          renterId: userId,
          ownerId: listing.ownerId,
          at,
        });
        return {
          ...(await write(tx, c, userId, text, stored, listing.title, at)),
          conversationId: c.id,
        };
      });
      log("info", "message sent", { conversationId, messageId: live.id });
      return {
        conversation: await viewConversation(db, userId, conversationId),
        message: asSeenBy(live, userId),
        masked: live.masked,
      };
    },

    /** The id of `userId`'s conversation about the listing before any booking ('Message owner' opens it), or null. */
    async inquiryOf(userId: string, listingId: number): Promise<number | null> {
      return (await conversations.inquiryOf(db, listingId, userId))?.id ?? null;
    },

    /** The booking's conversation, for its renter or owner (made at its first use); NotFoundError for anyone else. */
    async bookingConversation(userId: string, bookingId: number): Promise<ConversationView> {
      // Made once, at the booking's first view: later views find it, as its person sees it, by its unique booking key in
      // one statement, and its two people are the booking's own (copied when it was made), so no look at the booking is
      // needed. Not found: not made yet, or not theirs (the booking says which).
      const mine = await conversations.bookingConversationDetail(db, bookingId, userId);
      if (mine) return conversationView(mine, userId);
      const b = await conversations.bookingParties(db, bookingId);
      if (!b || (b.renterId !== userId && b.ownerId !== userId))
        throw new NotFoundError(m.err_booking_not_found());
      const c = await conversations.createConversation(db, {
        listingId: b.listingId,
        bookingId,
        renterId: b.renterId,
        ownerId: b.ownerId,
        at: now(),
      });
      return viewConversation(db, userId, c.id);
    },

    /**
     * A message in one of `userId`'s conversations. NotFoundError (not theirs), InvalidError (fields `text`, `photos`),
     * ForbiddenError (a block either way), RateLimitedError.
     */
    async send(
      userId: string,
      conversationId: number,
      input: MessageInput,
      signal?: AbortSignal,
    ): Promise<Sent> {
      const d = await detailFor(db, userId, conversationId);
      const { text, photos } = checkText(input);
      checkBlocks({ byMe: d.blockedByMe, byThem: d.blockedByThem });
      await limit(userId);
      const stored = await photoStore.store(photos, signal);
      const at = now();
      const { live } = await commit(stored, async (tx) => {
        const c = await conversations.conversationById(tx, conversationId, true);
        if (!c) throw new NotFoundError(m.err_conversation_not_found());
        checkBlocks(await blocks.blocksBetween(tx, userId, d.otherId));
        return {
          ...(await write(tx, c, userId, text, stored, d.listingTitle, at)),
          conversationId,
        };
      });
      log("info", "message sent", { conversationId, messageId: live.id });
      return { message: asSeenBy(live, userId), masked: live.masked };
    },
  };
}
