// /api/v1/admin as callers meet it: every operation's authorisation matrix (a visitor, an ordinary person, an API
// token, support and an admin without two-factor sign-in get exactly the unknown path's answer; support and admins with
// it get the operation), a cross-site write refused, a ban that ends the person's sessions at once and refuses their
// sign-in with a clear message, and a suspended listing gone from the API's search and item.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { cookieOf, meta } from "../../testing/accounts";
import { apiHarness, type ApiHarness, type TestPerson } from "../../testing/http";
import { operatorCast } from "../../testing/operators";

let h: ApiHarness;
let visitor: TestPerson, support: TestPerson, admin: TestPerson, adminNo2fa: TestPerson, supportNo2fa: TestPerson, person: TestPerson;
let token: string, listingId: number;

beforeAll(async () => {
  h = await apiHarness({ seed: true });
  ({ person, visitor, support, admin, adminNo2fa, supportNo2fa, token } = await operatorCast(h));
  const [row] = await h.db.execute(sql`select id::int as id from listings where status = 'published' order by id limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  listingId = row!.id;
});

const OPERATIONS = () =>
  [
    ["GET", "/admin/business-requests"],
    ["POST", `/admin/business-requests/${person.id}/decision`],
    ["GET", "/admin/reports"],
    ["POST", "/admin/reports/1/resolve"],
    ["POST", `/admin/users/${person.id}/ban`],
    ["DELETE", `/admin/users/${person.id}/ban`],
    ["POST", `/admin/listings/${listingId}/suspend`],
    ["DELETE", `/admin/listings/${listingId}/suspend`],
  ] as const;

describe("who may call the admin side's API", () => {
  it("answers everyone but operators with two-factor sign-in exactly as an unknown path does", async () => {
    for (const [method, path] of OPERATIONS()) {
      const body = method === "GET" ? undefined : {};
      for (const who of [visitor, person, adminNo2fa, supportNo2fa]) {
        const unknown = await h.call(method, "/no-such-thing", { cookie: who.cookie || undefined, body });
        const res = await h.call(method, path, { cookie: who.cookie || undefined, body });
        expect([method, path, res.status]).toEqual([method, path, unknown.status]);
        expect(await res.json()).toEqual(await unknown.json());
      }
      // An API token: the same refusal as any path the token table does not name.
      const viaToken = await h.call(method, path, { headers: { authorization: `Bearer ${token}` }, body });
      const unknownViaToken = await h.call(method, "/no-such-thing", { headers: { authorization: `Bearer ${token}` }, body });
      expect([path, viaToken.status, await viaToken.json()]).toEqual([path, unknownViaToken.status, await unknownViaToken.json()]);
    }
  });

  it("opens every operation to support and admins with two-factor sign-in (an empty write is a 400, nothing done)", async () => {
    for (const who of [support, admin])
      for (const [method, path] of OPERATIONS()) {
        const res = await h.call(method, path, { cookie: who.cookie, ...(method === "GET" ? {} : { body: {} }) });
        expect([method, path, res.status]).toEqual([method, path, method === "GET" ? 200 : 400]);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
      }
    const [n] = await h.db.execute(sql`select count(*)::int as n from audit_log`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(n!.n).toBe(0);
  });

  it("refuses a cross-site or forged write, even from an operator", async () => {
    const res = await h.call("POST", `/admin/users/${person.id}/ban`, { cookie: admin.cookie, body: { reason: "x" }, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    // A forged write with the cookie but neither Origin nor Sec-Fetch-Site: refused as well.
    const bare = await h.app.request(`/api/v1/admin/users/${person.id}/ban`, { method: "POST", headers: { cookie: admin.cookie, "content-type": "application/json" }, body: JSON.stringify({ reason: "x" }) });
    expect(bare.status).toBe(403);
    expect((await h.call("GET", `/me`, { cookie: person.cookie })).status).toBe(200);
  });
});

describe("what the operations do", () => {
  it("suspends a listing: gone from the API's item and search; restored, it is back", async () => {
    const inSearch = async () => ((await (await h.call("GET", `/listings?limit=50&sort=newest`)).json()) as { items: { id: number }[] }).items.some((i) => i.id === listingId);
    expect((await h.call("GET", `/listings/${listingId}`)).status).toBe(200);
    const res = await h.call("POST", `/admin/listings/${listingId}/suspend`, { cookie: support.cookie, body: { reason: "Stolen photos" } });
    expect(await res.json()).toEqual({ id: listingId, status: "suspended" });
    expect((await h.call("GET", `/listings/${listingId}`)).status).toBe(404);
    expect(await inSearch()).toBe(false);
    expect((await h.call("POST", `/admin/listings/${listingId}/suspend`, { cookie: support.cookie, body: { reason: "again" } })).status).toBe(409);
    expect((await h.call("DELETE", `/admin/listings/${listingId}/suspend`, { cookie: admin.cookie, body: { reason: "Owner's own photos" } })).status).toBe(200);
    expect((await h.call("GET", `/listings/${listingId}`)).status).toBe(200);
  });

  it("bans a person: every session ends at once and signing in is refused with a clear message; unbanned, they sign in", async () => {
    const email = "banned-person@example.com";
    const password = "mango-harmattan-2026";
    const { headers } = await h.services.accounts.signUp({ name: "Bayo", email, password }, meta());
    const first = cookieOf(headers);
    const second = cookieOf((await h.services.accounts.signIn({ email, password }, meta())).headers);
    const me = (cookie: string) => h.call("GET", "/me", { cookie });
    expect((await me(first)).status).toBe(200);
    expect((await me(second)).status).toBe(200);
    const { session } = await h.services.accounts.getSession(meta(first));
    const id = session!.user.id;

    const res = await h.call("POST", `/admin/users/${id}/ban`, { cookie: support.cookie, body: { reason: "Fraud" } });
    expect(await res.json()).toEqual({ id, banned: true });
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    expect((await h.services.accounts.getSession(meta(first))).session).toBeNull();
    await expect(h.services.accounts.signIn({ email, password }, meta())).rejects.toThrow(/suspended by Haya's team/);
    // A wrong password learns nothing of the ban.
    await expect(h.services.accounts.signIn({ email, password: "wrong-password-123" }, meta())).rejects.toThrow(/Incorrect email or password/);

    expect((await h.call("DELETE", `/admin/users/${id}/ban`, { cookie: admin.cookie, body: { reason: "Appeal" } })).status).toBe(200);
    const back = cookieOf((await h.services.accounts.signIn({ email, password }, meta())).headers);
    expect((await me(back)).status).toBe(200);
  });

  it("lists the queues for an operator", async () => {
    await h.db.update(users).set({ businessName: "Kola Ltd", cacNumber: "RC7654321", businessPhone: "+2348030000000" }).where(eq(users.id, person.id));
    await h.services.adminQueues.business.request(person.id, Buffer.from("%PDF-1.7\n%%EOF\n"));
    const list = (await (await h.call("GET", "/admin/business-requests", { cookie: support.cookie })).json()) as { requests: { id: string; businessName: string }[] };
    expect(list.requests).toEqual([expect.objectContaining({ id: person.id, businessName: "Kola Ltd", hasCertificate: true })]);
    const decided = await h.call("POST", `/admin/business-requests/${person.id}/decision`, { cookie: admin.cookie, body: { decision: "approve" } });
    expect(await decided.json()).toEqual({ userId: person.id, businessStatus: "verified" });
    const reports = await h.call("GET", "/admin/reports", { cookie: support.cookie });
    expect(await reports.json()).toEqual({ reports: [] });
  });
});
