// The notification pages as a browser uses them: /notifications (signed-in only; one's own, newest first, unread
// marked; Mark all as read; Load More), /notifications/{id} (marks read, then goes to its page; another's or an unknown
// one is a 404), the header's count (root loader), the /account e-mail choices, and /unsubscribe (GET asks, POST turns
// that kind off without a session; a forged token is a 400 page).
import { describe, expect, it } from "vitest";
import { apiHarness, type TestPerson } from "../../../server/testing/http";
import type { Route as ListRoute } from "./+types/index";
import type { Route as OpenRoute } from "./+types/$id";
import type { Route as UnsubscribeRoute } from "../unsubscribe/+types/index";
import type { Route as AccountRoute } from "../account/+types/index";
import { action as listAction, loader as listLoader, PAGE } from "./index";
import { loader as openLoader } from "./$id";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe/index";
import { action as accountAction, loader as accountLoader } from "~/routes/account/index";
import { loader as rootLoader } from "~/root";
import { testContext } from "../../../server/testing/page-context";

const h = await apiHarness();
const n = h.services.notifications;

async function contextOf(p?: TestPerson) {
  const session = p ? (await h.services.accounts.getSession({ ip: "10.0.0.1", headers: new Headers({ cookie: p.cookie }) })).session : null;
  return testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session, meta: { ip: "10.0.0.1", headers: new Headers() } });
}
async function outcome(run: () => unknown): Promise<{ status: number; location: string | null; value: unknown }> {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status, location: value.headers.get("Location"), value };
    return { status: 200, location: null, value };
  } catch (e) {
    if (e instanceof Response) return { status: e.status, location: e.headers.get("Location"), value: e };
    const d = e as { init?: { status?: number }; data?: unknown };
    if (d.init?.status) return { status: d.init.status, location: null, value: d.data };
    throw e;
  }
}
const list = async (p: TestPerson | undefined, query = "") =>
  outcome(async () => listLoader({ request: new Request(`http://localhost/notifications${query}`), params: {}, context: await contextOf(p) } as unknown as ListRoute.LoaderArgs));
const open = async (p: TestPerson | undefined, id: string) =>
  outcome(async () => openLoader({ request: new Request(`http://localhost/notifications/${id}`), params: { id }, context: await contextOf(p) } as unknown as OpenRoute.LoaderArgs));
const postList = async (p: TestPerson | undefined, intent: string) =>
  outcome(async () =>
    listAction({ request: new Request("http://localhost/notifications", { method: "POST", body: new URLSearchParams({ intent }) }), params: {}, context: await contextOf(p) } as unknown as ListRoute.ActionArgs),
  );
const bell = async (p: TestPerson) => ((await rootLoader({ request: new Request("http://localhost/"), params: {}, context: await contextOf(p) } as never)) as { user: { unreadNotifications: number } }).user.unreadNotifications;

async function person(name: string, count: number) {
  const p = await h.join(name);
  for (let i = 1; i <= count; i++) await n.notify(h.db, { userId: p.id, kind: "booking_requested", key: `p${i}`, title: `Request ${i}`, body: "Answer it", link: `/bookings/${i}` });
  return p;
}

describe("/notifications", () => {
  it("sends a visitor to sign in, and shows a person their own, newest first, with the unread count", async () => {
    const anonymous = await list(undefined);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe("/login?redirectTo=%2Fnotifications");
    const ada = await person("Ada", 2);
    await person("Bola", 3);
    const page = (await list(ada)).value as { items: { title: string; read: boolean }[]; unread: number; more: boolean };
    expect(page.items.map((i) => i.title)).toEqual(["Request 2", "Request 1"]);
    expect(page.unread).toBe(2);
    expect(page.more).toBe(false);
    expect(await bell(ada)).toBe(2);
  });

  it("shows 20 at first and Load More shows 20 more (?show=40)", async () => {
    const p = await person("Chi", PAGE + 5);
    const first = (await list(p)).value as { items: unknown[]; more: boolean; show: number };
    expect(first.items).toHaveLength(PAGE);
    expect(first.more).toBe(true);
    const more = (await list(p, `?show=${first.show + PAGE}`)).value as { items: unknown[]; more: boolean };
    expect(more.items).toHaveLength(PAGE + 5);
    expect(more.more).toBe(false);
    expect(((await list(p, "?show=abc")).value as { items: unknown[] }).items).toHaveLength(PAGE);
  });

  it("opening one marks it read and goes to its page; the bell counts down; Mark all as read clears the rest", async () => {
    const p = await person("Dayo", 3);
    const [newest] = (await n.list(p.id, { limit: 1 })).items;
    const opened = await open(p, String(newest!.id));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/bookings/3");
    expect(await bell(p)).toBe(2);
    const done = await postList(p, "read-all");
    expect(done.location).toBe("/notifications");
    expect(await bell(p)).toBe(0);
    expect((await postList(p, "nonsense")).status).toBe(400);
  });

  it("is a 404 for another person's notification or an unknown id, and changes nothing; a visitor signs in first", async () => {
    const owner = await person("Emeka", 1);
    const stranger = await person("Funke", 0);
    const [theirs] = (await n.list(owner.id, { limit: 1 })).items;
    for (const id of [String(theirs!.id), "999999999", "0", "abc", "1.5", "-1"]) expect((await open(stranger, id)).status, id).toBe(404);
    expect(await bell(owner)).toBe(1);
    const anonymous = await open(undefined, String(theirs!.id));
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/login\?redirectTo=/);
    // Mark all as read by someone else leaves the owner's alone.
    await postList(stranger, "read-all");
    expect(await bell(owner)).toBe(1);
  });
});

describe("/account: Notifications", () => {
  const save = async (p: TestPerson, ticked: string[], texts: string[] = []) =>
    outcome(async () =>
      accountAction({
        request: new Request("http://localhost/account", {
          method: "POST",
          body: new URLSearchParams([["intent", "notifications"], ...ticked.map((k): [string, string] => ["email", k]), ...texts.map((k): [string, string] => ["sms", k])]),
        }),
        params: {},
        context: await contextOf(p),
      } as unknown as AccountRoute.ActionArgs),
    );
  it("lists every kind; unticked optional kinds are off, essential ones stay on whatever is sent", async () => {
    const p = await h.join("Gbenga");
    const page = (await accountLoader({ request: new Request("http://localhost/account"), params: {}, context: await contextOf(p) } as unknown as AccountRoute.LoaderArgs)) as { notificationPrefs: { kind: string; email: boolean; essential: boolean }[] };
    expect(page.notificationPrefs).toHaveLength(18);
    const saved = await save(p, ["message", "booking_paid"], ["booking_paid", "booking_pickup_tomorrow", "review"]);
    expect(saved.location).toBe("/account?saved=notifications#notifications");
    const prefs = await n.getPrefs(p.id);
    expect(prefs.filter((x) => !x.email).map((x) => x.kind).sort()).toEqual(["booking_declined", "booking_item_late", "booking_picked_up", "booking_pickup_tomorrow", "booking_return_due", "booking_returned", "review"]);
    expect(prefs.filter((x) => x.essential).every((x) => x.email)).toBe(true);
    // SMS: the ticked kinds that can go by SMS are on, the unticked off; a kind that never goes by SMS stays without.
    expect(Object.fromEntries(prefs.filter((x) => x.sms !== null).map((x) => [x.kind, x.sms]))).toEqual({
      booking_requested: false,
      booking_accepted: false,
      booking_paid: true,
      booking_pickup_tomorrow: true,
      booking_return_due: false,
      booking_item_late: false,
    });
    expect(prefs.find((x) => x.kind === "review")!.sms).toBeNull();
  });
});

describe("/unsubscribe", () => {
  const get = (token: string) => outcome(async () => unsubscribeLoader({ request: new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(token)}`), params: {}, context: await contextOf() } as unknown as UnsubscribeRoute.LoaderArgs));
  const post = (token: string, body = "List-Unsubscribe=One-Click") =>
    outcome(async () =>
      unsubscribeAction({
        request: new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
        params: {},
        context: await contextOf(),
      } as unknown as UnsubscribeRoute.ActionArgs),
    );

  it("GET asks and changes nothing; the one-click POST turns that kind off without a session", async () => {
    const p = await h.join("Halima");
    const token = await n.unsubscribeToken(p.id, "review");
    const asked = await get(token);
    expect(asked.status).toBe(200);
    expect(asked.value).toMatchObject({ done: false, label: expect.stringMatching(/review/i) });
    expect(await n.wantsEmail(h.db, p.id, "review")).toBe(true);
    const done = await post(token);
    expect(done.value).toMatchObject({ done: true });
    expect(await n.wantsEmail(h.db, p.id, "review")).toBe(false);
    // Twice is the same answer.
    expect((await post(token)).value).toMatchObject({ done: true });
    expect(await n.wantsEmail(h.db, p.id, "message")).toBe(true);
  });

  it("is a clear 400 page for a forged, cut or missing token, and changes nothing", async () => {
    const p = await h.join("Ifeoma");
    const token = await n.unsubscribeToken(p.id, "message");
    for (const bad of [token.slice(0, -3), `${Buffer.from("someone-else").toString("base64url")}.message.${token.split(".")[2]}`, "", "garbage"]) {
      const g = await get(bad);
      expect(g.status).toBe(400);
      expect(g.value).toMatchObject({ message: expect.stringMatching(/not valid/) });
      expect((await post(bad)).status).toBe(400);
    }
    expect(await n.wantsEmail(h.db, p.id, "message")).toBe(true);
  });
});
