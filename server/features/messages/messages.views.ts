// Who sees what: a conversation as one of its two people sees it, and a message's text masked (contact details hidden)
// while the two have no confirmed booking, with its photos' addresses; the inbox's preview line.
import { HIDDEN_CONTACT, maskContacts } from "../../../core/contact-masking";
import type { Locale } from "../../../core/locales";
import type { ConversationSide } from "../../../core/messages";
import type { Db } from "../../db/client";
import { NotFoundError } from "../../errors";
import * as conversations from "./messages.conversations.repo";
import type { LiveMessage } from "./messages.events";
import type { MessageRow } from "./messages.repo";
import type { ConversationView, ListingRef, MessageView } from "./messages.schema";
import { m } from "../../../core/paraglide/messages";

const PREVIEW_CHARS = 120;

/** The address of a message's photo at `width` (a width of media.service's PHOTO_WIDTHS), for the conversation's two people. */
export function messagePhotoUrl(conversationId: number, photoId: number, width: number): string {
  return `/messages/${conversationId}/photos/${photoId}@${width}.webp`;
}

export function listingRef(id: number, title: string, photoKey: string | null): ListingRef {
  return {
    id,
    title,
    photo: photoKey ? { key: photoKey, url: `/media/${photoKey}@320.webp` } : null,
  };
}

export function sideOf(
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

/**
 * A masked text in `locale` (the request's by default): the mark that stands where a number or address was ("[hidden]")
 * in the reader's words. Masking itself (and a stored preview) keeps the English mark.
 */
export function hiddenIn(text: string, locale?: Locale): string {
  const word = m.people_hidden_contact({}, locale ? { locale } : {});
  return word === HIDDEN_CONTACT ? text : text.replaceAll(HIDDEN_CONTACT, word);
}

/** A message as one of its readers sees it, in the request's language. */
export function liveMessage(message: MessageRow, contactsShown: boolean): LiveMessage {
  const { text, masked } = shownText(message.body, message.hasContact, contactsShown);
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    text: masked ? hiddenIn(text) : text,
    masked,
    photos: message.photos.map((p) => ({
      ...p,
      url: messagePhotoUrl(message.conversationId, p.id, 1280),
      thumbnailUrl: messagePhotoUrl(message.conversationId, p.id, 320),
    })),
    createdAt: message.createdAt.toISOString(),
  };
}

/** A live message as `readerId` sees it (the only difference between the two readers: which one sent it). */
export const asSeenBy = (message: LiveMessage, readerId: string): MessageView => ({
  ...message,
  mine: message.senderId === readerId,
});

/**
 * The inbox's preview line of a message as it is stored with its conversation (last_message_preview): its text's first
 * characters, or for photos alone the English words below, the same for both readers; shownPreview puts those in the
 * reader's language when the inbox is read.
 */
export function previewOf(text: string, photos: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat) return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat;
  return photos === 1 ? "Sent a photo" : `Sent ${photos} photos`;
}

const STORED_PHOTOS = /^Sent (?:a photo|(\d{1,3}) photos)$/;

/** A stored preview (previewOf) as the inbox shows it: "Sent 2 photos" in the request's language, any text as it is. */
export function shownPreview(stored: string): string {
  const photos = STORED_PHOTOS.exec(stored);
  return photos ? m.people_sent_photos({ count: photos[1] ? Number(photos[1]) : 1 }) : hiddenIn(stored);
}

export function conversationView(
  d: conversations.ConversationDetail,
  me: string,
): ConversationView {
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

/** `userId`'s conversation with the other person, the listing and the blocks; NotFoundError for anyone else. */
export async function detailFor(db: Db, userId: string, conversationId: number) {
  const d = await conversations.conversationDetail(db, conversationId, userId);
  if (!d) throw new NotFoundError(m.err_conversation_not_found());
  return d;
}

export async function viewConversation(
  db: Db,
  userId: string,
  conversationId: number,
): Promise<ConversationView> {
  return conversationView(await detailFor(db, userId, conversationId), userId);
}
