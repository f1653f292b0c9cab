// Messages (tracker issue 16, item 1): a renter's questions to an owner about a published listing before any booking (one
// conversation per renter and listing), and each booking's own conversation between its renter and owner. Text (up to
// MESSAGE_MAX_CHARS) and up to MESSAGE_MAX_PHOTOS photos through the private photo pipeline.
//
// Rules: only the conversation's two people read or write it (anyone else: NotFoundError, as for an id nobody has); a
// block either way stops both from sending; MESSAGES_PER_MINUTE per person. Texts are stored as written; wherever a
// message is shown (pages, API, live stream, inbox preview, e-mail) its phone numbers, e-mail addresses and account
// numbers are masked (core/contact-masking.ts) unless the two have a booking in a confirmed state between them, and the
// sender is told so (CONTACTS_HIDDEN_MESSAGE). Unread counters are kept per side on the conversation, so the inbox and
// the header's badge never count messages. Each message commits with the caller's hook (`onMessage`, notifications),
// then reaches live streams through the hub (messages.events.ts). A message unread for UNREAD_MAIL_AFTER_MINUTES is
// e-mailed to its reader by a job, at most once per conversation and side every UNREAD_MAIL_EVERY_MINUTES.
import { randomBytes } from "node:crypto";
import { maskContacts } from "../../../core/contact-masking";
import {
  ALREADY_REPORTED,
  BLOCKED_BY_ME_MESSAGE,
  BLOCKED_BY_THEM_MESSAGE,
  CONTACTS_HIDDEN_MESSAGE,
  INBOX_PAGE,
  MESSAGE_MAX_CHARS,
  MESSAGE_MAX_PHOTOS,
  MESSAGE_TEXT_MESSAGE,
  MESSAGE_TOO_LONG,
  MESSAGES_PAGE,
  TOO_MANY_PHOTOS,
  UNREAD_MAIL_AFTER_MINUTES,
  UNREAD_MAIL_EVERY_MINUTES,
  type ConversationSide,
} from "../../../core/messages";
import type { Db, Tx } from "../../db/client";
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  zodFields,
} from "../../errors";
import type { JobSender } from "../../jobs/queue";
import { errorText, type Log } from "../../logger";
import type { RateLimiter } from "../accounts/rate-limit";
import { BOOKING_NOT_FOUND } from "../bookings/bookings.service";
import { normaliseListingPhoto } from "../media/listing-photos";
import {
  cachedVariantKeys,
  createMediaService,
  type PhotoFormat,
  type Variant,
} from "../media/media.service";
import type { MediaStorage } from "../media/storage";
import type { Mail, SendOptions } from "../mail/mail.service";
import { createMessageHub, type LiveMessage, type MessageListener } from "./messages.events";
import { unreadMail } from "./messages.mails";
import * as repo from "./messages.repo";
import {
  reportSchema,
  type ConversationPage,
  type ConversationSummary,
  type ConversationView,
  type Inbox,
  type ListingRef,
  type MessageInput,
  type MessageView,
} from "./messages.schema";

export const CONVERSATION_NOT_FOUND = "Conversation not found";
export const LISTING_NOT_FOUND = "Listing not found";
export const PERSON_NOT_FOUND = "No such person";
export const OWN_LISTING_MESSAGE =
  "This is your own listing: people who want to rent it will message you here";
export const NOT_YOURSELF = "You cannot do this to yourself";
export { CONTACTS_HIDDEN_MESSAGE };

const MINUTE = 60_000;
const PREVIEW_CHARS = 120;

/** The address of a message's photo at `width` (a width of media.service's PHOTO_WIDTHS), for the conversation's two people. */
export function messagePhotoUrl(conversationId: number, photoId: number, width: number): string {
  return `/messages/${conversationId}/photos/${photoId}@${width}.webp`;
}

const MESSAGE_KEY = /^messages\/[A-Za-z0-9_-]+$/;

export interface MessageHookEvent {
  conversationId: number;
  messageId: number;
  senderId: string;
  recipientId: string;
  listingTitle: string;
}

export interface MessagesDeps {
  limiter?: RateLimiter | undefined;
  /** Photo storage (the listing photos' originals and resized copies); unset: no photos can be sent (tests of text). */
  media?: { originals: MediaStorage; cache: MediaStorage } | undefined;
  now?: (() => Date) | undefined;
  log?: Log | undefined;
  /** The site's origin, for the links in e-mails. */
  siteUrl: string;
  /** Writes e-mails as jobs inside the transaction that causes them; unset: `sendMail` right after the commit. */
  jobs?: JobSender | undefined;
  sendMail?: ((mail: Mail, opts?: SendOptions) => Promise<void>) | undefined;
  /** Inside each message's transaction, after it is written (notifications: the recipient's notification). */
  onMessage?: ((tx: Tx, event: MessageHookEvent) => Promise<void>) | undefined;
  /** Whether the person wants e-mails of this kind (their notification choices); unset: yes. */
  wantsEmail?: ((tx: Tx, userId: string, kind: "message") => Promise<boolean>) | undefined;
  /** The unread e-mail's one-click unsubscribe headers for its reader (notifications.unsubscribeHeaders); unset: none. */
  mailHeaders?: ((userId: string, kind: "message", tx: Tx) => Promise<Record<string, string>>) | undefined;
}

/** What `send` and `startInquiry` answer besides the conversation: the message as both see it, and whether something was hidden. */
export interface Sent {
  message: MessageView;
  /** Contact details in the text are hidden from the other person until the two have a confirmed booking. */
  masked: boolean;
}

function listingRef(id: number, title: string, photoKey: string | null): ListingRef {
  return {
    id,
    title,
    photo: photoKey ? { key: photoKey, url: `/media/${photoKey}@320.webp` } : null,
  };
}

function sideOf(
  c: { renterId: string; ownerId: string },
  userId: string,
): ConversationSide | undefined {
  return c.renterId === userId ? "renter" : c.ownerId === userId ? "owner" : undefined;
}

/** The text as its readers see it: masked while the two have no confirmed booking. */
export function shownText(
  body: string,
  hasContact: boolean,
  contactsShown: boolean,
): { text: string; masked: boolean } {
  if (!hasContact || contactsShown) return { text: body, masked: false };
  return { text: maskContacts(body).text, masked: true };
}

function liveMessage(m: repo.MessageRow, contactsShown: boolean): LiveMessage {
  const { text, masked } = shownText(m.body, m.hasContact, contactsShown);
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    text,
    masked,
    photos: m.photos.map((p) => ({
      ...p,
      url: messagePhotoUrl(m.conversationId, p.id, 1280),
      thumbnailUrl: messagePhotoUrl(m.conversationId, p.id, 320),
    })),
    createdAt: m.createdAt.toISOString(),
  };
}

/** A live message as `readerId` sees it (the only difference between the two readers: which one sent it). */
export const asSeenBy = (m: LiveMessage, readerId: string): MessageView => ({
  ...m,
  mine: m.senderId === readerId,
});

function previewOf(text: string, photos: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat) return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
  return photos === 1 ? "Sent a photo" : `Sent ${photos} photos`;
}

function conversationView(d: repo.ConversationDetail, me: string): ConversationView {
  const side = sideOf(d, me)!;
  return {
    id: d.id,
    me: side,
    other: { id: d.otherId, name: d.otherName, image: d.otherImage },
    listing: listingRef(d.listingId, d.listingTitle, d.listingPhotoKey),
    bookingId: d.bookingId,
    contactsShown: d.contactsShown,
    blocked: { byMe: d.blockedByMe, byThem: d.blockedByThem },
    canSend: !d.blockedByMe && !d.blockedByThem,
    unread: side === "renter" ? d.renterUnread : d.ownerUnread,
    lastMessageAt: d.lastMessageAt.toISOString(),
  };
}

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
    throw new InvalidError("Not a cursor from this inbox", {
      before: "Not a cursor from this inbox",
    });
  return { at, id: Number(id) };
}

function checkText(input: MessageInput): { text: string; photos: Uint8Array[] } {
  const text = typeof input.text === "string" ? input.text.trim() : "";
  const photos = input.photos ?? [];
  if (text.length > MESSAGE_MAX_CHARS)
    throw new InvalidError(MESSAGE_TOO_LONG, { text: MESSAGE_TOO_LONG });
  if (photos.length > MESSAGE_MAX_PHOTOS)
    throw new InvalidError(TOO_MANY_PHOTOS, { photos: TOO_MANY_PHOTOS });
  if (!text && photos.length === 0)
    throw new InvalidError(MESSAGE_TEXT_MESSAGE, { text: MESSAGE_TEXT_MESSAGE });
  return { text, photos };
}

export function createMessagesService(db: Db, deps: MessagesDeps) {
  const now = deps.now ?? (() => new Date());
  const log: Log = deps.log ?? (() => {});
  const media = deps.media
    ? createMediaService(deps.media.originals, deps.media.cache, { private: true })
    : undefined;

  async function loadLive(
    conversationId: number,
    messageId: number,
  ): Promise<LiveMessage | undefined> {
    const [c, m] = await Promise.all([
      repo.conversationById(db, conversationId),
      repo.messageById(db, messageId),
    ]);
    if (!c || !m || m.conversationId !== conversationId) return undefined;
    return liveMessage(m, await repo.contactsShown(db, c.renterId, c.ownerId));
  }
  const hub = createMessageHub(db, { load: loadLive, log: deps.log });

  /** Refuses a send while either has blocked the other. */
  function checkBlocks(b: { byMe: boolean; byThem: boolean }) {
    if (b.byMe) throw new ForbiddenError(BLOCKED_BY_ME_MESSAGE);
    if (b.byThem) throw new ForbiddenError(BLOCKED_BY_THEM_MESSAGE);
  }

  async function limit(userId: string) {
    await deps.limiter?.attempt([["messageAccount", userId]]);
  }

  async function storePhotos(photos: Uint8Array[], signal?: AbortSignal) {
    if (photos.length === 0) return [];
    if (!deps.media)
      throw new InvalidError("Photos cannot be sent here", {
        photos: "Photos cannot be sent here",
      });
    const stored: { storageKey: string; width: number; height: number }[] = [];
    try {
      for (const bytes of photos) {
        let normalised: Awaited<ReturnType<typeof normaliseListingPhoto>>;
        try {
          normalised = await normaliseListingPhoto(bytes, signal);
        } catch (e) {
          if (e instanceof InvalidError) throw new InvalidError(e.message, { photos: e.message });
          throw e;
        }
        const storageKey = `messages/${randomBytes(12).toString("base64url")}`;
        await deps.media.originals.write(`originals/${storageKey}`, normalised.body);
        stored.push({ storageKey, width: normalised.width, height: normalised.height });
      }
    } catch (e) {
      await removeStored(stored.map((s) => s.storageKey));
      throw e;
    }
    return stored;
  }

  async function removeStored(keys: string[]) {
    const m = deps.media;
    if (!m) return;
    await Promise.all(
      keys
        .filter((k) => MESSAGE_KEY.test(k))
        .flatMap((k) => [
          m.originals.remove(`originals/${k}`),
          ...cachedVariantKeys(k).map((v) => m.cache.remove(v)),
        ]),
    ).catch((e: unknown) =>
      log("warn", "a message photo could not be removed", { error: errorText(e) }),
    );
  }

  /**
   * Writes the message in its conversation (in `tx`): the message and its photos, the conversation's preview, last
   * activity and the recipient's unread counter, the announcement to other processes and the caller's hook.
   */
  async function write(
    tx: Tx,
    c: repo.ConversationRow,
    senderId: string,
    text: string,
    stored: { storageKey: string; width: number; height: number }[],
    listingTitle: string,
    at: Date,
  ): Promise<{ row: repo.MessageRow; contactsShown: boolean }> {
    const found = maskContacts(text);
    const hasContact = text !== "" && found.masked;
    const contactsShown = hasContact ? await repo.contactsShown(tx, c.renterId, c.ownerId) : false;
    const id = await repo.insertMessage(tx, {
      conversationId: c.id,
      senderId,
      body: text,
      hasContact,
      at,
    });
    const photos: repo.MessageRow["photos"] = [];
    for (const s of stored)
      photos.push({
        id: await repo.insertPhoto(tx, { messageId: id, ...s }),
        width: s.width,
        height: s.height,
      });
    const recipient: ConversationSide = senderId === c.renterId ? "owner" : "renter";
    await repo.recordMessage(
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
    stored: { storageKey: string; width: number; height: number }[],
    run: (
      tx: Tx,
    ) => Promise<{ row: repo.MessageRow; contactsShown: boolean; conversationId: number }>,
  ) {
    let done: Awaited<ReturnType<typeof run>>;
    try {
      done = await db.transaction(async (t) => run(t as unknown as Tx));
    } catch (e) {
      await removeStored(stored.map((s) => s.storageKey));
      throw e;
    }
    const live = liveMessage(done.row, done.contactsShown);
    hub.deliver(live);
    return { live, conversationId: done.conversationId };
  }

  async function detailFor(userId: string, conversationId: number) {
    const d = await repo.conversationDetail(db, conversationId, userId);
    if (!d) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    return d;
  }

  async function viewConversation(
    userId: string,
    conversationId: number,
  ): Promise<ConversationView> {
    return conversationView(await detailFor(userId, conversationId), userId);
  }

  async function markRead(userId: string, conversationId: number): Promise<void> {
    const c = await repo.conversationById(db, conversationId);
    const side = c && sideOf(c, userId);
    if (!c || !side) throw new NotFoundError(CONVERSATION_NOT_FOUND);
    if ((side === "renter" ? c.renterUnread : c.ownerUnread) > 0)
      await repo.markRead(db, conversationId, side);
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
      const listing = await repo.listingForInquiry(db, listingId);
      if (!listing || !listing.published) throw new NotFoundError(LISTING_NOT_FOUND);
      if (listing.ownerId === userId) throw new ConflictError(OWN_LISTING_MESSAGE);
      const { text, photos } = checkText(input);
      checkBlocks(await repo.blocksBetween(db, userId, listing.ownerId));
      await limit(userId);
      const stored = await storePhotos(photos, signal);
      const at = now();
      const { live, conversationId } = await commit(stored, async (tx) => {
        checkBlocks(await repo.blocksBetween(tx, userId, listing.ownerId));
        const c = await repo.createConversation(tx, {
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
        conversation: await viewConversation(userId, conversationId),
        message: asSeenBy(live, userId),
        masked: live.masked,
      };
    },

    /** The id of `userId`'s conversation about the listing before any booking ('Message owner' opens it), or null. */
    async inquiryOf(userId: string, listingId: number): Promise<number | null> {
      return (await repo.inquiryOf(db, listingId, userId))?.id ?? null;
    },

    /** The booking's conversation, for its renter or owner (made at its first use); NotFoundError for anyone else. */
    async bookingConversation(userId: string, bookingId: number): Promise<ConversationView> {
      const b = await repo.bookingParties(db, bookingId);
      if (!b || (b.renterId !== userId && b.ownerId !== userId))
        throw new NotFoundError(BOOKING_NOT_FOUND);
      const c =
        (await repo.conversationOfBooking(db, bookingId)) ??
        (await repo.createConversation(db, {
          listingId: b.listingId,
          bookingId,
          renterId: b.renterId,
          ownerId: b.ownerId,
          at: now(),
        }));
      return viewConversation(userId, c.id);
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
      const d = await detailFor(userId, conversationId);
      const { text, photos } = checkText(input);
      checkBlocks({ byMe: d.blockedByMe, byThem: d.blockedByThem });
      await limit(userId);
      const stored = await storePhotos(photos, signal);
      const at = now();
      const { live } = await commit(stored, async (tx) => {
        const c = await repo.conversationById(tx, conversationId, true);
        if (!c) throw new NotFoundError(CONVERSATION_NOT_FOUND);
        checkBlocks(await repo.blocksBetween(tx, userId, d.otherId));
        return {
          ...(await write(tx, c, userId, text, stored, d.listingTitle, at)),
          conversationId,
        };
      });
      log("info", "message sent", { conversationId, messageId: live.id });
      return { message: asSeenBy(live, userId), masked: live.masked };
    },

    /** `userId`'s conversations, newest activity first (`before`: the previous page's `nextCursor`), and their unread total. */
    async inbox(
      userId: string,
      opts: { before?: string | undefined; limit?: number | undefined } = {},
    ): Promise<Inbox> {
      const size = Math.min(Math.max(Math.trunc(opts.limit ?? INBOX_PAGE), 1), 50);
      const before = opts.before ? decodeCursor(opts.before) : undefined;
      const [rows, unread] = await Promise.all([
        repo.inboxPage(db, userId, size + 1, before),
        repo.unreadTotal(db, userId),
      ]);
      const page = rows.slice(0, size);
      const last = page.at(-1);
      const conversations: ConversationSummary[] = page.map((r) => ({
        id: r.id,
        other: { id: r.otherId, name: r.otherName, image: r.otherImage },
        listing: listingRef(r.listingId, r.listingTitle, r.listingPhotoKey),
        bookingId: r.bookingId,
        preview: r.preview,
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
      const d = await detailFor(userId, conversationId);
      const size = Math.min(Math.max(Math.trunc(opts.limit ?? MESSAGES_PAGE), 1), 100);
      const rows = await repo.messagesPage(db, conversationId, size + 1, opts.before);
      const page = rows.slice(0, size).reverse();
      const view = conversationView(d, userId);
      if (view.unread > 0) {
        await repo.markRead(db, conversationId, view.me);
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
    viewConversation,

    /**
     * The messages after the id `after` (at most 50, oldest first): what a live stream missed while it reconnected (its
     * Last-Event-ID). NotFoundError unless the conversation is `userId`'s.
     */
    async messagesAfter(
      userId: string,
      conversationId: number,
      after: number,
    ): Promise<MessageView[]> {
      const d = await detailFor(userId, conversationId);
      return (await repo.messagesAfter(db, conversationId, after, 50)).map((m) =>
        asSeenBy(liveMessage(m, d.contactsShown), userId),
      );
    },

    /** Marks the conversation read for `userId`'s side; NotFoundError unless it is theirs. */
    markRead,

    /** The sum of `userId`'s unread counters (the header's badge). */
    unreadCount: (userId: string): Promise<number> => repo.unreadTotal(db, userId),

    /** `userId` blocks `otherId`: neither can message the other until it is lifted. Idempotent. */
    async block(userId: string, otherId: string): Promise<void> {
      if (userId === otherId) throw new InvalidError(NOT_YOURSELF, { id: NOT_YOURSELF });
      if (!(await repo.personExists(db, otherId))) throw new NotFoundError(PERSON_NOT_FOUND);
      await repo.block(db, userId, otherId, now());
      log("info", "person blocked", { userId, otherId });
    },

    /** Lifts `userId`'s block of `otherId` (theirs of `userId`, if any, stays). Idempotent. */
    async unblock(userId: string, otherId: string): Promise<void> {
      if (userId === otherId) throw new InvalidError(NOT_YOURSELF, { id: NOT_YOURSELF });
      await repo.unblock(db, userId, otherId);
    },

    /** Blocks between the two, each way. */
    isBlocked: (userId: string, otherId: string): Promise<{ byMe: boolean; byThem: boolean }> =>
      repo.blocksBetween(db, userId, otherId),

    /**
     * A report of a person, a listing or a message (one the reporter can read) for the operators; one open report per
     * reporter and subject (ConflictError). InvalidError (bad input, reporting oneself), NotFoundError (no such subject).
     */
    async report(userId: string, input: unknown): Promise<{ id: number }> {
      const parsed = reportSchema.safeParse(input);
      if (!parsed.success) {
        const fields = zodFields(parsed.error, "report");
        throw new InvalidError(Object.values(fields)[0] ?? "Check the report", fields);
      }
      const { subjectKind, subjectId, reason, details } = parsed.data;
      await deps.limiter?.attempt([["reportAccount", userId]]);
      let subjectUserId: string | undefined;
      if (subjectKind === "user")
        subjectUserId = (await repo.personExists(db, subjectId)) ? subjectId : undefined;
      else if (/^\d{1,15}$/.test(subjectId)) {
        subjectUserId =
          subjectKind === "listing"
            ? await repo.listingOwner(db, Number(subjectId))
            : await repo.messageSenderFor(db, Number(subjectId), userId);
      }
      if (!subjectUserId)
        throw new NotFoundError(
          subjectKind === "user"
            ? PERSON_NOT_FOUND
            : subjectKind === "listing"
              ? LISTING_NOT_FOUND
              : "Message not found",
        );
      if (subjectUserId === userId)
        throw new InvalidError(NOT_YOURSELF, { subjectId: NOT_YOURSELF });
      const id = await repo.insertReport(db, {
        reporterId: userId,
        subjectKind,
        subjectId,
        subjectUserId,
        reason,
        details,
        at: now(),
      });
      if (id === undefined) throw new ConflictError(ALREADY_REPORTED);
      log("info", "report filed", { reportId: id, subjectKind });
      return { id };
    },

    /** A resized copy of a message's photo, for the conversation's two people; undefined for anyone else or any other photo. */
    async photoVariant(
      userId: string,
      conversationId: number,
      photoId: number,
      width: number,
      format: PhotoFormat,
    ): Promise<Variant | undefined> {
      if (!media) return undefined;
      const c = await repo.conversationById(db, conversationId);
      if (!c || !sideOf(c, userId)) return undefined;
      const key = await repo.photoKey(db, conversationId, photoId);
      return key ? media.getVariant(key, width, format) : undefined;
    },

    /** Calls `listener` with each new message of the conversation as it commits (any process). Check access first. */
    subscribe: (conversationId: number, listener: MessageListener): (() => void) =>
      hub.subscribe(conversationId, listener),

    /**
     * The unread e-mails due now (the messages-unread-mail job, every minute): one per side whose oldest unread message
     * here is UNREAD_MAIL_AFTER_MINUTES old and who was not e-mailed about this conversation in the last
     * UNREAD_MAIL_EVERY_MINUTES (and then only when a message came since). Each is decided, marked and (with a queue) written as a job in one transaction, so a
     * retried run never sends it twice. Answers how many were sent.
     */
    async sendUnreadMails(): Promise<number> {
      const at = now();
      const olderThan = new Date(at.getTime() - UNREAD_MAIL_AFTER_MINUTES * MINUTE);
      const emailedBefore = new Date(at.getTime() - UNREAD_MAIL_EVERY_MINUTES * MINUTE);
      let sent = 0;
      for (const due of await repo.unreadMailsDue(db, olderThan, emailedBefore, 200)) {
        const mail = await db.transaction(async (t) => {
          const tx = t as unknown as Tx;
          const f = await repo.lockUnreadMail(tx, due.conversationId, due.side);
          if (
            !f ||
            f.unread <= 0 ||
            !f.oldestUnreadAt ||
            f.oldestUnreadAt > olderThan ||
            (f.emailedAt &&
              (f.emailedAt > emailedBefore || !f.newestAt || f.newestAt <= f.emailedAt))
          )
            return undefined;
          // Marked even when the person wants no e-mail: the next look at this conversation is an hour on.
          await repo.markEmailed(tx, due.conversationId, due.side, at);
          if (deps.wantsEmail && !(await deps.wantsEmail(tx, f.readerId, "message")))
            return undefined;
          const headers = deps.mailHeaders ? await deps.mailHeaders(f.readerId, "message", tx) : {};
          const m = {
            ...unreadMail(f, {
              conversationId: due.conversationId,
              siteUrl: deps.siteUrl,
              shown: (body, hasContact) => shownText(body, hasContact, f.contactsShown).text,
            }),
            ...(Object.keys(headers).length > 0 ? { headers } : {}),
          };
          if (deps.jobs) await deps.jobs.send("mail", m, tx);
          return m;
        });
        if (!mail) continue;
        sent++;
        if (!deps.jobs && deps.sendMail)
          await deps
            .sendMail(mail, {
              key: `messages-unread:${due.conversationId}:${due.side}:${at.toISOString()}`,
            })
            .catch((e: unknown) =>
              log("error", "unread message email not sent", {
                conversationId: due.conversationId,
                error: errorText(e),
              }),
            );
      }
      return sent;
    },

    /** Live listeners in this process (tests, metrics). */
    liveListeners: () => hub.listeners(),
    /** Closes the live messages' LISTEN connection (PostgreSQL), when the process stops. */
    close: () => hub.close(),
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
