// Where a person is signed in (issue 37, item 5), through the whole HTTP app: GET /me/sessions lists the person's own
// sessions with their devices, DELETE /me/sessions/{id} ends one, POST /me/sessions/sign-out-others ends the rest; the
// wrong person, no session, a forged origin and a bad id change nothing.
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { knownDevices, mailOutbox, users } from "../../db/schema";
import { apiHarness } from "../../testing/http";

const h = await apiHarness();
const { call, services, db } = h;

const ANDROID = "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
let seq = 0;

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** A person signed in three times: on an Android phone (by joining), an iPhone and a script. */
async function personOnThreeDevices() {
  const n = ++seq;
  const email = `sessions-${n}@example.com`;
  const password = `river-${n}-kola-nut-s`;
  const meta = (ua: string, ip: string) => ({ ip, headers: new Headers({ "user-agent": ua }) });
  const android = cookieOf((await services.accounts.signUp({ name: `Ngozi ${n}`, email, password }, meta(ANDROID, `10.37.${n}.1`))).headers);
  const iphone = cookieOf((await services.accounts.signIn({ email, password }, meta(IPHONE, `10.37.${n}.2`))).headers);
  const script = cookieOf((await services.accounts.signIn({ email, password }, meta("curl/8.5.0", `10.37.${n}.3`))).headers);
  return { android, iphone, script, email, password, meta };
}

const sessionsOf = async (cookie: string) => ((await (await call("GET", "/me/sessions", { cookie })).json()) as { sessions: { id: string; device: string; current: boolean; ipAddress: string | null }[] }).sessions;
const signedIn = async (cookie: string) => (await call("GET", "/me", { cookie })).status === 200;

describe("GET /api/v1/me/sessions", () => {
  it("lists the person's own sessions, this one first, with their devices and addresses and no token", async () => {
    const p = await personOnThreeDevices();
    const res = await call("GET", "/me/sessions", { cookie: p.iphone });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const text = await res.text();
    const { sessions } = JSON.parse(text) as { sessions: { device: string; current: boolean; ipAddress: string }[] };
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: "Safari on iPhone", current: true });
    expect(sessions.slice(1).map((s) => s.device).sort()).toEqual(["A script", "Chrome on Android"]);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // No session's token, in any form.
    for (const cookie of [p.android, p.iphone, p.script]) expect(text).not.toContain(decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!);
  });

  it("answers 401 without a session, for each of the three", async () => {
    const someone = await personOnThreeDevices();
    const [id] = (await sessionsOf(someone.android)).map((s) => s.id);
    for (const [method, path] of [["GET", "/me/sessions"], ["DELETE", `/me/sessions/${id}`], ["POST", "/me/sessions/sign-out-others"]] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
    expect(await signedIn(someone.android)).toBe(true);
  });
});

describe("signing sessions out", () => {
  it("ends one session at once; the others go on", async () => {
    const p = await personOnThreeDevices();
    const phone = (await sessionsOf(p.android)).find((s) => s.device === "Safari on iPhone")!;
    const res = await call("DELETE", `/me/sessions/${phone.id}`, { cookie: p.android });
    expect(res.status).toBe(204);
    expect(await signedIn(p.iphone)).toBe(false);
    expect(await signedIn(p.android)).toBe(true);
    expect(await signedIn(p.script)).toBe(true);
    // Gone is gone: a second time is not found.
    expect((await call("DELETE", `/me/sessions/${phone.id}`, { cookie: p.android })).status).toBe(404);
  });

  it("signs out everywhere else, keeping this session", async () => {
    const p = await personOnThreeDevices();
    const res = await call("POST", "/me/sessions/sign-out-others", { cookie: p.script });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signedOut: 2 });
    expect([await signedIn(p.android), await signedIn(p.iphone), await signedIn(p.script)]).toEqual([false, false, true]);
    expect((await sessionsOf(p.script)).map((s) => s.current)).toEqual([true]);
  });

  it("refuses another person's session as not found, a forged origin and a bad id, ending nothing", async () => {
    const owner = await personOnThreeDevices();
    const stranger = await personOnThreeDevices();
    const theirs = (await sessionsOf(owner.android)).find((s) => !s.current)!;
    expect((await call("DELETE", `/me/sessions/${theirs.id}`, { cookie: stranger.android })).status).toBe(404);
    const forged = { cookie: owner.android, headers: { origin: "https://evil.example" } };
    expect((await call("DELETE", `/me/sessions/${theirs.id}`, forged)).status).toBe(403);
    expect((await call("POST", "/me/sessions/sign-out-others", forged)).status).toBe(403);
    const bad = await call("DELETE", "/me/sessions/not%20an%20id!", { cookie: owner.android });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { id: expect.any(String) } });
    expect((await sessionsOf(owner.android)).length).toBe(3);
    expect(await signedIn(stranger.iphone)).toBe(true);
  });
});

describe("a sign-in from a new device", () => {
  const newDeviceMails = (to: string) => db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, "A new sign-in to your Haya account")));

  it("e-mails the person once per new device, with the device, the address and the link; joining does not", async () => {
    const p = await personOnThreeDevices();
    // Joining on the Android phone said nothing; the iPhone and the script were new devices.
    const mails = await newDeviceMails(p.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join("\n")).toMatch(/Safari on iPhone .* from 10\.37\.\d+\.2/);
    expect(mails[0]!.text).toContain("/account#sessions");
    // The same iPhone again, after a browser update: no new e-mail.
    await services.accounts.signIn({ email: p.email, password: p.password }, p.meta(IPHONE.replace("18_1", "18_2").replace("Version/18.1", "Version/18.2"), "10.37.200.9"));
    await services.accounts.signIn({ email: p.email, password: p.password }, p.meta(ANDROID, "10.37.200.10"));
    expect(await newDeviceMails(p.email)).toHaveLength(2);
  });

  it("does not tell, nor keep the device, when a second step is still to come after the password", async () => {
    const p = await personOnThreeDevices();
    await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, p.email));
    // The password alone on a Windows computer: the two-factor plugin ends that session at once and asks for a code.
    const windows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const step = await services.accounts.signIn({ email: p.email, password: p.password }, p.meta(windows, "10.37.201.1"));
    expect(step.twoFactor).toBe(true);
    expect(await newDeviceMails(p.email)).toHaveLength(2);
    const devices = (await db.select({ device: knownDevices.device }).from(knownDevices).innerJoin(users, eq(users.id, knownDevices.userId)).where(eq(users.email, p.email))).map((d) => d.device);
    expect(devices).not.toContain("Chrome|Windows");
  });
});
