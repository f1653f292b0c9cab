// The generated OpenAPI document against the routes Hono actually serves: an operation added without its route
// definition (a plain api.get, say) fails here, as does a documented one that nothing answers.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Services } from "../../services";
import { apiRoute, apiRouter } from "./openapi-kit";
import { apiV1, apiV1Document } from "./v1";

/** Routes served but deliberately not operations of the document. */
const NOT_OPERATIONS = new Set([
  "GET /openapi.json", // the document itself
]);

/** "METHOD /path" of every handler registered under /api/v1, with Hono's `:id` written as OpenAPI's `{id}`. */
function servedOperations(api = apiV1({} as Services)): string[] {
  const served = api.routes
    // `use` middleware is registered as ALL; so is the catch-all 404 (`api.all("*")`), which answers no operation.
    .filter((r) => r.method !== "ALL")
    .map((r) => `${r.method} ${r.path.replace(/\/$/, "").replace(/:(\w+)/g, "{$1}") || "/"}`);
  return [...new Set(served)].filter((op) => !NOT_OPERATIONS.has(op)).sort();
}

function documentedOperations(): string[] {
  const doc = apiV1Document();
  return Object.entries(doc.paths ?? {})
    .flatMap(([path, item]) => Object.keys(item as object).filter((k) => /^(get|put|post|patch|delete|head|options)$/.test(k)).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();
}

describe("the generated OpenAPI document", () => {
  it("documents every route /api/v1 serves, and nothing it does not", () => {
    const served = servedOperations();
    expect(served.length).toBeGreaterThan(20);
    expect(documentedOperations()).toEqual(served);
  });

  it("notices a route added without a route definition", () => {
    const api = apiV1({} as Services);
    api.get("/listings/:id/questions", (c) => c.json({ questions: [] }));
    expect(servedOperations(api)).toContain("GET /listings/{id}/questions");
    expect(documentedOperations()).not.toContain("GET /listings/{id}/questions");
  });

  it("answers at GET /api/v1/openapi.json with its title, server and session scheme", async () => {
    const res = await apiV1({} as Services).request("/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc).toMatchObject({ openapi: "3.1.0", info: { title: "Haya API" }, servers: [{ url: "/api/v1" }] });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie" });
  });

  it("gives every error answer the API's error shape", () => {
    const doc = apiV1Document() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>> };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        for (const [status, response] of Object.entries(op.responses))
          if (Number(status) >= 400 && response.content) expect(response.content["application/json"]?.schema, `${method} ${path} ${status}`).toEqual({ $ref: "#/components/schemas/Error" });
  });

  it("gives a zod JSON body the API's own 415 and broken-JSON 400 (not the validator's), and documents the 415", async () => {
    const api = apiRouter();
    const route = apiRoute({
      method: "post",
      path: "/echo",
      operationId: "echoName",
      request: { body: { required: true, content: { "application/json": { schema: z.object({ name: z.string() }) } } } },
      responses: { 200: { description: "The name" } },
    });
    api.openapi(route, (c) => c.json({ name: c.req.valid("json").name }));
    const post = (body: string, type?: string) => api.request("/echo", { method: "POST", body, headers: type ? { "content-type": type } : {} });
    expect(await (await post("name=Ada", "application/x-www-form-urlencoded")).json()).toEqual({ error: "unsupported_media_type", message: expect.any(String) });
    expect((await post('{"name":"Ada"}')).status).toBe(415);
    expect((await post('{"name":"Ada"}', "application/json ;charset=utf-8")).status).toBe(415);
    expect(await (await post('{"name":', "application/json")).json()).toMatchObject({ error: "invalid_request", fields: { body: expect.any(String) } });
    expect(await (await post("{}", "application/json")).json()).toMatchObject({ error: "invalid_request", fields: { name: expect.any(String) } });
    expect(await (await post('{"name":"Ada"}', "application/json; charset=utf-8")).json()).toEqual({ name: "Ada" });
    expect(Object.keys(route.responses)).toContain("415");
  });

  it("lists what the edges can answer: 400, 401, 429, 431 and 503 everywhere, 403 and 413 on writes, 403 on signed-in reads", () => {
    const doc = apiV1Document() as unknown as { paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>> };
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        const codes = Object.keys(op.responses);
        expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(["400", "401", "429", "431", "503"]));
        if (method !== "get") expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(["403", "413"]));
        if (op.security?.length) expect(codes, `${method} ${path}`).toContain("403");
      }
  });
});
