// The JSON API under /api/v1 and static assets, through Playwright's request fixture.
import { expect } from "@playwright/test";
import { apiCategories, apiListings, test } from "./helpers";

test("GET /categories: 24 categories, each with 6 to 8 subcategories", async ({ request }) => {
  const categories = await apiCategories(request);
  expect(categories).toHaveLength(24);
  expect(new Set(categories.map((c) => c.slug)).size).toBe(24);
  for (const c of categories) {
    expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(c.name.length).toBeGreaterThan(0);
    expect(c.subcategories.length, c.slug).toBeGreaterThanOrEqual(6);
    expect(c.subcategories.length, c.slug).toBeLessThanOrEqual(8);
  }
  expect(categories.filter((c) => c.onHome).map((c) => c.name)).toEqual(["Vehicles", "Trucks", "Logistics", "Event Halls"]);
});

test("GET /listings?search=generator pages by cursor without overlap", async ({ request }) => {
  const first = await apiListings(request, { search: "generator", limit: 5 });
  expect(first.items.length).toBeGreaterThan(0);
  expect(first.total.count).toBeGreaterThan(0);
  const ids = first.items.map((i) => i.id);
  let cursor = first.nextCursor;
  let pages = 1;
  while (cursor && pages < 50) {
    const next = await apiListings(request, { search: "generator", limit: 5, cursor });
    const pageIds = next.items.map((i) => i.id);
    expect(pageIds.filter((id) => ids.includes(id)), `page ${pages + 1} repeats ids`).toEqual([]);
    ids.push(...pageIds);
    expect(next.total).toEqual(first.total);
    cursor = next.nextCursor;
    pages++;
  }
  expect(first.total.count).toBeGreaterThan(5);
  expect(pages).toBeGreaterThan(1);
  if (!first.total.capped) expect(ids).toHaveLength(first.total.count);
});

test("GET /listings with bad input → 400 naming each field", async ({ request }) => {
  const res = await request.get("/api/v1/listings?minPrice=abc&sort=bogus&limit=500");
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { error: string; fields: Record<string, string> };
  expect(body.error).toBe("invalid_request");
  expect(Object.keys(body.fields).sort()).toEqual(["limit", "minPrice", "sort"]);
  for (const message of Object.values(body.fields)) expect(message.length).toBeGreaterThan(0);
});

test("GET /listings/:id → 200, 404 or 400", async ({ request }) => {
  const ok = await request.get("/api/v1/listings/1");
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { listing: { id: number } }).listing.id).toBe(1);

  const missing = await request.get("/api/v1/listings/999999");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toContain("application/json");
  expect(await missing.json()).toMatchObject({ error: "not_found" });

  const bad = await request.get("/api/v1/listings/abc");
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("id");
});

test("POST /newsletter: bad e-mail 400, new 201, again 200", async ({ request }) => {
  const bad = await request.post("/api/v1/newsletter", { data: { email: "nope" } });
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("email");

  const email = `api-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const created = await request.post("/api/v1/newsletter", { data: { email } });
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ subscribed: true, created: true });

  const again = await request.post("/api/v1/newsletter", { data: { email } });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ subscribed: true, created: false });
});

test("GET /openapi.json describes the API", async ({ request }) => {
  const res = await request.get("/api/v1/openapi.json");
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/listings", "/listings/{id}"]));
});

test("unknown API path → 404 JSON", async ({ request }) => {
  const res = await request.get("/api/v1/nope");
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: "not_found" });
});

test("static assets are immutable and served brotli-compressed on request", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const assets = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))];
  expect(assets.length).toBeGreaterThan(0);
  const asset = assets.find((a) => a.endsWith(".js"))!;
  const res = await request.get(asset, { headers: { "Accept-Encoding": "br" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("immutable");
  expect(res.headers()["content-encoding"]).toBe("br");
  expect(res.headers()["content-type"]).toContain("javascript");
  expect((await res.body()).length).toBeGreaterThan(0);
});

test("oversized bodies are refused before they are read, and pages carry security headers", async ({ request }) => {
  const big = await request.post("/api/v1/newsletter", {
    data: { email: `${"a".repeat(100 * 1024)}@example.com` },
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).error).toBe("payload_too_large");
  const page = await request.get("/");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(page.headers()["x-content-type-options"]).toBe("nosniff");
  expect(page.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});
