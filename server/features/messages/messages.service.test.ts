// Messages on the service: an inquiry started and continued, refused for one's own or an unpublished listing; a
// booking's conversation for its two parties only; contact details masked (the text, the preview) until the two have a
// confirmed booking; unread counters up and down; the inbox's and a conversation's pages; blocks both ways; reports
// once; the rate limit; photos; the caller's hook inside the transaction.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  blockedByMeMessage,
  blockedByThemMessage,
  contactsHiddenMessage,
  MESSAGES_PER_MINUTE,
} from "../../../core/messages";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
} from "../../errors";
import { bookingsFixture } from "../../testing/bookings";
import { freshDatabase, statementsOf } from "../../testing/db";
import { blankPng } from "../../testing/png";
import { createRateLimiter } from "../accounts/rate-limit";
import { memoryStorage } from "../media/storage";
import type { MessageHookEvent } from "./messages.context";
import { createMessagesService, type MessagesService } from "./messages.service";
import { previewOf, shownPreview } from "./messages.views";
import { messagesFollowRequest } from "../../http/i18n/messages-locale";
import { requestLocale } from "../../http/i18n/request-locale";

const PHONE = "Call me on 0803 123 4567 or write to ada@example.com";

let db: Db;
let listing: (o?: { owner?: string; status?: string }) => Promise<number>;
let messages: MessagesService;
const hooked: MessageHookEvent[] = [];
let failHook = false;

beforeAll(async () => {
  const f = await bookingsFixture(["stranger", "r3", "r4", "r5", "r6"], { db: (await freshDatabase({ seed: false, countStatements: true })).db });
  db = f.db;
  listing = (o) => f.listing(o);
  messages = createMessagesService(db, {
    siteUrl: "https://haya.test",
    media: { originals: memoryStorage(), cache: memoryStorage() },
    onMessage: async (tx, e) => {
      // Inside the transaction: the message is already there to read.
      const [m] = rowsOf<{ id: number }>(
        await tx.execute(sql`select id::int as id from messages where id = ${e.messageId}`),
      );
      if (!m) throw new Error("hook ran outside the message's transaction");
      if (failHook) throw new Error("the hook failed");
      hooked.push(e);
    },
  });
});

/** A booking between renter and owner of `listingId` in `status`. */
export async function bookingOf(
  db: Db,
  listingId: number,
  status: string,
  renter = "renter",
  owner = "owner",
) {
  const [b] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into bookings (listing_id, renter_id, owner_id, start_date, end_date, pickup_time, units, status, days,
        price_per_day_kobo, rental_kobo, discount_pct, discount_kobo, service_fee_kobo, vat_kobo, deposit_kobo, total_kobo,
        owner_commission_kobo, owner_payout_kobo, booking_mode)
      values (${listingId}, ${renter}, ${owner}, '2026-05-01', '2026-05-02', '9:00 AM', 1, ${status}, 2,
        2500000, 5000000, 0, 0, 250000, 18750, 0, 5268750, 500000, 4500000, 'request') returning id::int as id`),
  );
  return b!.id;
}

const rejects = async (
  p: Promise<unknown>,
  kind: new (...a: never[]) => Error,
  message?: string | RegExp,
) => {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(kind);
  if (message) expect((e as Error).message).toMatch(message);
};

const count = async (table: "messages" | "conversations" | "message_photos") =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!
    .n;

describe("inquiries", () => {
  it("starts the renter's conversation about a listing and continues the same one", async () => {
    const l = await listing();
    const first = await messages.startInquiry("renter", l, {
      text: "  Is it free next weekend?  ",
    });
    expect(first.masked).toBe(false);
    expect(first.message).toMatchObject({
      text: "Is it free next weekend?",
      mine: true,
      senderId: "renter",
      masked: false,
      photos: [],
    });
    expect(first.conversation).toMatchObject({
      me: "renter",
      other: { id: "owner", name: "owner" },
      listing: { id: l, title: "Canon EOS R5" },
      bookingId: null,
      canSend: true,
    });
    const again = await messages.startInquiry("renter", l, { text: "And the one after?" });
    expect(again.conversation.id).toBe(first.conversation.id);
    expect(await messages.inquiryOf("renter", l)).toBe(first.conversation.id);
    expect(await messages.inquiryOf("renter2", l)).toBeNull();
    const page = await messages.conversation("owner", first.conversation.id);
    expect(page.messages.map((m) => [m.text, m.mine])).toEqual([
      ["Is it free next weekend?", false],
      ["And the one after?", false],
    ]);
    expect(page.conversation).toMatchObject({ me: "owner", other: { id: "renter" } });
  });

  it("refuses one's own listing, an unpublished or unknown one, and empty or long text, storing nothing", async () => {
    const before = await count("messages");
    await rejects(
      messages.startInquiry("owner", await listing(), { text: "Hello" }),
      ConflictError,
      /your own listing/,
    );
    await rejects(
      messages.startInquiry("renter", await listing({ status: "draft" }), { text: "Hello" }),
      NotFoundError,
      "Listing not found",
    );
    await rejects(messages.startInquiry("renter", 99_999_999, { text: "Hello" }), NotFoundError);
    const l = await listing();
    await rejects(
      messages.startInquiry("renter", l, { text: "   " }),
      InvalidError,
      /Write a message/,
    );
    await rejects(
      messages.startInquiry("renter", l, { text: "x".repeat(2001) }),
      InvalidError,
      /under 2000/,
    );
    expect(await count("messages")).toBe(before);
    expect(await messages.inquiryOf("renter", l)).toBeNull();
  });
});

describe("a booking's conversation", () => {
  it("is the booking's two parties' only, made once", async () => {
    const l = await listing();
    const b = await bookingOf(db, l, "requested");
    const owners = await messages.bookingConversation("owner", b);
    const renters = await messages.bookingConversation("renter", b);
    expect(renters.id).toBe(owners.id);
    expect(owners).toMatchObject({ me: "owner", bookingId: b, other: { id: "renter" } });
    // Once made, the booking page finds it as its person sees it in one statement.
    expect(await statementsOf(() => messages.bookingConversation("owner", b))).toEqual({ value: owners, statements: 1 });
    await rejects(messages.bookingConversation("stranger", b), NotFoundError);
    await rejects(messages.send("stranger", owners.id, { text: "hi" }), NotFoundError);
    await rejects(messages.conversation("stranger", owners.id), NotFoundError);
    await rejects(messages.markRead("stranger", owners.id), NotFoundError);
    await rejects(messages.bookingConversation("renter", 99_999_999), NotFoundError);
    // An empty booking conversation is not in the inbox until someone writes.
    expect(
      (await messages.inbox("renter", { limit: 50 })).conversations.some((c) => c.id === owners.id),
    ).toBe(false);
    await messages.send("renter", owners.id, { text: "See you at nine" });
    expect(
      (await messages.inbox("renter", { limit: 50 })).conversations.some(
        (c) => c.id === owners.id && c.bookingId === b,
      ),
    ).toBe(true);
  });
});

describe("masking", () => {
  it("hides contact details from both readers, the preview too, until the two have a confirmed booking", async () => {
    const l = await listing({ owner: "owner2" });
    const sent = await messages.startInquiry("r3", l, { text: PHONE });
    expect(sent.masked).toBe(true);
    expect(sent.message.masked).toBe(true);
    expect(sent.message.text).not.toMatch(/0803|4567|ada@example/);
    expect(contactsHiddenMessage()).toMatch(/confirmed booking/);
    const owner = await messages.conversation("owner2", sent.conversation.id);
    expect(owner.messages[0]!.text).toBe(sent.message.text);
    expect(owner.conversation.contactsShown).toBe(false);
    const inbox = await messages.inbox("owner2");
    expect(inbox.conversations.find((c) => c.id === sent.conversation.id)!.preview).not.toMatch(
      /0803|4567|ada@example/,
    );
    // The text is stored as written.
    const [stored] = rowsOf<{ body: string; hasContact: boolean }>(
      await db.execute(
        sql`select body, has_contact as "hasContact" from messages where id = ${sent.message.id}`,
      ),
    );
    expect(stored).toEqual({ body: PHONE, hasContact: true });

    // A request or a declined booking is not enough; a confirmed one (any listing between them) is.
    const b = await bookingOf(db, await listing({ owner: "owner2" }), "requested", "r3", "owner2");
    expect((await messages.conversation("r3", sent.conversation.id)).messages[0]!.masked).toBe(
      true,
    );
    await db.execute(sql`update bookings set status = 'confirmed' where id = ${b}`);
    const shown = await messages.conversation("owner2", sent.conversation.id);
    expect(shown.conversation.contactsShown).toBe(true);
    expect(shown.messages[0]).toMatchObject({ text: PHONE, masked: false });
    const later = await messages.send("owner2", sent.conversation.id, {
      text: "Mine is 0809 555 1234",
    });
    expect(later.masked).toBe(false);
    expect(later.message.text).toBe("Mine is 0809 555 1234");
    expect((await messages.inbox("r3")).conversations[0]!.preview).toBe("Mine is 0809 555 1234");
  });
});

describe("unread counters", () => {
  it("count up for the reader, down when they open the conversation, and never for the sender", async () => {
    const l = await listing();
    const { conversation } = await messages.startInquiry("r4", l, { text: "One" });
    await messages.send("r4", conversation.id, { text: "Two" });
    const ownerBefore = await messages.unreadCount("owner");
    expect(await messages.unreadCount("r4")).toBe(0);
    expect(
      (await messages.inbox("owner")).conversations.find((c) => c.id === conversation.id)!.unread,
    ).toBe(2);
    const read = await messages.conversation("owner", conversation.id);
    expect(read.conversation.unread).toBe(0);
    expect(await messages.unreadCount("owner")).toBe(ownerBefore - 2);
    await messages.send("owner", conversation.id, { text: "Three" });
    expect(await messages.unreadCount("r4")).toBe(1);
    expect((await messages.inbox("r4")).unread).toBe(1);
    await messages.markRead("r4", conversation.id);
    expect(await messages.unreadCount("r4")).toBe(0);
  });
});

describe("paging", () => {
  it("walks the inbox newest first by keyset, ties included, with no repeats or gaps", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await messages.startInquiry("r5", await listing({ owner: "owner2" }), {
            text: `Question ${i}`,
          })
        ).conversation.id,
      );
    // Two with the very same instant: the id breaks the tie.
    await db.execute(
      sql`update conversations set last_message_at = '2030-01-01T00:00:00.123456Z' where id in (${ids[1]}, ${ids[3]})`,
    );
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 10; guard++) {
      const page = await messages.inbox("r5", { before: cursor, limit: 2 });
      seen.push(...page.conversations.map((c) => c.id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([ids[3], ids[1], ids[4], ids[2], ids[0]]);
    await rejects(messages.inbox("r5", { before: "bogus" }), InvalidError, /cursor/);
  });

  it("pages a conversation's messages back from the newest, oldest first within a page", async () => {
    const { conversation } = await messages.startInquiry("r6", await listing(), { text: "m0" });
    for (let i = 1; i < 7; i++)
      await messages.send(i % 2 ? "owner" : "r6", conversation.id, { text: `m${i}` });
    const last = await messages.conversation("r6", conversation.id, { limit: 3 });
    expect(last.messages.map((m) => m.text)).toEqual(["m4", "m5", "m6"]);
    expect(last.hasEarlier).toBe(true);
    const mid = await messages.conversation("r6", conversation.id, {
      limit: 3,
      before: last.earlierCursor!,
    });
    expect(mid.messages.map((m) => m.text)).toEqual(["m1", "m2", "m3"]);
    const first = await messages.conversation("r6", conversation.id, {
      limit: 3,
      before: mid.earlierCursor!,
    });
    expect(first.messages.map((m) => m.text)).toEqual(["m0"]);
    expect(first).toMatchObject({ hasEarlier: false, earlierCursor: null });
  });
});

describe("blocks", () => {
  it("stop both people from sending while either stands, and lift", async () => {
    const l = await listing({ owner: "owner2" });
    const { conversation } = await messages.startInquiry("renter2", l, { text: "Hello" });
    await messages.block("owner2", "renter2");
    await rejects(
      messages.send("renter2", conversation.id, { text: "Still there?" }),
      ForbiddenError,
      blockedByThemMessage(),
    );
    await rejects(
      messages.send("owner2", conversation.id, { text: "Bye" }),
      ForbiddenError,
      blockedByMeMessage(),
    );
    await rejects(
      messages.startInquiry("renter2", await listing({ owner: "owner2" }), { text: "Another?" }),
      ForbiddenError,
    );
    expect((await messages.conversation("renter2", conversation.id)).conversation).toMatchObject({
      blocked: { byMe: false, byThem: true },
      canSend: false,
    });
    expect(await messages.isBlocked("owner2", "renter2")).toEqual({ byMe: true, byThem: false });
    await messages.block("renter2", "owner2");
    await messages.unblock("owner2", "renter2");
    await rejects(
      messages.send("owner2", conversation.id, { text: "Sorry" }),
      ForbiddenError,
      blockedByThemMessage(),
    );
    await messages.unblock("renter2", "owner2");
    expect((await messages.send("owner2", conversation.id, { text: "Sorry" })).message.text).toBe(
      "Sorry",
    );
    await rejects(messages.block("owner2", "owner2"), InvalidError);
    await rejects(messages.block("owner2", "nobody-at-all"), NotFoundError);
  });
});

describe("reports", () => {
  it("takes one open report per reporter and subject, of things the reporter can see", async () => {
    const l = await listing();
    const { message } = await messages.startInquiry("renter", l, {
      text: "Pay me on my own account instead",
    });
    const first = await messages.report("owner", {
      subjectKind: "message",
      subjectId: String(message.id),
      reason: "asked to pay outside Haya",
      details: "See the message",
    });
    expect(first.id).toBeGreaterThan(0);
    await rejects(
      messages.report("owner", {
        subjectKind: "message",
        subjectId: String(message.id),
        reason: "spam",
      }),
      ConflictError,
      /already reported/,
    );
    await rejects(
      messages.report("stranger", {
        subjectKind: "message",
        subjectId: String(message.id),
        reason: "spam",
      }),
      NotFoundError,
    );
    await rejects(
      messages.report("owner", {
        subjectKind: "user",
        subjectId: "renter",
        reason: "not a reason",
      }),
      InvalidError,
      /Choose a reason/,
    );
    await rejects(
      messages.report("owner", { subjectKind: "user", subjectId: "owner", reason: "spam" }),
      InvalidError,
    );
    expect(
      (
        await messages.report("owner", {
          subjectKind: "user",
          subjectId: "renter",
          reason: "scam or fraud",
        })
      ).id,
    ).toBeGreaterThan(first.id);
    expect(
      (
        await messages.report("renter", {
          subjectKind: "listing",
          subjectId: String(l),
          reason: "other",
          details: "Looks fake",
        })
      ).id,
    ).toBeGreaterThan(0);
    const [row] = rowsOf<{ subjectUserId: string; status: string }>(
      await db.execute(
        sql`select subject_user_id as "subjectUserId", status from reports where id = ${first.id}`,
      ),
    );
    expect(row).toEqual({ subjectUserId: "renter", status: "open" });
  });
});

describe("limits, photos and the hook", () => {
  it(`refuses more than ${MESSAGES_PER_MINUTE} messages a minute from one person`, async () => {
    const limited = createMessagesService(db, {
      siteUrl: "https://haya.test",
      limiter: createRateLimiter(db),
    });
    const { conversation } = await limited.startInquiry("r6", await listing({ owner: "owner2" }), {
      text: "0",
    });
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++)
      await limited.send("r6", conversation.id, { text: String(i) });
    const before = await count("messages");
    await rejects(limited.send("r6", conversation.id, { text: "one too many" }), RateLimitedError);
    expect(await count("messages")).toBe(before);
  });

  it("sends photos (at most four, real photos only) served to the two people alone", async () => {
    const { conversation } = await messages.startInquiry(
      "renter",
      await listing({ owner: "owner2" }),
      { text: "", photos: [new Uint8Array(blankPng(40, 30))] },
    );
    const page = await messages.conversation("owner2", conversation.id);
    const photo = page.messages[0]!.photos[0]!;
    expect(photo).toMatchObject({
      width: 40,
      height: 30,
      url: `/messages/${conversation.id}/photos/${photo.id}@1280.webp`,
    });
    expect(
      (await messages.inbox("owner2")).conversations.find((c) => c.id === conversation.id)!.preview,
    ).toBe("Sent a photo");
    // Stored once for both readers, it is said in each reader's language when the inbox is read.
    messagesFollowRequest();
    expect(
      (await requestLocale.run("pcm", () => messages.inbox("owner2"))).conversations.find((c) => c.id === conversation.id)!.preview,
    ).toBe("Don send one photo");
    expect(requestLocale.run("pcm", () => [shownPreview(previewOf(" ", 3)), shownPreview("Sent a photo of the drill")])).toEqual(["Don send 3 photos", "Sent a photo of the drill"]);
    expect(shownPreview(previewOf("", 3))).toBe("Sent 3 photos");
    expect(
      (await messages.photoVariant("renter", conversation.id, photo.id, 320, "webp"))?.contentType,
    ).toBe("image/webp");
    expect(
      await messages.photoVariant("stranger", conversation.id, photo.id, 320, "webp"),
    ).toBeUndefined();
    expect(
      await messages.photoVariant("renter", conversation.id + 1, photo.id, 320, "webp"),
    ).toBeUndefined();
    const photos = await count("message_photos");
    const png = new Uint8Array(blankPng(10, 10));
    await rejects(
      messages.send("renter", conversation.id, { text: "five", photos: [png, png, png, png, png] }),
      InvalidError,
      /at most 4/,
    );
    await rejects(
      messages.send("renter", conversation.id, {
        text: "not a photo",
        photos: [new TextEncoder().encode("hello")],
      }),
      InvalidError,
    );
    expect(await count("message_photos")).toBe(photos);
  });

  it("calls the hook inside the message's transaction; a failing hook keeps nothing", async () => {
    const l = await listing();
    const { conversation, message } = await messages.startInquiry("r3", l, { text: "Hook me" });
    expect(hooked.at(-1)).toEqual({
      conversationId: conversation.id,
      messageId: message.id,
      senderId: "r3",
      recipientId: "owner",
      listingTitle: "Canon EOS R5",
    });
    const before = await count("messages");
    const unread = await messages.unreadCount("r3");
    failHook = true;
    try {
      await rejects(
        messages.send("owner", conversation.id, { text: "Lost" }),
        Error,
        "the hook failed",
      );
    } finally {
      failHook = false;
    }
    expect(await count("messages")).toBe(before);
    expect(await messages.unreadCount("r3")).toBe(unread);
  });
});
