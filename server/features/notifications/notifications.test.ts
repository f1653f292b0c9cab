// Notifications on the services: each event reaches the person(s) it concerns once, even when it is told again (a
// retried move, webhook or sweep); unread counts go up and down and never cross people; e-mail choices are kept (the
// essential kinds stay on) and honoured by the e-mails of optional kinds, which carry the one-click unsubscribe headers
// that essential ones do not; unsubscribe tokens name one person and kind and a forged one is refused. They are listed
// by when they happened, and one that asked for something is read once it is done (issue 38, item 9).
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lagosMidnight } from "../../../core/dates";
import type { Tx } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { InvalidError, NotFoundError } from "../../errors";
import { paymentsHarness, type PaymentsHarness } from "../../testing/payments";
import { createClaimsService } from "../claims/claims.service";
import { createReviewsService } from "../reviews/reviews.service";
import type { NotificationsService } from "./notifications.service";
import { storedWords } from "./notifications.words";
import { m } from "../../../core/paraglide/messages";
import { messagesFollowRequest } from "../../http/i18n/messages-locale";
import { requestLocale } from "../../http/i18n/request-locale";

messagesFollowRequest();

const HOUR = 3_600_000;
const GOOD = "Everything went smoothly, the camera was spotless.";

let h: PaymentsHarness;
let n: NotificationsService;
beforeAll(async () => {
  h = await paymentsHarness();
  n = h.services.notifications;
  await h.db.execute(sql`insert into users (id, name, email) values ('stranger', 'stranger', 'stranger@example.com')`);
});

/** Everyone's notifications about this booking (or with keys starting so), as person:kind. */
async function told(prefix: string): Promise<string[]> {
  const rows = rowsOf<{ userId: string; kind: string }>(
    await h.db.execute(sql`select user_id as "userId", kind from notifications where key like ${`${prefix}%`} order by id`),
  );
  return rows.map((r) => `${r.userId}:${r.kind}`);
}
const aboutBooking = (id: number) => told(`booking:${id}:`);

const inTx = <T>(fn: (tx: Tx) => Promise<T>) => h.db.transaction((t) => fn(t as unknown as Tx));

/** A paid booking (sandbox), told through the real webhook path and settled twice, as a retried webhook would. */
async function paid(o: { depositKobo?: number } = {}) {
  const b = await h.booking({ start: 1, end: 2, depositKobo: o.depositKobo ?? 0 });
  const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
  await h.payments.answerSandbox(reference, "success");
  await h.payments.settle(reference);
  await h.payments.settle(reference);
  return b;
}

/** The outbox's e-mails to `to` whose subject matches, waiting for the `after` hook that sends them (no job queue here). */
async function mailsTo(to: string, subject: RegExp, want = 1) {
  const read = async () =>
    rowsOf<{ subject: string; headers: Record<string, string> | null }>(
      await h.db.execute(sql`select subject, headers from mail_outbox where "to" = ${to} order by id`),
    ).filter((r) => subject.test(r.subject));
  for (let i = 0; i < 25; i++) {
    if ((await read()).length >= want) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return read();
}

describe("fan-out of bookings", () => {
  it("a request tells its owner; accepting (twice) tells the renter once; paying (settled twice) tells both once", async () => {
    const listingId = await h.booking({ mode: "request", start: 3, end: 4 });
    expect(await aboutBooking(listingId.id)).toEqual(["owner:booking_requested"]);
    await h.services.bookings.accept(listingId.id, "owner");
    await h.services.bookings.accept(listingId.id, "owner");
    expect(await aboutBooking(listingId.id)).toEqual(["owner:booking_requested", "renter:booking_accepted"]);
    const { reference } = await h.payments.startCheckout({ bookingId: listingId.id, renterId: "renter" });
    await h.payments.answerSandbox(reference, "success");
    await h.payments.settle(reference);
    await h.payments.settle(reference);
    expect(await aboutBooking(listingId.id)).toEqual(["owner:booking_requested", "renter:booking_accepted", "renter:booking_paid", "owner:booking_paid"]);
    const [first] = (await n.list("owner", { limit: 5 })).items;
    expect(first).toMatchObject({ kind: "booking_paid", link: `/bookings/${listingId.id}`, read: false });
    expect(first!.title).toMatch(/Booking confirmed: Canon EOS R5/);
  });

  it("a decline tells the renter; a cancellation tells the other side only; an instant booking tells nobody until paid", async () => {
    const declined = await h.booking({ mode: "request", start: 5, end: 6 });
    await h.services.bookings.decline(declined.id, "owner");
    expect(await aboutBooking(declined.id)).toEqual(["owner:booking_requested", "renter:booking_declined"]);

    const byRenter = await h.booking({ start: 7, end: 8 });
    expect(await aboutBooking(byRenter.id)).toEqual([]);
    await h.services.bookings.cancel(byRenter.id, { actor: "renter", userId: "renter" });
    expect(await aboutBooking(byRenter.id)).toEqual(["owner:booking_cancelled"]);

    const byOwner = await paid();
    await h.services.bookings.cancel(byOwner.id, { actor: "owner", userId: "owner" });
    expect((await aboutBooking(byOwner.id)).slice(-1)).toEqual(["renter:booking_cancelled"]);
  });

  it("pick-up and return tell the renter; an expiry (swept twice) tells both sides once", async () => {
    const b = await paid();
    await h.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
    await h.services.bookings.markReturned(b.id, "owner", { now: new Date(lagosMidnight(b.endDate) + 12 * HOUR) });
    expect((await aboutBooking(b.id)).slice(2)).toEqual(["renter:booking_picked_up", "renter:booking_returned"]);

    const late = await h.booking({ mode: "request", start: 9, end: 10 });
    const due = new Date(Date.now() + 400 * HOUR);
    await h.services.bookingTimers.sweep(due, [late.id]);
    await h.services.bookingTimers.sweep(due, [late.id]);
    expect(await aboutBooking(late.id)).toEqual(["owner:booking_requested", "renter:booking_expiring", "owner:booking_expiring"]);
  });

  it("the sweep tells the owner of a request with under 3 hours left, and the renter of a payment with under 1 hour, once", async () => {
    const request = await h.booking({ mode: "request", start: 11, end: 12 });
    const unpaid = await h.booking({ start: 13, end: 14 });
    const rows = rowsOf<{ id: number; expiresAt: string }>(await h.db.execute(sql`select id::int, expires_at as "expiresAt" from bookings where id in (${request.id}, ${unpaid.id})`));
    const expiry = (id: number) => new Date(rows.find((r) => r.id === id)!.expiresAt).getTime();
    // Too early for either.
    await n.sweep(new Date(expiry(request.id) - 4 * HOUR));
    expect(await told(`booking:${request.id}:expiring`)).toEqual([]);
    await n.sweep(new Date(expiry(request.id) - 2 * HOUR));
    await n.sweep(new Date(expiry(request.id) - HOUR));
    expect(await told(`booking:${request.id}:expiring`)).toEqual(["owner:booking_expiring"]);
    await n.sweep(new Date(expiry(unpaid.id) - 2 * HOUR));
    expect(await told(`booking:${unpaid.id}:expiring`)).toEqual([]);
    await n.sweep(new Date(expiry(unpaid.id) - HOUR / 2));
    await n.sweep(new Date(expiry(unpaid.id) - HOUR / 4));
    expect(await told(`booking:${unpaid.id}:expiring`)).toEqual(["renter:booking_expiring"]);
  });
});

/** The claims service with photos kept nowhere and mails dropped, whose events ring the bell. */
const claimsTellingTheBell = () =>
  createClaimsService(h.db, {
    photos: { save: async (bookingId) => ({ key: `bookings/${bookingId}/${Math.random()}`, width: 800, height: 600 }), remove: async () => {} },
    sendRefund: h.payments.sendRefund,
    sendMail: async () => {},
    siteUrl: "http://localhost:3000",
    onEvent: n.onClaim,
  });

describe("fan-out of claims, reviews, payouts and messages", () => {
  it("a claim tells the renter when filed, the owner when disputed, and both when decided", async () => {
    const claims = claimsTellingTheBell();
    const b = await paid({ depositKobo: 1_000_000 });
    await h.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
    await h.services.bookings.markReturned(b.id, "owner", { now: new Date(Date.now() - HOUR) });
    const claim = await claims.file({ bookingId: b.id, userId: "owner", amountKobo: 500_000, description: "The lens cap is missing and the strap is torn.", photos: [new Uint8Array([1])] });
    expect(await told(`claim:${claim.id}:`)).toEqual(["renter:claim_filed"]);
    await claims.answer({ bookingId: b.id, userId: "renter", accept: false, text: "The strap was already worn when I picked it up.", photos: [] });
    expect(await told(`claim:${claim.id}:`)).toEqual(["renter:claim_filed", "owner:claim_filed"]);
    await claims.decide(claim.id, { amountKobo: 200_000, note: "Half the strap", by: "operator" });
    expect(await told(`claim:${claim.id}:`)).toEqual(["renter:claim_filed", "owner:claim_filed", "owner:claim_decided", "renter:claim_decided"]);
  });

  it("a review tells the reviewed person when written, and each reviewed person when published (both wrote, or the sweep)", async () => {
    let clock = new Date();
    const reviews = createReviewsService(h.db, { now: () => clock, onEvent: n.onReview });
    const b = await paid();
    await h.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
    await h.services.bookings.markReturned(b.id, "owner", { now: new Date(Date.now() - HOUR) });
    const mine = await reviews.write({ bookingId: b.id, userId: "renter", rating: 5, body: GOOD });
    expect(await told(`review:${mine.id}:`)).toEqual(["owner:review"]);
    const theirs = await reviews.write({ bookingId: b.id, userId: "owner", rating: 4, body: "Careful renter, brought everything back on time." });
    expect(await told(`review:${mine.id}:`)).toEqual(["owner:review", "owner:review"]);
    expect(await told(`review:${theirs.id}:`)).toEqual(["renter:review"]);

    const lone = await paid();
    await h.services.bookings.markPickedUp(lone.id, "owner", { now: new Date(lagosMidnight(lone.startDate)) });
    await h.services.bookings.markReturned(lone.id, "owner", { now: new Date(Date.now() - HOUR) });
    const only = await reviews.write({ bookingId: lone.id, userId: "owner", rating: 5, body: "Careful renter, brought everything back on time." });
    clock = new Date(Date.now() + 15 * 24 * HOUR);
    await reviews.sweep();
    await reviews.sweep();
    expect(await told(`review:${only.id}:`)).toEqual(["renter:review", "renter:review"]);
  });

  it("a payout's outcome and a message tell their person once, however often told", async () => {
    for (let i = 0; i < 2; i++) {
      await inTx((tx) => n.onPayout(tx, { payoutId: 9001, ownerId: "owner", status: "success", amountKobo: 4_500_000, reason: null }));
      await inTx((tx) => n.onPayout(tx, { payoutId: 9002, ownerId: "owner", status: "failed", amountKobo: 4_500_000, reason: "Account closed" }));
      await inTx((tx) => n.onMessage(tx, { conversationId: 77, messageId: 501, senderId: "renter", recipientId: "owner", listingTitle: "Canon EOS R5" }));
    }
    expect(await told("payout:900")).toEqual(["owner:payout_sent", "owner:payout_failed"]);
    expect(await told("message:501")).toEqual(["owner:message"]);
    const items = (await n.list("owner", { limit: 3 })).items;
    expect(items.map((i) => i.link)).toEqual(["/messages/77", "/my-rentals?tab=earnings", "/my-rentals?tab=earnings"]);
  });

  it("rolls back with the change: a notification written in a transaction that fails is not kept", async () => {
    await expect(
      inTx(async (tx) => {
        await n.notify(tx, { userId: "renter", kind: "message", key: "rolled-back", title: "x", link: "/" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await told("rolled-back")).toEqual([]);
  });
});

describe("unread counts and reading", () => {
  it("counts up with each notification and down as they are read, one by one or all; never another person's", async () => {
    const p = "counter";
    await h.db.execute(sql`insert into users (id, name, email) values (${p}, 'Counter', 'counter@example.com')`);
    expect(await n.unreadCount(p)).toBe(0);
    for (let i = 1; i <= 3; i++) await n.notify(h.db, { userId: p, kind: "message", key: `c${i}`, title: `Message ${i}`, link: `/messages/${i}` });
    expect(await n.unreadCount(p)).toBe(3);
    const page = await n.list(p, { limit: 2 });
    expect(page.items.map((i) => i.title)).toEqual(["Message 3", "Message 2"]);
    expect(page.unread).toBe(3);
    const older = await n.list(p, { limit: 2, before: page.next! });
    expect(older.items.map((i) => i.title)).toEqual(["Message 1"]);
    expect(older.next).toBeNull();
    // Someone else's ids change nothing of theirs.
    const ownerBefore = await n.unreadCount("owner");
    const ownerIds = (await n.list("owner", { limit: 2 })).items.map((i) => i.id);
    expect(await n.markRead(p, ownerIds)).toBe(3);
    expect(await n.unreadCount("owner")).toBe(ownerBefore);
    await expect(n.open(p, ownerIds[0]!)).rejects.toBeInstanceOf(NotFoundError);
    expect(await n.open(p, page.items[0]!.id)).toBe("/messages/3");
    expect(await n.unreadCount(p)).toBe(2);
    expect(await n.markRead(p, "all")).toBe(0);
    expect((await n.list(p, { limit: 5 })).items.every((i) => i.read)).toBe(true);
  });

  it("are listed in the reader's language: the message kept with the row, its English text unchanged", async () => {
    const p = "pidgin-reader";
    await h.db.execute(sql`insert into users (id, name, email) values (${p}, 'Pidgin Reader', 'pidgin@example.com')`);
    // A listing title that reads like another message's English does not change what the title is.
    await n.notify(h.db, { userId: p, kind: "message", key: "words-1", title: storedWords(m.mail_notif_message_title, { title: "Ada cancelled your booking." }), body: storedWords(m.mail_notif_message_body), link: "/messages/1" });
    const [row] = rowsOf<{ title: string; body: string }>(await h.db.execute(sql`select title, body from notifications where user_id = ${p}`));
    expect(row).toEqual({ title: "New message about Ada cancelled your booking.", body: "Open the conversation to read and answer it." });
    const [pcm] = (await requestLocale.run("pcm", () => n.list(p, { limit: 1 }))).items;
    expect(pcm).toMatchObject({ title: "Dem send you message about Ada cancelled your booking.", body: "Open di conversation to read am and answer." });
    const [en] = (await n.list(p, { limit: 1 })).items;
    expect(en).toMatchObject({ title: "New message about Ada cancelled your booking.", body: "Open the conversation to read and answer it." });
  });

  it("never leads off Haya: a link that is not a path on the site opens /notifications", async () => {
    await n.notify(h.db, { userId: "stranger", kind: "message", key: "evil", title: "x", link: "//evil.example/" });
    const [item] = (await n.list("stranger", { limit: 1 })).items;
    expect(item!.link).toBe("/notifications");
  });
});

describe("newest first, and read once what they asked is done", () => {
  /** The person's unread notifications with keys starting so, by key. */
  async function unread(userId: string, prefix: string): Promise<string[]> {
    const rows = rowsOf<{ key: string }>(await h.db.execute(sql`select key from notifications where user_id = ${userId} and read_at is null and key like ${`${prefix}%`} order by id`));
    return rows.map((r) => r.key);
  }
  const expiryOf = async (id: number) => new Date(rowsOf<{ at: string }>(await h.db.execute(sql`select expires_at as at from bookings where id = ${id}`))[0]!.at);

  it("lists by when each happened, not by when it was written, across pages", async () => {
    const p = "late-writer";
    await h.db.execute(sql`insert into users (id, name, email) values (${p}, 'Late Writer', 'late@example.com')`);
    const at = Date.now();
    // Written in this order, happened in another (a replayed history, a late webhook).
    for (const [title, hoursAgo] of [["Tuesday", 24], ["Thursday", 1], ["Monday", 48], ["Wednesday", 12]] as const) {
      h.setClock(new Date(at - hoursAgo * HOUR));
      try {
        await n.notify(h.db, { userId: p, kind: "message", key: title, title, link: "/messages" });
      } finally {
        h.setClock(undefined);
      }
    }
    const first = await n.list(p, { limit: 3 });
    expect(first.items.map((i) => i.title)).toEqual(["Thursday", "Wednesday", "Tuesday"]);
    const rest = await n.list(p, { limit: 3, before: first.next! });
    expect(rest.items.map((i) => i.title)).toEqual(["Monday"]);
    expect(rest.next).toBeNull();
  });

  it("accepting reads the owner's 'accept or decline' and 'answer soon'; paying reads the renter's 'pay' and 'pay soon'", async () => {
    const b = await h.booking({ mode: "request", start: 21, end: 22 });
    await n.sweep(new Date((await expiryOf(b.id)).getTime() - HOUR));
    expect(await unread("owner", `booking:${b.id}:`)).toEqual([`booking:${b.id}:made:requested`, `booking:${b.id}:expiring:requested`]);
    await h.services.bookings.accept(b.id, "owner");
    expect(await unread("owner", `booking:${b.id}:`)).toEqual([]);
    await n.sweep(new Date((await expiryOf(b.id)).getTime() - HOUR / 2));
    expect(await unread("renter", `booking:${b.id}:`)).toEqual([`booking:${b.id}:accept:awaiting_payment`, `booking:${b.id}:expiring:awaiting_payment`]);
    const { reference } = await h.payments.startCheckout({ bookingId: b.id, renterId: "renter" });
    await h.payments.answerSandbox(reference, "success");
    await h.payments.settle(reference);
    // What is left unread is news, not a task: the booking is confirmed.
    expect(await unread("renter", `booking:${b.id}:`)).toEqual([`booking:${b.id}:pay:confirmed`]);
    expect(await unread("owner", `booking:${b.id}:`)).toEqual([`booking:${b.id}:pay:confirmed`]);
  });

  it("declining, or the renter cancelling, reads the owner's request; the news of it stays unread", async () => {
    const declined = await h.booking({ mode: "request", start: 23, end: 24 });
    await h.services.bookings.decline(declined.id, "owner");
    expect(await unread("owner", `booking:${declined.id}:`)).toEqual([]);
    expect(await unread("renter", `booking:${declined.id}:`)).toEqual([`booking:${declined.id}:decline:declined`]);
    const withdrawn = await h.booking({ mode: "request", start: 25, end: 26 });
    await h.services.bookings.cancel(withdrawn.id, { actor: "renter", userId: "renter" });
    expect(await unread("owner", `booking:${withdrawn.id}:`)).toEqual([`booking:${withdrawn.id}:cancel:cancelled`]);
  });

  it("answering a claim reads 'accept or dispute'; a review published reads 'write yours'; reading or answering a conversation reads its messages", async () => {
    const claims = claimsTellingTheBell();
    const reviews = createReviewsService(h.db, { onEvent: n.onReview });
    const b = await paid({ depositKobo: 1_000_000 });
    await h.services.bookings.markPickedUp(b.id, "owner", { now: new Date(lagosMidnight(b.startDate)) });
    await h.services.bookings.markReturned(b.id, "owner", { now: new Date(Date.now() - HOUR) });
    const claim = await claims.file({ bookingId: b.id, userId: "owner", amountKobo: 500_000, description: "The lens cap is missing and the strap is torn.", photos: [new Uint8Array([1])] });
    expect(await unread("renter", `claim:${claim.id}:`)).toEqual([`claim:${claim.id}:filed`]);
    await claims.answer({ bookingId: b.id, userId: "renter", accept: false, text: "The strap was already worn when I picked it up.", photos: [] });
    expect(await unread("renter", `claim:${claim.id}:`)).toEqual([]);

    const mine = await reviews.write({ bookingId: b.id, userId: "renter", rating: 5, body: GOOD });
    expect(await unread("owner", `review:${mine.id}:`)).toEqual([`review:${mine.id}:written`]);
    await reviews.write({ bookingId: b.id, userId: "owner", rating: 4, body: "Careful renter, brought everything back on time." });
    expect(await unread("owner", `review:${mine.id}:`)).toEqual([`review:${mine.id}:published`]);

    const listingId = (await h.booking({ start: 27, end: 28 })).listingId;
    const asked = await h.services.messages.startInquiry("renter2", listingId, { text: "Good day, is it free next month?" });
    const conversation = asked.conversation.id;
    expect(await unread("owner", `message:${asked.message.id}`)).toEqual([`message:${asked.message.id}`]);
    await h.services.messages.conversation("owner", conversation);
    expect(await unread("owner", `message:${asked.message.id}`)).toEqual([]);
    const again = await h.services.messages.send("renter2", conversation, { text: "And can I pick it up at noon?" });
    expect(await unread("owner", `message:${again.message.id}`)).toEqual([`message:${again.message.id}`]);
    // Answering without opening the page first (the API): the question is read too.
    await h.services.messages.send("owner", conversation, { text: "Yes, noon is fine." });
    expect(await unread("owner", `message:${again.message.id}`)).toEqual([]);
  });
});

describe("e-mail choices and unsubscribing", () => {
  it("keeps each person's choice per kind; essential kinds stay on and cannot be turned off", async () => {
    const prefs = await n.getPrefs("renter2");
    expect(prefs.every((p) => p.email)).toBe(true);
    expect(prefs.find((p) => p.kind === "booking_paid")).toMatchObject({ essential: true });
    await n.setPrefs("renter2", { review: false, message: false });
    expect(await n.wantsEmail(h.db, "renter2", "review")).toBe(false);
    expect(await n.wantsEmail(h.db, "renter", "review")).toBe(true);
    await n.setPrefs("renter2", { review: true });
    expect((await n.getPrefs("renter2")).filter((p) => !p.email).map((p) => p.kind)).toEqual(["message"]);
    await expect(n.setPrefs("renter2", { booking_paid: false })).rejects.toBeInstanceOf(InvalidError);
    await expect(n.setPrefs("renter2", { nonsense: true })).rejects.toBeInstanceOf(InvalidError);
    expect(await n.wantsEmail(h.db, "renter2", "booking_paid")).toBe(true);
  });

  it("an optional kind's e-mail carries List-Unsubscribe (one-click); an essential one does not; a kind turned off is not sent", async () => {
    const before = (await mailsTo("renter@example.com", /Request declined/, 0)).length;
    const declined = await h.booking({ mode: "request", start: 15, end: 16 });
    await h.services.bookings.decline(declined.id, "owner");
    const mail = (await mailsTo("renter@example.com", /Request declined/, before + 1))[before];
    expect(mail!.headers!["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [request] = await mailsTo("owner@example.com", /New booking request/);
    expect(request!.headers).toBeNull();

    // The token in the header turns that kind off for that person, and the next decline sends no e-mail.
    const token = decodeURIComponent(/token=([^>]+)>/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!);
    expect(await n.unsubscribe(token)).toEqual({ kind: "booking_declined" });
    expect(await n.wantsEmail(h.db, "renter", "booking_declined")).toBe(false);
    const again = await h.booking({ mode: "request", start: 17, end: 18 });
    await h.services.bookings.decline(again.id, "owner");
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailsTo("renter@example.com", /Request declined/, before + 2)).toHaveLength(before + 1);
    // The in-app notification still comes.
    expect(await aboutBooking(again.id)).toEqual(["owner:booking_requested", "renter:booking_declined"]);
    await n.setPrefs("renter", { booking_declined: true });
  });

  it("a message tells its recipient through the messages service; its unread e-mail carries the unsubscribe headers, and none goes once turned off", async () => {
    const listingId = (await h.booking({ start: 19, end: 20 })).listingId;
    const sent = await h.services.messages.startInquiry("renter", listingId, { text: "Good day, is it free next week?" });
    expect(await told(`message:${sent.message.id}`)).toEqual(["owner:message"]);
    const [item] = (await n.list("owner", { limit: 1 })).items;
    expect(item!.link).toBe(`/messages/${sent.conversation.id}`);
    const before = (await mailsTo("owner@example.com", /./, 0)).length;
    h.setClock(new Date(Date.now() + 20 * 60_000));
    try {
      expect(await h.services.messages.sendUnreadMails()).toBeGreaterThanOrEqual(1);
    } finally {
      h.setClock(undefined);
    }
    const mails = await mailsTo("owner@example.com", /./, before + 1);
    const unread = mails.slice(before).find((m) => m.headers?.["List-Unsubscribe"]);
    expect(unread?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await n.readToken(decodeURIComponent(/token=([^>]+)>/.exec(unread!.headers!["List-Unsubscribe"]!)![1]!))).toEqual({ userId: "owner", kind: "message" });

    await n.setPrefs("owner", { message: false });
    await h.services.messages.startInquiry("renter2", listingId, { text: "Hello, can I pick it up early?" });
    const count = (await mailsTo("owner@example.com", /./, 0)).length;
    h.setClock(new Date(Date.now() + 40 * 60_000));
    try {
      await h.services.messages.sendUnreadMails();
    } finally {
      h.setClock(undefined);
    }
    expect(await mailsTo("owner@example.com", /./, count + 1)).toHaveLength(count);
    await n.setPrefs("owner", { message: true });
  });

  it("refuses a forged, altered or essential-kind token", async () => {
    const good = await n.unsubscribeToken("renter2", "review");
    const [user, kind, mac] = good.split(".");
    const forged = [
      `${Buffer.from("owner").toString("base64url")}.${kind}.${mac}`,
      `${user}.message.${mac}`,
      `${user}.${kind}.${mac!.slice(0, -2)}AA`,
      `${user}.booking_paid.${mac}`,
      "",
      "a.b",
      "x".repeat(700),
    ];
    for (const t of forged) await expect(n.unsubscribe(t)).rejects.toBeInstanceOf(InvalidError);
    expect(await n.readToken(good)).toEqual({ userId: "renter2", kind: "review" });
  });
});
