// Bad bytes are a 400, never a 500: the rules, then a sweep of every API operation (from the OpenAPI document) and
// every page route (from app/routes.ts) with NUL and other bad bytes in the path, the query and the body.
import { beforeAll, describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../../app/routes";
import { apiHarness, type ApiHarness } from "../../testing/http";
import { apiV1Document } from "../api/v1";
import { decodeStrict, jsonProblems, jsonTooDeep, MULTI_LINE_FIELDS, pathProblems, queryProblems, textProblem } from "./bad-bytes";

describe("the rules", () => {
  it("decodes percent-encoding strictly", () => {
    expect(decodeStrict("caf%C3%A9+x")).toBe("café+x");
    expect(decodeStrict("%EF%BB%BFa")).toBe("\ufeffa");
    for (const bad of ["100%", "%zz", "%E0%A4%A", "%ED%A0%80", "%C0%80", "%F4%90%80%80"]) expect(decodeStrict(bad), bad).toBeUndefined();
  });

  it("allows tab, CR and LF only in multi-line text, and never a lone surrogate", () => {
    expect(textProblem("Ada Obi")).toBeUndefined();
    expect(textProblem("emoji 🚜 ok")).toBeUndefined();
    expect(textProblem("a\u0000b")).toBe("control");
    expect(textProblem("a\tb")).toBe("control");
    expect(textProblem("line 1\r\nline\t2", true)).toBeUndefined();
    expect(textProblem("a\u0000b", true)).toBe("control");
    expect(textProblem("a\u001bb", true)).toBe("control");
    expect(textProblem("a\ud800b")).toBe("surrogate");
    expect(textProblem("a\udc00")).toBe("surrogate");
  });

  it("names the bad parameter of a query string or form", () => {
    expect(queryProblems("?search=generator&location=Ikeja&minPrice=&sort")).toEqual({});
    expect(queryProblems("?search=a%00b&location=Ikeja")).toEqual({ search: "control" });
    expect(queryProblems("?q=50%off")).toEqual({ q: "encoding" });
    expect(queryProblems("?a%00=1")).toEqual({ query: "control" });
    expect(queryProblems("?q=%ED%A0%80")).toEqual({ q: "encoding" });
    // Newlines: in a textarea's field of a form, never in a query string.
    expect(queryProblems("message=a%0D%0Ab&name=x", (f) => MULTI_LINE_FIELDS.has(f))).toEqual({});
    expect(queryProblems("message=a%0D%0Ab&name=x%0A", (f) => MULTI_LINE_FIELDS.has(f))).toEqual({ name: "control" });
    expect(queryProblems("?message=a%0Ab")).toEqual({ message: "control" });
    expect(pathProblems("/item/1")).toEqual({});
    expect(pathProblems("/caf%C3%A9")).toEqual({});
    expect(pathProblems("/item/1%00")).toEqual({ path: "control" });
    expect(pathProblems("/item/%zz")).toEqual({ path: "encoding" });
  });

  it("checks every string of a JSON body, keys and nested values included", () => {
    const multi = (f: string) => MULTI_LINE_FIELDS.has(f);
    expect(jsonProblems({ title: "Tractor", description: "Line 1\nLine 2", features: ["a", "b"], units: 2, ok: null }, multi)).toEqual({});
    expect(jsonProblems({ title: "a\u0000", features: ["x", "y\u0001"], nested: { deep: ["\ud800"] } }, multi)).toEqual({
      title: "control",
      "features.1": "control",
      "nested.deep.0": "surrogate",
    });
    expect(jsonProblems({ title: "a\nb" }, multi)).toEqual({ title: "control" });
    expect(jsonProblems({ "k\u0000": 1 }, multi)).toEqual({ body: "control" });
    expect(jsonProblems("\u0000", multi)).toEqual({ body: "control" });
  });
});

/** A NUL, other control characters, broken percent-encoding and an encoded lone surrogate, as query values. */
const BAD_VALUES = ["a%00b", "%00", "%01", "%0A", "%7Fok%1F", "50%off", "%E0%A4%A", "%ED%A0%80"];

let h: ApiHarness;
beforeAll(async () => {
  h = await apiHarness({ seed: true });
});

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[] | undefined;
}

/** Every operation of the OpenAPI document, with a concrete path (ids are 1), its query parameters and body fields. */
function operations(): Operation[] {
  type Op = { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { properties?: object } }> } };
  const doc = apiV1Document() as unknown as { paths: Record<string, Record<string, Op>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const json = op.requestBody?.content["application/json"];
      return {
        method: method.toUpperCase(),
        path: `/api/v1${path.replace(/\{\w+\}/g, "1")}`,
        query: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        body: json ? Object.keys(json.schema.properties ?? { x: 1 }) : undefined,
      };
    }),
  );
}

async function expectRefused(res: Response, field: string, what: string) {
  expect(res.status, what).toBe(400);
  const body = (await res.json()) as { error: string; fields?: Record<string, string> };
  expect(body.error, what).toBe("invalid_request");
  expect(Object.keys(body.fields ?? {}), what).toContain(field);
}

describe("every API operation (generated from the OpenAPI document)", () => {
  // The operators' API answers anyone else 404 before any check of the input (api/admin-matrix.test.ts).
  const ops = operations().filter((o) => !o.path.startsWith("/api/v1/admin/"));

  it("covers the whole document", () => {
    expect(ops.length).toBeGreaterThan(25);
    expect(ops.some((o) => o.method === "GET" && o.path === "/api/v1/listings" && o.query.includes("search"))).toBe(true);
  });

  it("answers 400 JSON for a bad byte in the path", async () => {
    for (const op of ops) {
      for (const bad of ["%00", "%1F", "%zz", "%ED%A0%80"]) {
        const res = await h.app.request(`${op.path}${bad}`, { method: op.method });
        await expectRefused(res, "path", `${op.method} ${op.path}${bad}`);
      }
    }
  });

  it("answers 400 JSON naming the query parameter, documented or not", async () => {
    for (const op of ops) {
      for (const name of [...op.query, "to"]) {
        for (const bad of BAD_VALUES) {
          const res = await h.app.request(`${op.path}?${name}=${bad}`, { method: op.method });
          await expectRefused(res, name, `${op.method} ${op.path}?${name}=${bad}`);
        }
      }
    }
  });

  it("answers 400 JSON naming the body field for a NUL, a control character or a lone surrogate in JSON", async () => {
    for (const op of ops.filter((o) => o.body)) {
      for (const field of op.body!) {
        for (const bad of ["a\u0000b", "\u0000", "x\u0008", "\ud800", "a\udfffb"]) {
          const res = await h.app.request(op.path, { method: op.method, headers: { "content-type": "application/json" }, body: JSON.stringify({ [field]: bad }) });
          await expectRefused(res, field, `${op.method} ${op.path} ${field}=${JSON.stringify(bad)}`);
        }
      }
    }
  });

  it("answers 400 JSON, never a 500, to a body nested deeper than any real one, on every operation with a body", async () => {
    const arrays = "[".repeat(6_000) + "]".repeat(6_000);
    const objects = '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000);
    const inField = `{"title":${"[".repeat(2_000)}${"]".repeat(2_000)}}`;
    for (const op of ops.filter((o) => o.body)) {
      for (const body of [arrays, objects, inField]) {
        const res = await h.app.request(op.path, { method: op.method, headers: { "content-type": "application/json" }, body });
        expect(res.status, `${op.method} ${op.path}`).toBe(400);
        expect(await res.json()).toMatchObject({ error: "invalid_request", message: "The body nests arrays or objects more than 32 levels deep" });
      }
    }
    // As deep as the limit is still read (and here refused for its content by the handler or its session check).
    const deepEnough = await h.app.request("/api/v1/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: `{"email":${"[".repeat(31)}${"]".repeat(31)}}` });
    expect(deepEnough.status).toBe(400);
    expect((await deepEnough.json()).fields).toHaveProperty("email");
  });

  it("walks a deep JSON value without recursion", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonProblems(deep, () => false)).toEqual({ ["0.".repeat(100_000).slice(0, -1)]: "control" });
    expect(jsonTooDeep(deep)).toBe(true);
    expect(jsonTooDeep({ a: [{ b: [1, { c: "x" }] }] })).toBe(false);
  });

  it("refuses bytes that are not UTF-8 in a JSON body, and bad bytes in a urlencoded one", async () => {
    const notUtf8 = await h.app.request("/api/v1/newsletter", { method: "POST", headers: { "content-type": "application/json" }, body: new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]) });
    await expectRefused(notUtf8, "body", "invalid UTF-8");
    const form = await h.app.request("/api/v1/newsletter", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%00b" });
    await expectRefused(form, "email", "urlencoded");
  });

  it("takes newlines in multi-line fields and a provider's webhook, and nowhere else", async () => {
    const listing = { categorySlug: "vehicles", subcategorySlug: "cars", description: "Line one\r\nLine\ttwo" };
    const lines = await h.call("POST", "/listings", { body: listing });
    expect(lines.status).toBe(401); // Past the guard: the handler asks for a session.
    await expectRefused(await h.call("POST", "/listings", { body: { ...listing, title: "Two\nlines" } }), "title", "newline in a title");
    const webhook = await h.call("POST", "/payments/webhooks/sandbox", { body: { event: "charge.success", data: { reference: "r", gateway_response: "Approved\nby bank" } } });
    expect(webhook.status).toBe(401); // Past the guard: the signature is missing.
    await expectRefused(await h.call("POST", "/payments/webhooks/sandbox", { body: { event: "charge.success", data: { reference: "r\u0000" } } }), "data.reference", "NUL in a webhook");
  });

  it("leaves good input alone", async () => {
    const res = await h.app.request("/api/v1/listings?search=caf%C3%A9+generator&location=Ikeja&limit=2");
    expect(res.status).toBe(200);
    const ok = await h.call("POST", "/newsletter", { body: { email: "ada.bad-bytes@example.com" } });
    expect(ok.status).toBe(201);
  });
});

/**
 * Every URL of the route table with sample parameters: `item/:id` → /item/1, the splat → /no/such/page; a page's
 * optional Pidgin segment (`pcm?/browse`: decision 038) is left out (the English URL of each page).
 */
function pagePaths(entries: RouteConfigEntry[] = routes, parent = ""): string[] {
  const samples: Record<string, string> = { category: "vehicles", slug: "vehicles", subcategory: "cars", step: "details", reference: "ref" };
  return entries.flatMap((r) => {
    const path = `${parent}/${(r.path ?? "").replace(/^pcm\?\/?/, "").replace("*", "no/such/page").replace(/:(\w+)\??/g, (_m, name: string) => samples[name] ?? "1")}`.replace(/\/+$/, "") || "/";
    return [...(r.index || r.path !== undefined ? [path] : []), ...pagePaths(r.children ?? [], path === "/" ? "" : path)];
  });
}

describe("every page route (generated from app/routes.ts)", () => {
  const paths = pagePaths();

  it("covers the route table", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/browse", "/item/1", "/dev/outbox/1", "/vehicles", "/vehicles/cars", "/no/such/page"]));
    // One path per route that has one, nested ones (the admin side's pages) included.
    const count = (entries: RouteConfigEntry[]): number => entries.reduce((n, r) => n + (r.index || r.path !== undefined ? 1 : 0) + count(r.children ?? []), 0);
    expect(paths.length).toBe(count(routes));
  });

  it("answers a styled 400 page for a bad byte in the path or the query, GET or POST", async () => {
    for (const path of paths) {
      const urls = [`${path}?to=%00`, `${path}?search=a%00b`, ...BAD_VALUES.map((v) => `${path}?q=${v}`), `${path === "/" ? "" : path}/%00`, `${path}%01x`];
      for (const url of urls) {
        for (const method of ["GET", "POST"]) {
          const res = await h.app.request(url, { method, headers: { "content-type": "application/x-www-form-urlencoded" }, body: method === "POST" ? "name=Ada" : undefined });
          expect(res.status, `${method} ${url}`).toBe(400);
          expect(res.headers.get("content-type"), url).toMatch(/^text\/html/);
          expect(await res.text(), url).toContain("<h1>This address can't be used</h1>");
        }
      }
    }
  });
});
