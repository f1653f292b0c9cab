// Live messages: a listener of a conversation gets each new message as it commits (masked as its readers see it), a
// listener of another conversation does not, one that stopped listening does not, a rolled-back message reaches nobody;
// on PostgreSQL a message sent by another process arrives through LISTEN/NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { bookingsFixture } from "../../testing/bookings";
import { announcesAcrossProcesses, type LiveMessage } from "./messages.events";
import { createMessagesService, type MessagesService } from "./messages.service";
import { asSeenBy } from "./messages.views";

let db: Db;
let listing: () => Promise<number>;
let messages: MessagesService;
let failHook = false;

beforeAll(async () => {
  const f = await bookingsFixture();
  db = f.db;
  listing = () => f.listing();
  messages = createMessagesService(db, {
    siteUrl: "https://haya.test",
    onMessage: async () => {
      if (failHook) throw new Error("the hook failed");
    },
  });
});
afterAll(() => messages.close());

/** Resolves with the next message the listener gets, or undefined after `ms`. */
function next(
  service: MessagesService,
  conversationId: number,
  ms = 3_000,
): { got: Promise<LiveMessage | undefined>; stop: () => void } {
  let stop = () => {};
  const got = new Promise<LiveMessage | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    stop = service.subscribe(conversationId, (m) => {
      clearTimeout(timer);
      resolve(m);
    });
  });
  return { got, stop };
}

describe("the live message hub", () => {
  it("delivers a conversation's new message to its listeners only", async () => {
    const a = (await messages.startInquiry("renter", await listing(), { text: "First" }))
      .conversation.id;
    const b = (await messages.startInquiry("renter", await listing(), { text: "Other" }))
      .conversation.id;
    const onA = next(messages, a);
    const onB = next(messages, b, 500);
    const sent = await messages.send("owner", a, { text: "Ring 0803 123 4567" });
    const got = await onA.got;
    expect(got).toMatchObject({
      id: sent.message.id,
      conversationId: a,
      senderId: "owner",
      masked: true,
    });
    expect(got!.text).not.toMatch(/0803/);
    expect(asSeenBy(got!, "renter").mine).toBe(false);
    expect(asSeenBy(got!, "owner").mine).toBe(true);
    expect(await onB.got).toBeUndefined();
    onA.stop();
    onB.stop();
    expect(messages.liveListeners()).toBe(0);
  });

  it("stops at unsubscribe, and never tells of a message that was rolled back", async () => {
    const a = (await messages.startInquiry("renter2", await listing(), { text: "Hi" })).conversation
      .id;
    const got: LiveMessage[] = [];
    const stop = messages.subscribe(a, (m) => got.push(m));
    failHook = true;
    await expect(messages.send("owner", a, { text: "Lost" })).rejects.toThrow("the hook failed");
    failHook = false;
    await messages.send("owner", a, { text: "Kept" });
    stop();
    await messages.send("owner", a, { text: "After" });
    await new Promise((r) => setTimeout(r, 300));
    expect(got.map((m) => m.text)).toEqual(["Kept"]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "hands another process's message to this one's listeners (PostgreSQL)",
    async () => {
      expect(announcesAcrossProcesses(db)).toBe(true);
      // Another process: its own service and hub on the same database.
      const other = createMessagesService(db, { siteUrl: "https://haya.test" });
      try {
        const a = (await messages.startInquiry("renter", await listing(), { text: "Across?" }))
          .conversation.id;
        const here = next(messages, a, 5_000);
        // The LISTEN connection is opened at the first listener: give it a moment.
        await new Promise((r) => setTimeout(r, 300));
        const sent = await other.send("owner", a, { text: "From the other process" });
        expect(await here.got).toMatchObject({
          id: sent.message.id,
          text: "From the other process",
          conversationId: a,
        });
        here.stop();
      } finally {
        await other.close();
      }
    },
  );
});
