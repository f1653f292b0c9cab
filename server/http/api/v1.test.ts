import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../testing/db";
import { createServices } from "../../services";
import { apiV1 } from "./v1";

let api: ReturnType<typeof apiV1>;
beforeAll(async () => {
  api = apiV1(createServices((await freshDatabase()).db, { mailFrom: "Haya <no-reply@haya.ng>" }));
});
const get = (path: string) => api.request(path);
const post = (path: string, body: unknown) =>
  api.request(path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });

describe("GET /api/v1/listings", () => {
  it("pages by cursor with disjoint pages", async () => {
    const a = await (await get("/listings?limit=10&sort=price-asc")).json();
    const b = await (await get(`/listings?limit=10&sort=price-asc&cursor=${a.nextCursor}`)).json();
    expect(a.items).toHaveLength(10);
    const ids = new Set(a.items.map((i: { id: number }) => i.id));
    expect(b.items.some((i: { id: number }) => ids.has(i.id))).toBe(false);
    expect(b.items[0].pricePerDayKobo).toBeGreaterThanOrEqual(a.items[9].pricePerDayKobo);
  });

  it("answers 400 for a cursor made for another sort", async () => {
    const a = await (await get("/listings?limit=5&sort=price-asc")).json();
    const res = await get(`/listings?sort=newest&cursor=${a.nextCursor}`);
    expect(res.status).toBe(400);
    expect((await res.json()).fields.cursor).toBeTruthy();
  });

  it("answers 400 naming every bad field", async () => {
    const res = await get("/listings?minPrice=abc&sort=bogus&limit=500");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields).sort()).toEqual(["limit", "minPrice", "sort"]);
  });
});

describe("GET /api/v1/listings/:id", () => {
  it("returns a listing, 404 for an unknown id, 400 for a non-number", async () => {
    expect((await get("/listings/1")).status).toBe(200);
    const missing = await get("/listings/999999");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe("not_found");
    const bad = await get("/listings/abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.id).toBeTruthy();
  });
});

describe("POST /api/v1/newsletter", () => {
  it("stores a valid address once and refuses an invalid one", async () => {
    const bad = await post("/newsletter", { email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields.email).toMatch(/valid email/);
    expect((await post("/newsletter", { email: "Ada@Example.com" })).status).toBe(201);
    const again = await post("/newsletter", { email: " ada@example.com " });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true, created: false });
  });

  it("refuses a body that is not JSON", async () => {
    const res = await api.request("/newsletter", { method: "POST", body: "email=x" });
    expect(res.status).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("documents every endpoint", async () => {
    const doc = await (await get("/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/admin/bookings/{id}",
      "/admin/bookings/{id}/cancel",
      "/admin/business-requests",
      "/admin/business-requests/{userId}/decision",
      "/admin/claims/{id}/decision",
      "/admin/listings/{id}/suspend",
      "/admin/lookup",
      "/admin/overdue-bookings",
      "/admin/payouts/{id}/retry",
      "/admin/refunds/{id}/retry",
      "/admin/reports",
      "/admin/reports/{id}/resolve",
      "/admin/users/{id}/ban",
      "/banks",
      "/bookings",
      "/bookings/quote",
      "/bookings/{id}",
      "/bookings/{id}/accept",
      "/bookings/{id}/cancel",
      "/bookings/{id}/cancellation",
      "/bookings/{id}/claims",
      "/bookings/{id}/claims/answer",
      "/bookings/{id}/decline",
      "/bookings/{id}/extensions",
      "/bookings/{id}/extensions/{extensionId}/accept",
      "/bookings/{id}/extensions/{extensionId}/decline",
      "/bookings/{id}/extensions/{extensionId}/pay",
      "/bookings/{id}/late-fee",
      "/bookings/{id}/late-fee/pay",
      "/bookings/{id}/pay",
      "/bookings/{id}/photos",
      "/bookings/{id}/pick-up",
      "/bookings/{id}/return",
      "/bookings/{id}/returned",
      "/bookings/{id}/reviews",
      "/cart",
      "/cart/checkout",
      "/cart/dates",
      "/cart/lines",
      "/cart/lines/{id}",
      "/cart/pay",
      "/categories",
      "/conversations",
      "/conversations/{id}/events",
      "/conversations/{id}/messages",
      "/listings",
      "/listings/{id}",
      "/listings/{id}/blocked-dates",
      "/listings/{id}/calendars",
      "/listings/{id}/calendars/feed",
      "/listings/{id}/calendars/{calendarId}",
      "/listings/{id}/conversations",
      "/listings/{id}/photos",
      "/listings/{id}/photos/{photoId}",
      "/listings/{id}/reviews",
      "/me",
      "/me/bookings",
      "/me/business",
      "/me/business/verification",
      "/me/earnings",
      "/me/export",
      "/me/export/{id}/download",
      "/me/favourites",
      "/me/favourites/{listingId}",
      "/me/identity",
      "/me/listings",
      "/me/listings/{id}",
      "/me/notification-settings",
      "/me/payout-account",
      "/me/payouts",
      "/me/phone",
      "/me/phone/verify",
      "/me/saved-searches",
      "/me/saved-searches/{id}",
      "/me/sessions",
      "/me/sessions/sign-out-others",
      "/me/sessions/{id}",
      "/newsletter",
      "/notifications",
      "/notifications/read",
      "/payments/webhooks/paystack",
      "/payments/webhooks/sandbox",
      "/reports",
      "/reviews/{id}/reply",
      "/search/suggestions",
      "/users/{id}",
      "/users/{id}/block",
      "/users/{id}/reviews",
    ]);
  });

  it("documents every listing write as the owner's, with the body it takes", async () => {
    const doc = await (await get("/openapi.json")).json();
    const writes = [
      doc.paths["/listings"].post,
      doc.paths["/listings/{id}"].patch,
      doc.paths["/listings/{id}"].delete,
      doc.paths["/listings/{id}/photos"].post,
      doc.paths["/listings/{id}/photos"].put,
      doc.paths["/listings/{id}/photos/{photoId}"].delete,
      doc.paths["/listings/{id}/blocked-dates"].put,
    ];
    for (const op of writes) {
      // The owner signed in, or a personal API token with listings:write (openapi-tokens.ts).
      expect(op.security).toEqual([{ session: [] }, { apiToken: ["listings:write"] }]);
      expect(op.responses["401"]).toBeDefined();
      expect(op.responses["403"]).toBeDefined();
    }
    const create = doc.paths["/listings"].post.requestBody.content["application/json"].schema;
    expect(create.required).toEqual(expect.arrayContaining(["categorySlug", "subcategorySlug"]));
    expect(Object.keys(create.properties)).toEqual(expect.arrayContaining(["title", "pricePerDayKobo", "state", "features"]));
    expect(doc.paths["/listings/{id}"].patch.requestBody.content["application/json"].schema.properties.status.enum).toEqual(["published", "paused"]);
  });

  it("lists what the server's edges can answer: 400, 431 and 503 everywhere, 403 and 413 on writes, 429 where limits count", async () => {
    const doc = await (await get("/openapi.json")).json();
    const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    for (const [path, ops] of Object.entries(paths))
      for (const [method, op] of Object.entries(ops)) {
        const codes = Object.keys(op.responses);
        expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(["400", "431", "503"]));
        if (method !== "get") expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(["403", "413"]));
      }
    for (const [path, method] of [["/bookings", "post"], ["/bookings/quote", "post"], ["/listings", "post"], ["/listings/{id}/photos", "post"]] as const)
      expect(Object.keys(paths[path]![method]!.responses), `${method} ${path}`).toContain("429");
    // An operation's own wording wins over the edge's.
    expect(paths["/listings"]!.post!.responses["403"]).toMatchObject({ description: expect.stringContaining("not verified") });
  });

  it("documents the account endpoints as needing the session cookie", async () => {
    const doc = await (await get("/openapi.json")).json();
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: "haya.session_token" });
    const ops = [doc.paths["/me"].get, doc.paths["/me"].patch, doc.paths["/me/business"].put, doc.paths["/me/business/verification"].post];
    for (const op of ops) {
      expect(op.security).toEqual([{ session: [] }]);
      expect(op.responses["401"]).toBeDefined();
    }
    // Request bodies describe what a caller sends (before normalisation), not an empty schema.
    expect(Object.keys(doc.paths["/me/business"].put.requestBody.content["application/json"].schema.properties).sort()).toEqual(["businessName", "cacNumber", "phone"]);
    expect(Object.keys(doc.paths["/me"].get.responses["200"].content["application/json"].schema.properties.user.properties)).toContain("businessStatus");
  });
});
