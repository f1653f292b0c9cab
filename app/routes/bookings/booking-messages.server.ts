// The booking page's Messages section on the server: the booking's conversation (made at its first view) with its
// last few messages. Read beside the page's other sections (in their Promise.all), never after them.
import type { Services } from "../../../server/services";

/** Messages the booking page shows; the conversation page has the rest. */
export const BOOKING_MESSAGES = 3;

export async function bookingMessagesState(services: Services, bookingId: number, userId: string) {
  const conversation = await services.messages.bookingConversation(userId, bookingId);
  // Reading the page marks the conversation read: only when all its unread messages are among those shown here.
  if (conversation.unread > BOOKING_MESSAGES) return { conversation, messages: [], more: true };
  const page = await services.messages.conversation(userId, conversation.id, {
    limit: BOOKING_MESSAGES,
  });
  return { conversation: page.conversation, messages: page.messages, more: page.hasEarlier };
}
export type BookingMessagesState = Awaited<ReturnType<typeof bookingMessagesState>>;
