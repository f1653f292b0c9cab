// Reading: a person's inbox (keyset pages, newest activity first), a conversation's pages of messages (reading marks it
// read for their side), what a live stream missed, and the unread counts of the header's badge.
import { type ConversationSide, INBOX_PAGE, MESSAGES_PAGE } from "../../../core/messages";
import type { Tx } from "../../db/client";
import { InvalidError, NotFoundError } from "../../errors";
import type { MessagesContext } from "./messages.context";
import * as conversationsRepo from "./messages.conversations.repo";
import * as repo from "./messages.repo";
import type {
  ConversationPage,
  ConversationSummary,
  ConversationView,
  Inbox,
  MessageView,
} from "./messages.schema";
import {
  asSeenBy,
  conversationView,
  detailFor,
  listingRef,
  liveMessage,
  shownPreview,
  sideOf,
  viewConversation,
} from "./messages.views";
import { m } from "../../../core/paraglide/messages";

/** Inbox cursors: the last row's instant (to the microsecond) and id, opaque to callers. */
const encodeCursor = (at: string, id: number) => Buffer.from(`${at}|${id}`).toString("base64url");
function decodeCursor(cursor: string): { at: string; id: number } {
  const [at, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (
    !at ||
    !id ||
    !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/.test(at) ||
    !/^\d{1,15}$/.test(id)
  )
    throw new InvalidError(m.err_inbox_cursor(), {
      before: m.err_inbox_cursor(),
    });
  return { at, id: Number(id) };
}

export function createReading({ db, deps }: MessagesContext) {
  /** `side`'s unread counter reset, and the caller's hook (their notifications about it) in the same transaction. */
  const readFor = (userId: string, conversationId: number, side: ConversationSide) =>
    db.transaction(async (t) => {
      const tx = t as unknown as Tx;
      await conversationsRepo.markRead(tx, conversationId, side);
      await deps.onRead?.(tx, { userId, conversationId });
    });

  async function markRead(userId: string, conversationId: number): Promise<void> {
    const c = await conversationsRepo.conversationById(db, conversationId);
    const side = c && sideOf(c, userId);
    if (!c || !side) throw new NotFoundError(m.err_conversation_not_found());
    if ((side === "renter" ? c.renterUnread : c.ownerUnread) > 0) await readFor(userId, conversationId, side);
  }

  return {
    /** `userId`'s conversations, newest activity first (`before`: the previous page's `nextCursor`), and their unread total. */
    async inbox(
      userId: string,
      opts: { before?: string | undefined; limit?: number | undefined } = {},
    ): Promise<Inbox> {
      const size = Math.min(Math.max(Math.trunc(opts.limit ?? INBOX_PAGE), 1), 50);
      const before = opts.before ? decodeCursor(opts.before) : undefined;
      const [rows, unread] = await Promise.all([
        conversationsRepo.inboxPage(db, userId, size + 1, before),
        conversationsRepo.unreadTotal(db, userId),
      ]);
      const page = rows.slice(0, size);
      const last = page.at(-1);
      const conversations: ConversationSummary[] = page.map((r) => ({
        id: r.id,
        other: { id: r.otherId, name: r.otherName, image: r.otherImage },
        listing: listingRef(r.listingId, r.listingTitle, r.listingPhotoKey),
        bookingId: r.bookingId,
        preview: shownPreview(r.preview),
        lastMessageAt: r.lastMessageAt.toISOString(),
        unread: r.unread,
      }));
      return {
        conversations,
        unread,
        nextCursor:
          rows.length > size && last ? encodeCursor(last.lastMessageExact, last.id) : null,
      };
    },

    /**
     * One of `userId`'s conversations with a page of its messages, oldest first (`before`: a message id, for the earlier
     * ones); reading it marks it read for their side. NotFoundError for anyone else.
     */
    async conversation(
      userId: string,
      conversationId: number,
      opts: { before?: number | undefined; limit?: number | undefined } = {},
    ): Promise<ConversationPage> {
      const d = await detailFor(db, userId, conversationId);
      const size = Math.min(Math.max(Math.trunc(opts.limit ?? MESSAGES_PAGE), 1), 100);
      const rows = await repo.messagesPage(db, conversationId, size + 1, opts.before);
      const page = rows.slice(0, size).reverse();
      const view = conversationView(d, userId);
      if (view.unread > 0) {
        await readFor(userId, conversationId, view.me);
        view.unread = 0;
      }
      const hasEarlier = rows.length > size;
      return {
        conversation: view,
        messages: page.map((m) => asSeenBy(liveMessage(m, d.contactsShown), userId)),
        hasEarlier,
        earlierCursor: hasEarlier && page[0] ? page[0].id : null,
      };
    },

    /** The conversation as `userId` sees it, without its messages and without marking it read (the live stream's check). */
    viewConversation: (userId: string, conversationId: number): Promise<ConversationView> =>
      viewConversation(db, userId, conversationId),

    /**
     * The messages after the id `after` (at most 50, oldest first): what a live stream missed while it reconnected (its
     * Last-Event-ID). NotFoundError unless the conversation is `userId`'s.
     */
    async messagesAfter(
      userId: string,
      conversationId: number,
      after: number,
    ): Promise<MessageView[]> {
      const d = await detailFor(db, userId, conversationId);
      return (await repo.messagesAfter(db, conversationId, after, 50)).map((m) =>
        asSeenBy(liveMessage(m, d.contactsShown), userId),
      );
    },

    /** Marks the conversation read for `userId`'s side; NotFoundError unless it is theirs. */
    markRead,

    /** The sum of `userId`'s unread counters (the header's badge). */
    unreadCount: (userId: string): Promise<number> => conversationsRepo.unreadTotal(db, userId),
  };
}
