// /api/v1 messages as callers meet them: a renter asks about a listing and the owner answers; the inbox and unread
// counts; contact details hidden until a confirmed booking; the live stream delivers to the two people and ends when the
// client goes away; blocks and reports. Every route refuses anonymous (401), a stranger (404), a forged origin (403), an
// API token (403) and bad input (400, nothing stored).
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { contactsHiddenMessage } from "../../../core/messages";
import { rowsOf } from "../../db/rows";
import { apiHarness, type TestPerson } from "../../testing/http";
import { registry } from "../../metrics";
import { openStreams } from "./event-stream";

const h = await apiHarness();
const { db, services, call, app } = h;
afterAll(() => services.messages.close());

async function listingOf(owner: TestPerson, status = "published") {
  const [cat] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into categories (slug, name, title, description, name_pcm, title_pcm, description_pcm, icon, palette_from, palette_to, position)
      values (${`tools-${owner.id}-${status}`}, ${`Tools ${owner.id} ${status}`}, 'Tools', 'Tools', ${`Tools ${owner.id} ${status}`}, 'Tools', 'Tools', 'wrench', '#000000', '#ffffff', 1) returning id`),
  );
  const [l] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into listings (owner_id, category_id, title, description, price_per_day_kobo, status, state, city, published_at)
      values (${owner.id}, ${cat!.id}, 'Drill set', 'A cordless drill with bits', 500000, ${status}, 'Lagos', 'Ikeja', now()) returning id::int as id`),
  );
  return l!.id;
}
const messageCount = async () =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from messages`))[0]!.n;
const reportCount = async () =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from reports`))[0]!.n;

/** Reads the stream until `pattern` shows (or `ms` pass); answers all it read. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  pattern: RegExp,
  ms = 3_000,
): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  while (!pattern.test(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<undefined>((r) => setTimeout(() => r(undefined), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

const people = async () => ({
  owner: await h.join("Owner"),
  renter: await h.join("Renter"),
  stranger: await h.join("Stranger"),
});

describe("/api/v1 messages", () => {
  it("a renter asks, the owner answers; the inbox, unread counts and masking as both see them", async () => {
    const { owner, renter } = await people();
    const listingId = await listingOf(owner);
    const asked = await call("POST", `/listings/${listingId}/conversations`, {
      cookie: renter.cookie,
      body: { text: "Is it free on Saturday? My number is 0803 123 4567" },
    });
    expect(asked.status).toBe(201);
    const first = await asked.json();
    expect(first).toMatchObject({
      masked: true,
      maskedNotice: contactsHiddenMessage(),
      conversation: { me: "renter", other: { id: owner.id }, listing: { id: listingId } },
    });
    expect(first.message.text).not.toMatch(/0803/);
    const id = first.conversation.id as number;

    const inbox = await (await call("GET", "/conversations", { cookie: owner.cookie })).json();
    expect(inbox.unread).toBe(1);
    expect(inbox.conversations).toEqual([
      expect.objectContaining({ id, unread: 1, other: expect.objectContaining({ id: renter.id }) }),
    ]);
    expect(inbox.conversations[0].preview).not.toMatch(/0803/);

    const read = await call("GET", `/conversations/${id}/messages`, { cookie: owner.cookie });
    expect(read.status).toBe(200);
    expect(read.headers.get("cache-control")).toBe("private, no-store");
    const page = await read.json();
    expect(page.messages).toHaveLength(1);
    expect(page.messages[0]).toMatchObject({ mine: false, masked: true });
    expect(
      (await (await call("GET", "/conversations", { cookie: owner.cookie })).json()).unread,
    ).toBe(0);

    const answered = await call("POST", `/conversations/${id}/messages`, {
      cookie: owner.cookie,
      body: { text: "Yes, it is free." },
    });
    expect(answered.status).toBe(201);
    expect(await answered.json()).toMatchObject({
      masked: false,
      maskedNotice: null,
      message: { text: "Yes, it is free.", mine: true },
    });
    expect(
      (await (await call("GET", "/conversations", { cookie: renter.cookie })).json()).unread,
    ).toBe(1);
    // Asking again continues the same conversation.
    const again = await (
      await call("POST", `/listings/${listingId}/conversations`, {
        cookie: renter.cookie,
        body: { text: "Great, thanks" },
      })
    ).json();
    expect(again.conversation.id).toBe(id);
    const earlier = await (
      await call("GET", `/conversations/${id}/messages?limit=2`, { cookie: renter.cookie })
    ).json();
    expect(earlier).toMatchObject({ hasEarlier: true });
    const before = await (
      await call("GET", `/conversations/${id}/messages?before=${earlier.earlierCursor}`, {
        cookie: renter.cookie,
      })
    ).json();
    expect(before.messages.map((m: { id: number }) => m.id)).toEqual([first.message.id]);
  });

  it("streams a conversation's new messages to its two people, and ends when the client goes away", async () => {
    const { owner, renter, stranger } = await people();
    const listingId = await listingOf(owner);
    const { conversation } = await (
      await call("POST", `/listings/${listingId}/conversations`, {
        cookie: renter.cookie,
        body: { text: "Hello" },
      })
    ).json();
    const path = `/api/v1/conversations/${conversation.id}/events`;
    const listening = services.messages.liveListeners();
    const abort = new AbortController();
    const res = await app.request(path, {
      headers: { cookie: owner.cookie, accept: "text/event-stream" },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const reader = res.body!.getReader();
    expect(await readUntil(reader, /: connected/)).toMatch(/^retry: 3000\n: connected\n\n/);
    expect(services.messages.liveListeners()).toBe(listening + 1);
    expect(await registry.getSingleMetricAsString("haya_live_streams")).toMatch(
      /^haya_live_streams 1$/m,
    );

    const sent = await (
      await call("POST", `/conversations/${conversation.id}/messages`, {
        cookie: renter.cookie,
        body: { text: "Email me: ada@example.com" },
      })
    ).json();
    const got = await readUntil(reader, /\n\n$/);
    expect(got).toMatch(new RegExp(`^id: ${sent.message.id}\nevent: message\ndata: \\{`));
    const data = JSON.parse(/data: (.*)\n/.exec(got)![1]!);
    expect(data).toMatchObject({
      id: sent.message.id,
      mine: false,
      masked: true,
      senderId: renter.id,
    });
    expect(data.text).not.toMatch(/ada@example/);

    abort.abort();
    await reader.cancel().catch(() => {});
    expect(services.messages.liveListeners()).toBe(listening);
    expect(openStreams()).toBe(0);

    // A reconnection gets what it missed first.
    const resumed = await app.request(path, {
      headers: {
        cookie: renter.cookie,
        "last-event-id": String(conversation.id === 0 ? 0 : sent.message.id - 1),
      },
    });
    const r2 = resumed.body!.getReader();
    const missed = await readUntil(r2, /event: message/);
    expect(missed).toContain(`id: ${sent.message.id}\n`);
    expect(JSON.parse(/data: (.*)\n/.exec(missed)![1]!).mine).toBe(true);
    await r2.cancel();
    expect(services.messages.liveListeners()).toBe(listening);

    expect((await app.request(path, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await app.request(path)).status).toBe(401);
    expect(
      (await app.request(path, { headers: { cookie: owner.cookie, "last-event-id": "abc" } }))
        .status,
    ).toBe(400);
    expect(services.messages.liveListeners()).toBe(listening);
  });

  it("lets go of a stream whose client hangs up, over a real connection", async () => {
    const { owner, renter } = await people();
    const { conversation } = await (
      await call("POST", `/listings/${await listingOf(owner)}/conversations`, {
        cookie: renter.cookie,
        body: { text: "Hi" },
      })
    ).json();
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((r) => server.once("listening", () => r()));
    try {
      const { port } = server.address() as AddressInfo;
      const listening = services.messages.liveListeners();
      const req = http.get({
        host: "127.0.0.1",
        port,
        path: `/api/v1/conversations/${conversation.id}/events`,
        headers: { cookie: owner.cookie },
        agent: false,
      });
      const res = await new Promise<http.IncomingMessage>((r) => req.once("response", r));
      expect(res.statusCode).toBe(200);
      const first = await new Promise<string>((r) =>
        res.once("data", (b: Buffer) => r(b.toString())),
      );
      expect(first).toContain(": connected");
      expect(services.messages.liveListeners()).toBe(listening + 1);
      req.destroy();
      for (let i = 0; i < 50 && services.messages.liveListeners() > listening; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(services.messages.liveListeners()).toBe(listening);
      expect(openStreams()).toBe(0);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("lets a conversation page's post carry photos past the forms' small limit (and nowhere else under /messages)", async () => {
    const { owner } = await people();
    const form = () => {
      const f = new FormData();
      f.set("intent", "send");
      f.append("photos", new File([new Uint8Array(200 * 1024)], "a.jpg", { type: "image/jpeg" }));
      return f;
    };
    const post = (path: string) =>
      app.request(path, {
        method: "POST",
        body: form(),
        headers: { cookie: owner.cookie, origin: "http://localhost" },
      });
    expect((await post("/messages/1")).status).not.toBe(413);
    expect((await post("/messages")).status).toBe(413);
  });

  it("refuses anonymous (401), a stranger (404), a forged origin (403), an API token (403) and bad input (400) on every route, storing nothing", async () => {
    const { owner, renter, stranger } = await people();
    const listingId = await listingOf(owner);
    const draft = await listingOf(owner, "draft");
    const { conversation, message } = await (
      await call("POST", `/listings/${listingId}/conversations`, {
        cookie: renter.cookie,
        body: { text: "Hi" },
      })
    ).json();
    const c = conversation.id as number;
    const messages = await messageCount();
    const reports = await reportCount();
    const { secret } = await services.apiTokens.create(renter.id, {
      name: "script",
      scopes: ["bookings:read", "bookings:write", "listings:read", "listings:write"],
      expiresIn: "never",
    });
    const token = { authorization: `Bearer ${secret}` };
    const evil = { origin: "https://evil.example" };
    const routes: [string, string, unknown][] = [
      ["POST", `/listings/${listingId}/conversations`, { text: "Hello" }],
      ["GET", "/conversations", undefined],
      ["GET", `/conversations/${c}/messages`, undefined],
      ["POST", `/conversations/${c}/messages`, { text: "Hello" }],
      ["GET", `/conversations/${c}/events`, undefined],
      ["POST", `/users/${owner.id}/block`, undefined],
      ["DELETE", `/users/${owner.id}/block`, undefined],
      ["POST", "/reports", { subjectKind: "user", subjectId: owner.id, reason: "spam" }],
    ];
    for (const [method, path, body] of routes) {
      expect([method, path, (await call(method, path, { body })).status]).toEqual([
        method,
        path,
        401,
      ]);
      expect([method, path, (await call(method, path, { body, headers: token })).status]).toEqual([
        method,
        path,
        403,
      ]);
      if (method !== "GET")
        expect([
          method,
          path,
          (await call(method, path, { body, cookie: renter.cookie, headers: evil })).status,
        ]).toEqual([method, path, 403]);
    }
    // A stranger finds no conversation (and no stream).
    expect(
      (await call("GET", `/conversations/${c}/messages`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (
        await call("POST", `/conversations/${c}/messages`, {
          cookie: stranger.cookie,
          body: { text: "Let me in" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("GET", `/conversations/${c}/events`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (
        await call("POST", "/reports", {
          cookie: stranger.cookie,
          body: { subjectKind: "message", subjectId: String(message.id), reason: "spam" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await (await call("GET", "/conversations", { cookie: stranger.cookie })).json())
        .conversations,
    ).toEqual([]);
    // Not a listing to ask about: a draft, unknown, one's own.
    expect(
      (
        await call("POST", `/listings/${draft}/conversations`, {
          cookie: renter.cookie,
          body: { text: "Hi" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call("POST", "/listings/99999999/conversations", {
          cookie: renter.cookie,
          body: { text: "Hi" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call("POST", `/listings/${listingId}/conversations`, {
          cookie: owner.cookie,
          body: { text: "Hi" },
        })
      ).status,
    ).toBe(409);
    // Bad input, with a clear message.
    const empty = await call("POST", `/conversations/${c}/messages`, {
      cookie: renter.cookie,
      body: { text: "   " },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).fields.text).toMatch(/Write a message/);
    const long = await call("POST", `/listings/${listingId}/conversations`, {
      cookie: renter.cookie,
      body: { text: "x".repeat(2001) },
    });
    expect((await long.json()).fields.text).toBe("Keep your message under 2000 characters");
    expect(
      (
        await call("POST", `/conversations/${c}/messages`, {
          cookie: renter.cookie,
          body: "text=hi",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(415);
    expect(
      (await call("GET", `/conversations/abc/messages`, { cookie: renter.cookie })).status,
    ).toBe(400);
    expect(
      (await call("GET", `/conversations?before=%21%21`, { cookie: renter.cookie })).status,
    ).toBe(400);
    expect(
      (await call("GET", `/conversations?before=bm9wZQ`, { cookie: renter.cookie })).status,
    ).toBe(400);
    const reason = await call("POST", "/reports", {
      cookie: renter.cookie,
      body: { subjectKind: "user", subjectId: owner.id, reason: "rude" },
    });
    expect(reason.status).toBe(400);
    expect((await reason.json()).fields.reason).toMatch(/Choose a reason/);
    expect(
      (await call("POST", `/users/${renter.id}/block`, { cookie: renter.cookie })).status,
    ).toBe(400);
    expect((await call("POST", "/users/nobody/block", { cookie: renter.cookie })).status).toBe(404);
    expect(await messageCount()).toBe(messages);
    expect(await reportCount()).toBe(reports);
  });

  it("blocks stop both sides sending; a report is taken once", async () => {
    const { owner, renter } = await people();
    const listingId = await listingOf(owner);
    const { conversation } = await (
      await call("POST", `/listings/${listingId}/conversations`, {
        cookie: renter.cookie,
        body: { text: "Hi" },
      })
    ).json();
    expect(
      await (await call("POST", `/users/${renter.id}/block`, { cookie: owner.cookie })).json(),
    ).toEqual({ blocked: true });
    const refused = await call("POST", `/conversations/${conversation.id}/messages`, {
      cookie: renter.cookie,
      body: { text: "Hello?" },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/not taking messages from you/);
    expect(
      (
        await call("POST", `/conversations/${conversation.id}/messages`, {
          cookie: owner.cookie,
          body: { text: "Bye" },
        })
      ).status,
    ).toBe(403);
    const seen = await (
      await call("GET", `/conversations/${conversation.id}/messages`, { cookie: owner.cookie })
    ).json();
    expect(seen.conversation).toMatchObject({
      blocked: { byMe: true, byThem: false },
      canSend: false,
    });
    expect(
      await (await call("DELETE", `/users/${renter.id}/block`, { cookie: owner.cookie })).json(),
    ).toEqual({ blocked: false });
    expect(
      (
        await call("POST", `/conversations/${conversation.id}/messages`, {
          cookie: renter.cookie,
          body: { text: "Hello?" },
        })
      ).status,
    ).toBe(201);

    const body = {
      subjectKind: "listing",
      subjectId: String(listingId),
      reason: "scam or fraud",
      details: "Asked for a transfer first",
    };
    const first = await call("POST", "/reports", { cookie: renter.cookie, body });
    expect(first.status).toBe(201);
    expect((await first.json()).id).toBeGreaterThan(0);
    expect((await call("POST", "/reports", { cookie: renter.cookie, body })).status).toBe(409);
  });
});
