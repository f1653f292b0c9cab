// /account's API token forms as a browser posts them: a new token's secret comes back once (only its hash is kept), bad
// input is a message beside its field with nothing created, revoking is the person's own tokens only, and a forged
// cross-site post never reaches the action.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../../server/db/rows";
import { MAX_TOKENS_PER_USER } from "../../../core/api-scopes";
import { apiHarness, type TestPerson } from "../../../server/testing/http";
import type { Route } from "./+types/index";
import { action, loader } from "./index";
import { testContext } from "../../../server/testing/page-context";

const h = await apiHarness();

async function contextOf(p: TestPerson) {
  const { session } = await h.services.accounts.getSession({ ip: "10.0.0.1", headers: new Headers({ cookie: p.cookie }) });
  return testContext({ services: h.services, log: () => {}, siteUrl: "http://localhost", session, meta: { ip: "10.0.0.1", headers: new Headers() } });
}

async function post(p: TestPerson, fields: [string, string][]) {
  const request = new Request("http://localhost/account", { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: await contextOf(p) } as unknown as Route.ActionArgs);
}
async function page(p: TestPerson, query = "") {
  const data = await loader({ request: new Request(`http://localhost/account${query}`), params: {}, context: await contextOf(p) } as unknown as Route.LoaderArgs);
  // The settings, never the just-joined welcome (?joined=1).
  if (data.welcome) throw new Error("the welcome, not the settings");
  return data;
}
type Answer = { data: { ok: boolean; secret?: string; errors?: Record<string, string>; values?: Record<string, string> }; init: { status?: number } | null };
const create = async (p: TestPerson, name: string, scopes: string[], expiresIn = "90") =>
  (await post(p, [["intent", "token-create"], ["name", name], ...scopes.map((s): [string, string] => ["scopes", s]), ["expiresIn", expiresIn]])) as unknown as Answer;
const tokensOf = async (p: TestPerson) => rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from api_tokens where user_id = ${p.id}`))[0]!.n;

describe("/account: API tokens", () => {
  it("creates a token: the secret is in this one answer, the page lists it by prefix only", async () => {
    const p = await h.join("Obinna");
    const answer = await create(p, "  Fleet calendar sync ", ["listings:read", "listings:write"], "never");
    expect(answer.data.ok).toBe(true);
    const secret = answer.data.secret!;
    expect(secret).toMatch(/^haya_pat_/);
    const { tokens } = await page(p);
    expect(tokens).toEqual([expect.objectContaining({ name: "Fleet calendar sync", prefix: `${secret.slice(0, 15)}…`, scopes: ["listings:read", "listings:write"], lastUsedAt: null, expiresAt: null })]);
    expect(JSON.stringify(tokens)).not.toContain(secret.slice(15));
    const stored = rowsOf<Record<string, unknown>>(await h.db.execute(sql`select * from api_tokens where user_id = ${p.id}`));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(15));
    // The script can use it at once.
    expect((await h.call("GET", "/me/listings", { headers: { authorization: `Bearer ${secret}` } })).status).toBe(200);
  });

  it.each([
    ["an empty name", "   ", ["listings:read"], "90", "name", /Give the token a name/],
    ["a name too long", "x".repeat(61), ["listings:read"], "90", "name", /at most 60/],
    ["no scope", "sync", [], "90", "scopes", /at least one scope/],
    ["a scope that does not exist", "sync", ["account:write"], "90", "scopes", /Choose from the scopes listed/],
    ["a lifetime not offered", "sync", ["listings:read"], "3650", "expiresIn", /how long/],
  ])("refuses %s beside its field, and creates nothing", async (_label, name, scopes, expiresIn, field, message) => {
    const p = await h.join("Precious");
    const answer = await create(p, name, scopes, expiresIn);
    expect(answer.init?.status).toBe(400);
    expect(answer.data.errors?.[field]).toMatch(message);
    expect(await tokensOf(p)).toBe(0);
    // What was typed comes back, the boxes ticked included.
    expect(answer.data.values).toMatchObject({ intent: "token-create", scopes: scopes.join(" ") });
  });

  it(`holds at most ${MAX_TOKENS_PER_USER} working tokens; revoking one makes room`, async () => {
    const p = await h.join("Rukayat");
    for (let i = 0; i < MAX_TOKENS_PER_USER; i++) await h.services.apiTokens.create(p.id, { name: `t${i}`, scopes: ["listings:read"], expiresIn: "30" });
    const refused = await create(p, "one more", ["listings:read"]);
    expect(refused.init?.status).toBe(409);
    expect(refused.data.errors?.form).toMatch(/already have 20 API tokens/);
    const [first] = (await page(p)).tokens;
    const revoked = (await post(p, [["intent", "token-revoke"], ["tokenId", String(first!.id)]])) as Response;
    expect(revoked.headers.get("Location")).toBe("/account?saved=token-revoke#api-tokens");
    expect((await create(p, "one more", ["listings:read"])).data.ok).toBe(true);
    expect((await page(p)).tokens).toHaveLength(MAX_TOKENS_PER_USER);
  });

  it("asks before revoking (?revoke=id), and revokes only the person's own tokens", async () => {
    const p = await h.join("Sade");
    const other = await h.join("Tunde");
    const secret = (await create(p, "mine", ["listings:read"])).data.secret!;
    const [mine] = (await page(p)).tokens;
    expect((await page(p, `?revoke=${mine!.id}`)).revoking).toBe(mine!.id);
    expect((await page(other, `?revoke=${mine!.id}`)).revoking).toBeNull();
    const refused = await post(other, [["intent", "token-revoke"], ["tokenId", String(mine!.id)]]).then(
      () => undefined,
      (e: { init?: { status?: number } }) => e.init?.status,
    );
    expect(refused).toBe(404);
    expect((await h.call("GET", "/me/listings", { headers: { authorization: `Bearer ${secret}` } })).status).toBe(200);
    await post(p, [["intent", "token-revoke"], ["tokenId", String(mine!.id)]]);
    expect((await page(p)).tokens).toEqual([]);
    expect((await h.call("GET", "/me/listings", { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);
  });

  it("a forged cross-site form post (or one that names no origin) never reaches the action", async () => {
    const p = await h.join("Uche");
    const body = new URLSearchParams({ intent: "token-create", name: "stolen", scopes: "listings:write", expiresIn: "never" });
    const forged: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, {}];
    for (const headers of forged) {
      const res = await h.app.request("/account", { method: "POST", body, headers: { ...headers, cookie: p.cookie, "content-type": "application/x-www-form-urlencoded" } });
      expect(res.status).toBe(403);
    }
    expect(await tokensOf(p)).toBe(0);
  });
});
