// The demo people's messages, sent through the real messages service on the seed's clock (each tells the other person
// in app, as a message does): the renter's questions about the party canopies before any booking, and the confirmed
// Highlander booking's own conversation. The owner's last answer about the canopies waits unread by the renter.
import type { Db } from "../db/client";
import { createMessagesService } from "../features/messages/messages.service";
import { demoNotifications } from "./demo-notifications";

const HOUR = 3_600_000;

/** Hours before the seed's now, who, and what: a message, or opening the conversation (which reads it). */
type Step = [hoursAgo: number, who: "renter" | "owner", text: string | "(reads)"];

const CANOPIES: Step[] = [
  [74, "renter", "Good afternoon. Are the canopies waterproof? It is for an outdoor engagement in Yaba in December and rain is possible."],
  [72, "owner", "(reads)"],
  [72, "owner", "Good afternoon! Yes, all of them are waterproof and come with side walls. Setting up takes about an hour with two people."],
  [71, "renter", "(reads)"],
  [71, "renter", "Thank you. Can you deliver to Yaba, and would the walls stay on for a whole evening?"],
  [3, "owner", "(reads)"],
  [3, "owner", "We deliver within Lagos Mainland for a small fee agreed at pick-up, and yes, the walls stay on all evening."],
];

const HIGHLANDER: Step[] = [
  [50, "renter", "Hello, I have paid for the Highlander. Could I pick it up at 11:00 as booked, with my driver's licence?"],
  [49, "owner", "(reads)"],
  [49, "owner", "Thank you for booking. 11:00 is fine; it will be washed and fuelled. Bring the licence and the booking page."],
  [48, "renter", "(reads)"],
];

export async function replayDemoMessages(
  db: Db,
  opts: { now: Date; renterId: string; ownerId: string; canopyListingId: number; confirmedBookingId: number },
): Promise<void> {
  let clock = new Date(0);
  const now = () => clock;
  const messages = createMessagesService(db, { now, siteUrl: "http://localhost:3000", onMessage: demoNotifications(db, now).onMessage });
  const idOf = { renter: opts.renterId, owner: opts.ownerId };

  async function play(steps: Step[], conversationId: () => Promise<number>) {
    for (const [hoursAgo, who, text] of steps) {
      clock = new Date(opts.now.getTime() - hoursAgo * HOUR);
      const id = await conversationId();
      if (text === "(reads)") await messages.conversation(idOf[who], id);
      else await messages.send(idOf[who], id, { text });
    }
  }

  // The renter's first question starts the conversation about the listing (an inquiry: no booking).
  const [first, ...rest] = CANOPIES;
  clock = new Date(opts.now.getTime() - first![0] * HOUR);
  const { conversation: canopies } = await messages.startInquiry(opts.renterId, opts.canopyListingId, { text: first![2] });
  await play(rest, async () => canopies.id);
  await play(HIGHLANDER, async () => (await messages.bookingConversation(opts.renterId, opts.confirmedBookingId)).id);
}
