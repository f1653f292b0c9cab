// The booking page's Messages section on the server: the booking's conversation (made at its first view) with its
// last few messages. Read beside the page's other sections (in their Promise.all), never after them.
import type { Services } from "../../../server/services";

/** Messages the booking page shows; the conversation page has the rest. */
export const BOOKING_MESSAGES = 3;

// A booking's conversation never changes: its id is remembered (per process and database, a few thousand at most), so
// later views go straight to it. Who may read it is still checked by the messages service at every view.
const known = new WeakMap<Services, Map<number, number>>();
const KEEP = 5_000;

async function conversationOf(services: Services, bookingId: number, userId: string) {
  let ids = known.get(services);
  if (!ids) known.set(services, (ids = new Map()));
  const id = ids.get(bookingId);
  if (id !== undefined) return services.messages.viewConversation(userId, id);
  const conversation = await services.messages.bookingConversation(userId, bookingId);
  if (ids.size >= KEEP) ids.clear();
  ids.set(bookingId, conversation.id);
  return conversation;
}

export async function bookingMessagesState(services: Services, bookingId: number, userId: string) {
  const conversation = await conversationOf(services, bookingId, userId);
  // Reading the page marks the conversation read: only when all its unread messages are among those shown here.
  if (conversation.unread > BOOKING_MESSAGES) return { conversation, messages: [], more: true };
  const page = await services.messages.conversation(userId, conversation.id, { limit: BOOKING_MESSAGES });
  return { conversation: page.conversation, messages: page.messages, more: page.hasEarlier };
}
export type BookingMessagesState = Awaited<ReturnType<typeof bookingMessagesState>>;
