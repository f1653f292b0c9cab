// /account's "Where you are signed in" forms as a browser posts them: the person's other session is signed out and
// the page says so; another person's session, or one already ended, is refused on the form and nothing ends; "Sign out
// everywhere else" keeps this session only.
import { describe, expect, it } from "vitest";
import { cookieOf, meta } from "../../../server/testing/accounts";
import { apiHarness } from "../../../server/testing/http";
import { pageCalls } from "../../../server/testing/page-calls";
import * as accountPage from "./index";

const h = await apiHarness();
const PASSWORD = "okra-soup-harmattan-41";
let n = 0;

const { post, load } = pageCalls(h, "10.0.0.8", "/account", accountPage);
const page = async (cookie: string, query = "") => (await load(cookie, query)) as { sessions: { list: { id: string; device: string; signOut: string | null }[]; done: string | null; gone: string | null; onlyHere: string | null } };
/** A person signed in twice: here and on another phone. */
async function twice() {
  const email = `sessions-page-${++n}@example.com`;
  const here = cookieOf((await h.services.accounts.signUp({ name: "Tunde", email, password: PASSWORD }, meta())).headers);
  const phone = cookieOf((await h.services.accounts.signIn({ email, password: PASSWORD }, meta())).headers);
  return { here, phone };
}
const signedIn = async (cookie: string) => (await h.services.accounts.getSession(meta(cookie))).session !== null;

describe("/account: where you are signed in", () => {
  it("lists both sessions, this one first without a button, and signs the other out", async () => {
    const p = await twice();
    const before = await page(p.here);
    expect(before.sessions.list).toHaveLength(2);
    expect(before.sessions.list[0]!.signOut).toBeNull();
    const other = before.sessions.list[1]!;
    expect(other.signOut).toMatch(/^Sign out .*, last used /);
    const res = (await post(p.here, { intent: "session-sign-out", id: other.id })) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account?saved=session-sign-out#sessions");
    expect(await signedIn(p.phone)).toBe(false);
    const after = await page(p.here, "?saved=session-sign-out");
    expect(after.sessions).toMatchObject({ done: "That device is signed out.", onlyHere: "You are signed in only here." });
  });

  it("ends nothing for another person's session or one already ended, and says it had ended", async () => {
    const victim = await twice();
    const stranger = await twice();
    const [theirs] = (await page(victim.phone)).sessions.list;
    const refused = (await post(stranger.here, { intent: "session-sign-out", id: theirs!.id })) as Response;
    expect(refused.headers.get("location")).toBe("/account?saved=session-gone#sessions");
    expect([await signedIn(victim.here), await signedIn(victim.phone)]).toEqual([true, true]);
    expect((await page(stranger.here, "?saved=session-gone")).sessions).toMatchObject({ gone: expect.stringMatching(/had ended already/) });
  });

  it("signs out everywhere else, keeping this session", async () => {
    const p = await twice();
    const res = (await post(p.phone, { intent: "sessions-sign-out-others" })) as Response;
    expect(res.headers.get("location")).toBe("/account?saved=sessions-sign-out-others#sessions");
    expect([await signedIn(p.here), await signedIn(p.phone)]).toEqual([false, true]);
  });
});
