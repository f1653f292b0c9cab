// /api/v1/banks and /api/v1/me/payout-account as callers meet them: the public bank list; the payout account only for
// its signed-in person (anonymous 401, another website 403, a personal API token 403 whatever its scopes), bad input
// 400, a wrong password 403, an unknown account 422, a provider that fails 503, and nothing saved by any refusal.
import { afterAll, describe, expect, it } from "vitest";
import type { ApiScope } from "../../../core/api-scopes";
import type { MediaService } from "../../features/media/media.service";
import { createServices } from "../../services";
import { cookieOf, meta } from "../../testing/accounts";
import { fakePaystack } from "../../testing/fake-paystack";
import { apiHarness } from "../../testing/http";
import { nuban } from "../../testing/payouts";
import { createApp } from "../app";
import { routeAccess } from "./token-scopes";

const h = await apiHarness();
const { call, services } = h;
const GTB = "058";
const ALL: ApiScope[] = ["listings:read", "listings:write", "bookings:read", "bookings:write"];

let n = 0;
/** A person who joined through the accounts service: their cookie, id and password. */
async function person(name = "Ada Obi") {
  const password = `palm-wine-${++n}-calabash`;
  const { headers } = await services.accounts.signUp({ name, email: `api-payee-${n}@example.com`, password }, meta());
  const cookie = cookieOf(headers);
  const { session } = await services.accounts.getSession(meta(cookie));
  return { id: session!.user.id, cookie, password };
}
const put = (p: { cookie: string }, body: unknown, headers: Record<string, string> = {}) => call("PUT", "/me/payout-account", { cookie: p.cookie, body, headers });
const savedOf = async (p: { cookie: string }) => (await (await call("GET", "/me/payout-account", { cookie: p.cookie })).json()).payoutAccount;

describe("GET /api/v1/banks", () => {
  it("is public and cacheable, with the provider's codes", async () => {
    const res = await call("GET", "/banks");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const { banks } = await res.json();
    expect(banks).toContainEqual({ code: GTB, name: "Guaranty Trust Bank" });
    expect(banks).toContainEqual({ code: "50515", name: "Moniepoint MFB" });
    expect(routeAccess("GET", "/banks")).toBe("public");
  });
});

describe("/api/v1/me/payout-account", () => {
  it("needs a session: anonymous reads and writes are 401", async () => {
    expect((await call("GET", "/me/payout-account")).status).toBe(401);
    const res = await call("PUT", "/me/payout-account", { body: { bankCode: GTB, accountNumber: nuban(GTB, "123456789"), currentPassword: "x" } });
    expect(res.status).toBe(401);
  });

  it("answers null before an account is saved, then the account with its number masked; a renter with no listing may set one too", async () => {
    const p = await person();
    expect(await savedOf(p)).toBeNull();
    const number = nuban(GTB, "123456789");
    const res = await put(p, { bankCode: GTB, accountNumber: ` ${number.slice(0, 4)} ${number.slice(4)} `, currentPassword: p.password });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { payoutAccount } = await res.json();
    expect(payoutAccount).toMatchObject({ bankCode: GTB, bankName: "Guaranty Trust Bank", accountNumberLast4: number.slice(-4), maskedAccountNumber: `••••••${number.slice(-4)}`, payoutsHeldUntil: null });
    expect(payoutAccount.accountName).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    expect(JSON.stringify(payoutAccount)).not.toContain(number);
    expect(payoutAccount).not.toHaveProperty("recipientCode");
    expect(await savedOf(p)).toEqual(payoutAccount);
    // Each person sees only their own.
    expect(await savedOf(await person("Stranger"))).toBeNull();
  });

  it("refuses bad input beside each field, and saves nothing", async () => {
    const p = await person();
    for (const [body, fields] of [
      [{ bankCode: GTB, accountNumber: "12345", currentPassword: p.password }, ["accountNumber"]],
      [{ bankCode: GTB, accountNumber: "01234567ab", currentPassword: p.password }, ["accountNumber"]],
      [{ accountNumber: nuban(GTB, "123456789"), currentPassword: p.password }, ["bankCode"]],
      [{ bankCode: GTB, accountNumber: nuban(GTB, "123456789") }, ["currentPassword"]],
      [{ bankCode: "999", accountNumber: nuban(GTB, "123456789"), currentPassword: p.password }, ["bankCode"]],
    ] as const) {
      const res = await put(p, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await res.json()).fields)).toEqual(fields);
    }
    expect(await savedOf(p)).toBeNull();
  });

  it("a wrong password is 403 naming the field, and saves nothing", async () => {
    const p = await person();
    const res = await put(p, { bankCode: GTB, accountNumber: nuban(GTB, "123456789"), currentPassword: "not-the-password" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "forbidden", message: "Your current password is not correct", fields: { currentPassword: "Your current password is not correct" } });
    expect(await savedOf(p)).toBeNull();
  });

  it("a write from another website is 403 before anything runs", async () => {
    const p = await person();
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Record<string, string>[]) {
      const res = await put(p, { bankCode: GTB, accountNumber: nuban(GTB, "123456789"), currentPassword: p.password }, headers);
      expect(res.status).toBe(403);
    }
    expect(await savedOf(p)).toBeNull();
  });

  it("the /account form posted from another website is refused before it runs", async () => {
    const p = await person();
    const body = new URLSearchParams({ intent: "payout-save", bankCode: GTB, accountNumber: nuban(GTB, "123456789"), currentPassword: p.password });
    const res = await h.app.request("/account", { method: "POST", body, headers: { cookie: p.cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(403);
    expect(await savedOf(p)).toBeNull();
  });

  it("an account the bank does not know is 422 naming the number", async () => {
    const p = await person();
    const res = await put(p, { bankCode: "50211", accountNumber: "2012340000", currentPassword: p.password });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "unprocessable", fields: { accountNumber: "Kuda Bank has no account with this number. Check the number and the bank." } });
    expect(await savedOf(p)).toBeNull();
  });

  it("is never open to a personal API token, whatever its scopes", async () => {
    const p = await person();
    const { secret } = await services.apiTokens.create(p.id, { name: "fleet sync", scopes: ALL, expiresIn: "90" });
    const auth = { authorization: `Bearer ${secret}` };
    expect(routeAccess("GET", "/me/payout-account")).toBe("session");
    expect(routeAccess("PUT", "/me/payout-account")).toBe("session");
    expect((await call("GET", "/me/payout-account", { headers: auth })).status).toBe(403);
    const res = await call("PUT", "/me/payout-account", { headers: auth, body: { bankCode: GTB, accountNumber: nuban(GTB, "123456789"), currentPassword: p.password } });
    expect(res.status).toBe(403);
    expect(await savedOf(p)).toBeNull();
  });

  it("a provider that fails is 503 with Retry-After, and saves nothing", async () => {
    const fake = await fakePaystack();
    afterAll(() => fake.close());
    const app = createApp({
      services: createServices(h.db, { paystack: { secretKey: fake.secretKey, baseUrl: fake.baseUrl } }),
      media: {} as MediaService,
      build: () => Promise.reject(new Error("no pages in API tests")),
      log: () => {},
      mode: "test",
    });
    // The bank list first: nothing is cached yet.
    fake.failCalls("GET /bank", 1);
    const banks = await app.request("/api/v1/banks");
    expect(banks.status).toBe(503);
    expect(banks.headers.get("cache-control")).toBeNull();
    const p = await person();
    const number = nuban(GTB, "555555555");
    fake.addBankAccount(GTB, number, "OBI ADA");
    fake.failCalls("POST /transferrecipient", 1);
    const res = await app.request("/api/v1/me/payout-account", {
      method: "PUT",
      headers: { cookie: p.cookie, origin: "http://localhost", "content-type": "application/json" },
      body: JSON.stringify({ bankCode: GTB, accountNumber: number, currentPassword: p.password }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect((await res.json()).error).toBe("unavailable");
    expect(await savedOf(p)).toBeNull();
  });
});

describe("the OpenAPI document", () => {
  it("names every answer of the payout account operations, and the session they need", async () => {
    const doc = await (await call("GET", "/openapi.json")).json();
    const put = doc.paths["/me/payout-account"].put;
    expect(Object.keys(put.responses).sort()).toEqual(["200", "400", "401", "403", "404", "409", "413", "415", "422", "429", "431", "503"]);
    expect(put.security).toEqual([{ session: [] }]);
    expect(Object.keys(put.requestBody.content["application/json"].schema.properties).sort()).toEqual(["accountNumber", "bankCode", "currentPassword"]);
    expect(doc.paths["/me/payout-account"].get.security).toEqual([{ session: [] }]);
    expect(Object.keys(doc.paths["/banks"].get.responses)).toEqual(expect.arrayContaining(["200", "503"]));
    expect(doc.paths["/banks"].get.security).toEqual([]);
  });
});
