// Personal API tokens on /api/v1, as a fleet owner's script uses them: a token acts as its person within its scopes
// (403 naming the scope outside them), a revoked, expired or unknown one is a 401 at once with no fallback to a cookie,
// and it needs no Origin (the cross-site guard still refuses a cookie's write without one).
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows";
import type { ApiScope } from "../../../core/api-scopes";
import { LIMITS } from "../../features/accounts/rate-limit";
import { apiHarness, type TestPerson } from "../../testing/http";
import { apiV1 } from "./v1";
import { routeAccess } from "./token-scopes";
import { m } from "../../../core/paraglide/messages";

// What the code under test says, in English (it speaks the request's language).
const TOKEN_UNKNOWN = m.err_token_unknown({}, { locale: "en" });
const TOKEN_REVOKED = m.err_token_revoked({}, { locale: "en" });

const h = await apiHarness({ seed: true });
const { call, join, db, services } = h;

const LISTING = {
  categorySlug: "vehicles",
  subcategorySlug: "self-drive-cars",
  title: "Toyota Hiace bus, 14 seats",
  description: "A clean Hiace with air conditioning and a driver, for airport runs and events across Lagos.",
  pricePerDayKobo: 60_000_00,
  state: "Lagos",
  city: "Ikeja",
};

const owner = (name: string): Promise<TestPerson> => join(name, { verified: true });
const tokenFor = async (p: TestPerson, scopes: ApiScope[], name = "fleet sync") =>
  (await services.apiTokens.create(p.id, { name, scopes, expiresIn: "90" })).secret;
/** A script's call: its token and nothing else (no cookie, no Origin, no Sec-Fetch-Site). */
const withToken = (secret: string, method: string, path: string, body?: unknown) => call(method, path, { body, headers: { authorization: `Bearer ${secret}` } });
const ALL: ApiScope[] = ["listings:read", "listings:write", "bookings:read", "bookings:write"];

async function listingAs(p: TestPerson) {
  const res = await call("POST", "/listings", { cookie: p.cookie, body: LISTING });
  expect(res.status).toBe(201);
  return (await res.json()).listing.id as number;
}
const titleOf = async (id: number) => rowsOf<{ title: string }>(await db.execute(sql`select title from listings where id = ${id}`))[0]?.title;

describe("personal API tokens on /api/v1", () => {
  it("keeps only a hash of the secret, and shows a recognisable prefix", async () => {
    const p = await owner("Adaeze");
    const { secret, token } = await services.apiTokens.create(p.id, { name: "sync", scopes: ["listings:read"], expiresIn: "never" });
    expect(secret).toMatch(/^haya_pat_[A-Za-z0-9_-]{43}$/);
    expect(token.prefix).toBe(`${secret.slice(0, 15)}…`);
    const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from api_tokens where id = ${token.id}`));
    expect(rows[0]!.token_hash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(secret.slice(15));
    // Listed again later, the secret is nowhere in what the owner (or anyone) can read.
    expect(JSON.stringify(await services.apiTokens.list(p.id))).not.toContain(secret.slice(15));
  });

  it("lists, creates and edits the owner's listings from a script, without Origin", async () => {
    const p = await owner("Babatunde");
    const secret = await tokenFor(p, ["listings:read", "listings:write"]);
    const created = await withToken(secret, "POST", "/listings", LISTING);
    expect(created.status).toBe(201);
    const id = (await created.json()).listing.id as number;
    const edited = await withToken(secret, "PATCH", `/listings/${id}`, { title: "Toyota Hiace bus, 18 seats" });
    expect(edited.status).toBe(200);
    expect(await titleOf(id)).toBe("Toyota Hiace bus, 18 seats");
    const mine = await withToken(secret, "GET", "/me/listings");
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect((await mine.json()).listings.map((l: { id: number }) => l.id)).toEqual([id]);
  });

  it("refuses a write outside the token's scopes with a 403 naming the scope, and changes nothing", async () => {
    const p = await owner("Chiamaka");
    const id = await listingAs(p);
    const readOnly = await tokenFor(p, ["listings:read", "bookings:read"]);
    expect((await withToken(readOnly, "GET", `/me/listings/${id}`)).status).toBe(200);
    for (const [method, path, body] of [
      ["PATCH", `/listings/${id}`, { title: "Changed by a read-only token" }],
      ["DELETE", `/listings/${id}`, undefined],
      ["PUT", `/listings/${id}/blocked-dates`, { dates: [] }],
      ["POST", "/listings", LISTING],
    ] as const) {
      const res = await withToken(readOnly, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ error: "forbidden", message: "This API token does not have the listings:write scope", scope: "listings:write" });
    }
    expect(await titleOf(id)).toBe(LISTING.title);
    const writeOnly = await tokenFor(p, ["listings:write"]);
    expect(await (await withToken(writeOnly, "GET", "/me/listings")).json()).toMatchObject({ scope: "listings:read" });
    expect((await withToken(writeOnly, "GET", "/me/bookings?as=owner")).status).toBe(403);
    expect((await withToken(readOnly, "GET", "/me/bookings?as=owner")).status).toBe(200);
  });

  it("never opens the account itself, booking or paying to a token, whatever its scopes", async () => {
    const p = await owner("Damilola");
    const secret = await tokenFor(p, ALL);
    for (const [method, path, body] of [
      ["GET", "/me", undefined],
      ["PATCH", "/me", { name: "Renamed by a script" }],
      ["PUT", "/me/business", { businessName: "Script Ltd", cacNumber: "RC123456", phone: "08031234567" }],
      ["POST", "/me/business/verification", undefined],
      ["POST", "/bookings", { listingId: 1, startDate: "2027-01-10", endDate: "2027-01-12" }],
      ["POST", "/bookings/1/pay", undefined],
      ["GET", "/no-such-route", undefined],
    ] as const) {
      const res = await withToken(secret, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).message).toMatch(/not available with an API token/);
    }
    expect((await services.accounts.getProfile(p.id)).name).toBe("Damilola");
    // Public reads stay open to a token.
    expect((await withToken(secret, "GET", "/categories")).status).toBe(200);
  });

  it("a revoked token is a 401 on its very next call", async () => {
    const p = await owner("Emeka");
    const secret = await tokenFor(p, ALL);
    expect((await withToken(secret, "GET", "/me/listings")).status).toBe(200);
    const [t] = await services.apiTokens.list(p.id);
    await services.apiTokens.revoke(p.id, t!.id);
    const res = await withToken(secret, "GET", "/me/listings");
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer /);
    expect(await res.json()).toEqual({ error: "unauthorized", message: TOKEN_REVOKED });
    expect((await withToken(secret, "POST", "/listings", LISTING)).status).toBe(401);
  });

  it("an expired, unknown or malformed token is a 401, and never falls back to the cookie sent with it", async () => {
    const p = await owner("Funmi");
    const id = await listingAs(p);
    const secret = await tokenFor(p, ALL);
    await db.execute(sql`update api_tokens set expires_at = now() - interval '1 second' where user_id = ${p.id}`);
    expect(await (await withToken(secret, "GET", "/me/listings")).json()).toMatchObject({ error: "unauthorized", message: "This API token has expired" });
    const unknown = `haya_pat_${"A".repeat(43)}`;
    expect(await (await withToken(unknown, "GET", "/me/listings")).json()).toMatchObject({ message: TOKEN_UNKNOWN });
    for (const authorization of [`Bearer ${unknown}`, "Bearer nonsense", `Basic ${Buffer.from("a:b").toString("base64")}`, "Bearer"]) {
      // With the person's own valid cookie, from the site itself: the bad credential decides.
      const res = await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: { title: "Changed through the cookie" }, headers: { authorization, origin: "http://localhost" } });
      expect(res.status, authorization).toBe(401);
    }
    expect(await titleOf(id)).toBe(LISTING.title);
  });

  it("with a valid token and another person's cookie, the token alone decides who acts", async () => {
    const p = await owner("Gbenga");
    const other = await owner("Halima");
    const secret = await tokenFor(p, ["listings:read"]);
    const res = await call("GET", "/me/listings", { cookie: other.cookie, headers: { authorization: `Bearer ${secret}` } });
    expect(res.status).toBe(200);
    expect((await res.json()).listings).toEqual([]);
    expect(res.headers.getSetCookie()).toEqual([]);
    await listingAs(other);
    expect((await (await call("GET", "/me/listings", { cookie: other.cookie, headers: { authorization: `Bearer ${secret}` } })).json()).listings).toEqual([]);
  });

  it("another person's token cannot see or touch this owner's listing (404, as for anyone else)", async () => {
    const p = await owner("Ifeoma");
    const id = await listingAs(p);
    const stranger = await tokenFor(await owner("Jide"), ALL);
    expect((await withToken(stranger, "GET", `/me/listings/${id}`)).status).toBe(404);
    expect((await withToken(stranger, "PATCH", `/listings/${id}`, { title: "Taken over" })).status).toBe(404);
    expect((await withToken(stranger, "DELETE", `/listings/${id}`)).status).toBe(404);
    expect((await withToken(stranger, "PUT", `/listings/${id}/blocked-dates`, { dates: [] })).status).toBe(404);
    expect(await titleOf(id)).toBe(LISTING.title);
  });

  it("a cookie's write without Origin or Sec-Fetch-Site is still refused; the same write by token passes", async () => {
    const p = await owner("Kemi");
    const id = await listingAs(p);
    const forged = await call("PATCH", `/listings/${id}`, { cookie: p.cookie, body: { title: "No origin" }, headers: { origin: "" } });
    expect(forged.status).toBe(403);
    const secret = await tokenFor(p, ["listings:write"]);
    // Even from another website's page the header cannot be sent without the secret: the token is the credential.
    expect((await withToken(secret, "PATCH", `/listings/${id}`, { title: "Toyota Hiace, by script" })).status).toBe(200);
    expect(await titleOf(id)).toBe("Toyota Hiace, by script");
  });

  it("records the last use at most once a minute", async () => {
    const p = await owner("Lanre");
    const secret = await tokenFor(p, ["listings:read"]);
    const lastUsed = async () => (await services.apiTokens.list(p.id))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withToken(secret, "GET", "/me/listings");
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await withToken(secret, "GET", "/me/listings");
    expect(await lastUsed()).toEqual(first);
    await db.execute(sql`update api_tokens set last_used_at = now() - interval '2 minutes' where user_id = ${p.id}`);
    await withToken(secret, "GET", "/me/listings");
    expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime() - 1000);
  });

  it("limits calls per token (429 with Retry-After), not per person", async () => {
    const p = await owner("Musa");
    const busy = await tokenFor(p, ["listings:read"], "busy");
    const calm = await tokenFor(p, ["listings:read"], "calm");
    const [busyRow] = (await services.apiTokens.list(p.id)).filter((t) => t.name === "busy");
    await db.execute(sql`insert into rate_limits (key, count, reset_at) values (${`apiToken:${busyRow!.id}`}, ${LIMITS.apiToken.limit}, now() + interval '1 minute')`);
    const res = await withToken(busy, "GET", "/me/listings");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error).toBe("rate_limited");
    expect((await withToken(calm, "GET", "/me/listings")).status).toBe(200);
  });

  it("a deleted account's tokens stop working", async () => {
    const p = await owner("Nneka");
    const secret = await tokenFor(p, ["listings:read"]);
    await db.execute(sql`update users set deleted_at = now() where id = ${p.id}`);
    expect((await withToken(secret, "GET", "/me/listings")).status).toBe(401);
  });

  it("the OpenAPI document names the bearer scheme and the scope of each operation a token may call", async () => {
    const doc = await (await call("GET", "/openapi.json")).json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer" });
    const security = (path: string, method: string) => doc.paths[path][method].security as Record<string, string[]>[] | undefined;
    expect(security("/listings/{id}", "patch")).toEqual([{ session: [] }, { apiToken: ["listings:write"] }]);
    expect(security("/me/listings", "get")).toContainEqual({ apiToken: ["listings:read"] });
    expect(security("/me/bookings", "get")).toContainEqual({ apiToken: ["bookings:read"] });
    expect(security("/bookings/{id}/accept", "post")).toContainEqual({ apiToken: ["bookings:write"] });
    expect(doc.paths["/me/listings"].get.responses["403"].description).toMatch(/listings:read/);
    for (const [path, method] of [["/me", "get"], ["/me", "patch"], ["/bookings", "post"], ["/bookings/{id}/pay", "post"]] as const)
      expect(JSON.stringify(security(path, method) ?? []), `${method} ${path}`).not.toContain("apiToken");
  });

  it("every /api/v1 route has a decision in the token table (a new route is refused to tokens until it gets one)", () => {
    const routes = apiV1(services).routes.filter((r) => r.method !== "ALL");
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((r) => routeAccess(r.method, r.path) === undefined).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });
});
