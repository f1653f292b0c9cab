// The demo people's messages, sent through the real messages service on the seed's clock (each tells the other person
// in app, as a message does): the renter's questions about the party canopies before any booking, and the confirmed
// Highlander booking's own conversation. The owner's last answer about the canopies waits unread by the renter.
import type { Db } from "../client";
import { createMessagesService } from "../../features/messages/messages.service";
import { demoNotifications } from "./demo-notifications";

const HOUR = 3_600_000;

export async function replayDemoMessages(
  db: Db,
  opts: { now: Date; renterId: string; ownerId: string; canopyListingId: number; confirmedBookingId: number },
): Promise<void> {
  let clock = new Date(0);
  const now = () => clock;
  const messages = createMessagesService(db, { now, siteUrl: "http://localhost:3000", onMessage: demoNotifications(db, now).onMessage });
  const at = (hoursAgo: number) => (clock = new Date(opts.now.getTime() - hoursAgo * HOUR));
  const { renterId, ownerId } = opts;

  at(74);
  const { conversation: canopies } = await messages.startInquiry(renterId, opts.canopyListingId, {
    text: "Good afternoon. Are the canopies waterproof? It is for an outdoor engagement in Yaba in December and rain is possible.",
  });
  at(72);
  await messages.conversation(ownerId, canopies.id);
  await messages.send(ownerId, canopies.id, { text: "Good afternoon! Yes, all of them are waterproof and come with side walls. Setting up takes about an hour with two people." });
  at(71);
  await messages.conversation(renterId, canopies.id);
  await messages.send(renterId, canopies.id, { text: "Thank you. Can you deliver to Yaba, and would the walls stay on for a whole evening?" });
  at(3);
  await messages.conversation(ownerId, canopies.id);
  await messages.send(ownerId, canopies.id, { text: "We deliver within Lagos Mainland for a small fee agreed at pick-up, and yes, the walls stay on all evening." });

  at(50);
  const booking = await messages.bookingConversation(renterId, opts.confirmedBookingId);
  await messages.send(renterId, booking.id, { text: "Hello, I have paid for the Highlander. Could I pick it up at 11:00 as booked, with my driver's licence?" });
  at(49);
  await messages.conversation(ownerId, booking.id);
  await messages.send(ownerId, booking.id, { text: "Thank you for booking. 11:00 is fine; it will be washed and fuelled. Bring the licence and the booking page." });
  at(48);
  await messages.conversation(renterId, booking.id);
}
