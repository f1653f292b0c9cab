// The notifications API: a person reads and marks only their own notifications (another's ids change nothing, a
// visitor is a 401, a write from another website a 403, an API token a 403: session only), pages go newest first with a
// cursor, the unread count goes down as they are read; the e-mail settings keep each kind's choice and refuse turning
// an essential kind off, or bad input.
import { describe, expect, it } from "vitest";
import { apiHarness, type TestPerson } from "../../testing/http";

const h = await apiHarness();
const n = h.services.notifications;

async function withNotifications(name: string, count: number): Promise<TestPerson> {
  const p = await h.join(name);
  for (let i = 1; i <= count; i++) await n.notify(h.db, { userId: p.id, kind: "message", key: `t${i}`, title: `Message ${i}`, body: "Open it", link: `/messages/${i}` });
  return p;
}

describe("GET /api/v1/notifications", () => {
  it("lists the person's own, newest first, with the unread count and a cursor", async () => {
    const ada = await withNotifications("Ada", 3);
    await withNotifications("Bola", 2);
    const first = await h.client(ada).GET("/notifications", { params: { query: { limit: 2 } } });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.data!.unread).toBe(3);
    expect(first.data!.items.map((i) => i.title)).toEqual(["Message 3", "Message 2"]);
    expect(first.data!.items[0]).toMatchObject({ kind: "message", link: "/messages/3", read: false, body: "Open it" });
    const second = await h.client(ada).GET("/notifications", { params: { query: { limit: 2, before: first.data!.next! } } });
    expect(second.data!.items.map((i) => i.title)).toEqual(["Message 1"]);
    expect(second.data!.next).toBeNull();
  });

  it("is a 401 for a visitor, a 400 for a bad page, a 403 for an API token", async () => {
    expect((await h.call("GET", "/notifications")).status).toBe(401);
    const p = await h.join("Chi");
    for (const q of ["limit=0", "limit=101", "limit=x", "before=-1"]) expect((await h.call("GET", `/notifications?${q}`, { cookie: p.cookie })).status).toBe(400);
    const { secret } = await h.services.apiTokens.create(p.id, { name: "script", scopes: ["bookings:read"], expiresIn: "30" });
    expect((await h.call("GET", "/notifications", { headers: { authorization: `Bearer ${secret}` } })).status).toBe(403);
  });
});

describe("POST /api/v1/notifications/read", () => {
  it("marks the person's own read, by id or all; another's ids change nothing of theirs", async () => {
    const dayo = await withNotifications("Dayo", 3);
    const emeka = await withNotifications("Emeka", 2);
    const theirs = (await n.list(emeka.id, { limit: 5 })).items.map((i) => i.id);
    const mine = (await n.list(dayo.id, { limit: 5 })).items.map((i) => i.id);
    const stranger = await h.client(dayo).POST("/notifications/read", { body: { ids: theirs } });
    expect(stranger.response.status).toBe(200);
    expect(stranger.data!.unread).toBe(3);
    expect(await n.unreadCount(emeka.id)).toBe(2);
    expect((await h.client(dayo).POST("/notifications/read", { body: { ids: [mine[0]!] } })).data!.unread).toBe(2);
    expect((await h.client(dayo).POST("/notifications/read", { body: { all: true } })).data!.unread).toBe(0);
    expect(await n.unreadCount(emeka.id)).toBe(2);
  });

  it("refuses a visitor, a forged origin, an API token and bad input, and marks nothing", async () => {
    const p = await withNotifications("Funke", 1);
    expect((await h.call("POST", "/notifications/read", { body: { all: true } })).status).toBe(401);
    expect((await h.call("POST", "/notifications/read", { cookie: p.cookie, body: { all: true }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    const { secret } = await h.services.apiTokens.create(p.id, { name: "script", scopes: ["bookings:write"], expiresIn: "30" });
    expect((await h.call("POST", "/notifications/read", { body: { all: true }, headers: { authorization: `Bearer ${secret}` } })).status).toBe(403);
    for (const body of [{}, { ids: [] }, { ids: ["x"] }, { ids: [0] }, { all: "yes" }, "not json"])
      expect((await h.call("POST", "/notifications/read", { cookie: p.cookie, body })).status).toBeGreaterThanOrEqual(400);
    expect(await n.unreadCount(p.id)).toBe(1);
  });
});

describe("GET/PUT /api/v1/me/notification-settings", () => {
  it("answers every kind with its choice; saves a choice; refuses turning an essential kind off", async () => {
    const p = await h.join("Gbenga");
    const got = await h.client(p).GET("/me/notification-settings");
    expect(got.data!.kinds).toHaveLength(18);
    expect(got.data!.kinds.every((k) => k.email)).toBe(true);
    const put = await h.client(p).PUT("/me/notification-settings", { body: { email: { review: false, message: false } } });
    expect(put.response.status).toBe(200);
    expect(put.data!.kinds.filter((k) => !k.email).map((k) => k.kind)).toEqual(["message", "review"]);
    expect(await n.wantsEmail(h.db, p.id, "review")).toBe(false);
    const essential = await h.client(p).PUT("/me/notification-settings", { body: { email: { booking_paid: false } } });
    expect(essential.response.status).toBe(400);
    expect(await n.wantsEmail(h.db, p.id, "booking_paid")).toBe(true);
    expect((await h.call("PUT", "/me/notification-settings", { cookie: p.cookie, body: { email: { nonsense: false } } })).status).toBe(400);
    expect((await h.call("PUT", "/me/notification-settings", { cookie: p.cookie, body: { email: { review: "no" } } })).status).toBe(400);
  });

  it("is a 401 for a visitor and a 403 from another website", async () => {
    const p = await h.join("Halima");
    expect((await h.call("GET", "/me/notification-settings")).status).toBe(401);
    expect((await h.call("PUT", "/me/notification-settings", { body: { email: { review: false } } })).status).toBe(401);
    expect((await h.call("PUT", "/me/notification-settings", { cookie: p.cookie, body: { email: { review: false } }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await n.wantsEmail(h.db, p.id, "review")).toBe(true);
  });
});
