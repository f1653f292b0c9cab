// The messages pages on the server: the inbox, the conversation page (its two people only; a 404 for a stranger, a
// redirect to sign in for a visitor), its Send, Block/Unblock and Report posts, and /messages/new behind 'Message owner'
// (the owner goes back to the item; an existing question opens its conversation). Refusals keep what was typed.
import { describe, expect, it } from "vitest";
import { messageTextMessage } from "@core/messages";
import type { CurrentSession } from "../../../server/features/accounts/accounts.service";
import { createServices } from "../../../server/services";
import { bookingsFixture } from "../../../server/testing/bookings";
import { bookingMessagesState } from "~/routes/bookings/booking-messages.server";
import { loader as conversationLoader, action as conversationAction } from "./$id";
import { loader as inboxLoader } from "./index";
import { loader as rootLoader } from "~/root";
import { loader as newLoader, action as newAction } from "./new";
import { testContext } from "../../../server/testing/page-context";

const { db, listing } = await bookingsFixture(["stranger"]);
const services = createServices(db);
const context = (userId: string | null) => testContext({ services, log: () => {}, session: userId ? ({ user: { id: userId } } as CurrentSession) : null });

type Args = Parameters<typeof conversationLoader>[0];
const args = (userId: string | null, url: string, params: Record<string, string> = {}, body?: Record<string, string>) =>
  ({
    request: new Request(`http://haya.test${url}`, body ? { method: "POST", body: new URLSearchParams(body) } : undefined),
    params,
    context: context(userId),
  }) as unknown as Args;

/** What a loader or action threw or answered (a redirect, a 404), as a Response or React Router's data(). */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; location?: string | null; data?: unknown }> {
  try {
    const r = await run();
    if (r instanceof Response) return { status: r.status, location: r.headers.get("location") };
    const d = r as { data?: unknown; init?: { status?: number } };
    if (d && typeof d === "object" && "init" in d) return { status: d.init?.status ?? 200, data: d.data };
    return { status: 200, data: r };
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get("location") };
    const d = e as { init?: { status?: number }; data?: unknown };
    if (d?.init?.status) return { status: d.init.status, data: d.data };
    throw e;
  }
}

describe("/messages/new and the conversation page", () => {
  it("the renter asks, the number is hidden and said so; the owner reads it; a stranger and a visitor cannot", async () => {
    const id = await listing();
    // Signed out: sign in first, then back to the question.
    const visitor = await outcome(() => newLoader(args(null, `/messages/new?listing=${id}`) as never));
    expect(visitor).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent(`/messages/new?listing=${id}`)}` });
    // The owner has nobody to ask: back to their item.
    expect(await outcome(() => newLoader(args("owner", `/messages/new?listing=${id}`) as never))).toMatchObject({ status: 302, location: `/item/${id}` });
    expect(await outcome(() => newLoader(args("renter", `/messages/new?listing=abc`) as never))).toMatchObject({ status: 404 });
    // An item not on offer takes no questions.
    const paused = await listing({ status: "paused" });
    expect(await outcome(() => newLoader(args("renter", `/messages/new?listing=${paused}`) as never))).toMatchObject({ status: 404 });
    const page = await outcome(() => newLoader(args("renter", `/messages/new?listing=${id}`) as never));
    expect(page.status).toBe(200);

    // An empty message comes back with its reason.
    const empty = await outcome(() => newAction(args("renter", `/messages/new?listing=${id}`, {}, { intent: "send", text: "  " }) as never));
    expect(empty).toMatchObject({ status: 400, data: { errors: { text: messageTextMessage() } } });

    const sent = await outcome(() => newAction(args("renter", `/messages/new?listing=${id}`, {}, { intent: "send", text: "Is it free on Saturday? Call me on 0803 123 4567" }) as never));
    expect(sent.status).toBe(302);
    const m = /^\/messages\/(\d+)\?sent=hidden#send$/.exec(sent.location ?? "");
    expect(m, sent.location ?? "").not.toBeNull();
    const cid = m![1]!;

    // Asking again opens the same conversation.
    expect(await outcome(() => newLoader(args("renter", `/messages/new?listing=${id}`) as never))).toMatchObject({ status: 302, location: `/messages/${cid}#send` });

    // The owner: one unread in the header's count and the inbox, the number hidden; reading it marks it read.
    expect(await services.messages.unreadCount("owner")).toBe(1);
    const inbox = await outcome(() => inboxLoader(args("owner", "/messages") as never));
    const rows = (inbox.data as { result: { items: { id: number; preview: string; unread: number }[] } }).result.items;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: Number(cid), unread: 1, preview: "Is it free on Saturday? Call me on [hidden]" });
    const read = await outcome(() => conversationLoader(args("owner", `/messages/${cid}`, { id: cid })));
    const view = read.data as { conversation: { other: { id: string } }; messages: { text: string; mine: boolean }[] };
    expect(view.conversation.other.id).toBe("renter");
    expect(view.messages).toMatchObject([{ text: "Is it free on Saturday? Call me on [hidden]", mine: false }]);
    expect(await services.messages.unreadCount("owner")).toBe(0);

    // Anyone else: the 404 page; signed out: sign in.
    expect(await outcome(() => conversationLoader(args("stranger", `/messages/${cid}`, { id: cid })))).toMatchObject({ status: 404 });
    expect(await outcome(() => conversationAction(args("stranger", `/messages/${cid}`, { id: cid }, { intent: "send", text: "hi" }) as never))).toMatchObject({ status: 404 });
    expect(await outcome(() => conversationLoader(args(null, `/messages/${cid}`, { id: cid })))).toMatchObject({ status: 302, location: `/login?redirectTo=${encodeURIComponent(`/messages/${cid}`)}` });
    expect(await outcome(() => conversationLoader(args("owner", "/messages/x", { id: "x" })))).toMatchObject({ status: 404 });

    // The owner answers; a plain answer has nothing to explain.
    expect(await outcome(() => conversationAction(args("owner", `/messages/${cid}`, { id: cid }, { intent: "send", text: "Yes, it is free." }) as never))).toMatchObject({
      status: 302,
      location: `/messages/${cid}#send`,
    });
  });

  it("a too long message comes back with what was typed; Block stops sending both ways; Report takes a listed reason once", async () => {
    const id = await listing();
    const sent = await services.messages.startInquiry("renter2", id, { text: "Hello" });
    const cid = String(sent.conversation.id);
    const post = (userId: string, body: Record<string, string>) => outcome(() => conversationAction(args(userId, `/messages/${cid}`, { id: cid }, body) as never));

    const long = "x".repeat(2001);
    expect(await post("renter2", { intent: "send", text: long })).toMatchObject({ status: 400, data: { values: { text: long }, errors: { text: expect.stringMatching(/2000/) } } });

    expect(await post("owner", { intent: "block" })).toMatchObject({ status: 302, location: `/messages/${cid}?done=block#safety` });
    const refused = await post("renter2", { intent: "send", text: "Are you there?" });
    expect(refused).toMatchObject({ status: 403, data: { values: { text: "Are you there?" } } });
    expect(await post("owner", { intent: "send", text: "x" })).toMatchObject({ status: 403 });
    expect(await post("owner", { intent: "unblock" })).toMatchObject({ status: 302, location: `/messages/${cid}?done=unblock#safety` });
    expect(await post("renter2", { intent: "send", text: "Are you there?" })).toMatchObject({ status: 302 });

    expect(await post("renter2", { intent: "report", reason: "not a reason", details: "Kept" })).toMatchObject({ status: 400, data: { values: { details: "Kept" }, errors: { reason: expect.any(String) } } });
    expect(await post("renter2", { intent: "report", reason: "asked to pay outside Haya", details: "Asked for a transfer" })).toMatchObject({ status: 302, location: `/messages/${cid}?done=report#safety` });
    expect(await post("renter2", { intent: "report", reason: "spam" })).toMatchObject({ status: 409 });
    expect(await post("renter2", { intent: "nonsense" })).toMatchObject({ status: 400 });
  });

  it("the inbox pages by cursor; a cursor not of the inbox is the 404 page; signed out, sign in", async () => {
    const a = await listing();
    const b = await listing();
    await services.messages.startInquiry("stranger", a, { text: "First" });
    await services.messages.startInquiry("stranger", b, { text: "Second" });
    const inbox = (url: string) => outcome(() => inboxLoader(args("stranger", url) as never));
    const first = (await inbox("/messages")).data as { result: { items: { preview: string }[]; nextCursor: string | null } };
    expect(first.result.items.map((i) => i.preview)).toEqual(["Second", "First"]);
    expect(await inbox("/messages?cursor=%2F..")).toMatchObject({ status: 404 });
    expect(await outcome(() => inboxLoader(args(null, "/messages") as never))).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fmessages" });
  });
});

describe("the booking page's Messages section", () => {
  it("shows the booking's conversation to its two people, sends from there back to the booking; a 404 for anyone else", async () => {
    const id = await listing({ mode: "instant" });
    const today = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const booking = await services.bookings.createBooking({ listingId: id, renterId: "renter", startDate: today, endDate: end, pickupTime: "9:00 AM", units: 1 });
    const empty = await bookingMessagesState(services, booking.id, "owner");
    expect(empty.messages).toEqual([]);
    const cid = String(empty.conversation.id);
    const back = await outcome(() => conversationAction(args("renter", `/messages/${cid}`, { id: cid }, { intent: "send", text: "See you at 9", back: String(booking.id) }) as never));
    expect(back).toMatchObject({ status: 302, location: `/bookings/${booking.id}#messages` });
    const state = await bookingMessagesState(services, booking.id, "owner");
    expect(state.conversation.id).toBe(empty.conversation.id);
    expect(state.messages).toMatchObject([{ text: "See you at 9", mine: false }]);
    await expect(bookingMessagesState(services, booking.id, "stranger")).rejects.toThrow(/not found/i);
  });
});

describe("the header's unread count", () => {
  it("counts every unread message, but not those of the conversation the page opens (its loader runs beside the header's)", async () => {
    const a = await listing({ owner: "owner2" });
    const b = await listing({ owner: "owner2" });
    const first = await services.messages.startInquiry("renter", a, { text: "One" });
    await services.messages.startInquiry("renter2", b, { text: "Two" });
    const header = async (userId: string, path: string) =>
      ((await rootLoader({ request: new Request(`http://haya.test${path}`), params: {}, context: context(userId) } as never)) as { user: { unreadMessages: number } }).user.unreadMessages;
    const at = (path: string) => header("owner2", path);
    expect(await at("/")).toBe(2);
    expect(await at("/messages")).toBe(2);
    // Someone else's conversation marks nothing.
    expect(await header("stranger", `/messages/${first.conversation.id}`)).toBe(0);
    expect(await at("/")).toBe(2);
    expect(await at(`/messages/${first.conversation.id}.data`)).toBe(1);
    expect(await at("/")).toBe(1);
  });
});
